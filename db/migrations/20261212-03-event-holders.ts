import { DataTypes, type QueryInterface } from "sequelize";
import type { MigrationParams } from "umzug";

import {
  createTriggers,
  differs,
  dropTriggers,
  triggerDialect,
  type Dialect,
  type Trigger,
} from "../triggers";

type Params = MigrationParams<QueryInterface>;

/**
 * `staff_id` on calendar_events and case_events (issue 39): the attorney of the event's case, a
 * copy kept by triggers, so one attorney's dates in a window are a range of (staff_id, day) and
 * (staff_id, occurred_at). "Needs you" and the calendar's "mine" read them from the attorney's
 * cases instead, a probe of each case for the window, so their cost grew with the attorney's
 * caseload: with the bench's history at ×5 (1,600 cases an attorney) the next two weeks' events
 * took 7–10 ms on MariaDB to find none.
 *
 * The copy follows the case: an event written or moved to a case takes its attorney (MariaDB
 * sets it before the row is written, SQLite right after, as neither lets a trigger do the
 * other's), and a case given to another attorney moves its events with it.
 */

const EVENT_TABLES = ["calendar_events", "case_events"] as const;

const attorneyOf = (caseId: string) => `(SELECT c.staff_id FROM cases c WHERE c.id = ${caseId})`;

function triggers(dialect: Dialect): Trigger[] {
  const list: Trigger[] = EVENT_TABLES.flatMap((table): Trigger[] => {
    const moved = differs(dialect, "OLD.case_id", "NEW.case_id");
    if (dialect === "mysql") {
      const set = `SET NEW.staff_id = ${attorneyOf("NEW.case_id")}`;
      return [
        { name: `${table}_holder_insert`, timing: "BEFORE INSERT", table, body: [set] },
        {
          name: `${table}_holder_update`,
          timing: "BEFORE UPDATE",
          table,
          when: moved,
          body: [set],
        },
      ];
    }
    const set = `UPDATE ${table} SET staff_id = ${attorneyOf("NEW.case_id")} WHERE id = NEW.id`;
    return [
      { name: `${table}_holder_insert`, timing: "AFTER INSERT", table, body: [set] },
      { name: `${table}_holder_update`, timing: "AFTER UPDATE", table, when: moved, body: [set] },
    ];
  });
  list.push({
    name: "cases_event_holders",
    timing: "AFTER UPDATE",
    table: "cases",
    when: differs(dialect, "OLD.staff_id", "NEW.staff_id"),
    body: EVENT_TABLES.map(
      (table) => `UPDATE ${table} SET staff_id = NEW.staff_id WHERE case_id = NEW.id`,
    ),
  });
  return list;
}

/** Each event's copy of its case's attorney, written again from the cases (fill and rebuild). */
export const eventHoldersRecount = () =>
  EVENT_TABLES.map((table) => `UPDATE ${table} SET staff_id = ${attorneyOf(`${table}.case_id`)}`);

export async function up({ context: qi }: Params) {
  const dialect = triggerDialect(qi);
  for (const table of EVENT_TABLES) {
    await qi.addColumn(table, "staff_id", { type: DataTypes.INTEGER, allowNull: true });
  }
  for (const statement of eventHoldersRecount()) await qi.sequelize.query(statement);
  await qi.addIndex("calendar_events", ["staff_id", "day", "id"], {
    name: "calendar_events_staff_day",
  });
  await qi.addIndex("case_events", ["staff_id", "occurred_at", "id"], {
    name: "case_events_staff_occurred",
  });
  await createTriggers(qi, triggers(dialect));
}

export async function down({ context: qi }: Params) {
  await dropTriggers(qi, triggers(triggerDialect(qi)));
  await qi.removeIndex("case_events", "case_events_staff_occurred");
  await qi.removeIndex("calendar_events", "calendar_events_staff_day");
  // Not removeColumn: SQLite's copies the table, which the keys that point at it refuse.
  for (const table of EVENT_TABLES)
    await qi.sequelize.query(`ALTER TABLE ${table} DROP COLUMN staff_id`);
}
