import { Op, QueryTypes, type Transaction } from "sequelize";
import { TrustAccount, TrustBalance, TrustEntry, sequelize } from "~/models/index.server";
import type { TrustEntryKind } from "~/models/trust-entry.server";
import { pageWindow } from "~/components/ui/table-state";
import { formatDollars } from "~/utils/money";
import { authorize } from "~/utils/policy";
import { toRecordId } from "~/utils/record-id";
import { ServiceError } from "~/utils/service-error";
import {
  TrustAccountSchema,
  TrustClearSchema,
  TrustDepositSchema,
  TrustDisbursementSchema,
  TrustReconciliationSchema,
  TrustReverseSchema,
} from "~/utils/trust-schemas";
import { parseOrThrow } from "~/utils/validation";
import type { PublicUser } from "../auth.server";
import { audit } from "../audit.server";
import { findVisibleCase } from "../cases.server";
import { dayText } from "../injury/pages.server";
import { firmToday } from "../settings.server";
import { moneyCase } from "./case-access.server";
import { monthBounds, reconcile, type TrustReconciliation } from "./reconciliation";
import {
  settleStatementLine,
  unsettleStatementLine,
  type SettledByPayment,
} from "./statement-payments.server";

/**
 * The client trust (IOLTA) ledger (issue 41). Money comes into a matter's trust as a deposit,
 * may be paid out once the bank has cleared it, and goes out as disbursements; nothing is ever
 * edited or deleted: a mistake is undone by a reversing entry. Each matter's balance in each
 * account moves in the same transaction as its entry, and a payment takes from it only with a
 * conditional UPDATE (`available >= amount`), so however many run at once the matter's trust
 * never goes below zero: one client's money is never spent for another.
 *
 * Who: a matter's entries follow its case's `money` rule (its attorney, administrators); the
 * case's client reads their own lines; accounts are opened, journals read and reconciled by
 * administrators.
 */

export interface PublicTrustAccount {
  id: number;
  name: string;
  bank: string;
  last4: string;
}

export interface PublicTrustEntry {
  id: number;
  accountId: number;
  caseId: number;
  kind: TrustEntryKind;
  /** Money in is positive, out negative. */
  amountCents: number;
  counterparty: string;
  reference: string;
  entryOn: string;
  clearedOn: string | null;
  statementLine: string | null;
  memo: string | null;
  reversesId: number | null;
  /** The entry that reversed this one, if one has. */
  reversedById: number | null;
  /** The matter's (ledger) or the account's (journal) balance after this entry. */
  runningCents: number;
}

/** Entries on one page of a matter's ledger, and matters on one page of those in trust. */
export const TRUST_PAGE_SIZE = 100;
/** Entries on one page of an account's journal: a month of the whole firm's, every matter's. */
export const JOURNAL_PAGE_SIZE = 50;

const toAccount = (row: TrustAccount): PublicTrustAccount => ({
  id: row.id,
  name: row.name,
  bank: row.bank,
  last4: row.last4,
});

/** The firm's trust accounts, by name: every attorney chooses among them. */
export async function listTrustAccounts(user: PublicUser): Promise<PublicTrustAccount[]> {
  authorize(user, "read", "trustAccount");
  const rows = await TrustAccount.findAll({ order: [["name", "ASC"]], limit: 100 });
  return rows.map(toAccount);
}

/** An administrator opens a trust account in the books: its name, bank and last four digits. */
export async function openTrustAccount(
  user: PublicUser,
  input: unknown,
): Promise<PublicTrustAccount> {
  authorize(user, "create", "trustAccount");
  const values = parseOrThrow(TrustAccountSchema, input);
  return sequelize.transaction(async (transaction) => {
    const row = await TrustAccount.create(values, { transaction });
    await audit(transaction, "trust_account_opened", user, ["trust_account", row.id], {
      name: values.name,
      bank: values.bank,
      last4: values.last4,
    });
    return toAccount(row);
  });
}

async function accountOf(accountId: unknown, transaction?: Transaction) {
  const id = toRecordId(accountId);
  const row = id ? await TrustAccount.findByPk(id, { transaction }) : null;
  if (!row) {
    throw new ServiceError(400, "Choose the trust account", {
      accountId: ["Choose the trust account"],
    });
  }
  return row;
}

const keyOf = (entry: TrustEntry) => ({ accountId: entry.accountId, caseId: entry.caseId });

const by = (column: string, cents: number) =>
  sequelize.literal(
    `${column} ${cents < 0 ? "-" : "+"} ${Math.abs(Math.trunc(cents))}`,
  ) as unknown as number;

/**
 * Moves a matter's balance, and the account's with it (the matter's row first, then the
 * account's, always in that order); `guard`: the condition the matter's must meet first (none:
 * always moves). False, and nothing moved, when it did not meet it.
 */
