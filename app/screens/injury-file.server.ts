/**
 * The injury file's loader and action (issue 40); its route module (routes/cases.$caseId_.injury.tsx)
 * re-exports them, so the page's JavaScript carries none of what they import. Each calls the
 * service function its /api call calls: one rule, two doors.
 */
import {
  redirect as sendTo,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
} from "@remix-run/node";
import { screenAction, screenLoader } from "~/route-kit/screen.server";
import { addBill, listBills, removeBill, updateBill } from "~/services/injury/bills.server";
import { listCaseRecordRequests } from "~/services/injury/case-requests.server";
import {
  addClaim,
  addClaimNote,
  latestClaimNotes,
  listClaims,
  removeClaim,
  updateClaim,
} from "~/services/injury/claims.server";
import { injuryFileFrame, setDamages } from "~/services/injury/damages.server";
import { addLien, listLiens, removeLien, updateLien } from "~/services/injury/liens.server";
import { shown } from "~/services/injury/pages.server";
import {
  addProvider,
  listProviders,
  providerChoices,
  removeProvider,
  updateProvider,
  type FirmProvider,
} from "~/services/injury/providers.server";
import { addRecordRequest, updateRecordRequest } from "~/services/injury/record-requests.server";
import { INJURY_SECTIONS, injuryFileUrl } from "~/utils/case-urls";
import { formatDay } from "~/utils/format";
import {
  BillEditFormSchema,
  BillFormSchema,
  centsBody,
  ClaimEditFormSchema,
  ClaimFormSchema,
  ClaimNoteFormSchema,
  ClaimStatusFormSchema,
  DamagesFormSchema,
  inDollars,
  FollowUpFormSchema,
  LienFormSchema,
  LienProgressFormSchema,
  ProviderEditFormSchema,
  ProviderFormSchema,
  ReceivedFormSchema,
  RecordRequestFormSchema,
  RemoveFormSchema,
  RowFormSchema,
} from "~/utils/injury-forms";
import { CLAIM_STATUS_LABELS, LIEN_STATUS_LABELS } from "~/utils/injury-words";
import { formatDollars } from "~/utils/money";

const pageNumber = (value: string | null) => Math.max(1, Number.parseInt(value ?? "1", 10) || 1);

/**
 * The injury file's frame for its attorney or an administrator (anyone else's case is a 404): the
 * case and the damages summary every section shows. Each section is a route of its own below it
 * (its lists read by its own loader, its code its own chunk). An older link's `?section=` is sent
 * on to that section's address.
 */
export const loader = (args: LoaderFunctionArgs) =>
  screenLoader(args, "cases", async ({ user, params, url }) => {
    // Refuses anyone but the case's attorney and administrators (one read of the case).
    const { legalCase, damages } = await injuryFileFrame(user, params.caseId);
    const old = INJURY_SECTIONS.find((item) => item.id === url.searchParams.get("section"));
    if (old && old.id !== "claims") {
      throw sendTo(injuryFileUrl(legalCase.id, old.id), 301);
    }
    return {
      legalCase,
      damages,
    };
  });

/** The Insurance claims section's lists: a page of claims, each with its newest notes. */
export const claimsLoader = (args: LoaderFunctionArgs) =>
  screenLoader(args, "cases", async ({ user, params, url }) => {
    const claims = await listClaims(user, params.caseId, pageNumber(url.searchParams.get("page")));
    const ids = claims.items.map((claim) => claim.id);
    const notes = await latestClaimNotes(user, params.caseId, ids);
    return { claims: { ...claims, items: claims.items.map(shown) }, notes };
  });

/** The Treatment section's list: a page of the case's providers (every field: the firm reads them). */
export const treatmentLoader = (args: LoaderFunctionArgs) =>
  screenLoader(args, "cases", async ({ user, params, url }) => {
    const providers = await listProviders(
      user,
      params.caseId,
      pageNumber(url.searchParams.get("page")),
    );
    return { providers: { ...providers, items: (providers.items as FirmProvider[]).map(shown) } };
  });

/** The Records requests section's list: the case's requests, and its providers (id and name). */
export const recordsLoader = (args: LoaderFunctionArgs) =>
  screenLoader(args, "cases", async ({ user, params }) => {
    const [requests, providers] = await Promise.all([
      listCaseRecordRequests(user, params.caseId),
      providerChoices(user, params.caseId),
    ]);
    return { requests: { ...requests, items: requests.items.map(shown) }, providers };
  });

/** The Bills and damages section's list: a page of bills, and the providers a bill names (id and name). */
export const billsLoader = (args: LoaderFunctionArgs) =>
  screenLoader(args, "cases", async ({ user, params, url }) => {
    const [bills, providers] = await Promise.all([
      listBills(user, params.caseId, pageNumber(url.searchParams.get("page"))),
      providerChoices(user, params.caseId),
    ]);
    return { bills: { ...bills, items: bills.items.map(shown) }, providers };
  });

