import type { Transaction } from "sequelize";
import { Document, LegalCase, sequelize } from "~/models/index.server";
import { logger } from "~/utils/logger.server";
import { iso, pick } from "~/utils/pick";
import { can, scopeFor } from "~/utils/policy";
import { CaseDocumentSchema, DocumentSharingSchema } from "~/utils/portal-schemas";
import { assertUploadAllowed } from "~/utils/uploads";
import { parseOrThrow } from "~/utils/validation";
import { ServiceError } from "~/utils/service-error";
import type { PublicUser } from "./auth.server";
import { fullName, type Person } from "~/utils/person";
import { caseOwners, caseRecords, findVisibleCase, touchCase } from "./cases.server";
import { caseUrl, portalCaseUrl } from "~/utils/case-urls";
import { audit } from "./audit.server";
import { notifyUsers } from "./notifications.server";
import { caseRef } from "./mail/alerts.server";
import { personAs } from "./people.server";
import { openForDownload, removeUnrecordedFile, type StoredUpload } from "./storage.server";

type DocumentWithUploader = Document & { uploader?: Person | null };

/**
 * A document on a case (spec section 3). `available`: its file is stored and can be downloaded.
 * `sharedWithClient`: its client sees it (always, for one they uploaded: `fromClient`).
 */
function toPublicDocument(row: DocumentWithUploader, clientId: number) {
  return {
    ...pick(row, "id", "caseId", "fileName", "fileType", "fileSize"),
    fileUrl: `/documents/${row.id}`,
    uploadedBy: row.uploadedBy ?? null,
    uploaderName: fullName(row.uploader),
    sharedWithClient: Boolean(row.sharedWithClient),
    fromClient: row.uploadedBy === clientId,
    available: Boolean(row.storageKey),
    createdAt: iso(row.createdAt),
  };
}

export type PublicDocument = ReturnType<typeof toPublicDocument>;

/** What a client may read or download of their cases' documents: those shared with them. */
const SHARED = { sharedWithClient: true };

/**
 * The case's documents, newest first: the firm's internal ones are left out of the query itself
 * for its client. Someone else's case answers 404.
 */
export async function listCaseDocuments(
  user: PublicUser,
  caseId: number,
): Promise<PublicDocument[]> {
  const { legalCase, rows } = await caseRecords(user, caseId, {
    model: Document,
    author: "uploader",
    limit: 200,
    shared: SHARED,
  });
  return rows.map((row) => toPublicDocument(row, legalCase.clientId));
}

export const FILE_NOT_AVAILABLE =
  "This document's file is not available for download yet. Please ask your legal team for a copy.";

/**
 * A document's file, for those who may see its case (its client: only one shared with them),
 * recorded as a download before a byte is sent. Another client's document, and the firm's
 * internal one to its client, answer 404 before anything else is looked at; a document whose
 * file is not stored answers 404 saying so.
 */
export async function downloadDocument(user: PublicUser, documentId: number) {
  // Only documents on a case the user may see are looked for at all.
  const row = await Document.findOne({
    where: { id: documentId },
    include: [
      {
        model: LegalCase,
        as: "case",
        attributes: ["id", "clientId", "staffId"],
        where: scopeFor(user, "read", "case"),
      },
    ],
  });
  const legalCase = (row as (Document & { case?: LegalCase }) | null)?.case;
  if (
    !row ||
    !legalCase ||
    (!row.sharedWithClient && !can(user, "readNotes", "case", caseOwners(legalCase)))
  ) {
    throw new ServiceError(404, "Document not found");
  }
  const file = await openForDownload(row.storageKey, () =>
    audit(null, "document_downloaded", user, ["document", row.id], { caseId: row.caseId }),
  );
  if (!file) {
    // A row that names a key whose file is gone is a fault, not a document still to come.
    if (row.storageKey) {
      logger.warn("a document's stored file is missing", {
        documentId: row.id,
        storageKey: row.storageKey,
      });
    }
    throw new ServiceError(404, FILE_NOT_AVAILABLE);
  }
  return { ...file, fileName: row.fileName, fileType: row.fileType };
}

