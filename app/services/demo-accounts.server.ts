import { Op } from "sequelize";
import { DEMO_ACCOUNTS } from "../../db/seed/demo-accounts";
import { User } from "~/models/index.server";
import { getEnv } from "~/utils/env.server";

/** The sign-in screen's demo panel: only demo accounts that exist, and none when demo seeding is off. */
export async function demoAccountsToShow() {
  if (!getEnv().SEED_DEMO) return [];
  const emails = DEMO_ACCOUNTS.map((account) => account.email);
  const existing = await User.findAll({
    where: { email: { [Op.in]: emails } },
    attributes: ["email"],
  });
  const present = new Set(existing.map((user) => user.email));
  return DEMO_ACCOUNTS.filter((account) => present.has(account.email)).map(
    ({ label, email, password }) => ({
      label,
      email,
      password,
    }),
  );
}
