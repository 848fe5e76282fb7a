import type { LoaderFunctionArgs } from "@remix-run/node";
import { screenLoader } from "~/route-kit/screen.server";
import { approvedStatementPdf } from "~/services/money/statement-pdf.server";

/**
 * GET /client-portal/settlement/{id}/statement.pdf: the client's copy of the settlement statement
 * they approved, as a PDF (issue 41); another client's case, or none approved yet, is 404.
 */
export const loader = (args: LoaderFunctionArgs) =>
  screenLoader(args, "clientPortal", ({ user, params }) =>
    approvedStatementPdf(user, params.caseId),
  );
