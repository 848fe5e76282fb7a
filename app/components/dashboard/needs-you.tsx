import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import type { NeedsYou, NeedsYouGroup } from "~/services/needs-you.server";
import { formatDateTime, formatDay, humanise } from "~/utils/format";
import { REQUESTED_ITEM_LABELS } from "~/utils/injury-words";
import { Card } from "~/components/ui/card";

/** One line of a group: what it is (a link to where it is handled) and what to know about it. */
interface Line {
  key: string | number;
  href: string;
  text: string;
  detail: ReactNode;
}

interface GroupView {
  id: string;
  title: string;
  /** "and 3 more client messages": the rest of the group, named for a screen reader's link list. */
  noun: string;
  lines: Line[];
  group: NeedsYouGroup<unknown>;
}

const at = (iso: string, timeZone: string) => (
  <time dateTime={iso}>{formatDateTime(iso, timeZone)}</time>
);

function groupsOf(data: NeedsYou): GroupView[] {
  const zone = data.timeZone;
  return [
    {
      id: "messages",
      title: "Client messages waiting for your reply",
      noun: "client messages",
      group: data.messages,
      lines: data.messages.items.map((m) => ({
        key: m.caseId,
        href: m.href,
        text: `Case #${m.caseId}: ${m.caseTitle}`,
        detail: (
          <>
            {m.clientName} has waited <strong>{m.waited}</strong> (since {at(m.since, zone)})
          </>
        ),
      })),
    },
    {
      id: "consultations",
      title: "Consultation requests assigned to you",
      noun: "consultation requests",
      group: data.consultations,
      lines: data.consultations.items.map((c) => ({
        key: c.submissionId,
        href: c.href,
        text: `${c.submitterName}: ${c.formTitle}`,
        detail: <>Received {at(c.receivedAt, zone)}</>,
      })),
    },
    {
      id: "intakes",
      title: "Intakes awaiting your acceptance",
      noun: "intakes",
      group: data.intakes,
      lines: data.intakes.items.map((i) => ({
        key: i.caseId,
        href: i.href,
        text: `Case #${i.caseId}: ${i.caseTitle}`,
        detail: (
          <>
            {i.clientName}, opened {at(i.createdAt, zone)}
          </>
        ),
      })),
    },
    {
      id: "conflicts",
      title: "Conflicts waiting for your decision",
      noun: "conflicts",
      group: data.conflicts,
      lines: data.conflicts.items.map((c) => ({
        key: c.key,
        href: c.href,
        text: c.label,
        detail: (
          <>
            {c.matchCount} {c.matchCount === 1 ? "match" : "matches"}, flagged{" "}
            {at(c.flaggedAt, zone)}
          </>
        ),
      })),
    },
    {
      id: "tasks",
      title: "Your tasks due this week",
      noun: "tasks",
      group: data.tasks,
      lines: data.tasks.items.map((t) => ({
        key: t.taskId,
        href: t.href,
        text: t.title,
        detail: (
          <>
            {t.overdue ? <strong className="text-danger">Overdue: </strong> : null}
            due <time dateTime={t.dueDate}>{formatDay(t.dueDate)}</time>, priority{" "}
            {humanise(t.priority)}
            {t.caseId ? `, Case #${t.caseId}` : ""}
          </>
        ),
      })),
    },
    {
      id: "records",
      title: "Records requests overdue",
      noun: "overdue records requests",
      group: data.records,
      lines: data.records.items.map((r) => ({
        key: r.requestId,
        href: r.href,
        text: `${REQUESTED_ITEM_LABELS[r.what]} request to ${r.providerName}`,
        detail: (
          <>
            Overdue since <time dateTime={r.overdueSince}>{formatDay(r.overdueSince)}</time> (sent{" "}
            <time dateTime={r.sentOn}>{formatDay(r.sentOn)}</time>), Case #{r.caseId}: {r.caseTitle}
          </>
        ),
      })),
    },
    {
      id: "dates",
      title: `Dates within ${data.dates.days} days`,
      noun: "dates",
      group: data.dates,
      lines: data.dates.items.map((d) => ({
        key: d.eventId,
        href: d.href,
        text: d.title,
        detail: (
          <>
            {d.typeLabel} on{" "}
            {d.allDay ? <time dateTime={d.day}>{formatDay(d.day)}</time> : at(d.startsAt, zone)},
            Case #{d.caseId}: {d.caseTitle}
          </>
        ),
      })),
    },
    {
      id: "events",
      title: "Your cases' events in the next 14 days",
      noun: "events",
      group: data.events,
      lines: data.events.items.map((e) => ({
        key: e.eventId,
        href: e.href,
        text: e.title,
        detail: (
          <>
            {humanise(e.eventType)} on {at(e.at, zone)}, Case #{e.caseId}: {e.caseTitle}
          </>
        ),
      })),
    },
  ];
}

/**
 * "Needs you" (issue 36 item 7): what waits for this attorney, first on the dashboard. Plain
 * server-rendered links and lists, nothing interactive, so it adds no script of its own.
 */
export function NeedsYouSection({ data }: { data: NeedsYou }) {
  const groups = groupsOf(data).filter((view) => view.group.total > 0);
  return (
    <Card as="section" id="needs-you" raised aria-labelledby="needs-you-title">
      <h2 id="needs-you-title" className="text-lg font-semibold">
        Needs you
      </h2>
      {groups.length === 0 ? (
        <p className="mt-2 text-sm text-ink-muted">Nothing needs you right now</p>
      ) : (
        <div className="mt-3 grid gap-5 lg:grid-cols-2">
          {groups.map((view) => (
            <section key={view.id} aria-labelledby={`needs-you-${view.id}`}>
              <h3 id={`needs-you-${view.id}`} className="font-semibold text-ink">
                {view.title} ({view.group.total})
              </h3>
              <ul className="mt-1 divide-y divide-line">
                {view.lines.map((line) => (
                  <li key={line.key} className="py-2">
                    <Link to={line.href} className="font-medium text-brand underline">
                      {line.text}
                    </Link>
                    <p className="text-sm text-ink-muted">{line.detail}</p>
                  </li>
                ))}
              </ul>
              {view.group.total > view.lines.length ? (
                <p className="text-sm">
                  <Link to={view.group.moreHref} className="text-brand underline">
                    and {view.group.total - view.lines.length} more {view.noun}
                  </Link>
                </p>
              ) : null}
            </section>
          ))}
        </div>
      )}
    </Card>
  );
}
