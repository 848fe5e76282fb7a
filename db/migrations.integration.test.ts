import { describe, expect, it } from "vitest";
import { Document, LegalCase, SharedResource, User, sequelize } from "~/models/index.server";
import { caseBreakdown, monthlyTrends, readFilter } from "~/services/analytics.server";
import { staffUtilisation, taskCompletion } from "~/services/analytics/workload.server";
import { downloadResource } from "~/services/collaboration/resources.server";
import { upcomingDeadlines } from "~/services/collaboration/tasks.server";
import { responseTimes } from "~/services/response-times.server";
import { downloadDocument } from "~/services/documents.server";
import { signIn, toPublicUser } from "~/services/auth.server";
import { withTemporaryStorage } from "../tests/factories/files";
import { DEMO_ACCOUNTS } from "./seed/demo-accounts";
import { migrate, migrator, prepareDatabase, seed } from "./migrator";

describe("migrations and seed", () => {
  withTemporaryStorage();

  it("creates every table, with foreign keys enforced", async () => {
    const tables = (await sequelize.getQueryInterface().showAllTables()).map(String).sort();
    for (const table of [
      "users",
      "sessions",
      "rate_limits",
      "audit_events",
      "system_settings",
      "cases",
      "notifications",
      "chat_channels",
      "chat_channel_members",
      "chat_messages",
      "tasks",
      "knowledge_articles",
      "performance_metrics",
      "shared_resources",
      "forms",
      "form_versions",
      "form_submissions",
      "form_submission_files",
      "case_events",
      "documents",
      "communications",
      "intake_sessions",
      "intake_messages",
      "insurance_claims",
      "claim_notes",
      "medical_providers",
      "provider_requests",
      "medical_bills",
      "liens",
      "case_damages",
    ]) {
      expect(tables).toContain(table);
    }
    await expect(
      LegalCase.create({ clientId: 999_999, title: "Orphan", caseType: "other", description: "x" }),
    ).rejects.toThrow(/foreign key/i);
  });

  it("seeds an empty database once: the three demo accounts sign in with the displayed passwords", async () => {
    const prepared = await prepareDatabase(sequelize, { seedDemo: true });
    expect(prepared.seeds).toEqual(["20261121-demo-content"]);
    for (const account of DEMO_ACCOUNTS) {
      const step = await signIn(
        { email: account.email, password: account.password },
        { ip: "10.20.0.1" },
      );
      expect(step).toMatchObject({
        status: "signed-in",
        user: { role: account.role, firstName: account.firstName, lastName: account.lastName },
      });
    }
    const client = await User.findOne({ where: { email: "client@demo.test" } });
    expect(await LegalCase.count({ where: { clientId: client!.id } })).toBeGreaterThan(0);
    expect(await seed(sequelize)).toEqual([]);
    expect(await User.count({ where: { email: DEMO_ACCOUNTS.map((a) => a.email) } })).toBe(3);
  });

  it("seeds a year of the firm's past work for analytics, none of it the demo attorney's", async () => {
    const year = readFilter(new URL("http://localhost/analytics?range=12m")).filter;
    const trends = await monthlyTrends(year);
    // Cases opened month by month (the newest 10 days ago, so this month may have none yet).
    expect(trends.newCases.filter((n) => n > 0).length).toBeGreaterThanOrEqual(11);
    expect(trends.closedCases.filter((n) => n > 0).length).toBeGreaterThanOrEqual(4);
    expect(trends.submissions.filter((n) => n > 0).length).toBeGreaterThanOrEqual(8);
    expect(trends.intakes.filter((n) => n > 0).length).toBeGreaterThanOrEqual(6);
    const { sources, types, statuses } = await caseBreakdown(year);
    for (const source of ["consultation", "intake", "staff"]) {
      expect(sources.find((s) => s.key === source)!.value).toBeGreaterThan(0);
    }
    expect(types.length).toBeGreaterThanOrEqual(6);
    // Every status staff set (active, on hold, completed); the history holds no intake awaiting
    // acceptance or declined (issue 36 made pending and closed unreachable by other paths).
    expect(statuses.filter((s) => s.value > 0).map((s) => s.key)).toEqual(
      expect.arrayContaining(["active", "on_hold", "completed"]),
    );
    for (const channel of await responseTimes(year)) {
      expect(channel.answered, channel.label).toBeGreaterThan(0);
      expect(channel.p90!).toBeGreaterThanOrEqual(channel.median!);
    }
    const tasks = Object.fromEntries((await taskCompletion(year)).map((s) => [s.key, s.value]));
    expect(tasks.on_time).toBeGreaterThan(0);
    expect(tasks.late).toBeGreaterThan(0);
    const { mostCases } = await staffUtilisation(year);
    expect(mostCases.filter((p) => p.openCases > 0).length).toBeGreaterThanOrEqual(3);

    // The demo attorney's own screens are as the spec shows them: one case, the demo deadlines.
    const staff = await User.findOne({ where: { email: "staff@demo.test" } });
    expect(await LegalCase.count({ where: { staffId: staff!.id } })).toBe(1);
    const deadlines = await upcomingDeadlines(toPublicUser(staff!));
    expect(deadlines.map((t) => t.title)).toContain("File response to motion to dismiss");
    const history = await User.findAll({
      where: {
        email: ["riley.chen@demo.test", "avery.patel@demo.test", "morgan.brooks@demo.test"],
      },
    });
    expect(history).toHaveLength(3);
    expect(deadlines.filter((t) => history.some((u) => u.id === t.assignedTo))).toEqual([]);
  });

  it("seeds real PDF files: a demo document and a demo resource download as PDFs", async () => {
    const client = await User.findOne({ where: { email: "client@demo.test" } });
    const staff = await User.findOne({ where: { email: "staff@demo.test" } });
    const [legalCase] = await LegalCase.findAll({ where: { clientId: client!.id }, limit: 1 });
    const documents = await Document.findAll({ where: { caseId: legalCase.id } });
    expect(documents.length).toBeGreaterThan(0);
    for (const document of documents) {
      const file = await downloadDocument(toPublicUser(client!), document.id);
      expect(file.fileType).toBe("application/pdf");
      const bytes = Buffer.from(await new Response(file.stream).arrayBuffer());
      expect(bytes.subarray(0, 5).toString("ascii")).toBe("%PDF-");
      expect(bytes.byteLength).toBe(document.fileSize);
    }
    const [resource] = await SharedResource.findAll({ limit: 1 });
    const file = await downloadResource(toPublicUser(staff!), resource.id);
    expect(file.fileType).toBe("application/pdf");
    const text = await new Response(file.stream).text();
    expect(text.startsWith("%PDF-")).toBe(true);
  });

  it("rolls every migration back and applies them again", async () => {
    const applied = (await migrator(sequelize).executed()).map((m) => m.name);
    await migrator(sequelize).down({ to: 0 });
    const remaining = (await sequelize.getQueryInterface().showAllTables()).map(String);
    expect(remaining.filter((t) => !t.startsWith("schema_"))).toEqual([]);
    expect(await migrate(sequelize)).toEqual(applied);
  });
});
