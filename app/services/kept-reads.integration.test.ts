import { afterEach, describe, expect, it, vi } from "vitest";
import { inOneTransaction, withQueryLog } from "~/db.server";
import { ChatChannelMember, Notification, sequelize } from "~/models/index.server";
import {
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  notificationSummary,
  notifyUsers,
  NOTIFICATIONS_KEPT_MS,
} from "~/services/notifications.server";
import { listChannels } from "~/services/collaboration/chat.server";
import { upcomingDeadlines } from "~/services/collaboration/tasks.server";
import { dashboardStats, recentActivity } from "~/services/dashboard.server";
import { toPublicUser } from "~/services/auth.server";
import { buildCase } from "../../tests/factories/cases";
import { buildChannel, buildTask } from "../../tests/factories/collaboration";
import { buildUser } from "../../tests/factories/users";

/**
 * Issue 9: the bell's summary and the 30-second poll are kept a few seconds per user, and a write
 * is never hidden by them in this process.
 */
const note = (title: string) => ({ type: "system" as const, title, message: `${title}.` });
const statementsOf = async <T>(work: () => Promise<T>) => (await withQueryLog(work)).queries;
const titles = (list: Array<{ title: string }>) => list.map((item) => item.title);

async function staffWithNote() {
  const user = await buildUser({ role: "staff" });
  const [first] = await notifyUsers([user.id], note("First"));
  return { user, first };
}

afterEach(() => {
  vi.useRealTimers();
});

describe("notifications kept a few seconds", () => {
  it("answers a second poll and summary from memory, with the same answer", async () => {
    const { user } = await staffWithNote();
    const first = await listNotifications(user, { unreadOnly: true });
    await notificationSummary(user);
    const again = await withQueryLog(() =>
      Promise.all([listNotifications(user, { unreadOnly: true }), notificationSummary(user)]),
    );
    expect(again.queries).toEqual([]);
    expect(again.result[0]).toEqual(first);
    expect(again.result[1]).toMatchObject({ unreadCount: 1, latest: [{ title: "First" }] });
  });

  it("keeps each user's own: another user's poll asks the database", async () => {
    const { user } = await staffWithNote();
    const { user: other } = await staffWithNote();
    await listNotifications(user, { unreadOnly: true });
    expect(await statementsOf(() => listNotifications(other, { unreadOnly: true }))).toHaveLength(
      1,
    );
  });

  it("shows a new notification, a read one and a bulk change at once", async () => {
    const { user, first } = await staffWithNote();
    expect((await notificationSummary(user)).unreadCount).toBe(1);

    await notifyUsers([user.id], note("Second"));
    expect(await notificationSummary(user)).toMatchObject({
      unreadCount: 2,
      latest: [{ title: "Second" }, { title: "First" }],
    });

    await markNotificationRead(user, first.id);
    expect(titles(await listNotifications(user, { unreadOnly: true }))).toEqual(["Second"]);

    await Notification.update({ title: "Renamed" }, { where: { userId: user.id } });
    expect(titles(await listNotifications(user))).toEqual(["Renamed", "Renamed"]);

    await markAllNotificationsRead(user);
    expect((await notificationSummary(user)).unreadCount).toBe(0);

    await Notification.create({ userId: user.id, ...note("Created"), isRead: false });
    expect((await notificationSummary(user)).unreadCount).toBe(1);
  });

  it("reads the database again once the few seconds have passed", async () => {
    const { user } = await staffWithNote();
    vi.useFakeTimers({ toFake: ["Date"], now: new Date() });
    await listNotifications(user, { unreadOnly: true });
    vi.setSystemTime(Date.now() + NOTIFICATIONS_KEPT_MS - 100);
    expect(await statementsOf(() => listNotifications(user, { unreadOnly: true }))).toEqual([]);
    vi.setSystemTime(Date.now() + 200);
    expect(await statementsOf(() => listNotifications(user, { unreadOnly: true }))).toHaveLength(1);
  });

  it("keeps nothing read inside a transaction, nor what a rolled-back one wrote", async () => {
    const { user } = await staffWithNote();
    await expect(
      inOneTransaction(sequelize, async () => {
        await notifyUsers([user.id], note("Undone"));
        // Inside, the uncommitted note is seen, and not kept for anyone else.
        expect(titles(await listNotifications(user, { unreadOnly: true }))).toContain("Undone");
        throw new Error("roll back");
      }),
    ).rejects.toThrow("roll back");
    expect(titles(await listNotifications(user, { unreadOnly: true }))).toEqual(["First"]);
  });

  it("shows what a committed transaction wrote, the ambient one or a service's own", async () => {
    const { user } = await staffWithNote();
    await inOneTransaction(sequelize, async () => {
      await notifyUsers([user.id], note("Committed"));
    });
    expect(titles(await listNotifications(user, { unreadOnly: true }))).toEqual([
      "Committed",
      "First",
    ]);
    // A transaction of the service's own (not the ambient one) forgets at its commit too.
    await sequelize.transaction(async (transaction) => {
      await notifyUsers([user.id], note("Own transaction"), transaction);
    });
    expect(titles(await listNotifications(user, { unreadOnly: true }))[0]).toBe("Own transaction");
  });
});

