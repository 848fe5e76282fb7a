import * as z from "zod/mini";
import { messageContent } from "./intake-schemas";
import { recordIdField, uploadedFileField } from "./field-schemas";

/** A client's message to the legal team on one of their cases. */
export const ClientMessageSchema = z.object({
  caseId: recordIdField("Choose the case this message is about"),
  subject: z.optional(
    z.string().check(z.trim(), z.maxLength(255, "Subject must be at most 255 characters")),
  ),
  content: messageContent,
});

export type ClientMessageInput = z.infer<typeof ClientMessageSchema>;

/** A document a client adds to one of their cases; the file itself is the form's last field. */
export const CaseDocumentSchema = z.object({
  caseId: recordIdField("Choose the case this document belongs to"),
});

/** In the browser the chosen file is checked too, with the rule the server applies. */
export const CaseDocumentClientSchema = z.extend(CaseDocumentSchema, { file: uploadedFileField() });
