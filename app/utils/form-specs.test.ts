import { getZodConstraint } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { FORM_SPECS, NO_FIELDS, type FormSpec } from "./form-specs";
import { SettingsSchema } from "./admin-schemas";
import { loadValidator, shownErrors } from "./form-state";
import { parseWithZod } from "./parse-with-zod";

const formData = (entries: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(entries)) data.append(name, value);
  return data;
};

describe("form specs", () => {
  it.each(Object.entries(FORM_SPECS))(
    "%s names the fields its schema requires",
    async (name, spec: FormSpec) => {
      // Settings are checked on the server only, one field at a time (issue 36).
      const schema = spec.load
        ? await spec.load()
        : name === "settings"
          ? SettingsSchema
          : expect.unreachable(`${name} has no schema`);
      const required = Object.entries(getZodConstraint(schema))
        .filter(([, constraint]) => constraint.required)
        .map(([name]) => name);
      expect([...spec.required].sort()).toEqual(required.sort());
    },
  );

  it("a form with no fields has nothing to load", () => {
    expect(NO_FIELDS.load).toBeUndefined();
    expect(loadValidator(NO_FIELDS)).toBeNull();
  });
});

describe("the browser's check", () => {
  it("answers what the server answers, and nothing for a right form", async () => {
    const validate = await loadValidator(FORM_SPECS.signIn)!;
    const blank = formData({ email: "", password: "" });
    const server = parseWithZod(blank, { schema: await FORM_SPECS.signIn.load!() });
    expect(server.status === "error" && server.error).toEqual(validate(blank));
    expect(validate(blank)).toEqual({
      email: ["Email is required"],
      password: ["Password is required"],
    });
    expect(validate(formData({ email: "staff@demo.test", password: "secret" }))).toBeNull();
  });

  it("loads each form's schema once", () => {
    expect(loadValidator(FORM_SPECS.consultation)).toBe(loadValidator(FORM_SPECS.consultation));
  });
});

describe("the messages shown", () => {
  const server = { "": ["Invalid email or password"], email: ["Email is required"] };

  it("are the server's until the browser checks a field", () => {
    expect(shownErrors(server, new Set(), {})).toEqual(server);
  });

  it("are the browser's for a field it checked, none when it is right now", () => {
    expect(shownErrors(server, new Set(["email"]), {})).toEqual({ "": server[""] });
    expect(
      shownErrors(server, new Set(["email", "password"]), { password: ["Password is required"] }),
    ).toEqual({ "": server[""], password: ["Password is required"] });
  });

  it("are the browser's own for the form once it checked the whole form", () => {
    expect(shownErrors(server, new Set(["", "email"]), {})).toEqual({});
  });
});
