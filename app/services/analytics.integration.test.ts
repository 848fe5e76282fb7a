import { beforeAll, describe, expect, it } from "vitest";
import { Form, FormSubmission, IntakeSession, sequelize } from "~/models/index.server";
import { loader as exportLoader } from "~/routes/analytics_.export.$chart";
import { CONSULTATION_FORM_ID } from "~/utils/consultation-schema";
import { buildCase } from "../../tests/factories/cases";
import { buildConsultationForm, buildPublishedForm } from "../../tests/factories/forms";
import { buildUser } from "../../tests/factories/users";
import { callRoute, getRequest } from "../../tests/factories/requests";
import { signedIn } from "../../tests/factories/sessions";
import { caseBreakdown, monthlyTrends, overviewFigures, readFilter } from "./analytics.server";

/**
 * Each test's fixtures sit in a year of their own (and its cases with an attorney of their own),
 * so the hand counts below are the whole answer.
 */

beforeAll(() => buildConsultationForm());

const at = (text: string) => new Date(`${text}T12:00:00.000Z`);

/** Moves a row's dates (Sequelize sets them itself on create). */
async function backdate(table: string, id: number | string, created: string, updated = created) {
  await sequelize.query(
    `UPDATE ${table} SET created_at = :created${table === "form_submissions" ? "" : ", updated_at = :updated"} WHERE id = :id`,
    {
      replacements: { created: at(created), updated: at(updated), id },
    },
  );
}

const custom = (from: string, to: string, staffId?: number) =>
  readFilter(
    new URL(
      `http://localhost/analytics?range=custom&from=${from}&to=${to}${staffId ? `&staff=${staffId}` : ""}`,
    ),
  ).filter;

async function caseAt(
  staffId: number,
  created: string,
  more: Parameters<typeof buildCase>[0] = {},
  updated = created,
) {
  const row = await buildCase({ staffId, ...more });
  await backdate("cases", row.id, created, updated);
  return row;
}

async function submissionAt(
  created: string,
  formId = CONSULTATION_FORM_ID,
  caseId: number | null = null,
) {
  const row = await FormSubmission.create({
    formId,
    submitterEmail: "a@example.test",
    submitterName: "A Person",
    data: {},
    reviewedAt: null,
    caseId,
  });
  await backdate("form_submissions", row.id, created);
  return row;
}

async function intakeAt(created: string, caseId: number | null = null) {
  const client = await buildUser({ role: "client" });
  const row = await IntakeSession.create({
    clientId: client.id,
    caseId,
    status: caseId ? "complete" : "active",
  });
  await backdate("intake_sessions", row.id, created);
  return row;
}

describe("the analytics period", () => {
  const now = at("2026-11-24");
  it("reads the ranges, each with the previous period of the same length", () => {
    const read = (query: string) => readFilter(new URL(`http://localhost/analytics?${query}`), now);
    expect(read("").filter).toMatchObject({
      range: "30d",
      fromDay: "2026-10-26",
      toDay: "2026-11-24",
    });
    expect(read("range=90d").filter).toMatchObject({ fromDay: "2026-08-27", toDay: "2026-11-24" });
    expect(read("range=12m").filter).toMatchObject({ fromDay: "2025-11-25", toDay: "2026-11-24" });
    const march = read("range=custom&from=2026-03-01&to=2026-03-31&staff=7").filter;
    expect(march).toMatchObject({ fromDay: "2026-03-01", toDay: "2026-03-31", staffId: 7 });
    expect(march.previousFrom.toISOString()).toBe("2026-01-29T00:00:00.000Z");
  });

  it("says what is wrong with custom dates and shows the last 30 days instead", () => {
    const read = (query: string) => readFilter(new URL(`http://localhost/analytics?${query}`), now);
    expect(read("range=custom&from=2026-03-10&to=2026-03-01").errors).toEqual({
      to: "The end date must be on or after the start date",
    });
    expect(read("range=custom&from=&to=2026-03-01").errors).toEqual({ from: "Enter a start date" });
    const fallback = read("range=custom&from=nope&to=2026-03-01").filter;
    expect(fallback.fromDay).toBe("2026-10-26");
    expect(read("range=week&staff=abc").filter).toMatchObject({ range: "30d", staffId: null });
  });
});