async function moveBalance(
  transaction: Transaction,
  key: { accountId: number; caseId: number },
  change: { balanceCents: number; availableCents: number },
  guard: Record<string, unknown> = {},
): Promise<boolean> {
  const [moved] = await TrustBalance.update(
    {
      balanceCents: by("balance_cents", change.balanceCents),
      availableCents: by("available_cents", change.availableCents),
    },
    { where: { ...key, ...guard }, transaction },
  );
  if (moved !== 1) return false;
  if (change.balanceCents !== 0) {
    await TrustAccount.update(
      { balanceCents: by("balance_cents", change.balanceCents) },
      { where: { id: key.accountId }, transaction },
    );
  }
  return true;
}

/**
 * Takes these cases' trust ledgers out of their accounts, for the demo's removal (the sample
 * firm's cases only): each account's balance loses what the cases hold, so its journal and
 * reconciliations read as if they had never held anything, and their entries go before the
 * cases' ON DELETE CASCADE would take them without the accounts' balances. The entries removed.
 */
export async function removeCaseLedgers(
  transaction: Transaction,
  caseIds: number[],
): Promise<number> {
  if (caseIds.length === 0) return 0;
  // What the cases hold, added up per account (a firm has one or a few): one update each.
  const held = await TrustBalance.findAll({
    where: { caseId: caseIds },
    attributes: ["accountId", [sequelize.fn("SUM", sequelize.col("balance_cents")), "held"]],
    group: ["accountId"],
    raw: true,
    transaction,
  });
  for (const row of held as unknown as Array<{ accountId: number; held: unknown }>) {
    const cents = Number(row.held);
    if (cents === 0) continue;
    await TrustAccount.update(
      { balanceCents: by("balance_cents", 0 - cents) },
      { where: { id: row.accountId }, transaction },
    );
  }
  await TrustBalance.destroy({ where: { caseId: caseIds }, transaction });
  // Reversals first: each names the entry it reverses.
  const reversals = await TrustEntry.destroy({
    where: { caseId: caseIds, reversesId: { [Op.ne]: null } },
    transaction,
  });
  return reversals + (await TrustEntry.destroy({ where: { caseId: caseIds }, transaction }));
}

/** The matter's balance in the account now, inside the transaction (zeros before its first). */
async function balanceOf(transaction: Transaction, key: { accountId: number; caseId: number }) {
  const row = await TrustBalance.findOne({ where: key, transaction });
  return { balanceCents: row?.balanceCents ?? 0, availableCents: row?.availableCents ?? 0 };
}

/** The refusal of a payment its matter cannot cover, with the figures it was refused on. */
function refusal(amountCents: number, balance: { balanceCents: number; availableCents: number }) {
  const uncleared = balance.balanceCents - balance.availableCents;
  const message =
    `${formatDollars(amountCents)} would take this matter's trust balance below zero: ` +
    `it holds ${formatDollars(balance.availableCents)} in cleared funds` +
    (uncleared > 0
      ? ` (and ${formatDollars(uncleared)} deposited that has not cleared yet).`
      : ".");
  return new ServiceError(409, message, undefined, undefined, {
    balanceCents: balance.balanceCents,
    availableCents: balance.availableCents,
  });
}

type EntryRow = Record<string, unknown>;

const ENTRY_COLUMNS = `e.id, e.account_id, e.case_id, e.kind, e.amount_cents, e.counterparty,
  e.reference, e.entry_on, e.cleared_on, e.statement_line, e.memo, e.reverses_id,
  r.id AS reversed_by_id`;

const dayOf = (value: unknown) => (value === null || value === undefined ? null : dayText(value));

function toEntry(row: EntryRow, runningCents: number): PublicTrustEntry {
  return {
    id: Number(row.id),
    accountId: Number(row.account_id),
    caseId: Number(row.case_id),
    kind: row.kind as TrustEntryKind,
    amountCents: Number(row.amount_cents),
    counterparty: String(row.counterparty),
    reference: String(row.reference),
    entryOn: dayOf(row.entry_on)!,
    clearedOn: dayOf(row.cleared_on),
    statementLine: (row.statement_line as string | null) ?? null,
    memo: (row.memo as string | null) ?? null,
    reversesId: row.reverses_id === null ? null : Number(row.reverses_id),
    reversedById: row.reversed_by_id === null ? null : Number(row.reversed_by_id),
    runningCents,
  };
}

/** The entries as they came, each with the balance after it, from the one before the first. */
function withRunning(rows: EntryRow[], openingCents: number): PublicTrustEntry[] {
  let running = openingCents;
  return rows.map((row) => {
    running += Number(row.amount_cents);
    return toEntry(row, running);
  });
}

