/**
 * EXPLAIN of the analytics screen's statements (issue 13) on a database kept by the bench:
 * `BENCH_KEEP=1 npm run bench`, then `DATABASE_URL=<the kept url> npx tsx scripts/explain-analytics.ts`.
 * Runs each tab's figures for the last 12 months, the firm's and one attorney's, records the
 * statements they send and prints the plan of each with what is wrong with it (a full scan or a
 * sort of a table that grows with the firm's history; issue 39); exits 1 if anything is.
 */
import { withQueryLog } from "~/db.server";
import { sequelize } from "~/models/index.server";
import { chartsFor } from "~/screens/analytics.server";
import { QueryTypes } from "sequelize";
import { overviewFigures, readFilter, type AnalyticsFilter } from "~/services/analytics.server";
import { ANALYTICS_TABS } from "~/utils/analytics";
import { explainPlan, planFaults } from "./bench/explain";

let failures = 0;
// The whole firm's, then one attorney's (the bench's known attorney holds the first case).
const [attorney] = await sequelize.query<{ id: number }>(
  "SELECT staff_id AS id FROM cases WHERE staff_id IS NOT NULL ORDER BY id LIMIT 1",
  { type: QueryTypes.SELECT },
);
const views = [
  { who: "the firm", query: "" },
  ...(attorney ? [{ who: `attorney ${attorney.id}`, query: `&staff=${attorney.id}` }] : []),
];
for (const view of views) {
  const { filter } = readFilter(new URL(`http://localhost/analytics?range=12m${view.query}`));
  for (const tab of ANALYTICS_TABS) {
    await explainTab(tab, filter, view.who);
  }
}

async function explainTab(
  tab: (typeof ANALYTICS_TABS)[number],
  filter: AnalyticsFilter,
  who: string,
) {
  const started = performance.now();
  const { queries } = await withQueryLog(async () => {
    if (tab.id === "overview") await overviewFigures(filter);
    await chartsFor(tab.id, filter);
  });
  const ms = performance.now() - started;
  console.log(
    `\n## ${tab.label}, ${who}: ${queries.length} statements, ${ms.toFixed(1)} ms in all`,
  );
  for (const sql of queries) {
    if (!/^\s*(SELECT|WITH)/i.test(sql)) continue;
    console.log(`\n${sql.replace(/\s+/g, " ").slice(0, 160)}…`);
    const plan = await explainPlan(sequelize, sql);
    for (const line of plan) console.log(`  ${line}`);
    const faults = planFaults(plan);
    console.log(
      faults.length
        ? `  FAULT: ${faults.join("; ")}`
        : "  ok: no full scan, no filesort over history",
    );
    failures += faults.length;
  }
}
await sequelize.close();
console.log(failures ? `\n${failures} fault(s)` : "\nEvery statement is served by an index.");
process.exitCode = failures ? 1 : 0;
