import { Form } from "@remix-run/react";
import { Button, ButtonLink } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import type { AuditEntry } from "~/services/audit-log.server";
import { adminUrl, BACKUP_PATH, reportUrl } from "~/utils/admin-url";
import { formatDateTime } from "~/utils/format";

const REPORTS = [
  { name: "users", label: "Users (CSV)" },
  { name: "cases", label: "Cases (CSV)" },
  { name: "submissions", label: "Submissions (CSV)" },
] as const;

/** The latest audited events, newest first: who did what, when. */
export function AuditActivity({ events, timeZone }: { events: AuditEntry[]; timeZone: string }) {
  return (
    <Card as="section" aria-labelledby="recent-activity-title" pad="md">
      <h2 id="recent-activity-title" className="mb-3 text-lg font-semibold text-ink">
        Recent Activity
      </h2>
      {events.length === 0 ? (
        <p className="text-sm text-ink-muted">Nothing has happened yet.</p>
      ) : (
        <ul className="divide-y divide-line">
          {events.map((event) => (
            <li key={event.id} className="py-2 text-sm">
              <p className="font-medium text-ink">
                {event.actor?.name ?? "A visitor"}: {event.description}
                {event.target ? ` (${event.target})` : ""}
              </p>
              <p className="text-ink-muted">
                <time dateTime={event.at}>{formatDateTime(event.at, timeZone)}</time>
              </p>
            </li>
          ))}
        </ul>
      )}
      <p className="mt-3 text-sm">
        <a href={adminUrl("audit")} className="font-medium text-brand underline">
          Open the audit log
        </a>
      </p>
    </Card>
  );
}

/**
 * The Overview's quick actions, each doing what it says: the new-user dialog, a backup of the
 * whole database (a download the browser makes itself, so it also works without JavaScript),
 * the reports as CSV files, and the Settings tab.
 */
export function QuickActions({
  lastBackupAt,
  timeZone,
}: {
  lastBackupAt: string | null;
  timeZone: string;
}) {
  return (
    <Card as="section" aria-labelledby="quick-actions-title" pad="md" className="space-y-4">
      <h2 id="quick-actions-title" className="text-lg font-semibold text-ink">
        Quick Actions
      </h2>
      <ButtonLink
        to={adminUrl("users", { dialog: "new-user" })}
        data-opens="new-user-dialog"
        className="w-full"
      >
        Create New User
      </ButtonLink>
      <Form method="post" action={BACKUP_PATH} reloadDocument>
        <input type="hidden" name="intent" value="backup" />
        <Button variant="secondary" className="w-full" aria-describedby="last-backup">
          Database Backup
        </Button>
        <p id="last-backup" className="mt-1 text-sm text-ink-muted">
          Last backup:{" "}
          {lastBackupAt ? (
            <time dateTime={lastBackupAt}>{formatDateTime(lastBackupAt, timeZone)}</time>
          ) : (
            "never"
          )}
        </p>
      </Form>
      <div>
        <h3 className="mb-2 text-sm font-semibold text-ink">Generate Reports</h3>
        <ul className="space-y-1 text-sm">
          {REPORTS.map((report) => (
            <li key={report.name}>
              <a href={reportUrl(report.name)} className="text-brand underline" download>
                {report.label}
              </a>
            </li>
          ))}
        </ul>
      </div>
      <ButtonLink to={adminUrl("settings")} variant="secondary" className="w-full">
        System Configuration
      </ButtonLink>
    </Card>
  );
}
