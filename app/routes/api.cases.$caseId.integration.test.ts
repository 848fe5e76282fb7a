import { describe, expect, it } from "vitest";
import {
  AuditEvent,
  CaseEvent,
  Communication,
  Document,
  LegalCase,
  Notification,
} from "~/models/index.server";
import * as caseRoute from "~/routes/api.cases.$caseId";
import * as documentsRoute from "~/routes/api.cases.$caseId.documents";
import * as documentRoute from "~/routes/api.cases.$caseId.documents.$documentId";
import * as eventsRoute from "~/routes/api.cases.$caseId.events";
import * as messagesRoute from "~/routes/api.cases.$caseId.messages";
import { loader as documentLoader } from "~/routes/documents.$id";
import { NOTHING_TO_CHANGE } from "~/services/case-changes.server";
import { UPLOAD_MESSAGES } from "~/utils/uploads";
import { buildCaseFile } from "../../tests/factories/cases";
import { pdfBytes, pngBytes, withTemporaryStorage, zipBytes } from "../../tests/factories/files";
import {
  getRequest,
  jsonRequest,
  multipartRequest,
  rawMultipartRequest,
  routeArgs,
} from "../../tests/factories/requests";
import { signedIn } from "../../tests/factories/sessions";
import { buildUser } from "../../tests/factories/users";

type RouteModule = {
  loader: (args: ReturnType<typeof routeArgs>) => unknown;
  action: (args: ReturnType<typeof routeArgs>) => unknown;
};

type Sent = { json?: unknown; file?: File; fields?: Record<string, string>; documentId?: number };

/**
 * Calls one of a case's /api routes as the server would: GET goes to the loader, anything else to
 * the action, with a JSON body or a multipart form holding `file`.
 */
async function call(
  route: RouteModule,
  method: "GET" | "POST" | "PATCH",
  path: string,
  caseId: number | string,
  cookie: string | undefined,
  sent: Sent = {},
) {
  const request =
    method === "GET"
      ? getRequest(path, cookie)
      : sent.file
        ? multipartRequest(path, { ...sent.fields, file: sent.file }, cookie)
        : jsonRequest(path, sent.json ?? {}, { method, cookie });
  const handler = method === "GET" ? route.loader : route.action;
  const params = {
    caseId: String(caseId),
    ...(sent.documentId ? { documentId: String(sent.documentId) } : {}),
  };
  const response = (await handler(routeArgs(request, {}, params))) as Response;
  const text = await response.text();
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const body: any = text ? JSON.parse(text) : null;
  return { status: response.status, body };
}

const pdf = (name = "Motion.pdf", bytes: BlobPart = "%PDF-1.4 a motion") =>
  new File([bytes], name, { type: name.endsWith(".pdf") ? "application/pdf" : "text/html" });

const newEvent = (overrides: Record<string, unknown> = {}) => ({
  title: "Hearing set",
  description: "The court set the hearing for the first of December.",
  eventType: "hearing",
  occurredAt: "2026-12-01",
  sharedWithClient: true,
  ...overrides,
});

/**
 * A case of its own with everyone the brief names: its attorney and its client, another staff
 * member, another client, an administrator, and an attorney it could be given to.
 */
async function world() {
  const attorney = await signedIn("staff", { firstName: "Jordan", lastName: "Lee" });
  const client = await signedIn("client", { firstName: "Casey", lastName: "Rivera" });
  const otherStaff = await signedIn("staff", { firstName: "Sam", lastName: "Reyes" });
  const otherClient = await signedIn("client", { firstName: "Robin", lastName: "Park" });
  const admin = await signedIn("admin", { firstName: "Alex", lastName: "Morgan" });
  const nextAttorney = await buildUser({ role: "staff", firstName: "Morgan", lastName: "Hale" });
  const file = await buildCaseFile({
    client: client.user,
    staffId: attorney.user.id,
    title: "Rivera v. Example Corp",
  });
  const id = file.legalCase.id;
  const paths = {
    case: `/api/cases/${id}`,
    events: `/api/cases/${id}/events`,
    messages: `/api/cases/${id}/messages`,
    documents: `/api/cases/${id}/documents`,
  };
  return { attorney, client, otherStaff, otherClient, admin, nextAttorney, id, paths, ...file };
}
type World = Awaited<ReturnType<typeof world>>;

