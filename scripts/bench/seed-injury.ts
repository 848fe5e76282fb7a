import type { Model, ModelStatic } from "sequelize";
import {
  CaseDamages,
  ClaimNote,
  InsuranceClaim,
  Lien,
  MedicalBill,
  MedicalProvider,
  Party,
  PartyKey,
  ProviderRequest,
} from "~/models/index.server";
import { nameKeys } from "~/services/name-matching.server";
import {
  COVERAGES,
  PROVIDER_KINDS,
  REQUEST_METHODS,
  REQUESTED_ITEMS,
  type ClaimStatus,
  type Coverage,
  type LienHolderKind,
  type LienStatus,
  type ProviderKind,
} from "~/utils/injury";
import { seededRandom } from "../../db/seed/seeded-random";
import { insertRows } from "./insert-rows";

/**
 * The bench firm's injury files (issue 40): most cases hold one to three insurance claims with
 * their notes, two to eight providers with one to three records requests each (some received,
 * some overdue), bills per provider, up to three liens and the two entered damages figures. Each
 * case's file is its own size whatever the firm's, so the firm's files grow with its cases (scale
 * or history) and a case's page reads what that case holds. The known attorney's bench case has
 * the fullest file. Its own generator: the rest of the firm is the same rows as before.
 *
 * Nothing is rolled up from these tables (the damages are summed when read); each claim's insurer
 * is a party of its case, written with its name keys as every party is.
 */

const DAY = 86_400_000;

/** Of the firm's cases, the share with an injury file (the firm is a personal-injury practice). */
const FILE_SHARE = 0.75;

// Made-up insurers, none sounding like the bench's conflict-check names.
const INSURERS = [
  "Statewide Mutual Insurance",
  "Pinecrest Casualty Co.",
  "Bluewater Auto Insurance",
  "Granite Indemnity Company",
  "Lakeshore Mutual",
  "Prairie Farm Insurance",
  "Summit Health Plan",
  "Northgate Assurance",
  "Redwood General Insurance",
  "Cobalt Direct Auto",
];
const PROVIDER_NAMES: Record<ProviderKind, string[]> = {
  hospital: ["St. Anne's Hospital", "County General Hospital", "Mercy Medical Center"],
  er: ["Mercy Emergency Department", "Riverside Urgent Care"],
  physician: ["Dr. Alma Ruiz, MD", "Family Practice Associates", "Dr. Owen Park, DO"],
  chiropractor: ["Spine & Joint Chiropractic", "Align Chiropractic"],
  physical_therapy: ["Motion Physical Therapy", "Core Rehab PT"],
  imaging: ["Clearview Imaging", "Open MRI of the Valley"],
  pharmacy: ["Corner Pharmacy", "Main Street Drugs"],
  other: ["Pain Management Clinic", "Valley Orthopedics"],
};
const LIEN_HOLDERS: Record<LienHolderKind, string> = {
  medicare: "Medicare",
  medicaid: "State Medicaid",
  erisa: "Employer Health Plan (ERISA)",
  hospital: "County General Hospital",
  letter_of_protection: "Spine & Joint Chiropractic",
  child_support: "County Child Support Services",
  other: "Disability insurer",
};
const PAYERS = ["Health plan", "MedPay", "Client", "Medicare", null];
const NOTES = [
  "Called the adjuster; liability still under review.",
  "Sent the letter of representation and the client's records.",
  "Adjuster asked for the wage loss documents.",
  "Left a message asking for the declarations page.",
];

/** What the known attorney's bench case holds: the most of everything a case here has. */
const FULL_FILE = { claims: 3, notesPerClaim: 4, providers: 8, requestsPerProvider: 3, liens: 3 };

/** A day as the DATEONLY columns hold it. */
const day = (at: number) => new Date(at).toISOString().slice(0, 10);

export interface CaseOfFirm {
  id: number;
  opened: Date;
  staffId: number;
}

/**
 * Seeds the injury files of `cases` (the first is the known attorney's bench case, given a full
 * file); answers a function that counts each table's rows, for the bench's report.
 */
