import { beforeAll, describe, expect, it } from "vitest";
import { Communication, FormSubmission, IntakeSession, sequelize } from "~/models/index.server";
import { loader as exportLoader } from "~/routes/analytics_.export.$chart";
import { CONSULTATION_FORM_ID } from "~/utils/consultation-schema";
import { buildCase } from "../../tests/factories/cases";
import { buildConsultationForm } from "../../tests/factories/forms";
import { callRoute, getRequest } from "../../tests/factories/requests";
import { signedIn } from "../../tests/factories/sessions";
import { buildUser } from "../../tests/factories/users";
import { overviewFigures, readFilter } from "./analytics.server";
import { durationText, medianFirstResponse, responseTimes } from "./response-times.server";

/**
 * Response times by channel, against hand-worked fixtures in a year of their own (2011): every
 * duration below is counted by hand from the times the rows are given.
 */

beforeAll(() => buildConsultationForm());

const HOUR = 3600;

/** Sets a row's dates (Sequelize sets them itself on create). */
async function stamp(table: string, id: number | string, at: string, columns = ["created_at"]) {
  await sequelize.query(
    `UPDATE ${table} SET ${columns.map((c) => `${c} = :at`).join(", ")} WHERE id = :id`,
    { replacements: { at: new Date(`${at}Z`), id } },
  );
}

/** A message written at `at`, in the order the journey below gives (the firm's answers the last). */
async function message(caseId: number, from: "client" | "firm" | "system", at: string) {
  const type = from === "client" ? "sent" : from === "firm" ? "received" : "system";
  await Communication.create({
    caseId,
    type,
    subject: "About the case",
    content: "A message.",
    senderId: null,
    createdAt: new Date(`${at}Z`),
  });
}

async function consultation(at: string, reviewed: { at: string; by: number } | null) {
  const row = await FormSubmission.create({
    formId: CONSULTATION_FORM_ID,
    submitterEmail: "visitor@example.test",
    submitterName: "A Visitor",
    data: {},
    reviewedAt: null,
  });
  await stamp("form_submissions", row.id, at);
  if (reviewed) {
    await sequelize.query(
      "UPDATE form_submissions SET reviewed_at = :at, reviewed_by = :by WHERE id = :id",
      { replacements: { at: new Date(`${reviewed.at}Z`), by: reviewed.by, id: row.id } },
    );
  }
}

async function completedIntake(caseId: number, completed: string) {
  const client = await buildUser({ role: "client" });
  const row = await IntakeSession.create({ clientId: client.id, caseId, status: "complete" });
  await stamp("intake_sessions", row.id, completed, ["created_at", "updated_at"]);
}

const april = (staffId?: number) =>
  readFilter(
    new URL(
      `http://localhost/analytics?range=custom&from=2011-04-01&to=2011-04-30${staffId ? `&staff=${staffId}` : ""}`,
    ),
  ).filter;

