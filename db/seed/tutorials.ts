import type { InferCreationAttributes } from "sequelize";
import type { OnboardingFlow } from "~/models/onboarding-flow.server";
import type { Tutorial } from "~/models/tutorial.server";
import type { OnboardingStep } from "~/utils/domain";
import type { Role } from "~/utils/roles";

/**
 * The Help and Tutorials catalogue and each tutorial's steps (spec sections 2, 4 and 9; issue 14).
 * A tutorial and its guided tour share an id: the catalogue row says what it is, the onboarding
 * flow holds its steps. Each step points at an element by its id on the screen named by `route`,
 * so the same step is a tour card with JavaScript and a link (`route#id`) without it; the
 * journeys check that every target is on its screen.
 */

type Entry = Omit<InferCreationAttributes<Tutorial>, "sortOrder" | "stepCount" | "userRole"> & {
  steps: OnboardingStep[];
};

/** A step with the usual defaults: no click, card below the target. */
const step = (
  route: string,
  target: string,
  id: string,
  title: string,
  description: string,
  extra: Partial<Pick<OnboardingStep, "position" | "action" | "nextRoute">> = {},
): OnboardingStep => ({
  id,
  title,
  description,
  target: `#${target}`,
  route,
  position: extra.position ?? "bottom",
  action: extra.action ?? "none",
  ...(extra.nextRoute ? { nextRoute: extra.nextRoute } : {}),
});

