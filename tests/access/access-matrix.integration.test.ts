/// <reference types="vite/client" />
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import {
  CalendarEvent,
  CaseCost,
  FeeAgreement,
  Settlement,
  Document,
  InsuranceClaim,
  Lien,
  MedicalBill,
  MedicalProvider,
  Party,
  ProviderRequest,
  FormSubmission,
  FormSubmissionFile,
  IntakeSession,
  Notification,
  OnboardingFlow,
  SitePage,
  TrustAccount,
  TrustBalance,
  TrustEntry,
  Tutorial,
} from "~/models/index.server";
import { ONBOARDING_FLOWS, TUTORIALS } from "../../db/seed/tutorials";
import { storeFile, withTemporaryStorage } from "../factories/files";
import { buildArticle, buildChannel, buildResource, buildTask } from "../factories/collaboration";
import { buildConsultationForm, buildPublishedForm, consultationValues } from "../factories/forms";
import { routeArgs, settle } from "../factories/requests";
import { sessionCookieFor } from "../factories/sessions";
import { buildUser } from "../factories/users";
import { ACCESS_MATRIX, type Seeded } from "./matrix";
import {
  IDENTITIES,
  answerOf,
  coverage,
  describeAnswer,
  expectedAnswer,
  paramsFor,
  routeFiles,
  type MatrixActor,
  type Probe,
  type Who,
} from "./route-table";
import { buildCaseFile } from "../factories/cases";
import { buildCalendarEvent } from "../factories/calendar";

/**
 * The access matrix: every route module under app/routes is requested by seven identities, and
 * each answer is the one the policy (app/utils/policy.ts) says: a page, a redirect to the right
 * home, 401, 403, or 404 for a record that is someone else's.
 */

type RouteModule = {
  loader?: (args: unknown) => unknown;
  action?: (args: unknown) => unknown;
  default?: unknown;
  ErrorBoundary?: unknown;
};
const modules = import.meta.glob<RouteModule>(
  ["../../app/routes/*.{ts,tsx}", "!../../app/routes/*.test.{ts,tsx}"],
  { eager: true },
);
const moduleOf = (file: string) => modules[`../../app/routes/${file}`];
const ROUTES_DIR = path.resolve(import.meta.dirname, "../../app/routes");

withTemporaryStorage();
let seeded: Seeded;
const actors = {} as Record<Who, NonNullable<MatrixActor>>;

