import { HealthStatus } from "./health-status";
import { Card } from "~/components/ui/card";
import type { SystemHealth } from "~/services/system-health.server";
import { formatDateTime, formatFileSize } from "~/utils/format";

/** Seconds as "3 d 4 h", "2 h 5 min" or "40 s". */
export function formatUptime(seconds: number): string {
  const s = Math.floor(seconds);
  const [d, h, m] = [
    Math.floor(s / 86_400),
    Math.floor((s % 86_400) / 3600),
    Math.floor((s % 3600) / 60),
  ];
  if (d > 0) return `${d} d ${h} h`;
  if (h > 0) return `${h} h ${m} min`;
  if (m > 0) return `${m} min ${s % 60} s`;
  return `${s} s`;
}

const unknown = "Not measured";

/** Every reading of the System Health tab, measured when the page was asked for. */
export function SystemHealthPanel({
  health,
  timeZone,
}: {
  health: SystemHealth;
  timeZone: string;
}) {
  const { database, migrations, process, storage } = health;
  const groups: Array<{ title: string; rows: Array<[string, string]> }> = [
    {
      title: "Database",
      rows: [
        ["Reachable", database.reachable ? "Yes" : "No"],
        ["Round trip", database.roundTripMs === null ? unknown : `${database.roundTripMs} ms`],
        ["Kind and version", `${database.kind} ${database.version ?? ""}`.trim()],
        [
          "Connection pool in use",
          database.pool
            ? `${database.pool.inUse} of ${database.pool.size} open (at most ${database.pool.max})`
            : "No pool (one embedded connection)",
        ],
        [
          "Migrations",
          `${migrations.applied} applied, ${migrations.pending} pending${
            migrations.pendingNames.length > 0 ? ` (${migrations.pendingNames.join(", ")})` : ""
          }`,
        ],
      ],
    },
    {
      title: "Application",
      rows: [
        ["Version", health.application.version],
        ["Uptime", formatUptime(process.uptimeSeconds)],
        [
          "Memory",
          `${formatFileSize(process.rssBytes)} resident, heap ${formatFileSize(process.heapUsedBytes)} of ${formatFileSize(process.heapTotalBytes)}`,
        ],
        [
          "Event-loop delay (p99, last minute)",
          process.eventLoopDelayP99Ms === null ? unknown : `${process.eventLoopDelayP99Ms} ms`,
        ],
        ["Node.js", process.nodeVersion],
      ],
    },
    {
      title: "Files and backups",
      rows: [
        [
          "Where files are stored",
          storage.driver === "disk" ? `Disk: ${storage.path ?? ""}` : "In the database",
        ],
        [
          "Free space there",
          storage.freeBytes === null
            ? unknown
            : `${formatFileSize(storage.freeBytes)}${
                storage.totalBytes ? ` of ${formatFileSize(storage.totalBytes)}` : ""
              }`,
        ],
        [
          "Last backup",
          health.lastBackupAt ? formatDateTime(health.lastBackupAt, timeZone) : "Never",
        ],
      ],
    },
  ];
  return (
    <div className="space-y-6">
      <Card as="section" aria-labelledby="health-status-title" pad="md">
        <h2
          id="health-status-title"
          className="flex items-center gap-2 text-lg font-semibold text-ink"
        >
          System status <HealthStatus health={health} />
        </h2>
        {health.problems.length > 0 ? (
          <ul className="mt-2 list-disc pl-5 text-sm text-ink">
            {health.problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-sm text-ink-muted">Every check passed.</p>
        )}
        <p className="mt-2 text-sm text-ink-muted">
          Checked{" "}
          <time dateTime={health.checkedAt}>{formatDateTime(health.checkedAt, timeZone)}</time>.
          Reload the page to check again.
        </p>
      </Card>
      <div className="grid gap-6 lg:grid-cols-3">
        {groups.map((group) => (
          <Card as="section" key={group.title} aria-label={group.title} pad="md">
            <h3 className="mb-3 font-semibold text-ink">{group.title}</h3>
            <dl className="space-y-2 text-sm">
              {group.rows.map(([term, value]) => (
                <div key={term}>
                  <dt className="text-ink-muted">{term}</dt>
                  <dd className="font-medium text-ink">{value}</dd>
                </div>
              ))}
            </dl>
          </Card>
        ))}
      </div>
    </div>
  );
}
