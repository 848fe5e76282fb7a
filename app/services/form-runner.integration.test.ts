import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  AuditEvent,
  FormSubmission,
  FormSubmissionFile,
  Notification,
  OutboxMessage,
  User,
} from "~/models/index.server";
import { readUploadFields } from "~/route-kit/upload.server";
import { answerName } from "~/utils/form-answers";
import { resetEnvCache } from "~/utils/env.server";
import { MAX_UPLOAD_BYTES, UPLOAD_MESSAGES } from "~/utils/uploads";
import { pngBytes, withTemporaryStorage } from "../../tests/factories/files";
import {
  buildConsultationForm,
  buildPublishedForm,
  sampleFormFields,
} from "../../tests/factories/forms";
import { startTestSmtp } from "../../tests/factories/smtp";
import { buildUser } from "../../tests/factories/users";
import { deliverDue } from "./mail/sender.server";
import { toPublicUser, type PublicUser } from "./auth.server";
import {
  AnswersRefused,
  downloadSubmissionFile,
  formToFill,
  submitForm,
} from "./form-runner.server";
import { openFile } from "./storage.server";

const storage = withTemporaryStorage();

/** The posted form: each answer under its input's name (a group's options repeated). */
function answers(values: Record<string, string | string[]>) {
  const formData = new FormData();
  for (const [fieldId, value] of Object.entries(values)) {
    for (const one of Array.isArray(value) ? value : [value]) {
      formData.append(answerName(fieldId), one);
    }
  }
  return formData;
}

/** A multipart request as a browser sends the form, its files where the fields are. */
function multipart(values: Record<string, string>, files: Record<string, File>) {
  const body = new FormData();
  for (const [fieldId, value] of Object.entries(values)) body.append(answerName(fieldId), value);
  for (const [fieldId, file] of Object.entries(files)) body.append(answerName(fieldId), file);
  return new Request("http://localhost/forms/1", { method: "POST", body });
}

/** Reads a multipart request as the runner does, and keys what it read by field id. */
async function readFiles(request: Request, fieldIds: string[]) {
  const read = await readUploadFields(request, fieldIds.map(answerName));
  const byField = <T>(record: Record<string, T>) =>
    Object.fromEntries(Object.entries(record).map(([name, value]) => [name.slice(7), value]));
  return {
    formData: read.formData,
    uploads: byField(read.uploads),
    refused: byField(read.problems),
  };
}

const VALID = { full_name: "Ana Lopez", state: "Ohio", injuries: ["Back", "Head"] };

let client: PublicUser;
beforeAll(async () => {
  // The built-in consultation form takes its fixed id first, as at every start.
  await buildConsultationForm();
  client = toPublicUser(
    await buildUser({ role: "client", firstName: "Casey", lastName: "Rivera" }),
  );
});

async function refusal(work: Promise<unknown>): Promise<AnswersRefused> {
  const error = await work.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(AnswersRefused);
  return error as AnswersRefused;
}

