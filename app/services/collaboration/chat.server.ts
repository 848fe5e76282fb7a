import { Op, literal, type WhereOptions } from "sequelize";
import { pageWindow } from "~/components/ui/table-state";
import {
  ChatChannel,
  ChatChannelMember,
  ChatMessage,
  User,
  sequelize,
} from "~/models/index.server";
import {
  AddMemberSchema,
  NewChannelSchema,
  SendMessageSchema,
} from "~/utils/collaboration-schemas";
import { fullName, type Person } from "~/utils/person";
import { iso, pick } from "~/utils/pick";
import { authorize } from "~/utils/policy";
import { ServiceError } from "~/utils/service-error";
import { parseOrThrow } from "~/utils/validation";
import { audit } from "../audit.server";
import { forgetOnWrite, keptReads } from "../kept-reads.server";
import type { PublicUser } from "../auth.server";
import { findStaff, personAs, toPerson } from "../people.server";

/**
 * Team chat. Public channels are open to all staff; a private channel exists only for its members
 * (its creator is the first): to anyone else it answers 404, as if it were not there.
 */

export type PublicChannel = ReturnType<typeof toPublicChannel>;
export type PublicChatMessage = ReturnType<typeof toPublicMessage>;
export type ChannelMember = Person;

/** The pane shows at most this many of a channel's latest messages, with no paging (spec). */
export const MESSAGE_LIMIT = 200;
const CHANNEL_LIMIT = 200;
/** The dashboard lists this many channels, the most recently active first; "All channels" pages. */
export const CHANNELS_SHOWN = 20;

function toPublicChannel(row: ChatChannel) {
  return {
    ...pick(row, "id", "channelName"),
    description: row.description ?? null,
    isPrivate: Boolean(row.isPrivate),
  };
}

function toPublicMessage(row: ChatMessage, sender: Person = row.sender!) {
  return { ...pick(row, "id", "content"), createdAt: iso(row.createdAt), sender: toPerson(sender) };
}

/** Ids of the private channels the user belongs to. */
async function privateChannelIds(userId: number): Promise<number[]> {
  const rows = await ChatChannelMember.findAll({ where: { userId }, attributes: ["channelId"] });
  return rows.map((row) => row.channelId);
}

/**
 * Each user's channel list, kept a few seconds (every dashboard shows it): a new, changed or
 * removed channel drops everyone's at once, a membership the member's (kept-reads.server.ts).
 */
const keptChannels = keptReads({ keepMs: 3_000, maxOwners: 10_000 });
forgetOnWrite(ChatChannel, keptChannels);
forgetOnWrite(ChatChannelMember, keptChannels, (member) => member.userId);
// A message moves its channel up everyone's list of recently active channels.
forgetOnWrite(ChatMessage, keptChannels);

/** The channels the user may see: the public ones and the private ones they belong to. */
async function visibleTo(user: PublicUser): Promise<WhereOptions<ChatChannel>> {
  const memberOf = await privateChannelIds(user.id);
  return { [Op.or]: [{ isPrivate: false }, ...(memberOf.length ? [{ id: memberOf }] : [])] };
}

/** Public channels and the user's own private ones, in the order they were made. */
export async function listChannels(user: PublicUser): Promise<PublicChannel[]> {
  authorize(user, "read", "chatChannel");
  return keptChannels.read(user.id, "channels", async () => {
    const rows = await ChatChannel.findAll({
      where: await visibleTo(user),
      order: [["id", "ASC"]],
      limit: CHANNEL_LIMIT,
    });
    return rows.map(toPublicChannel);
  });
}

/**
 * A channel's last activity: its newest message (one step down chat_messages_channel_created),
 * or its creation while it has none. Read as the first row of the index backwards, not as MAX():
 * MariaDB does not shortcut a correlated MAX and read every message of each channel (25 ms a
 * refresh at the bench firm, 97,000 index entries, and five times that at scale 5).
 */
const LAST_ACTIVITY = literal(
  `COALESCE((SELECT m.created_at FROM chat_messages m WHERE m.channel_id = ChatChannel.id
     ORDER BY m.created_at DESC LIMIT 1), ChatChannel.created_at)`,
);

/**
 * The dashboard's channel list: the `CHANNELS_SHOWN` the user may see with the most recent
 * activity, and whether there are more (then "All channels" lists them).
 */
export async function recentChannels(
  user: PublicUser,
): Promise<{ channels: PublicChannel[]; more: boolean }> {
  authorize(user, "read", "chatChannel");
  return keptChannels.read(user.id, "recent channels", async () => {
    const rows = await ChatChannel.findAll({
      where: await visibleTo(user),
      order: [
        [LAST_ACTIVITY, "DESC"],
        ["id", "DESC"],
      ],
      limit: CHANNELS_SHOWN + 1,
    });
    return {
      channels: rows.slice(0, CHANNELS_SHOWN).map(toPublicChannel),
      more: rows.length > CHANNELS_SHOWN,
    };
  });
}