/** Everything a write on the case could leave behind, to prove a refused call wrote nothing. */
async function snapshot(caseId: number) {
  const row = await LegalCase.findByPk(caseId);
  return {
    status: row!.status,
    priority: row!.priority,
    staffId: row!.staffId,
    updatedAt: row!.updatedAt.toISOString(),
    events: await CaseEvent.count({ where: { caseId } }),
    messages: await Communication.count({ where: { caseId } }),
    documents: await Document.count({ where: { caseId } }),
    notifications: await Notification.count(),
    audits: await AuditEvent.count(),
  };
}

const CALLS = [
  "GET case",
  "PATCH case",
  "GET events",
  "POST events",
  "GET messages",
  "POST messages",
  "GET documents",
  "POST documents",
] as const;
type CallName = (typeof CALLS)[number];

type Caller = "attorney" | "otherStaff" | "admin" | "client" | "otherClient" | "anonymous";

const cookieOf = (w: World, who: Caller) => (who === "anonymous" ? undefined : w[who].cookie);

/** Sends one of the eight calls as `who`; the administrator's PATCH reassigns the case. */
function send(w: World, who: Caller, name: CallName) {
  const cookie = cookieOf(w, who);
  switch (name) {
    case "GET case":
      return call(caseRoute, "GET", w.paths.case, w.id, cookie);
    case "PATCH case":
      return call(caseRoute, "PATCH", w.paths.case, w.id, cookie, {
        json:
          who === "admin"
            ? { staffId: w.nextAttorney.id, priority: "urgent" }
            : { status: "on_hold", priority: "urgent" },
      });
    case "GET events":
      return call(eventsRoute, "GET", w.paths.events, w.id, cookie);
    case "POST events":
      return call(eventsRoute, "POST", w.paths.events, w.id, cookie, { json: newEvent() });
    case "GET messages":
      return call(messagesRoute, "GET", w.paths.messages, w.id, cookie);
    case "POST messages":
      return call(messagesRoute, "POST", w.paths.messages, w.id, cookie, {
        json: { content: "About the hearing date", subject: "Hearing" },
      });
    case "GET documents":
      return call(documentsRoute, "GET", w.paths.documents, w.id, cookie);
    case "POST documents":
      return call(documentsRoute, "POST", w.paths.documents, w.id, cookie, { file: pdf() });
  }
}

const all = (status: number) =>
  Object.fromEntries(CALLS.map((name) => [name, status])) as Record<CallName, number>;

/**
 * What each caller gets. A case that is not theirs answers 404, exactly as one that does not
 * exist; a write their role may never do, on any case, answers 403 whoever's case it is (the
 * policy: 403 at the door for a role the action leaves out, before any record is looked at).
 */
const EXPECTED: Record<Caller, Record<CallName, number>> = {
  anonymous: all(401),
  otherStaff: all(404),
  otherClient: { ...all(404), "PATCH case": 403, "POST events": 403 },
  client: {
    "GET case": 200,
    "PATCH case": 403,
    "GET events": 200,
    "POST events": 403,
    "GET messages": 200,
    "POST messages": 201,
    "GET documents": 200,
    "POST documents": 201,
  },
  attorney: {
    ...all(200),
    "POST events": 201,
    "POST messages": 201,
    "POST documents": 201,
  },
  admin: {
    ...all(200),
    "POST events": 201,
    "POST messages": 403,
    "POST documents": 403,
  },
};