describe("filling in a published form", () => {
  it("checks each kind of field and names its label, keeping the answers given", async () => {
    const form = await buildPublishedForm();
    const refused = await refusal(
      submitForm(client, form.id, {
        formData: answers({
          full_name: "  ",
          state: "Texas",
          injuries: ["Back", "Knee"],
          incident_date: "2026-02-30",
        }),
      }),
    );
    expect(refused.status).toBe(400);
    expect(refused.fieldErrors).toEqual({
      full_name: ["Full Name is required"],
      state: ["Choose one of the options for State"],
      injuries: ["Choose one of the options for Injuries"],
      incident_date: ["There is no February 30, 2026: February 2026 has 28 days"],
    });
    expect(refused.values).toMatchObject({
      full_name: "  ",
      state: "Texas",
      injuries: ["Back", "Knee"],
      incident_date: "2026-02-30",
    });
    expect(await FormSubmission.count({ where: { formId: form.id } })).toBe(0);
  });

  it("asks for at least one option of a required checkbox group and a choice of a radio", async () => {
    const form = await buildPublishedForm({
      fields: [
        { id: "areas", type: "checkbox", label: "Areas", required: true, options: ["A", "B"] },
        { id: "side", type: "radio", label: "Side", required: true, options: ["Left", "Right"] },
      ],
    });
    const refused = await refusal(
      submitForm(client, form.id, { formData: answers({ side: "Up" }) }),
    );
    expect(refused.fieldErrors).toEqual({
      areas: ["Choose at least one option for Areas"],
      side: ["Choose one of the options for Side"],
    });
  });

  it("stores the answers by field id, with the account's name and e-mail and the live version", async () => {
    const form = await buildPublishedForm();
    const { submission, formTitle } = await submitForm(
      client,
      form.id,
      { formData: answers({ ...VALID, incident_date: "2024-02-29" }) },
      { ip: "10.70.0.1" },
    );
    expect(formTitle).toBe("Address Check");
    const row = await FormSubmission.findByPk(submission.id);
    expect(row).toMatchObject({
      formId: form.id,
      formVersion: 1,
      submittedBy: client.id,
      submitterName: "Casey Rivera",
      submitterEmail: client.email,
      ipAddress: "10.70.0.1",
      reviewedAt: null,
    });
    expect(row!.data).toEqual({
      full_name: "Ana Lopez",
      state: "Ohio",
      injuries: ["Back", "Head"],
      incident_date: "2024-02-29",
    });
    const event = await AuditEvent.findOne({
      where: { action: "submission_received", targetId: String(submission.id) },
    });
    expect(event).toMatchObject({ actorId: client.id, targetType: "submission" });
  });

  it("stores a file field's file, its name, type and size in the data and a row with the key", async () => {
    const form = await buildPublishedForm();
    const read = await readFiles(
      multipart(
        { full_name: "Ana Lopez", state: "Iowa" },
        { proof: new File(["%PDF-1.4 lease"], "lease.pdf", { type: "application/pdf" }) },
      ),
      ["proof"],
    );
    const { submission } = await submitForm(client, form.id, read);
    expect(submission.data.proof).toEqual({
      fileName: "lease.pdf",
      fileType: "application/pdf",
      fileSize: 14,
    });
    const file = await FormSubmissionFile.findOne({ where: { submissionId: submission.id } });
    expect(file).toMatchObject({ fieldId: "proof", fileName: "lease.pdf", fileSize: 14 });
    const bytes = await openFile(file!.storageKey);
    expect(await new Response(bytes!.stream).text()).toBe("%PDF-1.4 lease");
  });

  it("refuses a file of a type not allowed, too large or not what its name says, on its field, and keeps no file", async () => {
    const form = await buildPublishedForm({
      fields: [
        ...sampleFormFields(),
        { id: "photo", type: "file", label: "Photo", required: false },
        { id: "scan", type: "file", label: "Scan", required: false },
        { id: "notes", type: "text", label: "Notes", required: false },
      ],
    });
    const before = await storage.count();
    const read = await readFiles(
      multipart(
        { full_name: "Ana Lopez", state: "Iowa" },
        {
          proof: new File(["MZ..."], "run.exe", { type: "application/octet-stream" }),
          photo: new File([pngBytes(MAX_UPLOAD_BYTES + 1)], "big.png", { type: "image/png" }),
          scan: new File(["<script>alert(1)</script>"], "scan.png", { type: "image/png" }),
        },
      ),
      ["proof", "photo", "scan"],
    );
    expect(read.refused).toEqual({ proof: "type", photo: "size", scan: "content" });
    const refused = await refusal(submitForm(client, form.id, read));
    expect(refused.fieldErrors).toEqual({
      proof: [`Proof of address: ${UPLOAD_MESSAGES.type}`],
      photo: [`Photo: ${UPLOAD_MESSAGES.size}`],
      scan: [`Scan: ${UPLOAD_MESSAGES.content}`],
    });
    expect(refused.values.full_name).toBe("Ana Lopez");
    expect(await storage.count()).toBe(before);
  });

  it("removes the files it stored when other answers are refused", async () => {
    const form = await buildPublishedForm();
    const before = await storage.count();
    const read = await readFiles(
      multipart(
        { full_name: "" },
        { proof: new File(["hello"], "note.txt", { type: "text/plain" }) },
      ),
      ["proof"],
    );
    expect(await storage.count()).toBe(before + 1);
    await refusal(submitForm(client, form.id, read));
    expect(await storage.count()).toBe(before);
  });

  it("refuses a draft, an unknown and the built-in form as not found", async () => {
    const draft = await buildPublishedForm({ isPublished: false });
    const consultation = await buildConsultationForm();
    for (const id of [draft.id, consultation.id, 999_999]) {
      await expect(submitForm(client, id, { formData: answers(VALID) })).rejects.toMatchObject({
        status: 404,
        message: "Form not found",
      });
      await expect(formToFill(client, id)).rejects.toMatchObject({ status: 404 });
    }
    await expect(formToFill(client, null)).rejects.toMatchObject({ status: 404 });
  });

  it("is for clients only", async () => {
    const form = await buildPublishedForm();
    const staff = toPublicUser(await buildUser({ role: "staff" }));
    await expect(submitForm(staff, form.id, { formData: answers(VALID) })).rejects.toMatchObject({
      status: 403,
    });
  });
});