async function entryForChange(user: PublicUser, entryId: unknown, transaction: Transaction) {
  const id = toRecordId(entryId);
  // Locked: a deposit cleared and reversed at once, or reversed twice, take turns.
  const entry = id
    ? await TrustEntry.findByPk(id, { transaction, lock: transaction.LOCK.UPDATE })
    : null;
  if (!entry) throw new ServiceError(404, "Trust entry not found");
  await moneyCase(user, entry.caseId, transaction).catch(() => {
    throw new ServiceError(404, "Trust entry not found");
  });
  return entry;
}

const reversalOf = (entryId: number, transaction: Transaction) =>
  TrustEntry.findOne({ where: { reversesId: entryId }, attributes: ["id"], transaction });

async function readEntry(id: number, transaction?: Transaction): Promise<PublicTrustEntry> {
  const [row] = await sequelize.query<EntryRow>(
    `SELECT ${ENTRY_COLUMNS} FROM trust_entries e
       LEFT JOIN trust_entries r ON r.reverses_id = e.id WHERE e.id = :id`,
    { replacements: { id }, type: QueryTypes.SELECT, transaction },
  );
  return toEntry(row!, Number(row!.amount_cents));
}

/** A check or transfer received into a matter's trust; paid out only once it has cleared. */
export async function depositToTrust(user: PublicUser, input: unknown): Promise<PublicTrustEntry> {
  const values = parseOrThrow(TrustDepositSchema, input);
  const legalCase = await moneyCase(user, values.caseId);
  const account = await accountOf(values.accountId);
  const key = { accountId: account.id, caseId: legalCase.id };
  const id = await sequelize.transaction(async (transaction) => {
    const entry = await TrustEntry.create(
      {
        ...key,
        kind: "deposit",
        amountCents: values.amountCents,
        counterparty: values.payer,
        reference: values.reference,
        entryOn: values.receivedOn,
        clearedOn: null,
        statementLine: null,
        memo: values.memo ?? null,
        reversesId: null,
        createdBy: user.id,
      },
      { transaction },
    );
    await TrustBalance.bulkCreate([key], { transaction, ignoreDuplicates: true });
    await moveBalance(transaction, key, { balanceCents: values.amountCents, availableCents: 0 });
    await audit(transaction, "trust_deposit", user, ["trust_entry", entry.id], {
      caseId: legalCase.id,
      accountId: account.id,
      amountCents: values.amountCents,
    });
    return entry.id;
  });
  return readEntry(id);
}

/** What clearing says of each kind: a deposit clears, a payment is paid by the bank. */
const CLEARING = {
  deposit: {
    action: "trust_deposit_cleared",
    other: "Only a deposit clears.",
    future: "A deposit can't clear after today",
    early: "A deposit clears on or after the day it was received",
    already: "This deposit has already cleared.",
    reversed: "This deposit was reversed; it cannot clear.",
  },
  disbursement: {
    action: "trust_payment_cleared",
    other: "Only a payment is paid by the bank.",
    future: "The bank can't have paid it after today",
    early: "The bank pays a payment on or after the day it was made",
    already: "The bank has already paid this payment.",
    reversed: "This payment was reversed; the bank cannot pay it.",
  },
} as const;

/**
 * The bank has cleared an entry, on the day given (or today): a deposit's funds may be paid out
 * from then; a payment (a check) is no longer outstanding, and moves no balance (it left the
 * matter's when it was made). `kind`: the kind the caller expects (any that clears when left out).
 */
async function clearEntry(
  user: PublicUser,
  entryId: unknown,
  input: unknown,
  kind?: keyof typeof CLEARING,
): Promise<PublicTrustEntry> {
  const { clearedOn } = parseOrThrow(TrustClearSchema, input ?? {});
  // Cleared funds may be paid out at once: a bank can't have cleared them on a day still to come.
  const today = await firmToday();
  const day = clearedOn ?? today;
  const id = await sequelize.transaction(async (transaction) => {
    const entry = await entryForChange(user, entryId, transaction);
    // A reversal never clears; a route for one kind refuses the other.
    const clears = entry.kind === "reversal" ? null : entry.kind;
    if (!clears || (kind && clears !== kind)) {
      throw new ServiceError(409, CLEARING[kind ?? "deposit"].other);
    }
    const words = CLEARING[clears];
    if (day > today) throw new ServiceError(400, words.future, { clearedOn: [words.future] });
    if (entry.clearedOn) throw new ServiceError(409, words.already);
    if (await reversalOf(entry.id, transaction)) throw new ServiceError(409, words.reversed);
    if (day < entry.entryOn) {
      throw new ServiceError(400, words.early, { clearedOn: [words.early] });
    }
    await entry.update({ clearedOn: day }, { transaction });
    if (entry.kind === "deposit") {
      await moveBalance(transaction, keyOf(entry), {
        balanceCents: 0,
        availableCents: entry.amountCents,
      });
    }
    await audit(transaction, words.action, user, ["trust_entry", entry.id], {
      caseId: entry.caseId,
      clearedOn: day,
    });
    return entry.id;
  });
  return readEntry(id);
}

