import type { QueryInterface } from "sequelize";
import type { MigrationParams } from "umzug";

import {
  addToRollup,
  rollupTable,
  createTriggers,
  differs,
  dropTriggers,
  selectWhere,
  triggerDialect,
  type Dialect,
  type Trigger,
  type TriggerRow,
} from "../triggers";

type Params = MigrationParams<QueryInterface>;

/**
 * `calendar_day_counts` (day, type) → n (issue 39): how many events the firm's calendar has on
 * each day of each type, so the month grid's "N more" reads a row a day and type instead of
 * counting every event of the month (at ×5 the firm's history the firm's month cost 2.6× on
 * SQLite and 1.5× on MariaDB). Triggers keep it as events are written, moved to another day
 * (a time zone changed), retyped or deleted; `npm run rollups:rebuild` counts it again.
 */

/** What one event row counts for, with `sign` +1 (it is there) or -1 (it was). */
const dayCount = (dialect: Dialect, row: TriggerRow, sign: 1 | -1) =>
  addToRollup(dialect, "calendar_day_counts", { key: ["day", "type"], counts: ["n"] }, [
    selectWhere(dialect, `${row}.day AS d, ${row}.type AS t, ${sign} AS c`),
  ]);

function triggers(dialect: Dialect): Trigger[] {
  const table = "calendar_events";
  return [
    {
      name: "calendar_events_count_insert",
      timing: "AFTER INSERT",
      table,
      body: [dayCount(dialect, "NEW", 1)],
    },
    {
      name: "calendar_events_count_update",
      timing: "AFTER UPDATE",
      table,
      when: ["day", "type"].map((c) => differs(dialect, `OLD.${c}`, `NEW.${c}`)).join(" OR "),
      body: [dayCount(dialect, "OLD", -1), dayCount(dialect, "NEW", 1)],
    },
    {
      name: "calendar_events_count_delete",
      timing: "AFTER DELETE",
      table,
      body: [dayCount(dialect, "OLD", -1)],
    },
  ];
}

/** Every day's and type's count from the events (the first fill and the rebuild). */
export const calendarDayCountsSelect = () =>
  "SELECT day, type, COUNT(*) FROM calendar_events GROUP BY day, type";

export async function up({ context: qi }: Params) {
  const dialect = triggerDialect(qi);
  await qi.sequelize.query(
    rollupTable(
      dialect,
      "calendar_day_counts",
      ["day DATE NOT NULL", "type VARCHAR(16) NOT NULL", "n INTEGER NOT NULL"],
      ["day", "type"],
    ),
  );
  await createTriggers(qi, triggers(dialect));
  await qi.sequelize.query(
    `INSERT INTO calendar_day_counts (day, type, n) ${calendarDayCountsSelect()}`,
  );
}

export async function down({ context: qi }: Params) {
  await dropTriggers(qi, triggers(triggerDialect(qi)));
  await qi.dropTable("calendar_day_counts");
}