/** The Liens section's list: a page of the case's liens. */
export const liensLoader = (args: LoaderFunctionArgs) =>
  screenLoader(args, "cases", async ({ user, params, url }) => {
    const liens = await listLiens(user, params.caseId, pageNumber(url.searchParams.get("page")));
    return { liens: { ...liens, items: liens.items.map(shown) } };
  });

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
      "edit-claim": intent(ClaimEditFormSchema, async ({ user, params, value, redirect }) => {
        const { claimId, ...change } = value;
        const claim = await inDollars(updateClaim(user, params.caseId, claimId, centsBody(change)));
        return redirect(injuryFileUrl(claim.caseId, "claims"), {
          title: "Claim updated",
          description: claim.insurerName,
        });
      }),
      "add-claim-note": intent(
        ClaimNoteFormSchema,
        async ({ user, params, value, redirect }) => {
          const { claimId, ...note } = value;
          const added = await addClaimNote(user, params.caseId, claimId, note);
          return redirect(injuryFileUrl(Number(params.caseId), "claims"), {
            title: "Note added",
            description: `Dated ${formatDay(added.notedOn)}.`,
          });
        },
        { creates: true },
      ),
      "review-claim": intent(RowFormSchema, async ({ user, params, value, redirect }) => {
        const claim = await updateClaim(user, params.caseId, value.rowId, { needsReview: false });
        return redirect(injuryFileUrl(claim.caseId, "claims"), {
          title: "Claim marked reviewed",
          description: claim.insurerName,
        });
      }),
      "remove-claim": intent(RemoveFormSchema, async ({ user, params, value, redirect }) => {
        await removeClaim(user, params.caseId, value.rowId);
        return redirect(injuryFileUrl(Number(params.caseId), "claims"), {
          title: "Claim removed",
          description: "With its notes; the insurer stays a party of the case.",
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
      "edit-provider": intent(ProviderEditFormSchema, async ({ user, params, value, redirect }) => {
        const { providerId, ...change } = value;
        const provider = await updateProvider(user, params.caseId, providerId, change);
        return redirect(injuryFileUrl(provider.caseId, "treatment"), {
          title: "Provider updated",
          description: provider.name,
        });
      }),
      "review-provider": intent(RowFormSchema, async ({ user, params, value, redirect }) => {
        const provider = await updateProvider(user, params.caseId, value.rowId, {
          needsReview: false,
        });
        return redirect(injuryFileUrl(provider.caseId, "treatment"), {
          title: "Provider marked reviewed",
          description: provider.name,
        });
      }),
      "remove-provider": intent(RemoveFormSchema, async ({ user, params, value, redirect }) => {
        await removeProvider(user, params.caseId, value.rowId);
        return redirect(injuryFileUrl(Number(params.caseId), "treatment"), {
          title: "Provider removed",
          description: "With their records requests.",
        });
      }),
      "add-request": intent(
        RecordRequestFormSchema,
        async ({ user, params, value, redirect }) => {
          const { providerId, ...request } = value;
          const sent = await inDollars(
            addRecordRequest(user, params.caseId, providerId, centsBody(request)),
          );
          return redirect(injuryFileUrl(sent.caseId, "records"), {
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
        return redirect(injuryFileUrl(request.caseId, "records"), {
          title: "Request marked received",
          description: `Received ${formatDay(value.receivedOn)}.`,
        });
      }),
      "follow-up": intent(FollowUpFormSchema, async ({ user, params, value, redirect }) => {
        const request = await updateRecordRequest(
          user,
          params.caseId,
          value.providerId,
          value.requestId,
          { followUpOn: value.followUpOn },
        );
        return redirect(injuryFileUrl(request.caseId, "records"), {
          title: "Follow-up date changed",
          description: request.followUpOn
            ? `Follow up ${formatDay(request.followUpOn)}.`
            : "None set.",
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
          return redirect(injuryFileUrl(lien.caseId, "liens"), {
            title: "Lien added",
            description: `${lien.holder}: ${formatDollars(lien.finalCents ?? lien.claimedCents)}.`,
          });
        },
        { creates: true },
      ),
      "edit-bill": intent(BillEditFormSchema, async ({ user, params, value, redirect }) => {
        const { billId, ...change } = value;
        const bill = await inDollars(updateBill(user, params.caseId, billId, centsBody(change)));
        return redirect(injuryFileUrl(bill.caseId, "bills"), {
          title: "Bill updated",
          description: `${formatDollars(bill.billedCents)} billed, balance ${formatDollars(bill.balanceCents)}.`,
        });
      }),
      "remove-bill": intent(RemoveFormSchema, async ({ user, params, value, redirect }) => {
        await removeBill(user, params.caseId, value.rowId);
        return redirect(injuryFileUrl(Number(params.caseId), "bills"), { title: "Bill removed" });
      }),
      "edit-lien": intent(LienProgressFormSchema, async ({ user, params, value, redirect }) => {
        const { lienId, ...change } = value;
        const lien = await inDollars(updateLien(user, params.caseId, lienId, centsBody(change)));
        return redirect(injuryFileUrl(lien.caseId, "liens"), {
          title: "Lien updated",
          description: `${lien.holder}: ${LIEN_STATUS_LABELS[lien.status]}${lien.finalCents === null ? "" : `, ${formatDollars(lien.finalCents)}`}.`,
        });
      }),
      "remove-lien": intent(RemoveFormSchema, async ({ user, params, value, redirect }) => {
        await removeLien(user, params.caseId, value.rowId);
        return redirect(injuryFileUrl(Number(params.caseId), "liens"), { title: "Lien removed" });
      }),
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
