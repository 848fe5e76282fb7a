import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { ChangePasswordSchema, RegisterSchema, SetPasswordSchema } from "./auth-schemas";

const TOO_LONG = "Password must be at most 72 characters (fewer with accented letters)";

const passwordErrors = (schema: z.ZodMiniType, input: Record<string, string>, field: string) => {
  const parsed = z.safeParse(schema, input);
  return parsed.success
    ? []
    : parsed.error.issues.filter((issue) => issue.path[0] === field).map((issue) => issue.message);
};

describe("a new password's length counts bytes, as bcrypt does", () => {
  const ascii72 = "Aa1-".repeat(18);
  const accented37 = "é".repeat(37); // 74 bytes in UTF-8

  it("accepts 72 bytes and refuses 73, or 37 accented letters, wherever a password is chosen", () => {
    expect(new TextEncoder().encode(ascii72).length).toBe(72);
    const register = (password: string) =>
      passwordErrors(
        RegisterSchema,
        { firstName: "A", lastName: "B", email: "a@example.test", password },
        "password",
      );
    expect(register(ascii72)).toEqual([]);
    expect(register(`${ascii72}x`)).toEqual([TOO_LONG]);
    expect(register(accented37)).toEqual([TOO_LONG]);
    expect(
      passwordErrors(
        SetPasswordSchema,
        { password: accented37, confirmPassword: accented37 },
        "password",
      ),
    ).toEqual([TOO_LONG]);
    expect(
      passwordErrors(
        ChangePasswordSchema,
        { currentPassword: "x", newPassword: accented37, confirmPassword: accented37 },
        "newPassword",
      ),
    ).toEqual([TOO_LONG]);
  });
});
