import { CASE_STAGE_NAMES } from "~/utils/case-stages";
import { attachmentDisposition } from "~/utils/content-disposition";
import { formatDateTime } from "~/utils/format";
import { formatDollars } from "~/utils/money";
import { PdfDocument } from "~/utils/simple-pdf.server";
import type { PublicUser } from "../auth.server";
import { getSettings } from "../settings.server";
import { approvedStatementOf } from "./settlement.server";

/**
 * The approved settlement statement as a PDF (issue 41, item 3; ABA Model Rule 1.5(c)'s written
 * statement of the outcome and the method of its calculation): each line as the client approved
 * it, the fee's calculation in words, and the approval (their typed name, when, and the SHA-256
 * of the statement's text that was kept with it). The firm's and the client's downloads are this.
 */
export async function approvedStatementPdf(user: PublicUser, caseId: unknown): Promise<Response> {
  const [statement, settings] = await Promise.all([
    approvedStatementOf(user, caseId),
    getSettings(),
  ]);
  const title = `Settlement statement: Case #${statement.caseId}`;
  const pdf = new PdfDocument()
    .paragraph(settings.siteTitle, { font: "bold", size: 12 })
    .paragraph(title, { font: "bold", size: 16, gap: 4 })
    .paragraph(`${statement.caseTitle} (${CASE_STAGE_NAMES[statement.stage]})`, { gap: 10 });
  pdf.row("Line", "Amount", { bold: true }).rule();
  for (const line of statement.lines) {
    pdf.row(line.label, formatDollars(line.amountCents), { bold: line.kind === "net" });
  }
  pdf
    .rule()
    .space(8)
    .paragraph("How the fee was figured", { font: "bold" })
    .paragraph(statement.feeExplanation, { gap: 4 })
    .paragraph(
      "Amounts are in US dollars, to the cent; the fee is rounded half up to the cent, and the " +
        "lines add up exactly to the net.",
      { size: 9, gap: 12 },
    )
    .paragraph("Approved by the client", { font: "bold" })
    .paragraph(
      `${statement.approvedName}, electronically, on ${formatDateTime(statement.approvedAt, settings.timeZone)}.`,
    )
    .paragraph(`Statement fingerprint (SHA-256): ${statement.statementHash}`, { size: 8 });
  return new Response(pdf.toBytes(title), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": attachmentDisposition(
        `settlement-statement-case-${statement.caseId}.pdf`,
      ),
      "Cache-Control": "private, no-store",
    },
  });
}
