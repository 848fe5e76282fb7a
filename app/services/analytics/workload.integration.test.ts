import { describe, expect, it } from "vitest";
import { Task, User, sequelize } from "~/models/index.server";
import { loader } from "~/routes/analytics";
import { chartsFor } from "~/screens/analytics.server";
import type { BarChartModel } from "~/utils/charts";
import { explainPlan } from "../../../scripts/bench/explain";
import { buildCase } from "../../../tests/factories/cases";
import { callRoute, getRequest } from "../../../tests/factories/requests";
import { signedIn } from "../../../tests/factories/sessions";
import { buildUser } from "../../../tests/factories/users";
import { withQueryLog } from "~/db.server";
import { readFilter } from "../analytics.server";
import {
  MAX_PEOPLE,
  WORKLOAD_PAGE_SIZE,
  firmWorkload,
  staffUtilisation,
  taskCompletion,
  workloadTable,
} from "./workload.server";

/**
 * The Performance tab's open work (issue 39): the charts show the attorneys with the most, the
 * rest are counted and listed in a paged table, and the firm's averages are over everyone.
 * Tests in this file share a database, so each counts what it adds against what was there.
 */

const at = (text: string) => new Date(`${text}T12:00:00.000Z`);
const filterOf = (query = "") =>
  readFilter(
    new URL(`http://localhost/analytics?range=custom&from=2005-01-01&to=2005-01-31${query}`),
  ).filter;

function taskFor(assignedTo: number, status: string, dueDate: string | null) {
  return Task.create({
    title: "Draft the demand",
    status: status as "pending",
    dueDate,
    assignedTo,
  });
}

/** `count` attorneys at once (named so they sort together), each with no work yet. */
async function attorneys(count: number, lastName: string) {
  await User.bulkCreate(
    Array.from({ length: count }, (_, i) => ({
      email: `${lastName.toLowerCase()}-${i}-${Math.random().toString(36).slice(2, 8)}@example.test`,
      passwordHash: "x",
      firstName: `A${String(i).padStart(3, "0")}`,
      lastName,
      role: "staff" as const,
    })),
  );
  return User.findAll({ where: { lastName }, order: [["firstName", "ASC"]] });
}

const roundTenth = (value: number) => Math.round(value * 10) / 10;