/**
 * A client adds a file (already in storage) to one of their own cases (always theirs to see), or
 * the attorney on a case adds one, internal unless `sharedWithClient`: the document, its audit
 * event and the other side's notification (the client's only of a shared one) in one
 * transaction. A case the user may not add to answers 404 (403 for a role that may add to none);
 * whatever is refused, nothing is written and the stored file is removed again (by the route kit
 * once the post is answered, when it is one transaction: removeUnrecordedFile).
 */
export async function addCaseDocument(
  user: PublicUser,
  input: unknown,
  upload: StoredUpload,
): Promise<PublicDocument> {
  try {
    const { caseId, sharedWithClient } = parseOrThrow(CaseDocumentSchema, input);
    const legalCase = await findVisibleCase(user, caseId, { action: "addDocument" });
    assertUploadAllowed(upload);
    const fromClient = user.id === legalCase.clientId;
    const shared = fromClient || sharedWithClient;
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
          sharedWithClient: shared,
        },
        { transaction },
      );
      const document = toPublicDocument(Object.assign(row, { uploader: user }), legalCase.clientId);
      await audit(transaction, "document_uploaded", user, ["document", row.id], {
        caseId: legalCase.id,
        fileType: row.fileType,
        fileSize: row.fileSize,
        sharedWithClient: shared,
      });
      await touchCase(legalCase.id, transaction);
      // The other side hears of it: the client of a document the firm shares with them; of one
      // from the client, the attorney assigned to the case only (a case nobody is assigned to yet
      // notifies no one: whoever is assigned later finds the document on the case).
      const to = fromClient ? legalCase.staffId : shared ? legalCase.clientId : null;
      if (to) await notifyOfDocument(to, user, row, legalCase, transaction);
      return document;
    });
  } catch (error) {
    await removeUnrecordedFile(upload.storageKey);
    throw error;
  }
}

/** A new document's notice: to the attorney (one from the client) or the client (one shared). */
function notifyOfDocument(
  to: number,
  by: PublicUser,
  row: Document,
  legalCase: { id: number; title: string; clientId: number },
  transaction: Transaction,
) {
  const toFirm = to !== legalCase.clientId;
  return notifyUsers(
    [to],
    {
      type: "case_update",
      title: `New document from ${fullName(by)}`,
      message: `${row.fileName} was added to ${legalCase.title}.`,
      actionUrl: toFirm
        ? caseUrl(legalCase.id, "documents")
        : portalCaseUrl(legalCase.id, "documents"),
      relatedCaseId: legalCase.id,
    },
    transaction,
    toFirm
      ? {
          kind: "staff_client_message",
          line: `A client added a document to ${caseRef(legalCase.id)}`,
        }
      : "client_document",
  );
}

/**
 * The attorney on a case (or an administrator) shares one of its documents with the client, who
 * is notified then (once: sharing it again tells no one), or makes it internal again. A client's
 * own upload stays theirs to see (409). Someone else's case or document answers 404.
 */
export async function setDocumentSharing(
  user: PublicUser,
  caseId: unknown,
  input: unknown,
): Promise<PublicDocument> {
  const { documentId, sharedWithClient } = parseOrThrow(DocumentSharingSchema, input);
  const legalCase = await findVisibleCase(user, caseId, { action: "update" });
  return sequelize.transaction(async (transaction) => {
    const row = await Document.findOne({
      where: { id: documentId, caseId: legalCase.id },
      include: [personAs("uploader")],
      transaction,
      lock: transaction.LOCK.UPDATE,
    });
    if (!row) throw new ServiceError(404, "Document not found");
    if (row.uploadedBy === legalCase.clientId && !sharedWithClient) {
      throw new ServiceError(409, "The client uploaded this document: it stays visible to them.");
    }
    if (Boolean(row.sharedWithClient) !== sharedWithClient) {
      row.sharedWithClient = sharedWithClient;
      await row.save({ transaction });
      await audit(transaction, "document_sharing_changed", user, ["document", row.id], {
        caseId: legalCase.id,
        sharedWithClient,
      });
      if (sharedWithClient) {
        await notifyOfDocument(legalCase.clientId, user, row, legalCase, transaction);
      }
    }
    return toPublicDocument(row, legalCase.clientId);
  });
}
