import { caseMoneyUrl, portalSettlementUrl } from "~/utils/money-urls";
import { createHash } from "node:crypto";
import { QueryTypes, type Transaction } from "sequelize";
import { FeeAgreement, Settlement, sequelize } from "~/models/index.server";
import type { LegalCase } from "~/models/case.server";
import { SettlementApprovalSchema, SettlementSchema } from "~/utils/settlement-schemas";

import { ServiceError } from "~/utils/service-error";
import { parseOrThrow } from "~/utils/validation";
import type { PublicUser } from "../auth.server";
import { audit } from "../audit.server";
import { findVisibleCase } from "../cases.server";
import { notifyUsers } from "../notifications.server";
import { moneyCase } from "./case-access.server";
import type { FeeTier } from "./fee";
import {
  settlementFigures,
  statementProblems,
  type SettlementFigures,
  type SettlementInput,
  type SettlementLine,
} from "./settlement-statement";

/**
 * The settlement statement of a case (issue 41): the payments entered, the fee its agreement's
 * tier takes at the case's stage, the costs the firm advanced and the client has not paid back,
 * the liens to pay (as entered, or the injury file's, each its final amount or what is claimed),
 * and the client's net, each figure computed here from those rows (settlement-statement.ts). The
 * attorney marks it ready; its client approves it, and the approval keeps the statement's text
 * and SHA-256: a statement that has changed since is a draft again, to be approved anew.
 */

type Entered = { payer: string; amountCents: number };
type Owed = { name: string; amountCents: number };

/** The most cost and lien lines a statement reads (a case has a handful). */
const LINES_LIMIT = 200;

export interface PublicSettlement extends Partial<SettlementFigures> {
  status: "draft" | "ready" | "approved";
  payments: Entered[];
  /** The liens to pay; `liensFromFile`: the injury file's, none entered. */
  liens: Owed[];
  liensFromFile: boolean;
  /** The statement pays the injury file's medical bills still owed (a line per provider). */
  payBills: boolean;
  /** What keeps the statement from being figured (no payment, no fee agreement), in words. */
  problems: string[];
  /** The statement's SHA-256 as it stands: what an approval records. */
  statementHash: string | null;
  approvedAt: string | null;
  approvedName: string | null;
  /** Approved once, but what it says has changed since: it needs the client's approval again. */
  changedSinceApproval: boolean;
}

async function reimbursableCosts(caseId: number, transaction?: Transaction) {
  const rows = await sequelize.query<{ description: string; amount_cents: unknown }>(
    `SELECT description, amount_cents FROM case_costs
      WHERE case_id = :caseId AND (reimbursed = :no OR reimbursed_by_entry_id IS NOT NULL)
      ORDER BY incurred_on, id LIMIT ${LINES_LIMIT}`,
    { replacements: { caseId, no: false }, type: QueryTypes.SELECT, transaction },
  );
  return rows.map((row) => ({
    description: row.description,
    amountCents: Number(row.amount_cents),
  }));
}

async function fileLiens(caseId: number, transaction?: Transaction): Promise<Owed[]> {
  const rows = await sequelize.query<{ holder: string; owed: unknown }>(
    `SELECT holder, COALESCE(final_cents, claimed_cents) AS owed FROM liens
      WHERE case_id = :caseId ORDER BY id LIMIT ${LINES_LIMIT}`,
    { replacements: { caseId }, type: QueryTypes.SELECT, transaction },
  );
  return rows.map((row) => ({ name: row.holder, amountCents: Number(row.owed) }));
}

/** The statement's content as approved: its figures and lines, in a fixed order of keys. */
const statementText = (figures: SettlementFigures) =>
  JSON.stringify({
    stage: figures.stage,
    grossCents: figures.grossCents,
    feeCents: figures.feeCents,
    feeExplanation: figures.feeExplanation,
    costsCents: figures.costsCents,
    liensCents: figures.liensCents,
    netToClientCents: figures.netToClientCents,
    lines: figures.lines.map(({ kind, label, amountCents }) => ({ kind, label, amountCents })),
  });

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

