import * as z from "zod/mini";
import { PRIORITIES, TASK_STATUSES } from "./domain";
import {
  dayField,
  optionalRecordIdField,
  recordIdField,
  requiredText,
  uploadedFileField,
} from "./field-schemas";

/**
 * The Team Collaboration panel's forms, shared by Conform in the browser, the screen's action and
 * the /api routes (spec section 5). Empty optional text becomes null.
 */

/** Empty or missing is null. */
const orNull = (schema: z.ZodMiniType<string>) =>
  z.pipe(
    z.optional(z.nullable(schema)),
    z.transform((value: string | null | undefined) => value || null),
  );

const optionalText = (label: string, max: number) =>
  orNull(
    z
      .string({ error: `${label} must be text` })
      .check(z.trim(), z.maxLength(max, `${label} must be at most ${max} characters`)),
  );

export const MESSAGE_MAX = 4000;

export const SendMessageSchema = z.object({
  content: z
    .string({ error: "Enter a message before sending" })
    .check(
      z.trim(),
      z.minLength(1, "Enter a message before sending"),
      z.maxLength(MESSAGE_MAX, `Messages can be at most ${MESSAGE_MAX} characters`),
    ),
});

export const NewChannelSchema = z.object({
  channelName: requiredText("Channel name", 100),
  description: optionalText("Description", 500),
  isPrivate: z._default(z.boolean({ error: "isPrivate must be true or false" }), false),
});

export const AddMemberSchema = z.object({
  userId: recordIdField("Choose a staff member to add"),
});

export const NewTaskSchema = z.object({
  title: requiredText("Title", 255),
  description: optionalText("Description", 2000),
  priority: z._default(
    z.enum(PRIORITIES, { error: "Priority must be low, medium, high or urgent" }),
    "medium",
  ),
  dueDate: orNull(dayField("Due date")),
  assignedTo: optionalRecordIdField("Assignee must be a whole number (a staff member's id)"),
  caseId: optionalRecordIdField("Case ID must be a whole number"),
});

export const MoveTaskSchema = z.object({
  status: z.enum(TASK_STATUSES, {
    error: "Status must be pending, in_progress or completed",
  }),
});

/** The Start and Complete buttons: which task. */
export const TaskIdSchema = z.object({ taskId: recordIdField("Unknown task") });

export const NewArticleSchema = z.object({
  title: requiredText("Title", 255),
  category: requiredText("Category", 100),
  content: requiredText("Content", 20_000),
});

export const NewResourceSchema = z.object({
  name: requiredText("Name", 255),
  category: requiredText("Category", 100),
  description: optionalText("Description", 1000),
});

/**
 * In the browser the chosen file is in the form data, so its name, type and size are checked
 * before sending; the server checks the stream itself (route-kit/upload.server.ts).
 */
export const NewResourceClientSchema = z.extend(NewResourceSchema, { file: uploadedFileField() });

export type NewChannelInput = z.input<typeof NewChannelSchema>;
export type NewTaskInput = z.input<typeof NewTaskSchema>;
