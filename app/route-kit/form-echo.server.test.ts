import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { ConsultationSchema } from "~/utils/consultation-schema";
import { ECHO_LIMIT } from "~/utils/form-answers";
import { parseWithZod } from "~/utils/parse-with-zod";
import { echoWithin } from "./form-echo.server";

/** The reply the screen kit builds for a refused post of `fields` (see screen.server.ts). */
function replyTo(schema: z.ZodMiniType, fields: [string, string][], hide?: string[]) {
  const form = new FormData();
  for (const [name, value] of fields) form.append(name, value);
  const submission = parseWithZod(form, { schema });
  expect(submission.status).toBe("error");
  return echoWithin(submission.reply({ hideFields: hide }), schema);
}

const consultation = (changes: Record<string, string>): [string, string][] =>
  Object.entries({
    intent: "request-consultation",
    firstName: "Ana",
    lastName: "Lopez",
    email: "ana@example.test",
    incidentDescription: "A van hit my car at the lights on Main Street.",
    agreeToTerms: "on",
    ...changes,
  });

describe("echoWithin", () => {
  it("cuts a value over its field's maximum to its first 500 characters", () => {
    const reply = replyTo(
      ConsultationSchema,
      consultation({ incidentDescription: "d".repeat(50_000) }),
    );
    expect(reply.error?.incidentDescription).toEqual([
      "Please keep the description under 5,000 characters",
    ]);
    expect(reply.initialValue?.incidentDescription).toBe("d".repeat(ECHO_LIMIT));
    expect(reply.initialValue?.firstName).toBe("Ana");
    expect(JSON.stringify(reply).length).toBeLessThan(2000);
  });

  it("keeps a long value within its maximum whole when another field is refused", () => {
    const story = "s".repeat(5000);
    const reply = replyTo(
      ConsultationSchema,
      consultation({ incidentDescription: story, email: "not an email" }),
    );
    expect(reply.error?.email).toBeDefined();
    expect(reply.initialValue?.incidentDescription).toBe(story);
    expect(reply.initialValue?.email).toBe("not an email");
  });

  it("holds a choice or a date (no maximum of their own) to 500 characters", () => {
    const reply = replyTo(
      ConsultationSchema,
      consultation({ injured: "y".repeat(3000), incidentDate: "2".repeat(3000) }),
    );
    expect(reply.initialValue?.injured).toBe("y".repeat(ECHO_LIMIT));
    expect(reply.initialValue?.incidentDate).toBe("2".repeat(ECHO_LIMIT));
  });

  it("leaves out fields the form does not have, and Conform's state and intent when large", () => {
    const reply = replyTo(
      ConsultationSchema,
      consultation({
        email: "",
        [`junk${"n".repeat(1000)}`]: "j".repeat(100_000),
        other: "short",
        __state__: JSON.stringify({ listKeys: { x: Array(500).fill("key") } }),
      }),
    );
    expect(Object.keys(reply.initialValue ?? {}).sort()).toEqual(
      ["agreeToTerms", "firstName", "incidentDescription", "lastName"].sort(),
    );
    expect(reply.fields).not.toContain("other");
    expect(reply.fields).toContain("firstName");
    expect(reply.state).toBeUndefined();
    expect(JSON.stringify(reply).length).toBeLessThan(2000);
  });

  it("keeps hidden fields hidden and a list's items to 100, each within its maximum", () => {
    const schema = z.object({
      password: z.string().check(z.minLength(12, "Too short")),
      tags: z.array(z.string().check(z.maxLength(10))),
    });
    const reply = replyTo(
      schema,
      [
        ["password", "secret"],
        ...Array.from({ length: 300 }, (_, i): [string, string] => ["tags", `t${i}`.repeat(i + 1)]),
      ],
      ["password"],
    );
    expect(reply.initialValue).not.toHaveProperty("password");
    const tags = reply.initialValue?.tags as string[];
    expect(tags).toHaveLength(100);
    expect(tags[2]).toBe("t2t2t2");
    expect(tags[99]).toBe("t99".repeat(100).slice(0, ECHO_LIMIT));
  });
});
