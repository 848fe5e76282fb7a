import type { OneOf } from "./domain";

/**
 * Parties and conflict checks as screens name them (issue 17). Plain data, for the pages and the
 * services alike; the schemas are in party-schemas.ts.
 */

export type PartyRole = OneOf<"partyRole">;
export type PartyKind = OneOf<"partyKind">;

export const PARTY_ROLE_LABELS: Record<PartyRole, string> = {
  client: "Client",
  adverse_party: "Adverse party",
  adverse_counsel: "Adverse counsel",
  insurer: "Insurer",
  witness: "Witness",
  co_party: "Co-party",
  related: "Related",
  prospective_client: "Prospective client",
  prospective_adverse_party: "Prospective adverse party",
};

export const PARTY_KIND_LABELS: Record<PartyKind, string> = {
  person: "Person",
  organisation: "Organisation",
};

/** The roles staff give a party they add (the client comes with the case, prospects with a request). */
export const ADDABLE_PARTY_ROLES = [
  "adverse_party",
  "adverse_counsel",
  "insurer",
  "witness",
  "co_party",
  "related",
] as const satisfies readonly PartyRole[];

/** At most this many names in one check. */
export const MAX_CHECK_NAMES = 20;

export type ConflictStatus = OneOf<"conflictStatus">;

/** A conflict check's result and its decision, in words (the badge on a request and a case). */
export const CONFLICT_LABELS: Record<ConflictStatus, string> = {
  clear: "No conflict found",
  potential: "Potential conflict",
  cleared: "Conflict cleared",
  waived: "Conflict waived",
  declined: "Declined: conflict",
};

export const CONFLICT_DECISIONS = ["cleared", "waived", "declined"] as const;

/** What a potential conflict keeps from attorneys who may act for the other side. */
export const WITHHELD_TEXT = "Withheld until the conflict check is decided";

/**
 * What a match means for a plaintiff's firm (issue 36): a conflict to decide, or information
 * (the other side again, an insurer, a witness) that holds nothing up.
 */
export type MatchKind = "conflict" | "information";

/** A match as a conflict check stores it: which party, on which matter, why and how strongly. */
export interface StoredConflictMatch {
  query: string;
  partyId: number;
  partyName: string;
  role: PartyRole;
  caseId: number | null;
  caseTitle: string | null;
  /** The consultation request the party came with, when it is not (yet) a case. */
  submissionId?: number | null;
  reason: string;
  score: number;
  /** Absent on checks stored before issue 36: every match was a conflict then. */
  kind?: MatchKind;
}

/** The firm's side: its clients, current, former or prospective, and those who share their claim. */
const FIRM_SIDE = new Set<PartyRole>(["client", "prospective_client", "co_party"]);
/** Who the firm acts for in a request or a case. */
const FIRM_CLIENT = new Set<PartyRole>(["client", "prospective_client"]);
/** The other side itself (not its counsel or insurer). */
const ADVERSE = new Set<PartyRole>(["adverse_party", "prospective_adverse_party"]);

/**
 * Decided by roles: a name matching the firm's client (current, former or prospective) or their
 * co-party is a conflict; so is the firm's (prospective) client matching someone the firm is
 * against in another matter (it would act against its own client). Everything else, an adverse
 * party adverse again, an insurer that was never the firm's client, counsel, a witness, is
 * information. `queryRoles` are the roles the searched name has on its own matter (none for a
 * name typed into the conflict check).
 */
export function matchKind(queryRoles: readonly PartyRole[], matched: PartyRole): MatchKind {
  if (FIRM_SIDE.has(matched)) return "conflict";
  if (ADVERSE.has(matched) && queryRoles.some((role) => FIRM_CLIENT.has(role))) return "conflict";
  return "information";
}

export const isConflictMatch = (match: { kind?: MatchKind }) => match.kind !== "information";

/** The matter a match is on, in words: "Case #3: Title" or "Consultation request #12". */
export const matterLabel = (
  match: Pick<StoredConflictMatch, "caseId" | "caseTitle" | "submissionId">,
) =>
  match.caseId !== null
    ? `Case #${match.caseId}: ${match.caseTitle ?? ""}`
    : match.submissionId
      ? `Consultation request #${match.submissionId}`
      : "a consultation request";

/**
 * How a match reads before its matter: "Also adverse in" for the other side met again, else the
 * matched party's role ("Insurer in", "Client in").
 */
export const matchRoleText = (match: Pick<StoredConflictMatch, "role" | "kind">) =>
  match.kind === "information" && ADVERSE.has(match.role)
    ? "Also adverse in"
    : `${PARTY_ROLE_LABELS[match.role]} in`;

const ORGANISATION =
  /\b(inc|llc|llp|ltd|co|corp|company|corporation|authority|insurance|insurer|bank|group|pc|plc|hospital|city|county|department)\b/i;

/** A name given for the other side that reads as a company, an insurer or a public body. */
export const looksLikeOrganisation = (name: string) => ORGANISATION.test(name);
