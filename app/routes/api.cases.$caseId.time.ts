import { pagedCaseCollection } from "~/route-kit/case-api.server";
import { addTimeEntry, listTimeEntries } from "~/services/money/time-entries.server";

/**
 * GET ?page=: the time spent on the case, the latest day worked first, each with its staff
 * member's name, { entries, page, pageCount, total, totalMinutes } (all the case's minutes,
 * summed by the database). POST { workedOn, staffId?, minutes, activity, description? }: 201
 * { entry } (a member of staff who names no one logs their own time; an administrator names
 * who did the work). The case's attorney or an administrator.
 */
export const { loader, action } = pagedCaseCollection(
  { many: "entries", one: "entry" },
  listTimeEntries,
  addTimeEntry,
);
