import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { AuditEvent, Communication, Document, Notification } from "~/models/index.server";
import { action, loader } from "~/routes/client-portal";
import { loader as documentLoader } from "~/routes/documents.$id";
import { FILE_NOT_AVAILABLE } from "~/services/documents.server";
import { pngBytes, storeFile, withTemporaryStorage } from "../../tests/factories/files";
import {
  callRoute,
  formRequest,
  getRequest,
  multipartRequest,
  rawMultipartRequest,
} from "../../tests/factories/requests";
import { buildUser } from "../../tests/factories/users";
import { buildCaseFile } from "../../tests/factories/cases";
import { whileAnotherRequestWrites } from "../../tests/factories/other-writer";
import { signedIn, toastOf } from "../../tests/factories/sessions";
import { FORM_TOKEN_FIELD } from "~/utils/form-token";

type PortalData = Awaited<ReturnType<typeof loader>>;

const portal = (query: string, cookie: string) =>
  callRoute(loader, getRequest(`/client-portal${query}`, cookie));

const client = () => signedIn("client", { firstName: "Casey", lastName: "Rivera" });

describe("/client-portal", () => {
  it("shows the client's own cases, newest first, and the newest one's timeline", async () => {
    const { user, cookie } = await client();
    const staff = await buildUser({ role: "staff", firstName: "Jordan", lastName: "Lee" });
    const older = await buildCaseFile({ client: user, staffId: staff.id, title: "Older matter" });
    const newer = await buildCaseFile({ client: user, title: "Newer matter" });
    await buildCaseFile({ client: await buildUser({ role: "client" }), title: "Someone else's" });
    const page = (await portal("", cookie)) as PortalData;
    expect(page.tab).toBe("overview");
    expect(page.cases.map((c) => c.title)).toEqual(["Newer matter", "Older matter"]);
    expect(page.selected?.id).toBe(newer.legalCase.id);
    expect(page.events.map((e) => e.eventType)).toEqual(["filed"]);
    const chosen = (await portal(`?case=${older.legalCase.id}`, cookie)) as PortalData;
    expect(chosen.selected).toMatchObject({
      title: "Older matter",
      status: "active",
      caseType: "Personal Injury",
      staffName: "Jordan Lee",
    });
    // The firm's priority is its own: not in the page's data, for any of the client's cases.
    expect(chosen.selected).not.toHaveProperty("priority");
    expect(chosen.cases.every((c) => !("priority" in c))).toBe(true);
  });

  it("loads each tab's records for the chosen case", async () => {
    const { user, cookie } = await client();
    const { legalCase } = await buildCaseFile({ client: user });
    const comms = (await portal("?tab=communications", cookie)) as PortalData;
    expect(comms.communications.map((c) => [c.type, c.subject])).toEqual([["received", "Welcome"]]);
    const docs = (await portal("?tab=documents", cookie)) as PortalData;
    expect(docs.documents).toEqual([
      expect.objectContaining({
        fileName: "Complaint.pdf",
        fileType: "application/pdf",
        fileSize: 1234,
        available: false,
        fileUrl: expect.stringMatching(/^\/documents\/\d+$/),
      }),
    ]);
    await Notification.create({
      userId: user.id,
      type: "message",
      title: "Hello",
      message: "Hi",
      isRead: true,
    });
    const notes = (await portal("?tab=notifications&filter=unread", cookie)) as PortalData;
    expect(notes.filter).toBe("unread");
    expect(notes.notifications).toEqual([]);
    const all = (await portal("?tab=notifications", cookie)) as PortalData;
    expect(all.notifications.map((n) => n.title)).toEqual(["Hello"]);
    expect(legalCase.id).toBeGreaterThan(0);
  });

  it("answers 404 for another client's case and for a case that is not a number", async () => {
    const { cookie } = await client();
    const other = await buildCaseFile({ client: await buildUser({ role: "client" }) });
    for (const query of [
      `?case=${other.legalCase.id}`,
      "?case=abc",
      "?case=999999&tab=documents",
    ]) {
      const response = (await portal(query, cookie)) as Response;
      expect(response.status).toBe(404);
    }
  });

  it("shows a client without cases the way to the AI intake", async () => {
    const { cookie } = await client();
    const page = (await portal("", cookie)) as PortalData;
    expect(page.cases).toEqual([]);
    expect(page.selected).toBeNull();
  });
});

