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
 * `cases.awaiting_since` (issue 39): when the client began waiting for the firm's answer, the
 * client's first message after the firm's last reply, or null when the firm wrote last (or the
 * client never wrote). "Needs you" found the waiting cases by reading, for every open case of the
 * attorney's, the client's last message and the firm's last reply, so its cost grew with the
 * attorney's caseload (1,700 cases and 14–20 ms on MariaDB with the bench's history at ×5); it
 * now reads the waiting ones on (staff_id, awaiting_since, status), oldest first.
 *
 * Communication types are the client's view: "sent" is the client's, "received" the firm's; a
 * system message answers nothing. Triggers count it again from the case's messages (two reads on
 * communications_case_type_created) whenever one is written, moved or removed, in that change's
 * transaction.
 */

/** The case's awaiting_since, counted from its messages (`id`: the case's id, a column). */
export function awaitingSinceOf(dialect: Dialect, id: string) {
  // Before any reply: a floor below every stored time, as each engine compares them.
  const floor = dialect === "sqlite" ? "''" : "'1000-01-01'";
  return `(SELECT MIN(m.created_at) FROM communications m
    WHERE m.case_id = ${id} AND m.type = 'sent' AND m.created_at > COALESCE(
      (SELECT MAX(r.created_at) FROM communications r WHERE r.case_id = ${id} AND r.type = 'received'),
      ${floor}))`;
}

const recount = (dialect: Dialect, id: string) =>
  `UPDATE cases SET awaiting_since = ${awaitingSinceOf(dialect, id)} WHERE id = ${id}`;

function triggers(dialect: Dialect): Trigger[] {
  const moved = ["case_id", "type", "created_at"]
    .map((column) => differs(dialect, `OLD.${column}`, `NEW.${column}`))
    .join(" OR ");
  return [
    {
      name: "communications_awaiting_insert",
      timing: "AFTER INSERT",
      table: "communications",
      when: "NEW.type <> 'system'",
      body: [recount(dialect, "NEW.case_id")],
    },
    {
      name: "communications_awaiting_update",
      timing: "AFTER UPDATE",
      table: "communications",
      when: moved,
      body: [recount(dialect, "OLD.case_id"), recount(dialect, "NEW.case_id")],
    },
    {
      name: "communications_awaiting_delete",
      timing: "AFTER DELETE",
      table: "communications",
      when: "OLD.type <> 'system'",
      body: [recount(dialect, "OLD.case_id")],
    },
  ];
}

export async function up({ context: qi }: Params) {
  const dialect = triggerDialect(qi);
  await qi.addColumn("cases", "awaiting_since", { type: DataTypes.DATE(3), allowNull: true });
  // The waiting ones in order, the case's status beside each: the ten shown, and the count, are
  // read in the index alone.
  await qi.addIndex("cases", ["staff_id", "awaiting_since", "status"], {
    name: "cases_staff_awaiting",
  });
  await createTriggers(qi, triggers(dialect));
  await qi.sequelize.query(
    `UPDATE cases SET awaiting_since = ${awaitingSinceOf(dialect, "cases.id")}`,
  );
}

export async function down({ context: qi }: Params) {
  await dropTriggers(qi, triggers(triggerDialect(qi)));
  await qi.removeIndex("cases", "cases_staff_awaiting");
  // Not removeColumn: SQLite's copies the table, which the keys that point at cases refuse.
  await qi.sequelize.query("ALTER TABLE cases DROP COLUMN awaiting_since");
}