describe("each attorney's open work", () => {
  it("counts open cases and open tasks now, not closed or completed work", async () => {
    const busy = await buildUser({ role: "staff", firstName: "Busy", lastName: "Zed" });
    const idle = await buildUser({ role: "staff", firstName: "Idle", lastName: "Zed" });
    await buildCase({ staffId: busy.id });
    await buildCase({ staffId: busy.id, status: "on_hold" });
    await buildCase({ staffId: busy.id, status: "completed" });
    await taskFor(busy.id, "pending", null);
    await taskFor(busy.id, "in_progress", null);
    await taskFor(busy.id, "completed", null);

    const mine = await staffUtilisation(filterOf(`&staff=${busy.id}`));
    expect(mine.mostCases).toEqual([{ id: busy.id, name: "Busy Zed", openCases: 2, openTasks: 2 }]);
    const theirs = await staffUtilisation(filterOf(`&staff=${idle.id}`));
    expect(theirs.mostTasks).toEqual([
      { id: idle.id, name: "Idle Zed", openCases: 0, openTasks: 0 },
    ]);
    // The firm's figures are everyone's, whoever the filter names.
    expect(theirs.averageCases).toBe(mine.averageCases);
    expect(theirs.attorneys).toBe(mine.attorneys);
  });

  it(`shows the ${MAX_PEOPLE} with the most, counts the others, and averages over everyone`, async () => {
    const before = await firmWorkload();
    const crowd = await attorneys(MAX_PEOPLE + 15, "Crowd");
    // Attorney i has i open cases and (i % 3) open tasks: 0 + 1 + ... + 24 = 300 cases.
    let cases = 0;
    let tasks = 0;
    for (const [i, person] of crowd.entries()) {
      for (let n = 0; n < i; n += 1) await buildCase({ staffId: person.id });
      for (let n = 0; n < i % 3; n += 1) await taskFor(person.id, "pending", null);
      cases += i;
      tasks += i % 3;
    }
    // Neither a disabled attorney's work nor a client's counts.
    const gone = await buildUser({ role: "staff", lastName: "Gone" });
    await buildCase({ staffId: gone.id });
    await gone.update({ disabledAt: new Date() });

    const firm = await firmWorkload();
    expect(firm.attorneys).toBe(before.attorneys + crowd.length);
    expect(firm.openCases).toBe(before.openCases + cases);
    expect(firm.openTasks).toBe(before.openTasks + tasks);
    expect(firm.averageCases).toBe(roundTenth(firm.openCases / firm.attorneys));
    expect(firm.averageTasks).toBe(roundTenth(firm.openTasks / firm.attorneys));

    const use = await staffUtilisation(filterOf());
    expect(use).toMatchObject(firm);
    expect(use.mostCases).toHaveLength(MAX_PEOPLE);
    // The most first: the crowd's busiest, 24 down to 15 open cases.
    expect(use.mostCases.map((p) => p.openCases)).toEqual(
      Array.from({ length: MAX_PEOPLE }, (_, i) => crowd.length - 1 - i),
    );
    const taskCounts = use.mostTasks.map((p) => p.openTasks);
    expect(taskCounts[0]).toBe(2);
    expect(taskCounts).toEqual([...taskCounts].sort((a, b) => b - a));

    const [openCases, openTasks] = (await chartsFor("performance", filterOf())) as BarChartModel[];
    const shown = use.mostCases.reduce((sum, p) => sum + p.openCases, 0);
    expect(openCases.bars).toHaveLength(MAX_PEOPLE);
    expect(openCases.others).toMatchObject({
      count: firm.attorneys - MAX_PEOPLE,
      label: `${firm.attorneys - MAX_PEOPLE} other attorneys`,
      value: firm.openCases - shown,
      link: { href: expect.stringContaining("/analytics?tab=performance&people=all&range=custom") },
    });
    // The table's total is the firm's, the drawn bars and the others together.
    expect(openCases.total).toBe(firm.openCases);
    expect(openTasks.total).toBe(firm.openTasks);
    expect(openCases.description).toContain(`Firm average: ${firm.averageCases} per attorney.`);

    // A filtered view shows its attorney only, with the firm's average and no others.
    const [one] = (await chartsFor(
      "performance",
      filterOf(`&staff=${crowd[3].id}`),
    )) as BarChartModel[];
    expect(one.bars.map((bar) => bar.value)).toEqual([3]);
    expect(one.others).toBeUndefined();
    expect(one.description).toContain(`Firm average: ${firm.averageCases} per attorney.`);
  });

  it("lists every attorney in the full table, a bounded page at a time, in the order asked", async () => {
    await attorneys(WORKLOAD_PAGE_SIZE + 5, "Paged");
    const firm = await firmWorkload();
    const pages = Math.ceil(firm.attorneys / WORKLOAD_PAGE_SIZE);
    const seen: number[] = [];
    for (let page = 1; page <= pages; page += 1) {
      const table = await workloadTable({ sort: "name", dir: "asc", page });
      expect(table).toMatchObject({ page, pageCount: pages, attorneys: firm.attorneys });
      expect(table.rows.length).toBeLessThanOrEqual(WORKLOAD_PAGE_SIZE);
      seen.push(...table.rows.map((row) => row.id));
    }
    expect(seen).toHaveLength(firm.attorneys);
    expect(new Set(seen).size).toBe(firm.attorneys);
    // A page past the end is the last page.
    expect(await workloadTable({ sort: "name", dir: "asc", page: 999 })).toMatchObject({
      page: pages,
    });
    const byCases = await workloadTable({ sort: "cases", dir: "desc", page: 1 });
    const counts = byCases.rows.map((row) => row.openCases);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));

    // The screen: GET links, so it works without JavaScript.
    const staff = await signedIn("staff");
    const data = (await callRoute(
      loader,
      getRequest("/analytics?tab=performance&people=all&sort=cases&dir=desc&page=2", staff.cookie),
    )) as { workload: { page: number; pageCount: number; rows: unknown[] }; charts: unknown[] };
    expect(data.workload).toMatchObject({ page: 2, pageCount: pages });
    expect(data.workload.rows.length).toBeGreaterThan(0);
    expect(data.charts).toEqual([]);
  });

  it("reads each count through an index that covers it, never a whole table", async () => {
    const { queries } = await withQueryLog(async () => {
      await staffUtilisation(filterOf());
      await workloadTable({ sort: "cases", dir: "desc", page: 1 });
      await taskCompletion(filterOf(), at("2006-04-15"));
    });
    const sqlite = sequelize.getDialect() === "sqlite";
    for (const sql of queries.filter((q) => /^\s*SELECT/i.test(q))) {
      const plan = await explainPlan(sequelize, sql);
      const text = `${sql}\n${plan.join("\n")}`;
      // SQLite: "SCAN c" reads a table (or walks an index) whole; MySQL: type ALL or index.
      const scans = plan.filter((line) =>
        sqlite ? /^SCAN (?!w\b|\(subquery)/.test(line.trim()) : /^\w+ (ALL|index) /.test(line),
      );
      expect(scans, text).toEqual([]);
      if (/FROM users u/.test(sql) && !/u\.id = /.test(sql)) {
        expect(plan.join("\n"), text).toMatch(
          sqlite
            ? /SEARCH u USING COVERING INDEX users_role_active_name/
            : /u ref key=users_role_active_name .*Using index/,
        );
      }
      if (/FROM cases c WHERE c\.staff_id/.test(sql)) {
        expect(plan.join("\n"), text).toMatch(
          sqlite
            ? /COVERING INDEX cases_staff_status_created/
            : /key=cases_staff_status_created .*Using index/,
        );
      }
    }
  });
});