/** "All channels": every channel the user may see by name, `CHANNELS_SHOWN` a page. */
export async function channelPage(user: PublicUser, page: number) {
  authorize(user, "read", "chatChannel");
  return keptChannels.read(user.id, `channel page ${page}`, async () => {
    const where = await visibleTo(user);
    const total = await ChatChannel.count({ where });
    const window = pageWindow(page, total, CHANNELS_SHOWN);
    const rows = await ChatChannel.findAll({
      where,
      order: [
        ["channelName", "ASC"],
        ["id", "ASC"],
      ],
      limit: window.limit,
      offset: window.offset,
    });
    return {
      channels: rows.map(toPublicChannel),
      total,
      page: window.page,
      pageCount: window.pageCount,
    };
  });
}

async function isMember(channelId: number, userId: number) {
  return (await ChatChannelMember.count({ where: { channelId, userId } })) > 0;
}

/** A channel the user may see; any other (or none) is 404. */
export async function getChannel(
  user: PublicUser,
  channelId: number,
  action: "read" | "update" = "read",
): Promise<PublicChannel> {
  authorize(user, action, "chatChannel");
  const row = await ChatChannel.findByPk(channelId);
  if (!row || (row.isPrivate && !(await isMember(row.id, user.id)))) {
    throw new ServiceError(404, "Channel not found");
  }
  return toPublicChannel(row);
}

/** The latest messages (after `afterId`, if given), oldest first: newest at the pane's bottom. */
async function latestMessages(channelId: number, afterId?: number): Promise<PublicChatMessage[]> {
  const rows = await ChatMessage.findAll({
    where: { channelId, ...(afterId ? { id: { [Op.gt]: afterId } } : {}) },
    include: [personAs("sender")],
    order: [
      ["createdAt", "DESC"],
      ["id", "DESC"],
    ],
    limit: MESSAGE_LIMIT,
  });
  return rows.reverse().map((row) => toPublicMessage(row));
}

/** A private channel's members, by name. */
async function membersOf(channelId: number): Promise<Person[]> {
  const rows = await ChatChannelMember.findAll({
    where: { channelId },
    include: [personAs("user")],
    limit: CHANNEL_LIMIT,
  });
  return rows
    .map((row) => toPerson((row as ChatChannelMember & { user: User }).user))
    .sort((a, b) => fullName(a)!.localeCompare(fullName(b)!));
}

/**
 * A channel's messages; with `afterId`, only those newer than it (what a polling browser has not
 * seen yet).
 */
export async function listMessages(
  user: PublicUser,
  channelId: number,
  options: { afterId?: number } = {},
): Promise<PublicChatMessage[]> {
  const channel = await getChannel(user, channelId);
  return latestMessages(channel.id, options.afterId);
}

/** What the message pane shows: the channel, its latest messages and, if private, its members. */
export async function openChannel(user: PublicUser, channelId: number) {
  const channel = await getChannel(user, channelId);
  const [messages, members] = await Promise.all([
    latestMessages(channel.id),
    channel.isPrivate ? membersOf(channel.id) : [],
  ]);
  return { channel, messages, members };
}

export async function sendMessage(user: PublicUser, channelId: number, input: unknown) {
  const { content } = parseOrThrow(SendMessageSchema, input);
  const channel = await getChannel(user, channelId, "update");
  const row = await ChatMessage.create({ channelId: channel.id, senderId: user.id, content });
  return toPublicMessage(row, user);
}

/** A new channel, public unless asked; the creator is the first member of a private one. */
export async function createChannel(user: PublicUser, input: unknown): Promise<PublicChannel> {
  authorize(user, "create", "chatChannel");
  const value = parseOrThrow(NewChannelSchema, input);
  return sequelize.transaction(async (transaction) => {
    const row = await ChatChannel.create({ ...value, createdBy: user.id }, { transaction });
    if (row.isPrivate) {
      await ChatChannelMember.create({ channelId: row.id, userId: user.id }, { transaction });
    }
    const kind = { isPrivate: row.isPrivate };
    await audit(transaction, "channel_created", user, ["channel", row.id], kind);
    return toPublicChannel(row);
  });
}

/** A member of a private channel adds another staff member to it. */
export async function addMember(user: PublicUser, channelId: number, input: unknown) {
  const { userId } = parseOrThrow(AddMemberSchema, input);
  const channel = await getChannel(user, channelId, "update");
  if (!channel.isPrivate) {
    throw new ServiceError(409, "Public channels are open to all staff; there is no one to add");
  }
  const member = await findStaff(userId);
  if (!member) {
    throw new ServiceError(400, "Please correct the highlighted fields.", {
      userId: ["Choose a staff member to add"],
    });
  }
  await sequelize.transaction(async (transaction) => {
    const [, added] = await ChatChannelMember.findOrCreate({
      where: { channelId: channel.id, userId: member.id },
      transaction,
    });
    if (added) {
      const added = { userId: member.id };
      await audit(transaction, "channel_member_added", user, ["channel", channel.id], added);
    }
  });
  return member;
}
