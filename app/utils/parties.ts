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

/** A match as a conflict check stores it: which party, on which matter, why and how strongly. */
export interface StoredConflictMatch {
  query: string;
  partyId: number;
  partyName: string;
  role: PartyRole;
  caseId: number | null;
  caseTitle: string | null;
  reason: string;
  score: number;
}

const ORGANISATION =
  /\b(inc|llc|llp|ltd|co|corp|company|corporation|authority|insurance|insurer|bank|group|pc|plc|hospital|city|county|department)\b/i;

/** A name given for the other side that reads as a company, an insurer or a public body. */
export const looksLikeOrganisation = (name: string) => ORGANISATION.test(name);
