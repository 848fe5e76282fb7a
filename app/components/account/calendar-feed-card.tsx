import { Form } from "@remix-run/react";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { controlClass } from "~/components/ui/control-class";
import { FormToken } from "~/components/ui/form";
import type { CalendarFeedState } from "~/services/calendar/feed.server";
import { formatDate } from "~/utils/format";
import { useIntentPending } from "~/utils/use-intent-pending";

export const CREATE_CALENDAR_FEED = "create-calendar-feed";
export const REVOKE_CALENDAR_FEED = "revoke-calendar-feed";

/**
 * An attorney's private calendar feed on the account page: what it holds, whether it is on, and
 * plain POST buttons to make, renew or turn off its link. A new link is shown once, right after
 * it is made (the database keeps only its hash), with how to add it to the common calendar apps.
 */
export function CalendarFeedCard({
  state,
  newUrl,
  refusal,
  timeZone,
}: {
  state: CalendarFeedState;
  /** The link just made, this once. */
  newUrl: string | null;
  refusal: string | null;
  timeZone: string;
}) {
  const creating = useIntentPending(CREATE_CALENDAR_FEED);
  const revoking = useIntentPending(REVOKE_CALENDAR_FEED);
  return (
    <Card
      as="section"
      id="calendar-feed"
      aria-labelledby="calendar-feed-title"
      className="space-y-4"
    >
      <div>
        <h2 id="calendar-feed-title" className="mb-1 text-lg font-semibold text-ink">
          Calendar feed
        </h2>
        <p className="text-sm text-ink-muted">
          A private link your calendar app subscribes to, so your hearings, depositions and
          deadlines show on your phone. It holds the events of your cases and those you attend, from
          30 days back to a year ahead: their titles, times, case numbers and locations. Never
          notes, explanations or anything about your clients.
        </p>
      </div>
      {refusal ? (
        <p role="alert" className="text-danger">
          {refusal}
        </p>
      ) : null}
      {newUrl ? <NewFeedLink url={newUrl} /> : null}
      {state.active ? (
        <p>
          <strong>On</strong>
          {state.createdAt ? `, with a link made ${formatDate(state.createdAt, timeZone)}` : ""}.
          Renewing makes a new link: calendars that use the old one stop updating until you give
          them the new one.
        </p>
      ) : (
        <p>
          <strong>Off.</strong> No link reads your calendar.
        </p>
      )}
      <Form method="post" preventScrollReset className="flex flex-wrap gap-3">
        <FormToken />
        <Button
          name="intent"
          value={CREATE_CALENDAR_FEED}
          variant={state.active ? "secondary" : "primary"}
          pending={creating}
          pendingText="Making the link..."
        >
          {state.active ? "Renew link" : "Create feed link"}
        </Button>
        {state.active ? (
          <Button
            name="intent"
            value={REVOKE_CALENDAR_FEED}
            variant="danger"
            pending={revoking}
            pendingText="Turning off..."
          >
            Turn off
          </Button>
        ) : null}
      </Form>
    </Card>
  );
}

/** The link just made, with how to subscribe to it: shown this once. */
function NewFeedLink({ url }: { url: string }) {
  return (
    <div className="space-y-3 rounded-control border border-line p-3">
      <p role="status" className="font-medium text-ink">
        Your calendar feed link is ready. Copy it now: it is shown only this once.
      </p>
      <div>
        <label htmlFor="calendar-feed-link" className="block text-sm font-medium text-ink">
          Calendar feed link
        </label>
        <input
          id="calendar-feed-link"
          readOnly
          value={url}
          aria-describedby="calendar-feed-link-hint"
          className={controlClass(false)}
        />
        <p id="calendar-feed-link-hint" className="mt-1 text-sm text-ink-muted">
          Anyone who has this link can read these events: keep it to yourself.
        </p>
      </div>
      <h3 className="font-medium text-ink">Add it to your calendar</h3>
      <ul className="list-disc space-y-1 pl-5 text-sm">
        <li>
          <strong>Google Calendar</strong> (on a computer): beside Other calendars, choose +, then
          From URL; paste the link and choose Add calendar.
        </li>
        <li>
          <strong>Outlook</strong>: Add calendar, then Subscribe from web; paste the link and choose
          Import.
        </li>
        <li>
          <strong>Apple Calendar</strong>: on a Mac, File, then New Calendar Subscription; on an
          iPhone, Settings, Calendar, Accounts, Add Account, Other, Add Subscribed Calendar. Paste
          the link.
        </li>
      </ul>
      <p className="text-sm text-ink-muted">
        Calendar apps fetch a subscribed feed on their own schedule: a change can take from minutes
        (Apple) to several hours (Google) to show.
      </p>
    </div>
  );
}
