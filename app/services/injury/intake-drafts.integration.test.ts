import { randomBytes } from "node:crypto";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  AuditEvent,
  ConflictCheck,
  FormSubmission,
  InsuranceClaim,
  LegalCase,
  MedicalProvider,
  Party,
} from "~/models/index.server";
import { uniqueEmail } from "../../../tests/factories/emails";
import { buildConsultationForm, consultationValues } from "../../../tests/factories/forms";
import { buildUser } from "../../../tests/factories/users";
import { toPublicUser, type PublicUser } from "../auth.server";
import {
  completeIntake,
  correctIntakeDetails,
  sendIntakeMessage,
  startIntake,
} from "../intake/intake.server";
import { localEngine } from "../intake/local-engine";
import { convertSubmission } from "../submission-conversion.server";
import { submitConsultation } from "../submissions.server";
import { listClaims } from "./claims.server";
import { listProviders } from "./providers.server";

/**
 * Issue 40, item 7: the consultation form's and the AI intake's answers about the other side's
 * insurer and the client's treatment become a draft claim and draft providers on the new case,
 * marked for review, in the transaction that opens it.
 */

afterEach(() => vi.restoreAllMocks());

let address = 0;
/** A consultation request sent through the public form's service, as a visitor sends it. */
async function request(answers: Record<string, unknown>) {
  await buildConsultationForm();
  address += 1;
  // A name of its own: no request here is another's conflict.
  const word = () =>
    Array.from(randomBytes(9), (byte) => "bcdfghjklmnpqrstvwxz"[byte % 20]).join("");
  const [firstName, lastName] = [`Q${word()}`, `X${word()}`];
  const email = uniqueEmail("drafts");
  const values = consultationValues({ email, firstName, lastName, ...answers });
  const sent = await submitConsultation(values as never, "", { ip: `198.51.100.${address}` });
  return sent.submission!.id;
}

const staffMember = async () => toPublicUser(await buildUser({ role: "staff" }));
const drafts = async (caseId: number) => ({
  claims: await InsuranceClaim.findAll({ where: { caseId }, order: [["id", "ASC"]] }),
  providers: await MedicalProvider.findAll({ where: { caseId }, order: [["id", "ASC"]] }),
});

