import { Op, type WhereOptions } from "sequelize";
import { LegalCase } from "~/models/index.server";
import { pageWindow } from "~/components/ui/table-state";
import type { CaseStatus, Priority } from "~/utils/domain";
import { fullName, type Person } from "~/utils/person";
import { iso, pick } from "~/utils/pick";
import { scopeFor } from "~/utils/policy";
import type { PublicUser } from "./auth.server";
import { unreadMessageCounts } from "./communications.server";
import { personAs } from "./people.server";

/** One row of the cases list (`/cases`, `GET /api/cases`). */
export type CaseListItem = ReturnType<typeof toCaseListItem>;

/** What the list is narrowed to: all URL state, read by the screen and the /api call alike. */
export interface CaseFilters {
  status?: CaseStatus;
  priority?: Priority;
  /** A case number (`12` or `#12`), or words of its title or its client's name. */
  q?: string;
  /** 1-based; a page past the end is the last page. */
  page?: number;
}

export const CASE_PAGE_SIZE = 25;
/** The longest search the list reads; words past it are ignored. */
const MAX_QUERY = 100;

type ListedCase = LegalCase & { client?: Person | null; staff?: Person | null };

function toCaseListItem(row: ListedCase, unreadMessages: number) {
  return {
    ...pick(row, "id", "title", "caseType", "status", "priority", "clientId"),
    staffId: row.staffId ?? null,
    clientName: fullName(row.client),
    staffName: fullName(row.staff),
    updatedAt: iso(row.updatedAt),
    /** Client messages the firm has not read (always 0 in a client's own list). */
    unreadMessages,
  };
}

/** The search's words, without the characters LIKE treats as wildcards. */
function searchWords(q: string | undefined): string[] {
  return (q ?? "")
    .slice(0, MAX_QUERY)
    .replace(/[%_\\]/g, " ")
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 5);
}

/** A case number, when the whole search is one (`12`, `#12`). */
function caseNumber(q: string | undefined): number | null {
  const match = /^#?(\d{1,9})$/.exec((q ?? "").trim());
  return match ? Number(match[1]) : null;
}

/**
 * The cases the user may see, latest activity first: an attorney's assigned cases, a client's
 * own, every case for an administrator (the policy's case rule). Filtered by status and
 * priority, searched by case number, title or client name, one page at a time with the total.
 */
export async function searchCases(user: PublicUser, filters: CaseFilters = {}) {
  const number = caseNumber(filters.q);
  const words = number === null ? searchWords(filters.q) : [];
  const where: WhereOptions = {
    ...scopeFor(user, "read", "case"),
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.priority ? { priority: filters.priority } : {}),
    ...(number !== null ? { id: number } : {}),
    ...(words.length > 0
      ? {
          [Op.and]: words.map((word) => ({
            [Op.or]: [
              { title: { [Op.like]: `%${word}%` } },
              { "$client.first_name$": { [Op.like]: `%${word}%` } },
              { "$client.last_name$": { [Op.like]: `%${word}%` } },
            ],
          })),
        }
      : {}),
  };
  const client = { ...personAs("client"), required: true };
  const total = await LegalCase.count({ where, include: [client] });
  const window = pageWindow(filters.page ?? 1, total, CASE_PAGE_SIZE);
  const rows = (await LegalCase.findAll({
    where,
    include: [client, personAs("staff")],
    order: [
      ["updatedAt", "DESC"],
      ["id", "DESC"],
    ],
    limit: window.limit,
    offset: window.offset,
    subQuery: false,
  })) as ListedCase[];
  // The firm's unread marker, for this page's cases only: one grouped read on the (case, read) index.
  const unread =
    user.role === "client"
      ? new Map<number, number>()
      : await unreadMessageCounts(rows.map((row) => row.id));
  return {
    cases: rows.map((row) => toCaseListItem(row, unread.get(row.id) ?? 0)),
    total,
    page: window.page,
    pageCount: window.pageCount,
  };
}
