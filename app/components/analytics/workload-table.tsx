import { DataTable, type Column } from "~/components/ui/data-table";
import type { SortDir } from "~/components/ui/table-state";
import type { FirmWorkload, Workload } from "~/services/analytics/workload.server";

const COLUMNS: ReadonlyArray<Column<Workload>> = [
  { id: "name", header: "Attorney", sortable: true, rowHeader: true, cell: (row) => row.name },
  {
    id: "cases",
    header: "Open cases",
    sortable: true,
    align: "right",
    cell: (row) => row.openCases,
  },
  {
    id: "tasks",
    header: "Open tasks",
    sortable: true,
    align: "right",
    cell: (row) => row.openTasks,
  },
];

/**
 * Every attorney's open work (`?tab=performance&people=all`): the table the Performance charts'
 * "and N others" lead to, sorted and paged by links, with the firm's averages over everyone.
 */
export function WorkloadTable({
  workload,
  backTo,
}: {
  workload: FirmWorkload & {
    rows: Workload[];
    sort: { by: string; dir: SortDir };
    page: number;
    pageCount: number;
  };
  backTo: string;
}) {
  return (
    <section aria-labelledby="workload-heading" className="space-y-3">
      <h2 id="workload-heading" className="text-lg font-semibold">
        Open work by attorney
      </h2>
      <p className="text-sm text-ink-muted">
        Active, pending and on-hold cases and tasks not yet completed now, for all{" "}
        {workload.attorneys} attorneys. Firm average: {workload.averageCases} open cases and{" "}
        {workload.averageTasks} open tasks per attorney.{" "}
        <a href={backTo} className="text-brand underline">
          Back to the charts
        </a>
      </p>
      <DataTable
        caption="Open work by attorney"
        captionHidden
        columns={COLUMNS}
        rows={workload.rows}
        rowKey={(row) => row.id}
        empty="No attorneys yet"
        sort={workload.sort}
        paging={{ page: workload.page, pageCount: workload.pageCount }}
      />
    </section>
  );
}
