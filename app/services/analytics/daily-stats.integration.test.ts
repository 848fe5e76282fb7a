import { QueryTypes } from "sequelize";
import { beforeAll, describe, expect, it } from "vitest";
import {
  CalendarEvent,
  CaseEvent,
  Communication,
  FormSubmission,
  IntakeSession,
  LegalCase,
  Task,
  sequelize,
} from "~/models/index.server";
import { asDate } from "~/models/named-columns.server";
import { CALENDAR_EVENT_TYPES } from "~/utils/calendar-words";
import { CONSULTATION_FORM_ID } from "~/utils/consultation-schema";
import type { CaseStatus, Priority, TaskStatus } from "~/utils/domain";
import { buildCalendarEvent } from "../../../tests/factories/calendar";
import { buildCase } from "../../../tests/factories/cases";
import { buildTask } from "../../../tests/factories/collaboration";
import { buildConsultationForm, buildPublishedForm } from "../../../tests/factories/forms";
import { buildUser } from "../../../tests/factories/users";
import { rebuildDailyStats } from "./daily-stats.server";

/**
 * The rollups against the rows they count (issue 39): random sequences of what the firm does to
 * cases (opened, moved between statuses, reassigned one at a time and in bulk, retyped, deleted,
 * linked to a submission or an intake, dated by hand) through the models and through raw SQL;
 * after each sequence the rollups equal what the rows say, counted here in JavaScript, and a
 * rebuild writes the same rows.
 */

type Raw = Record<string, unknown>;
const query = <T extends object = Raw>(sql: string, replacements: Record<string, unknown> = {}) =>
  sequelize.query<T>(sql, { replacements, type: QueryTypes.SELECT });

const exec = (sql: string, replacements: Record<string, unknown>) =>
  sequelize.query(sql, { replacements });

/** A stored date's UTC day, as either engine hands it back. */
const dayOf = (value: unknown) =>
  value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10);

/** A seeded random source, so a failing sequence can be run again. */
function randomFrom(seed: number) {
  let state = seed;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
  return {
    below: (n: number) => Math.floor(next() * n),
    one: <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!,
  };
}

const STATUSES: CaseStatus[] = ["active", "on_hold", "completed", "closed", "awaiting_acceptance"];
const PRIORITIES: Priority[] = ["urgent", "high", "medium", "low"];
const TYPES = ["Personal Injury", "Wrongful Death", "Premises Liability"];
const CLOSED = new Set(["completed", "closed"]);