describe("the overview", () => {
  it("counts new, active and closed cases and new submissions against the period before", async () => {
    const attorney = await buildUser({ role: "staff" });
    const idle = await buildUser({ role: "staff" });
    await caseAt(attorney.id, "2003-03-02");
    await caseAt(attorney.id, "2003-03-15");
    await caseAt(attorney.id, "2003-03-20", { status: "completed" }, "2003-03-28");
    await caseAt(attorney.id, "2003-02-10");
    await caseAt(attorney.id, "2003-01-10", { status: "closed" }, "2003-02-20");
    await caseAt(attorney.id, "2003-04-01");
    await submissionAt("2003-03-05");
    await submissionAt("2003-03-30");
    await submissionAt("2003-02-01");

    const figures = await overviewFigures(custom("2003-03-01", "2003-03-31", attorney.id));
    const byId = Object.fromEntries(figures.map((f) => [f.id, f]));
    expect(byId["new-cases"]).toMatchObject({
      value: 3,
      previous: 1,
      trend: "Up 2 from 1 the period before",
    });
    expect(byId["active-cases"]).toMatchObject({ value: 4, previous: null, trend: "Right now" });
    expect(byId["closed-cases"]).toMatchObject({
      value: 1,
      previous: 1,
      trend: "No change from 1 the period before",
    });
    // Submissions are the firm's, whoever's cases are shown.
    expect(byId["new-submissions"]).toMatchObject({ value: 2, previous: 1 });

    const nothing = await overviewFigures(custom("2003-03-01", "2003-03-31", idle.id));
    expect(nothing.map((f) => [f.id, f.value])).toEqual([
      ["new-cases", 0],
      ["active-cases", 0],
      ["closed-cases", 0],
      ["new-submissions", 2],
      ["first-response", null],
    ]);
    const empty = await overviewFigures(custom("1999-01-01", "1999-01-31"));
    expect(empty.find((f) => f.id === "new-cases")).toMatchObject({
      value: 0,
      trend: "No change from 0 the period before",
    });
  });
});

describe("case analytics", () => {
  it("breaks the period's new cases down by type, status, priority and source", async () => {
    const built = await buildPublishedForm();
    const attorney = await buildUser({ role: "staff" });
    const fromIntake = await caseAt(attorney.id, "2004-05-02", {
      caseType: "Personal Injury",
      priority: "urgent",
    });
    await intakeAt("2004-05-01", fromIntake.id);
    const fromConsultation = await caseAt(attorney.id, "2004-05-03", {
      caseType: "Personal Injury",
      status: "on_hold",
    });
    await submissionAt("2004-05-01", CONSULTATION_FORM_ID, fromConsultation.id);
    const fromForm = await caseAt(attorney.id, "2004-05-04", {
      caseType: "Employment",
      status: "completed",
      priority: "low",
    });
    await submissionAt("2004-05-02", built.id, fromForm.id);
    await caseAt(attorney.id, "2004-05-05", { caseType: "Family Law" });
    await caseAt(attorney.id, "2004-06-05", { caseType: "Family Law" });

    const breakdown = await caseBreakdown(custom("2004-05-01", "2004-05-31", attorney.id));
    expect(breakdown.types).toEqual([
      { key: "Personal Injury", label: "Personal Injury", value: 2 },
      { key: "Employment", label: "Employment", value: 1 },
      { key: "Family Law", label: "Family Law", value: 1 },
    ]);
    expect(breakdown.statuses.map((s) => [s.label, s.value])).toEqual([
      ["Active", 2],
      ["Pending", 0],
      ["On hold", 1],
      ["Completed", 1],
      ["Closed", 0],
      // An AI intake the firm has not accepted yet (issue 36).
      ["Awaiting acceptance", 0],
    ]);
    expect(breakdown.priorities.map((s) => [s.key, s.value])).toEqual([
      ["urgent", 1],
      ["high", 2],
      ["medium", 0],
      ["low", 1],
    ]);
    expect(breakdown.sources.map((s) => [s.label, s.value])).toEqual([
      ["Consultation form", 1],
      ["AI intake", 1],
      ["Built forms", 1],
      ["Created by staff", 1],
    ]);

    const idle = await buildUser({ role: "staff" });
    const none = await caseBreakdown(custom("2004-05-01", "2004-05-31", idle.id));
    expect(none.types).toEqual([]);
    expect(none.sources.every((s) => s.value === 0)).toBe(true);
    expect(await Form.count({ where: { id: built.id } })).toBe(1);
  });
});

