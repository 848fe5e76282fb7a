import { FormSubmission, FormSubmissionFile, User, sequelize } from "~/models/index.server";
import type { FormField } from "~/utils/domain";
import {
  answerName,
  isCheckboxGroup,
  readAnswers,
  storedAnswers,
  type AnswerErrors,
  type AnswerValues,
} from "~/utils/form-answers";
import { FIELD_ID_PATTERN } from "~/utils/form-builder";
import { authorize, can } from "~/utils/policy";
import { ServiceError } from "~/utils/service-error";
import { UPLOAD_MESSAGES, uploadProblem } from "~/utils/uploads";
import { audit } from "./audit.server";
import type { PublicUser } from "./auth.server";
import { markCaseFormsAnswered } from "./case-forms.server";
import { findVisibleCase } from "./cases.server";
import { publishedForm, type PublishedForm } from "./forms.server";
import { mailLink, queueMail } from "./mail/outbox.server";
import { getSettings } from "./settings.server";
import { notifyUsers } from "./notifications.server";
import { openForDownload, removeUnrecordedFile, type StoredUpload } from "./storage.server";
import { toPublicSubmission, type PublicSubmission } from "./submissions.server";

/**
 * A client fills in a published form (/forms/{id}, or `POST /api/form-submissions` with its
 * answers as JSON): the answers are checked against the live version's fields, never the
 * builder's draft, then the submission, its files, its audit event and the in-app notification
 * of whoever the form names (or every staff member) are written in one transaction; e-mail
 * follows when the form asks for it. Staff, and the client who sent it, download its files.
 */

export const FORM_NOT_FOUND = "Form not found";
export const SUBMISSION_FILE_NOT_FOUND = "File not found";
export const SUBMISSION_FILE_NOT_AVAILABLE =
  "This file is not available for download. Please ask the client to send it again.";
export const CORRECT_THE_ANSWERS = "Please correct the highlighted fields.";

/** The answers were refused: each field's messages (by field id) and the answers as given. */
export class AnswersRefused extends ServiceError {
  constructor(
    readonly values: AnswerValues,
    errors: AnswerErrors,
  ) {
    super(400, CORRECT_THE_ANSWERS, errors);
    this.name = "AnswersRefused";
  }
}

/** What a client sent: the posted form, and the files of its file fields (by field id). */
export interface FilledForm {
  /** Inputs named `answer.<fieldId>` (form-answers.ts). */
  formData: FormData;
  /** Files already in storage, by field id; removed again if the submission is refused. */
  uploads?: Record<string, StoredUpload>;
  /** Files the upload reader refused, by field id, and why. */
  refused?: Record<string, keyof typeof UPLOAD_MESSAGES>;
}

/**
 * What a client sent as JSON (`POST /api/form-submissions`): each answer by field id. Files are
 * sent from the form's page only.
 */
export interface AnsweredAsJson {
  data: Record<string, unknown>;
}

/** At most this many problems are named in a refusal of JSON answers (the body is bounded too). */
const MAX_NAMED = 20;

/**
 * JSON answers as the form the screen posts, so that both doors run the same checks
 * (`readAnswers`): text as text, a number as its digits, true or false for a single checkbox, a
 * list of options for a checkbox group. A key the live version has no field for (a field only
 * the draft has, a misspelt id) is refused by name rather than dropped, so a caller never
 * believes an answer was kept that was not.
 */
function formDataOfJson(fields: FormField[], data: Record<string, unknown>): FormData {
  const byId = new Map(fields.map((field) => [field.id, field]));
  // No prototype: a key such as "__proto__" is a name like any other here.
  const errors: AnswerErrors = Object.create(null);
  const formData = new FormData();
  for (const [key, value] of Object.entries(data)) {
    if (Object.keys(errors).length >= MAX_NAMED) break;
    const field = byId.get(key);
    if (!field) {
      const name = key.length > 40 ? `${key.slice(0, 40)}…` : key;
      errors[name] = [`${name} is not a field of this form`];
      continue;
    }
    if (value === null || value === undefined) continue;
    if (field.type === "file") {
      errors[key] = [`${field.label}: send the file from the form's page`];
      continue;
    }
    if (field.type === "checkbox" && !isCheckboxGroup(field)) {
      if (typeof value !== "boolean") errors[key] = [`${field.label} must be true or false`];
      else if (value) formData.append(answerName(key), "on");
      continue;
    }
    const many = Array.isArray(value);
    if (many && !isCheckboxGroup(field)) {
      errors[key] = [`${field.label} must be text`];
      continue;
    }
    for (const one of many ? value : [value]) {
      if (typeof one === "number" && Number.isFinite(one)) {
        formData.append(answerName(key), String(one));
      } else if (typeof one === "string") {
        formData.append(answerName(key), one);
      } else {
        errors[key] = [
          many ? `${field.label} must be a list of its options` : `${field.label} must be text`,
        ];
        break;
      }
    }
  }
  if (Object.keys(errors).length > 0) throw new ServiceError(400, CORRECT_THE_ANSWERS, errors);
  return formData;
}

