import { Op, QueryTypes, col, fn, type Transaction } from "sequelize";
import * as z from "zod";
import { Form, FormSubmission, FormVersion, User, sequelize } from "~/models/index.server";
import { columnOf, tableOf } from "~/models/named-columns.server";
import { CONSULTATION_FORM_ID } from "~/utils/consultation-schema";
import { ENUMS, type FormField, type NotificationSettings } from "~/utils/domain";
import { draftErrors, newFieldId, normalizeDraft, type FormDraft } from "~/utils/form-builder";
import { iso } from "~/utils/pick";
import { authorize, type Actor } from "~/utils/policy";
import { ServiceError } from "~/utils/service-error";
import { parseOrThrow } from "~/utils/validation";
import { audit } from "./audit.server";

/**
 * The firm's intake forms (issue 12). A form's row is the builder's working copy; publishing
 * snapshots its title, description and fields as the next version, which is what clients fill
 * in. Saving as a draft never touches what clients see; the routing settings (notifications,
 * auto-assign) take effect on any save.
 */

type User_ = Exclude<Actor, null>;

export interface FormSummary {
  id: number;
  title: string;
  status: "draft" | "published";
  version: number;
  submissions: number;
  updatedAt: string;
  hasDraftChanges: boolean;
  builtIn: boolean;
}

