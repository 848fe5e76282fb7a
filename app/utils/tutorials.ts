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

/** Start, or Replay once it has been completed. */
export const startLabel = (status: TutorialStatus) => (status === "completed" ? "Replay" : "Start");

/** The tutorial's page, that reads without JavaScript. */
export const tutorialUrl = (id: string) => `/help/${encodeURIComponent(id)}`;

/** Where a step's link goes: its screen, at the part of it the step explains. */
export const stepUrl = (step: { route: string; target: string }) =>
  `${step.route}${step.target.startsWith("#") ? step.target : ""}`;

/** The Help and Tutorials dialog's address on the page it is opened from. */
export const HELP_DIALOG = "help";
