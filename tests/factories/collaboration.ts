import {
  ChatChannel,
  ChatChannelMember,
  ChatMessage,
  KnowledgeArticle,
  PerformanceMetric,
  SharedResource,
  Task,
  type User,
} from "~/models/index.server";
import type { Priority, TaskStatus } from "~/utils/domain";

/**
 * A chat channel of the test's own; a private one gets `members` (give the creator if wanted), and
 * `messages` are sent in it in their order.
 */
export async function buildChannel(
  overrides: Partial<{
    channelName: string;
    description: string | null;
    isPrivate: boolean;
    createdBy: User;
    members: User[];
    messages: Array<{ sender: User; content: string }>;
  }> = {},
) {
  const channel = await ChatChannel.create({
    channelName: overrides.channelName ?? `channel-${Math.random().toString(36).slice(2, 8)}`,
    description: overrides.description ?? null,
    isPrivate: overrides.isPrivate ?? false,
    createdBy: overrides.createdBy?.id ?? null,
  });
  for (const member of overrides.members ?? []) {
    await ChatChannelMember.create({ channelId: channel.id, userId: member.id });
  }
  for (const message of overrides.messages ?? []) {
    await buildMessage(channel, message.sender, message.content);
  }
  return channel;
}

export function buildMessage(channel: ChatChannel, sender: User, content = "Hello", at?: Date) {
  return ChatMessage.create({
    channelId: channel.id,
    senderId: sender.id,
    content,
    ...(at ? { createdAt: at } : {}),
  });
}

export function buildTask(
  overrides: Partial<{
    title: string;
    status: TaskStatus;
    priority: Priority;
    dueDate: string | null;
    assignedTo: number | null;
  }> = {},
) {
  return Task.create({
    title: overrides.title ?? "A task",
    description: null,
    priority: overrides.priority ?? "medium",
    status: overrides.status ?? "pending",
    dueDate: overrides.dueDate ?? null,
    assignedTo: overrides.assignedTo ?? null,
    caseId: null,
    createdBy: null,
  });
}

export function buildArticle(
  overrides: Partial<{ title: string; category: string; content: string; viewCount: number }> = {},
) {
  return KnowledgeArticle.create({
    title: overrides.title ?? "An article",
    category: overrides.category ?? "Procedures",
    content: overrides.content ?? "Some guidance for the team.",
    viewCount: overrides.viewCount ?? 0,
    authorId: null,
  });
}

export function buildMetric(
  metricType: string,
  period: string,
  value: number,
  recordedAt = new Date(),
) {
  return PerformanceMetric.create({ metricType, period, value, recordedAt });
}

export function buildResource(
  overrides: Partial<{ name: string; storageKey: string | null }> = {},
) {
  return SharedResource.create({
    name: overrides.name ?? "A resource",
    category: "Templates",
    description: null,
    fileName: null,
    fileType: null,
    fileSize: null,
    storageKey: overrides.storageKey ?? null,
    uploadedBy: null,
  });
}
