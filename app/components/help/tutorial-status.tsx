import type { ReactNode } from "react";
import { Form } from "@remix-run/react";
import { Badge, type BadgeTone } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { FormToken } from "~/components/ui/form";
import { useHydrated } from "~/utils/use-hydrated";
import {
  TUTORIAL_STATUS_LABELS,
  startLabel,
  tutorialUrl,
  type TutorialStatus,
  type TutorialSummary,
} from "~/utils/tutorials";

const TONES: Record<TutorialStatus, BadgeTone> = {
  completed: "success",
  in_progress: "warning",
  not_started: "neutral",
};

/** Completed, In Progress or Not Started, in words. */
export function TutorialStatusBadge({ status }: { status: TutorialStatus }) {
  return <Badge tone={TONES[status]}>{TUTORIAL_STATUS_LABELS[status]}</Badge>;
}

/** Duration, steps and category (and the status, where no badge stands beside the title). */
export function TutorialFacts({
  tutorial,
  withStatus = false,
  className = "",
}: {
  tutorial: Pick<TutorialSummary, "duration" | "stepCount" | "category" | "status">;
  withStatus?: boolean;
  className?: string;
}) {
  const status: Array<[string, ReactNode]> = withStatus
    ? [["Status", <TutorialStatusBadge key="status" status={tutorial.status} />]]
    : [];
  const facts: Array<[string, ReactNode]> = [
    ...status,
    ["Duration", tutorial.duration],
    ["Steps", tutorial.stepCount],
    ["Category", tutorial.category],
  ];
  return (
    <dl className={`flex flex-wrap items-center gap-x-4 gap-y-1 text-sm ${className}`}>
      {facts.map(([term, value]) => (
        <div key={term} className="flex items-center gap-1">
          <dt className="text-ink-muted">{term}:</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * Start (or Replay) a tutorial: a POST that records it as started at its first step and opens the
 * tutorial's page without JavaScript, or its guided tour with it. Its name says which tutorial ("Start: Case
 * Management"), since a list has one per tutorial.
 */
export function StartTutorialForm({
  id,
  title,
  status,
  variant = "primary",
}: {
  id: string;
  title: string;
  status: TutorialStatus;
  variant?: "primary" | "secondary";
}) {
  const label = startLabel(status);
  // With JavaScript, Start runs the guided tour; without it, it opens the tutorial's page.
  const hydrated = useHydrated();
  return (
    <Form method="post" action={tutorialUrl(id)}>
      <input type="hidden" name="intent" value="start" />
      {hydrated ? <input type="hidden" name="tour" value="on" /> : null}
      <FormToken />
      <Button size="sm" variant={variant} aria-label={`${label}: ${title}`}>
        {label}
      </Button>
    </Form>
  );
}
