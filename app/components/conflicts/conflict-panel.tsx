import { Link } from "@remix-run/react";
import { Card } from "~/components/ui/card";
import { RadioGroupField, TextareaField } from "~/components/ui/fields";
import { IntentForm, useIntentForm, type IntentReply } from "~/components/ui/form";
import { caseUrl } from "~/utils/case-urls";
import { FORM_SPECS } from "~/utils/form-specs";
import {
  isConflictMatch,
  matchRoleText,
  matterLabel,
  type ConflictStatus,
  type StoredConflictMatch,
} from "~/utils/parties";
import { ConflictBadge } from "./conflict-badge";

export interface ConflictView {
  status: ConflictStatus;
  matches: Array<StoredConflictMatch & { canOpen: boolean }>;
  note: string | null;
  decidedAt: string | null;
}

const DECISIONS = [
  { value: "cleared", label: "Cleared: not a conflict" },
  { value: "waived", label: "Waived: informed consent in writing (say how in the note)" },
  { value: "declined", label: "Declined: the firm will not act" },
];

/**
 * A request's or a case's conflict check (issue 17): its result, the matches it found and why,
 * the decision taken, and, for the assigned attorney or an administrator, the decision form.
 */
export function ConflictPanel({
  conflict,
  mayDecide,
  reply,
}: {
  conflict: ConflictView | null;
  mayDecide: boolean;
  reply?: IntentReply;
}) {
  const state = useIntentForm("decide-conflict", FORM_SPECS.conflictDecision, reply ?? null);
  if (!conflict) return null;
  return (
    <Card as="section" aria-labelledby="conflict-title" pad="sm" className="mt-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="conflict-title" className="text-lg font-semibold text-ink">
          Conflict check
        </h2>
        <ConflictBadge status={conflict.status} />
      </div>
      {conflict.matches.length === 0 ? (
        <p className="mt-2 text-ink-muted">
          No party of the firm&apos;s matters matches these names.
        </p>
      ) : (
        <>
          <MatchList title="To decide" matches={conflict.matches.filter(isConflictMatch)} />
          <MatchList
            title="For information (not a conflict)"
            matches={conflict.matches.filter((match) => !isConflictMatch(match))}
          />
        </>
      )}
      {conflict.note ? (
        <p className="mt-3 text-sm">
          <span className="font-medium">Note:</span> {conflict.note}
        </p>
      ) : null}
      {mayDecide && conflict.status !== "clear" ? (
        <IntentForm
          state={state}
          submit={conflict.status === "potential" ? "Record Decision" : "Change Decision"}
          pendingText="Saving..."
          className="mt-4 space-y-4"
        >
          <RadioGroupField meta={state.fields.decision} legend="Decision" options={DECISIONS} />
          <TextareaField
            meta={state.fields.note}
            label="Note"
            hint="Why it is not a conflict, or how the client gave informed consent in writing."
            rows={3}
          />
        </IntentForm>
      ) : conflict.status === "potential" ? (
        <p className="mt-3 text-sm text-ink-muted">
          The assigned attorney or an administrator decides on it.
        </p>
      ) : null}
    </Card>
  );
}

type ViewedMatch = ConflictView["matches"][number];

/** A match's matter as the viewer may reach it: a link to what they may open, else plain text. */
export function MatterLink({ match }: { match: ViewedMatch }) {
  const label = matterLabel(match);
  if (!match.canOpen) return <>{label}</>;
  const to = match.caseId !== null ? caseUrl(match.caseId) : `/submissions/${match.submissionId}`;
  return (
    <Link to={to} className="text-brand underline">
      {label}
    </Link>
  );
}

function MatchList({ title, matches }: { title: string; matches: ViewedMatch[] }) {
  if (matches.length === 0) return null;
  return (
    <>
      <h3 className="mt-3 text-sm font-semibold text-ink">{title}</h3>
      <ul className="mt-1 space-y-2">
        {matches.map((match) => (
          <li key={`${match.query}-${match.partyId}`} className="text-sm">
            <span className="font-medium">{match.query}</span>: {matchRoleText(match)}{" "}
            <MatterLink match={match} /> (as <span className="font-medium">{match.partyName}</span>,{" "}
            {match.reason}, {Math.round(match.score * 100)}%)
          </li>
        ))}
      </ul>
    </>
  );
}
