import type { Transaction } from "sequelize";
import type { PublicUser } from "../auth.server";
import { findVisibleCase } from "../cases.server";

/**
 * Who reaches a case's money (issue 41): its attorney and administrators; another attorney's case
 * answers 404, a client 403 (the firm's books, as its injury file).
 */
export function moneyCase(user: PublicUser, caseId: unknown, transaction?: Transaction) {
  return findVisibleCase(user, caseId, { action: "money", transaction });
}
