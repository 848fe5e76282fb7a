import * as z from "zod";
import type { Transaction } from "sequelize";
import {
  ConflictCheck,
  Form,
  FormSubmission,
  FormSubmissionFile,
  sequelize,
} from "~/models/index.server";
import {
  CONSULTATION_FORM_ID,
  ConsultationSchema,
  FUTURE_INCIDENT_MESSAGE,
  type ConsultationValues,
} from "~/utils/consultation-schema";
import type { FormField } from "~/utils/domain";
import { logger } from "~/utils/logger.server";
import { iso, pick } from "~/utils/pick";
import { authorize } from "~/utils/policy";
import { ServiceError } from "~/utils/service-error";
import { parseOrThrow } from "~/utils/validation";
import type { PublicUser } from "./auth.server";
import { audit } from "./audit.server";
import { conflictOf, recordConflictCheck } from "./conflict-checks.server";
import { writeParty } from "./parties.server";
import { MAX_CHECK_NAMES, looksLikeOrganisation } from "~/utils/parties";
import { namesOfText } from "~/utils/party-schemas";
import { submitForm } from "./form-runner.server";
import { versionOf } from "./forms.server";
import { notifyStaff } from "./notifications.server";
import { giveBack, takeHitsOrRefuse, type Limit } from "./rate-limit.server";
import { refuseFutureDay } from "./settings.server";

/** Submissions one address may send per window: enough for a family, too few for a flood. */
export const SUBMISSION_LIMIT: Limit = { max: 5, windowMs: 10 * 60_000 };

/** The hidden field people never see and bots fill in. */
export const HONEYPOT_FIELD = "website";

export type PublicSubmission = ReturnType<typeof toPublicSubmission>;

export const toPublicSubmission = (row: FormSubmission) => ({
  ...pick(row, "id", "formId", "submitterEmail", "submitterName", "data"),
  reviewedAt: row.reviewedAt ? iso(row.reviewedAt) : null,
  /** The case it was opened as (a consultation request), or filed on (a form sent from a case). */
  caseId: row.caseId ?? null,
  createdAt: iso(row.createdAt),
});

const EnvelopeSchema = z.object({
  formId: z
    .number({ error: "formId must be a whole number" })
    .int("formId must be a whole number")
    .positive("formId must be a whole number"),
  submitterEmail: z.string({ error: "submitterEmail must be text" }).max(254).optional(),
  submitterName: z.string({ error: "submitterName must be text" }).max(255).optional(),
  data: z.record(z.string(), z.unknown(), { error: "data must be an object of the form's values" }),
  /** A built form's answers filed on one of the client's cases (a form sent from the case). */
  caseId: z
    .number({ error: "caseId must be a whole number" })
    .int("caseId must be a whole number")
    .positive("caseId must be a whole number")
    .optional(),
});

/** Empty strings from JSON clients mean "not given", as they do for an HTML form. */
function withoutBlanks(data: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(data).filter(([, value]) => !(typeof value === "string" && value.trim() === "")),
  );
}

/**
 * A submission sent as JSON (`POST /api/form-submissions`). The consultation form (form 1) is
 * public: its own rules, the honeypot and the per-address limit, every staff member told, in one
 * transaction (a filled honeypot is accepted silently and stored nowhere). A form built in the
 * form builder is for signed-in clients (`meta.user`; none: 401, another role: 403) and goes
 * through its screen's service (`submitForm`): checked against its published version's fields
 * only, never the builder's draft, and a key it has no field for is refused by name.
 */
