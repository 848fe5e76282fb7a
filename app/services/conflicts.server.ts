import { Op, type Transaction } from "sequelize";
import { FormSubmission, LegalCase, Party, PartyKey, sequelize } from "~/models/index.server";
import { matchKind, type MatchKind, type StoredConflictMatch } from "~/utils/parties";
import { ConflictCheckSchema } from "~/utils/party-schemas";
import { authorize, can } from "~/utils/policy";
import { parseOrThrow } from "~/utils/validation";
import type { PublicUser } from "./auth.server";
import { audit } from "./audit.server";
import { caseOwners } from "./cases.server";
import { compareNames, nameKeys, type MatchReason, type NameMatch } from "./name-matching.server";

/**
 * The conflict check (issue 17): every party to every matter, current, closed or prospective,
 * searched for names — "Smythe, Jon" finds John Smith — through the keys index, never a scan of
 * the parties. Each match says why it matched and how strongly. A search by staff is audited
 * with the names searched for; the automatic checks (conflict-checks.server.ts) use the same.
 */

export type MatterStatus = "current" | "closed" | "prospective";

/** A match as a search answers it: what a check stores, with the matter's state and the why. */
export interface PartyMatch extends Omit<StoredConflictMatch, "reason" | "kind" | "submissionId"> {
  submissionId: number | null;
  caseStatus: string | null;
  /** The matter as a conflict reads it: current, closed, or a request not yet a case. */
  status: MatterStatus;
  /** The party was taken off the matter (still part of its history). */
  removed: boolean;
  reason: MatchReason;
  addedAt: string;
}

export interface ConflictMatch extends PartyMatch {
  /** A conflict to decide, or information (issue 36). */
  kind: MatchKind;
  /** The user may open the matter's page: its case (an administrator, or its attorney), or its request. */
  canOpen: boolean;
}

type Owners = { clientId: number; staffId: number | null } | null;

/**
 * What a viewer may open of a match's matter: its case by the case's rule (else the match reads
 * as plain text, never a link to a 404), or the consultation request it came with.
 */
export function mayOpenMatter(
  user: PublicUser,
  match: { caseId: number | null; submissionId?: number | null },
  owners: Owners,
): boolean {
  if (match.caseId !== null) return owners !== null && can(user, "read", "case", owners);
  return Boolean(match.submissionId) && can(user, "read", "formSubmission");
}

/** The owners of the cases that matches are on, in one read: who may open each. */
export async function ownersOfCases(caseIds: number[]): Promise<Map<number, Owners>> {
  const ids = [...new Set(caseIds)];
  if (ids.length === 0) return new Map();
  const rows = await LegalCase.findAll({
    where: { id: { [Op.in]: ids } },
    attributes: ["id", "clientId", "staffId"],
  });
  return new Map(rows.map((row) => [row.id, caseOwners(row)]));
}

/**
 * At most this many parties are compared for one name: those sharing the most keys with it
 * first (the same words, then both names sounding alike), then the newest. A common first name
 * alone cannot crowd out the party with the same surname.
 */
export const CANDIDATE_LIMIT = 500;
/** At most this many matches are answered for one name, strongest first. */
export const MATCH_LIMIT = 50;

const CLOSED = new Set(["completed", "closed"]);

/** Parties a check leaves out: the matter's own (a request's, a case's and its request's). */
export interface Exclusions {
  caseId?: number;
  submissionIds?: number[];
  /** The client's own cases: a returning client is not a conflict with themselves. */
  clientId?: number;
  /** The same person's other requests (by their email): asking twice is not a conflict. */
  email?: string;
}

/**
 * The parties whose names share a key with `name` (one indexed look-up, the closest first), as
 * ids and names only: comparing hundreds of names is cheap, building their records is not.
 */
async function candidatesFor(
  name: string,
  transaction?: Transaction,
): Promise<Array<{ id: number; name: string }>> {
  const keys = nameKeys(name);
  if (keys.length === 0) return [];
  const ids = await PartyKey.findAll({
    attributes: ["partyId"],
    where: { nameKey: { [Op.in]: keys } },
    group: ["partyId"],
    order: [
      [sequelize.literal("COUNT(*)"), "DESC"],
      ["partyId", "DESC"],
    ],
    limit: CANDIDATE_LIMIT,
    raw: true,
    transaction,
  });
  if (ids.length === 0) return [];
  return Party.findAll({
    attributes: ["id", "name"],
    where: { id: { [Op.in]: ids.map((row) => row.partyId) } },
    raw: true,
    transaction,
  });
}

