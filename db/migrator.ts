import type { QueryInterface, Sequelize } from "sequelize";
import { SequelizeStorage, Umzug, type RunnableMigration } from "umzug";
import * as identity from "./migrations/20261121-01-identity";
import * as practice from "./migrations/20261121-02-practice";
import * as dashboardIndexes from "./migrations/20261121-04-dashboard-indexes";
import * as storedFiles from "./migrations/20261122-01-stored-files";
import * as deadlineIndex from "./migrations/20261123-01-deadline-index";
import * as caseListIndexes from "./migrations/20261123-02-case-list-indexes";
import * as caseWork from "./migrations/20261123-03-case-work";
import * as invitations from "./migrations/20261124-01-invitations";
import * as administration from "./migrations/20261125-01-administration";
import * as accountSecurity from "./migrations/20261126-01-account-security";
import * as formVersions from "./migrations/20261127-01-form-versions";
import * as formSubmissionFiles from "./migrations/20261127-02-form-submission-files";
import * as idempotencyKeys from "./migrations/20261128-01-idempotency-keys";
import * as analyticsIndexes from "./migrations/20261129-01-analytics-indexes";
import * as responseIndexes from "./migrations/20261130-01-response-indexes";
import * as sitePages from "./migrations/20261201-01-site-pages";
import * as tutorialProgress from "./migrations/20261202-01-tutorial-progress";
import * as parties from "./migrations/20261203-01-parties";
import * as conflictChecks from "./migrations/20261204-01-conflict-checks";
import * as replyIndex from "./migrations/20261205-01-reply-index";
import * as staffRequests from "./migrations/20261206-01-staff-requests";
import * as intakeState from "./migrations/20261206-02-intake-state";
import * as documentSharing from "./migrations/20261207-11-document-sharing";
import * as awaitingAcceptance from "./migrations/20261207-21-awaiting-acceptance";
import * as timeZones from "./migrations/20261207-31-time-zones";
import * as needsYouIndexes from "./migrations/20261207-61-needs-you-indexes";
import * as caseForms from "./migrations/20261208-01-case-forms";
import * as outbox from "./migrations/20261209-01-outbox";
import * as passwordResets from "./migrations/20261209-02-password-resets";
import * as alerts from "./migrations/20261209-03-alerts";
import * as dates from "./migrations/20261210-01-dates";
import * as reminders from "./migrations/20261210-02-reminders";
import * as calendarFeeds from "./migrations/20261210-03-calendar-feeds";
import * as dailyStats from "./migrations/20261211-01-daily-stats";
import * as workloadIndexes from "./migrations/20261211-02-workload-indexes";
import * as responseStats from "./migrations/20261211-03-response-stats";
import * as taskStats from "./migrations/20261212-01-task-stats";
import * as awaitingReply from "./migrations/20261212-02-awaiting-reply";
import * as eventHolders from "./migrations/20261212-03-event-holders";
import * as calendarDayCounts from "./migrations/20261212-04-calendar-day-counts";
import * as staffNameIndex from "./migrations/20261213-01-staff-name-index";
import * as injuryFile from "./migrations/20261213-41-injury-file";
import * as caseMoney from "./migrations/20261214-01-case-money";
import * as trustLedger from "./migrations/20261215-01-trust-ledger";
import * as settlementBills from "./migrations/20261215-02-settlement-bills";
import * as paidFromTrust from "./migrations/20261216-01-paid-from-trust";
import * as depositsInTransit from "./migrations/20261216-02-deposits-in-transit";
import * as demoContent from "./seed/demo-content";
import { seedReferenceData } from "./seed/reference-data";
import { withDatabaseLock } from "./lock";

type Step = {
  up: RunnableMigration<QueryInterface>["up"];
  down?: RunnableMigration<QueryInterface>["down"];
};

/**
 * Migrations are listed here rather than found by a glob, so that the server bundle carries them
 * and `npm start` can apply them with nothing else installed.
 */