export async function createSubmission(
  input: unknown,
  meta: { ip: string; user?: PublicUser | null; origin?: string },
): Promise<{ submission: PublicSubmission | null }> {
  const envelope = parseOrThrow(EnvelopeSchema, input);
  if (envelope.formId !== CONSULTATION_FORM_ID) {
    const sent = await submitForm(meta.user ?? null, envelope.formId, envelope, {
      ...meta,
      caseId: envelope.caseId,
    });
    return { submission: sent.submission };
  }
  const bucket = `form-submission:address:${meta.ip}`;
  // The hit is taken before anything is stored, so submissions sent at once count too; one that
  // is refused (an unknown form, a field's rule) gives it back. A honeypot's counts.
  await takeHitsOrRefuse([[bucket, SUBMISSION_LIMIT]], "Too many submissions from this address.");
  try {
    const form = await Form.findByPk(envelope.formId);
    if (!form || !form.isPublished) throw new ServiceError(404, "Form not found");

    const { [HONEYPOT_FIELD]: honeypot, ...raw } = envelope.data;
    if (typeof honeypot === "string" && honeypot.trim() !== "") {
      logger.warn("honeypot submission discarded", { formId: form.id, ip: meta.ip });
      return { submission: null };
    }

    const data = parseOrThrow(ConsultationSchema, withoutBlanks(raw));
    await refuseFutureDay(data.incidentDate, "incidentDate", FUTURE_INCIDENT_MESSAGE);
    const submitterEmail = data.email.trim();
    const submitterName = `${data.firstName} ${data.lastName}`;

    const row = await sequelize.transaction(async (transaction) => {
      const created = await FormSubmission.create(
        {
          formId: form.id,
          submitterEmail,
          submitterName,
          data,
          ipAddress: meta.ip.slice(0, 45),
          reviewedAt: null,
        },
        { transaction },
      );
      await recordProspects(
        created.id,
        submitterName,
        String(data.otherParties ?? ""),
        transaction,
      );
      await recordConflictCheck({ submissionId: created.id }, transaction);
      const received = { formId: form.id };
      const on: ["submission", number] = ["submission", created.id];
      await audit(transaction, "submission_received", null, on, received, meta.ip);
      await notifyStaff(
        {
          type: "message",
          title: "New consultation request",
          message: `${submitterName} submitted the ${form.title} form.`,
          actionUrl: `/submissions/${created.id}`,
        },
        transaction,
      );
      return created;
    });
    return { submission: toPublicSubmission(row) };
  } catch (error) {
    await giveBack(bucket);
    throw error;
  }
}

/**
 * A consultation request's people, as prospective parties (issue 17): the person asking, and each
 * name they gave for the other side (one per line). Conflict checks find them from now on.
 */
async function recordProspects(
  submissionId: number,
  submitterName: string,
  otherParties: string,
  transaction: Transaction,
) {
  await writeParty({ name: submitterName, role: "prospective_client", submissionId }, transaction);
  for (const name of namesOfText(otherParties).slice(0, MAX_CHECK_NAMES)) {
    await writeParty(
      {
        name,
        kind: looksLikeOrganisation(name) ? "organisation" : "person",
        role: "prospective_adverse_party",
        submissionId,
      },
      transaction,
    );
  }
}

/** What a potential conflict keeps from attorneys who may act for the other side (issue 17). */
export const WITHHELD_FIELDS = ["incidentDescription"];

/**
 * The requests among `rows` whose story this user may not read yet: an undecided potential
 * conflict, read by someone other than an administrator or the attorney the form assigns.
 */
async function withheldFrom(user: PublicUser, rows: FormSubmission[]): Promise<Set<number>> {
  if (user.role === "admin" || rows.length === 0) return new Set();
  const potential = await ConflictCheck.findAll({
    where: { submissionId: rows.map((row) => row.id), status: "potential" },
    attributes: ["submissionId"],
  });
  if (potential.length === 0) return new Set();
  // The attorney each form assigns decides (and reads) its requests: one read for the forms.
  const ids = new Set(potential.map((check) => check.submissionId));
  const held = rows.filter((row) => ids.has(row.id));
  const forms = await Form.findAll({
    where: { id: [...new Set(held.map((row) => row.formId))] },
    attributes: ["id", "autoAssignTo"],
  });
  const assignee = new Map(forms.map((form) => [form.id, form.autoAssignTo]));
  return new Set(held.filter((row) => assignee.get(row.formId) !== user.id).map((row) => row.id));
}

function withholding<T extends { data: Record<string, unknown> }>(submission: T, hide: boolean) {
  if (!hide) return { ...submission, withheld: [] as string[] };
  const data = { ...submission.data };
  for (const field of WITHHELD_FIELDS) delete data[field];
  return { ...submission, data, withheld: WITHHELD_FIELDS };
}

export interface SubmissionListItem extends PublicSubmission {
  withheld: string[];
  formTitle: string;
}

/** The orders the staff list offers (`received`: when the submission came in). */
export const SUBMISSION_SORTS = ["received"] as const;
export type SubmissionSort = (typeof SUBMISSION_SORTS)[number];

/**
 * Staff's list: only the unreviewed when asked, only one form's when asked, newest first unless
 * told otherwise, one page at a time (bounded by `limit`, at most 200) with the total for the
 * page count.
 */