/** The injury file's medical bills still owed, each provider's unpaid balance added up. */
async function unpaidBills(caseId: number, transaction?: Transaction): Promise<Owed[]> {
  const rows = await sequelize.query<{ name: string; owed: unknown }>(
    `SELECT p.name, SUM(b.billed_cents - b.adjustment_cents - b.paid_cents) AS owed
       FROM medical_bills b JOIN medical_providers p ON p.id = b.provider_id
      WHERE b.case_id = :caseId
      GROUP BY p.id, p.name
     HAVING SUM(b.billed_cents - b.adjustment_cents - b.paid_cents) > 0
      ORDER BY p.name, p.id LIMIT ${LINES_LIMIT}`,
    { replacements: { caseId }, type: QueryTypes.SELECT, transaction },
  );
  return rows.map((row) => ({ name: row.name, amountCents: Number(row.owed) }));
}

async function statementOf(legalCase: LegalCase, transaction?: Transaction) {
  const [row, agreement, costs] = await Promise.all([
    // Read under an update lock in a transaction, so two approvals (or an approval and a
    // change) of one statement take turns on MySQL rather than both writing.
    Settlement.findByPk(legalCase.id, {
      transaction,
      ...(transaction ? { lock: transaction.LOCK.UPDATE } : {}),
    }),
    FeeAgreement.findByPk(legalCase.id, { transaction }),
    reimbursableCosts(legalCase.id, transaction),
  ]);
  const payments = row ? (JSON.parse(row.payments) as Entered[]) : [];
  const entered = row ? (JSON.parse(row.liens) as Owed[] | null) : null;
  const [liens, bills] = await Promise.all([
    entered ?? fileLiens(legalCase.id, transaction),
    row?.payBills ? unpaidBills(legalCase.id, transaction) : [],
  ]);
  const input: SettlementInput = {
    payments,
    tiers: agreement ? (JSON.parse(agreement.tiers) as FeeTier[]) : [],
    stage: legalCase.stage,
    costsBeforeFee: Boolean(agreement?.costsBeforeFee),
    costs,
    liens,
    bills,
  };
  const problems = [
    ...(agreement ? [] : ["Set the case's fee agreement first."]),
    ...statementProblems(input).filter((problem) => !/fee tier/.test(problem) || agreement),
  ];
  const figures = problems.length === 0 ? settlementFigures(input) : null;
  const text = figures ? statementText(figures) : null;
  const statementHash = text ? sha256(text) : null;
  const stored = row?.status ?? "draft";
  const changedSinceApproval = stored === "approved" && row?.approvedHash !== statementHash;
  const settlement: PublicSettlement = {
    ...(figures ?? {}),
    status: changedSinceApproval ? "draft" : stored,
    payments,
    liens,
    liensFromFile: entered === null,
    payBills: Boolean(row?.payBills),
    problems,
    statementHash,
    approvedAt: row?.approvedAt ? new Date(row.approvedAt).toISOString() : null,
    approvedName: row?.approvedName ?? null,
    changedSinceApproval,
  };
  return { settlement, row, text };
}

/** The statement as its client approved it, read back from the text their approval kept. */
type ApprovedText = Pick<
  SettlementFigures,
  | "stage"
  | "grossCents"
  | "feeCents"
  | "feeExplanation"
  | "costsCents"
  | "liensCents"
  | "netToClientCents"
  | "lines"
>;

/**
 * What the client reads once the firm has changed a statement they approved, until the firm sends
 * the new one: the statement they approved, as approved. The firm's unsent changes stay the
 * firm's (private unless shared).
 */
function asApproved(settlement: PublicSettlement, approvedStatement: string): PublicSettlement {
  const approved = JSON.parse(approvedStatement) as ApprovedText;
  const linesOf = (kind: string) =>
    approved.lines
      .filter((line) => line.kind === kind)
      .map((line) => ({ name: line.label, amountCents: Math.abs(line.amountCents) }));
  return {
    ...approved,
    status: "approved",
    payments: linesOf("payment").map(({ name, amountCents }) => ({ payer: name, amountCents })),
    liens: linesOf("lien"),
    liensFromFile: false,
    payBills: approved.lines.some((line) => line.kind === "bill"),
    problems: [],
    statementHash: sha256(approvedStatement),
    approvedAt: settlement.approvedAt,
    approvedName: settlement.approvedName,
    changedSinceApproval: false,
  };
}

