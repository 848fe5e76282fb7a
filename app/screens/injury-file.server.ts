/**
 * The injury file's loader and action (issue 40); its route module (routes/cases.$caseId_.injury.tsx)
 * re-exports them, so the page's JavaScript carries none of what they import. Each calls the
 * service function its /api call calls: one rule, two doors.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { screenAction, screenLoader } from "~/route-kit/screen.server";
import { getCaseDetail } from "~/services/cases.server";
import { addBill, listBills } from "~/services/injury/bills.server";
import { listCaseRecordRequests } from "~/services/injury/case-requests.server";
import { addClaim, listClaims, updateClaim } from "~/services/injury/claims.server";
import { damagesOf, setDamages } from "~/services/injury/damages.server";
import { addLien, listLiens } from "~/services/injury/liens.server";
import { addProvider, listProviders, type FirmProvider } from "~/services/injury/providers.server";
import { addRecordRequest, updateRecordRequest } from "~/services/injury/record-requests.server";
import { INJURY_SECTIONS, injuryFileUrl, type InjurySection } from "~/utils/case-urls";
import { formatDay } from "~/utils/format";
import {
  BillFormSchema,
  centsBody,
  ClaimFormSchema,
  ClaimStatusFormSchema,
  DamagesFormSchema,
  dollarsErrors,
  LienFormSchema,
  ProviderFormSchema,
  ReceivedFormSchema,
  RecordRequestFormSchema,
} from "~/utils/injury-forms";
import { CLAIM_STATUS_LABELS } from "~/utils/injury-words";
import { formatDollars } from "~/utils/money";
import { ServiceError } from "~/utils/service-error";

const parseSection = (value: string | null): InjurySection =>
  INJURY_SECTIONS.find((section) => section.id === value)?.id ?? "claims";

const pageNumber = (value: string | null) => Math.max(1, Number.parseInt(value ?? "1", 10) || 1);

/**
 * The case's injury file for its attorney or an administrator (anyone else's case is a 404): the
 * damages summary on every section, and each section's own lists.
 */
export const loader = (args: LoaderFunctionArgs) =>
  screenLoader(args, "cases", async ({ user, params, url }) => {
    const section = parseSection(url.searchParams.get("section"));
    const page = pageNumber(url.searchParams.get("page"));
    // First: it refuses anyone but the case's attorney and administrators.
    const damages = await damagesOf(user, params.caseId);
    const legalCase = await getCaseDetail(user, params.caseId);
    const id = legalCase.id;
    const needsProviders = section === "treatment" || section === "bills";
    const [claims, providers, requests, bills, liens] = await Promise.all([
      section === "claims" ? listClaims(user, id, page) : null,
      needsProviders ? listProviders(user, id, section === "treatment" ? page : 1) : null,
      section === "treatment" ? listCaseRecordRequests(user, id) : { items: [], total: 0 },
      section === "bills" ? listBills(user, id, page) : null,
      section === "bills" ? listLiens(user, id) : null,
    ]);
    return {
      section,
      legalCase: {
        id,
        title: legalCase.title,
        caseType: legalCase.caseType,
        client: legalCase.client,
      },
      damages,
      claims,
      // The firm reads every field of a provider.
      providers: providers && { ...providers, items: providers.items as FirmProvider[] },
      requests,
      bills,
      liens,
    };
  });

/** A service's refusal with its amounts' fields named as the form names them (in dollars). */
async function inDollars<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof ServiceError && error.fieldErrors) {
      throw new ServiceError(error.status, error.message, dollarsErrors(error.fieldErrors));
    }
    throw error;
  }
}

export const action = (args: ActionFunctionArgs) =>
  screenAction(
    args,
    "cases",
    (intent) => ({
      "add-claim": intent(
        ClaimFormSchema,
        async ({ user, params, value, redirect }) => {
          const claim = await inDollars(addClaim(user, params.caseId, centsBody(value)));
          return redirect(injuryFileUrl(claim.caseId, "claims"), {
            title: "Claim added",
            description: `${claim.insurerName}${claim.claimNumber ? `, claim ${claim.claimNumber}` : ""}.`,
          });
        },
        { creates: true },
      ),
      "claim-status": intent(ClaimStatusFormSchema, async ({ user, params, value, redirect }) => {
        const claim = await updateClaim(user, params.caseId, value.claimId, {
          status: value.status,
        });
        return redirect(injuryFileUrl(claim.caseId, "claims"), {
          title: "Claim status changed",
          description: `${claim.insurerName}: ${CLAIM_STATUS_LABELS[claim.status]}.`,
        });
      }),
      "add-provider": intent(
        ProviderFormSchema,
        async ({ user, params, value, redirect }) => {
          const provider = await addProvider(user, params.caseId, value);
          return redirect(injuryFileUrl(Number(params.caseId), "treatment"), {
            title: "Provider added",
            description: provider.name,
          });
        },
        { creates: true },
      ),
      "add-request": intent(
        RecordRequestFormSchema,
        async ({ user, params, value, redirect }) => {
          const { providerId, ...request } = value;
          const sent = await inDollars(
            addRecordRequest(user, params.caseId, providerId, centsBody(request)),
          );
          return redirect(injuryFileUrl(sent.caseId, "treatment"), {
            title: "Request logged",
            description: `Sent ${formatDay(sent.sentOn)}.`,
          });
        },
        { creates: true },
      ),
      "mark-received": intent(ReceivedFormSchema, async ({ user, params, value, redirect }) => {
        const request = await updateRecordRequest(
          user,
          params.caseId,
          value.providerId,
          value.requestId,
          { receivedOn: value.receivedOn },
        );
        return redirect(injuryFileUrl(request.caseId, "treatment"), {
          title: "Request marked received",
          description: `Received ${formatDay(value.receivedOn)}.`,
        });
      }),
      "add-bill": intent(
        BillFormSchema,
        async ({ user, params, value, redirect }) => {
          const bill = await inDollars(addBill(user, params.caseId, centsBody(value)));
          return redirect(injuryFileUrl(bill.caseId, "bills"), {
            title: "Bill added",
            description: `${formatDollars(bill.billedCents)} billed, balance ${formatDollars(bill.balanceCents)}.`,
          });
        },
        { creates: true },
      ),
      "add-lien": intent(
        LienFormSchema,
        async ({ user, params, value, redirect }) => {
          const lien = await inDollars(addLien(user, params.caseId, centsBody(value)));
          return redirect(injuryFileUrl(lien.caseId, "bills"), {
            title: "Lien added",
            description: `${lien.holder}: ${formatDollars(lien.finalCents ?? lien.claimedCents)}.`,
          });
        },
        { creates: true },
      ),
      "save-damages": intent(DamagesFormSchema, async ({ user, params, value, redirect }) => {
        const damages = await inDollars(setDamages(user, params.caseId, centsBody(value)));
        return redirect(injuryFileUrl(Number(params.caseId), "bills"), {
          title: "Damages saved",
          description: `Lost wages ${formatDollars(damages.lostWagesCents)}, other economic losses ${formatDollars(damages.otherEconomicCents)}.`,
        });
      }),
    }),
    { notFound: "page" },
  );