/** What each successful call answers with. */
function expectAnswerShape(w: World, name: CallName, body: Record<string, unknown>) {
  switch (name) {
    case "GET case":
      expect(body.case).toMatchObject({
        id: w.id,
        title: "Rivera v. Example Corp",
        client: { id: w.client.user.id, firstName: "Casey" },
      });
      return;
    case "PATCH case":
      expect(body.case).toMatchObject({ id: w.id, priority: "urgent" });
      expect(body.changes).toEqual(expect.arrayContaining(["Priority changed to Urgent"]));
      return;
    case "GET events":
      expect(body.events).toEqual(
        expect.arrayContaining([expect.objectContaining({ id: w.event.id })]),
      );
      return;
    case "POST events":
      expect(body.event).toMatchObject({
        caseId: w.id,
        title: "Hearing set",
        eventType: "hearing",
      });
      return;
    case "GET messages":
      expect(body.messages).toEqual(
        expect.arrayContaining([expect.objectContaining({ id: w.communication.id })]),
      );
      return;
    case "POST messages":
      expect(body.message).toMatchObject({ caseId: w.id, content: "About the hearing date" });
      return;
    case "GET documents":
      expect(body.documents).toEqual(
        expect.arrayContaining([expect.objectContaining({ id: w.document.id })]),
      );
      return;
    case "POST documents":
      expect(body.document).toMatchObject({ caseId: w.id, fileName: "Motion.pdf" });
  }
}

describe("who may call /api/cases/{id} and its events, messages and documents", () => {
  const storage = withTemporaryStorage("disk");

  it.each(Object.keys(EXPECTED) as Caller[])("as %s", async (who) => {
    const w = await world();
    const before = await snapshot(w.id);
    const files = await storage.count();
    const answers: Record<string, number> = {};
    for (const name of CALLS) {
      const { status, body } = await send(w, who, name);
      answers[name] = status;
      if (status >= 400) {
        // Errors are JSON with a message, never a stack trace.
        expect(body, `${who} ${name}`).toEqual(
          expect.objectContaining({ message: expect.any(String) }),
        );
      } else {
        expectAnswerShape(w, name, body);
      }
    }
    expect(answers).toEqual(EXPECTED[who]);

    const after = await snapshot(w.id);
    if (who === "anonymous" || who === "otherStaff" || who === "otherClient") {
      // Nothing written, and every file a refused upload streamed in removed again.
      expect(after).toEqual(before);
      expect(await storage.count()).toBe(files);
    } else {
      expect(after.documents).toBe(before.documents + (who === "admin" ? 0 : 1));
      expect(after.messages).toBe(before.messages + (who === "admin" ? 0 : 1));
      expect(await storage.count()).toBe(files + (who === "admin" ? 0 : 1));
    }
    if (who === "client") {
      // The refused PATCH and POST events changed nothing on the case.
      expect(after).toMatchObject({ status: "active", priority: "high", events: before.events });
    }
    if (who === "admin") {
      const row = await LegalCase.findByPk(w.id);
      expect(row).toMatchObject({ staffId: w.nextAttorney.id, priority: "urgent" });
    }
  });

  it("answers 404 for a case that does not exist or whose id is not a number", async () => {
    const { cookie } = await signedIn("admin");
    for (const id of ["999999", "abc"]) {
      const answer = await call(caseRoute, "GET", `/api/cases/${id}`, id, cookie);
      expect(answer.status).toBe(404);
      expect(answer.body.message).toBe("Case not found");
    }
  });
});

const notificationsOf = (userId: number, caseId: number) =>
  Notification.findAll({ where: { userId, relatedCaseId: caseId }, order: [["id", "ASC"]] });

