import { describe, expect, it } from "vitest";
import { ChatChannel, sequelize } from "~/models/index.server";
import { withQueryLog } from "~/db.server";
import { loader } from "~/routes/dashboard";
import { explainPlan } from "../../../scripts/bench/explain";
import { buildChannel, buildMessage } from "../../../tests/factories/collaboration";
import { callRoute, getRequest } from "../../../tests/factories/requests";
import { signedIn } from "../../../tests/factories/sessions";
import { buildUser } from "../../../tests/factories/users";
import { toPublicUser } from "../auth.server";
import { CHANNELS_SHOWN, channelPage, recentChannels, sendMessage } from "./chat.server";

/**
 * The dashboard's channel list (issue 39): the recently active channels a person may see, a
 * bounded few, and "All channels" a page at a time. Tests share a database: each makes its own
 * channels and reads them relative to what is there.
 */

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
const names = (list: Array<{ channelName: string }>) => list.map((c) => c.channelName);

describe("the dashboard's channel list", () => {
  it("shows the most recently active first: the newest message, else the channel's creation", async () => {
    const member = await buildUser({ role: "staff" });
    const outsider = await buildUser({ role: "staff" });
    const quiet = await buildChannel({ channelName: "quiet" });
    const busy = await buildChannel({ channelName: "busy" });
    const secret = await buildChannel({
      channelName: "secret",
      isPrivate: true,
      members: [member],
    });
    await buildMessage(quiet, member, "Long ago", minutesAgo(600));
    await buildMessage(busy, member, "A while ago", minutesAgo(60));
    const brandNew = await buildChannel({ channelName: "brand-new" });

    const asMember = toPublicUser(member);
    let list = await recentChannels(asMember);
    // New, then the private one (made after busy's message), then busy, then quiet.
    expect(names(list.channels).slice(0, 4)).toEqual(["brand-new", "secret", "busy", "quiet"]);
    expect(names((await recentChannels(toPublicUser(outsider))).channels)).not.toContain("secret");

    // A message moves its channel to the top at once (the kept list is dropped).
    await sendMessage(asMember, quiet.id, { content: "Back again" });
    list = await recentChannels(asMember);
    expect(names(list.channels).slice(0, 2)).toEqual(["quiet", "brand-new"]);
    expect(list.channels.find((c) => c.id === secret.id)).toMatchObject({ isPrivate: true });
    expect(brandNew.id).toBeGreaterThan(secret.id);
  });

  it(`lists at most ${CHANNELS_SHOWN}, and every channel the person may see a page at a time by name`, async () => {
    const staff = await buildUser({ role: "staff" });
    const user = toPublicUser(staff);
    for (let i = 0; i < CHANNELS_SHOWN + 3; i += 1) {
      await buildChannel({ channelName: `paged-${String(i).padStart(2, "0")}` });
    }
    const mine = await buildChannel({
      channelName: "paged-mine",
      isPrivate: true,
      members: [staff],
    });
    await buildChannel({ channelName: "paged-theirs", isPrivate: true });

    const recent = await recentChannels(user);
    expect(recent.channels).toHaveLength(CHANNELS_SHOWN);
    expect(recent.more).toBe(true);
    expect(recent.channels[0]).toMatchObject({ id: mine.id });

    const visible = await ChatChannel.count({
      where: sequelize.literal(
        `is_private = ${sequelize.getDialect() === "sqlite" ? 0 : "false"} OR id = ${mine.id}`,
      ),
    });
    const first = await channelPage(user, 1);
    expect(first).toMatchObject({ page: 1, total: visible });
    expect(first.pageCount).toBe(Math.ceil(visible / CHANNELS_SHOWN));
    const all = [...first.channels];
    for (let page = 2; page <= first.pageCount; page += 1) {
      const next = await channelPage(user, page);
      expect(next.channels.length).toBeLessThanOrEqual(CHANNELS_SHOWN);
      all.push(...next.channels);
    }
    expect(all).toHaveLength(visible);
    expect(names(all)).toContain("paged-mine");
    expect(names(all)).not.toContain("paged-theirs");
    const sorted = [...all].sort((a, b) =>
      a.channelName < b.channelName ? -1 : a.channelName > b.channelName ? 1 : a.id - b.id,
    );
    expect(all.map((c) => c.id)).toEqual(sorted.map((c) => c.id));
    // A page past the end is the last one.
    expect((await channelPage(user, 999)).page).toBe(first.pageCount);
  });

  it("finds each channel's last message on chat_messages' index, not by reading the messages", async () => {
    const staff = await buildUser({ role: "staff" });
    const channel = await buildChannel({ channelName: "indexed" });
    for (let i = 0; i < 5; i += 1) await buildMessage(channel, staff, `Message ${i}`);
    const { queries } = await withQueryLog(() => recentChannels(toPublicUser(staff)));
    const [sql] = queries.filter((q) => /FROM `chat_channels`/.test(q));
    const plan = (await explainPlan(sequelize, sql)).join("\n");
    expect(plan, plan).toMatch(
      sequelize.getDialect() === "sqlite"
        ? /SEARCH m USING COVERING INDEX chat_messages_channel_created \(channel_id=\?\)/
        : /m ref key=chat_messages_channel_created .*Using index/,
    );
  });
});

describe("the dashboard's chat tab", () => {
  type Chat = {
    panel: {
      channels: Array<{ id: number; channelName: string }>;
      list: { all: boolean; more?: boolean; page?: number; pageCount?: number };
    };
  };
  const load = async (path: string, cookie: string) =>
    (await callRoute(loader, getRequest(path, cookie))) as Chat;

  it("lists the recent channels, the open one too, and All channels by page (GET links)", async () => {
    const staff = await signedIn("staff");
    const old = await buildChannel({ channelName: "aaa-long-quiet" });
    for (let i = 0; i < CHANNELS_SHOWN; i += 1) await buildChannel({ channelName: `tab-${i}` });

    const recent = await load("/dashboard?tab=chat", staff.cookie);
    expect(recent.panel.list).toEqual({ all: false, more: true });
    expect(recent.panel.channels).toHaveLength(CHANNELS_SHOWN);
    expect(recent.panel.channels.map((c) => c.id)).not.toContain(old.id);
    // The open channel is listed even when it is not among the recent ones.
    const open = await load(`/dashboard?tab=chat&channel=${old.id}`, staff.cookie);
    expect(open.panel.channels.at(-1)).toMatchObject({ id: old.id });

    const all = await load("/dashboard?tab=chat&channels=all&page=2", staff.cookie);
    expect(all.panel.list).toMatchObject({ all: true, page: 2 });
    expect(all.panel.channels.length).toBeGreaterThan(0);
    expect(all.panel.channels.length).toBeLessThanOrEqual(CHANNELS_SHOWN);
  });
});