/** A published form as a client fills it in: its live version. */
export interface FormToFill {
  id: number;
  version: number;
  title: string;
  description: string;
  fields: FormField[];
}

/** The live version of a published form, for a client to fill in; a draft, unknown or built-in form is a 404. */
export async function formToFill(user: PublicUser, formId: number | null): Promise<FormToFill> {
  authorize(user, "fill", "form");
  const form = formId === null ? null : await publishedForm(formId);
  if (!form) throw new ServiceError(404, FORM_NOT_FOUND);
  return {
    id: form.formId,
    version: form.version,
    title: form.title,
    description: form.description,
    fields: form.fields,
  };
}

/**
 * Whom a submission goes to: the first of `preferred` still on the staff (the attorney of the case
 * it is filed on, or the staff member the form names), or every staff member.
 */
async function recipientsOf(preferred: Array<number | null>) {
  const attributes = ["id", "email", "disabledAt"] as const;
  for (const id of preferred) {
    if (id === null) continue;
    const one = await User.findOne({ where: { id, role: "staff" }, attributes: [...attributes] });
    // A staff member who left (or changed role) hands their forms back to the whole team.
    if (one) return [one];
  }
  return User.findAll({
    where: { role: "staff" },
    attributes: [...attributes],
    order: [["id", "ASC"]],
  });
}

/** Each file field's problem (refused on the way in, or not allowed on the way to a row). */
function fileErrors(
  fields: FormField[],
  refusedFiles: NonNullable<FilledForm["refused"]>,
  uploads: NonNullable<FilledForm["uploads"]>,
): AnswerErrors {
  const errors: AnswerErrors = {};
  for (const field of fields) {
    if (field.type !== "file") continue;
    const refused = refusedFiles[field.id];
    const upload = uploads[field.id];
    const problem = refused
      ? UPLOAD_MESSAGES[refused]
      : upload
        ? uploadProblem({ name: upload.fileName, type: upload.fileType, size: upload.fileSize })
        : null;
    if (problem) errors[field.id] = [`${field.label}: ${problem}`];
  }
  return errors;
}

/**
 * Checks a client's answers to a published form and stores them (see the module's comment): the
 * screen's posted form, or JSON answers. Only a signed-in client may (401 without a session, 403
 * for another role). Refused answers throw `AnswersRefused` (400, each field's messages, the
 * answers as given); a draft, unknown or built-in form is a 404. Whatever is refused, the
 * uploaded files are removed again and nothing is written.
 */
