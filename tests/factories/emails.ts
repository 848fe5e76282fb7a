import { randomBytes } from "node:crypto";

/** An address no other test (or e2e journey, or run) uses. No imports, so journeys can use it too. */
export function uniqueEmail(prefix = "user") {
  return `${prefix}-${randomBytes(5).toString("hex")}@example.test`;
}