/** A deposit or a payment the bank has cleared (the ledger's Mark cleared, whichever it is). */
export const clearTrustEntry = (user: PublicUser, entryId: unknown, input: unknown) =>
  clearEntry(user, entryId, input);

/** The bank has cleared a deposit: its funds may be paid out from the day given (or today). */
export const clearDeposit = (user: PublicUser, entryId: unknown, input: unknown) =>
  clearEntry(user, entryId, input, "deposit");

/** The bank has paid a payment (its check was cashed): no longer outstanding. */
export const clearPayment = (user: PublicUser, entryId: unknown, input: unknown) =>
  clearEntry(user, entryId, input, "disbursement");

/**
 * Money paid out of a matter's trust: refused (409, with the matter's balance) when its cleared
 * funds in the account do not cover it.
 */
export async function disburseFromTrust(
  user: PublicUser,
  input: unknown,
): Promise<PublicTrustEntry> {
  const values = parseOrThrow(TrustDisbursementSchema, input);
  const legalCase = await moneyCase(user, values.caseId);
  const account = await accountOf(values.accountId);
  const key = { accountId: account.id, caseId: legalCase.id };
  const amount = values.amountCents;
  const id = await sequelize.transaction(async (transaction) => {
    const covered = await moveBalance(
      transaction,
      key,
      { balanceCents: -amount, availableCents: -amount },
      { availableCents: { [Op.gte]: amount } },
    );
    if (!covered) throw refusal(amount, await balanceOf(transaction, key));
    const entry = await TrustEntry.create(
      {
        ...key,
        kind: "disbursement",
        amountCents: 0 - amount,
        counterparty: values.payee,
        reference: values.reference,
        entryOn: values.paidOn,
        clearedOn: null,
        statementLine: values.statementLine ?? null,
        memo: values.memo ?? null,
        reversesId: null,
        createdBy: user.id,
      },
      { transaction },
    );
    const settled = await settleStatementLine(transaction, {
      caseId: legalCase.id,
      entryId: entry.id,
      statementLine: entry.statementLine,
      amountCents: amount,
      paidOn: values.paidOn,
    });
    await audit(transaction, "trust_disbursement", user, ["trust_entry", entry.id], {
      caseId: legalCase.id,
      accountId: account.id,
      amountCents: amount,
      payee: values.payee,
      ...settledDetails(settled),
    });
    return entry.id;
  });
  return readEntry(id);
}

/** The cost and lien a payment settled (or its reversal undid), for the audit log. */
const settledDetails = ({ costId, lienId }: SettledByPayment) => ({
  ...(costId ? { costId } : {}),
  ...(lienId ? { lienId } : {}),
});

/**
 * Undoes an entry with its opposite (a voided check, a returned deposit): the entry stays as it
 * was. A deposit's reversal is refused when the matter no longer holds it (it was paid out).
 */
export async function reverseTrustEntry(
  user: PublicUser,
  entryId: unknown,
  input: unknown,
): Promise<PublicTrustEntry> {
  const { reason, reversedOn } = parseOrThrow(TrustReverseSchema, input ?? {});
  const day = reversedOn ?? (await firmToday());
  const id = await sequelize.transaction(async (transaction) => {
    const entry = await entryForChange(user, entryId, transaction);
    if (entry.kind === "reversal") {
      throw new ServiceError(409, "A reversing entry can't itself be reversed.");
    }
    if (await reversalOf(entry.id, transaction)) {
      throw new ServiceError(409, "This entry has already been reversed.");
    }
    const amount = Math.abs(entry.amountCents);
    if (entry.kind === "deposit") {
      // A cleared deposit's funds come out of what may be paid, and must still be there; one
      // not cleared was never available, so only the balance moves.
      const cleared = Boolean(entry.clearedOn);
      const moved = await moveBalance(
        transaction,
        keyOf(entry),
        { balanceCents: -amount, availableCents: cleared ? -amount : 0 },
        cleared ? { availableCents: { [Op.gte]: amount } } : {},
      );
      if (!moved) throw refusal(amount, await balanceOf(transaction, keyOf(entry)));
    } else {
      await moveBalance(transaction, keyOf(entry), {
        balanceCents: amount,
        availableCents: amount,
      });
    }
    const reversal = await TrustEntry.create(
      {
        accountId: entry.accountId,
        caseId: entry.caseId,
        kind: "reversal",
        amountCents: 0 - entry.amountCents,
        counterparty: entry.counterparty,
        reference: entry.reference,
        entryOn: day < entry.entryOn ? entry.entryOn : day,
        clearedOn: null,
        statementLine: entry.statementLine,
        memo: reason ?? `Reverses entry #${entry.id}`,
        reversesId: entry.id,
        createdBy: user.id,
      },
      { transaction },
    );
    const undone =
      entry.kind === "disbursement"
        ? await unsettleStatementLine(transaction, entry.id, reversal.entryOn)
        : null;
    await audit(transaction, "trust_entry_reversed", user, ["trust_entry", entry.id], {
      caseId: entry.caseId,
      reversalId: reversal.id,
      reason: reason ?? null,
      ...(undone ? settledDetails(undone) : {}),
    });
    return reversal.id;
  });
  return readEntry(id);
}