describe("task completion", () => {
  it("counts the period's completed tasks on time or late, and open tasks overdue now", async () => {
    const attorney = await buildUser({ role: "staff" });
    const done = async (due: string | null, updated: string) => {
      const row = await taskFor(attorney.id, "completed", due);
      await sequelize.query("UPDATE tasks SET created_at = :at, updated_at = :at WHERE id = :id", {
        replacements: { at: at(updated), id: row.id },
      });
    };
    await done("2006-03-10", "2006-03-10");
    await done("2006-03-05", "2006-03-09");
    await done(null, "2006-03-20");
    await done("2006-03-01", "2006-02-20");
    // Overdue: open (pending or in progress) and due before today; not completed ones.
    await taskFor(attorney.id, "pending", "2006-03-01");
    await taskFor(attorney.id, "in_progress", "2006-04-01");
    await taskFor(attorney.id, "in_progress", "2006-04-30");
    await taskFor(attorney.id, "completed", "2006-03-02");

    const mine = (id: number) =>
      readFilter(
        new URL(
          `http://localhost/analytics?range=custom&from=2006-03-01&to=2006-03-31&staff=${id}`,
        ),
      ).filter;
    const outcome = await taskCompletion(mine(attorney.id), at("2006-04-15"));
    expect(outcome.map((s) => [s.label, s.value])).toEqual([
      ["Completed on time", 1],
      ["Completed late", 1],
      ["Completed, no due date", 1],
      ["Open and overdue", 2],
    ]);
    const idle = await buildUser({ role: "staff" });
    const none = await taskCompletion(mine(idle.id), at("2006-04-15"));
    expect(none.every((s) => s.value === 0)).toBe(true);

    // The firm's overdue count is everyone's: these two are among them.
    const firm = await taskCompletion(filterOf(), at("2006-04-15"));
    expect(firm.find((s) => s.key === "overdue")!.value).toBeGreaterThanOrEqual(2);
  });
});
