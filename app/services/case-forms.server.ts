import { QueryTypes, type Transaction } from "sequelize";
import { CaseForm, Form, User, sequelize } from "~/models/index.server";
import { columnOf, namedColumns, tableOf, type NamedColumns } from "~/models/named-columns.server";
import { SendFormSchema } from "~/utils/case-schemas";
import { fullName } from "~/utils/person";
import { iso } from "~/utils/pick";
import { ServiceError } from "~/utils/service-error";
import { parseOrThrow } from "~/utils/validation";
import { audit } from "./audit.server";
import type { PublicUser } from "./auth.server";
import { findVisibleCase } from "./cases.server";
import { publishedForm, publishedForms } from "./forms.server";
import { notifyUsers } from "./notifications.server";

/**
 * Forms sent to a case's client (issue 36 item 8): the attorney picks one of the firm's published
 * forms on the case page (or `POST /api/cases/{id}/forms`), the client is notified with a link to
 * `/forms/{formId}?case={caseId}`, and the answers they send from there are filed on the case
 * (form-runner.server.ts), which marks the request answered.
 */

export const CHOOSE_A_FORM = "Choose one of the firm's published forms";
export const CASE_CLOSED_FOR_FORMS =
  "This case is closed: reopen it before sending its client a form.";
/** What a case's list holds at most, newest first. */
const LIST_LIMIT = 50;

/** Where the client fills in a form for one of their cases. */
export const caseFormUrl = (formId: number, caseId: number) => `/forms/${formId}?case=${caseId}`;

export interface PublicCaseForm {
  id: number;
  caseId: number;
  formId: number;
  title: string;
  sentAt: string;
  sentBy: string | null;
  /** The answers filed on the case, once the client has sent them. */
  submissionId: number | null;
  /** Where the client fills it in (for the client), or null once answered. */
  url: string | null;
}

const CLOSED = new Set(["closed", "completed"]);

/** Sends a published form to the case's client: the attorney on the case or an administrator. */
export async function sendFormToCase(
  user: PublicUser,
  caseId: unknown,
  input: unknown,
  meta: { ip?: string | null } = {},
): Promise<PublicCaseForm> {
  const { formId } = parseOrThrow(SendFormSchema, input);
  const legalCase = await findVisibleCase(user, caseId, { action: "update" });
  if (CLOSED.has(legalCase.status)) throw new ServiceError(409, CASE_CLOSED_FOR_FORMS);
  const form = await publishedForm(formId);
  if (!form) throw new ServiceError(400, CHOOSE_A_FORM, { formId: [CHOOSE_A_FORM] });
  const row = await sequelize.transaction(async (transaction) => {
    const created = await CaseForm.create(
      {
        caseId: legalCase.id,
        formId: form.formId,
        formTitle: form.title.slice(0, 255),
        sentBy: user.id,
      },
      { transaction },
    );
    await notifyUsers(
      [legalCase.clientId],
      {
        type: "message",
        title: `A form to fill in: ${form.title}`,
        message: `Your legal team asked you to fill in the ${form.title} form for ${legalCase.title}.`,
        actionUrl: caseFormUrl(form.formId, legalCase.id),
        relatedCaseId: legalCase.id,
      },
      transaction,
      "client_form",
    );
    await audit(
      transaction,
      "case_form_sent",
      user,
      ["case", legalCase.id],
      { formId: form.formId, version: form.version },
      meta.ip ?? null,
    );
    return created;
  });
  return toPublicCaseForm(row, fullName(user));
}

/** The firm's published forms the case's attorney (or an administrator) may send its client. */
export async function formsToSend(user: PublicUser, caseId: unknown) {
  await findVisibleCase(user, caseId, { action: "update" });
  return (await publishedForms(100)).map(({ id, title }) => ({ id, title }));
}

/** What a case's list presents of a form sent. */
type SentForm = Pick<CaseForm, "id" | "caseId" | "formId" | "formTitle" | "submissionId">;

function toPublicCaseForm(
  row: SentForm & { createdAt: Date },
  sentBy: string | null,
): PublicCaseForm {
  return {
    id: Number(row.id),
    caseId: Number(row.caseId),
    formId: Number(row.formId),
    title: row.formTitle,
    sentAt: iso(row.createdAt),
    sentBy,
    submissionId: row.submissionId == null ? null : Number(row.submissionId),
    url: row.submissionId ? null : caseFormUrl(Number(row.formId), Number(row.caseId)),
  };
}

let sentRead: { form: NamedColumns<CaseForm>; sender: NamedColumns<User> } | null = null;

/**
 * The forms sent to a case, newest first (at most 50): the firm sees each with its answer; the
 * case's client sees only those still waiting for them.
 */
export async function listCaseForms(user: PublicUser, caseId: unknown): Promise<PublicCaseForm[]> {
  const legalCase = await findVisibleCase(user, caseId);
  const forClient = user.role === "client";
  const read = (sentRead ??= {
    form: namedColumns(CaseForm, "cf", [
      "id",
      "caseId",
      "formId",
      "formTitle",
      "submissionId",
      "createdAt",
    ]),
    sender: namedColumns(User, "u", ["firstName", "lastName"]),
  });
  const column = (attribute: string) => `cf.${columnOf(CaseForm, attribute)}`;
  // Hand-written: every Overview reads it, and `findAll` with its include cost 0.8 ms of CPU.
  const rows = await sequelize.query<Record<string, unknown>>(
    `SELECT ${read.form.select}, ${read.sender.select} FROM ${tableOf(CaseForm)} cf
     LEFT JOIN ${tableOf(User)} u ON u.id = ${column("sentBy")}
     ${
       // A form the firm has since unpublished is no longer the client's to fill in.
       forClient
         ? `JOIN ${tableOf(Form)} f ON f.id = ${column("formId")} AND f.${columnOf(Form, "isPublished")} = ?`
         : ""
     }
     WHERE ${column("caseId")} = ?${forClient ? ` AND ${column("submissionId")} IS NULL` : ""}
     ORDER BY ${column("createdAt")} DESC, cf.id DESC
     LIMIT ?`,
    {
      replacements: [...(forClient ? [true] : []), legalCase.id, LIST_LIMIT],
      type: QueryTypes.SELECT,
    },
  );
  return rows.map((row) =>
    toPublicCaseForm(
      read.form.valuesOf(row),
      row.u_firstName === null ? null : fullName(read.sender.valuesOf(row)),
    ),
  );
}

/**
 * Files a client's answers on their case: each request of that form on the case still waiting is
 * answered by the submission (in the submission's transaction).
 */
export async function markCaseFormsAnswered(
  caseId: number,
  formId: number,
  submissionId: number,
  transaction: Transaction,
) {
  await CaseForm.update(
    { submissionId },
    { where: { caseId, formId, submissionId: null }, transaction },
  );
}
