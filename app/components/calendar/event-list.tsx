import { Link } from "@remix-run/react";
import { Badge } from "~/components/ui/badge";
import { EVENT_TYPE_LABELS, type CalendarEventView } from "~/utils/calendar-words";
import { caseUrl } from "~/utils/case-urls";
import { formatDay } from "~/utils/format";

/** An event as a list shows it (the firm's fields are there only for the firm). */
export type ListedEvent = Omit<CalendarEventView, "caseTitle"> & { caseTitle?: string | null };

const timeFormats = new Map<string, Intl.DateTimeFormat>();
/** "9:30 AM" on the firm's clocks. */
export function timeOf(iso: string, timeZone: string): string {
  let format = timeFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", { timeZone, hour: "numeric", minute: "2-digit" });
    timeFormats.set(timeZone, format);
  }
  return format.format(new Date(iso));
}

/** "All day", or "9:30 AM – 11:00 AM". */
export function whenOf(event: ListedEvent, timeZone: string): string {
  if (event.allDay) return "All day";
  const start = timeOf(event.startsAt, timeZone);
  return event.endsAt ? `${start} – ${timeOf(event.endsAt, timeZone)}` : start;
}

/** The marks an event carries in every list: its kind, unconfirmed, the client's or the firm's. */
export function EventMarks({ event, firm }: { event: ListedEvent; firm: boolean }) {
  return (
    <>
      <Badge tone={event.type === "limitation" ? "danger" : "brand"}>
        {EVENT_TYPE_LABELS[event.type]}
      </Badge>
      {event.confirmed ? null : <Badge tone="warning">Unconfirmed</Badge>}
      {firm ? (
        <Badge tone="neutral">{event.sharedWithClient ? "Client sees it" : "Internal"}</Badge>
      ) : null}
    </>
  );
}

/**
 * Dated events as a list, soonest first, grouped by day: each with its kind, time, place and
 * (with `linkCases`) the case it belongs to. `actions` adds a control to each (Remove).
 */
export function EventList({
  events,
  timeZone,
  firm,
  linkCases = false,
  empty,
  actions,
  headingLevel = 3,
  opens = () => true,
  downloads = false,
}: {
  events: ReadonlyArray<ListedEvent>;
  timeZone: string;
  firm: boolean;
  linkCases?: boolean;
  empty: string;
  actions?: (event: ListedEvent) => React.ReactNode;
  headingLevel?: 3 | 4;
  /** Each event offers its .ics file, for a phone's or a desktop's calendar. */
  downloads?: boolean;
  /** With `linkCases`: whether the reader may open the event's case (else its name, unlinked). */
  opens?: (event: ListedEvent) => boolean;
}) {
  if (events.length === 0) return <p className="text-ink-muted">{empty}</p>;
  const days: Array<[string, ListedEvent[]]> = [];
  for (const event of events) {
    const last = days[days.length - 1];
    if (last && last[0] === event.day) last[1].push(event);
    else days.push([event.day, [event]]);
  }
  const Heading = headingLevel === 3 ? "h3" : "h4";
  return (
    <div className="space-y-4">
      {days.map(([day, items]) => (
        <section key={day} aria-labelledby={`day-${day}`}>
          <Heading id={`day-${day}`} className="text-sm font-semibold text-ink">
            <time dateTime={day}>{formatDay(day)}</time>
          </Heading>
          <ul className="mt-1 divide-y divide-slate-200 rounded-control border border-slate-200">
            {items.map((event) => (
              <li key={event.id} className="flex flex-wrap items-start gap-x-3 gap-y-1 px-3 py-2">
                <span className="w-32 shrink-0 text-sm text-ink-muted">
                  {whenOf(event, timeZone)}
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block font-medium text-ink">
                    {linkCases && opens(event) ? (
                      <Link to={caseUrl(event.caseId, "dates")} className="text-brand underline">
                        {event.title}
                      </Link>
                    ) : (
                      event.title
                    )}
                  </span>
                  <span className="mt-1 flex flex-wrap gap-1 text-sm">
                    <EventMarks event={event} firm={firm} />
                  </span>
                  {event.location ? (
                    <span className="block text-sm text-ink-muted">{event.location}</span>
                  ) : null}
                  {downloads ? (
                    <a
                      href={`/calendar/events/${event.id}.ics`}
                      download
                      className="text-sm text-brand underline"
                    >
                      Add to my calendar<span className="sr-only">: {event.title}</span> (.ics)
                    </a>
                  ) : null}
                  {linkCases ? (
                    <span className="block text-sm text-ink-muted">
                      Case #{event.caseId}
                      {event.caseTitle ? `: ${event.caseTitle}` : ""}
                    </span>
                  ) : null}
                </span>
                {actions ? <span className="shrink-0">{actions(event)}</span> : null}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