/** The lines of the statement its client approved, as the approval kept them; null before one. */
export const approvedLines = (row: Settlement): SettlementLine[] | null =>
  row.approvedStatement ? (JSON.parse(row.approvedStatement) as ApprovedText).lines : null;

/** Who reads a case's statement: the firm's attorney and administrators, and the case's client. */
const readableCase = (user: PublicUser, caseId: unknown) =>
  user.role === "client" ? findVisibleCase(user, caseId) : moneyCase(user, caseId);

/**
 * The case's settlement statement. Its client sees it once it is marked ready (before that, a
 * draft of the firm's: 404), without the firm's problems list; after approving it, the statement
 * they approved until the firm sends them a changed one.
 */
export async function settlementOf(user: PublicUser, caseId: unknown): Promise<PublicSettlement> {
  const legalCase = await readableCase(user, caseId);
  const { settlement, row } = await statementOf(legalCase);
  if (user.role !== "client") return settlement;
  if (settlement.changedSinceApproval && row?.approvedStatement) {
    return asApproved(settlement, row.approvedStatement);
  }
  if (settlement.status === "draft") throw new ServiceError(404, "No settlement statement yet");
  return { ...settlement, problems: [] };
}

export interface ApprovedStatement extends ApprovedText {
  caseId: number;
  caseTitle: string;
  approvedName: string;
  approvedAt: string;
  /** The SHA-256 of the statement's text as approved. */
  statementHash: string;
}

/**
 * The statement as its client approved it (the text their approval kept), for the printable
 * page and the PDF: the firm's attorney and administrators, and the case's client. 404 until
 * there is an approval.
 */
export async function approvedStatementOf(
  user: PublicUser,
  caseId: unknown,
): Promise<ApprovedStatement> {
  const legalCase = await readableCase(user, caseId);
  const row = await Settlement.findByPk(legalCase.id);
  if (!row?.approvedStatement || !row.approvedAt || !row.approvedName) {
    throw new ServiceError(404, "No approved settlement statement yet");
  }
  return {
    ...(JSON.parse(row.approvedStatement) as ApprovedText),
    caseId: legalCase.id,
    caseTitle: legalCase.title,
    approvedName: row.approvedName,
    approvedAt: new Date(row.approvedAt).toISOString(),
    statementHash: sha256(row.approvedStatement),
  };
}

/**
 * The statement's lines a trust payment may pay (issue 41): the statement its client approved,
 * once they have (what was signed is what is paid out, whatever the firm has changed since);
 * before that, the statement as it stands; none before a settlement is entered. For the firm.
 */
export async function payableStatementLines(
  user: PublicUser,
  caseId: unknown,
): Promise<SettlementLine[]> {
  const legalCase = await moneyCase(user, caseId);
  const row = await Settlement.findByPk(legalCase.id);
  if (!row) return [];
  const approved = approvedLines(row);
  if (approved) return approved;
  return (await statementOf(legalCase)).settlement.lines ?? [];
}

/**
 * Enters the settlement's payments and the liens to pay from it (null or left out: the injury
 * file's liens). A statement marked ready goes back to draft; one approved stays approved only if
 * what it says is unchanged (the approval's hash says).
 */