/** The matched parties with their matters and requests, by id. */
async function partiesWithMatters(ids: number[], transaction?: Transaction) {
  if (ids.length === 0) return new Map<number, Party>();
  const rows = await Party.findAll({
    where: { id: { [Op.in]: ids } },
    include: [
      {
        model: LegalCase,
        as: "legalCase",
        attributes: ["id", "title", "status", "clientId", "staffId"],
        required: false,
      },
      { model: FormSubmission, as: "submission", attributes: ["submitterEmail"], required: false },
    ],
    transaction,
  });
  return new Map(rows.map((row) => [row.id, row]));
}

function excluded(party: Party, without: Exclusions) {
  if (without.caseId !== undefined && party.caseId === without.caseId) return true;
  const email = (party as Party & { submission?: FormSubmission | null }).submission
    ?.submitterEmail;
  if (without.email && email && email.toLowerCase() === without.email.toLowerCase()) return true;
  if (party.submissionId !== null && without.submissionIds?.includes(party.submissionId))
    return true;
  return (
    without.clientId !== undefined &&
    party.role === "client" &&
    party.legalCase?.clientId === without.clientId
  );
}

/** A match with whose matter it is (for who may open it), not part of what is answered or stored. */
type FoundMatch = PartyMatch & { owners: Owners };

function matchesFor(
  name: string,
  compared: Array<{ party: Party; match: NameMatch }>,
  without: Exclusions,
): FoundMatch[] {
  return compared
    .flatMap(({ party, match }) => {
      if (excluded(party, without)) return [];
      const legalCase = party.legalCase ?? null;
      const status: MatterStatus = !legalCase
        ? "prospective"
        : CLOSED.has(legalCase.status)
          ? "closed"
          : "current";
      return [
        {
          query: name,
          partyId: party.id,
          partyName: party.name,
          role: party.role,
          caseId: legalCase?.id ?? null,
          caseTitle: legalCase?.title ?? null,
          submissionId: party.submissionId,
          caseStatus: legalCase?.status ?? null,
          status,
          removed: party.removedAt !== null,
          reason: match.reason,
          score: match.score,
          addedAt: party.createdAt.toISOString(),
          owners: legalCase ? caseOwners(legalCase) : null,
        },
      ];
    })
    .sort((a, b) => b.score - a.score || b.addedAt.localeCompare(a.addedAt))
    .slice(0, MATCH_LIMIT);
}

/** Every party matching each name, strongest first per name; leaves out what `without` names. */
export async function searchParties(
  names: string[],
  options: { without?: Exclusions; transaction?: Transaction } = {},
): Promise<FoundMatch[]> {
  const compared = await Promise.all(
    names.map(async (name) =>
      (await candidatesFor(name, options.transaction)).flatMap((candidate) => {
        const match = compareNames(name, candidate.name);
        return match ? [{ id: candidate.id, match }] : [];
      }),
    ),
  );
  // Only the names that match are read with their matters: one read for every name.
  const parties = await partiesWithMatters(
    [...new Set(compared.flat().map(({ id }) => id))],
    options.transaction,
  );
  const found = names.map((name, index) =>
    matchesFor(
      name,
      compared[index].flatMap(({ id, match }) => {
        const party = parties.get(id);
        return party ? [{ party, match }] : [];
      }),
      options.without ?? {},
    ),
  );
  return found.flat();
}

/**
 * Checks names against every party the firm has recorded. Staff and administrators; the search
 * (who, for which names, how many matches) is written to the audit log.
 */
export async function checkConflicts(
  user: PublicUser,
  input: unknown,
): Promise<{ names: string[]; matches: ConflictMatch[] }> {
  authorize(user, "run", "conflictCheck");
  const { names } = parseOrThrow(ConflictCheckSchema, input);
  const found = await searchParties(names);
  // A name typed here has no role of its own: the matched party's role alone decides.
  const matches = found.map(({ owners, ...match }) => ({
    ...match,
    kind: matchKind([], match.role),
    canOpen: mayOpenMatter(user, match, owners),
  }));
  await sequelize.transaction((transaction) =>
    audit(transaction, "conflict_checked", user, null, {
      names,
      matches: matches.length,
    }),
  );
  return { names, matches };
}
