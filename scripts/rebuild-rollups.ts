// Counts the analytics' rollups (daily_stats, case_status_counts, task_status_counts,
// daily_responses; issue 39) from the rows of DATABASE_URL, in one transaction. The database's
// triggers keep them as the rows change; this is for a database whose rollups are in doubt.
import { sequelize } from "~/models/index.server";
import { rebuildDailyStats } from "~/services/analytics/daily-stats.server";

const started = performance.now();
await rebuildDailyStats();
const [[counted]] = (await sequelize.query("SELECT COUNT(*) AS n FROM daily_stats")) as [
  Array<{ n: number | string }>,
  unknown,
];
console.log(
  `Rebuilt the analytics' rollups: ${Number(counted?.n ?? 0).toLocaleString("en")} daily rows in ${Math.round(performance.now() - started)} ms`,
);
await sequelize.close();