describe("messaging the legal team", () => {
  const send = (fields: Record<string, string>, cookie: string) =>
    callRoute(action, formRequest("/client-portal?tab=communications", fields, cookie));

  it("stores the message as sent and notifies the assigned attorney only", async () => {
    const { user, cookie } = await client();
    const assigned = await buildUser({ role: "staff" });
    const other = await buildUser({ role: "staff" });
    const { legalCase } = await buildCaseFile({ client: user, staffId: assigned.id });
    const response = (await send(
      {
        intent: "send-message",
        caseId: String(legalCase.id),
        subject: "",
        content: "  Is there news?  ",
      },
      cookie,
    )) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(
      `/client-portal?case=${legalCase.id}&tab=communications`,
    );
    const toast = await toastOf(response);
    expect(toast).toMatchObject({ title: "Message sent" });
    const stored = await Communication.findOne({ where: { caseId: legalCase.id, type: "sent" } });
    expect(stored).toMatchObject({
      content: "Is there news?",
      subject: "Message from Casey Rivera",
      senderId: user.id,
    });
    const notified = await Notification.findAll({ where: { relatedCaseId: legalCase.id } });
    expect(notified.map((n) => n.userId)).toEqual([assigned.id]);
    expect(notified[0]).toMatchObject({ type: "message", title: "New message from Casey Rivera" });
    expect(await Notification.count({ where: { userId: other.id } })).toBe(0);
  });

  it("tells every attorney while the case has none assigned", async () => {
    const { user, cookie } = await client();
    const staff = await buildUser({ role: "staff" });
    const { legalCase } = await buildCaseFile({ client: user, staffId: null });
    await send({ intent: "send-message", caseId: String(legalCase.id), content: "Hello" }, cookie);
    expect(
      await Notification.count({ where: { userId: staff.id, relatedCaseId: legalCase.id } }),
    ).toBe(1);
  });

  it("refuses a blank or over-long message next to the field, and writes nothing", async () => {
    const { user, cookie } = await client();
    const { legalCase } = await buildCaseFile({ client: user });
    for (const [content, message] of [
      ["   ", "Please type a message before sending."],
      ["x".repeat(4001), "Messages can be at most 4,000 characters."],
    ]) {
      const reply = (await send(
        { intent: "send-message", caseId: String(legalCase.id), content },
        cookie,
      )) as {
        data: { result: { error: Record<string, string[]> } };
        init: { status: number };
      };
      expect(reply.init.status).toBe(400);
      expect(reply.data.result.error.content).toEqual([message]);
    }
    expect(await Communication.count({ where: { caseId: legalCase.id, type: "sent" } })).toBe(0);
  });

  it("answers 404 when the case belongs to another client, and writes nothing", async () => {
    const { cookie } = await client();
    const other = await buildCaseFile({ client: await buildUser({ role: "client" }) });
    const thrown = (await send(
      { intent: "send-message", caseId: String(other.legalCase.id), content: "Let me in" },
      cookie,
    )) as Response;
    expect(thrown.status).toBe(404);
    expect(await Communication.count({ where: { caseId: other.legalCase.id, type: "sent" } })).toBe(
      0,
    );
  });

  it("answers 400 to an unknown intent", async () => {
    const { cookie } = await client();
    expect(((await send({ intent: "delete-everything" }, cookie)) as Response).status).toBe(400);
  });
});

