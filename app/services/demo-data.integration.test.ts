import { Op, QueryTypes } from "sequelize";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  AuditEvent,
  CaseEvent,
  ChatChannel,
  ChatMessage,
  Communication,
  ConflictCheck,
  Document,
  Form,
  FormSubmission,
  IntakeSession,
  KnowledgeArticle,
  LegalCase,
  Notification,
  OnboardingFlow,
  Party,
  PerformanceMetric,
  Session,
  SharedResource,
  SitePage,
  SystemSetting,
  Task,
  TrustAccount,
  TrustEntry,
  Tutorial,
  User,
  sequelize,
} from "~/models/index.server";
import { action as adminAction, loader as adminLoader } from "~/routes/admin";
import { action as removeApi } from "~/routes/api.admin.demo-data.remove";
import { CONSULTATION_FORM_ID } from "~/utils/consultation-schema";
import { resetEnvCache } from "~/utils/env.server";
import { DEMO_ACCOUNTS } from "../../db/seed/demo-accounts";
import { DEMO_PEOPLE_EMAILS } from "../../db/seed/demo-people";
import { prepareDatabase } from "../../db/migrator";
import { buildCalendarEvent } from "../../tests/factories/calendar";
import { buildCase } from "../../tests/factories/cases";
import { storeFile, withTemporaryStorage } from "../../tests/factories/files";
import { formRequest, getRequest, jsonRequest, routeArgs } from "../../tests/factories/requests";
import { sessionCookieFor } from "../../tests/factories/sessions";
import { buildUser } from "../../tests/factories/users";
import { audit } from "./audit.server";
import { toPublicUser } from "./auth.server";
import { demoAccountsToShow } from "./demo-accounts.server";
import { DEMO_ADMIN_REFUSAL, NO_DEMO_DATA, demoAccountCount } from "./demo-data.server";
import * as passwords from "./password.server";
import { hashPassword } from "./password.server";
import {
  clearDeposit,
  depositToTrust,
  disburseFromTrust,
  openTrustAccount,
  reverseTrustEntry,
  trustReconciliation,
} from "./money/trust.server";
import { openFile } from "./storage.server";

/**
 * The demo data on one seeded database: the tests run in order, the removal last but one (after
 * it there is nothing left to remove).
 */
const storage = withTemporaryStorage();

beforeAll(async () => {
  process.env.SEED_DEMO = "true";
  resetEnvCache();
  await prepareDatabase(sequelize, { seedDemo: true });
});
afterAll(() => {
  process.env.SEED_DEMO = "false";
  resetEnvCache();
});

const demoUser = (email: string) => User.findOne({ where: { email }, rejectOnEmpty: true });
const removeThroughApi = async (cookie: string) =>
  (await removeApi(
    routeArgs(jsonRequest("/api/admin/demo-data/remove", "", { cookie })),
  )) as Response;

/** How many rows each table the demo seed fills has. */
async function contentCounts() {
  const models = {
    User,
    LegalCase,
    CaseEvent,
    Document,
    Communication,
    Party,
    ConflictCheck,
    FormSubmission,
    Task,
    ChatChannel,
    ChatMessage,
    KnowledgeArticle,
    SharedResource,
    PerformanceMetric,
    Notification,
    IntakeSession,
  };
  const counts: Record<string, number> = {};
  for (const [name, model] of Object.entries(models)) {
    counts[name] = await (model as typeof User).count();
  }
  counts.files = await storage.count();
  return counts;
}

/** The firm's reference data, which every install has and a removal keeps. */
async function referenceData() {
  return {
    consultationForm: Boolean(await Form.findByPk(CONSULTATION_FORM_ID)),
    tutorials: await Tutorial.count(),
    flows: await OnboardingFlow.count(),
    settings: await SystemSetting.count(),
    pages: await SitePage.count(),
  };
}