const STAFF: Entry[] = [
  {
    id: "staff-onboarding",
    title: "Getting Started",
    description: "Learn the basics of the platform: dashboard, notifications and team tools.",
    duration: "5-7 minutes",
    category: "Essential",
    steps: [
      step(
        "/dashboard",
        "app-header",
        "welcome",
        "Welcome to Justice Streamlined",
        "This tour shows where your cases, deadlines, forms and team tools live. The header stays at the top of every screen, with the main navigation, your notifications and your account.",
      ),
      step(
        "/dashboard",
        "dashboard-stats",
        "dashboard-stats",
        "Your practice at a glance",
        "Active cases, form submissions, consultation requests waiting for review and client satisfaction, counted from the firm's own records each time you open the dashboard.",
      ),
      step(
        "/dashboard",
        "upcoming-deadlines",
        "deadlines",
        "Upcoming deadlines",
        "Open tasks with a due date, soonest first, each with its case. Nothing here means nothing is due.",
        { position: "top" },
      ),
      step(
        "/dashboard",
        "team-collaboration",
        "team-collaboration",
        "Team collaboration",
        "Chat with colleagues in channels, move tasks on the board, search the knowledge base and download shared resources, each in its own tab.",
        { position: "top" },
      ),
      step(
        "/dashboard",
        "notification-bell",
        "notifications",
        "Notifications",
        "Client messages, deadlines and case updates arrive under the bell; the number counts the unread ones. Each notification takes you to what it is about.",
      ),
      step(
        "/dashboard",
        "help-link",
        "help",
        "Help and Tutorials",
        "Open this any time to replay this tour or take the tutorials on cases and forms. Each tutorial can also be read as a page.",
      ),
      step(
        "/dashboard",
        "nav-cases",
        "nav-cases",
        "Your cases",
        "Cases lists the matters assigned to you, with their status, priority and unread client messages. Try it now opens it.",
        { action: "click", nextRoute: "/cases" },
      ),
      step(
        "/cases",
        "case-filters",
        "case-filters",
        "Find a case",
        "Search by case number, title or client name and filter by status and priority. The address keeps the filter, so a filtered list can be bookmarked or shared with a colleague.",
      ),
    ],
  },
  {
    id: "case-management",
    title: "Case Management",
    description: "Track cases, timelines, documents and deadlines for your clients.",
    duration: "3-4 minutes",
    category: "Cases",
    steps: [
      step(
        "/cases",
        "case-list",
        "case-list",
        "Your matters",
        "Each case shows its status, priority, type, client, attorney and last activity, newest activity first. Open a case for its tabs: Overview, Timeline, Messages, Documents and Tasks.",
        { position: "top" },
      ),
      step(
        "/cases",
        "case-filters",
        "case-filters",
        "Search and filter",
        "Type part of a case number, title or client name, or pick a status or priority, then Filter. Clear shows every case again.",
      ),
      step(
        "/cases",
        "nav-dashboard",
        "back-to-dashboard",
        "Deadlines come from tasks",
        "The dashboard lists the tasks that are due across your cases. Try it now takes you there.",
        { action: "click", nextRoute: "/dashboard" },
      ),
      step(
        "/dashboard",
        "upcoming-deadlines",
        "deadlines",
        "Upcoming deadlines",
        "Each deadline names its case; follow it to the case page, where the Tasks tab lists that case's tasks and New Task adds one with the case filled in.",
        { position: "top" },
      ),
      step(
        "/dashboard",
        "team-collaboration",
        "task-board",
        "The task board",
        "Under Tasks, Start moves a task to In Progress and Complete finishes it. Your colleagues see the change at once.",
        { position: "top" },
      ),
    ],
  },
  {
    id: "form-builder-advanced",
    title: "Advanced Form Builder",
    description: "Build custom intake forms with options, required fields and auto-assignment.",
    duration: "6-8 minutes",
    category: "Forms",
    steps: [
      step(
        "/form-builder",
        "nav-form-builder",
        "nav-form-builder",
        "The Form Builder",
        "Intake forms your clients fill in on their portal are built here; the public consultation form is one of them.",
      ),
      step(
        "/form-builder",
        "form-list",
        "form-list",
        "Your forms",
        "Every form, most recently changed first, with whether it is published. Open one to change it; a published form keeps its earlier versions for the submissions made with them.",
        { position: "top" },
      ),
      step(
        "/form-builder",
        "new-form",
        "new-form",
        "Start a form",
        "New form opens an empty form. Try it now opens it.",
        { action: "click", nextRoute: "/form-builder/new" },
      ),
      step(
        "/form-builder/new",
        "field-palette",
        "field-palette",
        "Add fields",
        "Text, paragraph, drop-down, checkboxes, choice, date and file upload: each button adds that kind of field to the end of the form.",
        { position: "right" },
      ),
      step(
        "/form-builder/new",
        "form-fields",
        "form-fields",
        "Arrange and edit fields",
        "Give each field a label and, where it helps, a placeholder; mark the ones that must be answered as Required; list a choice field's options one per line; move fields up or down or remove them.",
        { position: "top" },
      ),
      step(
        "/form-builder/new",
        "form-assign",
        "auto-assign",
        "Auto-assign submissions",
        "Choose the attorney who is notified of each submission; above it, whether by email or text. With no one chosen, every staff member is notified.",
        { position: "left" },
      ),
      step(
        "/form-builder/new",
        "form-actions",
        "save-or-publish",
        "Save or publish",
        "Preview shows the form as clients will see it. Save as Draft keeps it inside the firm; Save & Publish puts it on your clients' portal. Unpublish takes it off again; submissions already made are kept.",
        { position: "top" },
      ),
    ],
  },
];

