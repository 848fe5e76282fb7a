import { DEMO_ACCOUNTS } from "./demo-accounts";
import {
  ATTORNEYS,
  CLIENTS,
  HISTORY_VISITORS,
  historyClientEmail,
  historyVisitorEmail,
} from "./firm-history";
import { CONFLICT_VISITOR } from "./parties";
import { COLLEAGUE_CASE_PEOPLE, SAMPLE_VISITORS } from "./practice-content";

/**
 * Who the demo seed makes up, by email, read from the same lists the seed makes them from: what
 * "Remove demo data" removes (app/services/demo-data.server.ts).
 */

/** Everyone the demo seed gives an account: the three on the sign-in page and the others. */
export const DEMO_PEOPLE_EMAILS: readonly string[] = [
  ...DEMO_ACCOUNTS.map((account) => account.email),
  COLLEAGUE_CASE_PEOPLE.attorney.email,
  COLLEAGUE_CASE_PEOPLE.client.email,
  ...ATTORNEYS.map((attorney) => attorney.email),
  ...CLIENTS.map(([firstName, lastName]) => historyClientEmail(firstName, lastName)),
];

/** The visitors (no account) whose consultation requests the demo seed makes. */
export const SAMPLE_VISITOR_EMAILS: readonly string[] = [
  ...SAMPLE_VISITORS.map((visitor) => visitor.email),
  CONFLICT_VISITOR.email,
  ...Array.from({ length: HISTORY_VISITORS }, (_, index) => historyVisitorEmail(index)),
];
