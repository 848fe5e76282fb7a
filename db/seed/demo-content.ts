import { randomBytes } from "node:crypto";
import type { QueryInterface } from "sequelize";
import type { MigrationParams } from "umzug";
import { SystemSetting, User, sequelize } from "~/models/index.server";
import { hashPassword } from "~/services/password.server";
import { removeFile } from "~/services/storage.server";
import { forgetSettings } from "~/services/settings.server";
import { DEMO_ACCOUNTS } from "./demo-accounts";
import { seedPracticeContent, storeDemoFiles, type StoredDemoFiles } from "./practice-content";

/**
 * The demo accounts and the sample content the spec's screens show. Runs once, and only on an
 * empty database: a firm that already has users never gets demo rows.
 */
export async function up(_params: MigrationParams<QueryInterface>) {
  if ((await User.count()) > 0) return;
  const hashes = await Promise.all(DEMO_ACCOUNTS.map((account) => hashPassword(account.password)));
  // The demo's other people cannot sign in: nobody knows their password.
  const lockedPasswordHash = await hashPassword(randomBytes(24).toString("base64url"));
  const files = await storeDemoFiles();
  try {
    await seedDemo(hashes, lockedPasswordHash, files);
  } catch (error) {
    for (const file of files.values()) await removeFile(file.storageKey);
    throw error;
  }
}

async function seedDemo(hashes: string[], lockedPasswordHash: string, files: StoredDemoFiles) {
  await sequelize.transaction(async (transaction) => {
    // The settings row and the consultation form are reference data, made before any seed.
    await SystemSetting.update(
      { supportEmail: "support@demo.test" },
      { where: { id: 1 }, transaction },
    );
    transaction.afterCommit(forgetSettings);
    // One after another, so the demo ids are the same on every install (admin 1, staff 2, client 3).
    const users: User[] = [];
    for (const [index, account] of DEMO_ACCOUNTS.entries()) {
      users.push(
        await User.create(
          {
            email: account.email,
            passwordHash: hashes[index],
            firstName: account.firstName,
            lastName: account.lastName,
            role: account.role,
            phone: account.phone ?? null,
          },
          { transaction },
        ),
      );
    }
    const byRole = Object.fromEntries(users.map((user) => [user.role, user])) as Record<
      "admin" | "staff" | "client",
      User
    >;
    await seedPracticeContent({
      transaction,
      admin: byRole.admin,
      staff: byRole.staff,
      client: byRole.client,
      files,
      lockedPasswordHash,
    });
  });
}