const CLIENT: Entry[] = [
  {
    id: "client-onboarding",
    title: "Welcome to Your Portal",
    description: "See your case status, documents and messages in one place.",
    duration: "4-5 minutes",
    category: "Essential",
    steps: [
      step(
        "/client-portal",
        "app-header",
        "welcome",
        "Welcome to your client portal",
        "Here you follow your case and stay in touch with your legal team. The header stays at the top of every screen, with your notifications and your account.",
      ),
      step(
        "/client-portal",
        "portal-sections",
        "portal-sections",
        "The portal's sections",
        "Overview shows your case, Communications your messages with the firm, Documents the files you and the firm share, and Notifications everything new.",
      ),
      step(
        "/client-portal",
        "case-overview",
        "case-overview",
        "Your case",
        "Its status and priority, what it is about and, below, the timeline of everything that has happened so far. With no case yet, this is where you start one.",
      ),
      step(
        "/client-portal",
        "portal-documents",
        "documents",
        "Documents",
        "Files your legal team shares with you, and where you upload yours for them (PDF, Word or images).",
      ),
      step(
        "/client-portal",
        "portal-communications",
        "communications",
        "Messages",
        "Write to your legal team and read their answers. Try it now opens your messages.",
        { action: "click", nextRoute: "/client-portal?tab=communications" },
      ),
      step(
        "/client-portal?tab=communications",
        "notification-bell",
        "notifications",
        "Notifications",
        "When your attorney answers or your case changes, the bell shows how many things are new. Each notification takes you to what it is about.",
      ),
      step(
        "/client-portal?tab=communications",
        "nav-ai-intake",
        "ai-intake",
        "AI intake assistant",
        "Have a new legal matter? Describe it to the assistant and it will open a case for you. Try it now opens it.",
        { action: "click", nextRoute: "/ai-intake" },
      ),
    ],
  },
  {
    id: "communication-guide",
    title: "Communicating with Your Legal Team",
    description: "How to read updates and send messages to your attorney.",
    duration: "3-4 minutes",
    category: "Communication",
    steps: [
      step(
        "/client-portal?tab=communications",
        "portal-communications",
        "communications-tab",
        "Communications",
        "Everything you and your legal team write about your case is kept here, on the case, not in scattered emails.",
      ),
      step(
        "/client-portal?tab=communications",
        "message-list",
        "thread",
        "Your conversation",
        "Messages from the firm are marked Received, yours Sent, and updates from the system System, oldest first: the newest is last, just above the box to answer in.",
        { position: "top" },
      ),
      step(
        "/client-portal?tab=communications",
        "message-team",
        "write",
        "Write to your legal team",
        "A subject and your message, then Send Message. Your attorney is notified at once. Do not send passwords or card numbers.",
        { position: "top" },
      ),
      step(
        "/client-portal?tab=communications",
        "notification-bell",
        "replies",
        "When they answer",
        "The bell counts what is new. The Notifications section lists everything, with a filter for the unread ones.",
      ),
    ],
  },
  {
    id: "ai-assistant-guide",
    title: "Using the AI Assistant",
    description: "Describe a new legal matter to the intake assistant and create your case.",
    duration: "2-3 minutes",
    category: "AI Tools",
    steps: [
      step(
        "/ai-intake",
        "intake-features",
        "what-it-does",
        "What the assistant does",
        "It asks for your details, then about your matter, in plain questions, and puts together what an attorney needs to take your case.",
      ),
      step(
        "/ai-intake",
        "start-intake",
        "start",
        "Start a conversation",
        "Start AI Intake opens the chat. Answer in your own words; you can leave and continue your unfinished intake later.",
      ),
      step(
        "/ai-intake",
        "nav-client-portal",
        "your-case",
        "Your case in the portal",
        "When you have checked the details and created the case, it appears in your client portal, where your attorney writes to you.",
      ),
    ],
  },
];

const BY_ROLE: Array<[Role, Entry[]]> = [
  ["staff", STAFF],
  ["client", CLIENT],
];

/** The catalogue rows, in the order the dialog shows them; a step count is its steps' count. */
export const TUTORIALS: Array<InferCreationAttributes<Tutorial>> = BY_ROLE.flatMap(
  ([userRole, entries]) =>
    entries.map(({ steps, ...entry }, index) => ({
      ...entry,
      userRole,
      stepCount: steps.length,
      sortOrder: index + 1,
    })),
);

/** Each tutorial's steps, under the same id (the onboarding flow of spec section 3). */
export const ONBOARDING_FLOWS: Array<InferCreationAttributes<OnboardingFlow>> = BY_ROLE.flatMap(
  ([userRole, entries]) =>
    entries.map(({ id, title, description, steps }) => ({
      id,
      title,
      description,
      userRole,
      steps,
    })),
);
