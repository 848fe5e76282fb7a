import type { Transaction } from "sequelize";
import { AuditEvent } from "~/models/index.server";

export interface AuditEntry {
  actorId?: number | null;
  targetType?: string;
  targetId?: string | number;
  ip?: string;
  details?: Record<string, unknown>;
}

/** Records who did what. Never pass secrets in details. */
export async function audit(action: string, entry: AuditEntry = {}, transaction?: Transaction) {
  await AuditEvent.create(
    {
      action,
      actorId: entry.actorId ?? null,
      targetType: entry.targetType ?? null,
      targetId: entry.targetId === undefined ? null : String(entry.targetId),
      ipAddress: entry.ip ?? null,
      details: entry.details ?? null,
    },
    { transaction },
  );
}
