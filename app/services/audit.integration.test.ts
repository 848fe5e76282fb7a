import { describe, expect, it } from "vitest";
import { AuditEvent, LegalCase, sequelize } from "~/models/index.server";
import { withTemporaryStorage } from "../../tests/factories/files";
import { buildConsultationForm, consultationValues } from "../../tests/factories/forms";
import { buildUser } from "../../tests/factories/users";
import { AUDIT_ACTIONS, type AuditAction } from "./audit.server";
import { toPublicUser } from "./auth.server";
import { openCase } from "./cases.server";
import { addMember, createChannel } from "./collaboration/chat.server";
import { createArticle } from "./collaboration/knowledge.server";
import { createResource, downloadResource } from "./collaboration/resources.server";
import { createTask, moveTask } from "./collaboration/tasks.server";
import { sendClientMessage } from "./communications.server";
import { addCaseDocument, downloadDocument } from "./documents.server";
import { startIntake } from "./intake/intake.server";
import { putFile } from "./storage.server";
import { createSubmission, markSubmissionReviewed } from "./submissions.server";
import { buildCaseFile } from "../../tests/factories/cases";

withTemporaryStorage();

/** The audit events about one record, oldest first, as [action, actor]. */
async function trail(targetType: string, targetId: number | string) {
  const rows = await AuditEvent.findAll({
    where: { targetType, targetId: String(targetId) },
    order: [["id", "ASC"]],
  });
  return rows.map((row) => [row.action, row.actorId]);
}

const staffMember = async () => toPublicUser(await buildUser({ role: "staff" }));

describe("the audit log records every change in the change's own transaction", () => {
  it("records a task's creation and each move, and nothing for a refused move", async () => {
    const staff = await staffMember();
    const task = await createTask(staff, { title: "Draft the reply" });
    await moveTask(staff, task.id, { status: "in_progress" });
    await expect(moveTask(staff, task.id, { status: "in_progress" })).rejects.toMatchObject({
      status: 409,
    });
    expect(await trail("task", task.id)).toEqual([
      ["task_created", staff.id],
      ["task_moved", staff.id],
    ]);
  });

  it("records a channel once, and a member only when one is added", async () => {
    const staff = await staffMember();
    const colleague = await buildUser({ role: "staff" });
    const channel = await createChannel(staff, { channelName: "trial-team", isPrivate: true });
    await addMember(staff, channel.id, { userId: colleague.id });
    await addMember(staff, channel.id, { userId: colleague.id });
    expect(await trail("channel", channel.id)).toEqual([
      ["channel_created", staff.id],
      ["channel_member_added", staff.id],
    ]);
  });

  it("records an article, a client's message and an intake's start", async () => {
    const staff = await staffMember();
    const article = await createArticle(staff, {
      title: "Filing",
      category: "Procedures",
      content: "Steps.",
    });
    expect(await trail("article", article.id)).toEqual([["article_created", staff.id]]);

    const client = await buildUser({ role: "client" });
    const { legalCase } = await buildCaseFile({ client });
    await sendClientMessage(toPublicUser(client), { caseId: legalCase.id, content: "Hello" });
    expect(await trail("case", legalCase.id)).toEqual([["case_message_sent", client.id]]);

    const { sessionId } = await startIntake(toPublicUser(client));
    expect(await trail("intake_session", sessionId)).toEqual([["intake_started", client.id]]);
  });

  it("records a submission's arrival (no actor: a visitor) and its first review only", async () => {
    await buildConsultationForm();
    const { submission } = await createSubmission(
      { formId: 1, data: consultationValues() },
      { ip: "10.70.0.1" },
    );
    const staff = await staffMember();
    await markSubmissionReviewed(staff, submission!.id);
    await markSubmissionReviewed(await staffMember(), submission!.id);
    expect(await trail("submission", submission!.id)).toEqual([
      ["submission_received", null],
      ["submission_reviewed", staff.id],
    ]);
  });

  it("leaves no event behind when the change is rolled back", async () => {
    const client = toPublicUser(await buildUser({ role: "client" }));
    const before = await AuditEvent.count({ where: { action: "case_opened" } });
    await expect(
      sequelize.transaction(async (transaction) => {
        await openCase(
          client,
          {
            title: "Rolled back",
            caseType: "Other",
            priority: "low",
            description: "",
            origin: "from a test",
            announcement: "New case",
          },
          transaction,
        );
        throw new Error("something after the case failed");
      }),
    ).rejects.toThrow("something after the case failed");
    expect(await AuditEvent.count({ where: { action: "case_opened" } })).toBe(before);
    expect(await LegalCase.count({ where: { title: "Rolled back" } })).toBe(0);
  });

  it("records uploads and downloads of resources and documents, each download before a byte is sent", async () => {
    const staff = await staffMember();
    const resourceFile = await putFile([Buffer.from("FILE-BYTES of a checklist")]);
    const resource = await createResource(
      staff,
      { name: "Checklist", category: "Checklists" },
      {
        ...resourceFile,
        fileName: "checklist.txt",
        fileType: "text/plain",
        fileSize: resourceFile.size,
      },
    );
    const download = await downloadResource(staff, resource.id);
    // Recorded already, while the file is still unread.
    expect(await trail("resource", resource.id)).toEqual([
      ["resource_uploaded", staff.id],
      ["resource_downloaded", staff.id],
    ]);
    await download.stream.cancel();

    const client = await buildUser({ role: "client" });
    const { legalCase } = await buildCaseFile({ client: client, staffId: staff.id });
    const documentFile = await putFile([Buffer.from("%PDF-1.4 FILE-BYTES of a bill")]);
    const document = await addCaseDocument(
      toPublicUser(client),
      { caseId: legalCase.id },
      {
        ...documentFile,
        fileName: "bill.pdf",
        fileType: "application/pdf",
        fileSize: documentFile.size,
      },
    );
    const file = await downloadDocument(toPublicUser(client), document.id);
    expect(await trail("document", document.id)).toEqual([
      ["document_uploaded", client.id],
      ["document_downloaded", client.id],
    ]);
    await file.stream.cancel();
  });

  it("keeps secrets, message text and file bytes out of the log", async () => {
    const rows = await AuditEvent.findAll();
    const text = JSON.stringify(rows.map((row) => row.toJSON()));
    expect(text).not.toMatch(/password|Hello|Steps\.|FILE-BYTES/i);
  });

  it("names only actions from the typed list", async () => {
    const actions = await AuditEvent.findAll({ attributes: ["action"], group: ["action"] });
    for (const { action } of actions) {
      expect(Object.keys(AUDIT_ACTIONS)).toContain(action as AuditAction);
    }
  });
});