describe("response times by channel", () => {
  let attorney: { id: number };
  let other: { id: number };

  beforeAll(async () => {
    attorney = await buildUser({ role: "staff" });
    other = await buildUser({ role: "staff" });
    const first = await buildCase({ staffId: attorney.id });
    // The period before (from 2011-03-02): answered in 30 minutes.
    await message(first.id, "client", "2011-03-15T12:00:00");
    await message(first.id, "firm", "2011-03-15T12:30:00");
    // April: 2 hours, then 24 hours; a system message is not an answer.
    await message(first.id, "client", "2011-04-02T12:00:00");
    await message(first.id, "system", "2011-04-02T12:05:00");
    await message(first.id, "firm", "2011-04-02T14:00:00");
    await message(first.id, "client", "2011-04-03T12:00:00");
    await message(first.id, "firm", "2011-04-04T12:00:00");
    // Another case: 1 hour; and one not answered yet.
    const second = await buildCase({ staffId: attorney.id });
    await message(second.id, "client", "2011-04-05T12:00:00");
    await message(second.id, "firm", "2011-04-05T13:00:00");
    const waiting = await buildCase({ staffId: attorney.id });
    await message(waiting.id, "client", "2011-04-10T12:00:00");
    // A firm message on another case answers nothing here.
    const elsewhere = await buildCase({ staffId: other.id });
    await message(elsewhere.id, "firm", "2011-04-10T13:00:00");

    // Consultation requests: reviewed in 6 hours by the attorney; one not reviewed yet.
    await consultation("2011-04-06T12:00:00", { at: "2011-04-06T18:00:00", by: attorney.id });
    await consultation("2011-04-07T12:00:00", null);

    // Completed intakes: the firm's first message 8 hours after one; none yet on the other.
    const fromIntake = await buildCase({ staffId: attorney.id });
    await completedIntake(fromIntake.id, "2011-04-08T12:00:00");
    await message(fromIntake.id, "firm", "2011-04-08T20:00:00");
    const quiet = await buildCase({ staffId: attorney.id });
    await completedIntake(quiet.id, "2011-04-09T12:00:00");
  });

  it("gives each channel's count, median and 90th percentile (nearest rank)", async () => {
    const byChannel = Object.fromEntries((await responseTimes(april())).map((r) => [r.channel, r]));
    // Messages answered in 1, 2 and 24 hours: the median is the 2nd, the 90th the 3rd.
    expect(byChannel.message).toMatchObject({
      label: "Client messages",
      asked: 4,
      answered: 3,
      median: 2 * HOUR,
      p90: 24 * HOUR,
    });
    expect(byChannel.consultation).toMatchObject({
      label: "Consultation requests",
      asked: 2,
      answered: 1,
      median: 6 * HOUR,
      p90: 6 * HOUR,
    });
    expect(byChannel.intake).toMatchObject({
      label: "Completed intakes",
      asked: 2,
      answered: 1,
      median: 8 * HOUR,
      p90: 8 * HOUR,
    });
  });

  it("narrows to an attorney's cases and reviews, and is empty for one with none", async () => {
    const mine = await responseTimes(april(attorney.id));
    // The request nobody reviewed yet is nobody's.
    expect(mine.map((r) => [r.channel, r.asked, r.answered, r.median])).toEqual([
      ["message", 4, 3, 2 * HOUR],
      ["consultation", 1, 1, 6 * HOUR],
      ["intake", 2, 1, 8 * HOUR],
    ]);
    const none = await responseTimes(april(other.id));
    expect(none.map((r) => [r.asked, r.answered, r.median, r.p90])).toEqual([
      [0, 0, null, null],
      [0, 0, null, null],
      [0, 0, null, null],
    ]);
  });

  it("puts the median over every channel on the Overview, against the period before", async () => {
    // Answered in 1, 2, 6, 8 and 24 hours: the median is 6 hours; the period before's 30 min.
    expect(await medianFirstResponse(april())).toEqual({
      median: 6 * HOUR,
      previous: 30 * 60,
      answered: 5,
    });
    const figures = await overviewFigures(april(attorney.id));
    expect(figures.find((f) => f.id === "first-response")).toEqual({
      id: "first-response",
      label: "Median first response",
      value: 6 * HOUR,
      previous: 30 * 60,
      text: "6 hours",
      trend: "Slower than 30 min the period before",
    });
    const idle = await overviewFigures(april(other.id));
    expect(idle.find((f) => f.id === "first-response")).toMatchObject({
      value: null,
      text: "No answers yet",
      trend: "No answers the period before",
    });
  });

  it("exports the chart's table as CSV", async () => {
    const staff = await signedIn("staff");
    const path = "/analytics/export/response-times?range=custom&from=2011-04-01&to=2011-04-30";
    const response = (await callRoute(exportLoader, getRequest(path, staff.cookie), {
      chart: "response-times",
    })) as Response;
    expect(response.status).toBe(200);
    expect((await response.text()).replace(/^\ufeff/, "")).toBe(
      [
        "Channel,Sent,Answered,Median (hours),90th percentile (hours)",
        "Client messages,4,3,2.0,24.0",
        "Consultation requests,2,1,6.0,6.0",
        "Completed intakes,2,1,8.0,8.0",
        "",
      ].join("\r\n"),
    );
  });
});

describe("durations in words", () => {
  it("reads at a glance", () => {
    expect(durationText(null)).toBe("No answers yet");
    expect(durationText(20)).toBe("1 min");
    expect(durationText(45 * 60)).toBe("45 min");
    expect(durationText(HOUR)).toBe("1 hour");
    expect(durationText(5.25 * HOUR)).toBe("5.3 hours");
    expect(durationText(74 * HOUR)).toBe("3.1 days");
  });
});
