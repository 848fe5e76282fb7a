import { Op } from "sequelize";
import { DEMO_ACCOUNTS } from "../../db/seed/demo-accounts";
import { User } from "~/models/index.server";
import { getEnv } from "~/utils/env.server";
import { hasPassword, verifyPassword } from "./password.server";

/**
 * Whether a stored password hash is its demo account's published password, by the hash: a
 * changed password is a new hash, so a verdict never goes stale, and the sign-in page costs no
 * bcrypt (~80 ms a check) after its first load. A few hashes per account at most, unless
 * passwords change again and again: then the oldest verdicts go.
 */
const verdicts = new Map<string, boolean>();
const MAX_VERDICTS = 100;

async function stillHasDemoPassword(password: string, hash: string): Promise<boolean> {
  const known = verdicts.get(hash);
  if (known !== undefined) return known;
  const verdict = hasPassword(hash) && (await verifyPassword(password, hash));
  if (verdicts.size >= MAX_VERDICTS) verdicts.delete(verdicts.keys().next().value!);
  verdicts.set(hash, verdict);
  return verdict;
}

/**
 * The sign-in screen's demo panel: a demo account only while it exists, can sign in and still has
 * the password the panel shows; none when demo seeding is off.
 */
export async function demoAccountsToShow() {
  if (!getEnv().SEED_DEMO) return [];
  const rows = await User.findAll({
    where: { email: { [Op.in]: DEMO_ACCOUNTS.map((account) => account.email) }, disabledAt: null },
    attributes: ["email", "passwordHash"],
  });
  const hashes = new Map(rows.map((row) => [row.email, row.passwordHash]));
  const shown = await Promise.all(
    DEMO_ACCOUNTS.map(async (account) => {
      const hash = hashes.get(account.email);
      return hash !== undefined && (await stillHasDemoPassword(account.password, hash));
    }),
  );
  return DEMO_ACCOUNTS.filter((_, index) => shown[index]).map(({ label, email, password }) => ({
    label,
    email,
    password,
  }));
}
