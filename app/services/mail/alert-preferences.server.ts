import { Op, type Transaction } from "sequelize";
import { NotificationPreference } from "~/models/index.server";
import {
  ALERT_KINDS,
  ALERT_MODES,
  alertKindsFor,
  type AlertKind,
  type AlertMode,
} from "~/utils/alert-kinds";
import { authorize } from "~/utils/policy";
import { ServiceError } from "~/utils/service-error";
import type { PublicUser } from "../auth.server";
import { audit } from "../audit.server";

/**
 * Each person's choice per kind of e-mail alert (their role's kinds only): at once (the default,
 * kept as no row), in the morning's summary, or off. The account page and
 * GET/PUT /api/account/notification-preferences read and save them here.
 */

export type AlertChoices = Partial<Record<AlertKind, AlertMode>>;

/** The person's choice for each kind of their role. */
export async function alertPreferences(user: PublicUser): Promise<AlertChoices> {
  authorize(user, "read", "account", { id: user.id });
  const kinds = alertKindsFor(user.role);
  const rows = await NotificationPreference.findAll({ where: { userId: user.id, kind: kinds } });
  const chosen = new Map(rows.map((row) => [row.kind, row.mode]));
  return Object.fromEntries(kinds.map((kind) => [kind, chosen.get(kind) ?? "instant"]));
}

const isMode = (value: unknown): value is AlertMode =>
  typeof value === "string" && (ALERT_MODES as readonly string[]).includes(value);

/**
 * Saves the choices given (`{ preferences: { client_message: "digest", ... } }`; kinds left out
 * stay as they are) and answers them all. A kind that is not the person's role's, or a mode that
 * is not one, is refused (400) and nothing is saved.
 */
export async function saveAlertPreferences(
  user: PublicUser,
  input: unknown,
  transaction?: Transaction,
): Promise<AlertChoices> {
  authorize(user, "update", "account", { id: user.id });
  const given = (input as { preferences?: unknown } | null)?.preferences;
  if (typeof given !== "object" || given === null || Array.isArray(given)) {
    throw new ServiceError(400, "preferences must be an object of kind: mode", {
      preferences: ["preferences must be an object of kind: mode"],
    });
  }
  const mine = new Set<string>(alertKindsFor(user.role));
  const problems: Record<string, string[]> = {};
  for (const [kind, mode] of Object.entries(given)) {
    if (!mine.has(kind)) {
      problems[kind] = [
        Object.hasOwn(ALERT_KINDS, kind)
          ? `${kind} is not an alert your account gets`
          : `${kind} is not a kind of e-mail alert`,
      ];
    } else if (!isMode(mode)) problems[kind] = ["Choose instant, digest or off"];
  }
  if (Object.keys(problems).length > 0) {
    throw new ServiceError(400, Object.values(problems)[0][0], problems);
  }
  const choices = Object.entries(given) as Array<[AlertKind, AlertMode]>;
  const save = async (t: Transaction) => {
    const reset = choices.filter(([, mode]) => mode === "instant").map(([kind]) => kind);
    if (reset.length > 0) {
      await NotificationPreference.destroy({
        where: { userId: user.id, kind: { [Op.in]: reset } },
        transaction: t,
      });
    }
    for (const [kind, mode] of choices) {
      if (mode !== "instant") {
        await NotificationPreference.upsert({ userId: user.id, kind, mode }, { transaction: t });
      }
    }
    if (choices.length > 0) {
      await audit(
        t,
        "alert_preferences_saved",
        user,
        ["user", user.id],
        Object.fromEntries(choices),
      );
    }
  };
  if (transaction) await save(transaction);
  else await NotificationPreference.sequelize!.transaction(save);
  return alertPreferences(user);
}

/** Each person's choice for one kind (no row: at once), read in the alert's transaction. */
export async function modesOf(
  userIds: number[],
  kind: AlertKind,
  transaction: Transaction,
): Promise<Map<number, AlertMode>> {
  const rows = await NotificationPreference.findAll({
    where: { userId: userIds, kind },
    attributes: ["userId", "mode"],
    transaction,
  });
  return new Map(rows.map((row) => [row.userId, row.mode]));
}
