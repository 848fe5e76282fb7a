// npm run db:restore FILE: restores a backup downloaded from Administration (Database Backup) into
// the empty database DATABASE_URL names (migrations first; refused if it has accounts), and
// writes the files it holds back to UPLOAD_DIR.
import { sequelize } from "~/models/index.server";
import { openBackupFile, restoreBackup } from "~/services/database-backup.server";

const file = process.argv[2];
if (!file) {
  console.error("Usage: npm run db:restore FILE   (a backup-….jsonl.gz from Administration)");
  process.exit(1);
}
const started = Date.now();
try {
  const { tables, files } = await restoreBackup(sequelize, await openBackupFile(file));
  const rows = Object.values(tables).reduce((sum, count) => sum + count, 0);
  for (const [table, count] of Object.entries(tables)) console.log(`${table.padEnd(28)} ${count}`);
  console.log(
    `Restored ${rows} rows in ${Object.keys(tables).length} tables and ${files} files in ${Date.now() - started} ms`,
  );
} catch (error) {
  console.error(`Restore failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await sequelize.close();
}