beforeAll(async () => {
  const [clientA, clientB, staffA, staffB, admin, pendingStaff] = await Promise.all([
    buildUser({ role: "client" }),
    buildUser({ role: "client" }),
    buildUser({ role: "staff" }),
    buildUser({ role: "staff" }),
    buildUser({ role: "admin" }),
    buildUser({ role: "client", staffRequest: "pending" }),
  ]);
  Object.assign(actors, { clientA, clientB, staffA, staffB, admin, pendingStaff });

  const { legalCase, document } = await buildCaseFile({ client: clientA, staffId: staffA.id });
  await Document.update(
    { storageKey: await storeFile("%PDF-1.4 complaint") },
    { where: { id: document.id } },
  );
  await buildCaseFile({ client: clientB, staffId: staffB.id });
  const intake = await IntakeSession.create({ clientId: clientA.id, extractedData: {} });
  const notification = await Notification.create({
    userId: clientA.id,
    type: "case_update",
    title: "Hearing moved",
    message: "The hearing is now on the 12th.",
    isRead: false,
  });
  const privateChannel = await buildChannel({ isPrivate: true, members: [staffA] });
  const publicChannel = await buildChannel();
  const task = await buildTask();
  const article = await buildArticle({ title: "Filing deadlines" });
  const resource = await buildResource({ storageKey: await storeFile("checklist") });
  await buildConsultationForm();
  await SitePage.create({ slug: "privacy", title: "Privacy policy", body: "A template." });
  // The staff tour: staff read it, the other roles are told it does not exist.
  await Tutorial.bulkCreate(TUTORIALS.filter((row) => row.id === "staff-onboarding"));
  await OnboardingFlow.bulkCreate(ONBOARDING_FLOWS.filter((row) => row.id === "staff-onboarding"));
  const submission = await FormSubmission.create({
    formId: 1,
    submitterEmail: "visitor@example.test",
    submitterName: "Ana Lopez",
    data: consultationValues(),
    reviewedAt: null,
  });
  const publishedForm = await buildPublishedForm({
    fields: [
      { id: "question", type: "text", label: "Your question", required: true },
      { id: "proof", type: "file", label: "Proof", required: false },
    ],
  });
  const formFileSubmission = await FormSubmission.create({
    formId: publishedForm.id,
    formVersion: 1,
    submittedBy: clientA.id,
    submitterEmail: clientA.email,
    submitterName: "Pat Doe",
    data: { question: "Where do I sign?", proof: { fileName: "id.txt" } },
    reviewedAt: null,
  });
  await FormSubmissionFile.create({
    submissionId: formFileSubmission.id,
    fieldId: "proof",
    storageKey: await storeFile("my id"),
    fileName: "id.txt",
    fileType: "text/plain",
    fileSize: 5,
  });

  const calendarEvent = await CalendarEvent.create({
    caseId: legalCase.id,
    type: "hearing",
    title: "Motion hearing",
    startsAt: new Date("2026-12-15T17:30:00Z"),
    endsAt: null,
    location: null,
    explanation: null,
    createdBy: staffA.id,
  });

  const inAWeek = new Date(Date.now() + 7 * 86_400_000);
  const sharedEvent = await buildCalendarEvent({
    caseId: legalCase.id,
    startsAt: inAWeek,
    sharedWithClient: true,
  });
  const internalEvent = await buildCalendarEvent({
    caseId: legalCase.id,
    type: "deposition",
    startsAt: inAWeek,
  });

  const insurer = await Party.create({
    caseId: legalCase.id,
    name: "Acme Mutual",
    kind: "organisation",
    role: "insurer",
  });
  const claim = await InsuranceClaim.create({
    caseId: legalCase.id,
    insurerPartyId: insurer.id,
    coverage: "liability",
    claimNumber: null,
    policyNumber: null,
    limitPerPersonCents: 2_500_000,
    limitPerAccidentCents: 5_000_000,
    adjusterName: null,
    adjusterPhone: null,
    adjusterEmail: null,
    status: "reported",
    representationLetterDate: null,
  });
  const provider = await MedicalProvider.create({
    caseId: legalCase.id,
    name: "Mercy Hospital",
    kind: "hospital",
    phone: null,
    fax: null,
    address: null,
    firstVisit: "2026-08-01",
    lastVisit: "2026-08-02",
  });
  const request = await ProviderRequest.create({
    caseId: legalCase.id,
    providerId: provider.id,
    what: "records",
    sentOn: "2026-09-01",
    method: "fax",
    followUpOn: null,
    receivedOn: null,
    costCents: null,
  });
  const bill = await MedicalBill.create({
    caseId: legalCase.id,
    providerId: provider.id,
    serviceFrom: "2026-08-01",
    serviceTo: "2026-08-02",
    billedCents: 900_000,
    payer: null,
  });
  const lien = await Lien.create({
    caseId: legalCase.id,
    holder: "Medicare",
    holderKind: "medicare",
    claimedCents: 100_000,
    finalCents: null,
    status: "notified",
    statusChangedOn: "2026-09-01",
  });
  const cost = await CaseCost.create({
    caseId: legalCase.id,
    description: "Records copies",
    incurredOn: "2026-09-01",
    amountCents: 2_500,
    paidFrom: "operating",
  });
  // A fee agreement and a statement ready for the client: each caller's answer is the same
  // whichever of the settlement's probes runs first.
  await FeeAgreement.create({
    caseId: legalCase.id,
    tiers: JSON.stringify([{ stage: "pre_suit", rateNumerator: 1, rateDenominator: 3 }]),
    costsBeforeFee: false,
    signedOn: "2026-03-02",
  });
  await Settlement.create({
    caseId: legalCase.id,
    payments: JSON.stringify([{ payer: "Acme Mutual", amountCents: 2_500_000 }]),
    liens: "null",
    status: "ready",
    readyAt: new Date(),
    approvedAt: null,
    approvedName: null,
    approvedBy: null,
    approvedIp: null,
    approvedHash: null,
    approvedStatement: null,
  });

  // Case A's trust (issue 41): a deposit the bank has cleared and a payment out of it, so the
  // clear, payment and reversal probes have something to act on.
  const trustAccount = await TrustAccount.create({
    name: "IOLTA",
    bank: "First Federal",
    last4: "4821",
    balanceCents: 95_000,
  });
  const trustKey = { accountId: trustAccount.id, caseId: legalCase.id };
  const trustEntry = {
    ...trustKey,
    statementLine: null,
    memo: null,
    reversesId: null,
    createdBy: staffA.id,
  };
  const trustDeposit = await TrustEntry.create({
    ...trustEntry,
    kind: "deposit",
    amountCents: 100_000,
    counterparty: "Acme Mutual",
    reference: "Check 10442",
    entryOn: "2026-11-02",
    clearedOn: "2026-11-05",
  });
  const trustPayment = await TrustEntry.create({
    ...trustEntry,
    kind: "disbursement",
    amountCents: -5_000,
    counterparty: "Mercy Hospital",
    reference: "Check 2001",
    entryOn: "2026-11-10",
    clearedOn: null,
  });
  await TrustBalance.create({ ...trustKey, balanceCents: 95_000, availableCents: 95_000 });

  seeded = {
    caseA: { id: legalCase.id, clientId: clientA.id, staffId: staffA.id },
    documentA: document.id,
    intakeA: { id: intake.id, clientId: clientA.id },
    notificationA: { id: notification.id, userId: clientA.id },
    privateChannelA: privateChannel.id,
    publicChannel: publicChannel.id,
    task: task.id,
    article: article.id,
    resource: resource.id,
    submission: submission.id,
    publishedForm: publishedForm.id,
    formFileSubmission: formFileSubmission.id,
    calendarEventA: calendarEvent.id,
    sharedEventA: sharedEvent.id,
    internalEventA: internalEvent.id,
    injuryA: {
      claim: claim.id,
      provider: provider.id,
      request: request.id,
      bill: bill.id,
      lien: lien.id,
    },
    moneyA: { cost: cost.id },
    trustA: {
      account: trustAccount.id,
      deposit: trustDeposit.id,
      disbursement: trustPayment.id,
    },
  };
});

