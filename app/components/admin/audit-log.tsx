import { Form } from "@remix-run/react";
import { Button, ButtonLink } from "~/components/ui/button";
import { DataTable, type Column } from "~/components/ui/data-table";
import { controlClass } from "~/components/ui/fields";
import type { AuditEntry } from "~/services/audit-log.server";
import { adminUrl, reportUrl } from "~/utils/admin-url";
import { formatDateTime } from "~/utils/format";

export interface AuditFilterState {
  person?: string;
  action?: string;
  from?: string;
  to?: string;
}

function columns(timeZone: string): ReadonlyArray<Column<AuditEntry>> {
  return [
    {
      id: "when",
      header: "When",
      cell: (event) => <time dateTime={event.at}>{formatDateTime(event.at, timeZone)}</time>,
    },
    {
      id: "who",
      header: "Who",
      cell: (event) =>
        event.actor ? (
          <>
            <div>{event.actor.name}</div>
            <div className="text-ink-muted">{event.actor.email}</div>
          </>
        ) : (
          <span className="text-ink-muted">A visitor</span>
        ),
    },
    { id: "what", header: "What", cell: (event) => event.description },
    { id: "record", header: "Record", cell: (event) => event.target ?? "" },
    { id: "address", header: "Address", cell: (event) => event.ipAddress ?? "" },
    {
      id: "details",
      header: "Details",
      cell: (event) =>
        event.details ? <code className="break-all text-xs">{event.details}</code> : "",
    },
  ];
}

/** A labelled filter control of the audit log's GET form. */
function Filter({ id, label, children }: { id: string; label: string; children: React.ReactNode }) {
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {label}
      </label>
      {children}
    </div>
  );
}

/** The Audit Log tab: filters (a GET form), the events a page at a time, and the CSV of the filtered log. */
export function AuditLog({
  events,
  total,
  page,
  pageCount,
  filters,
  actions,
  timeZone,
}: {
  events: AuditEntry[];
  total: number;
  page: number;
  pageCount: number;
  filters: AuditFilterState;
  actions: ReadonlyArray<{ value: string; label: string }>;
  timeZone: string;
}) {
  const filtered = Object.values(filters).some(Boolean);
  return (
    <section aria-labelledby="audit-title" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="audit-title" className="text-lg font-semibold text-ink">
          Audit Log
        </h2>
        <a
          href={reportUrl("audit", { ...filters })}
          download
          className="text-sm font-medium text-brand underline"
        >
          Download as CSV
        </a>
      </div>
      <Form
        method="get"
        role="search"
        aria-label="Filter the audit log"
        className="flex flex-wrap items-end gap-3"
      >
        <input type="hidden" name="tab" value="audit" />
        <Filter id="audit-person" label="Person (email)">
          <input
            id="audit-person"
            name="person"
            type="email"
            defaultValue={filters.person ?? ""}
            maxLength={254}
            className={controlClass(false)}
          />
        </Filter>
        <Filter id="audit-action" label="Action">
          <select
            id="audit-action"
            name="action"
            defaultValue={filters.action ?? ""}
            className={controlClass(false)}
          >
            <option value="">Any</option>
            {actions.map((action) => (
              <option key={action.value} value={action.value}>
                {action.label}
              </option>
            ))}
          </select>
        </Filter>
        <Filter id="audit-from" label="From">
          <input
            id="audit-from"
            name="from"
            type="date"
            defaultValue={filters.from ?? ""}
            className={controlClass(false)}
          />
        </Filter>
        <Filter id="audit-to" label="To">
          <input
            id="audit-to"
            name="to"
            type="date"
            defaultValue={filters.to ?? ""}
            className={controlClass(false)}
          />
        </Filter>
        <div className="flex gap-2">
          <Button>Filter</Button>
          {filtered ? (
            <ButtonLink to={adminUrl("audit")} variant="secondary">
              Clear
            </ButtonLink>
          ) : null}
        </div>
      </Form>
      <p className="text-sm text-ink-muted" aria-live="polite">
        {total === 1 ? "1 event" : `${total} events`}
        {filtered ? (total === 1 ? " matches" : " match") : ""}, newest first
      </p>
      <DataTable
        caption="Audit events, newest first"
        captionHidden
        columns={columns(timeZone)}
        rows={events}
        rowKey={(event) => event.id}
        empty={filtered ? "No events match these filters." : "Nothing has been recorded yet."}
        paging={{ page, pageCount }}
      />
    </section>
  );
}
