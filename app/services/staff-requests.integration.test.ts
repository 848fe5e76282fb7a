import { describe, expect, it } from "vitest";
import { AuditEvent, Notification, Session, User } from "~/models/index.server";
import { uniqueEmail } from "../../tests/factories/emails";
import { sessionCookieFor } from "../../tests/factories/sessions";
import { FACTORY_PASSWORD, buildUser } from "../../tests/factories/users";
import {
  approveStaffRequest,
  changeRole,
  countPendingRequests,
  declineStaffRequest,
  listUsers,
  setUserDisabled,
} from "./accounts.server";
import { register, signIn, toPublicUser } from "./auth.server";
import { listNotifications, notifyStaff } from "./notifications.server";
import { findStaff, searchStaff } from "./people.server";
import {
  DECIDE_REQUEST_FIRST,
  NO_PENDING_REQUEST,
  PENDING_REQUESTS_URL,
  STAFF_REQUEST_DECLINED,
} from "./staff-requests.server";

/** The request to be staff (issue 35): made at registration, decided by an administrator. */

const meta = { ip: "10.35.0.1" };
let address = 0;
/** Each registration from an address of its own, so the per-address limit is not what is tested. */
const nextIp = () => ({ ip: `10.35.1.${++address}` });

const asStaff = (overrides: Record<string, string> = {}) => ({
  firstName: "Morgan",
  lastName: "Price",
  email: uniqueEmail("morgan"),
  password: "Price-Esq-2026",
  role: "staff",
  ...overrides,
});

async function refusal(work: Promise<unknown>) {
  try {
    await work;
  } catch (error) {
    return error as { status: number; message: string };
  }
  throw new Error("expected a refusal");
}

async function admin() {
  return toPublicUser(await buildUser({ role: "admin" }));
}

describe("registering as a staff attorney", () => {
  it("makes a client's account with a request that waits, and tells every active administrator", async () => {
    const [first, second, away] = await Promise.all([
      buildUser({ role: "admin" }),
      buildUser({ role: "admin" }),
      buildUser({ role: "admin" }),
    ]);
    await away.update({ disabledAt: new Date() });
    const staff = await buildUser({ role: "staff" });
    const input = asStaff();
    const user = await register(input, nextIp());
    expect(user).toMatchObject({ role: "client", staffRequest: "pending", email: input.email });

    const row = await User.findByPk(user.id);
    expect(row).toMatchObject({ role: "client", staffRequest: "pending" });
    expect(row!.staffRequestedAt).toBeInstanceOf(Date);
    const actions = await AuditEvent.findAll({
      where: { targetType: "user", targetId: String(user.id) },
      order: [["id", "ASC"]],
    });
    expect(actions.map((event) => [event.action, event.actorId])).toEqual([
      ["register", user.id],
      ["staff_requested", user.id],
    ]);

    for (const told of [first, second]) {
      const [notification] = await listNotifications(told);
      expect(notification).toMatchObject({
        type: "system",
        title: "Staff account request",
        message: `Morgan Price (${input.email}) registered as a staff attorney and waits for your approval.`,
        actionUrl: PENDING_REQUESTS_URL,
        isRead: false,
      });
    }
    expect(PENDING_REQUESTS_URL).toBe("/admin?tab=users&request=pending");
    // Nobody else hears of it: not a disabled administrator, not the staff.
    expect(await Notification.count({ where: { userId: [away.id, staff.id] } })).toBe(0);
  });

  it("gives no privilege of staff while it waits: no query by role counts it as staff", async () => {
    const user = await register(asStaff(), nextIp());
    expect(
      (
        await searchStaff(toPublicUser(await buildUser({ role: "admin" })), { q: user.lastName })
      ).staff.map((p) => p.id),
    ).not.toContain(user.id);
    expect(await findStaff(user.id)).toBeNull();
    await notifyStaff({ type: "other", title: "A new consultation", message: "Have a look." });
    expect(await Notification.count({ where: { userId: user.id } })).toBe(0);
  });

  it("a client's registration asks nothing of the administrators", async () => {
    const told = await buildUser({ role: "admin" });
    const user = await register(asStaff({ role: "client" }), nextIp());
    expect(user).toEqual(expect.not.objectContaining({ staffRequest: expect.anything() }));
    expect((await User.findByPk(user.id))!.staffRequest).toBeNull();
    expect(await Notification.count({ where: { userId: told.id } })).toBe(0);
  });
});

