import type {
  CreationAttributes,
  InferCreationAttributes,
  Model,
  ModelStatic,
  Transaction,
} from "sequelize";
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
import type { FormField, OnboardingStep } from "~/utils/domain";
import { DEFAULT_SETTINGS } from "~/utils/settings";
import { SITE_PAGE_TEMPLATES } from "./site-pages";

/**
 * What the product needs to work at all, demo or not (spec section 9): the public consultation
 * form (form 1), the onboarding tours and the tutorial catalogue, and the settings row. Created at
 * every start after the migrations, whatever SEED_DEMO says; a row that exists is left as it is
 * (an administrator may have changed it), so running it again changes nothing.
 */

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
  {
    id: "agreeToTerms",
    type: "checkbox",
    label: "I agree to the terms of service and privacy policy",
    required: true,
  },
];

/**
 * Tours anchor to elements marked with `data-tour="..."`; the screens must carry these attributes.
 */
const STAFF_TOUR: OnboardingStep[] = [
  {
    id: "welcome",
    title: "Welcome to Justice Streamlined",
    description: "This short tour shows where your cases, forms and team tools live.",
    target: '[data-tour="header"]',
    position: "bottom",
    action: "none",
  },
  {
    id: "dashboard-stats",
    title: "Your practice at a glance",
    description: "Active cases, form submissions, pending reviews and client satisfaction.",
    target: '[data-tour="dashboard-stats"]',
    position: "bottom",
    action: "none",
  },
  {
    id: "team-collaboration",
    title: "Team collaboration",
    description:
      "Chat with colleagues, track tasks, search the knowledge base and share resources.",
    target: '[data-tour="team-collaboration"]',
    position: "top",
    action: "none",
  },
  {
    id: "notifications",
    title: "Notifications",
    description: "Deadlines, messages and case updates appear under the bell.",
    target: '[data-tour="notifications"]',
    position: "bottom",
    action: "none",
  },
  {
    id: "form-builder",
    title: "Build intake forms",
    description: "Design the forms clients fill in, then publish them.",
    target: '[data-tour="nav-form-builder"]',
    position: "bottom",
    action: "click",
    nextRoute: "/form-builder",
  },
];

const CLIENT_TOUR: OnboardingStep[] = [
  {
    id: "welcome",
    title: "Welcome to your client portal",
    description: "Here you can follow your case and stay in touch with your legal team.",
    target: '[data-tour="header"]',
    position: "bottom",
    action: "none",
  },
  {
    id: "case-overview",
    title: "Your case",
    description: "Status, priority and the timeline of everything that has happened so far.",
    target: '[data-tour="case-overview"]',
    position: "bottom",
    action: "none",
  },
  {
    id: "communications",
    title: "Messages",
    description: "Read updates from your attorney and send them a message.",
    target: '[data-tour="portal-communications"]',
    position: "bottom",
    action: "click",
  },
  {
    id: "ai-intake",
    title: "AI intake assistant",
    description:
      "Have a new legal matter? Describe it to the assistant and it will open a case for you.",
    target: '[data-tour="nav-ai-intake"]',
    position: "bottom",
    action: "click",
    nextRoute: "/ai-intake",
  },
];

const ONBOARDING_FLOWS: Array<InferCreationAttributes<OnboardingFlow>> = [
  {
    id: "staff-onboarding",
    title: "Getting Started",
    description: "A quick tour of the staff dashboard and the tools you will use every day.",
    userRole: "staff",
    steps: STAFF_TOUR,
  },
  {
    id: "client-onboarding",
    title: "Welcome Tour",
    description: "Find your way around your client portal.",
    userRole: "client",
    steps: CLIENT_TOUR,
  },
];

/** The Help and Tutorials catalogue (spec section 9), in the order it is shown. */
const TUTORIALS: Array<Omit<InferCreationAttributes<Tutorial>, "sortOrder">> = [
  {
    id: "staff-onboarding",
    title: "Getting Started",
    description: "Learn the basics of the platform: dashboard, notifications and team tools.",
    duration: "5-7 minutes",
    stepCount: 8,
    category: "Essential",
    userRole: "staff",
  },
  {
    id: "case-management",
    title: "Case Management",
    description: "Track cases, timelines, documents and deadlines for your clients.",
    duration: "3-4 minutes",
    stepCount: 5,
    category: "Cases",
    userRole: "staff",
  },
  {
    id: "form-builder-advanced",
    title: "Advanced Form Builder",
    description: "Build custom intake forms with options, required fields and auto-assignment.",
    duration: "6-8 minutes",
    stepCount: 7,
    category: "Forms",
    userRole: "staff",
  },
  {
    id: "client-onboarding",
    title: "Welcome to Your Portal",
    description: "See your case status, documents and messages in one place.",
    duration: "4-5 minutes",
    stepCount: 7,
    category: "Essential",
    userRole: "client",
  },
  {
    id: "communication-guide",
    title: "Communicating with Your Legal Team",
    description: "How to read updates and send messages to your attorney.",
    duration: "3-4 minutes",
    stepCount: 4,
    category: "Communication",
    userRole: "client",
  },
  {
    id: "ai-assistant-guide",
    title: "Using the AI Assistant",
    description: "Describe a new legal matter to the intake assistant and create your case.",
    duration: "2-3 minutes",
    stepCount: 3,
    category: "AI Tools",
    userRole: "client",
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
    made += await createMissing(OnboardingFlow, ONBOARDING_FLOWS, transaction);
    // The published pages, by their address (not an id).
    const pages = await SitePage.findAll({ attributes: ["slug"], transaction });
    const missingPages = SITE_PAGE_TEMPLATES.filter((t) => !pages.some((p) => p.slug === t.slug));
    if (missingPages.length) await SitePage.bulkCreate(missingPages, { transaction });
    made += missingPages.length;
    made += await createMissing(
      Tutorial,
      TUTORIALS.map((tutorial, index) => ({ ...tutorial, sortOrder: index + 1 })),
      transaction,
    );
    return made;
  });
}
