import { TrustAccount, TrustBalance, TrustEntry } from "~/models/index.server";
import type { TrustEntryKind } from "~/models/trust-entry.server";
import { seededRandom } from "../../db/seed/seeded-random";
import { insertRows } from "./insert-rows";

/**
 * The bench firm's client trust account (issue 41): three cases in ten have had a settlement
 * check deposited and cleared; those of the last 60 days still hold money, the others were paid
 * out in full (the fee, the costs, a lien, the client's share), the bank paying each check four days
 * after it was written. The entries grow with the firm's cases (scale or
 * history); the known attorney's bench case holds money, with a dozen entries on its ledger. The
 * balances are written as the service keeps them: each matter's, and the account's.
 */

const DAY = 86_400_000;
const TRUST_SHARE = 0.3;

export interface CaseInTrust {
  id: number;
  opened: Date;
  staffId: number;
}

export async function seedTrust(cases: CaseInTrust[], now: number) {
  const random = seededRandom(4141);
  const day = (at: number) => new Date(Math.min(at, now - DAY)).toISOString().slice(0, 10);
  const account = await TrustAccount.create({
    name: "IOLTA client trust",
    bank: "First Federal Bank",
    last4: "4821",
  });
  type Entry = {
    caseId: number;
    kind: TrustEntryKind;
    amountCents: number;
    counterparty: string;
    reference: string;
    entryOn: string;
    clearedOn: string | null;
    createdBy: number;
  };
  const entries: Entry[] = [];
  const balances: Array<{ caseId: number; balanceCents: number }> = [];
  let check = 1000;
  cases
    .filter((_, i) => i === 0 || random.next() < TRUST_SHARE)
    .forEach((legalCase, index) => {
      const known = index === 0;
      const opened = legalCase.opened.getTime();
      const received = opened + random.next() * Math.max(DAY, now - opened - 10 * DAY);
      const gross = Math.round(10_000 + random.next() * 290_000) * 100;
      const base = { caseId: legalCase.id, createdBy: legalCase.staffId, clearedOn: null };
      entries.push({
        ...base,
        kind: "deposit",
        amountCents: gross,
        counterparty: "Statewide Mutual Insurance",
        reference: `Check ${check++}`,
        entryOn: day(received),
        clearedOn: day(received + 3 * DAY),
      });
      const fee = Math.round(gross / 3);
      const costs = Math.round(gross * 0.02);
      const lien = Math.round(gross * 0.1);
      // The known case holds money, as do those settled in the last 60 days; the rest were paid
      // out in full (what a firm's trust holds follows its open settlements, not its history).
      const payouts: Array<[string, number]> =
        known || now - received < 60 * DAY
          ? [["The firm: fee", fee]]
          : [
              ["The firm: fee", fee],
              ["The firm: costs", costs],
              ["Medicare (lien)", lien],
              ["The client", gross - fee - costs - lien],
            ];
      if (known) {
        for (let k = 0; k < 10; k++) payouts.push([`Records copies ${k + 1}`, 2_500]);
      }
      payouts.forEach(([payee, amount], k) => {
        // The bank pays each check four days after it is written; those of the last days are
        // outstanding still.
        const cashed = received + (9 + k) * DAY;
        entries.push({
          ...base,
          kind: "disbursement",
          amountCents: 0 - amount,
          counterparty: payee,
          reference: `Check ${check++}`,
          entryOn: day(received + (5 + k) * DAY),
          clearedOn: cashed < now - DAY ? day(cashed) : null,
        });
      });
      const paid = payouts.reduce((sum, [, amount]) => sum + amount, 0);
      balances.push({ caseId: legalCase.id, balanceCents: gross - paid });
    });
  await insertRows(
    TrustEntry,
    entries.length,
    (i) => ({
      ...entries[i],
      accountId: account.id,
      statementLine: null,
      memo: null,
      reversesId: null,
    }),
    { returnIds: false },
  );
  await insertRows(
    TrustBalance,
    balances.length,
    (i) => ({
      accountId: account.id,
      caseId: balances[i].caseId,
      balanceCents: balances[i].balanceCents,
      availableCents: balances[i].balanceCents,
    }),
    { returnIds: false },
  );
  await account.update({
    balanceCents: balances.reduce((sum, matter) => sum + matter.balanceCents, 0),
  });
  return {
    accountId: account.id,
    rows: { "trust entries": entries.length, "trust matters": balances.length },
  };
}
