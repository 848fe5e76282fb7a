/**
 * EXPLAIN of the analytics screen's statements (issue 13) on a database kept by the bench:
 * `BENCH_KEEP=1 npm run bench`, then `DATABASE_URL=<the kept url> npx tsx scripts/explain-analytics.ts`.
 * Runs each tab's figures for the last 12 months, records the statements they send and prints
 * the plan of each with its time.
 */
import { withQueryLog } from "~/db.server";
import { sequelize } from "~/models/index.server";
import { chartsFor } from "~/screens/analytics.server";
import { overviewFigures, readFilter } from "~/services/analytics.server";
import { ANALYTICS_TABS } from "~/utils/analytics";
import { explainPlan } from "./bench/explain";

const { filter } = readFilter(new URL("http://localhost/analytics?range=12m"));
for (const tab of ANALYTICS_TABS) {
  const started = performance.now();
  const { queries } = await withQueryLog(async () => {
    if (tab.id === "overview") await overviewFigures(filter);
    await chartsFor(tab.id, filter);
  });
  const ms = performance.now() - started;
  console.log(`\n## ${tab.label}: ${queries.length} statements, ${ms.toFixed(1)} ms in all`);
  for (const sql of queries) {
    if (!/^\s*(SELECT|WITH)/i.test(sql)) continue;
    console.log(`\n${sql.replace(/\s+/g, " ").slice(0, 160)}…`);
    for (const line of await explainPlan(sequelize, sql)) console.log(`  ${line}`);
  }
}
await sequelize.close();