describe("the dashboard's firm-wide figures kept a few seconds", () => {
  const dashboardOf = (user: ReturnType<typeof toPublicUser>) =>
    Promise.all([dashboardStats(user), recentActivity(user), upcomingDeadlines(user)]);

  it("answers a second staff member from memory, and shows a write at once", async () => {
    const first = toPublicUser(await buildUser({ role: "staff" }));
    const second = toPublicUser(await buildUser({ role: "staff" }));
    const [stats] = await dashboardOf(first);
    const kept = await withQueryLog(() => dashboardOf(second));
    expect(kept.queries).toEqual([]);
    expect(kept.result[0]).toEqual(stats);

    const legalCase = await buildCase({ status: "active", title: "Kept v. Shown" });
    const [after] = await dashboardOf(second);
    expect(after.activeCases).toBe(stats.activeCases + 1);

    await legalCase.update({ status: "completed" });
    expect((await dashboardStats(first)).activeCases).toBe(stats.activeCases);

    const task = await buildTask({ title: "File the reply", dueDate: "2000-01-01" });
    expect((await upcomingDeadlines(first))[0]).toMatchObject({ id: task.id });
  });

  it("still refuses anyone else, kept or not", async () => {
    const staff = toPublicUser(await buildUser({ role: "staff" }));
    await dashboardOf(staff);
    const client = toPublicUser(await buildUser({ role: "client" }));
    await expect(dashboardStats(client)).rejects.toMatchObject({ status: 403 });
    await expect(recentActivity(client)).rejects.toMatchObject({ status: 403 });
    await expect(upcomingDeadlines(client)).rejects.toMatchObject({ status: 403 });
  });
});

describe("each user's channel list kept a few seconds", () => {
  const names = (list: Array<{ channelName: string }>) => list.map((c) => c.channelName);

  it("is kept per user, and shows a new channel or membership at once, to the right people", async () => {
    const member = await buildUser({ role: "staff" });
    const outsider = await buildUser({ role: "staff" });
    const asMember = toPublicUser(member);
    const asOutsider = toPublicUser(outsider);
    await listChannels(asMember);
    expect(await statementsOf(() => listChannels(asMember))).toEqual([]);

    const secret = await buildChannel({ channelName: "kept-private", isPrivate: true });
    expect(names(await listChannels(asMember))).not.toContain("kept-private");
    await ChatChannelMember.create({ channelId: secret.id, userId: member.id });
    expect(names(await listChannels(asMember))).toContain("kept-private");
    expect(names(await listChannels(asOutsider))).not.toContain("kept-private");

    await ChatChannelMember.destroy({ where: { channelId: secret.id, userId: member.id } });
    expect(names(await listChannels(asMember))).not.toContain("kept-private");

    await buildChannel({ channelName: "kept-public" });
    expect(names(await listChannels(asOutsider))).toContain("kept-public");
  });
});