export async function submitForm(
  user: PublicUser | null,
  formId: number,
  input: FilledForm | AnsweredAsJson,
  meta: { ip?: string; origin?: string; caseId?: unknown } = {},
): Promise<{ submission: PublicSubmission; formTitle: string; emailed: boolean }> {
  const filled: FilledForm | null = "formData" in input ? input : null;
  const uploads = filled?.uploads ?? {};
  let form: PublishedForm;
  let row: FormSubmission;
  let recipients: Awaited<ReturnType<typeof recipientsOf>>;
  let emailed = false;
  try {
    authorize(user, "fill", "form");
    // Only a client gets past authorize: signed in.
    const client = user!;
    const found = await publishedForm(formId);
    if (!found) throw new ServiceError(404, FORM_NOT_FOUND);
    form = found;
    const formData = filled
      ? filled.formData
      : formDataOfJson(form.fields, (input as AnsweredAsJson).data);
    const fileFields = new Set(form.fields.filter((f) => f.type === "file").map((f) => f.id));
    if (Object.keys(uploads).some((fieldId) => !fileFields.has(fieldId))) {
      throw new ServiceError(400, "Unexpected file in the form");
    }
    const { values, errors } = readAnswers(form.fields, formData, uploads);
    // A refused file's message replaces "is required": it says what was wrong with the file.
    Object.assign(errors, fileErrors(form.fields, filled?.refused ?? {}, uploads));
    if (Object.keys(errors).length > 0) throw new AnswersRefused(values, errors);

    const data = storedAnswers(form.fields, values);
    for (const [fieldId, upload] of Object.entries(uploads)) {
      data[fieldId] = {
        fileName: upload.fileName,
        fileType: upload.fileType,
        fileSize: upload.fileSize,
      };
    }
    const submitterName = `${client.firstName} ${client.lastName}`.trim() || client.email;
    // Filed on one of the client's own cases (another's is a 404, as if it did not exist): its
    // attorney is told, rather than whoever the form names.
    const filedOn =
      meta.caseId === undefined || meta.caseId === null
        ? null
        : await findVisibleCase(client, meta.caseId);
    recipients = await recipientsOf([filedOn?.staffId ?? null, form.autoAssignTo]);
    const live = form;
    row = await sequelize.transaction(async (transaction) => {
      const created = await FormSubmission.create(
        {
          formId: live.formId,
          formVersion: live.version,
          submittedBy: client.id,
          submitterEmail: client.email,
          submitterName,
          data,
          ipAddress: meta.ip?.slice(0, 45) ?? null,
          reviewedAt: null,
          caseId: filedOn?.id ?? null,
        },
        { transaction },
      );
      if (filedOn) await markCaseFormsAnswered(filedOn.id, live.formId, created.id, transaction);
      if (Object.keys(uploads).length > 0) {
        await FormSubmissionFile.bulkCreate(
          Object.entries(uploads).map(([fieldId, upload]) => ({
            submissionId: created.id,
            fieldId,
            storageKey: upload.storageKey,
            fileName: upload.fileName.slice(0, 255),
            fileType: upload.fileType.slice(0, 100),
            fileSize: upload.fileSize,
          })),
          { transaction },
        );
      }
      await audit(
        transaction,
        "submission_received",
        client,
        ["submission", created.id],
        {
          formId: live.formId,
          version: live.version,
          files: Object.keys(uploads).length,
          ...(filedOn ? { caseId: filedOn.id } : {}),
        },
        meta.ip ?? null,
      );
      await notifyUsers(
        recipients.map((recipient) => recipient.id),
        {
          type: "message",
          title: `New submission: ${live.title}`,
          message: filedOn
            ? `${submitterName} filled in the ${live.title} form for Case #${filedOn.id}.`
            : `${submitterName} submitted the ${live.title} form.`,
          actionUrl: `/submissions/${created.id}`,
          relatedCaseId: filedOn?.id ?? null,
        },
        transaction,
      );
      if (form.notificationSettings.email) {
        // Queued with the submission (delivered after it commits); what was sent stays in the portal.
        const siteTitle = (await getSettings(transaction)).siteTitle;
        const link = mailLink(`/submissions/${created.id}`, meta.origin);
        emailed =
          (await queueMail(
            transaction,
            recipients
              .filter((r) => !r.disabledAt)
              .map((r) => ({
                kind: "form_submission",
                to: { id: r.id, email: r.email },
                subject: `New submission: ${form.title}`,
                text: [
                  `A ${form.title} form was submitted on ${siteTitle}.`,
                  "",
                  `Read it: ${link}`,
                ].join("\n"),
              })),
          )) > 0;
      }
      return created;
    });
  } catch (error) {
    for (const upload of Object.values(uploads)) await removeUnrecordedFile(upload.storageKey);
    throw error;
  }

  return { submission: toPublicSubmission(row), formTitle: form.title, emailed };
}

/**
 * A file sent with a form, for staff and for the client who sent it (anyone else: 404, as for a
 * submission that does not exist), recorded as a download before a byte is sent.
 */
export async function downloadSubmissionFile(
  user: PublicUser,
  submissionId: number,
  fieldId: string,
) {
  if (!FIELD_ID_PATTERN.test(fieldId)) throw new ServiceError(404, SUBMISSION_FILE_NOT_FOUND);
  const row = await FormSubmission.findByPk(submissionId, {
    attributes: ["id", "formId", "submittedBy"],
  });
  if (!row || !can(user, "download", "formSubmission", { submittedBy: row.submittedBy })) {
    throw new ServiceError(404, SUBMISSION_FILE_NOT_FOUND);
  }
  const file = await FormSubmissionFile.findOne({
    where: { submissionId: row.id, fieldId },
  });
  if (!file) throw new ServiceError(404, SUBMISSION_FILE_NOT_FOUND);
  const bytes = await openForDownload(file.storageKey, () =>
    audit(null, "submission_file_downloaded", user, ["submission", row.id], {
      formId: row.formId,
      fieldId,
    }),
  );
  if (!bytes) throw new ServiceError(404, SUBMISSION_FILE_NOT_AVAILABLE);
  return { ...bytes, fileName: file.fileName, fileType: file.fileType };
}