describe("approving a request", () => {
  it("makes the account staff, ends its sessions, tells the person and audits it", async () => {
    const by = await admin();
    const waiting = await buildUser({ staffRequest: "pending" });
    await sessionCookieFor(waiting);
    expect(await Session.count({ where: { userId: waiting.id } })).toBe(1);

    const approved = await approveStaffRequest(by, waiting.id, meta);
    expect(approved).toMatchObject({ id: waiting.id, role: "staff", staffRequest: null });
    expect(await User.findByPk(waiting.id)).toMatchObject({ role: "staff", staffRequest: null });
    // A change of privilege: it signs in again, as staff.
    expect(await Session.count({ where: { userId: waiting.id } })).toBe(0);
    expect(await listNotifications(waiting)).toEqual([
      expect.objectContaining({
        title: "Your staff account is approved",
        message: "An administrator approved your request. Sign in again to open the dashboard.",
        actionUrl: "/dashboard",
      }),
    ]);
    expect(
      await AuditEvent.findOne({
        where: { action: "staff_request_approved", targetId: String(waiting.id) },
      }),
    ).toMatchObject({ actorId: by.id, ipAddress: meta.ip });
    const step = await signIn({ email: waiting.email, password: FACTORY_PASSWORD }, nextIp());
    expect(step).toMatchObject({ status: "signed-in", user: { role: "staff" } });
  });

  it("refuses an account with no request (409), an unknown one (404) and anyone but an administrator (403)", async () => {
    const by = await admin();
    const client = await buildUser();
    const waiting = await buildUser({ staffRequest: "pending" });
    expect(await refusal(approveStaffRequest(by, client.id, meta))).toMatchObject({
      status: 409,
      message: NO_PENDING_REQUEST,
    });
    expect(await refusal(approveStaffRequest(by, 999_999, meta))).toMatchObject({ status: 404 });
    for (const role of ["staff", "client"] as const) {
      const someone = toPublicUser(await buildUser({ role }));
      expect(await refusal(approveStaffRequest(someone, waiting.id, meta))).toMatchObject({
        status: 403,
      });
      expect(await refusal(declineStaffRequest(someone, waiting.id, meta))).toMatchObject({
        status: 403,
      });
    }
    expect(await User.findByPk(waiting.id)).toMatchObject({
      role: "client",
      staffRequest: "pending",
      disabledAt: null,
    });
    await approveStaffRequest(by, waiting.id, meta);
    // Decided once: a second Approve (another administrator's tab) is told so.
    expect(await refusal(approveStaffRequest(by, waiting.id, meta))).toMatchObject({
      status: 409,
    });
    expect(await refusal(declineStaffRequest(by, waiting.id, meta))).toMatchObject({
      status: 409,
    });
  });
});

describe("declining a request", () => {
  it("disables the account with its records kept, ends its sessions, and sign-in says why", async () => {
    const by = await admin();
    const waiting = await buildUser({ staffRequest: "pending" });
    await sessionCookieFor(waiting);
    const declined = await declineStaffRequest(by, waiting.id, meta);
    expect(declined).toMatchObject({
      role: "client",
      staffRequest: "declined",
      status: "disabled",
    });
    expect(await User.findByPk(waiting.id)).toMatchObject({ staffRequest: "declined" });
    expect(await Session.count({ where: { userId: waiting.id } })).toBe(0);
    expect(
      await AuditEvent.findOne({
        where: { action: "staff_request_declined", targetId: String(waiting.id) },
      }),
    ).toMatchObject({ actorId: by.id });
    expect(
      await refusal(signIn({ email: waiting.email, password: FACTORY_PASSWORD }, nextIp())),
    ).toMatchObject({ status: 403, message: STAFF_REQUEST_DECLINED });
    // Re-enabled by an administrator's choice, it is a client's account (never staff).
    await setUserDisabled(by, waiting.id, false, meta);
    const step = await signIn({ email: waiting.email, password: FACTORY_PASSWORD }, nextIp());
    expect(step).toMatchObject({ status: "signed-in", user: { role: "client" } });
  });
});

describe("User Management and a request", () => {
  it("lists the requests that wait, and refuses a role change of one: the request decides it", async () => {
    const by = await admin();
    const waiting = await buildUser({ staffRequest: "pending", lastName: "Zephyrine" });
    await buildUser({ lastName: "Zephyrine" });
    const pending = await listUsers(by, { q: "zephyrine", request: "pending" });
    expect(pending.users.map((user) => [user.id, user.staffRequest])).toEqual([
      [waiting.id, "pending"],
    ]);
    expect(await countPendingRequests(by)).toBe(
      await User.count({ where: { staffRequest: "pending" } }),
    );
    expect(await refusal(changeRole(by, waiting.id, { role: "staff" }, meta))).toMatchObject({
      status: 409,
      message: DECIDE_REQUEST_FIRST,
    });
    expect((await User.findByPk(waiting.id))!.role).toBe("client");
  });
});