describe("a consultation request opened as a case", () => {
  it("drafts the other side's liability claim and the providers, each for review", async () => {
    const staff = await staffMember();
    const id = await request({
      otherInsurer: "State Farm, claim 12-3456",
      treatedBy: "Mercy Hospital ER, 03/14/2026\nDr. Okafor\n\nGreenway Wellness",
    });
    const opened = await convertSubmission(staff, id);
    const caseId = opened.case.id;
    // The answers as typed are on the case too, beside the drafts read from them.
    expect(opened.case.description).toContain(
      "The other side's insurance company: State Farm, claim 12-3456",
    );
    expect(opened.case.description).toContain("Treated by:\nMercy Hospital ER, 03/14/2026");

    const claims = await listClaims(staff, caseId);
    expect(claims.items).toEqual([
      expect.objectContaining({
        insurerName: "State Farm",
        coverage: "liability",
        claimNumber: "12-3456",
        status: "reported",
        needsReview: true,
      }),
    ]);
    const insurer = await Party.findByPk(claims.items[0].insurerPartyId);
    expect(insurer).toMatchObject({ caseId, role: "insurer", name: "State Farm" });
    const listed = await listProviders(staff, caseId);
    const providers = [...listed.items].sort((a, b) => a.id - b.id);
    expect(
      providers.map((p) => ({
        name: p.name,
        kind: p.kind,
        firstVisit: p.firstVisit,
        needsReview: "needsReview" in p && p.needsReview,
      })),
    ).toEqual([
      { name: "Mercy Hospital ER", kind: "er", firstVisit: "2026-03-14", needsReview: true },
      { name: "Dr. Okafor", kind: "physician", firstVisit: null, needsReview: true },
      { name: "Greenway Wellness", kind: "other", firstVisit: null, needsReview: true },
    ]);
    // Each draft is audited as the staff member's, saying where it came from.
    const events = await AuditEvent.findAll({
      where: { targetType: "case", targetId: String(caseId) },
    });
    const added = events.filter((e) => ["claim_added", "provider_added"].includes(e.action));
    expect(added).toHaveLength(4);
    expect(added.every((e) => e.actorId === staff.id)).toBe(true);
    expect(
      added.every((e) => (e.details as { draftFrom?: string }).draftFrom === "consultation"),
    ).toBe(true);
    // The insurer is among the names the case's conflict check ran on.
    expect(await ConflictCheck.findOne({ where: { caseId } })).not.toBeNull();
  });

  it("drafts nothing from empty or unknowing answers, nor from a request without them", async () => {
    const staff = await staffMember();
    const unknowing = await request({ otherInsurer: "don't know", treatedBy: "none\nn/a\n \n" });
    const without = await request({});
    for (const id of [unknowing, without]) {
      const opened = await convertSubmission(staff, id);
      expect(await drafts(opened.case.id)).toEqual({ claims: [], providers: [] });
      expect(await Party.count({ where: { caseId: opened.case.id, role: "insurer" } })).toBe(0);
    }
  });

  it("keeps at most ten providers from one request", async () => {
    const staff = await staffMember();
    const lines = Array.from({ length: 14 }, (_, i) => `Clinic ${i + 1}`).join("\n");
    const opened = await convertSubmission(staff, await request({ treatedBy: lines }));
    expect((await drafts(opened.case.id)).providers.map((p) => p.name)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Clinic ${i + 1}`),
    );
  });

  it("opens no case when a draft cannot be written: one transaction", async () => {
    const staff = await staffMember();
    const id = await request({ otherInsurer: "GEICO", treatedBy: "Mercy Hospital" });
    const before = await LegalCase.count();
    vi.spyOn(MedicalProvider, "create").mockRejectedValueOnce(new Error("disk full"));
    await expect(convertSubmission(staff, id)).rejects.toThrow("disk full");
    expect(await LegalCase.count()).toBe(before);
    const submission = await FormSubmission.findByPk(id);
    expect([submission?.caseId, submission?.convertedAt]).toEqual([null, null]);
    // Tried again, it opens the case with its drafts.
    const opened = await convertSubmission(staff, id);
    const { claims, providers } = await drafts(opened.case.id);
    expect([claims.length, providers.length]).toEqual([1, 1]);
  });

  it("refuses an over-long answer on its field, and stores nothing", async () => {
    await buildConsultationForm();
    await expect(
      submitConsultation(
        consultationValues({ email: uniqueEmail("long"), otherInsurer: "x".repeat(201) }) as never,
        "",
        { ip: "198.51.100.250" },
      ),
    ).rejects.toMatchObject({
      status: 400,
      fieldErrors: { otherInsurer: ["Please keep the insurance company under 200 characters"] },
    });
  });
});

/** A signed-in client's intake with the local engine, answering each question as given. */
async function intake(client: PublicUser, answers: { treatment: string; insurance: string }) {
  const { sessionId } = await startIntake(client);
  const said = [
    "415-555-0132",
    "Megan Toll, the other driver",
    "I was injured in a car accident: a driver ran a red light and hit my car.",
    "October 12, 2026 on Broadway in Oakland",
    "A broken wrist",
    answers.treatment,
    answers.insurance,
    "Email please",
  ];
  let complete = false;
  for (const content of said) {
    ({ isComplete: complete } = await sendIntakeMessage(
      client,
      sessionId,
      { content },
      localEngine,
    ));
  }
  expect(complete).toBe(true);
  return sessionId;
}

describe("an AI intake completed into a case", () => {
  it("drafts the claim on the insurer the client said was the other side's, and the providers they named", async () => {
    const client = toPublicUser(await buildUser({ role: "client" }));
    const sessionId = await intake(client, {
      treatment:
        "The ER at Highland Hospital on October 12, then Dr. Priya Raman, and physical therapy at Bayside Physical Therapy.",
      insurance: "I have GEICO. The other driver has State Farm, claim number 55-2231-Q09.",
    });
    const { case: opened } = await completeIntake(client, sessionId);
    const { claims, providers } = await drafts(opened.id);
    expect(claims.map((c) => [c.coverage, c.claimNumber, c.status, c.needsReview])).toEqual([
      ["liability", "55-2231-Q09", "reported", true],
    ]);
    const insurer = await Party.findByPk(claims[0].insurerPartyId);
    expect(insurer).toMatchObject({ caseId: opened.id, role: "insurer", name: "State Farm" });
    expect(providers.map((p) => [p.name, p.kind, p.firstVisit, p.needsReview])).toEqual([
      ["Highland Hospital", "er", "2026-10-12", true],
      ["Dr. Priya Raman", "physician", null, true],
      ["Bayside Physical Therapy", "physical_therapy", null, true],
    ]);
    // Not added by the client through the portal: drafts of what they told the assistant.
    expect(providers.every((p) => !p.addedByClient)).toBe(true);
    const events = await AuditEvent.findAll({
      where: { targetType: "case", targetId: String(opened.id), actorId: client.id },
    });
    expect(
      events
        .filter((e) => ["claim_added", "provider_added"].includes(e.action))
        .map((e) => (e.details as { draftFrom?: string }).draftFrom),
    ).toEqual(["intake", "intake", "intake", "intake"]);
    // Completing again answers the same case, and drafts nothing twice.
    expect((await completeIntake(client, sessionId)).created).toBe(false);
    expect((await drafts(opened.id)).providers).toHaveLength(3);
  });

  it("drafts nothing when the client named no one and only their own insurer", async () => {
    const client = toPublicUser(await buildUser({ role: "client" }));
    const sessionId = await intake(client, {
      treatment: "Urgent care the next day, then physical therapy.",
      insurance: "Only my own, GEICO.",
    });
    const { case: opened } = await completeIntake(client, sessionId);
    expect(await drafts(opened.id)).toEqual({ claims: [], providers: [] });
  });

  it("reads the corrected answers again, and keeps the assistant's reading of unchanged ones", async () => {
    const client = toPublicUser(await buildUser({ role: "client" }));
    const sessionId = await intake(client, {
      treatment: "Dr. Priya Raman",
      insurance: "The other driver has Allstate.",
    });
    const corrected = await correctIntakeDetails(client, sessionId, {
      caseType: "Personal Injury",
      urgency: "medium",
      description: "I was injured in a car accident: a driver ran a red light and hit my car.",
      treatment: "Dr. Priya Raman, and Sunrise Chiropractic",
      insurance: "The other driver has Allstate.",
    });
    expect(corrected.extractedData.incident).toMatchObject({
      otherInsurer: { name: "Allstate" },
      providers: [
        { name: "Dr. Priya Raman", kind: "physician" },
        { name: "Sunrise Chiropractic", kind: "chiropractor" },
      ],
    });
    const cleared = await correctIntakeDetails(client, sessionId, {
      caseType: "Personal Injury",
      urgency: "medium",
      description: "I was injured in a car accident: a driver ran a red light and hit my car.",
      treatment: "Dr. Priya Raman, and Sunrise Chiropractic",
    });
    expect(cleared.extractedData.incident?.otherInsurer).toBeUndefined();
    const { case: opened } = await completeIntake(client, sessionId);
    const { claims, providers } = await drafts(opened.id);
    expect(claims).toEqual([]);
    expect(providers.map((p) => p.name)).toEqual(["Dr. Priya Raman", "Sunrise Chiropractic"]);
  });
});