describe("the demo accounts on the sign-in page", () => {
  it("names everyone the seed gives an account in the demo's list", async () => {
    const seeded = await User.findAll({ where: { email: { [Op.like]: "%@demo.test" } } });
    expect(seeded.map((user) => user.email).sort()).toEqual([...DEMO_PEOPLE_EMAILS].sort());
  });

  it("lists an account only while it exists with its demo password, with no bcrypt after the first check", async () => {
    const verify = vi.spyOn(passwords, "verifyPassword");
    expect((await demoAccountsToShow()).map((account) => account.email)).toEqual(
      DEMO_ACCOUNTS.map((account) => account.email),
    );
    expect(verify).toHaveBeenCalledTimes(3);
    verify.mockClear();
    const again = await demoAccountsToShow();
    expect(again).toHaveLength(3);
    expect(verify).not.toHaveBeenCalled();

    // The attorney chose a password of their own: that account is no longer shown.
    const staff = await demoUser("staff@demo.test");
    const demoHash = staff.passwordHash;
    await staff.update({ passwordHash: await hashPassword("A-Password-Of-Their-Own-1") });
    verify.mockClear();
    expect((await demoAccountsToShow()).map((account) => account.label)).toEqual([
      "Administrator",
      "Client",
    ]);
    expect(verify).toHaveBeenCalledTimes(1);
    // A disabled account cannot sign in: not shown either.
    await User.update({ disabledAt: new Date() }, { where: { email: "client@demo.test" } });
    expect((await demoAccountsToShow()).map((account) => account.label)).toEqual(["Administrator"]);
    await User.update({ disabledAt: null }, { where: { email: "client@demo.test" } });
    await staff.update({ passwordHash: demoHash });
    verify.mockClear();
    expect(await demoAccountsToShow()).toHaveLength(3);
    expect(verify).not.toHaveBeenCalled();
    verify.mockRestore();

    process.env.SEED_DEMO = "false";
    resetEnvCache();
    expect(await demoAccountsToShow()).toEqual([]);
    process.env.SEED_DEMO = "true";
    resetEnvCache();
  });
});