describe.each(["disk", "database"] as const)("downloading a document (%s storage)", (driver) => {
  withTemporaryStorage(driver);

  const download = async (id: number, cookie?: string) =>
    (await callRoute(documentLoader, getRequest(`/documents/${id}`, cookie), {
      id: String(id),
    })) as Response;

  it("streams the stored file to its owner as an attachment", async () => {
    const { user, cookie } = await client();
    const storageKey = await storeFile("%PDF-1.4 sample bytes");
    const { document } = await buildCaseFile({ client: user, storageKey });
    const response = await download(document.id, cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/pdf");
    expect(response.headers.get("Content-Disposition")).toMatch(
      /^attachment; filename="Complaint.pdf"/,
    );
    expect(response.headers.get("Cache-Control")).toMatch(/no-store/);
    expect(await response.text()).toBe("%PDF-1.4 sample bytes");
    const recorded = await AuditEvent.findOne({
      where: { action: "document_downloaded", targetId: String(document.id) },
    });
    expect(recorded).toMatchObject({ actorId: user.id, targetType: "document" });
    expect(recorded!.details).toEqual({ caseId: document.caseId });
  });

  it("answers another client 404 before anything else, even when the file exists", async () => {
    const owner = await client();
    const { document } = await buildCaseFile({
      client: owner.user,
      storageKey: await storeFile("secret"),
    });
    const stranger = await client();
    const response = await download(document.id, stranger.cookie);
    expect(response.status).toBe(404);
    expect(await response.text()).toBe("Document not found");
    expect(await AuditEvent.count({ where: { targetId: String(document.id) } })).toBe(0);
  });

  it("says so when no file is stored for the document", async () => {
    const { user, cookie } = await client();
    const { document } = await buildCaseFile({ client: user });
    const response = await download(document.id, cookie);
    expect(response.status).toBe(404);
    expect(await response.text()).toBe(FILE_NOT_AVAILABLE);
  });

  it("sends a type stored as an uploader declared it as plain bytes, to the client and the attorney alike (no 500)", async () => {
    const { user, cookie } = await client();
    const attorney = await signedIn("staff");
    for (const declared of ["text/plain;\x01", "image/png;text/html"]) {
      const { document } = await buildCaseFile({
        client: user,
        staffId: attorney.user.id,
        storageKey: await storeFile("<p>stored before types came from the bytes</p>"),
      });
      await Document.update({ fileType: declared }, { where: { id: document.id } });
      for (const who of [cookie, attorney.cookie]) {
        const response = await download(document.id, who);
        expect(response.status).toBe(200);
        expect(response.headers.get("Content-Type")).toBe("application/octet-stream");
        expect(response.headers.get("Content-Disposition")).toMatch(/^attachment;/);
        expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
        expect(await response.text()).toBe("<p>stored before types came from the bytes</p>");
      }
    }
  });

  it("never reads outside the upload folder", async () => {
    const { user, cookie } = await client();
    const { document } = await buildCaseFile({ client: user });
    await Document.update({ storageKey: "../../../etc/passwd" }, { where: { id: document.id } });
    const response = await download(document.id, cookie);
    expect(response.status).toBe(404);
    expect(await response.text()).toBe(FILE_NOT_AVAILABLE);
  });

  it("sends someone who is not signed in to the welcome screen", async () => {
    const { user } = await client();
    const { document } = await buildCaseFile({ client: user });
    const response = await download(document.id);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/");
  });
});

describe.each(["disk", "database"] as const)("uploading a document (%s storage)", (driver) => {
  const storage = withTemporaryStorage(driver);
  const pdf = (name = "Receipt.pdf", type = "application/pdf") =>
    new File(["%PDF-1.4 a receipt"], name, { type });

  /** Posted as the page's form does; with `token`, its one-time form token too (one transaction). */
  const upload = (caseId: number, file: File, cookie: string, token?: string) =>
    callRoute(
      action,
      multipartRequest(
        `/client-portal?case=${caseId}&tab=documents`,
        {
          ...(token ? { [FORM_TOKEN_FIELD]: token } : {}),
          intent: "upload-document",
          caseId: String(caseId),
          file,
        },
        cookie,
      ),
    );

  it("stores the file and comes back to the Documents tab with a toast", async () => {
    const { user, cookie } = await client();
    const { legalCase } = await buildCaseFile({ client: user });
    const response = (await upload(legalCase.id, pdf(), cookie)) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(
      `/client-portal?case=${legalCase.id}&tab=documents`,
    );
    const toast = await toastOf(response);
    expect(toast).toMatchObject({ title: "Document uploaded." });
    const page = (await portal(`?case=${legalCase.id}&tab=documents`, cookie)) as PortalData;
    expect(page.documents[0]).toMatchObject({ fileName: "Receipt.pdf", available: true });
    const download = (await callRoute(
      documentLoader,
      getRequest(page.documents[0].fileUrl, cookie),
      {
        id: String(page.documents[0].id),
      },
    )) as Response;
    expect(await download.text()).toBe("%PDF-1.4 a receipt");
  });

  it("keeps the file of a document whose one transaction SQLite ran again after another request wrote", async () => {
    const { user, cookie } = await client();
    const { legalCase } = await buildCaseFile({ client: user });
    // The other Playwright project's requests wrote on the shared server meanwhile: the file was
    // removed by the failed try and the row committed by the next (GET /documents/7: 404).
    const { result, attempts, expectedAttempts } = await whileAnotherRequestWrites(Document, () =>
      upload(legalCase.id, pdf("Retried.pdf"), cookie, randomUUID()),
    );
    expect((result as Response).status).toBe(302);
    expect(attempts).toBe(expectedAttempts);
    const row = await Document.findOne({
      where: { caseId: legalCase.id, fileName: "Retried.pdf" },
    });
    const download = (await callRoute(documentLoader, getRequest(`/documents/${row!.id}`, cookie), {
      id: String(row!.id),
    })) as Response;
    expect(download.status).toBe(200);
    expect(await download.text()).toBe("%PDF-1.4 a receipt");
  });

  it("answers a refused file with the field's error, and keeps nothing", async () => {
    const { user, cookie } = await client();
    const { legalCase } = await buildCaseFile({ client: user });
    const files = await storage.count();
    const reply = (await upload(legalCase.id, pdf("page.html", "text/html"), cookie)) as {
      data: { intent: string; result: { error?: Record<string, string[]> } };
      init: { status: number };
    };
    expect(reply.init.status).toBe(400);
    expect(reply.data.intent).toBe("upload-document");
    expect(reply.data.result.error?.file).toEqual([
      "Only PDF, Word, Excel, text, PNG, JPEG, GIF and WebP files can be uploaded",
    ]);
    expect(await storage.count()).toBe(files);
    expect(await Document.count({ where: { caseId: legalCase.id } })).toBe(1);
  });

  it("stores the kind its bytes are, not the type the browser declared, and sends that back", async () => {
    const { user, cookie } = await client();
    const { legalCase } = await buildCaseFile({ client: user });
    for (const [fileName, declared, bytes, type] of [
      [
        "Notes.txt",
        "application/pdf; charset=utf-7",
        Buffer.from("Call the adjuster\n"),
        "text/plain",
      ],
      ["Scan.png", "image/png;text/html", pngBytes(), "image/png"],
    ] as const) {
      const response = (await callRoute(
        action,
        rawMultipartRequest(
          `/client-portal?case=${legalCase.id}&tab=documents`,
          [
            { name: "intent", value: "upload-document" },
            { name: "caseId", value: String(legalCase.id) },
            { name: "file", fileName, type: declared, bytes },
          ],
          cookie,
        ),
      )) as Response;
      expect(response.status).toBe(302);
      const row = await Document.findOne({ where: { caseId: legalCase.id, fileName } });
      expect(row!.fileType).toBe(type);
      const download = (await callRoute(
        documentLoader,
        getRequest(`/documents/${row!.id}`, cookie),
        {
          id: String(row!.id),
        },
      )) as Response;
      expect(download.headers.get("Content-Type")).toBe(type);
      expect(Buffer.from(await download.arrayBuffer()).equals(bytes)).toBe(true);
    }
  });

  it("refuses HTML named as a PNG beside the field, naming the kinds it takes, and keeps nothing", async () => {
    const { user, cookie } = await client();
    const { legalCase } = await buildCaseFile({ client: user });
    const files = await storage.count();
    const html = new File(["<script>alert(1)</script>"], "scan.png", { type: "image/png" });
    const reply = (await upload(legalCase.id, html, cookie)) as {
      data: { result: { error?: Record<string, string[]> } };
      init: { status: number };
    };
    expect(reply.init.status).toBe(400);
    expect(reply.data.result.error?.file).toEqual([
      "The file is not what its name says. Only PDF, Word, Excel, text, PNG, JPEG, GIF and WebP files can be uploaded",
    ]);
    expect(await storage.count()).toBe(files);
    expect(await Document.count({ where: { caseId: legalCase.id } })).toBe(1);
  });

  it("answers 404 for another client's case and removes the stored file", async () => {
    const owner = await client();
    const { legalCase } = await buildCaseFile({ client: owner.user });
    const stranger = await client();
    const files = await storage.count();
    const response = (await upload(legalCase.id, pdf(), stranger.cookie)) as Response;
    expect(response.status).toBe(404);
    expect(await storage.count()).toBe(files);
    // With the page's form token the post is one transaction, refused as a whole: still nothing.
    const posted = (await upload(legalCase.id, pdf(), stranger.cookie, randomUUID())) as Response;
    expect(posted.status).toBe(404);
    expect(await storage.count()).toBe(files);
    expect(await Document.count({ where: { caseId: legalCase.id } })).toBe(1);
  });
});