export interface FormDetail extends FormDraft {
  id: number;
  isPublished: boolean;
  version: number;
  hasDraftChanges: boolean;
  builtIn: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface PublishedForm {
  formId: number;
  version: number;
  title: string;
  description: string;
  fields: FormField[];
  notificationSettings: NotificationSettings;
  autoAssignTo: number | null;
}

const NOT_FOUND = "Form not found";
const BUILT_IN = "The consultation form is built in and cannot be changed in the builder";

const isBuiltIn = (form: Form) => form.id === CONSULTATION_FORM_ID;

/** Generous bounds on the shape; the builder's rules (draftErrors) say what is wrong in words. */
const text = (name: string) =>
  z.string({ error: `${name} must be text` }).max(10_000, `${name} is too long`);

const FieldSchema = z.object({
  id: z.string({ error: "A field's id must be text" }).max(40).optional(),
  type: z.enum(ENUMS.formFieldType, {
    error: `A field's type must be one of ${ENUMS.formFieldType.join(", ")}`,
  }),
  label: text("A field's label"),
  placeholder: text("A field's placeholder").nullish(),
  required: z.boolean({ error: "required must be true or false" }).default(false),
  options: z
    .array(text("An option"), { error: "options must be a list of text" })
    .max(51)
    .nullish(),
});

export const FormPayloadSchema = z.object({
  title: text("Title"),
  description: text("Description").nullish(),
  fields: z.array(FieldSchema, { error: "fields must be a list of fields" }).max(51),
  isPublished: z.boolean({ error: "isPublished must be true or false" }).default(false),
  notificationSettings: z
    .object({
      email: z.boolean({ error: "email must be true or false" }).default(false),
      sms: z.boolean({ error: "sms must be true or false" }).default(false),
    })
    .default({ email: true, sms: false }),
  autoAssignTo: z
    .number({ error: "autoAssignTo must be a staff member's id" })
    .int()
    .positive()
    .nullish(),
});

/** The payload as a draft: fields without a key get a new one, the rules run, text is trimmed. */
async function readPayload(input: unknown, transaction: Transaction) {
  const payload = parseOrThrow(FormPayloadSchema, input);
  const taken = payload.fields.flatMap((field) => (field.id ? [field.id] : []));
  const fields: FormField[] = payload.fields.map((field) => {
    const id = field.id || newFieldId(taken);
    taken.push(id);
    const made: FormField = { id, type: field.type, label: field.label, required: field.required };
    if (field.placeholder) made.placeholder = field.placeholder;
    if (field.options) made.options = field.options;
    return made;
  });
  const draft: FormDraft = {
    title: payload.title,
    description: payload.description ?? "",
    fields,
    notificationSettings: payload.notificationSettings,
    autoAssignTo: payload.autoAssignTo ?? null,
  };
  const errors = draftErrors(draft);
  if (draft.autoAssignTo !== null) {
    const staff = await User.findOne({
      where: { id: draft.autoAssignTo, role: "staff", disabledAt: null },
      attributes: ["id"],
      transaction,
    });
    if (!staff) errors.autoAssignTo = ["Choose a staff member of the firm"];
  }
  const messages = Object.values(errors).flat();
  if (messages.length > 0) throw new ServiceError(400, messages[0], errors);
  return { draft: normalizeDraft(draft), isPublished: payload.isPublished };
}

function toDetail(form: Form): FormDetail {
  return {
    id: form.id,
    title: form.title,
    description: form.description ?? "",
    fields: form.fields,
    notificationSettings: form.notificationSettings,
    autoAssignTo: form.autoAssignTo ?? null,
    isPublished: Boolean(form.isPublished),
    version: form.version,
    hasDraftChanges: Boolean(form.hasDraftChanges),
    builtIn: isBuiltIn(form),
    createdAt: iso(form.createdAt),
    updatedAt: iso(form.updatedAt),
  };
}

/**
 * What clients see of a form, to compare a draft with a published version: each field's parts in
 * a fixed order (MySQL's JSON columns give an object's keys back in an order of their own).
 */
const content = (form: { title: string; description: string | null; fields: FormField[] }) =>
  JSON.stringify([
    form.title,
    form.description ?? "",
    form.fields.map((field) => [
      field.id,
      field.type,
      field.label,
      field.placeholder ?? null,
      Boolean(field.required),
      field.options ?? null,
    ]),
  ]);

async function latestVersion(formId: number, transaction?: Transaction) {
  return FormVersion.findOne({
    where: { formId },
    order: [["version", "DESC"]],
    transaction,
  });
}

/**
 * Stores the working copy; publishing makes the next version when what clients see changed (an
 * unchanged form publishes its latest version again).
 */
async function store(
  user: User_,
  form: Form,
  draft: FormDraft,
  isPublished: boolean,
  transaction: Transaction,
) {
  const latest = form.version > 0 ? await latestVersion(form.id, transaction) : null;
  const changed = !latest || content(latest) !== content(draft);
  let version = form.version;
  if (isPublished && changed) {
    version = (latest?.version ?? 0) + 1;
    await FormVersion.create(
      {
        formId: form.id,
        version,
        title: draft.title,
        description: draft.description,
        fields: draft.fields,
        publishedBy: user.id,
      },
      { transaction },
    );
  }
  await form.update(
    {
      ...draft,
      updatedBy: user.id,
      version,
      isPublished: isPublished || form.isPublished,
      hasDraftChanges: !isPublished && version > 0 && changed,
    },
    { transaction },
  );
  if (isPublished) {
    await audit(transaction, "form_published", user, ["form", form.id], { version });
  }
}

export async function listForms(
  user: User_,
  options: { limit?: number; offset?: number } = {},
): Promise<{ items: FormSummary[]; total: number }> {
  authorize(user, "read", "form");
  const [total, rows] = await Promise.all([
    Form.count(),
    Form.findAll({
      attributes: ["id", "title", "isPublished", "version", "hasDraftChanges", "updatedAt"],
      order: [
        ["updatedAt", "DESC"],
        ["id", "DESC"],
      ],
      limit: Math.min(Math.max(options.limit ?? 50, 1), 200),
      offset: Math.max(options.offset ?? 0, 0),
    }),
  ]);
  const counts = rows.length
    ? ((await FormSubmission.findAll({
        attributes: ["formId", [fn("COUNT", col("id")), "count"]],
        where: { formId: { [Op.in]: rows.map((row) => row.id) } },
        group: ["formId"],
        raw: true,
      })) as unknown as Array<{ formId: number; count: number | string }>)
    : [];
  const countOf = new Map(counts.map((row) => [Number(row.formId), Number(row.count)]));
  const items = rows.map((row) => ({
    id: row.id,
    title: row.title,
    status: row.isPublished ? ("published" as const) : ("draft" as const),
    version: row.version,
    submissions: countOf.get(row.id) ?? 0,
    updatedAt: iso(row.updatedAt),
    hasDraftChanges: Boolean(row.hasDraftChanges),
    builtIn: isBuiltIn(row),
  }));
  return { items, total };
}

export async function getForm(user: User_, id: number): Promise<FormDetail> {
  authorize(user, "read", "form");
  const form = await Form.findByPk(id);
  if (!form) throw new ServiceError(404, NOT_FOUND);
  return toDetail(form);
}

export async function createForm(user: User_, input: unknown): Promise<FormDetail> {
  authorize(user, "create", "form");
  const form = await sequelize.transaction(async (transaction) => {
    const { draft, isPublished } = await readPayload(input, transaction);
    const created = await Form.create(
      {
        ...draft,
        isPublished: false,
        createdBy: user.id,
        updatedBy: user.id,
      },
      { transaction },
    );
    await audit(transaction, "form_created", user, ["form", created.id]);
    if (isPublished) await store(user, created, draft, true, transaction);
    return created;
  });
  return toDetail(form);
}

/** The form to change, locked for the change; the consultation form is changed in the code. */
async function formToChange(id: number, transaction: Transaction) {
  const form = await Form.findByPk(id, { transaction, lock: transaction.LOCK.UPDATE });
  if (!form) throw new ServiceError(404, NOT_FOUND);
  if (isBuiltIn(form)) throw new ServiceError(409, BUILT_IN);
  return form;
}

export async function updateForm(user: User_, id: number, input: unknown): Promise<FormDetail> {
  authorize(user, "update", "form");
  const form = await sequelize.transaction(async (transaction) => {
    const found = await formToChange(id, transaction);
    const { draft, isPublished } = await readPayload(input, transaction);
    await store(user, found, draft, isPublished, transaction);
    if (!isPublished) {
      await audit(transaction, "form_saved", user, ["form", found.id], {
        version: found.version,
      });
    }
    return found;
  });
  return toDetail(form);
}

/** Clients can no longer fill it in; its versions and submissions stay. */
export async function unpublishForm(user: User_, id: number): Promise<FormDetail> {
  authorize(user, "update", "form");
  const form = await sequelize.transaction(async (transaction) => {
    const found = await formToChange(id, transaction);
    if (found.isPublished) {
      await found.update({ isPublished: false, updatedBy: user.id }, { transaction });
      await audit(transaction, "form_unpublished", user, ["form", found.id], {
        version: found.version,
      });
    }
    return found;
  });
  return toDetail(form);
}

/** The live version of a published form clients may fill in (not the built-in one), or null. */
export async function publishedForm(formId: number): Promise<PublishedForm | null> {
  const form = await Form.findByPk(formId);
  if (!form || !form.isPublished || isBuiltIn(form) || form.version < 1) return null;
  const version = await FormVersion.findOne({ where: { formId, version: form.version } });
  if (!version) return null;
  return {
    formId,
    version: version.version,
    title: version.title,
    description: version.description ?? "",
    fields: version.fields,
    notificationSettings: form.notificationSettings,
    autoAssignTo: form.autoAssignTo ?? null,
  };
}

/** The forms a client may fill in, newest first; their titles as published. */
export async function listPublishedForms(
  user: User_,
  options: { limit?: number } = {},
): Promise<Array<{ id: number; title: string; description: string; version: number }>> {
  authorize(user, "fill", "form");
  return publishedForms(options.limit);
}

/**
 * The published forms, newest first (at most `limit`, 20 unless said): for a client to fill in,
 * or for whoever may change a case to send one to its client (case-forms.server.ts). The caller
 * has checked who is asking.
 */
export async function publishedForms(
  limit = 20,
): Promise<Array<{ id: number; title: string; description: string; version: number }>> {
  // One hand-written statement: each published form joined to its live version (the titles
  // clients see). Through `findAll` and its include it cost 0.7 ms of CPU, four times this.
  const rows = await sequelize.query<{
    id: number;
    title: string;
    description: string | null;
    version: number;
  }>(
    `SELECT v.${columnOf(FormVersion, "formId")} AS id, v.title, v.description, v.version
     FROM ${tableOf(FormVersion)} v
     JOIN ${tableOf(Form)} f ON f.id = v.${columnOf(FormVersion, "formId")} AND f.version = v.version
     WHERE f.${columnOf(Form, "isPublished")} = ? AND f.id <> ?
     ORDER BY f.${columnOf(Form, "updatedAt")} DESC, v.${columnOf(FormVersion, "formId")} DESC
     LIMIT ?`,
    {
      replacements: [true, CONSULTATION_FORM_ID, Math.min(Math.max(limit, 1), 100)],
      type: QueryTypes.SELECT,
    },
  );
  return rows.map((row) => ({
    id: Number(row.id),
    title: row.title,
    description: row.description ?? "",
    version: Number(row.version),
  }));
}

/** A submission's labels: its version's, or the form's own fields when it has no version. */
export async function versionOf(
  formId: number,
  version: number | null,
): Promise<{ title: string; fields: FormField[] } | null> {
  if (version !== null) {
    const found = await FormVersion.findOne({ where: { formId, version } });
    if (found) return { title: found.title, fields: found.fields };
  }
  const form = await Form.findByPk(formId, { attributes: ["title", "fields"] });
  return form ? { title: form.title, fields: form.fields } : null;
}