describe("Remove demo data", () => {
  it("warns on /admin while demo accounts exist, and opens the confirmation as URL state", async () => {
    const cookie = await sessionCookieFor(await buildUser({ role: "admin" }));
    const page = await adminLoader(routeArgs(getRequest("/admin", cookie)));
    expect(page.demo).toEqual({ accounts: DEMO_PEOPLE_EMAILS.length, confirming: false });
    const confirming = await adminLoader(
      routeArgs(getRequest("/admin?tab=users&dialog=remove-demo", cookie)),
    );
    expect(confirming.demo?.confirming).toBe(true);
  });

  it("refuses a demo administrator (409, saying what to do) and changes nothing", async () => {
    const before = await contentCounts();
    const cookie = await sessionCookieFor(await demoUser("admin@demo.test"));
    const api = await removeThroughApi(cookie);
    expect(api.status).toBe(409);
    expect(await api.json()).toEqual({ message: DEMO_ADMIN_REFUSAL });
    expect(DEMO_ADMIN_REFUSAL).toMatch(/administrator account of your own/);
    const screen = await adminAction(
      routeArgs(formRequest("/admin?dialog=remove-demo", { intent: "remove-demo-data" }, cookie)),
    );
    expect(screen).toMatchObject({
      init: { status: 409 },
      data: { intent: "remove-demo-data", result: { error: { "": [DEMO_ADMIN_REFUSAL] } } },
    });
    // Staff and clients are not let in at all.
    const staff = await sessionCookieFor(await buildUser({ role: "staff" }));
    expect((await removeThroughApi(staff)).status).toBe(403);
    expect(await contentCounts()).toEqual({
      ...before,
      User: before.User + 1,
    });
  });

  it("leaves everything as it was when it fails midway (one transaction)", async () => {
    const admin = await buildUser({ role: "admin" });
    const before = await contentCounts();
    const audited = await AuditEvent.count();
    const failure = vi
      .spyOn(KnowledgeArticle, "destroy")
      .mockRejectedValueOnce(new Error("disk full"));
    const { removeDemoData } = await import("./demo-data.server");
    await expect(removeDemoData(toPublicUser(admin), { ip: "10.0.0.1" })).rejects.toThrow(
      "disk full",
    );
    expect(failure).toHaveBeenCalledOnce();
    failure.mockRestore();
    expect(await contentCounts()).toEqual(before);
    expect(await AuditEvent.count()).toBe(audited);
    const [document] = await Document.findAll({ limit: 1 });
    expect(await openFile(document.storageKey)).not.toBeNull();
  });

  it("removes the demo's accounts and sample content in one go, keeping what the firm made", async () => {
    const reference = await referenceData();
    // The firm's own people and work, some of it on demo records.
    const admin = await buildUser({ role: "admin" });
    const attorney = await buildUser({ role: "staff" });
    const client = await buildUser({ role: "client" });
    const realCase = await buildCase({ client, staffId: attorney.id, title: "Real v. Matter" });
    const realKey = await storeFile("%PDF-1.4 the firm's own");
    await Document.create({
      caseId: realCase.id,
      fileName: "Retainer.pdf",
      fileUrl: "",
      fileType: "application/pdf",
      fileSize: 24,
      storageKey: realKey,
      uploadedBy: attorney.id,
    });
    const demoCase = await LegalCase.findOne({
      where: { title: "Rivera v. Metro Transit Authority" },
      rejectOnEmpty: true,
    });
    await Task.create({
      title: "Call the new client",
      assignedTo: attorney.id,
      createdBy: attorney.id,
      caseId: demoCase.id,
      description: null,
      dueDate: null,
    });
    // A day on the calendar with an event on each: the demo case's goes, and with it its count.
    const dated = new Date("2033-01-10T10:00:00Z");
    for (const caseId of [demoCase.id, realCase.id])
      await buildCalendarEvent({ caseId, startsAt: dated });
    const general = await ChatChannel.findOne({
      where: { channelName: "general" },
      rejectOnEmpty: true,
    });
    await ChatMessage.create({
      channelId: general.id,
      senderId: attorney.id,
      content: "Hello all",
    });
    await Notification.create({
      userId: attorney.id,
      type: "case_update",
      title: "Case moved",
      message: "x",
      relatedCaseId: demoCase.id,
    });
    await FormSubmission.create({
      formId: CONSULTATION_FORM_ID,
      submitterEmail: "real.visitor@firm-client.example",
      submitterName: "Real Visitor",
      data: { firstName: "Real" },
    });
    // The firm's trust account: a settlement tried out on the demo case (deposited, cleared,
    // a payment reversed, one kept), and a real client's money.
    const firm = toPublicUser(admin);
    const account = await openTrustAccount(firm, {
      name: "IOLTA",
      bank: "First Federal",
      last4: "4821",
    });
    const deposit = (caseId: number, amountCents: number) =>
      depositToTrust(firm, {
        accountId: account.id,
        caseId,
        amountCents,
        payer: "Acme Mutual",
        reference: `Check ${caseId}`,
        receivedOn: "2026-11-02",
      });
    const tried = await deposit(demoCase.id, 500_000);
    await clearDeposit(firm, tried.id, { clearedOn: "2026-11-03" });
    const payment = {
      accountId: account.id,
      caseId: demoCase.id,
      amountCents: 100_000,
      payee: "Casey Rivera",
      reference: "Check 1",
      paidOn: "2026-11-04",
    };
    const voided = await disburseFromTrust(firm, payment);
    await reverseTrustEntry(firm, voided.id, { reason: "Voided" });
    await disburseFromTrust(firm, { ...payment, reference: "Check 2" });
    await deposit(realCase.id, 70_000);
    const demoStaff = await demoUser("staff@demo.test");
    await audit(null, "sign_in", demoStaff, ["user", demoStaff.id]);
    const auditedBefore = await AuditEvent.count();
    await sessionCookieFor(await demoUser("client@demo.test"));
    const cookie = await sessionCookieFor(admin);
    const demoIds = (await User.findAll({ where: { email: [...DEMO_PEOPLE_EMAILS] } })).map(
      (user) => user.id,
    );

    const response = await removeThroughApi(cookie);
    expect(response.status).toBe(200);
    const { removed } = await response.json();
    expect(removed).toMatchObject({
      accounts: DEMO_PEOPLE_EMAILS.length,
      knowledgeArticles: 5,
      sharedResources: 4,
      performanceMetrics: 13,
      storedFiles: 7,
    });
    for (const count of Object.values(removed)) expect(count).toEqual(expect.any(Number));
    expect(removed.cases).toBeGreaterThan(40);
    // The demo case's four trust entries went, and the account holds only the real client's.
    expect(removed.trustEntries).toBe(4);
    expect(await TrustEntry.count()).toBe(1);
    expect(Number((await TrustAccount.findByPk(account.id))!.balanceCents)).toBe(70_000);
    const reconciled = await trustReconciliation(firm, {
      accountId: account.id,
      month: "2026-11",
      bankBalanceCents: 0,
    });
    expect(reconciled).toMatchObject({
      journalCents: 70_000,
      mattersCents: 70_000,
      depositsInTransitCents: 70_000,
      balanced: true,
    });

    // Gone: every demo account, and all the seed made around them.
    expect(await User.count({ where: { email: { [Op.like]: "%@demo.test" } } })).toBe(0);
    expect(await demoAccountCount(toPublicUser(admin))).toBe(0);
    expect(await contentCounts()).toMatchObject({
      LegalCase: 1,
      CaseEvent: 0,
      Communication: 0,
      Document: 1,
      ConflictCheck: 0,
      FormSubmission: 1,
      Task: 1,
      ChatChannel: 1,
      ChatMessage: 1,
      KnowledgeArticle: 0,
      SharedResource: 0,
      PerformanceMetric: 0,
      Notification: 1,
      IntakeSession: 0,
      files: 1,
    });
    expect(await Party.count()).toBe(await Party.count({ where: { caseId: realCase.id } }));
    expect(await Session.count({ where: { userId: demoIds } })).toBe(0);
    expect(removed.sessions).toBeGreaterThanOrEqual(2); // the demo administrator's and client's
    // Kept: the firm's own, detached from the demo records it hung on.
    expect((await LegalCase.findOne())!.id).toBe(realCase.id);
    expect(await openFile(realKey)).not.toBeNull();
    expect((await Task.findOne())!.caseId).toBeNull();
    expect((await Notification.findOne())!).toMatchObject({
      userId: attorney.id,
      relatedCaseId: null,
    });
    expect((await ChatMessage.findOne())!.content).toBe("Hello all");
    const [counted] = await sequelize.query<{ n: number | string }>(
      "SELECT SUM(n) AS n FROM calendar_day_counts WHERE day = '2033-01-10'",
      { type: QueryTypes.SELECT },
    );
    expect(Number(counted!.n)).toBe(1);
    expect((await FormSubmission.findOne())!.submitterName).toBe("Real Visitor");
    expect(await referenceData()).toEqual(reference);
    expect((await Form.findByPk(CONSULTATION_FORM_ID))!.autoAssignTo).toBeNull();

    // One audit event says what went; older events stay, without their demo actor.
    const event = await AuditEvent.findOne({ where: { action: "demo_data_removed" } });
    expect(event).toMatchObject({ actorId: admin.id, ipAddress: "127.0.0.1" });
    expect(event!.details).toMatchObject({ removed });
    expect((event!.details as { accounts: unknown[] }).accounts).toHaveLength(
      DEMO_PEOPLE_EMAILS.length,
    );
    expect(await AuditEvent.count()).toBe(auditedBefore + 1);
    const history = await AuditEvent.findOne({
      where: { action: "sign_in", targetId: String(demoStaff.id) },
    });
    expect(history).toMatchObject({ actorId: null, targetType: "user" });
    expect((event!.details as { accounts: unknown[] }).accounts).toContainEqual({
      id: demoStaff.id,
      email: "staff@demo.test",
    });

    // The sign-in page shows no demo account and /admin no warning; nothing is left to remove.
    expect(await demoAccountsToShow()).toEqual([]);
    expect((await adminLoader(routeArgs(getRequest("/admin", cookie)))).demo).toBeNull();
    const again = await removeThroughApi(cookie);
    expect([again.status, (await again.json()).message]).toEqual([409, NO_DEMO_DATA]);
  });
});