describe("a case's timeline", () => {
  it("keeps internal notes from the client, and tells the client of shared events only", async () => {
    const w = await world();
    const clientNotices = (await notificationsOf(w.client.user.id, w.id)).length;

    const note = await call(eventsRoute, "POST", w.paths.events, w.id, w.attorney.cookie, {
      json: newEvent({ title: "Strategy note", eventType: "note", sharedWithClient: false }),
    });
    expect(note.status).toBe(201);
    expect(note.body.event).toMatchObject({ title: "Strategy note", sharedWithClient: false });
    expect(await notificationsOf(w.client.user.id, w.id)).toHaveLength(clientNotices);

    const shared = await call(eventsRoute, "POST", w.paths.events, w.id, w.attorney.cookie, {
      json: newEvent({ occurredAt: "2026-12-01T09:30:00Z" }),
    });
    expect(shared.status).toBe(201);
    expect(shared.body.event).toMatchObject({
      sharedWithClient: true,
      occurredAt: "2026-12-01T09:30:00.000Z",
    });
    const notices = await notificationsOf(w.client.user.id, w.id);
    expect(notices).toHaveLength(clientNotices + 1);
    expect(notices.at(-1)).toMatchObject({
      type: "case_update",
      title: "New on your case: Hearing set",
      actionUrl: `/client-portal?case=${w.id}`,
    });

    const titles = async (cookie: string) => {
      const answer = await call(eventsRoute, "GET", w.paths.events, w.id, cookie);
      expect(answer.status).toBe(200);
      return answer.body.events.map((event: { title: string }) => event.title);
    };
    const firm = await titles(w.attorney.cookie);
    expect(firm).toEqual(expect.arrayContaining(["Strategy note", "Hearing set"]));
    expect(await titles(w.admin.cookie)).toContain("Strategy note");
    const seenByClient = await titles(w.client.cookie);
    expect(seenByClient).toContain("Hearing set");
    expect(seenByClient).not.toContain("Strategy note");
    const clientAnswer = await call(eventsRoute, "GET", w.paths.events, w.id, w.client.cookie);
    expect(
      clientAnswer.body.events.every((e: { sharedWithClient: boolean }) => e.sharedWithClient),
    ).toBe(true);
  });

  it("keeps an event that does not say sharedWithClient internal, and tells no one", async () => {
    const w = await world();
    const clientNotices = (await notificationsOf(w.client.user.id, w.id)).length;
    const { sharedWithClient: _left, ...unsaid } = newEvent({ title: "Call with the insurer" });
    const answer = await call(eventsRoute, "POST", w.paths.events, w.id, w.attorney.cookie, {
      json: unsaid,
    });
    expect(answer.status).toBe(201);
    expect(answer.body.event).toMatchObject({ sharedWithClient: false });
    expect(await notificationsOf(w.client.user.id, w.id)).toHaveLength(clientNotices);
    const seen = await call(eventsRoute, "GET", w.paths.events, w.id, w.client.cookie);
    expect(seen.body.events.map((e: { title: string }) => e.title)).not.toContain(
      "Call with the insurer",
    );
  });

  it("refuses an event without a title or with a date that does not exist, naming them", async () => {
    const w = await world();
    const before = await snapshot(w.id);
    const untitled = await call(eventsRoute, "POST", w.paths.events, w.id, w.attorney.cookie, {
      json: newEvent({ title: undefined }),
    });
    expect(untitled.status).toBe(400);
    expect(Object.keys(untitled.body.fieldErrors)).toEqual(["title"]);
    const badDay = await call(eventsRoute, "POST", w.paths.events, w.id, w.attorney.cookie, {
      json: newEvent({ occurredAt: "2026-02-30" }),
    });
    expect(badDay.status).toBe(400);
    expect(badDay.body.fieldErrors).toEqual({
      occurredAt: ["There is no February 30, 2026: February 2026 has 28 days"],
    });
    const both = await call(eventsRoute, "POST", w.paths.events, w.id, w.attorney.cookie, {
      json: newEvent({ title: "  ", occurredAt: "2026-02-30", eventType: "party" }),
    });
    expect(both.status).toBe(400);
    expect(Object.keys(both.body.fieldErrors).sort()).toEqual(["eventType", "occurredAt", "title"]);
    expect(await snapshot(w.id)).toEqual(before);
  });
});

