import * as z from "zod/mini";
import { CaseMessageSchema } from "./case-schemas";
import { choiceField, recordIdField, uploadedFileField } from "./field-schemas";

/** A message on one of the writer's cases (the portal's form names the case; /api, its path). */
export const ClientMessageSchema = z.extend(CaseMessageSchema, {
  caseId: recordIdField("Choose the case this message is about"),
});

export type ClientMessageInput = z.infer<typeof ClientMessageSchema>;

/**
 * A document added to a case; the file itself is the form's last field. The firm's uploads are
 * internal unless `sharedWithClient` (a client's own are always theirs to see).
 */
export const CaseDocumentSchema = z.object({
  caseId: recordIdField("Choose the case this document belongs to"),
  sharedWithClient: choiceField("Choose whether the client sees this document"),
});

/** A document's sharing, changed later: `sharedWithClient` must be given. */
export const DocumentSharingSchema = z.object({
  documentId: recordIdField("Document not found"),
  sharedWithClient: choiceField("Choose whether the client sees this document (true or false)", {
    required: true,
  }),
});

/** In the browser the chosen file is checked too, with the rule the server applies. */
export const CaseDocumentClientSchema = z.extend(CaseDocumentSchema, { file: uploadedFileField() });
