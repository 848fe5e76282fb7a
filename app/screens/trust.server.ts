/**
 * The attorney's trust pages (issue 41): /trust (the matters holding money in trust, the firm's
 * accounts, and for an administrator the form that opens one) and each matter's ledger
 * (/trust/matters/{caseId}) with its deposits, payments, clearings and reversals, and its CSV file.
 * Their route modules re-export these, so the pages' JavaScript carries none of what they import.
 * Each calls the service function its /api call calls: one rule, two doors.
 */
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { readPage } from "~/components/ui/table-state";
import { screenAction, screenLoader } from "~/route-kit/screen.server";
import { payableStatementLines } from "~/services/money/settlement.server";
import { moneyCase } from "~/services/money/case-access.server";
import { matterLedgerCsv } from "~/services/money/trust-ledger-csv.server";
import {
  clearTrustEntry,
  depositToTrust,
  disburseFromTrust,
  listTrustAccounts,
  matterLedger,
  mattersInTrust,
  openTrustAccount,
  reverseTrustEntry,
} from "~/services/money/trust.server";
import { firmToday } from "~/services/settings.server";
import { centsBody, inDollars } from "~/utils/injury-forms";
import { formatDollars } from "~/utils/money";
import { trustMatterUrl } from "~/utils/money-urls";
import { can, SCREENS } from "~/utils/policy";
import { toRecordId } from "~/utils/record-id";
import {
  TrustAccountFormSchema,
  TrustClearFormSchema,
  TrustDepositFormSchema,
  TrustPaymentFormSchema,
  TrustReverseFormSchema,
} from "~/utils/trust-forms";

/** "Open a matter's ledger": what the case number box says when it cannot be one. */
const NOT_A_CASE_NUMBER = "Enter a case number, like 12";

/**
 * /trust: the matters in trust the user works (?page=), the firm's accounts, and whether they may
 * open one. `?case=` (the "Open a matter's ledger" form) goes to that matter's ledger.
 */
export const loader = (args: LoaderFunctionArgs) =>
  screenLoader(args, "trust", async ({ user, url }) => {
    const asked = url.searchParams.get("case");
    const caseId = asked === null ? null : toRecordId(asked.trim().replace(/^#/, ""));
    if (caseId) throw redirect(trustMatterUrl(caseId));
    const [matters, accounts] = await Promise.all([
      mattersInTrust(user, readPage(url.searchParams)),
      listTrustAccounts(user),
    ]);
    return {
      matters,
      accounts,
      opensAccounts: can(user, "create", "trustAccount"),
      caseAsked: asked,
      caseProblem: asked === null ? null : NOT_A_CASE_NUMBER,
    };
  });

export const action = (args: ActionFunctionArgs) =>
  screenAction(args, "trust", (intent) => ({
    "open-account": intent(
      TrustAccountFormSchema,
      async ({ user, value, redirect: redirectTo }) => {
        const account = await openTrustAccount(user, value);
        return redirectTo(SCREENS.trust.path, {
          title: "Trust account opened",
          description: `${account.name} at ${account.bank}, ending ${account.last4}.`,
        });
      },
      { creates: true },
    ),
  }));

/**
 * A matter's ledger (?page=): its entries with the balance after each, what it holds and may
 * pay, the firm's accounts to choose from, the settlement statement's lines a payment may pay,
 * and the firm's today for the forms' dates. The case's attorney or an administrator; another
 * attorney's case answers 404.
 */
export const trustMatterLoader = (args: LoaderFunctionArgs) =>
  screenLoader(args, "trust", async ({ user, params, url }) => {
    const ledger = await matterLedger(user, params.caseId, readPage(url.searchParams));
    const [accounts, lines, today] = await Promise.all([
      listTrustAccounts(user),
      payableStatementLines(user, ledger.caseId),
      firmToday(),
    ]);
    // What a payment pays: the statement's fee, costs, liens and the client's share.
    // (A label two lines share is offered once: the entry records the line's words.)
    const statementLines = [
      ...new Map(
        lines
          .filter((line) => line.kind !== "payment")
          .map((line) => [
            line.label,
            { label: line.label, amountCents: Math.abs(line.amountCents) },
          ]),
      ).values(),
    ];
    return { ledger, accounts, statementLines, today };
  });

/** Back to the ledger's page the form was on, its Add forms closed. */
function ledgerPage(caseId: number, url: URL) {
  const page = readPage(url.searchParams);
  return page > 1 ? `${trustMatterUrl(caseId)}?page=${page}` : trustMatterUrl(caseId);
}

export const trustMatterAction = (args: ActionFunctionArgs) =>
  screenAction(args, "trust", (intent) => ({
    deposit: intent(
      TrustDepositFormSchema,
      async ({ user, params, url, value, redirect: redirectTo }) => {
        const legalCase = await moneyCase(user, params.caseId);
        const body = { ...centsBody(value), caseId: legalCase.id };
        const entry = await inDollars(depositToTrust(user, body));
        return redirectTo(ledgerPage(legalCase.id, url), {
          title: "Deposit recorded",
          description: `${formatDollars(entry.amountCents)} from ${entry.counterparty}: it may be paid out once the bank clears it.`,
        });
      },
      { creates: true },
    ),
    pay: intent(
      TrustPaymentFormSchema,
      async ({ user, params, url, value, redirect: redirectTo }) => {
        const legalCase = await moneyCase(user, params.caseId);
        const body = { ...centsBody(value), caseId: legalCase.id };
        const entry = await inDollars(disburseFromTrust(user, body));
        return redirectTo(ledgerPage(legalCase.id, url), {
          title: "Payment recorded",
          description: `${formatDollars(-entry.amountCents)} to ${entry.counterparty}.`,
        });
      },
      { creates: true },
    ),
    clear: intent(
      TrustClearFormSchema,
      async ({ user, params, url, value, redirect: redirectTo }) => {
        await moneyCase(user, params.caseId);
        const entry = await clearTrustEntry(user, value.entryId, { clearedOn: value.clearedOn });
        return redirectTo(
          ledgerPage(entry.caseId, url),
          entry.kind === "deposit"
            ? {
                title: "Deposit cleared",
                description: `${formatDollars(entry.amountCents)} from ${entry.counterparty} may be paid out.`,
              }
            : {
                title: "Payment cleared",
                description: `The bank paid ${formatDollars(-entry.amountCents)} to ${entry.counterparty}: it is no longer outstanding.`,
              },
        );
      },
    ),
    reverse: intent(
      TrustReverseFormSchema,
      async ({ user, params, url, value, redirect: redirectTo }) => {
        await moneyCase(user, params.caseId);
        const reversal = await reverseTrustEntry(user, value.entryId, { reason: value.reason });
        return redirectTo(ledgerPage(reversal.caseId, url), {
          title: "Entry reversed",
          description: `Entry #${reversal.reversesId} is undone by entry #${reversal.id}.`,
        });
      },
      { creates: true },
    ),
  }));

/** GET /trust/matters/{caseId}/ledger.csv: the matter's whole ledger, as the page's rule. */
export const trustLedgerCsvLoader = (args: LoaderFunctionArgs) =>
  screenLoader(args, "trust", ({ user, params, context }) =>
    matterLedgerCsv(user, params.caseId, { ip: context.clientIp }),
  );