describe("PATCH /api/cases/{id}", () => {
  it("refuses a staff member who sends staffId (403), even the case's own attorney", async () => {
    const w = await world();
    const before = await snapshot(w.id);
    const answer = await call(caseRoute, "PATCH", w.paths.case, w.id, w.attorney.cookie, {
      json: { staffId: w.nextAttorney.id, status: "completed" },
    });
    expect(answer.status).toBe(403);
    expect(await snapshot(w.id)).toEqual(before);
  });

  it("keeps a status change the firm's own unless notifyClient, then tells the client", async () => {
    const w = await world();
    const clientNotices = (await notificationsOf(w.client.user.id, w.id)).length;
    const quiet = await call(caseRoute, "PATCH", w.paths.case, w.id, w.attorney.cookie, {
      json: { status: "completed", priority: "low" },
    });
    expect(quiet.body).toMatchObject({ clientNotified: false });
    const firmTimeline = await call(eventsRoute, "GET", w.paths.events, w.id, w.attorney.cookie);
    expect(firmTimeline.body.events).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ title: "Status changed to Completed", sharedWithClient: false }),
        expect.objectContaining({ title: "Priority changed to Low", sharedWithClient: false }),
      ]),
    );
    const unseen = await call(eventsRoute, "GET", w.paths.events, w.id, w.client.cookie);
    expect(unseen.body.events.map((e: { title: string }) => e.title)).not.toContain(
      "Status changed to Completed",
    );
    expect(await notificationsOf(w.client.user.id, w.id)).toHaveLength(clientNotices);

    // Told: the status change is shared and notified; a priority never is.
    const answer = await call(caseRoute, "PATCH", w.paths.case, w.id, w.attorney.cookie, {
      json: { status: "on_hold", priority: "urgent", notifyClient: true },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      case: { id: w.id, status: "on_hold", staffId: w.attorney.user.id },
      changes: ["Status changed to On hold", "Priority changed to Urgent"],
      clientNotified: true,
    });
    expect((await LegalCase.findByPk(w.id))!.status).toBe("on_hold");
    const seen = await call(eventsRoute, "GET", w.paths.events, w.id, w.client.cookie);
    expect(seen.body.events.map((e: { title: string }) => e.title)).not.toContain(
      "Priority changed to Urgent",
    );

    const timeline = await call(eventsRoute, "GET", w.paths.events, w.id, w.client.cookie);
    expect(timeline.body.events).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ title: "Status changed to On hold", sharedWithClient: true }),
      ]),
    );
    const notices = await notificationsOf(w.client.user.id, w.id);
    expect(notices).toHaveLength(clientNotices + 1);
    expect(notices.at(-1)).toMatchObject({
      type: "case_update",
      title: "New on your case: Status changed to On hold",
    });

    // The same status again changes nothing and tells no one.
    const again = await call(caseRoute, "PATCH", w.paths.case, w.id, w.attorney.cookie, {
      json: { status: "on_hold", notifyClient: true },
    });
    expect(again.status).toBe(200);
    expect(again.body.changes).toEqual([]);
    expect(await notificationsOf(w.client.user.id, w.id)).toHaveLength(clientNotices + 1);
  });

  it("lets an administrator give the case to another attorney, who is told", async () => {
    const w = await world();
    const answer = await call(caseRoute, "PATCH", w.paths.case, w.id, w.admin.cookie, {
      json: { staffId: w.nextAttorney.id },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      case: { staffId: w.nextAttorney.id, staffName: "Morgan Hale" },
      changes: ["Attorney changed to Morgan Hale"],
    });
    expect(await notificationsOf(w.nextAttorney.id, w.id)).toEqual([
      expect.objectContaining({ title: "A case was assigned to you", actionUrl: `/cases/${w.id}` }),
    ]);
    // The former attorney no longer sees it.
    expect((await call(caseRoute, "GET", w.paths.case, w.id, w.attorney.cookie)).status).toBe(404);
  });

  it("refuses reassigning to someone who is not one of the firm's attorneys (400 on staffId)", async () => {
    const w = await world();
    const before = await snapshot(w.id);
    for (const staffId of [w.client.user.id, w.admin.user.id, 999999]) {
      const answer = await call(caseRoute, "PATCH", w.paths.case, w.id, w.admin.cookie, {
        json: { staffId },
      });
      expect(answer.status).toBe(400);
      expect(answer.body.fieldErrors).toEqual({ staffId: [expect.any(String)] });
    }
    expect(await snapshot(w.id)).toEqual(before);
  });

  it("refuses an empty body and a status that is not one (400)", async () => {
    const w = await world();
    const before = await snapshot(w.id);
    const empty = await call(caseRoute, "PATCH", w.paths.case, w.id, w.attorney.cookie, {
      json: {},
    });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe(NOTHING_TO_CHANGE);
    const bad = await call(caseRoute, "PATCH", w.paths.case, w.id, w.attorney.cookie, {
      json: { status: "sleeping", priority: "urgent" },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fieldErrors)).toEqual(["status"]);
    expect(await snapshot(w.id)).toEqual(before);
  });
});

