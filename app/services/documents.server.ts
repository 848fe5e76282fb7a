import { Document, LegalCase, sequelize } from "~/models/index.server";
import { iso, pick } from "~/utils/pick";
import { scopeFor } from "~/utils/policy";
import { CaseDocumentSchema } from "~/utils/portal-schemas";
import { assertUploadAllowed } from "~/utils/uploads";
import { parseOrThrow } from "~/utils/validation";
import { ServiceError } from "~/utils/service-error";
import type { PublicUser } from "./auth.server";
import { fullName, type Person } from "~/utils/person";
import { caseRecords, findVisibleCase, touchCase } from "./cases.server";
import { caseUrl, portalCaseUrl } from "~/utils/case-urls";
import { audit } from "./audit.server";
import { notifyUsers } from "./notifications.server";
import { openForDownload, removeFile, type StoredUpload } from "./storage.server";

type DocumentWithUploader = Document & { uploader?: Person | null };

/** A document on a case (spec section 3). `available`: its file is stored and can be downloaded. */
function toPublicDocument(row: DocumentWithUploader) {
  return {
    ...pick(row, "id", "caseId", "fileName", "fileType", "fileSize"),
    fileUrl: `/documents/${row.id}`,
    uploadedBy: row.uploadedBy ?? null,
    uploaderName: fullName(row.uploader),
    available: Boolean(row.storageKey),
    createdAt: iso(row.createdAt),
  };
}

export type PublicDocument = ReturnType<typeof toPublicDocument>;

/** The case's documents, newest first. Someone else's case answers 404. */
export async function listCaseDocuments(
  user: PublicUser,
  caseId: number,
): Promise<PublicDocument[]> {
  const rows = await caseRecords(user, caseId, { model: Document, author: "uploader", limit: 200 });
  return rows.map(toPublicDocument);
}

export const FILE_NOT_AVAILABLE =
  "This document's file is not available for download yet. Please ask your legal team for a copy.";

/**
 * A document's file, for those who may see its case, recorded as a download before a byte is
 * sent. Another client's document answers 404 before anything else is looked at; a document
 * whose file is not stored answers 404 saying so.
 */
export async function downloadDocument(user: PublicUser, documentId: number) {
  // Only documents on a case the user may see are looked for at all.
  const row = await Document.findOne({
    where: { id: documentId },
    include: [
      { model: LegalCase, as: "case", attributes: ["id"], where: scopeFor(user, "read", "case") },
    ],
  });
  if (!row) throw new ServiceError(404, "Document not found");
  const file = await openForDownload(row.storageKey, () =>
    audit(null, "document_downloaded", user, ["document", row.id], { caseId: row.caseId }),
  );
  if (!file) throw new ServiceError(404, FILE_NOT_AVAILABLE);
  return { ...file, fileName: row.fileName, fileType: row.fileType };
}

/**
 * A client adds a file (already in storage) to one of their own cases, or the attorney on a case
 * shares one with its client: the document, its audit event and the other side's notification
 * in one transaction. A case the user may not add to answers 404 (403 for a role that may add to
 * none); whatever is refused, the stored file is removed again and nothing is written.
 */
export async function addCaseDocument(
  user: PublicUser,
  input: unknown,
  upload: StoredUpload,
): Promise<PublicDocument> {
  try {
    const { caseId } = parseOrThrow(CaseDocumentSchema, input);
    const legalCase = await findVisibleCase(user, caseId, { action: "addDocument" });
    assertUploadAllowed(upload);
    return await sequelize.transaction(async (transaction) => {
      const row = await Document.create(
        {
          caseId: legalCase.id,
          fileName: upload.fileName.slice(0, 255),
          fileUrl: "",
          fileType: upload.fileType.slice(0, 100),
          fileSize: upload.fileSize,
          storageKey: upload.storageKey,
          uploadedBy: user.id,
        },
        { transaction },
      );
      const document = toPublicDocument(Object.assign(row, { uploader: user }));
      await audit(transaction, "document_uploaded", user, ["document", row.id], {
        caseId: legalCase.id,
        fileType: row.fileType,
        fileSize: row.fileSize,
      });
      await touchCase(legalCase.id, transaction);
      // The other side hears of it: the client of a document from the firm; of one from the
      // client, the attorney assigned to the case only (a case nobody is assigned to yet notifies
      // no one: whoever is assigned later finds the document on the case).
      const fromClient = user.role === "client";
      const to = fromClient ? legalCase.staffId : legalCase.clientId;
      if (to) {
        await notifyUsers(
          [to],
          {
            type: "case_update",
            title: `New document from ${fullName(user)}`,
            message: `${row.fileName} was added to ${legalCase.title}.`,
            actionUrl: fromClient
              ? caseUrl(legalCase.id, "documents")
              : portalCaseUrl(legalCase.id, "documents"),
            relatedCaseId: legalCase.id,
          },
          transaction,
        );
      }
      return document;
    });
  } catch (error) {
    await removeFile(upload.storageKey);
    throw error;
  }
}
