import { getZodConstraint } from "@conform-to/zod/v4";
import { expect, it } from "vitest";
import type { FormSpec } from "~/utils/form-specs";

/** A form's fields as the browser sends them. */
export const formData = (entries: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(entries)) data.append(name, value);
  return data;
};

/** Each spec with a schema names the fields its schema requires (their controls say so). */
export function itNamesRequiredFields(
  specs: Record<string, FormSpec | { required: readonly string[] }>,
) {
  it.each(Object.entries(specs).filter(([, spec]) => "load" in spec) as Array<[string, FormSpec]>)(
    "%s names the fields its schema requires",
    async (_name, spec) => {
      const required = Object.entries(getZodConstraint(await spec.load!()))
        .filter(([, constraint]) => constraint.required)
        .map(([name]) => name);
      expect([...spec.required].sort()).toEqual(required.sort());
    },
  );
}
