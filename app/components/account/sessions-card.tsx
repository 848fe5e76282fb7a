import { Form } from "@remix-run/react";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { DataTable, type Column } from "~/components/ui/data-table";
import type { SessionRow } from "~/services/account-security.server";
import { formatDateTime } from "~/utils/format";

function columns(timeZone: string): ReadonlyArray<Column<SessionRow>> {
  return [
    {
      id: "device",
      header: "Device",
      rowHeader: true,
      cell: (session) => (
        <>
          {session.device}
          {session.current ? (
            <>
              {" "}
              <Badge tone="success">This device</Badge>
            </>
          ) : null}
        </>
      ),
    },
    { id: "address", header: "Address", cell: (session) => session.ipAddress ?? "Unknown" },
    {
      id: "signed-in",
      header: "Signed in",
      cell: (session) => (
        <time dateTime={session.signedInAt}>{formatDateTime(session.signedInAt, timeZone)}</time>
      ),
    },
    {
      id: "last-seen",
      header: "Last seen",
      cell: (session) => (
        <time dateTime={session.lastSeenAt}>{formatDateTime(session.lastSeenAt, timeZone)}</time>
      ),
    },
    {
      id: "actions",
      header: "Actions",
      cell: (session) =>
        session.current ? (
          <span className="text-sm text-ink-muted">Use Logout</span>
        ) : (
          <Form method="post" preventScrollReset>
            <input type="hidden" name="sessionId" value={session.id} />
            <Button
              name="intent"
              value="revoke-session"
              size="sm"
              variant="secondary"
              aria-label={`Sign out ${session.device}, last seen ${formatDateTime(session.lastSeenAt, timeZone)}`}
            >
              Sign out
            </Button>
          </Form>
        ),
    },
  ];
}

/** The account's open sessions, with Sign out for each and for every other one at once. */
export function SessionsCard({
  sessions,
  timeZone,
  refusal,
}: {
  sessions: SessionRow[];
  timeZone: string;
  refusal: string | null;
}) {
  const others = sessions.filter((session) => !session.current).length;
  return (
    <Card as="section" aria-labelledby="sessions-title" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="sessions-title" className="text-lg font-semibold text-ink">
          Where you are signed in
        </h2>
        {others > 0 ? (
          <Form method="post" preventScrollReset>
            <Button name="intent" value="revoke-others" size="sm" variant="danger">
              Sign out everywhere else
            </Button>
          </Form>
        ) : null}
      </div>
      {refusal ? (
        <p role="alert" className="font-medium text-danger">
          {refusal}
        </p>
      ) : null}
      <DataTable
        caption="Your active sessions"
        captionHidden
        columns={columns(timeZone)}
        rows={sessions}
        rowKey={(session) => session.id}
        empty="No other sessions."
      />
    </Card>
  );
}
