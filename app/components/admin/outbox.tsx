import { Link } from "@remix-run/react";
import { Badge, type BadgeTone } from "~/components/ui/badge";
import { FilterForm, FilterInput, FilterSelect } from "~/components/ui/filter-form";
import type { OutboxStatus } from "~/models/outbox-message.server";
import type { OutboxEntry } from "~/services/mail/outbox.server";
import { adminUrl } from "~/utils/admin-url";
import { formatDateTime } from "~/utils/format";

const STATUS: Record<OutboxStatus, { label: string; tone: BadgeTone }> = {
  queued: { label: "Queued", tone: "warning" },
  sent: { label: "Sent", tone: "success" },
  failed: { label: "Failed", tone: "danger" },
  kept: { label: "Not sent: no SMTP server", tone: "neutral" },
};

const STATUS_OPTIONS = (Object.keys(STATUS) as OutboxStatus[]).map((value) => ({
  value,
  label: STATUS[value].label,
}));

/** A labelled time in the message's details. */
function Moment({
  label,
  at,
  timeZone,
  children,
}: {
  label: string;
  at: string;
  timeZone: string;
  children?: string;
}) {
  return (
    <>
      <dt className="font-medium text-ink">{label}</dt>
      <dd>
        <time dateTime={at}>{formatDateTime(at, timeZone)}</time>
        {children}
      </dd>
    </>
  );
}

/**
 * Administration → Outbox: every e-mail the product sent, is sending, gave up on or (without
 * SMTP_URL) kept instead of sending, newest first, 25 at a time — recipient, subject, the text as
 * sent, and how delivery went.
 */
export function Outbox({
  messages,
  nextBefore,
  status,
  to,
  paged,
  sending,
  timeZone,
}: {
  messages: OutboxEntry[];
  nextBefore: number | null;
  status?: OutboxStatus;
  /** Only the messages to this address. */
  to?: string;
  /** Showing an older page (a link back to the newest is offered). */
  paged: boolean;
  /** SMTP_URL is set: messages are sent, not kept. */
  sending: boolean;
  timeZone: string;
}) {
  return (
    <section aria-labelledby="outbox-title" className="space-y-4">
      <h2 id="outbox-title" className="text-lg font-semibold text-ink">
        Outbox
      </h2>
      <p className="text-sm text-ink-muted">
        {sending
          ? "Every e-mail the product sent, is sending or gave up on. A message the mail server refuses for now is tried again: within a minute at first, then at most every 15 minutes, for a day."
          : "No mail server is set (SMTP_URL), so no e-mail leaves this machine. Here is every message the product would have sent."}
      </p>
      <FilterForm
        label="Filter the outbox"
        hidden={{ tab: "outbox" }}
        filtered={Boolean(status || to)}
        clearTo={adminUrl("outbox")}
      >
        <FilterInput
          id="outbox-to"
          name="to"
          type="email"
          label="Recipient (email)"
          value={to}
          maxLength={320}
        />
        <FilterSelect
          id="outbox-status"
          name="status"
          label="Status"
          value={status}
          options={STATUS_OPTIONS}
        />
      </FilterForm>
      {messages.length === 0 ? (
        <p className="rounded-lg border border-line bg-surface p-4 text-sm text-ink-muted">
          {status || to ? "No messages match these filters." : "No e-mail has been written yet."}
        </p>
      ) : (
        <ol aria-label="Messages, newest first" className="space-y-3">
          {messages.map((message) => (
            <li key={message.id}>
              <article
                aria-labelledby={`outbox-${message.id}`}
                className="rounded-lg border border-line bg-surface p-4"
              >
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <h3 id={`outbox-${message.id}`} className="font-semibold text-ink">
                    {message.subject}
                  </h3>
                  <Badge tone={STATUS[message.status].tone}>{STATUS[message.status].label}</Badge>
                </div>
                <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
                  <dt className="font-medium text-ink">To</dt>
                  <dd className="break-all">{message.to}</dd>
                  <Moment label="Written" at={message.createdAt} timeZone={timeZone} />
                  {message.sentAt ? (
                    <Moment label="Sent" at={message.sentAt} timeZone={timeZone} />
                  ) : null}
                  {message.nextAttemptAt && message.attempts > 0 ? (
                    <Moment label="Next try" at={message.nextAttemptAt} timeZone={timeZone}>
                      {` (tried ${message.attempts} ${message.attempts === 1 ? "time" : "times"})`}
                    </Moment>
                  ) : null}
                  {message.answer ? (
                    <>
                      <dt className="font-medium text-ink">Mail server&apos;s answer</dt>
                      <dd className="break-words">{message.answer}</dd>
                    </>
                  ) : null}
                </dl>
                <details className="mt-2">
                  <summary className="cursor-pointer text-sm font-medium text-brand">
                    The message
                  </summary>
                  <pre className="mt-2 whitespace-pre-wrap break-words font-sans text-sm text-ink">
                    {message.body}
                  </pre>
                </details>
              </article>
            </li>
          ))}
        </ol>
      )}
      <nav aria-label="Outbox pages" className="flex gap-4 text-sm">
        {paged ? (
          <Link
            className="font-medium text-brand underline"
            to={adminUrl("outbox", { status, to })}
          >
            Newest messages
          </Link>
        ) : null}
        {nextBefore ? (
          <Link
            className="font-medium text-brand underline"
            to={adminUrl("outbox", { status, to, before: nextBefore })}
          >
            Older messages
          </Link>
        ) : null}
      </nav>
    </section>
  );
}