export async function listSubmissions(
  user: PublicUser,
  options: {
    pendingOnly?: boolean;
    /** Only this form's submissions (on the form_id, created_at index). */
    formId?: number | null;
    limit?: number;
    offset?: number;
    dir?: "asc" | "desc";
  } = {},
): Promise<{ items: SubmissionListItem[]; total: number }> {
  authorize(user, "read", "formSubmission");
  const where = {
    ...(options.pendingOnly ? { reviewedAt: null } : {}),
    ...(options.formId ? { formId: options.formId } : {}),
  };
  const dir = options.dir === "asc" ? "ASC" : "DESC";
  const [total, rows] = await Promise.all([
    FormSubmission.count({ where }),
    FormSubmission.findAll({
      where,
      include: [{ model: Form, as: "form", attributes: ["title"] }],
      order: [
        ["createdAt", dir],
        ["id", dir],
      ],
      limit: Math.min(Math.max(options.limit ?? 100, 1), 200),
      offset: Math.max(options.offset ?? 0, 0),
    }),
  ]);
  const hidden = await withheldFrom(user, rows);
  const items = rows.map((row) => ({
    ...withholding(toPublicSubmission(row), hidden.has(row.id)),
    formTitle: (row as FormSubmission & { form?: Form }).form?.title ?? "Form",
  }));
  return { items, total };
}

/** The forms staff can filter the list by (every form, by title), bounded. */
export async function listSubmissionForms(
  user: PublicUser,
): Promise<Array<{ id: number; title: string }>> {
  authorize(user, "read", "formSubmission");
  const rows = await Form.findAll({
    attributes: ["id", "title"],
    order: [
      ["title", "ASC"],
      ["id", "ASC"],
    ],
    limit: 200,
  });
  return rows.map((row) => pick(row, "id", "title"));
}

/**
 * One submission with the labels of the form version it answered (a later change to the form
 * does not relabel it), the version's number for a built form, and its files' download links.
 */
export async function getSubmission(user: PublicUser, id: number) {
  authorize(user, "read", "formSubmission");
  const row = await FormSubmission.findByPk(id, { include: [{ model: Form, as: "form" }] });
  if (!row) throw new ServiceError(404, "Submission not found");
  const form = (row as FormSubmission & { form?: Form }).form;
  const isConsultation = row.formId === CONSULTATION_FORM_ID;
  const [version, files, conflict] = await Promise.all([
    isConsultation ? null : versionOf(row.formId, row.formVersion ?? null),
    FormSubmissionFile.findAll({
      where: { submissionId: row.id },
      attributes: ["fieldId", "fileName", "fileType", "fileSize"],
      order: [["id", "ASC"]],
      limit: 100,
    }),
    // Only a consultation request is checked for conflicts.
    isConsultation ? conflictOf({ submissionId: row.id }, user) : null,
  ]);
  // Its form's attorney and the administrators decide, and read what a potential conflict holds.
  const decider = user.role === "admin" || form?.autoAssignTo === user.id;
  return {
    ...withholding(toPublicSubmission(row), conflict?.status === "potential" && !decider),
    /** The conflict check of a consultation request (issue 17), and whether this user decides it. */
    conflict,
    mayDecide: decider,
    formTitle: version?.title ?? form?.title ?? "Form",
    fields: (version?.fields ?? form?.fields ?? []) as FormField[],
    /** The version of a built form it answered (null for the consultation form, or unknown). */
    formVersion: isConsultation ? null : (row.formVersion ?? null),
    files: files.map((file) => ({
      ...pick(file, "fieldId", "fileName", "fileType", "fileSize"),
      url: `/submissions/${row.id}/files/${file.fieldId}`,
    })),
    /** Only a consultation request can be opened as a case. */
    isConsultation,
  };
}

/** Marks a submission reviewed by a staff member (once; later calls keep the first review). */
export async function markSubmissionReviewed(
  user: PublicUser,
  id: number,
): Promise<PublicSubmission> {
  authorize(user, "update", "formSubmission");
  const row = await FormSubmission.findByPk(id);
  if (!row) throw new ServiceError(404, "Submission not found");
  // Only the first review counts, even when two staff press the button at once.
  await sequelize.transaction(async (transaction) => {
    const [changed] = await FormSubmission.update(
      { reviewedAt: new Date(), reviewedBy: user.id },
      { where: { id: row.id, reviewedAt: null }, transaction },
    );
    if (changed > 0) {
      await audit(transaction, "submission_reviewed", user, ["submission", row.id]);
    }
  });
  return toPublicSubmission(await row.reload());
}

/**
 * A visitor's consultation request (the public form, form 1): its values as the form sends them,
 * and the honeypot field's value.
 */
export function submitConsultation(
  values: ConsultationValues,
  honeypot: FormDataEntryValue | null,
  meta: { ip: string },
) {
  return createSubmission(
    {
      formId: CONSULTATION_FORM_ID,
      submitterEmail: values.email,
      submitterName: `${values.firstName} ${values.lastName}`,
      data: { ...values, [HONEYPOT_FIELD]: honeypot ?? "" },
    },
    meta,
  );
}
