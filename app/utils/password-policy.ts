import type { PasswordPolicy } from "~/utils/settings";

/** What is wrong with a password under the administrator's policy (spec section 9); empty when fine. */
export function passwordProblems(password: string, policy: PasswordPolicy): string[] {
  const problems: string[] = [];
  const minimum = policy === "strict" ? 12 : 8;
  if (password.length < minimum) problems.push(`Password must be at least ${minimum} characters`);
  if (policy !== "basic" && !(/[a-z]/.test(password) && /[A-Z]/.test(password))) {
    problems.push("Password must contain both upper and lower case letters");
  }
  if (policy === "strict" && !/[^A-Za-z0-9]/.test(password)) {
    problems.push("Password must contain a symbol");
  }
  return problems;
}

/** The policy in words, for the field's hint. */
export const PASSWORD_POLICY_TEXT: Record<PasswordPolicy, string> = {
  basic: "At least 8 characters",
  standard: "At least 8 characters, with upper and lower case letters",
  strict: "At least 12 characters, with upper and lower case letters and a symbol",
};
