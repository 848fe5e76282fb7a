import type { Attributes, Transaction } from "sequelize";
import { MedicalBill, MedicalProvider, sequelize } from "~/models/index.server";
import { BillSchema } from "~/utils/injury-schemas";
import { iso, pick } from "~/utils/pick";
import { ServiceError } from "~/utils/service-error";
import { parseOrThrow } from "~/utils/validation";
import type { PublicUser } from "../auth.server";
import { audit } from "../audit.server";
import { changedFields, parsePatch, refuseOutOfOrder } from "./changes.server";
import { firmCase, recordOnCase, removeFromFile } from "./file-access.server";
import { pageOf, type Page } from "./pages.server";

/**
 * A case's medical bills (issue 40): each of one of the case's providers, with the dates of
 * service, billed, adjusted and paid (and by whom). The balance is computed, never entered.
 */

export function toPublicBill(row: Attributes<MedicalBill>) {
  return {
    ...pick(
      row,
      "id",
      "caseId",
      "providerId",
      "serviceFrom",
      "serviceTo",
      "billedCents",
      "adjustmentCents",
      "paidCents",
      "payer",
    ),
    balanceCents: row.billedCents - row.adjustmentCents - row.paidCents,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}
export type PublicBill = ReturnType<typeof toPublicBill>;

const FIX = "Please correct the highlighted fields.";

/** The bill's provider is one of this case's; its dates in order; no more paid than billed. */
async function checkBill(
  caseId: number,
  bill: {
    providerId: number;
    serviceFrom: string | null;
    serviceTo: string | null;
    billedCents: number;
    adjustmentCents: number;
    paidCents: number;
  },
  transaction: Transaction,
) {
  const provider = await MedicalProvider.findOne({
    where: { id: bill.providerId, caseId },
    attributes: ["id"],
    transaction,
  });
  if (!provider) {
    throw new ServiceError(400, FIX, { providerId: ["Choose one of this case's providers"] });
  }
  refuseOutOfOrder(
    bill.serviceFrom,
    bill.serviceTo,
    "serviceTo",
    "The last date of service cannot be before the first",
  );
  if (bill.adjustmentCents + bill.paidCents > bill.billedCents) {
    throw new ServiceError(400, FIX, {
      paidCents: ["Adjustments and payments cannot be more than the amount billed"],
    });
  }
}

/** The case's bills by first date of service, a page at a time. */
export async function listBills(
  user: PublicUser,
  caseId: unknown,
  page = 1,
): Promise<Page<PublicBill>> {
  const legalCase = await firmCase(user, caseId);
  return pageOf(
    MedicalBill,
    {
      where: { caseId: legalCase.id },
      order: [
        ["serviceFrom", "ASC"],
        ["id", "ASC"],
      ],
    },
    page,
    (rows) => rows.map(toPublicBill),
  );
}

/** Adds a bill of one of the case's providers; audited in the same transaction. */
export async function addBill(
  user: PublicUser,
  caseId: unknown,
  input: unknown,
): Promise<PublicBill> {
  const legalCase = await firmCase(user, caseId);
  const values = parseOrThrow(BillSchema, input);
  return sequelize.transaction(async (transaction) => {
    await checkBill(legalCase.id, values, transaction);
    const bill = await MedicalBill.create({ ...values, caseId: legalCase.id }, { transaction });
    await audit(transaction, "bill_added", user, ["case", legalCase.id], { billId: bill.id });
    return toPublicBill(bill);
  });
}

/** Changes the fields the body holds (a cleared adjustment or payment is 0). */
export async function updateBill(
  user: PublicUser,
  caseId: unknown,
  billId: unknown,
  input: unknown,
): Promise<PublicBill> {
  const legalCase = await firmCase(user, caseId);
  const change = parsePatch(BillSchema, input);
  return sequelize.transaction(async (transaction) => {
    const bill = await recordOnCase(
      MedicalBill,
      { caseId: legalCase.id },
      billId,
      "Bill not found",
      transaction,
    );
    await checkBill(legalCase.id, { ...bill.get(), ...change }, transaction);
    const fields = changedFields(bill.get(), change);
    if (fields.length > 0) {
      await bill.update(change, { transaction });
      await audit(transaction, "bill_changed", user, ["case", legalCase.id], {
        billId: bill.id,
        fields,
      });
    }
    return toPublicBill(bill);
  });
}

export const removeBill = (user: PublicUser, caseId: unknown, billId: unknown) =>
  removeFromFile(user, caseId, MedicalBill, billId, {
    notFound: "Bill not found",
    action: "bill_removed",
    key: "billId",
  });