export async function setSettlement(
  user: PublicUser,
  caseId: unknown,
  input: unknown,
): Promise<PublicSettlement> {
  const legalCase = await moneyCase(user, caseId);
  const values = parseOrThrow(SettlementSchema, input);
  await sequelize.transaction(async (transaction) => {
    const row = await Settlement.findByPk(legalCase.id, {
      transaction,
      lock: transaction.LOCK.UPDATE,
    });
    const fields = {
      payments: JSON.stringify(values.payments),
      liens: JSON.stringify(values.liens ?? null),
      payBills: values.payBills ?? false,
    };
    if (row) {
      await row.update(
        { ...fields, ...(row.status === "ready" ? { status: "draft", readyAt: null } : {}) },
        { transaction },
      );
    } else {
      await Settlement.create(
        {
          caseId: legalCase.id,
          ...fields,
          readyAt: null,
          approvedAt: null,
          approvedName: null,
          approvedBy: null,
          approvedIp: null,
          approvedHash: null,
          approvedStatement: null,
        },
        { transaction },
      );
    }
    await audit(transaction, "settlement_changed", user, ["case", legalCase.id], {
      payments: values.payments,
      liens: values.liens ?? "from the injury file",
      payBills: values.payBills ?? false,
    });
  });
  return (await statementOf(legalCase)).settlement;
}

/** The attorney marks the statement ready for the client: it must be figured (no problems). */
export async function markSettlementReady(
  user: PublicUser,
  caseId: unknown,
): Promise<PublicSettlement> {
  const legalCase = await moneyCase(user, caseId);
  await sequelize.transaction(async (transaction) => {
    const { settlement, row } = await statementOf(legalCase, transaction);
    if (!row || settlement.problems.length > 0) {
      throw new ServiceError(
        409,
        settlement.problems[0] ?? "Enter the settlement's payments first.",
      );
    }
    if (settlement.status === "approved") {
      throw new ServiceError(409, "The client has already approved this statement.");
    }
    await row.update({ status: "ready", readyAt: new Date() }, { transaction });
    await audit(transaction, "settlement_ready", user, ["case", legalCase.id], {
      statementHash: settlement.statementHash,
    });
    // The client is told something waits for them, not what it says.
    await notifyUsers(
      [legalCase.clientId],
      {
        type: "case_update",
        title: "A settlement statement is waiting for your approval",
        message: "Open it to read it, then approve it or ask your attorney a question.",
        actionUrl: portalSettlementUrl(legalCase.id),
        relatedCaseId: legalCase.id,
      },
      transaction,
    );
  });
  return (await statementOf(legalCase)).settlement;
}

/**
 * The case's client approves the statement marked ready, typing their name: the time, their
 * address, the statement's text and its SHA-256 are kept with it.
 */
export async function approveSettlement(
  user: PublicUser,
  caseId: unknown,
  input: unknown,
  clientIp: string,
): Promise<PublicSettlement> {
  if (user.role !== "client")
    throw new ServiceError(403, "Only the client approves the statement.");
  const legalCase = await findVisibleCase(user, caseId);
  const { name } = parseOrThrow(SettlementApprovalSchema, input);
  await sequelize.transaction(async (transaction) => {
    const { settlement, row, text } = await statementOf(legalCase, transaction);
    if (!row || settlement.status !== "ready" || !text) {
      // Approved, and changed since: what the client reads is still the statement they approved.
      const approvedOnce = settlement.status === "approved" || settlement.changedSinceApproval;
      throw new ServiceError(
        approvedOnce ? 409 : 404,
        approvedOnce
          ? "You have already approved this statement."
          : "No settlement statement is waiting for your approval.",
      );
    }
    const approvedAt = new Date();
    await row.update(
      {
        status: "approved",
        approvedAt,
        approvedName: name,
        approvedBy: user.id,
        approvedIp: clientIp,
        approvedHash: settlement.statementHash,
        approvedStatement: text,
      },
      { transaction },
    );
    await audit(transaction, "settlement_approved", user, ["case", legalCase.id], {
      name,
      statementHash: settlement.statementHash,
    });
    if (legalCase.staffId) {
      await notifyUsers(
        [legalCase.staffId],
        {
          type: "case_update",
          title: "The client approved the settlement statement",
          message: `${name} approved it in the portal.`,
          actionUrl: caseMoneyUrl(legalCase.id),
          relatedCaseId: legalCase.id,
        },
        transaction,
      );
    }
  });
  return (await statementOf(legalCase)).settlement;
}