export interface MatterLedger {
  caseId: number;
  caseTitle: string;
  entries: PublicTrustEntry[];
  /** Everything the matter holds in trust, in every account. */
  balanceCents: number;
  /** What may be paid out: cleared funds. */
  availableCents: number;
  /** Each account's share, for the forms' choice of account. */
  accounts: Array<PublicTrustAccount & { balanceCents: number; availableCents: number }>;
  page: number;
  pageCount: number;
  total: number;
}

/** Who reads a matter's ledger: the firm's `money` rule, or the case's own client. */
const ledgerCase = (user: PublicUser, caseId: unknown) =>
  user.role === "client" ? findVisibleCase(user, caseId) : moneyCase(user, caseId);

/**
 * A matter's trust ledger: its entries by day, a page at a time, each with the matter's balance
 * after it, and what it holds now. Its client reads it too (their own lines, nothing else).
 */
export async function matterLedger(
  user: PublicUser,
  caseId: unknown,
  page = 1,
): Promise<MatterLedger> {
  const legalCase = await ledgerCase(user, caseId);
  const [counted, balances] = await Promise.all([
    sequelize.query<{ n: unknown }>("SELECT COUNT(*) AS n FROM trust_entries WHERE case_id = ?", {
      replacements: [legalCase.id],
      type: QueryTypes.SELECT,
    }),
    sequelize.query<EntryRow>(
      `SELECT a.id, a.name, a.bank, a.last4, b.balance_cents, b.available_cents
         FROM trust_balances b JOIN trust_accounts a ON a.id = b.account_id
        WHERE b.case_id = ? ORDER BY a.name LIMIT 100`,
      { replacements: [legalCase.id], type: QueryTypes.SELECT },
    ),
  ]);
  const total = Number(counted[0]?.n ?? 0);
  const {
    page: current,
    pageCount,
    offset,
  } = pageWindow(Math.trunc(page) || 1, total, TRUST_PAGE_SIZE);
  const rows = await sequelize.query<EntryRow>(
    `SELECT ${ENTRY_COLUMNS} FROM trust_entries e
       LEFT JOIN trust_entries r ON r.reverses_id = e.id
      WHERE e.case_id = :caseId ORDER BY e.entry_on, e.id
      LIMIT ${TRUST_PAGE_SIZE} OFFSET ${offset}`,
    { replacements: { caseId: legalCase.id }, type: QueryTypes.SELECT },
  );
  const opening = rows[0] ? await balanceBefore(legalCase.id, rows[0]) : 0;
  const accounts = balances.map((row) => ({
    id: Number(row.id),
    name: String(row.name),
    bank: String(row.bank),
    last4: String(row.last4),
    balanceCents: Number(row.balance_cents),
    availableCents: Number(row.available_cents),
  }));
  const entries = withRunning(rows, opening);
  // The client reads their lines, not the firm's notes on them nor its bank account's number.
  const forClient = user.role === "client";
  return {
    caseId: legalCase.id,
    caseTitle: legalCase.title,
    entries: forClient ? entries.map((entry) => ({ ...entry, memo: null })) : entries,
    balanceCents: accounts.reduce((sum, account) => sum + account.balanceCents, 0),
    availableCents: accounts.reduce((sum, account) => sum + account.availableCents, 0),
    accounts: forClient ? accounts.map((account) => ({ ...account, last4: "" })) : accounts,
    page: current,
    pageCount,
    total,
  };
}

/** The sum of a matter's entries before this one (by day, then id): a matter's are few. */
async function balanceBefore(caseId: number, first: EntryRow): Promise<number> {
  const [row] = await sequelize.query<{ total: unknown }>(
    `SELECT COALESCE(SUM(amount_cents), 0) AS total FROM trust_entries
      WHERE case_id = :id AND (entry_on < :day OR (entry_on = :day AND id < :entryId))`,
    {
      replacements: { id: caseId, day: dayOf(first.entry_on), entryId: Number(first.id) },
      type: QueryTypes.SELECT,
    },
  );
  return Number(row?.total ?? 0);
}

export interface TrustJournal {
  account: PublicTrustAccount;
  month: string;
  /** The account's balance at the start of the month, and at its end. */
  openingCents: number;
  closingCents: number;
  entries: Array<PublicTrustEntry & { caseTitle: string }>;
  page: number;
  pageCount: number;
  total: number;
}

