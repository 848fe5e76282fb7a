import type { Attributes } from "sequelize";
import { Lien, sequelize } from "~/models/index.server";
import { LienSchema } from "~/utils/injury-schemas";
import { iso, pick } from "~/utils/pick";
import { parseOrThrow } from "~/utils/validation";
import type { PublicUser } from "../auth.server";
import { audit } from "../audit.server";
import { firmToday } from "../settings.server";
import { changedFields, parsePatch } from "./changes.server";
import { firmCase, recordOnCase, removeFromFile } from "./file-access.server";
import { pageOf, type Page } from "./pages.server";

/**
 * The liens on the client's recovery (issue 40): Medicare, Medicaid, an ERISA plan, a hospital, a
 * provider on a letter of protection, child support; what is claimed, the final amount agreed,
 * where it stands and the day that last changed (the firm's today).
 */

export function toPublicLien(row: Attributes<Lien>) {
  return {
    ...pick(
      row,
      "id",
      "caseId",
      "holder",
      "holderKind",
      "claimedCents",
      "finalCents",
      "status",
      "statusChangedOn",
    ),
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}
export type PublicLien = ReturnType<typeof toPublicLien>;

/** The case's liens in the order they were added, a page at a time. */
export async function listLiens(
  user: PublicUser,
  caseId: unknown,
  page = 1,
): Promise<Page<PublicLien>> {
  const legalCase = await firmCase(user, caseId);
  return pageOf(Lien, { where: { caseId: legalCase.id }, order: [["id", "ASC"]] }, page, (rows) =>
    rows.map(toPublicLien),
  );
}

export async function addLien(
  user: PublicUser,
  caseId: unknown,
  input: unknown,
): Promise<PublicLien> {
  const legalCase = await firmCase(user, caseId);
  const values = parseOrThrow(LienSchema, input);
  const today = await firmToday();
  return sequelize.transaction(async (transaction) => {
    const lien = await Lien.create(
      { ...values, caseId: legalCase.id, statusChangedOn: today },
      { transaction },
    );
    await audit(transaction, "lien_added", user, ["case", legalCase.id], {
      lienId: lien.id,
      status: lien.status,
    });
    return toPublicLien(lien);
  });
}

/** Changes the fields the body holds; a new status is dated today. */
export async function updateLien(
  user: PublicUser,
  caseId: unknown,
  lienId: unknown,
  input: unknown,
): Promise<PublicLien> {
  const legalCase = await firmCase(user, caseId);
  const change = parsePatch(LienSchema, input);
  const today = await firmToday();
  return sequelize.transaction(async (transaction) => {
    const lien = await recordOnCase(
      Lien,
      { caseId: legalCase.id },
      lienId,
      "Lien not found",
      transaction,
    );
    const fields = changedFields(lien.get(), change);
    if (fields.length > 0) {
      const dated = fields.includes("status") ? { statusChangedOn: today } : {};
      await lien.update({ ...change, ...dated }, { transaction });
      await audit(transaction, "lien_changed", user, ["case", legalCase.id], {
        lienId: lien.id,
        fields,
        status: lien.status,
      });
    }
    return toPublicLien(lien);
  });
}

export const removeLien = (user: PublicUser, caseId: unknown, lienId: unknown) =>
  removeFromFile(user, caseId, Lien, lienId, {
    notFound: "Lien not found",
    action: "lien_removed",
    key: "lienId",
  });
