import type { MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { EventList } from "~/components/calendar/event-list";
import { MonthGrid } from "~/components/calendar/month-grid";
import type { GridEvent } from "~/services/calendar/month.server";
import { GeneralErrorBoundary } from "~/components/error-page";
import { ScreenHeading, pageTitle } from "~/components/screen-heading";
import { Card } from "~/components/ui/card";
import { FilterForm, FilterInput, FilterSelect } from "~/components/ui/filter-form";
import type { loader } from "~/screens/calendar.server";
import { EVENT_TYPE_LABELS, CALENDAR_EVENT_TYPES } from "~/utils/calendar-words";
import { monthName, shiftMonth } from "~/utils/month-names";

// The loader lives in a server module: the page's JavaScript loads none of what it imports.
export { loader } from "~/screens/calendar.server";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  pageTitle(matches, data ? `Calendar: ${monthName(data.month)}` : "Calendar");

export default function CalendarPage() {
  const data = useLoaderData<typeof loader>();
  const { month, view, scope, types, timeZone } = data;
  const query = (changes: Record<string, string | null>) => {
    const params = new URLSearchParams();
    const values: Record<string, string | null> = { month, view, scope, ...changes };
    for (const [name, value] of Object.entries(values)) if (value) params.set(name, value);
    for (const type of types) params.append("type", type);
    return `/calendar?${params.toString()}`;
  };
  return (
    <>
      <ScreenHeading title="Calendar">
        Hearings, depositions, deadlines and limitation dates, each on its case. Times are the
        firm&apos;s ({timeZone}).
      </ScreenHeading>
      <Card as="section" aria-labelledby="calendar-filters-heading" pad="sm" className="mb-4">
        <h2 id="calendar-filters-heading" className="sr-only">
          Choose what the calendar shows
        </h2>
        <FilterForm
          label="Calendar"
          filtered={types.length > 0 || view !== "month" || data.scope !== data.defaultScope}
          clearTo="/calendar"
          submit="Show"
          hinted
        >
          <FilterInput
            id="calendar-month"
            name="month"
            label="Month"
            type="month"
            value={month}
            invalid={data.monthProblem}
            hint={`${data.monthProblem ? "Write the month as 2026-12. " : ""}For example, 2026-12`}
          />
          <FilterSelect
            id="calendar-scope"
            name="scope"
            label="Whose"
            value={scope}
            any={false}
            hinted
            options={[
              { value: "mine", label: "Mine" },
              { value: "firm", label: "The firm's" },
            ]}
          />
          <FilterSelect
            id="calendar-view"
            name="view"
            label="View"
            value={view}
            any={false}
            hinted
            options={[
              { value: "month", label: "Month" },
              { value: "agenda", label: "Agenda" },
            ]}
          />
          <fieldset className="pb-7">
            <legend className="block text-sm font-medium text-ink">Event types (none: all)</legend>
            <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
              {CALENDAR_EVENT_TYPES.map((type) => (
                <label key={type} className="flex items-center gap-1 text-ink">
                  <input
                    type="checkbox"
                    name="type"
                    value={type}
                    defaultChecked={types.includes(type)}
                    className="h-4 w-4"
                  />
                  {EVENT_TYPE_LABELS[type]}
                </label>
              ))}
            </div>
          </fieldset>
        </FilterForm>
      </Card>
      <nav aria-label="Months" className="mb-3 flex items-center justify-between">
        <Link to={query({ month: shiftMonth(month, -1) })} className="text-brand underline">
          <span aria-hidden="true">← </span>
          {monthName(shiftMonth(month, -1))}
        </Link>
        <h2 className="text-xl font-semibold text-ink" aria-live="polite">
          {monthName(month)}
        </h2>
        <Link to={query({ month: shiftMonth(month, 1) })} className="text-brand underline">
          {monthName(shiftMonth(month, 1))}
          <span aria-hidden="true"> →</span>
        </Link>
      </nav>
      {data.truncated ? (
        <p
          role="status"
          className="mb-3 rounded-control border border-yellow-600 bg-yellow-50 p-2 text-ink"
        >
          This month holds more events than one page shows. Choose Mine, some event types or a day
          to see the rest.
        </p>
      ) : null}
      {view === "month" ? (
        <MonthGrid
          month={month}
          today={data.today}
          perDay={data.perDay}
          timeZone={timeZone}
          agendaDay={(day) => query({ view: "agenda", day })}
        />
      ) : (
        <>
          {data.day ? (
            <p className="mb-3">
              <Link to={query({ view: "agenda", day: null })} className="text-brand underline">
                All of {monthName(month)}
              </Link>
            </p>
          ) : null}
          <EventList
            events={data.agenda}
            timeZone={timeZone}
            firm
            linkCases
            downloads
            opens={(event) => (event as GridEvent).opens}
            empty={
              data.day
                ? "Nothing is on the calendar that day."
                : `Nothing is on the calendar in ${monthName(month)}.`
            }
          />
        </>
      )}
    </>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