async function reportAccount(user: PublicUser, accountId: unknown) {
  authorize(user, "reconcile", "trustAccount");
  const id = toRecordId(accountId);
  const account = id ? await TrustAccount.findByPk(id) : null;
  if (!account) throw new ServiceError(404, "Trust account not found");
  return account;
}

function boundsOf(month: unknown) {
  const bounds = typeof month === "string" ? monthBounds(month.trim()) : null;
  if (!bounds) {
    throw new ServiceError(400, "Choose the month, as YYYY-MM", {
      month: ["Choose the month, as YYYY-MM"],
    });
  }
  return { month: (month as string).trim(), ...bounds };
}

/**
 * The account's balance just before `day` (`id`: just before that entry of the day): what it
 * holds now less every entry from then on, in one statement, on the (account, day) index. A
 * month's figures cost what came after the month, never the account's whole history.
 */
async function accountBalanceBefore(accountId: number, day: string, id = 0): Promise<number> {
  const [row] = await sequelize.query<{ total: unknown }>(
    `SELECT a.balance_cents - COALESCE((
        SELECT SUM(e.amount_cents) FROM trust_entries e
         WHERE e.account_id = a.id
           AND (e.entry_on > :day OR (e.entry_on = :day AND e.id >= :id))), 0) AS total
       FROM trust_accounts a WHERE a.id = :accountId`,
    { replacements: { accountId, day, id }, type: QueryTypes.SELECT },
  );
  return Number(row?.total ?? 0);
}

/** An account's journal for a month: every matter's entries by day, with the running balance. */
export async function trustJournal(
  user: PublicUser,
  accountId: unknown,
  month: unknown,
  page = 1,
): Promise<TrustJournal> {
  const account = await reportAccount(user, accountId);
  const bounds = boundsOf(month);
  const range = { accountId: account.id, from: bounds.from, to: bounds.toExclusive };
  const [counted] = await sequelize.query<{ n: unknown }>(
    `SELECT COUNT(*) AS n FROM trust_entries
      WHERE account_id = :accountId AND entry_on >= :from AND entry_on < :to`,
    { replacements: range, type: QueryTypes.SELECT },
  );
  const total = Number(counted?.n ?? 0);
  const {
    page: current,
    pageCount,
    offset,
  } = pageWindow(Math.trunc(page) || 1, total, JOURNAL_PAGE_SIZE);
  const rows = await sequelize.query<EntryRow>(
    `SELECT ${ENTRY_COLUMNS}, c.title AS case_title FROM trust_entries e
       LEFT JOIN trust_entries r ON r.reverses_id = e.id
       JOIN cases c ON c.id = e.case_id
      WHERE e.account_id = :accountId AND e.entry_on >= :from AND e.entry_on < :to
      ORDER BY e.entry_on, e.id
      LIMIT ${JOURNAL_PAGE_SIZE} OFFSET ${offset}`,
    { replacements: range, type: QueryTypes.SELECT },
  );
  const [opening, closing, pageOpening] = await Promise.all([
    accountBalanceBefore(account.id, bounds.from),
    accountBalanceBefore(account.id, bounds.toExclusive),
    rows[0]
      ? accountBalanceBefore(account.id, dayOf(rows[0].entry_on)!, Number(rows[0].id))
      : Promise.resolve(0),
  ]);
  const entries = withRunning(rows, pageOpening).map((entry, index) => ({
    ...entry,
    caseTitle: String(rows[index]!.case_title),
  }));
  return {
    account: toAccount(account),
    month: bounds.month,
    openingCents: opening,
    closingCents: closing,
    entries,
    page: current,
    pageCount,
    total,
  };
}

export interface TrustReconciliationReport extends TrustReconciliation {
  account: PublicTrustAccount;
  month: string;
  /** The last day the month's balances count. */
  asOf: string;
  /**
   * Each matter holding money at the month's end, any below zero first, then by case; past the
   * most listed, the rest as one "Other matters" line (caseId 0).
   */
  matters: Array<{ caseId: number; label: string; balanceCents: number }>;
  /**
   * The deposits received by the month's end that the bank had not cleared by then (the first
   * UNCLEARED_LISTED; `depositsInTransitCents` adds up all of them), oldest first.
   */
  depositsInTransit: UnclearedEntry[];
  /** The payments made by the month's end that the bank had not paid by then, the same way. */
  outstandingPayments: UnclearedEntry[];
  /** How many there are of each (the lists stop at what was asked for). */
  depositsInTransitCount: number;
  outstandingPaymentsCount: number;
}

export interface UnclearedEntry {
  entryId: number;
  caseId: number;
  /** The day it was received or paid. */
  entryOn: string;
  /** The day the bank cleared it, after the month; null while it has not. */
  clearedOn: string | null;
  /** Its payer or payee. */
  counterparty: string;
  reference: string;
  /** What it moved, whole: a payment's too is above zero here. */
  amountCents: number;
}

