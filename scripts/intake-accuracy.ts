/**
 * Field-by-field accuracy of the local intake engine on the scripted conversations:
 * `npx tsx scripts/intake-accuracy.ts` (add --misses to list every wrong field).
 */
import { MEASURED_FIELDS, measureAccuracy } from "../app/services/intake/accuracy";
import {
  HELD_OUT_CONVERSATIONS,
  INTAKE_CONVERSATIONS,
} from "../app/services/intake/fixtures/conversations";
import { localIntakeTurn } from "../app/services/intake/local-engine";

const sets = [
  { label: "first set", conversations: INTAKE_CONVERSATIONS },
  { label: "later set", conversations: HELD_OUT_CONVERSATIONS },
  { label: "all", conversations: [...INTAKE_CONVERSATIONS, ...HELD_OUT_CONVERSATIONS] },
];
const reports = sets.map((set) => ({
  ...set,
  report: measureAccuracy(set.conversations, localIntakeTurn),
}));
const cell = (text: string) => text.padStart(16);

console.log("Local intake engine: share of conversations with each field right\n");
console.log(
  "field".padEnd(20) +
    reports.map(({ label, report }) => cell(`${label} (${report.conversations})`)).join(""),
);
for (const field of MEASURED_FIELDS) {
  const cells = reports.map(({ report }) => {
    const { correct, total, accuracy } = report.fields[field];
    return cell(`${correct}/${total} ${(accuracy * 100).toFixed(1)}%`);
  });
  console.log(field.padEnd(20) + cells.join(""));
}
const all = reports[reports.length - 1].report;
console.log(`\n${all.completed} of ${all.conversations} conversations reached completion.`);
if (process.argv.includes("--misses")) {
  for (const miss of all.misses) {
    console.log(
      `${miss.id} ${miss.field}: expected ${JSON.stringify(miss.expected)}, got ${JSON.stringify(miss.actual)}`,
    );
  }
} else if (all.misses.length > 0) {
  console.log(`${all.misses.length} wrong fields; run with --misses to list them.`);
}
