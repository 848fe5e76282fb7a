import type { LoaderFunctionArgs } from "@remix-run/node";
import { screenLoader } from "~/route-kit/screen.server";
import { approvedStatementPdf } from "~/services/money/statement-pdf.server";

/**
 * GET /cases/{id}/money/statement.pdf: the settlement statement as its client approved it, as a
 * PDF (issue 41), for the case's attorney and administrators; 404 before an approval.
 */
export const loader = (args: LoaderFunctionArgs) =>
  screenLoader(args, "cases", ({ user, params }) => approvedStatementPdf(user, params.caseId));
