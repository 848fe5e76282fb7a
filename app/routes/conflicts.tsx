import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData } from "@remix-run/react";
import { MatterLink } from "~/components/conflicts/conflict-panel";
import { GeneralErrorBoundary } from "~/components/error-page";
import { ScreenHeading, pageTitle } from "~/components/screen-heading";
import { Badge, type BadgeTone } from "~/components/ui/badge";
import { Card } from "~/components/ui/card";
import { DataTable } from "~/components/ui/data-table";
import { TextareaField } from "~/components/ui/fields";
import { IntentForm, useIntentForm } from "~/components/ui/form";
import { screenAction, screenLoader } from "~/route-kit/screen.server";
import { checkConflicts, type ConflictMatch } from "~/services/conflicts.server";
import { FORM_SPECS } from "~/utils/form-specs";
import { ConflictCheckFormSchema } from "~/utils/form-schemas.server";
import { MAX_CHECK_NAMES, PARTY_ROLE_LABELS } from "~/utils/parties";

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, "Conflict check");

export const loader = (args: LoaderFunctionArgs) =>
  screenLoader(args, "conflicts", async () => ({}));

/**
 * The search is a POST: the names of a prospective client and the other side are confidential
 * (Rule 1.18), so they stay out of addresses, history and logs, and each search is audited. The
 * answer is the results page itself.
 */
export const action = (args: ActionFunctionArgs) =>
  screenAction(args, "conflicts", (intent) => ({
    check: intent(ConflictCheckFormSchema, async ({ user, value }) => {
      const result = await checkConflicts(user, value);
      return Response.json({ intent: "check", ...result });
    }),
  }));

const STATUS: Record<ConflictMatch["status"], { label: string; tone: BadgeTone }> = {
  current: { label: "Current matter", tone: "danger" },
  closed: { label: "Closed matter", tone: "caution" },
  prospective: { label: "Prospective", tone: "warning" },
};

export default function ConflictsPage() {
  const reply = useActionData<typeof action>();
  const result =
    reply && "matches" in reply ? (reply as { names: string[]; matches: ConflictMatch[] }) : null;
  const state = useIntentForm("check", FORM_SPECS.conflictCheck, reply ?? null);
  return (
    <>
      <ScreenHeading title="Conflict check">
        Before the firm takes a matter: every party to every matter, current, closed or prospective,
        searched for the names you give, including other spellings, word orders and initials. Each
        search is recorded in the audit log.
      </ScreenHeading>
      <div className="grid gap-6 lg:grid-cols-3">
        <Card as="section" aria-labelledby="check-heading" pad="sm" className="h-fit">
          <h2 id="check-heading" className="mb-3 text-lg font-semibold text-ink">
            Names to check
          </h2>
          <IntentForm state={state} submit="Check for Conflicts" pendingText="Checking...">
            <TextareaField
              meta={state.fields.names}
              label="Names, one per line"
              hint={`People and organisations: the prospective client and the other side, up to ${MAX_CHECK_NAMES}.`}
              rows={6}
            />
          </IntentForm>
        </Card>
        <section aria-labelledby="results-heading" className="lg:col-span-2" aria-live="polite">
          <h2 id="results-heading" className="mb-3 text-lg font-semibold text-ink">
            Results
          </h2>
          {result ? (
            <div className="space-y-4">
              {result.names.map((name) => (
                <NameResults
                  key={name}
                  name={name}
                  matches={result.matches.filter((match) => match.query === name)}
                />
              ))}
            </div>
          ) : (
            <p className="text-ink-muted">Enter names and check: the matches appear here.</p>
          )}
        </section>
      </div>
    </>
  );
}

function NameResults({ name, matches }: { name: string; matches: ConflictMatch[] }) {
  const headingId = `results-${name.replace(/[^a-z0-9]+/gi, "-").toLowerCase()}`;
  return (
    <Card as="section" aria-labelledby={headingId} pad="sm">
      <h3 id={headingId} className="font-semibold text-ink">
        {name}: {summary(matches)}
      </h3>
      {matches.length > 0 ? (
        <div className="mt-2">
          <DataTable
            caption={`Matches for ${name}, strongest first`}
            captionHidden
            rows={matches}
            rowKey={(match) => `${match.caseId}-${match.partyName}-${match.role}-${match.addedAt}`}
            empty="No matches."
            columns={[
              { id: "party", header: "Party", rowHeader: true, cell: (match) => match.partyName },
              {
                id: "role",
                header: "Role",
                cell: (match) =>
                  `${PARTY_ROLE_LABELS[match.role]}${match.removed ? " (removed)" : ""}`,
              },
              { id: "matter", header: "Matter", cell: (match) => <Matter match={match} /> },
              {
                id: "meaning",
                header: "Meaning",
                cell: (match) =>
                  match.kind === "conflict" ? (
                    <Badge tone="danger">Conflict to decide</Badge>
                  ) : (
                    <Badge tone="neutral">Information</Badge>
                  ),
              },
              {
                id: "why",
                header: "Why it matched",
                cell: (match) => `${match.reason}, ${Math.round(match.score * 100)}%`,
              },
            ]}
          />
        </div>
      ) : null}
    </Card>
  );
}

/**
 * "2 possible conflicts, 1 for information": a client of the firm is a conflict; the other side,
 * an insurer or a witness met again is information (issue 36).
 */
function summary(matches: ConflictMatch[]) {
  if (matches.length === 0) return "no matches";
  const conflicts = matches.filter((match) => match.kind === "conflict").length;
  const information = matches.length - conflicts;
  return [
    conflicts ? `${conflicts} possible ${conflicts === 1 ? "conflict" : "conflicts"}` : null,
    information ? `${information} for information` : null,
  ]
    .filter(Boolean)
    .join(", ");
}

function Matter({ match }: { match: ConflictMatch }) {
  return (
    <>
      <Badge tone={STATUS[match.status].tone}>{STATUS[match.status].label}</Badge>
      <span className="mt-1 block">
        <MatterLink match={match} />
      </span>
    </>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
