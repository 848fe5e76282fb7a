import { describe, expect, it } from "vitest";
import { AuditEvent, CaseForm, FormSubmission, Notification } from "~/models/index.server";
import { answerName } from "~/utils/form-answers";
import { buildCase } from "../../tests/factories/cases";
import { buildConsultationForm, buildPublishedForm } from "../../tests/factories/forms";
import { buildUser } from "../../tests/factories/users";
import { toPublicUser } from "./auth.server";
import {
  CASE_CLOSED_FOR_FORMS,
  CHOOSE_A_FORM,
  formsToSend,
  listCaseForms,
  sendFormToCase,
} from "./case-forms.server";
import { convertSubmission } from "./submission-conversion.server";
import { createSubmission } from "./submissions.server";
import { submitForm } from "./form-runner.server";

const question = [
  { id: "question", type: "textarea" as const, label: "Your question", required: true },
];

/** A case with its attorney and client, and a published form of one required question. */
async function setting() {
  // The built-in consultation form holds id 1, as in every firm's database.
  await buildConsultationForm();
  const attorney = toPublicUser(await buildUser({ role: "staff", firstName: "Avery" }));
  const clientRow = await buildUser({ role: "client" });
  const client = toPublicUser(clientRow);
  const legalCase = await buildCase({ client: clientRow, staffId: attorney.id });
  const form = await buildPublishedForm({ title: "Medical history", fields: question });
  return { attorney, client, legalCase, form };
}

function answered(text: string) {
  const formData = new FormData();
  formData.append(answerName("question"), text);
  return { formData };
}

