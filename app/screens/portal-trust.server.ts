/**
 * The client's trust lines page (issue 41): what the firm holds in trust for their case, entry by
 * entry. The same service function as GET /api/trust/ledger, which lets a case's client read only
 * their own case (another's answers 404); this page shows them a client's share of it.
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { readPage } from "~/components/ui/table-state";
import { screenLoader } from "~/route-kit/screen.server";
import { matterLedger, type MatterLedger } from "~/services/money/trust.server";

/**
 * A ledger line as its client reads it: the day, what it was, who paid or was paid, the check or
 * transfer's reference, the amount and the balance after it. Never the firm's own: its memo, who
 * entered it, which settlement line it paid, the bank or the account's number.
 */
const clientLine = (entry: MatterLedger["entries"][number]) => ({
  id: entry.id,
  entryOn: entry.entryOn,
  kind: entry.kind,
  counterparty: entry.counterparty,
  reference: entry.reference,
  amountCents: entry.amountCents,
  runningCents: entry.runningCents,
  /** A deposit the bank has not cleared yet. */
  pending: entry.kind === "deposit" && entry.clearedOn === null,
  reversed: entry.reversedById !== null,
});
export type ClientTrustLine = ReturnType<typeof clientLine>;

/** The client's trust lines, a page at a time, and what is held for them in each account. */
export function clientTrustView(ledger: MatterLedger) {
  return {
    legalCase: { id: ledger.caseId, title: ledger.caseTitle },
    entries: ledger.entries.map(clientLine),
    balanceCents: ledger.balanceCents,
    accounts: ledger.accounts.map((account) => ({
      id: account.id,
      name: account.name,
      balanceCents: account.balanceCents,
    })),
    page: ledger.page,
    pageCount: ledger.pageCount,
    total: ledger.total,
  };
}

export type ClientTrustView = ReturnType<typeof clientTrustView>;

export const loader = (args: LoaderFunctionArgs) =>
  screenLoader(args, "clientPortal", async ({ user, params, url }) =>
    clientTrustView(await matterLedger(user, params.caseId, readPage(url.searchParams))),
  );
