import type { CreationAttributes, Model, ModelStatic, Transaction } from "sequelize";
import {
  Form,
  FormVersion,
  OnboardingFlow,
  SitePage,
  SystemSetting,
  Tutorial,
  sequelize,
} from "~/models/index.server";
import { CONSULTATION_FORM_ID } from "~/utils/consultation-schema";
import type { FormField } from "~/utils/domain";
import { DEFAULT_SETTINGS } from "~/utils/settings";
import { SITE_PAGE_TEMPLATES } from "./site-pages";
import { ONBOARDING_FLOWS, TUTORIALS } from "./tutorials";

/**
 * What the product needs to work at all, demo or not (spec section 9): the public consultation
 * form (form 1), the onboarding tours and the tutorial catalogue, and the settings row. Created at
 * every start after the migrations, whatever SEED_DEMO says; a row that exists is left as it is
 * (an administrator may have changed it), except the tutorials, whose text is the product's and
 * follows its screens; running it again changes nothing.
 */

/** Who the other side is (issue 17): asked before the story, for the conflict check. */
const OTHER_PARTIES_FIELD: FormField = {
  id: "otherParties",
  type: "textarea",
  label: "Who is the other side?",
  placeholder: "People, companies or insurers involved, one per line",
  required: false,
};

/** The public consultation modal's fields (spec section 2); ids are the consultation value names. */
export const CONSULTATION_FIELDS: FormField[] = [
  { id: "firstName", type: "text", label: "First Name", required: true },
  { id: "lastName", type: "text", label: "Last Name", required: true },
  {
    id: "email",
    type: "text",
    label: "Email Address",
    placeholder: "you@example.com",
    required: true,
  },
  { id: "phone", type: "text", label: "Phone Number", required: false },
  { id: "incidentDate", type: "date", label: "Incident Date", required: false },
  OTHER_PARTIES_FIELD,
  {
    id: "incidentDescription",
    type: "textarea",
    label: "Describe Your Incident",
    placeholder: "What happened, where and when?",
    required: true,
  },
  {
    id: "injured",
    type: "radio",
    label: "Were you injured?",
    required: false,
    options: ["Yes", "No", "Unsure"],
  },
  // The injury file's first drafts (issue 40), after the injuries they follow from.
  {
    id: "otherInsurer",
    type: "text",
    label: "The other side's insurance company",
    placeholder: "For example: State Farm, claim 12-3456",
    required: false,
  },
  {
    id: "treatedBy",
    type: "textarea",
    label: "Doctors, hospitals or clinics that treated you",
    placeholder: "One per line",
    required: false,
  },
  {
    id: "agreeToTerms",
    type: "checkbox",
    label: "I agree to the terms of service and privacy policy",
    required: true,
  },
];

/** Creates the rows of `rows` whose ids are not in the table yet; existing rows stay untouched. */
async function createMissing<M extends Model>(
  model: ModelStatic<M>,
  rows: Array<CreationAttributes<M> & { id: string | number }>,
  transaction: Transaction,
): Promise<number> {
  const existing = await model.findAll({
    where: { id: rows.map((row) => row.id) } as never,
    attributes: ["id"],
    transaction,
  });
  const have = new Set(existing.map((row) => String(row.get("id"))));
  const missing = rows.filter((row) => !have.has(String(row.id)));
  if (missing.length) await model.bulkCreate(missing, { transaction });
  return missing.length;
}

/** A value as JSON with every object's keys sorted (MySQL gives JSON keys back in its own order). */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, item: unknown) =>
    item && typeof item === "object" && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => a.localeCompare(b)))
      : item,
  );

/**
 * Rows whose text is the product's, not the firm's (the tutorials and their steps): created when
 * missing and brought up to date when a new release changes them, so a firm that upgrades gets
 * tours that match its screens. Returns how many rows it created or changed.
 */
async function syncProductRows<M extends Model>(
  model: ModelStatic<M>,
  rows: Array<CreationAttributes<M> & { id: string }>,
  transaction: Transaction,
): Promise<number> {
  let changed = await createMissing(model, rows, transaction);
  const stored = await model.findAll({
    where: { id: rows.map((row) => row.id) } as never,
    transaction,
  });
  for (const row of stored) {
    const wanted = rows.find((item) => item.id === row.get("id"));
    if (!wanted) continue;
    const differs = Object.keys(wanted).some(
      (key) => canonical(row.get(key)) !== canonical(wanted[key as keyof typeof wanted]),
    );
    if (differs) {
      await row.update(wanted as never, { transaction });
      changed += 1;
    }
  }
  return changed;
}

/** Creates whatever reference data is missing, in one transaction; returns how many rows it made. */
export async function seedReferenceData(): Promise<number> {
  return sequelize.transaction(async (transaction) => {
    let made = await createMissing(SystemSetting, [{ id: 1, ...DEFAULT_SETTINGS }], transaction);
    made += await createMissing(
      Form,
      [
        {
          id: CONSULTATION_FORM_ID,
          title: "Personal Injury Consultation",
          description:
            "Tell us about your incident. We'll review your information and get back to you within 24 hours.",
          fields: CONSULTATION_FIELDS,
          isPublished: true,
          version: 1,
          notificationSettings: { email: true, sms: false },
          autoAssignTo: null,
          createdBy: null,
        },
      ],
      transaction,
    );
    // An install from before issue 17 gets the other-side question, before the story.
    const stored = await Form.findByPk(CONSULTATION_FORM_ID, { transaction });
    if (stored && !stored.fields.some((field) => field.id === OTHER_PARTIES_FIELD.id)) {
      const at = stored.fields.findIndex((field) => field.id === "incidentDescription");
      const fields = [...stored.fields];
      fields.splice(at < 0 ? fields.length : at, 0, OTHER_PARTIES_FIELD);
      await stored.update({ fields }, { transaction });
      made += 1;
    }
    // What visitors fill in is the consultation form's version 1 (its submissions keep its labels).
    const consultation = await Form.findByPk(CONSULTATION_FORM_ID, { transaction });
    const hasVersion = await FormVersion.count({
      where: { formId: CONSULTATION_FORM_ID },
      transaction,
    });
    if (consultation && hasVersion === 0) {
      await FormVersion.create(
        {
          formId: consultation.id,
          version: 1,
          title: consultation.title,
          description: consultation.description,
          fields: consultation.fields,
          publishedBy: null,
        },
        { transaction },
      );
      made += 1;
    }
    made += await syncProductRows(OnboardingFlow, ONBOARDING_FLOWS, transaction);
    // The published pages, by their address (not an id).
    const pages = await SitePage.findAll({ attributes: ["slug"], transaction });
    const missingPages = SITE_PAGE_TEMPLATES.filter((t) => !pages.some((p) => p.slug === t.slug));
    if (missingPages.length) await SitePage.bulkCreate(missingPages, { transaction });
    made += missingPages.length;
    made += await syncProductRows(Tutorial, TUTORIALS, transaction);
    return made;
  });
}
