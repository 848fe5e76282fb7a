import * as z from "zod/mini";
import { CaseMessageSchema } from "./case-schemas";
import { recordIdField, uploadedFileField } from "./field-schemas";

/** A message on one of the writer's cases (the portal's form names the case; /api, its path). */
export const ClientMessageSchema = z.extend(CaseMessageSchema, {
  caseId: recordIdField("Choose the case this message is about"),
});

export type ClientMessageInput = z.infer<typeof ClientMessageSchema>;

/** A document a client adds to one of their cases; the file itself is the form's last field. */
export const CaseDocumentSchema = z.object({
  caseId: recordIdField("Choose the case this document belongs to"),
});

/** In the browser the chosen file is checked too, with the rule the server applies. */
export const CaseDocumentClientSchema = z.extend(CaseDocumentSchema, { file: uploadedFileField() });
