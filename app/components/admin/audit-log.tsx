import { DataTable, type Column } from "~/components/ui/data-table";
import { FilterForm, FilterInput, FilterSelect, MatchCount } from "~/components/ui/filter-form";
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
        event.detailsText ? <span className="break-words text-sm">{event.detailsText}</span> : "",
    },
  ];
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
      <FilterForm
        label="Filter the audit log"
        hidden={{ tab: "audit" }}
        filtered={filtered}
        clearTo={adminUrl("audit")}
        hinted
      >
        <FilterInput
          id="audit-person"
          name="person"
          type="email"
          label="Person (email)"
          value={filters.person}
          maxLength={254}
          hinted
        />
        <FilterSelect
          id="audit-action"
          name="action"
          label="Action"
          value={filters.action}
          options={actions}
          hinted
        />
        <FilterInput id="audit-from" name="from" type="date" label="From" value={filters.from} />
        <FilterInput id="audit-to" name="to" type="date" label="To" value={filters.to} />
      </FilterForm>
      <MatchCount
        total={total}
        noun={["event", "events"]}
        filtered={filtered}
        after=", newest first"
      />
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