/** The most uncleared entries of each kind a reconciliation lists (the database sums them all). */
export const UNCLEARED_LISTED = 1000;

type Uncleared = { listed: UnclearedEntry[]; totalCents: number; count: number };

/**
 * The account's deposits and payments the bank had not cleared at a month's end: made before
 * `to`, not cleared before it, and not reversed before it (a returned check, a voided one: the
 * journal has already taken it back); the first `most` of each kind by day, with each kind's
 * count and total. One statement, on the (account_id, kind, cleared_on) index.
 */
async function unclearedAt(
  accountId: number,
  to: string,
  most: number,
): Promise<{ deposit: Uncleared; disbursement: Uncleared }> {
  // Those never cleared and those cleared after the month, each an equality or a range on the
  // clearing index; the unary + keeps SQLite from reading the account's whole history on the
  // (account_id, entry_on) index instead (MySQL ignores it).
  const branch = (cleared: string) =>
    `SELECT d.id, d.kind, d.case_id, d.entry_on, d.cleared_on, d.counterparty, d.reference,
            d.amount_cents
       FROM trust_entries d
      WHERE d.account_id = :accountId AND d.kind IN ('deposit', 'disbursement') AND ${cleared}
        AND +d.entry_on < :to`;
  const rows = await sequelize.query<EntryRow>(
    `SELECT * FROM (
       SELECT u.*,
              ROW_NUMBER() OVER (PARTITION BY u.kind ORDER BY u.entry_on, u.id) AS place,
              COUNT(*) OVER (PARTITION BY u.kind) AS kind_count,
              SUM(u.amount_cents) OVER (PARTITION BY u.kind) AS kind_total
         FROM (${branch("d.cleared_on IS NULL")} UNION ALL ${branch("d.cleared_on >= :to")}) u
        WHERE NOT EXISTS (SELECT 1 FROM trust_entries r WHERE r.reverses_id = u.id AND r.entry_on < :to)
     ) w
     WHERE w.place <= ${Math.max(1, Math.min(UNCLEARED_LISTED, Math.trunc(most)))}
     ORDER BY w.kind, w.place`,
    { replacements: { accountId, to }, type: QueryTypes.SELECT },
  );
  const of = (kind: string): Uncleared => {
    const mine = rows.filter((row) => row.kind === kind);
    return {
      listed: mine.map((row) => ({
        entryId: Number(row.id),
        caseId: Number(row.case_id),
        entryOn: dayOf(row.entry_on)!,
        clearedOn: dayOf(row.cleared_on),
        counterparty: String(row.counterparty),
        reference: String(row.reference),
        amountCents: Math.abs(Number(row.amount_cents)),
      })),
      totalCents: Math.abs(Number(mine[0]?.kind_total ?? 0)),
      count: Number(mine[0]?.kind_count ?? 0),
    };
  };
  return { deposit: of("deposit"), disbursement: of("disbursement") };
}

/** The most matters a reconciliation lists by name (their total is summed by the database). */
export const RECONCILED_MATTERS = 1000;

/**
 * The three-way reconciliation of an account for a month: the bank statement's balance as
 * entered, the journal's balance at the month's end, and the matters' balances then, added up.
 */