describe("trends", () => {
  it("counts each of the last 12 months, with empty months as 0", async () => {
    const attorney = await buildUser({ role: "staff" });
    await caseAt(attorney.id, "2010-01-10");
    await caseAt(attorney.id, "2010-01-20", { status: "completed" }, "2010-03-02");
    await caseAt(attorney.id, "2009-06-30");
    await submissionAt("2009-07-01");
    await submissionAt("2010-06-14");
    await intakeAt("2009-12-31");

    const trends = await monthlyTrends(
      custom("2010-01-01", "2010-01-31", attorney.id),
      at("2010-06-15"),
    );
    expect(trends.months[0]).toBe("2009-07");
    expect(trends.months[11]).toBe("2010-06");
    const month = (m: string) => trends.months.indexOf(m);
    expect(trends.newCases[month("2010-01")]).toBe(2);
    expect(trends.newCases.reduce((a, b) => a + b)).toBe(2);
    expect(trends.closedCases[month("2010-03")]).toBe(1);
    expect(trends.closedCases.reduce((a, b) => a + b)).toBe(1);
    expect(trends.submissions[month("2009-07")]).toBe(1);
    expect(trends.submissions[month("2010-06")]).toBe(1);
    expect(trends.intakes[month("2009-12")]).toBe(1);
    expect(trends.intakes.reduce((a, b) => a + b)).toBe(1);
  });
});

describe("GET /analytics/export/{chart}", () => {
  it("answers a chart's table as CSV for the filter, to staff only", async () => {
    const staff = await signedIn("staff");
    const attorney = await buildUser({ role: "staff" });
    await caseAt(attorney.id, "2007-02-02", { caseType: "Employment" });
    await caseAt(attorney.id, "2007-02-03", { caseType: "Employment" });
    await caseAt(attorney.id, "2007-02-04", { caseType: "Family Law" });
    const path = `/analytics/export/case-types?range=custom&from=2007-02-01&to=2007-02-28&staff=${attorney.id}`;
    const response = (await callRoute(exportLoader, getRequest(path, staff.cookie), {
      chart: "case-types",
    })) as Response;
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toContain(
      "analytics-case-types-2007-02-01-to-2007-02-28.csv",
    );
    const bytes = Buffer.from(await response.arrayBuffer());
    // A byte-order mark first, so spreadsheet programs read it as UTF-8.
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.subarray(3).toString("utf8")).toBe(
      "Case type,Count,Share\r\nEmployment,2,67%\r\nFamily Law,1,33%\r\nTotal,3,\r\n",
    );

    const unknown = (await callRoute(
      exportLoader,
      getRequest("/analytics/export/nope", staff.cookie),
      {
        chart: "nope",
      },
    )) as Response;
    expect(unknown.status).toBe(404);
    const client = await signedIn("client");
    const refused = (await callRoute(exportLoader, getRequest(path, client.cookie), {
      chart: "case-types",
    })) as Response;
    expect(refused.headers.get("Location")).toBe("/client-portal");
  });
});