describe("forms sent to a case's client (issue 36 item 8)", () => {
  it("the attorney sends a published form: the client is told with the link that files it, and it waits", async () => {
    const { attorney, client, legalCase, form } = await setting();
    const sent = await sendFormToCase(
      attorney,
      legalCase.id,
      { formId: form.id },
      { ip: "10.9.0.1" },
    );
    expect(sent).toMatchObject({
      caseId: legalCase.id,
      formId: form.id,
      title: "Medical history",
      submissionId: null,
      url: `/forms/${form.id}?case=${legalCase.id}`,
    });
    const told = await Notification.findAll({ where: { userId: client.id } });
    expect(told.map((n) => [n.title, n.actionUrl, n.relatedCaseId])).toEqual([
      [
        "A form to fill in: Medical history",
        `/forms/${form.id}?case=${legalCase.id}`,
        legalCase.id,
      ],
    ]);
    expect(
      await AuditEvent.count({
        where: { action: "case_form_sent", targetId: String(legalCase.id) },
      }),
    ).toBe(1);
    // The firm and the client both see it waiting.
    expect((await listCaseForms(attorney, legalCase.id)).map((f) => f.sentBy)).toEqual([
      "Avery Doe",
    ]);
    expect((await listCaseForms(client, legalCase.id)).map((f) => f.url)).toEqual([sent.url]);
  });

  it("the client's answers from that link are filed on the case, the request answered, the attorney told", async () => {
    const { attorney, client, legalCase, form } = await setting();
    await sendFormToCase(attorney, legalCase.id, { formId: form.id });
    const { submission } = await submitForm(client, form.id, answered("Who pays my bills?"), {
      caseId: String(legalCase.id),
    });
    expect(submission.caseId).toBe(legalCase.id);
    const [request] = await listCaseForms(attorney, legalCase.id);
    expect(request.submissionId).toBe(submission.id);
    expect(request.url).toBeNull();
    // Answered: no longer the client's to fill in.
    expect(await listCaseForms(client, legalCase.id)).toEqual([]);
    const toAttorney = await Notification.findAll({ where: { userId: attorney.id } });
    expect(toAttorney.map((n) => [n.message, n.actionUrl, n.relatedCaseId])).toEqual([
      [
        `Pat Doe filled in the Medical history form for Case #${legalCase.id}.`,
        `/submissions/${submission.id}`,
        legalCase.id,
      ],
    ]);
    // Filed is not opened: a form's answers never count as a consultation turned into a case.
    await expect(convertSubmission(attorney, submission.id)).rejects.toMatchObject({
      status: 409,
      message: "Only a consultation request can be opened as a case.",
    });
  });

  it("the same through the API's JSON answers: caseId files them", async () => {
    const { attorney, client, legalCase, form } = await setting();
    await sendFormToCase(attorney, legalCase.id, { formId: form.id });
    const { submission } = await createSubmission(
      { formId: form.id, caseId: legalCase.id, data: { question: "When is the hearing?" } },
      { ip: "10.9.0.2", user: client },
    );
    expect(submission?.caseId).toBe(legalCase.id);
    expect((await CaseForm.findOne({ where: { caseId: legalCase.id } }))?.submissionId).toBe(
      submission?.id,
    );
  });

  it("another client's case is a 404 and nothing is stored; refused answers file nothing", async () => {
    const { attorney, client, legalCase, form } = await setting();
    await sendFormToCase(attorney, legalCase.id, { formId: form.id });
    const stranger = toPublicUser(await buildUser({ role: "client" }));
    const before = await FormSubmission.count();
    for (const caseId of [legalCase.id, "not-a-case"]) {
      await expect(
        submitForm(stranger, form.id, answered("Let me in"), { caseId }),
      ).rejects.toMatchObject({ status: 404 });
    }
    await expect(
      submitForm(client, form.id, answered(""), { caseId: legalCase.id }),
    ).rejects.toMatchObject({ status: 400, fieldErrors: { question: expect.any(Array) } });
    expect(await FormSubmission.count()).toBe(before);
    expect((await CaseForm.findOne({ where: { caseId: legalCase.id } }))?.submissionId).toBeNull();
  });

  it("only the case's attorney or an administrator sends; a draft, an unknown form or a closed case is refused with nothing written", async () => {
    const { attorney, client, legalCase, form } = await setting();
    const other = toPublicUser(await buildUser({ role: "staff" }));
    const admin = toPublicUser(await buildUser({ role: "admin" }));
    await expect(sendFormToCase(other, legalCase.id, { formId: form.id })).rejects.toMatchObject({
      status: 404,
    });
    await expect(sendFormToCase(client, legalCase.id, { formId: form.id })).rejects.toMatchObject({
      status: 403,
    });
    const draft = await buildPublishedForm({ isPublished: false });
    for (const formId of [draft.id, 999_999]) {
      await expect(sendFormToCase(attorney, legalCase.id, { formId })).rejects.toMatchObject({
        status: 400,
        message: CHOOSE_A_FORM,
        fieldErrors: { formId: [CHOOSE_A_FORM] },
      });
    }
    await expect(sendFormToCase(attorney, legalCase.id, {})).rejects.toMatchObject({ status: 400 });
    const closed = await buildCase({ staffId: attorney.id, status: "closed" });
    await expect(sendFormToCase(attorney, closed.id, { formId: form.id })).rejects.toMatchObject({
      status: 409,
      message: CASE_CLOSED_FOR_FORMS,
    });
    expect(await CaseForm.count({ where: { caseId: [legalCase.id, closed.id] } })).toBe(0);
    expect(await Notification.count({ where: { userId: client.id } })).toBe(0);
    // An administrator may, and sees the firm's published forms to choose from.
    await sendFormToCase(admin, legalCase.id, { formId: form.id });
    expect((await formsToSend(admin, legalCase.id)).map((f) => f.id)).toContain(form.id);
    expect((await formsToSend(admin, legalCase.id)).map((f) => f.id)).not.toContain(draft.id);
    await expect(formsToSend(other, legalCase.id)).rejects.toMatchObject({ status: 404 });
  });

  it("a form the firm unpublishes after sending it is no longer the client's to fill in", async () => {
    const { attorney, client, legalCase, form } = await setting();
    await sendFormToCase(attorney, legalCase.id, { formId: form.id });
    await form.update({ isPublished: false });
    expect(await listCaseForms(client, legalCase.id)).toEqual([]);
    expect(await listCaseForms(attorney, legalCase.id)).toHaveLength(1);
  });
});