export async function seedInjuryFiles(cases: CaseOfFirm[], now: number) {
  const random = seededRandom(4040);
  const count = (weights: Record<string, number>) => Number(random.weighted(weights));
  const cents = (lowDollars: number, highDollars: number) =>
    Math.round(random.between(lowDollars, highDollars)) * 100;
  const withFile = cases.filter((_, i) => i === 0 || random.next() < FILE_SHARE);

  // Claims, each on an insurer of its own that is a party of the case.
  const claims: Array<{ caseIndex: number; insurer: string; coverage: Coverage }> = [];
  withFile.forEach((_, caseIndex) => {
    const n = caseIndex === 0 ? FULL_FILE.claims : count({ 1: 50, 2: 35, 3: 15 });
    const first = random.int(INSURERS.length);
    for (let k = 0; k < n; k++) {
      claims.push({
        caseIndex,
        insurer: INSURERS[(first + k) % INSURERS.length],
        // The other side's liability first, then the client's own coverages.
        coverage: k === 0 ? "liability" : random.one(COVERAGES.filter((c) => c !== "liability")),
      });
    }
  });
  const insurerIds = await insertRows(Party, claims.length, (i) => ({
    name: claims[i].insurer,
    kind: "organisation" as const,
    role: "insurer" as const,
    caseId: withFile[claims[i].caseIndex].id,
  }));
  const keysOf = new Map(INSURERS.map((name) => [name, nameKeys(name)]));
  const keys = claims.flatMap((claim, i) =>
    keysOf.get(claim.insurer)!.map((nameKey) => ({ partyId: insurerIds[i], nameKey })),
  );
  await insertRows(PartyKey, keys.length, (i) => keys[i], { returnIds: false });

  const claimIds = await insertRows(InsuranceClaim, claims.length, (i) => {
    const { caseIndex, coverage } = claims[i];
    const opened = withFile[caseIndex].opened.getTime();
    const perPerson = random.one([15_000, 25_000, 50_000, 100_000, 250_000]) * 100;
    return {
      caseId: withFile[caseIndex].id,
      insurerPartyId: insurerIds[i],
      coverage,
      claimNumber: `CLM-${String(100_000 + i).padStart(8, "0")}`,
      policyNumber: `POL-${String(random.int(1e8)).padStart(8, "0")}`,
      limitPerPersonCents: perPerson,
      limitPerAccidentCents: perPerson * 2,
      adjusterName: `Adjuster ${i % 500}`,
      adjusterPhone: "(555) 010-2000",
      adjusterEmail: `adjuster${i % 500}@insurer.example`,
      status: random.weighted<ClaimStatus>({
        reported: 15,
        acknowledged: 20,
        liability_accepted: 20,
        denied: 5,
        in_negotiation: 20,
        settled: 12,
        closed: 8,
      }),
      representationLetterDate: day(Math.min(now, opened + random.int(10) * DAY)),
    };
  });
  const notes: Array<{ claimIndex: number }> = [];
  claims.forEach((claim, claimIndex) => {
    const n =
      claim.caseIndex === 0 ? FULL_FILE.notesPerClaim : count({ 0: 25, 1: 35, 2: 25, 3: 15 });
    for (let k = 0; k < n; k++) notes.push({ claimIndex });
  });
  await insertRows(
    ClaimNote,
    notes.length,
    (i) => {
      const of = withFile[claims[notes[i].claimIndex].caseIndex];
      const opened = of.opened.getTime();
      return {
        claimId: claimIds[notes[i].claimIndex],
        authorId: of.staffId,
        body: random.one(NOTES),
        notedOn: day(opened + random.next() * (now - opened)),
      };
    },
    { returnIds: false },
  );

  // Providers: the first visits soon after the case opened, the last within months of them.
  const providers: Array<{ caseIndex: number; kind: ProviderKind; first: number; last: number }> =
    [];
  withFile.forEach((of, caseIndex) => {
    const n = caseIndex === 0 ? FULL_FILE.providers : 2 + random.int(7);
    const opened = of.opened.getTime();
    for (let k = 0; k < n; k++) {
      const kind = k === 0 ? "er" : random.one(PROVIDER_KINDS);
      const first = Math.min(now, opened - 20 * DAY + random.int(60) * DAY);
      const last = Math.min(now, first + random.int(kind === "physical_therapy" ? 200 : 90) * DAY);
      providers.push({ caseIndex, kind, first, last });
    }
  });
  const providerIds = await insertRows(MedicalProvider, providers.length, (i) => {
    const { caseIndex, kind, first, last } = providers[i];
    return {
      caseId: withFile[caseIndex].id,
      name: random.one(PROVIDER_NAMES[kind]),
      kind,
      phone: "(555) 010-3000",
      fax: "(555) 010-3001",
      address: "100 Main Street, Springfield",
      firstVisit: day(first),
      lastVisit: day(last),
      stillTreating: now - last < 30 * DAY,
    };
  });

  // Requests: those sent over 30 days ago mostly received, the rest overdue; recent ones pending.
  // The full file's first request of each provider came in, its second is overdue.
  const requests: Array<{ providerIndex: number; full: "received" | "overdue" | null }> = [];
  providers.forEach((provider, providerIndex) => {
    const full = provider.caseIndex === 0;
    const n = full ? FULL_FILE.requestsPerProvider : 1 + random.int(3);
    for (let k = 0; k < n; k++) {
      requests.push({
        providerIndex,
        full: !full ? null : k === 0 ? "received" : k === 1 ? "overdue" : null,
      });
    }
  });
  await insertRows(
    ProviderRequest,
    requests.length,
    (i) => {
      const { providerIndex, full } = requests[i];
      const provider = providers[providerIndex];
      const sent =
        full === "overdue"
          ? now - 45 * DAY
          : Math.min(now, provider.first + random.int((now - provider.first) / DAY + 1) * DAY);
      const old = now - sent > 30 * DAY;
      const received = full ? full === "received" : random.next() < (old ? 0.8 : 0.4);
      return {
        providerId: providerIds[providerIndex],
        caseId: withFile[provider.caseIndex].id,
        what: random.one(REQUESTED_ITEMS),
        sentOn: day(sent),
        method: random.one(REQUEST_METHODS),
        followUpOn: day(sent + 14 * DAY),
        receivedOn: received ? day(Math.min(now, sent + (3 + random.int(40)) * DAY)) : null,
        costCents: random.next() < 0.5 ? null : cents(5, 75),
      };
    },
    { returnIds: false },
  );

  // Bills: one or two per provider (the full file's two each).
  const bills: Array<{ providerIndex: number }> = [];
  providers.forEach((provider, providerIndex) => {
    const n = provider.caseIndex === 0 ? 2 : count({ 0: 15, 1: 55, 2: 30 });
    for (let k = 0; k < n; k++) bills.push({ providerIndex });
  });
  await insertRows(
    MedicalBill,
    bills.length,
    (i) => {
      const provider = providers[bills[i].providerIndex];
      const billed = cents(150, provider.kind === "hospital" ? 60_000 : 8_000);
      const adjustment = Math.round((billed * random.int(30)) / 100);
      const paid = random.next() < 0.4 ? 0 : Math.round((billed - adjustment) * random.next());
      return {
        caseId: withFile[provider.caseIndex].id,
        providerId: providerIds[bills[i].providerIndex],
        serviceFrom: day(provider.first),
        serviceTo: day(provider.last),
        billedCents: billed,
        adjustmentCents: adjustment,
        paidCents: paid,
        payer: paid === 0 ? null : random.one(PAYERS),
      };
    },
    { returnIds: false },
  );

  const liens: number[] = [];
  withFile.forEach((_, caseIndex) => {
    const n = caseIndex === 0 ? FULL_FILE.liens : count({ 0: 35, 1: 35, 2: 20, 3: 10 });
    for (let k = 0; k < n; k++) liens.push(caseIndex);
  });
  await insertRows(
    Lien,
    liens.length,
    (i) => {
      const of = withFile[liens[i]];
      const holderKind = random.weighted<LienHolderKind>({
        medicare: 20,
        medicaid: 15,
        erisa: 15,
        hospital: 20,
        letter_of_protection: 20,
        child_support: 5,
        other: 5,
      });
      const status = random.weighted<LienStatus>({
        notified: 25,
        claimed: 25,
        negotiating: 20,
        final: 20,
        paid: 10,
      });
      const claimed = cents(300, 25_000);
      const opened = of.opened.getTime();
      return {
        caseId: of.id,
        holder: LIEN_HOLDERS[holderKind],
        holderKind,
        claimedCents: claimed,
        finalCents:
          status === "final" || status === "paid"
            ? Math.round(claimed * random.between(0.6, 1))
            : null,
        status,
        statusChangedOn: day(opened + random.next() * (now - opened)),
      };
    },
    { returnIds: false },
  );

  await insertRows(
    CaseDamages,
    withFile.length,
    (i) => ({
      caseId: withFile[i].id,
      lostWagesCents: i === 0 || random.next() < 0.6 ? cents(500, 40_000) : 0,
      otherEconomicCents: random.next() < 0.3 ? cents(100, 5_000) : 0,
    }),
    { returnIds: false },
  );

  const tables = {
    "insurance claims": InsuranceClaim,
    "claim notes": ClaimNote,
    "medical providers": MedicalProvider,
    "records requests": ProviderRequest,
    "medical bills": MedicalBill,
    liens: Lien,
    "case damages": CaseDamages,
  } as const;
  return {
    count: async () => {
      const counts: Record<string, number> = {};
      for (const [name, model] of Object.entries(tables)) {
        counts[name] = await (model as ModelStatic<Model>).count();
      }
      return counts;
    },
  };
}
