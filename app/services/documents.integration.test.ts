import { describe, expect, it } from "vitest";
import { AuditEvent, Document, Notification } from "~/models/index.server";
import { MAX_UPLOAD_BYTES } from "~/utils/uploads";
import { buildCaseFile } from "../../tests/factories/cases";
import { withTemporaryStorage } from "../../tests/factories/files";
import { buildUser } from "../../tests/factories/users";
import { toPublicUser } from "./auth.server";
import { addCaseDocument } from "./documents.server";
import { openFile, putFile, type StoredUpload } from "./storage.server";

withTemporaryStorage();

/** A file in storage as the route kit leaves it after reading an upload form. */
async function stored(overrides: Partial<StoredUpload> = {}): Promise<StoredUpload> {
  const { storageKey, size } = await putFile([Buffer.from("%PDF-1.4 a receipt")]);
  return {
    storageKey,
    fileName: "Receipt.pdf",
    fileType: "application/pdf",
    fileSize: size,
    ...overrides,
  };
}

async function clientWithCase(staffId: number | null) {
  const client = await buildUser({ role: "client", firstName: "Casey", lastName: "Rivera" });
  const { legalCase } = await buildCaseFile({ client: client, staffId, title: "Rivera v. Metro" });
  return { client: toPublicUser(client), legalCase };
}

const written = async (caseId: number) => ({
  documents: await Document.count({ where: { caseId } }),
  audits: await AuditEvent.count({ where: { action: "document_uploaded" } }),
  notifications: await Notification.count({ where: { relatedCaseId: caseId } }),
});

describe("a client adds a document to their case", () => {
  it("records the document, its audit event and the assigned attorney's notification", async () => {
    const staff = await buildUser({ role: "staff" });
    const { client, legalCase } = await clientWithCase(staff.id);
    const upload = await stored();
    const document = await addCaseDocument(client, { caseId: legalCase.id }, upload);

    expect(document).toMatchObject({
      caseId: legalCase.id,
      fileName: "Receipt.pdf",
      fileType: "application/pdf",
      fileSize: upload.fileSize,
      uploadedBy: client.id,
      available: true,
      fileUrl: `/documents/${document.id}`,
    });
    const row = await Document.findByPk(document.id);
    expect(row!.storageKey).toBe(upload.storageKey);
    const event = await AuditEvent.findOne({
      where: { action: "document_uploaded", targetId: String(document.id) },
    });
    expect(event).toMatchObject({ actorId: client.id, targetType: "document" });
    expect(event!.details).toEqual({
      caseId: legalCase.id,
      fileType: "application/pdf",
      fileSize: upload.fileSize,
      sharedWithClient: true,
    });
    const notes = await Notification.findAll({ where: { relatedCaseId: legalCase.id } });
    expect(notes.map((n) => [n.userId, n.type, n.title, n.message])).toEqual([
      [
        staff.id,
        "case_update",
        "New document from Casey Rivera",
        "Receipt.pdf was added to Rivera v. Metro.",
      ],
    ]);
  });

  it("notifies no one when no attorney is assigned to the case", async () => {
    const { client, legalCase } = await clientWithCase(null);
    await addCaseDocument(client, { caseId: legalCase.id }, await stored());
    expect(await written(legalCase.id)).toMatchObject({ documents: 2, notifications: 0 });
  });

  it.each([
    [
      "a type not on the list",
      { fileName: "tool.exe", fileType: "application/x-msdownload" },
      "Only PDF, Word, Excel, text, PNG, JPEG, GIF and WebP files can be uploaded",
    ],
    [
      "a PDF name with another type",
      { fileName: "page.pdf", fileType: "text/html" },
      "Only PDF, Word, Excel, text, PNG, JPEG, GIF and WebP files can be uploaded",
    ],
    ["a file over the limit", { fileSize: MAX_UPLOAD_BYTES + 1 }, "The file is larger than 10 MB"],
    ["an empty file", { fileSize: 0 }, "The file is empty"],
  ])(
    "refuses %s, writes nothing and removes the stored file",
    async (_label, overrides, message) => {
      const staff = await buildUser({ role: "staff" });
      const { client, legalCase } = await clientWithCase(staff.id);
      const before = await written(legalCase.id);
      const upload = await stored(overrides);
      await expect(addCaseDocument(client, { caseId: legalCase.id }, upload)).rejects.toMatchObject(
        {
          status: 400,
          message,
          fieldErrors: { file: [message] },
        },
      );
      expect(await written(legalCase.id)).toEqual(before);
      expect(await openFile(upload.storageKey)).toBeNull();
    },
  );

  it("answers 404 for another client's case, writes nothing and removes the stored file", async () => {
    const staff = await buildUser({ role: "staff" });
    const owner = await clientWithCase(staff.id);
    const stranger = await clientWithCase(null);
    const before = await written(owner.legalCase.id);
    const upload = await stored();
    await expect(
      addCaseDocument(stranger.client, { caseId: owner.legalCase.id }, upload),
    ).rejects.toMatchObject({ status: 404, message: "Case not found" });
    expect(await written(owner.legalCase.id)).toEqual(before);
    expect(await openFile(upload.storageKey)).toBeNull();
  });

  it("refuses an administrator (who reads every case but adds to none) with 403", async () => {
    const admin = await buildUser({ role: "admin" });
    const { legalCase } = await clientWithCase(null);
    const upload = await stored();
    await expect(
      addCaseDocument(toPublicUser(admin), { caseId: legalCase.id }, upload),
    ).rejects.toMatchObject({ status: 403 });
    expect(await openFile(upload.storageKey)).toBeNull();
  });
});

describe("the attorney on a case adds a document", () => {
  it("keeps it internal by default: the client is not told", async () => {
    const staff = await buildUser({ role: "staff", firstName: "Jordan", lastName: "Lee" });
    const { legalCase } = await clientWithCase(staff.id);
    const document = await addCaseDocument(
      toPublicUser(staff),
      { caseId: legalCase.id },
      await stored(),
    );
    expect(document).toMatchObject({ sharedWithClient: false, fromClient: false });
    expect(await Notification.count({ where: { relatedCaseId: legalCase.id } })).toBe(0);
  });

  it("shares it when asked, and notifies the client, who is taken to the portal's documents", async () => {
    const staff = await buildUser({ role: "staff", firstName: "Jordan", lastName: "Lee" });
    const { client, legalCase } = await clientWithCase(staff.id);
    const document = await addCaseDocument(
      toPublicUser(staff),
      { caseId: legalCase.id, sharedWithClient: "true" },
      await stored(),
    );
    expect(document).toMatchObject({
      uploadedBy: staff.id,
      uploaderName: "Jordan Lee",
      available: true,
      sharedWithClient: true,
    });
    const notes = await Notification.findAll({ where: { relatedCaseId: legalCase.id } });
    expect(notes.map((note) => [note.userId, note.title, note.actionUrl])).toEqual([
      [
        client.id,
        "New document from Jordan Lee",
        `/client-portal?case=${legalCase.id}&tab=documents`,
      ],
    ]);
  });

  it("refuses another attorney with 404 and keeps nothing", async () => {
    const { legalCase } = await clientWithCase((await buildUser({ role: "staff" })).id);
    const stranger = toPublicUser(await buildUser({ role: "staff" }));
    const upload = await stored();
    const before = await written(legalCase.id);
    await expect(addCaseDocument(stranger, { caseId: legalCase.id }, upload)).rejects.toMatchObject(
      { status: 404 },
    );
    expect(await written(legalCase.id)).toEqual(before);
    expect(await openFile(upload.storageKey)).toBeNull();
  });
});