describe("a case's messages", () => {
  it("goes to the other side: sent by the client, received from the attorney", async () => {
    const w = await world();

    const fromClient = await call(messagesRoute, "POST", w.paths.messages, w.id, w.client.cookie, {
      json: { content: "When is the hearing?" },
    });
    expect(fromClient.status).toBe(201);
    expect(fromClient.body.message).toMatchObject({
      type: "sent",
      content: "When is the hearing?",
      senderName: "Casey Rivera",
      unread: false,
    });
    expect(await notificationsOf(w.attorney.user.id, w.id)).toEqual([
      expect.objectContaining({
        type: "message",
        title: "New message from Casey Rivera",
        actionUrl: `/cases/${w.id}?tab=messages`,
      }),
    ]);
    expect(await notificationsOf(w.otherStaff.user.id, w.id)).toEqual([]);

    // Unread for the firm until the attorney answers; never shown as unread to the client.
    const firmView = await call(messagesRoute, "GET", w.paths.messages, w.id, w.attorney.cookie);
    expect(firmView.body.messages[0]).toMatchObject({
      id: fromClient.body.message.id,
      unread: true,
    });
    const clientView = await call(messagesRoute, "GET", w.paths.messages, w.id, w.client.cookie);
    expect(clientView.status).toBe(200);
    expect(clientView.body.messages.map((m: { id: number }) => m.id)).toContain(
      fromClient.body.message.id,
    );
    expect(clientView.body.messages.some((m: { unread: boolean }) => m.unread)).toBe(false);

    const clientNotices = (await notificationsOf(w.client.user.id, w.id)).length;
    const reply = await call(messagesRoute, "POST", w.paths.messages, w.id, w.attorney.cookie, {
      json: { content: "On the first of December.", subject: "Hearing date" },
    });
    expect(reply.status).toBe(201);
    expect(reply.body.message).toMatchObject({
      type: "received",
      subject: "Hearing date",
      senderName: "Jordan Lee",
    });
    const notices = await notificationsOf(w.client.user.id, w.id);
    expect(notices).toHaveLength(clientNotices + 1);
    expect(notices.at(-1)).toMatchObject({
      type: "message",
      title: "New message from Jordan Lee",
      actionUrl: `/client-portal?case=${w.id}&tab=communications`,
    });

    const thread = await call(messagesRoute, "GET", w.paths.messages, w.id, w.client.cookie);
    expect(thread.body.messages.slice(0, 2).map((m: { type: string }) => m.type)).toEqual([
      "received",
      "sent",
    ]);
    expect(thread.body.messages.some((m: { unread: boolean }) => m.unread)).toBe(false);
  });

  it("refuses an empty message (400 on content)", async () => {
    const w = await world();
    const before = await snapshot(w.id);
    const answer = await call(messagesRoute, "POST", w.paths.messages, w.id, w.client.cookie, {
      json: { content: "   " },
    });
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.body.fieldErrors)).toEqual(["content"]);
    expect(await snapshot(w.id)).toEqual(before);
  });
});

