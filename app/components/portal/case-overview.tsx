import { Link } from "@remix-run/react";
import { Badge } from "~/components/priority-badge";
import { Card } from "~/components/ui/card";
import { Entry } from "~/components/ui/entry";
import type { PublicCaseEvent } from "~/services/case-timeline.server";
import type { ClientCase } from "~/services/cases.server";
import { clientStatusLabel } from "~/utils/case-status";
import { formatDate, humanise } from "~/utils/format";

/** The client's cases, each a link that selects it (URL state: ?case=). */
export function CaseSwitcher({
  cases,
  selectedId,
  tab,
}: {
  cases: ClientCase[];
  selectedId: number;
  tab: string;
}) {
  return (
    <nav aria-label="Your cases" className="mb-6">
      <h2 className="mb-2 text-sm font-semibold uppercase tracking-wide text-ink-muted">
        Your cases
      </h2>
      <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {cases.map((item) => (
          <li key={item.id}>
            <Link
              to={`/client-portal?case=${item.id}${tab === "overview" ? "" : `&tab=${tab}`}`}
              aria-current={item.id === selectedId ? "page" : undefined}
              className={`block rounded-control border p-3 ${
                item.id === selectedId
                  ? "border-brand bg-brand-soft"
                  : "border-line bg-white hover:border-ink-subtle"
              }`}
            >
              <span className="block font-medium text-ink">{item.title}</span>
              <span className="mt-1 block text-sm text-ink-muted">
                {item.caseType} · {clientStatusLabel(item.status)}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The case's status, type and attorney, and what it is about, as its client reads it (never the
 * firm's priority).
 */
export function CaseSummary({ legalCase }: { legalCase: ClientCase }) {
  return (
    <Card as="section" id="case-overview" aria-labelledby="case-title">
      <h2 id="case-title" className="text-xl font-semibold text-ink">
        {legalCase.title}
      </h2>
      <dl className="mt-4 grid gap-4 sm:grid-cols-3">
        <div>
          <dt className="text-sm text-ink-muted">Status</dt>
          <dd className="mt-1">
            <Badge>{clientStatusLabel(legalCase.status)}</Badge>
          </dd>
        </div>
        <div>
          <dt className="text-sm text-ink-muted">Case type</dt>
          <dd className="mt-1 font-medium text-ink">{legalCase.caseType}</dd>
        </div>
        <div>
          <dt className="text-sm text-ink-muted">Your attorney</dt>
          <dd className="mt-1 font-medium text-ink">{legalCase.staffName ?? "Being assigned"}</dd>
        </div>
      </dl>
      {legalCase.status === "awaiting_acceptance" ? (
        <p className="mt-4 rounded-control border border-brand bg-brand-soft p-3 text-ink">
          Not a case yet: the firm is reviewing your request. An attorney will accept it, or tell
          you here if the firm cannot take it on.
        </p>
      ) : null}
      <p className="mt-4 text-ink">{legalCase.description}</p>
      <p className="mt-2 text-sm text-ink-muted">
        Opened <time dateTime={legalCase.createdAt}>{formatDate(legalCase.createdAt)}</time>
      </p>
    </Card>
  );
}

const EVENT_LABELS: Record<string, string> = {
  filed: "Filed",
  discovery: "Discovery",
  hearing: "Hearing",
  note: "Note",
};

/**
 * The case's timeline of events, oldest first, each dated when it happened. The firm's view marks
 * its internal notes (a client's never holds one).
 */
export function CaseTimeline({
  events,
  timeZone,
  className = "mt-6",
}: {
  events: PublicCaseEvent[];
  timeZone?: string;
  className?: string;
}) {
  return (
    <section aria-labelledby="timeline-title" className={className}>
      <h2 id="timeline-title" className="mb-3 text-lg font-semibold text-ink">
        Timeline
      </h2>
      {events.length === 0 ? (
        <p className="text-ink-muted">Nothing has happened on this case yet.</p>
      ) : (
        <ol className="space-y-4 border-l-2 border-line pl-5">
          {events.map((event) => (
            <li key={event.id} className="relative">
              <span
                aria-hidden="true"
                className="absolute -left-[27px] top-1.5 h-3 w-3 rounded-full border-2 border-white bg-brand"
              />
              <Entry
                badge={
                  <>
                    <Badge>{EVENT_LABELS[event.eventType] ?? humanise(event.eventType)}</Badge>
                    {event.sharedWithClient ? null : <Badge tone="warning">Internal note</Badge>}
                  </>
                }
                time={{ iso: event.occurredAt, text: formatDate(event.occurredAt, timeZone) }}
                title={event.title}
                text={event.description}
              />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