/** What the rollups should hold, counted from the rows. */
async function expected() {
  const cases = await query<Raw>(
    "SELECT id, staff_id, case_type, status, priority, created_at, updated_at FROM cases",
  );
  const submissions = await query<Raw>("SELECT case_id, form_id, created_at FROM form_submissions");
  const intakes = await query<Raw>("SELECT case_id, created_at FROM intake_sessions");
  const sourceOf = (id: unknown) => {
    if (intakes.some((i) => Number(i.case_id) === Number(id))) return "intake";
    const linked = submissions.filter((s) => Number(s.case_id) === Number(id));
    if (linked.some((s) => Number(s.form_id) === CONSULTATION_FORM_ID)) return "consultation";
    return linked.length > 0 ? "form" : "staff";
  };
  const daily = new Map<string, number>();
  const add = (key: number, dimension: string, day: string, value: string) => {
    const at = `${key}|${dimension}|${day}|${value}`;
    daily.set(at, (daily.get(at) ?? 0) + 1);
  };
  const statuses = new Map<string, number>();
  for (const c of cases) {
    const source = sourceOf(c.id);
    for (const key of [0, c.staff_id === null ? -1 : Number(c.staff_id)]) {
      const opened = dayOf(c.created_at);
      add(key, "case_type", opened, String(c.case_type));
      add(key, "case_status", opened, String(c.status));
      add(key, "case_priority", opened, String(c.priority));
      add(key, "case_source", opened, source);
      if (CLOSED.has(String(c.status))) add(key, "case_closed", dayOf(c.updated_at), "");
      const status = `${key}|${String(c.status)}`;
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
  }
  for (const s of submissions) add(0, "submission", dayOf(s.created_at), "");
  for (const i of intakes) add(0, "intake", dayOf(i.created_at), "");
  return { daily: [...daily].sort(), statuses: [...statuses].sort() };
}

/** What the rollups hold: the cases' (the default) or the tasks'. */
async function actual(of: "cases" | "tasks" = "cases") {
  const daily = await query<Raw>(
    `SELECT staff_id, dimension, day, value, n FROM daily_stats
     WHERE n <> 0 AND dimension ${of === "tasks" ? "" : "NOT "}LIKE 'task%'`,
  );
  const statuses = await query<Raw>(
    `SELECT staff_id, status, n FROM ${of === "tasks" ? "task" : "case"}_status_counts WHERE n <> 0`,
  );
  return {
    daily: daily
      .map(
        (r) =>
          [
            `${Number(r.staff_id)}|${String(r.dimension)}|${dayOf(r.day)}|${String(r.value)}`,
            Number(r.n),
          ] as [string, number],
      )
      .sort(),
    statuses: statuses
      .map((r) => [`${Number(r.staff_id)}|${String(r.status)}`, Number(r.n)] as [string, number])
      .sort(),
  };
}

let otherFormId: number;
let attorneys: number[];
let client: { id: number };

beforeAll(async () => {
  await buildConsultationForm();
  otherFormId = (await buildPublishedForm()).id;
  attorneys = [
    (await buildUser({ role: "staff" })).id,
    (await buildUser({ role: "staff" })).id,
    (await buildUser({ role: "staff" })).id,
  ];
  client = await buildUser({ role: "client" });
});

/** A day in 2012 and a time on it, as a Date. */
const someDay = (random: ReturnType<typeof randomFrom>) =>
  new Date(
    Date.UTC(2012, random.below(3), 1 + random.below(28), random.below(24), random.below(60)),
  );

async function randomStep(random: ReturnType<typeof randomFrom>) {
  const ids = (await query<{ id: number }>("SELECT id FROM cases ORDER BY id")).map((r) =>
    Number(r.id),
  );
  const anyCase = () => random.one(ids);
  const staff = () => random.one([...attorneys, null]);
  const step = ids.length < 3 ? 0 : random.below(11);
  switch (step) {
    case 0: {
      const row = await buildCase({
        client,
        staffId: staff(),
        caseType: random.one(TYPES),
        status: random.one(STATUSES),
        priority: random.one(PRIORITIES),
      });
      if (random.below(2)) {
        await exec("UPDATE cases SET created_at = :at, updated_at = :at WHERE id = :id", {
          at: someDay(random),
          id: row.id,
        });
      }
      return;
    }
    case 1:
      await (await LegalCase.findByPk(anyCase()))!.update({ status: random.one(STATUSES) });
      return;
    case 2:
      await (await LegalCase.findByPk(anyCase()))!.update({ staffId: staff() });
      return;
    case 3: {
      const [from, to] = [random.one(attorneys), staff()];
      await LegalCase.update({ staffId: to }, { where: { staffId: from } });
      return;
    }
    case 4:
      await LegalCase.update(
        { priority: random.one(PRIORITIES), caseType: random.one(TYPES) },
        { where: { id: anyCase() } },
      );
      return;
    case 5:
      // A closing on another day, as a raw statement writes it.
      await exec("UPDATE cases SET status = :status, updated_at = :at WHERE id = :id", {
        status: random.one(STATUSES),
        at: someDay(random),
        id: anyCase(),
      });
      return;
    case 6:
      await (await LegalCase.findByPk(anyCase()))!.destroy();
      return;
    case 7:
      await LegalCase.destroy({ where: { id: [anyCase(), anyCase()] } });
      return;
    case 8: {
      const row = await FormSubmission.create({
        formId: random.one([CONSULTATION_FORM_ID, otherFormId]),
        submitterEmail: "visitor@example.test",
        submitterName: "A Visitor",
        data: {},
        caseId: random.below(2) ? anyCase() : null,
      });
      if (random.below(2)) await row.update({ caseId: anyCase() });
      return;
    }
    case 9:
      await IntakeSession.create({ clientId: client.id, caseId: anyCase(), status: "complete" });
      return;
    default: {
      // A submission or an intake unlinked or removed: the case's source falls back.
      const [submission] = await query<{ id: number }>(
        "SELECT id FROM form_submissions WHERE case_id IS NOT NULL ORDER BY id DESC LIMIT 1",
      );
      if (submission && random.below(2)) {
        await FormSubmission.update({ caseId: null }, { where: { id: submission.id } });
      } else {
        await IntakeSession.destroy({ where: { caseId: anyCase() } });
      }
    }
  }
}

describe("the analytics' rollups", () => {
  it("equal the rows after every random sequence of changes, and a rebuild writes the same", async () => {
    for (let seed = 1; seed <= 6; seed += 1) {
      const random = randomFrom(seed * 7919);
      for (let step = 0; step < 40; step += 1) await randomStep(random);
      const want = await expected();
      expect(await actual(), `sequence ${seed}`).toEqual(want);
      const work = await expectedOpenWork();
      expect(await actualOpenWork(), `sequence ${seed}`).toEqual(work);
      await rebuildDailyStats();
      expect(await actual(), `sequence ${seed}, rebuilt`).toEqual(want);
      expect(await actualOpenWork(), `sequence ${seed}, rebuilt`).toEqual(work);
    }
  });

  it("counts a case in one transaction with its change: a rolled-back change leaves them as they were", async () => {
    const before = await actual();
    await expect(
      sequelize.transaction(async (transaction) => {
        await LegalCase.create(
          {
            clientId: client.id,
            staffId: attorneys[0]!,
            title: "Roe v. Rollback",
            caseType: "Personal Injury",
            status: "active",
            priority: "low",
            description: "Never kept.",
          },
          { transaction },
        );
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");
    expect(await actual()).toEqual(before);
  });
});

/** A duration rounded down to two significant figures (the histograms' buckets). */
const bucketOf = (seconds: number) => {
  const width = seconds < 100 ? 1 : 10 ** (String(seconds).length - 2);
  return seconds - (seconds % width);
};

/** What daily_responses should hold, counted from the messages, requests and intakes. */
async function expectedResponses() {
  const messages = await query<Raw>("SELECT id, case_id, type, created_at FROM communications");
  const at = (value: unknown) =>
    new Date(
      `${dayOf(value)}T${String(value instanceof Date ? value.toISOString() : value).slice(11, 23)}Z`,
    ).getTime();
  const firstReply = (caseId: unknown, after: number) => {
    const replies = messages
      .filter(
        (m) =>
          m.type === "received" && Number(m.case_id) === Number(caseId) && at(m.created_at) > after,
      )
      .map((m) => at(m.created_at));
    return replies.length ? Math.min(...replies) : null;
  };
  const samples: Array<[string, unknown, number | null]> = [];
  for (const m of messages) {
    if (m.type === "sent")
      samples.push(["message", m.created_at, firstReply(m.case_id, at(m.created_at))]);
  }
  for (const i of await query<Raw>(
    "SELECT case_id, updated_at FROM intake_sessions WHERE status = 'complete'",
  )) {
    samples.push([
      "intake",
      i.updated_at,
      i.case_id === null ? null : firstReply(i.case_id, at(i.updated_at)),
    ]);
  }
  for (const s of await query<Raw>(
    "SELECT created_at, reviewed_at FROM form_submissions WHERE form_id = :form",
    { form: CONSULTATION_FORM_ID },
  )) {
    samples.push(["consultation", s.created_at, s.reviewed_at === null ? null : at(s.reviewed_at)]);
  }
  const rows = new Map<string, [number, number]>();
  for (const [channel, asked, answered] of samples) {
    const seconds =
      answered === null ? null : Math.max(0, Math.round((answered - at(asked)) / 1000));
    const key = `${channel}|${dayOf(asked)}|${seconds === null ? -1 : bucketOf(seconds)}`;
    const [n, total] = rows.get(key) ?? [0, 0];
    rows.set(key, [n + 1, total + (seconds ?? 0)]);
  }
  return [...rows].sort();
}

async function actualResponses() {
  const rows = await query<Raw>(
    "SELECT channel, day, bucket, n, seconds FROM daily_responses WHERE n <> 0",
  );
  return rows
    .map(
      (r) =>
        [
          `${String(r.channel)}|${dayOf(r.day)}|${Number(r.bucket)}`,
          [Number(r.n), Number(r.seconds)],
        ] as [string, [number, number]],
    )
    .sort();
}

describe("the response-time histograms", () => {
  it("equal the rows after random conversations, reviews and intakes, and a rebuild writes the same", async () => {
    const random = randomFrom(104_729);
    const cases = [];
    for (let i = 0; i < 5; i += 1)
      cases.push(await buildCase({ client, staffId: random.one(attorneys) }));
    // Time moves forward a few seconds to a few days at each step, from 2013 on.
    let now = Date.UTC(2013, 0, 1, 9);
    for (let step = 0; step < 120; step += 1) {
      now += random.one([7, 95, 1_234, 40_000, 250_000]) * 1000 + random.below(1000);
      const createdAt = new Date(now);
      const legalCase = random.one(cases);
      const kind = random.below(10);
      if (kind < 4) {
        await Communication.create({
          caseId: legalCase.id,
          type: "sent",
          subject: "Hi",
          content: "A question.",
          senderId: null,
          createdAt,
        });
      } else if (kind < 7) {
        await Communication.create({
          caseId: legalCase.id,
          type: random.one(["received", "system"] as const),
          subject: "Re",
          content: "An answer.",
          senderId: null,
          createdAt,
        });
      } else if (kind === 7) {
        await FormSubmission.create({
          formId: CONSULTATION_FORM_ID,
          submitterEmail: "visitor@example.test",
          submitterName: "A Visitor",
          data: {},
          createdAt,
        });
        const [open] = await query<{ id: number }>(
          "SELECT id FROM form_submissions WHERE form_id = :form AND reviewed_at IS NULL ORDER BY id LIMIT 1",
          { form: CONSULTATION_FORM_ID },
        );
        if (open && random.below(2)) {
          await FormSubmission.update(
            { reviewedAt: new Date(now + 3_600_000), reviewedBy: random.one(attorneys) },
            { where: { id: open.id } },
          );
        }
      } else if (kind === 8) {
        const intake = await IntakeSession.create({
          clientId: client.id,
          caseId: legalCase.id,
          status: "active",
        });
        await exec(
          "UPDATE intake_sessions SET status = 'complete', updated_at = :at WHERE id = :id",
          { at: createdAt, id: intake.id },
        );
      } else {
        await LegalCase.update({ staffId: random.one(attorneys) }, { where: { id: legalCase.id } });
      }
    }
    const want = await expectedResponses();
    expect(want.length).toBeGreaterThan(20);
    expect(await actualResponses()).toEqual(want);
    await rebuildDailyStats();
    expect(await actualResponses()).toEqual(want);
  });
});

/** What the tasks' rollups should hold, counted from the tasks. */
async function expectedTasks() {
  const tasks = await query<Raw>("SELECT assigned_to, status, due_date, updated_at FROM tasks");
  const tally = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);
  const daily = new Map<string, number>();
  const statuses = new Map<string, number>();
  for (const t of tasks) {
    const due = t.due_date === null ? null : dayOf(t.due_date);
    for (const key of [0, t.assigned_to === null ? -1 : Number(t.assigned_to)]) {
      tally(statuses, `${key}|${String(t.status)}`);
      if (t.status === "completed") {
        const done = dayOf(t.updated_at);
        const outcome = due === null ? "no_due" : done <= due ? "on_time" : "late";
        tally(daily, `${key}|task_done|${done}|${outcome}`);
      } else if (due !== null) {
        tally(daily, `${key}|task_due|${due}|`);
      }
    }
  }
  return { daily: [...daily].sort(), statuses: [...statuses].sort() };
}

const actualTasks = () => actual("tasks");

const TASK_STATUSES: TaskStatus[] = ["pending", "in_progress", "completed"];
const OPEN_CASE = new Set(["active", "pending", "on_hold"]);

/** Each attorney's open cases and open tasks, counted from the rows, as open_work holds them. */
async function expectedOpenWork() {
  const held = new Map<number, [number, number]>();
  const add = (holder: unknown, at: 0 | 1) => {
    if (holder === null) return;
    const row = held.get(Number(holder)) ?? [0, 0];
    row[at] += 1;
    held.set(Number(holder), row);
  };
  for (const c of await query<Raw>("SELECT staff_id, status FROM cases"))
    if (OPEN_CASE.has(String(c.status))) add(c.staff_id, 0);
  for (const t of await query<Raw>("SELECT assigned_to, status FROM tasks"))
    if (t.status !== "completed") add(t.assigned_to, 1);
  return [...held].sort((a, b) => a[0] - b[0]);
}

async function actualOpenWork() {
  const rows = await query<Raw>(
    "SELECT staff_id, cases, tasks FROM open_work WHERE cases <> 0 OR tasks <> 0 ORDER BY staff_id",
  );
  return rows.map((r) => [Number(r.staff_id), [Number(r.cases), Number(r.tasks)]]);
}

/** One random thing done to the tasks: through the model, in bulk, and as raw SQL writes it. */
async function randomTaskStep(random: ReturnType<typeof randomFrom>) {
  const ids = (await query<{ id: number }>("SELECT id FROM tasks ORDER BY id")).map((r) =>
    Number(r.id),
  );
  const anyTask = () => random.one(ids);
  const assignee = () => random.one([...attorneys, null]);
  const dueDate = () => random.one([null, ...["2012-01-20", "2012-02-05", "2012-02-28"]]);
  // Made twice as often as anything else, so a sequence keeps some.
  switch (ids.length < 3 ? 0 : random.below(9)) {
    case 0:
    case 8:
      await buildTask({
        assignedTo: assignee(),
        status: random.one(TASK_STATUSES),
        dueDate: dueDate(),
      });
      return;
    case 1:
      await (await Task.findByPk(anyTask()))!.update({ status: random.one(TASK_STATUSES) });
      return;
    case 2:
      await (await Task.findByPk(anyTask()))!.update({ assignedTo: assignee() });
      return;
    case 3:
      await Task.update(
        { assignedTo: assignee() },
        { where: { assignedTo: random.one(attorneys) } },
      );
      return;
    case 4:
      await Task.update({ dueDate: dueDate() }, { where: { id: anyTask() } });
      return;
    case 5:
      // Completed (or reopened, or touched) on a day of its own, as a raw statement writes it.
      await exec("UPDATE tasks SET status = :status, updated_at = :at WHERE id = :id", {
        status: random.one(TASK_STATUSES),
        at: someDay(random),
        id: anyTask(),
      });
      return;
    case 6:
      await (await Task.findByPk(anyTask()))!.destroy();
      return;
    case 7:
      await Task.destroy({ where: { id: [anyTask(), anyTask()] } });
  }
}

describe("the tasks' rollups", () => {
  it("equal the tasks after every random sequence of changes, and a rebuild writes the same", async () => {
    let counted = 0;
    for (let seed = 1; seed <= 6; seed += 1) {
      const random = randomFrom(seed * 6151);
      for (let step = 0; step < 40; step += 1) await randomTaskStep(random);
      const want = await expectedTasks();
      counted += want.daily.length;
      expect(await actualTasks(), `sequence ${seed}`).toEqual(want);
      const work = await expectedOpenWork();
      expect(await actualOpenWork(), `sequence ${seed}`).toEqual(work);
      await rebuildDailyStats();
      expect(await actualTasks(), `sequence ${seed}, rebuilt`).toEqual(want);
      expect(await actualOpenWork(), `sequence ${seed}, rebuilt`).toEqual(work);
    }
    // The sequences left tasks due, done on time, late and undated to count.
    expect(counted).toBeGreaterThan(20);
  });
});

describe("cases' awaiting_since (Needs you's waiting messages)", () => {
  /** Each case's wait, counted here from its messages: the client's first after the firm's last. */
  async function expectedWaits() {
    const messages = await query<Raw>("SELECT case_id, type, created_at FROM communications");
    const at = (value: unknown) => asDate(value)!.getTime();
    const waits: Array<[number, number | null]> = [];
    for (const { id } of await query<{ id: number }>("SELECT id FROM cases ORDER BY id")) {
      const mine = messages.filter((m) => Number(m.case_id) === Number(id));
      const replies = mine.filter((m) => m.type === "received").map((m) => at(m.created_at));
      const lastReply = replies.length ? Math.max(...replies) : -Infinity;
      const after = mine
        .filter((m) => m.type === "sent" && at(m.created_at) > lastReply)
        .map((m) => at(m.created_at));
      waits.push([Number(id), after.length ? Math.min(...after) : null]);
    }
    return waits;
  }

  const actualWaits = async () =>
    (await query<Raw>("SELECT id, awaiting_since FROM cases ORDER BY id")).map(
      (r) =>
        [Number(r.id), r.awaiting_since === null ? null : asDate(r.awaiting_since)!.getTime()] as [
          number,
          number | null,
        ],
    );

  it("equals the messages after random conversations, edits, moves and deletions", async () => {
    const random = randomFrom(15_485_863);
    const cases = [];
    for (let i = 0; i < 4; i += 1) cases.push(await buildCase({ client, staffId: attorneys[0]! }));
    const when = () => new Date(Date.UTC(2014, 0, 1 + random.below(20), random.below(24)));
    for (let step = 0; step < 150; step += 1) {
      const ids = (await query<{ id: number }>("SELECT id FROM communications")).map((r) =>
        Number(r.id),
      );
      const kind = ids.length < 3 ? 0 : random.below(6);
      if (kind <= 1) {
        await Communication.create({
          caseId: random.one(cases).id,
          type: random.one(["sent", "sent", "received", "system"] as const),
          subject: "Hi",
          content: "A message.",
          senderId: null,
          createdAt: when(),
        });
      } else if (kind === 2) {
        await exec("UPDATE communications SET created_at = :at WHERE id = :id", {
          at: when(),
          id: random.one(ids),
        });
      } else if (kind === 3) {
        await Communication.update(
          { type: random.one(["sent", "received", "system"] as const) },
          { where: { id: random.one(ids) } },
        );
      } else if (kind === 4) {
        await Communication.update(
          { caseId: random.one(cases).id },
          { where: { id: random.one(ids) } },
        );
      } else {
        await Communication.destroy({ where: { id: random.one(ids) } });
      }
      if (step % 25 === 24)
        expect(await actualWaits(), `step ${step}`).toEqual(await expectedWaits());
    }
    const waits = await expectedWaits();
    expect(waits.some(([, since]) => since !== null)).toBe(true);
    // Forgotten, then counted again by the rebuild.
    await exec("UPDATE cases SET awaiting_since = NULL", {});
    await rebuildDailyStats();
    expect(await actualWaits()).toEqual(waits);
  });
});

describe("events' staff_id (the attorney of their case, for one attorney's dates)", () => {
  const mismatched = async () => {
    const rows = [];
    for (const table of ["calendar_events", "case_events"]) {
      rows.push(
        ...(await query<Raw>(
          `SELECT '${table}' AS t, e.id, e.staff_id, k.staff_id AS holder
           FROM ${table} e JOIN cases k ON k.id = e.case_id
           WHERE COALESCE(e.staff_id, -1) <> COALESCE(k.staff_id, -1)`,
        )),
      );
    }
    return rows;
  };

  it("follows the case through new events, moved events and reassignments, one by one and in bulk", async () => {
    const random = randomFrom(32_452_843);
    const cases = [];
    for (let i = 0; i < 4; i += 1)
      cases.push((await buildCase({ client, staffId: random.one([...attorneys, null]) })).id);
    for (let step = 0; step < 80; step += 1) {
      const kind = random.below(6);
      if (kind === 0) {
        await CalendarEvent.create({
          caseId: random.one(cases),
          type: "hearing",
          title: "A hearing",
          startsAt: new Date(Date.UTC(2015, 0, 1 + random.below(28), 9)),
          endsAt: null,
          allDay: false,
          location: null,
          confirmed: true,
          explanation: null,
          createdBy: null,
        });
      } else if (kind === 1) {
        await CaseEvent.create({
          caseId: random.one(cases),
          title: "A filing",
          description: "",
          eventType: "filed",
          sharedWithClient: false,
          occurredAt: new Date(Date.UTC(2015, 1, 1 + random.below(28))),
        });
      } else if (kind === 2) {
        await (await LegalCase.findByPk(random.one(cases)))!.update({
          staffId: random.one([...attorneys, null]),
        });
      } else if (kind === 3) {
        await LegalCase.update(
          { staffId: random.one(attorneys) },
          { where: { staffId: random.one([...attorneys]) } },
        );
      } else {
        const table = kind === 4 ? "calendar_events" : "case_events";
        const [event] = await query<{ id: number }>(
          `SELECT id FROM ${table} ORDER BY id DESC LIMIT 1`,
        );
        if (event)
          await exec(`UPDATE ${table} SET case_id = :caseId WHERE id = :id`, {
            caseId: random.one(cases),
            id: event.id,
          });
      }
      if (step % 20 === 19) expect(await mismatched(), `step ${step}`).toEqual([]);
    }
    const [held] = await query<{ n: number }>(
      "SELECT COUNT(*) AS n FROM calendar_events WHERE staff_id IS NOT NULL",
    );
    expect(Number(held!.n)).toBeGreaterThan(0);
    // Forgotten, then copied again by the rebuild.
    for (const table of ["calendar_events", "case_events"])
      await exec(`UPDATE ${table} SET staff_id = NULL`, {});
    expect((await mismatched()).length).toBeGreaterThan(0);
    await rebuildDailyStats();
    expect(await mismatched()).toEqual([]);
  });
});

describe("the calendar's day counts (the month grid's totals)", () => {
  /** Each (day, type)'s count, from the events. */
  const expectedCounts = async () => {
    const counts = new Map<string, number>();
    for (const row of await query<Raw>("SELECT day, type FROM calendar_events")) {
      const key = `${dayOf(row.day)}|${String(row.type)}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    return [...counts].sort();
  };
  const actualCounts = async () =>
    (await query<Raw>("SELECT day, type, n FROM calendar_day_counts WHERE n <> 0"))
      .map((r) => [`${dayOf(r.day)}|${String(r.type)}`, Number(r.n)] as [string, number])
      .sort();

  it("equal the events after random writes, moves, retypes and deletions, and a rebuild writes the same", async () => {
    const random = randomFrom(49_979_687);
    const cases = [];
    for (let i = 0; i < 3; i += 1)
      cases.push((await buildCase({ client, staffId: random.one(attorneys) })).id);
    const type = () => random.one(CALENDAR_EVENT_TYPES);
    // A few days only, so events meet on them and leave them.
    const day = () => `2016-03-0${1 + random.below(5)}`;
    const start = () => new Date(Date.UTC(2016, 2, 1 + random.below(5), 8 + random.below(10)));
    for (let step = 0; step < 160; step += 1) {
      const ids = (await query<{ id: number }>("SELECT id FROM calendar_events")).map((r) =>
        Number(r.id),
      );
      const kind = ids.length < 4 ? random.below(2) : random.below(10);
      if (kind === 0) {
        await buildCalendarEvent({ caseId: random.one(cases), startsAt: start(), type: type() });
      } else if (kind === 1) {
        const at = start();
        await exec(
          `INSERT INTO calendar_events (case_id, type, title, starts_at, all_day, day, zone,
             shared_with_client, confirmed, reminder_days, created_at, updated_at)
           VALUES (:caseId, :type, 'Written in SQL', :at, 0, :day, 'UTC', 0, 1, '7,1', :at, :at)`,
          { caseId: random.one(cases), type: type(), at, day: day() },
        );
      } else if (kind === 2) {
        await (await CalendarEvent.findByPk(random.one(ids)))!.update({ type: type() });
      } else if (kind === 3) {
        // Moved to another day by its start (the model places it again).
        await (await CalendarEvent.findByPk(random.one(ids)))!.update({ startsAt: start() });
      } else if (kind === 4) {
        await exec("UPDATE calendar_events SET day = :day WHERE id = :id", {
          day: day(),
          id: random.one(ids),
        });
      } else if (kind === 5) {
        await exec("UPDATE calendar_events SET day = :day, type = :type WHERE id IN (:ids)", {
          day: day(),
          type: type(),
          ids: [random.one(ids), random.one(ids)],
        });
      } else if (kind === 6) {
        await CalendarEvent.update({ type: type() }, { where: { caseId: random.one(cases) } });
      } else if (kind === 7) {
        // A change that moves nothing counted.
        await exec("UPDATE calendar_events SET title = 'Renamed' WHERE id = :id", {
          id: random.one(ids),
        });
      } else if (kind === 8) {
        await (await CalendarEvent.findByPk(random.one(ids)))!.destroy();
      } else {
        await exec("DELETE FROM calendar_events WHERE id IN (:ids)", {
          ids: [random.one(ids), random.one(ids)],
        });
      }
      if (step % 20 === 19)
        expect(await actualCounts(), `step ${step}`).toEqual(await expectedCounts());
    }
    const want = await expectedCounts();
    expect(want.length).toBeGreaterThan(3);
    await rebuildDailyStats();
    expect(await actualCounts(), "rebuilt").toEqual(want);
    // Forgotten, then counted again by the rebuild.
    await exec("DELETE FROM calendar_day_counts", {});
    await rebuildDailyStats();
    expect(await actualCounts(), "forgotten, rebuilt").toEqual(want);
  });
});
