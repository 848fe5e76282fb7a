import type { Transaction } from "sequelize";
import type { User } from "~/models/index.server";

export interface SeedContext {
  transaction: Transaction;
  admin: User;
  staff: User;
  client: User;
}

/** Sample cases, collaboration content, forms and notifications (filled by the practice models). */
export async function seedPracticeContent(_context: SeedContext): Promise<void> {}