export async function trustReconciliation(
  user: PublicUser,
  query: unknown,
  {
    listed: most = RECONCILED_MATTERS,
    uncleared: unclearedListed = UNCLEARED_LISTED,
  }: { listed?: number; uncleared?: number } = {},
): Promise<TrustReconciliationReport> {
  authorize(user, "reconcile", "trustAccount");
  const values = parseOrThrow(TrustReconciliationSchema, query);
  const account = await reportAccount(user, values.accountId);
  const bounds = boundsOf(values.month);
  const range = { accountId: account.id, to: bounds.toExclusive };
  // Each matter's balance at the month's end: what it holds now less its entries since, for the
  // matters holding money now or moved since (on the indexes of both): a month's reconciliation
  // reads the matters in trust and what came after, not every matter the account ever held.
  const heldThen = `
    FROM (SELECT case_id FROM trust_balances WHERE account_id = :accountId AND balance_cents <> 0
          UNION
          SELECT case_id FROM trust_entries WHERE account_id = :accountId AND entry_on >= :to) m
    JOIN trust_balances b ON b.account_id = :accountId AND b.case_id = m.case_id
    LEFT JOIN (SELECT case_id, SUM(amount_cents) AS since FROM trust_entries
                WHERE account_id = :accountId AND entry_on >= :to GROUP BY case_id) s
      ON s.case_id = m.case_id
   WHERE b.balance_cents - COALESCE(s.since, 0) <> 0`;
  const [journalCents, matters, [mattersTotal], uncleared] = await Promise.all([
    accountBalanceBefore(account.id, bounds.toExclusive),
    sequelize.query<EntryRow>(
      `SELECT m.case_id, c.title, b.balance_cents - COALESCE(s.since, 0) AS balance
         ${heldThen.replace("JOIN trust_balances b", "JOIN cases c ON c.id = m.case_id JOIN trust_balances b")}
        ORDER BY CASE WHEN b.balance_cents - COALESCE(s.since, 0) < 0 THEN 0 ELSE 1 END, m.case_id
        LIMIT ${Math.max(1, Math.min(RECONCILED_MATTERS, Math.trunc(most)))}`,
      { replacements: range, type: QueryTypes.SELECT },
    ),
    // The matters' balances then, added up: their balances now (their own rows, not the
    // account's) less every entry since; two range reads, no join. The journal's figure comes
    // from the account's row, so the two agree only while each entry moved both.
    sequelize.query<{ total: unknown }>(
      `SELECT COALESCE((SELECT SUM(balance_cents) FROM trust_balances
                         WHERE account_id = :accountId AND balance_cents <> 0), 0)
            - COALESCE((SELECT SUM(amount_cents) FROM trust_entries
                         WHERE account_id = :accountId AND entry_on >= :to), 0) AS total`,
      { replacements: range, type: QueryTypes.SELECT },
    ),
    unclearedAt(account.id, bounds.toExclusive, unclearedListed),
  ]);
  const { deposit: inTransit, disbursement: outstanding } = uncleared;
  const listed = matters.map((row) => ({
    caseId: Number(row.case_id),
    label: `Case #${Number(row.case_id)}: ${String(row.title)}`,
    balanceCents: Number(row.balance),
  }));
  // Past the matters listed, the rest are one line: the total stays the database's sum.
  const listedCents = listed.reduce((sum, matter) => sum + matter.balanceCents, 0);
  const rest = Number(mattersTotal?.total ?? 0) - listedCents;
  const matterBalances =
    rest === 0
      ? listed
      : [...listed, { caseId: 0, label: "Other matters (the CSV names each)", balanceCents: rest }];
  const report = reconcile({
    bankCents: values.bankBalanceCents,
    depositsInTransitCents: inTransit.totalCents,
    outstandingPaymentsCents: outstanding.totalCents,
    journalCents,
    matterBalances,
  });
  const asOf = new Date(`${bounds.toExclusive}T00:00:00Z`);
  asOf.setUTCDate(asOf.getUTCDate() - 1);
  return {
    ...report,
    account: toAccount(account),
    month: bounds.month,
    asOf: asOf.toISOString().slice(0, 10),
    matters: matterBalances,
    depositsInTransit: inTransit.listed,
    outstandingPayments: outstanding.listed,
    depositsInTransitCount: inTransit.count,
    outstandingPaymentsCount: outstanding.count,
  };
}

export interface MatterInTrust {
  caseId: number;
  title: string;
  balanceCents: number;
  availableCents: number;
}

/**
 * The matters holding money in trust that the user works (an attorney's own cases, every one for
 * an administrator), most first, a page at a time.
 */
export async function mattersInTrust(
  user: PublicUser,
  page = 1,
): Promise<{ matters: MatterInTrust[]; page: number; pageCount: number; total: number }> {
  authorize(user, "read", "trustAccount");
  const own = user.role === "admin" ? "" : "AND c.staff_id = :userId";
  const [counted] = await sequelize.query<{ n: unknown }>(
    `SELECT COUNT(DISTINCT b.case_id) AS n FROM trust_balances b JOIN cases c ON c.id = b.case_id
      WHERE b.balance_cents <> 0 ${own}`,
    { replacements: { userId: user.id }, type: QueryTypes.SELECT },
  );
  const total = Number(counted?.n ?? 0);
  const {
    page: current,
    pageCount,
    offset,
  } = pageWindow(Math.trunc(page) || 1, total, TRUST_PAGE_SIZE);
  const rows = await sequelize.query<EntryRow>(
    `SELECT b.case_id, c.title, SUM(b.balance_cents) AS balance, SUM(b.available_cents) AS available
       FROM trust_balances b JOIN cases c ON c.id = b.case_id
      WHERE b.balance_cents <> 0 ${own}
      GROUP BY b.case_id, c.title ORDER BY balance DESC, b.case_id
      LIMIT ${TRUST_PAGE_SIZE} OFFSET ${offset}`,
    { replacements: { userId: user.id }, type: QueryTypes.SELECT },
  );
  return {
    matters: rows.map((row) => ({
      caseId: Number(row.case_id),
      title: String(row.title),
      balanceCents: Number(row.balance),
      availableCents: Number(row.available),
    })),
    page: current,
    pageCount,
    total,
  };
}