describe("who is told", () => {
  it("notifies only the staff member the form names", async () => {
    const [assignee, other] = await Promise.all([
      buildUser({ role: "staff" }),
      buildUser({ role: "staff" }),
    ]);
    const form = await buildPublishedForm({ title: "Lease Review", autoAssignTo: assignee.id });
    const { submission } = await submitForm(client, form.id, { formData: answers(VALID) });
    const notes = await Notification.findAll({
      where: { actionUrl: `/submissions/${submission.id}` },
    });
    expect(notes.map((note) => note.userId)).toEqual([assignee.id]);
    expect(notes[0]).toMatchObject({
      type: "message",
      title: "New submission: Lease Review",
      message: "Casey Rivera submitted the Lease Review form.",
      isRead: false,
    });
    expect(await Notification.count({ where: { userId: other.id } })).toBe(0);
  });

  it("notifies every staff member when the form names no one", async () => {
    await buildUser({ role: "staff" });
    const form = await buildPublishedForm();
    const { submission } = await submitForm(client, form.id, { formData: answers(VALID) });
    const notes = await Notification.findAll({
      where: { actionUrl: `/submissions/${submission.id}` },
    });
    const staff = await User.findAll({ where: { role: "staff" } });
    expect(notes.map((note) => note.userId).sort()).toEqual(staff.map((user) => user.id).sort());
    expect(staff.length).toBeGreaterThan(1);
  });
});

describe("e-mail to the firm", () => {
  let smtp: Awaited<ReturnType<typeof startTestSmtp>>;

  beforeAll(async () => {
    smtp = await startTestSmtp();
    smtp.useAsSmtpUrl();
  });

  afterAll(() => smtp.close());

  beforeEach(() => {
    smtp.received.length = 0;
  });

  it("goes to the form's staff member when the form asks for it, saying what waits, not what it says", async () => {
    const assignee = await buildUser({ role: "staff" });
    const form = await buildPublishedForm({
      title: "Lease Review",
      autoAssignTo: assignee.id,
      notificationSettings: { email: true, sms: false },
    });
    const { submission, emailed } = await submitForm(client, form.id, {
      formData: answers(VALID),
    });
    expect(emailed).toBe(true);
    // Queued with the submission; the sender delivers it, outside the request.
    expect(smtp.received).toEqual([]);
    await deliverDue();
    expect(smtp.received.map(({ to, subject }) => ({ to, subject }))).toEqual([
      { to: [assignee.email], subject: "New submission: Lease Review" },
    ]);
    const raw = smtp.received[0].raw;
    expect(raw).toContain(`https://law.example.test/submissions/${submission.id}`);
    expect(raw).not.toContain(VALID.full_name);
  });

  it("sends nothing when the form's e-mail setting is off", async () => {
    const assignee = await buildUser({ role: "staff" });
    const form = await buildPublishedForm({ autoAssignTo: assignee.id });
    const { emailed } = await submitForm(client, form.id, { formData: answers(VALID) });
    expect(emailed).toBe(false);
    await deliverDue();
    expect(smtp.received).toEqual([]);
  });

  it("keeps the submission, and the message for later, when the mail server cannot be reached", async () => {
    process.env.SMTP_URL = "smtp://127.0.0.1:1";
    resetEnvCache();
    try {
      const form = await buildPublishedForm({ notificationSettings: { email: true, sms: false } });
      const { submission, emailed } = await submitForm(client, form.id, {
        formData: answers(VALID),
      });
      expect(emailed).toBe(true);
      expect(await FormSubmission.findByPk(submission.id)).not.toBeNull();
      expect(await deliverDue()).toMatchObject({ sent: 0, failed: 0 });
      const waiting = await OutboxMessage.findAll({
        where: { kind: "form_submission", status: "queued" },
      });
      expect(waiting.length).toBeGreaterThan(0);
      expect(waiting.every((row) => row.attempts === 1 && row.smtpAnswer)).toBe(true);
    } finally {
      smtp.useAsSmtpUrl();
    }
  });
});

describe("a submission's files", () => {
  it("go to staff and to the client who sent them; anyone else is told not found", async () => {
    const form = await buildPublishedForm();
    const read = await readFiles(
      multipart(
        { full_name: "Ana Lopez", state: "Ohio" },
        { proof: new File(["bill"], "bill.txt", { type: "text/plain" }) },
      ),
      ["proof"],
    );
    const { submission } = await submitForm(client, form.id, read);
    const staff = toPublicUser(await buildUser({ role: "staff" }));
    const stranger = toPublicUser(await buildUser({ role: "client" }));
    const admin = toPublicUser(await buildUser({ role: "admin" }));
    for (const user of [staff, client]) {
      const file = await downloadSubmissionFile(user, submission.id, "proof");
      expect(file).toMatchObject({ fileName: "bill.txt", fileType: "text/plain" });
      expect(await new Response(file.stream).text()).toBe("bill");
    }
    for (const user of [stranger, admin]) {
      await expect(downloadSubmissionFile(user, submission.id, "proof")).rejects.toMatchObject({
        status: 404,
      });
    }
    await expect(downloadSubmissionFile(staff, submission.id, "full_name")).rejects.toMatchObject({
      status: 404,
    });
    await expect(downloadSubmissionFile(staff, submission.id, "../x")).rejects.toMatchObject({
      status: 404,
    });
    expect(
      await AuditEvent.count({
        where: { action: "submission_file_downloaded", targetId: String(submission.id) },
      }),
    ).toBe(2);
  });
});