const migrations: Array<[string, Step]> = [
  ["20261121-01-identity", identity],
  ["20261121-02-practice", practice],
  ["20261121-04-dashboard-indexes", dashboardIndexes],
  ["20261122-01-stored-files", storedFiles],
  ["20261123-01-deadline-index", deadlineIndex],
  ["20261123-02-case-list-indexes", caseListIndexes],
  ["20261123-03-case-work", caseWork],
  ["20261124-01-invitations", invitations],
  ["20261125-01-administration", administration],
  ["20261126-01-account-security", accountSecurity],
  ["20261127-01-form-versions", formVersions],
  ["20261127-02-form-submission-files", formSubmissionFiles],
  ["20261128-01-idempotency-keys", idempotencyKeys],
  ["20261129-01-analytics-indexes", analyticsIndexes],
  ["20261130-01-response-indexes", responseIndexes],
  ["20261201-01-site-pages", sitePages],
  ["20261202-01-tutorial-progress", tutorialProgress],
  ["20261203-01-parties", parties],
  ["20261204-01-conflict-checks", conflictChecks],
  ["20261205-01-reply-index", replyIndex],
  ["20261206-01-staff-requests", staffRequests],
  ["20261206-02-intake-state", intakeState],
  ["20261207-11-document-sharing", documentSharing],
  ["20261207-21-awaiting-acceptance", awaitingAcceptance],
  ["20261207-31-time-zones", timeZones],
  ["20261207-61-needs-you-indexes", needsYouIndexes],
  ["20261208-01-case-forms", caseForms],
  ["20261209-01-outbox", outbox],
  ["20261209-02-password-resets", passwordResets],
  ["20261209-03-alerts", alerts],
  ["20261210-01-dates", dates],
  ["20261210-02-reminders", reminders],
  ["20261210-03-calendar-feeds", calendarFeeds],
  ["20261211-01-daily-stats", dailyStats],
  ["20261211-02-workload-indexes", workloadIndexes],
  ["20261211-03-response-stats", responseStats],
  ["20261212-01-task-stats", taskStats],
  ["20261212-02-awaiting-reply", awaitingReply],
  ["20261212-03-event-holders", eventHolders],
  ["20261212-04-calendar-day-counts", calendarDayCounts],
  ["20261213-01-staff-name-index", staffNameIndex],
  ["20261213-41-injury-file", injuryFile],
  ["20261214-01-case-money", caseMoney],
  ["20261215-01-trust-ledger", trustLedger],
  ["20261215-02-settlement-bills", settlementBills],
  ["20261216-01-paid-from-trust", paidFromTrust],
  ["20261216-02-deposits-in-transit", depositsInTransit],
];

/** Every migration this version has, in order. */
export const MIGRATION_NAMES: readonly string[] = migrations.map(([name]) => name);

/** Seeds run once each, recorded in their own table (as in umzug's Sequelize example). */
const seeds: Array<[string, Step]> = [["20261121-demo-content", demoContent]];

function umzugFor(sequelize: Sequelize, steps: Array<[string, Step]>, tableName: string) {
  return new Umzug<QueryInterface>({
    migrations: steps.map(([name, step]) => ({ name, up: step.up, down: step.down })),
    context: sequelize.getQueryInterface(),
    // Each storage needs its own model name: umzug reuses a model already defined under the same
    // name (default SequelizeMeta), which would record seeds in the migrations table.
    storage: new SequelizeStorage({ sequelize, tableName, modelName: tableName }),
    logger: undefined,
  });
}

export function migrator(sequelize: Sequelize) {
  return umzugFor(sequelize, migrations, "schema_migrations");
}

export function seeder(sequelize: Sequelize) {
  return umzugFor(sequelize, seeds, "schema_seeds");
}

/** Applies pending migrations; returns the names applied. */
export async function migrate(sequelize: Sequelize): Promise<string[]> {
  const applied = await migrator(sequelize).up();
  return applied.map((m) => m.name);
}

/** Runs pending seeds; returns the names run. */
export async function seed(sequelize: Sequelize): Promise<string[]> {
  const applied = await seeder(sequelize).up();
  return applied.map((m) => m.name);
}

/** The database lock every start takes before it migrates (db/lock.ts). */
export const MIGRATION_LOCK = "legal_migrations";

/**
 * Everything a start needs before the port opens: pending migrations, then the reference data the
 * product cannot work without (every time, idempotent), then, when asked, the demo seed (once, on
 * an empty database). All of it under the migration lock: when several servers start at once,
 * one does the work and the others wait, then find nothing left to do.
 */
export async function prepareDatabase(
  sequelize: Sequelize,
  options: { seedDemo: boolean; lockTimeoutMs?: number },
): Promise<{ migrations: string[]; referenceRows: number; seeds: string[] }> {
  return withDatabaseLock(
    sequelize,
    MIGRATION_LOCK,
    async () => {
      const migrations = await migrate(sequelize);
      const referenceRows = await seedReferenceData();
      const seeds = options.seedDemo ? await seed(sequelize) : [];
      return { migrations, referenceRows, seeds };
    },
    { timeoutMs: options.lockTimeoutMs },
  );
}