let address = 0;

/** Sends the probe as `who` (a fresh session each time: one probe signs out) and reads the answer. */
async function send(file: string, probe: Probe<Seeded>, who: Who) {
  const url = new URL(probe.url(seeded), "http://localhost");
  const headers = new Headers();
  const actor = who === "anonymous" ? null : actors[who];
  if (actor) headers.set("Cookie", await sessionCookieFor(actor));
  let body: BodyInit | undefined;
  if (probe.form) {
    const fields = typeof probe.form === "function" ? probe.form(seeded) : probe.form;
    if (probe.file) {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      const { name, type, content } = probe.file;
      form.append("file", new File([content], name, { type }));
      body = form;
    } else {
      headers.set("Content-Type", "application/x-www-form-urlencoded");
      body = new URLSearchParams(fields).toString();
    }
  } else if (probe.json !== undefined) {
    headers.set("Content-Type", "application/json");
    body = JSON.stringify(typeof probe.json === "function" ? probe.json(seeded) : probe.json);
  }
  const request = new Request(url, { method: probe.method, headers, body });
  const params = paramsFor(file, url.pathname);
  if (!params) throw new Error(`${probe.url(seeded)} is not a URL of ${file}`);
  const handler = probe.method === "GET" ? moduleOf(file).loader : moduleOf(file).action;
  if (!handler) return 405;
  // Each request from an address of its own, so no per-address limit is reached by the matrix.
  const args = routeArgs(
    request,
    { clientIp: `10.99.${Math.floor(address / 250)}.${address++ % 250}` },
    params,
  );
  return answerOf(await settle(handler(args)));
}

describe("the access matrix", () => {
  it("has an entry for every route module, and none for a file that is gone", () => {
    expect(coverage(routeFiles(ROUTES_DIR), ACCESS_MATRIX)).toEqual({ missing: [], stale: [] });
  });

  it("gives every page route the one error boundary", () => {
    const pages = routeFiles(ROUTES_DIR).filter((file) => moduleOf(file).default);
    expect(pages.filter((file) => !moduleOf(file).ErrorBoundary)).toEqual([]);
  });

  for (const [file, entry] of Object.entries(ACCESS_MATRIX)) {
    it(`${file}: each identity gets what the policy says`, async () => {
      for (const probe of entry.probes) {
        for (const who of IDENTITIES) {
          const actor = who === "anonymous" ? null : actors[who];
          const expected = expectedAnswer(entry.access, probe, who, actor, seeded);
          const answer = await send(file, probe, who);
          expect(`${probe.method} ${probe.url(seeded)} as ${who}: ${describeAnswer(answer)}`).toBe(
            `${probe.method} ${probe.url(seeded)} as ${who}: ${describeAnswer(expected)}`,
          );
        }
      }
    });
  }
});