describe("a case's documents", () => {
  const storage = withTemporaryStorage("disk");

  it("keeps the attorney's PDF internal until it is shared, then gives the client the same bytes", async () => {
    const w = await world();
    const bytes = new Uint8Array([
      0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x34, 0x0a, 0xff, 0x00, 0x80,
    ]);
    const answer = await call(documentsRoute, "POST", w.paths.documents, w.id, w.attorney.cookie, {
      file: pdf("Settlement offer.pdf", bytes),
    });
    expect(answer.status).toBe(201);
    const document = answer.body.document;
    expect(document).toMatchObject({
      caseId: w.id,
      fileName: "Settlement offer.pdf",
      fileType: "application/pdf",
      fileSize: bytes.byteLength,
      uploadedBy: w.attorney.user.id,
      uploaderName: "Jordan Lee",
      available: true,
      sharedWithClient: false,
      fromClient: false,
      fileUrl: `/documents/${document.id}`,
    });
    const download = () =>
      documentLoader(
        routeArgs(getRequest(document.fileUrl, w.client.cookie), {}, { id: String(document.id) }),
      ).then(
        (response) => response as Response,
        (thrown: unknown) => thrown as Response,
      );
    // Internal: the client is not told, does not see it listed, and cannot download it.
    expect(await notificationsOf(w.client.user.id, w.id)).toEqual([]);
    const hidden = await call(documentsRoute, "GET", w.paths.documents, w.id, w.client.cookie);
    expect(hidden.body.documents.map((d: { id: number }) => d.id)).not.toContain(document.id);
    expect((await download()).status).toBe(404);

    // The client may not share it themselves.
    const byClient = await call(
      documentRoute,
      "PATCH",
      `${w.paths.documents}/${document.id}`,
      w.id,
      w.client.cookie,
      {
        json: { sharedWithClient: true },
        documentId: document.id,
      },
    );
    expect(byClient.status).toBe(403);

    const shared = await call(
      documentRoute,
      "PATCH",
      `${w.paths.documents}/${document.id}`,
      w.id,
      w.attorney.cookie,
      {
        json: { sharedWithClient: true },
        documentId: document.id,
      },
    );
    expect(shared.status).toBe(200);
    expect(shared.body.document).toMatchObject({ id: document.id, sharedWithClient: true });
    expect(await notificationsOf(w.client.user.id, w.id)).toEqual([
      expect.objectContaining({ actionUrl: `/client-portal?case=${w.id}&tab=documents` }),
    ]);
    const listed = await call(documentsRoute, "GET", w.paths.documents, w.id, w.client.cookie);
    expect(listed.body.documents[0]).toMatchObject({ id: document.id, available: true });
    const served = await download();
    expect(served.status).toBe(200);
    expect(served.headers.get("Content-Type")).toBe("application/pdf");
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(bytes);

    // Internal again: gone from the client's list and download; a bad value changes nothing.
    const bad = await call(
      documentRoute,
      "PATCH",
      `${w.paths.documents}/${document.id}`,
      w.id,
      w.attorney.cookie,
      {
        json: { sharedWithClient: "maybe" },
        documentId: document.id,
      },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors).toHaveProperty("sharedWithClient");
    await call(
      documentRoute,
      "PATCH",
      `${w.paths.documents}/${document.id}`,
      w.id,
      w.attorney.cookie,
      {
        json: { sharedWithClient: false },
        documentId: document.id,
      },
    );
    expect((await download()).status).toBe(404);
    expect(await notificationsOf(w.client.user.id, w.id)).toHaveLength(1);
  });

  it("shares an attorney's upload when asked, and keeps a client's own upload theirs", async () => {
    const w = await world();
    const sharedUpload = await call(
      documentsRoute,
      "POST",
      w.paths.documents,
      w.id,
      w.attorney.cookie,
      {
        fields: { sharedWithClient: "true" },
        file: pdf("Retainer.pdf", pdfBytes()),
      },
    );
    expect(sharedUpload.status).toBe(201);
    expect(sharedUpload.body.document).toMatchObject({ sharedWithClient: true });
    expect(await notificationsOf(w.client.user.id, w.id)).toHaveLength(1);

    const own = await call(documentsRoute, "POST", w.paths.documents, w.id, w.client.cookie, {
      // A client cannot make their own upload the firm's only.
      fields: { sharedWithClient: "false" },
      file: pdf("Photo of the scene.pdf", pdfBytes()),
    });
    expect(own.body.document).toMatchObject({ sharedWithClient: true, fromClient: true });
    const refused = await call(
      documentRoute,
      "PATCH",
      `${w.paths.documents}/${own.body.document.id}`,
      w.id,
      w.attorney.cookie,
      {
        json: { sharedWithClient: false },
        documentId: own.body.document.id,
      },
    );
    expect(refused.status).toBe(409);
    const listed = await call(documentsRoute, "GET", w.paths.documents, w.id, w.client.cookie);
    expect(listed.body.documents.map((d: { fileName: string }) => d.fileName).sort()).toEqual([
      "Complaint.pdf",
      "Photo of the scene.pdf",
      "Retainer.pdf",
    ]);
    // Someone else's document on this case's path is not found.
    const other = await buildCaseFile({ client: await buildUser({ role: "client" }) });
    const elsewhere = await call(
      documentRoute,
      "PATCH",
      `${w.paths.documents}/${other.document.id}`,
      w.id,
      w.attorney.cookie,
      {
        json: { sharedWithClient: true },
        documentId: other.document.id,
      },
    );
    expect(elsewhere.status).toBe(404);
  });

  it("refuses a file type it does not take (400 on file) and keeps nothing", async () => {
    const w = await world();
    const before = await snapshot(w.id);
    const files = await storage.count();
    const answer = await call(documentsRoute, "POST", w.paths.documents, w.id, w.attorney.cookie, {
      file: pdf("page.html", "<script>alert(1)</script>"),
    });
    expect(answer.status).toBe(400);
    expect(answer.body.fieldErrors).toEqual({ file: [UPLOAD_MESSAGES.type] });
    expect(await Document.count({ where: { caseId: w.id } })).toBe(before.documents);
    expect(await snapshot(w.id)).toEqual(before);
    expect(await storage.count()).toBe(files);
  });

  it("refuses a file whose bytes are not what its name says (400 naming the kinds) and keeps nothing", async () => {
    const w = await world();
    const before = await snapshot(w.id);
    const files = await storage.count();
    for (const file of [
      new File([pngBytes()], "Scan.pdf", { type: "application/pdf" }),
      new File(["<script>alert(1)</script>"], "scan.png", { type: "image/png" }),
      new File([zipBytes([["notes.txt", "hello"]])], "Brief.docx", { type: "application/zip" }),
    ]) {
      const answer = await call(
        documentsRoute,
        "POST",
        w.paths.documents,
        w.id,
        w.attorney.cookie,
        {
          file,
        },
      );
      expect(answer.status).toBe(400);
      expect(answer.body.fieldErrors).toEqual({ file: [UPLOAD_MESSAGES.content] });
    }
    expect(await snapshot(w.id)).toEqual(before);
    expect(await storage.count()).toBe(files);
  });

  it("records and sends the kind's own type, never the one declared", async () => {
    const w = await world();
    const request = rawMultipartRequest(
      w.paths.documents,
      [
        {
          name: "file",
          fileName: "Brief.pdf",
          type: "application/pdf; charset=utf-7",
          bytes: pdfBytes(),
        },
      ],
      w.attorney.cookie,
    );
    const response = (await documentsRoute.action(
      routeArgs(request, {}, { caseId: String(w.id) }),
    )) as Response;
    expect(response.status).toBe(201);
    const { document } = await response.json();
    expect(document.fileType).toBe("application/pdf");
    const download = (await documentLoader(
      routeArgs(getRequest(document.fileUrl, w.attorney.cookie), {}, { id: String(document.id) }),
    )) as Response;
    expect(download.headers.get("Content-Type")).toBe("application/pdf");
    expect(download.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(Buffer.from(await download.arrayBuffer()).equals(pdfBytes())).toBe(true);
  });
});
