import * as z from "zod";
import { messageContent } from "./intake-schemas";
import { recordIdField } from "./record-id";

/** A client's message to the legal team on one of their cases. */
export const ClientMessageSchema = z.object({
  caseId: recordIdField("Choose the case this message is about"),
  subject: z.string().trim().max(255, "Subject must be at most 255 characters").optional(),
  content: messageContent,
});

export type ClientMessageInput = z.infer<typeof ClientMessageSchema>;
