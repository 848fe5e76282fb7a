import { Op } from "sequelize";
import { LegalCase, Party, PartyKey, sequelize } from "~/models/index.server";
import type { PartyRole } from "~/utils/parties";
import { ConflictCheckSchema } from "~/utils/party-schemas";
import { authorize, can } from "~/utils/policy";
import { parseOrThrow } from "~/utils/validation";
import type { PublicUser } from "./auth.server";
import { audit } from "./audit.server";
import { caseOwners } from "./cases.server";
import { compareNames, nameKeys, type MatchReason } from "./name-matching.server";

/**
 * The conflict check (issue 17): every party to every matter, current, closed or prospective,
 * searched for names — "Smythe, Jon" finds John Smith — through the keys index, never a scan of
 * the parties. Each match says why it matched and how strongly. Every check is audited with the
 * names searched for.
 */

export type MatterStatus = "current" | "closed" | "prospective";

export interface ConflictMatch {
  query: string;
  partyName: string;
  role: PartyRole;
  caseId: number | null;
  caseTitle: string | null;
  caseStatus: string | null;
  /** The matter as a conflict reads it: current, closed, or a request not yet a case. */
  status: MatterStatus;
  /** The party was taken off the matter (still part of its history). */
  removed: boolean;
  reason: MatchReason;
  score: number;
  addedAt: string;
  /** The user may open the matter's page (an administrator, or its attorney). */
  canOpen: boolean;
}

/** At most this many parties are compared for one name, the closest keys first. */
export const CANDIDATE_LIMIT = 500;
/** At most this many matches are answered for one name, strongest first. */
export const MATCH_LIMIT = 50;

const CLOSED = new Set(["completed", "closed"]);

/** The parties whose names share a key with `name`: one indexed look-up. */
async function candidatesFor(name: string): Promise<Party[]> {
  const keys = nameKeys(name);
  if (keys.length === 0) return [];
  const ids = await PartyKey.findAll({
    attributes: ["partyId"],
    where: { nameKey: { [Op.in]: keys } },
    group: ["partyId"],
    order: [["partyId", "DESC"]],
    limit: CANDIDATE_LIMIT,
    raw: true,
  });
  if (ids.length === 0) return [];
  return Party.findAll({
    where: { id: { [Op.in]: ids.map((row) => row.partyId) } },
    include: [
      {
        model: LegalCase,
        as: "legalCase",
        attributes: ["id", "title", "status", "clientId", "staffId"],
        required: false,
      },
    ],
  });
}

function matchesFor(user: PublicUser, name: string, parties: Party[]): ConflictMatch[] {
  return parties
    .flatMap((party) => {
      const match = compareNames(name, party.name);
      if (!match) return [];
      const legalCase = party.legalCase ?? null;
      const status: MatterStatus = !legalCase
        ? "prospective"
        : CLOSED.has(legalCase.status)
          ? "closed"
          : "current";
      return [
        {
          query: name,
          partyName: party.name,
          role: party.role,
          caseId: legalCase?.id ?? null,
          caseTitle: legalCase?.title ?? null,
          caseStatus: legalCase?.status ?? null,
          status,
          removed: party.removedAt !== null,
          reason: match.reason,
          score: match.score,
          addedAt: party.createdAt.toISOString(),
          canOpen: legalCase !== null && can(user, "read", "case", caseOwners(legalCase)),
        },
      ];
    })
    .sort((a, b) => b.score - a.score || b.addedAt.localeCompare(a.addedAt))
    .slice(0, MATCH_LIMIT);
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
  const found = await Promise.all(
    names.map(async (name) => matchesFor(user, name, await candidatesFor(name))),
  );
  const matches = found.flat();
  await sequelize.transaction((transaction) =>
    audit(transaction, "conflict_checked", user, null, {
      names,
      matches: matches.length,
    }),
  );
  return { names, matches };
}
