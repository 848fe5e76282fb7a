import type { Transaction } from "sequelize";
import { User } from "~/models/index.server";
import { adminUrl } from "~/utils/admin-url";
import { audit } from "./audit.server";
import { notifyUsers } from "./notifications.server";

/**
 * A request to be staff (issue 35). Registering as a staff attorney makes a client's account
 * marked 'pending': no query by role treats it as staff, and until an administrator decides it
 * reaches only the waiting page (guard.server.ts). Approving and declining are
 * `approveStaffRequest` and `declineStaffRequest` in accounts.server.ts.
 */

/** What every /api call but "who am I" and signing out answers an account that waits (403). */
export const STAFF_REQUEST_WAITING =
  "Your request for a staff account is waiting for an administrator's approval. Until then you can only sign out.";
/** What signing in answers once the firm declined (only to someone who knows the password). */
export const STAFF_REQUEST_DECLINED =
  "The firm declined your request for a staff account, so this account is closed. Ask the firm's administrator if you think this is a mistake.";
/** Approving or declining an account with no request waiting (409). */
export const NO_PENDING_REQUEST = "This account has no staff request waiting for a decision.";
/** A role change of an account that waits: the request is the way to decide it (409). */
export const DECIDE_REQUEST_FIRST =
  "This account is waiting for approval as staff: approve or decline its request instead.";

/** Where an administrator finds the requests that wait: User Management, filtered. */
export const PENDING_REQUESTS_URL = adminUrl("users", { request: "pending" });

/** The new account's marker: a request, waiting, from now. */
export const requestToBeStaff = () => ({
  staffRequest: "pending" as const,
  staffRequestedAt: new Date(),
});

/** True while the account's request to be staff waits for a decision. */
export const isAwaitingApproval = (user: { staffRequest?: string | null } | null) =>
  user?.staffRequest === "pending";

/**
 * In the new account's transaction: the request is audited and every active administrator is
 * told, with a link to the requests in User Management.
 */
export async function askAdministrators(created: User, transaction: Transaction) {
  await audit(transaction, "staff_requested", created, ["user", created.id]);
  const admins = await User.findAll({
    where: { role: "admin", disabledAt: null },
    attributes: ["id"],
    transaction,
  });
  await notifyUsers(
    admins.map((admin) => admin.id),
    {
      type: "system",
      title: "Staff account request",
      message: `${created.firstName} ${created.lastName} (${created.email}) registered as a staff attorney and waits for your approval.`,
      actionUrl: PENDING_REQUESTS_URL,
    },
    transaction,
  );
}
