import * as z from "zod/mini";
import { OnboardingFlow, Tutorial, TutorialProgress } from "~/models/index.server";
import { ServiceError } from "~/utils/service-error";
import type { TutorialDetail, TutorialStatus, TutorialSummary } from "~/utils/tutorials";
import type { PublicUser } from "./auth.server";

/**
 * Help and Tutorials (issue 14): the catalogue for the user's role with where the user is in each
 * one, a tutorial's steps, and the user's progress, stored on the server so that a tutorial
 * finished in one browser is finished in every other. Each user sees only their role's tutorials:
 * another role's is 404, as if it did not exist.
 */

export const NO_SUCH_TUTORIAL = "There is no such tutorial";

type Who = Pick<PublicUser, "id" | "role">;

const statusOf = (progress: TutorialProgress | undefined | null): TutorialStatus =>
  !progress ? "not_started" : progress.completedAt ? "completed" : "in_progress";

const summary = (
  row: Tutorial,
  progress: TutorialProgress | undefined | null,
): TutorialSummary => ({
  id: row.id,
  title: row.title,
  description: row.description,
  duration: row.duration,
  stepCount: row.stepCount,
  category: row.category,
  status: statusOf(progress),
  currentStep: progress?.currentStep ?? 0,
});

/** The role's tutorials in catalogue order, each with the user's status (two indexed reads). */
export async function helpCatalogue(user: Who): Promise<TutorialSummary[]> {
  const [rows, progress] = await Promise.all([
    Tutorial.findAll({ where: { userRole: user.role }, order: [["sortOrder", "ASC"]] }),
    TutorialProgress.findAll({ where: { userId: user.id } }),
  ]);
  return rows.map((row) =>
    summary(
      row,
      progress.find((item) => item.tutorialId === row.id),
    ),
  );
}

async function tutorialFor(user: Who, id: string) {
  const row = id.length <= 64 ? await Tutorial.findByPk(id) : null;
  if (!row || row.userRole !== user.role) throw new ServiceError(404, NO_SUCH_TUTORIAL);
  return row;
}

/** One of the role's tutorials with its steps and the user's progress. */
export async function readTutorial(user: Who, id: string): Promise<TutorialDetail> {
  const row = await tutorialFor(user, id);
  const [flow, progress] = await Promise.all([
    OnboardingFlow.findByPk(row.id),
    TutorialProgress.findOne({ where: { userId: user.id, tutorialId: row.id } }),
  ]);
  return { ...summary(row, progress), steps: flow?.steps ?? [] };
}

/** The guided tour's report of where the user is (POST /api/tutorials/{id}). */
export const TutorialProgressChangeSchema = z.discriminatedUnion(
  "kind",
  [
    z.object({ kind: z.literal("start") }),
    z.object({
      kind: z.literal("step"),
      step: z
        .int({ error: "Step must be a whole number" })
        .check(z.minimum(0, { error: "Step must be a whole number" })),
    }),
    z.object({ kind: z.literal("complete") }),
  ],
  { error: "Kind must be start, step or complete" },
);

export type TutorialProgressChange = z.infer<typeof TutorialProgressChangeSchema>;

/**
 * Records where the user is: `start` begins it again at the first step (Start, Replay), `step`
 * moves to a step, `complete` finishes it (Complete, Skip, Mark as complete). One row per user and
 * tutorial, written as one upsert.
 */
export async function saveTutorialProgress(
  user: Who,
  id: string,
  change: TutorialProgressChange,
): Promise<TutorialSummary> {
  const row = await tutorialFor(user, id);
  const existing = await TutorialProgress.findOne({
    where: { userId: user.id, tutorialId: row.id },
  });
  const now = new Date();
  const last = Math.max(row.stepCount - 1, 0);
  const next =
    change.kind === "start"
      ? { currentStep: 0, startedAt: now, completedAt: null }
      : change.kind === "step"
        ? {
            currentStep: Math.min(Math.max(Math.trunc(change.step), 0), last),
            startedAt: existing?.startedAt ?? now,
            completedAt: existing?.completedAt ?? null,
          }
        : {
            currentStep: existing?.currentStep ?? last,
            startedAt: existing?.startedAt ?? now,
            completedAt: existing?.completedAt ?? now,
          };
  const [saved] = await TutorialProgress.upsert({
    userId: user.id,
    tutorialId: row.id,
    ...next,
    updatedAt: now,
  });
  return summary(row, saved);
}
