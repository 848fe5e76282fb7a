import { timingSafeEqual } from "node:crypto";
import { User } from "~/models/index.server";
import { ALERT_KINDS, alertKindsFor, type AlertKind } from "~/utils/alert-kinds";
import { SCREENS } from "~/utils/policy";
import { ServiceError } from "~/utils/service-error";
import { toPublicUser, type PublicUser } from "../auth.server";
import { mac } from "../secret-box.server";
import { saveAlertPreferences } from "./alert-preferences.server";

/**
 * The link in every alert that stops that kind of e-mail (List-Unsubscribe, and RFC 8058's
 * one-click POST to the same address): `/email-alerts/off?u={user}&k={kind}&s={signature}`. The
 * signature (HMAC-SHA-256 under a key derived from SESSION_SECRET for this purpose alone) is the
 * key, so neither the person nor their mail provider signs in. It never expires: an e-mail read
 * months later must still be stoppable, and the link can do nothing but turn one kind off.
 * Rotating SESSION_SECRET voids the links in e-mails already sent.
 */

const PURPOSE = "email-alerts-off";
export const UNSUBSCRIBE_INVALID = "This link is not valid.";
/** The one-click page's path (the sender names it in List-Unsubscribe-Post). */
export const UNSUBSCRIBE_PAGE = SCREENS.emailAlertsOff.path;

/** Signed as the link carries them, so "012" is not the link of user 12. */
const signatureOf = (userId: string, kind: string) => mac(PURPOSE, `${userId}:${kind}`);

/** The path of the link that stops `kind` for this person (mailLink makes it absolute). */
export function unsubscribePath(userId: number, kind: AlertKind): string {
  const u = String(userId);
  const query = new URLSearchParams({ u, k: kind, s: signatureOf(u, kind) });
  return `${UNSUBSCRIBE_PAGE}?${query}`;
}

/**
 * Whom and which kind the link names: its signature must be ours, the person must exist and the
 * kind be one their role gets. Anything else is the same 404, so a link says nothing of whether
 * an account exists.
 */
async function linkTarget(query: URLSearchParams): Promise<{ user: PublicUser; kind: AlertKind }> {
  const u = query.get("u") ?? "";
  const k = query.get("k") ?? "";
  const invalid = new ServiceError(404, UNSUBSCRIBE_INVALID);
  if (!/^[1-9]\d{0,9}$/.test(u) || !Object.hasOwn(ALERT_KINDS, k)) throw invalid;
  const expected = Buffer.from(signatureOf(u, k));
  const given = Buffer.from(query.get("s") ?? "");
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw invalid;
  const row = await User.findByPk(Number(u));
  const kind = k as AlertKind;
  if (!row || !alertKindsFor(row.role).includes(kind)) throw invalid;
  return { user: toPublicUser(row), kind };
}

/** What the link would stop, changing nothing (its page asks first: a GET never changes state). */
export async function describeUnsubscribe(
  query: URLSearchParams,
): Promise<{ kind: AlertKind; label: string }> {
  const { kind } = await linkTarget(query);
  return { kind, label: ALERT_KINDS[kind].label };
}

/** Turns the link's kind off for its person (again, harmlessly, if it already is). */
export async function unsubscribe(
  query: URLSearchParams,
): Promise<{ kind: AlertKind; label: string }> {
  const { user, kind } = await linkTarget(query);
  await saveAlertPreferences(user, { preferences: { [kind]: "off" } });
  return { kind, label: ALERT_KINDS[kind].label };
}
