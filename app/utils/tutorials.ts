import type { OnboardingStep } from "./domain";

/**
 * A tutorial's progress as people read it (spec section 2 and issue 14): the label beside it in
 * Help and Tutorials and the button that opens it. Plain data, for the header and the server.
 */
export const TUTORIAL_STATUSES = ["completed", "in_progress", "not_started"] as const;
export type TutorialStatus = (typeof TUTORIAL_STATUSES)[number];

export const TUTORIAL_STATUS_LABELS: Record<TutorialStatus, string> = {
  completed: "Completed",
  in_progress: "In Progress",
  not_started: "Not Started",
};

/** A tutorial in the catalogue, with where the user is in it. */
export interface TutorialSummary {
  id: string;
  title: string;
  description: string;
  duration: string;
  stepCount: number;
  category: string;
  status: TutorialStatus;
  /** The step reached (0 first); 0 when not started. */
  currentStep: number;
}

/** A tutorial with its steps, as the page and the guided tour read it. */
export interface TutorialDetail extends TutorialSummary {
  steps: OnboardingStep[];
}

/** Start, or Replay once it has been completed. */
export const startLabel = (status: TutorialStatus) => (status === "completed" ? "Replay" : "Start");

/** The tutorial's page, that reads without JavaScript. */
export const tutorialUrl = (id: string) => `/help/${encodeURIComponent(id)}`;

/** Where a step's link goes: its screen, at the part of it the step explains. */
export const stepUrl = (step: { route: string; target: string }) =>
  `${step.route}${step.target.startsWith("#") ? step.target : ""}`;

/** The Help and Tutorials dialog's address on the page it is opened from. */
export const HELP_DIALOG = "help";

/** This page's address with the Help and Tutorials dialog open, or closed. */
export function helpHref(location: { pathname: string; search: string }, open: boolean) {
  const params = new URLSearchParams(location.search);
  if (open) params.set("dialog", HELP_DIALOG);
  else params.delete("dialog");
  const search = params.toString();
  return `${location.pathname}${search ? `?${search}` : ""}`;
}

/** The search parameter that starts a tutorial's guided tour on the page it is on. */
export const TOUR_PARAM = "tour";

/** A screen with a tutorial's guided tour starting on it. */
export function tourUrl(route: string, id: string) {
  const [pathname = "/", search = ""] = route.split("?");
  const params = new URLSearchParams(search);
  params.set(TOUR_PARAM, id);
  return `${pathname}?${params}`;
}

/** Each role's onboarding flow, started about a second after sign-in until it is completed. */
export const ONBOARDING_FLOW: Partial<Record<string, string>> = {
  staff: "staff-onboarding",
  client: "client-onboarding",
};

/** The browser's list of completed flows (spec section 9), kept for the tour's own use. */
export const COMPLETED_ONBOARDING_KEY = "completedOnboarding";

/** The flows this browser has seen completed (none where storage is unavailable). */
export function completedFlows(): string[] {
  try {
    const list: unknown = JSON.parse(localStorage.getItem(COMPLETED_ONBOARDING_KEY) ?? "[]");
    return Array.isArray(list) ? list.filter((id): id is string => typeof id === "string") : [];
  } catch {
    return [];
  }
}

/** Adds a flow to this browser's completed list. */
export function rememberCompleted(id: string) {
  try {
    const list = completedFlows();
    if (!list.includes(id)) {
      localStorage.setItem(COMPLETED_ONBOARDING_KEY, JSON.stringify([...list, id]));
    }
  } catch {
    // Storage refused (private mode, quota): the server's record still holds.
  }
}
