import { Document, LegalCase, User, sequelize } from "~/models/index.server";
import { iso, pick } from "~/utils/pick";
import { scopeFor } from "~/utils/policy";
import { CaseDocumentSchema } from "~/utils/portal-schemas";
import { assertUploadAllowed } from "~/utils/uploads";
import { parseOrThrow } from "~/utils/validation";
import { ServiceError } from "~/utils/service-error";
import type { PublicUser } from "./auth.server";
import { fullName } from "~/utils/person";
import { caseRecords, findVisibleCase } from "./cases.server";
import { audit } from "./audit.server";
import { notifyUsers } from "./notifications.server";
import { openForDownload, removeFile, type StoredUpload } from "./storage.server";

type DocumentWithUploader = Document & { uploader?: User | null };

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
 * A client adds a file (already in storage) to one of their own cases: the document, its audit
 * event and the assigned attorney's notification in one transaction. Another client's case
 * answers 404; whatever is refused, the stored file is removed again and nothing is written.
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
      const document = toPublicDocument(Object.assign(row, { uploader: null }));
      await audit(transaction, "document_uploaded", user, ["document", row.id], {
        caseId: legalCase.id,
        fileType: row.fileType,
        fileSize: row.fileSize,
      });
      // Only the attorney assigned to the case hears of it. A case nobody is assigned to yet
      // notifies no one: whoever is assigned later finds the document on the case.
      if (legalCase.staffId) {
        await notifyUsers(
          [legalCase.staffId],
          {
            type: "case_update",
            title: `New document from ${fullName(user)}`,
            message: `${row.fileName} was added to ${legalCase.title}.`,
            actionUrl: document.fileUrl,
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
