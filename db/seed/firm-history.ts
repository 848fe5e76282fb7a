import type { CreationAttributes, Transaction } from "sequelize";
import {
  Communication,
  FormSubmission,
  IntakeSession,
  LegalCase,
  Task,
  User,
} from "~/models/index.server";
import type { CaseStatus, PracticeArea, Priority } from "~/utils/domain";
import { consultationRequest } from "./consultation-request";
import { seededRandom } from "./seeded-random";

/**
 * A year of the demo firm's past work (issue 13), so the analytics screen has something to say:
 * cases opened month by month (a little busier lately) by three attorneys other than the demo
 * one, from consultation requests, AI intakes and the attorneys themselves; client messages and
 * the firm's answers; tasks done on time or late; requests reviewed or converted. It is all the
 * colleagues' and their clients', none older than 12 months nor newer than 10 days: the demo
 * attorney's and client's own screens, and the dashboard's deadlines, stay as the spec shows them.
 * The same rows on every install: a fixed-seed generator, not Math.random.
 */

const DAY_MS = 24 * 60 * 60_000;
const HOUR_MS = 60 * 60_000;

export interface HistoryContext {
  transaction: Transaction;
  lockedPasswordHash: string;
  /** The attorney of the demo's colleague case (Riley Chen), one of the history's three. */
  colleague: User;
  now: number;
}

export const ATTORNEYS = [
  { firstName: "Avery", lastName: "Patel", email: "avery.patel@demo.test" },
  { firstName: "Morgan", lastName: "Brooks", email: "morgan.brooks@demo.test" },
];

export const CLIENTS = [
  ["Dana", "Nguyen"],
  ["Marcus", "Webb"],
  ["Elena", "Petrova"],
  ["Tomás", "Herrera"],
  ["Grace", "Kim"],
  ["Omar", "Haddad"],
  ["Lucy", "Fischer"],
  ["Isaac", "Mensah"],
  ["Hannah", "Berg"],
  ["Victor", "Alvarez"],
  ["Nora", "Walsh"],
  ["Kofi", "Boateng"],
  ["Ines", "Duarte"],
  ["Paul", "Lindqvist"],
  ["Mei", "Tanaka"],
  ["Rosa", "Marquez"],
] as const;

/** A history client's email: `tomas.herrera@demo.test`. */
export const historyClientEmail = (firstName: string, lastName: string) =>
  `${firstName.normalize("NFD").replace(/[^A-Za-z]/g, "")}.${lastName}@demo.test`.toLowerCase();

/** The consultation requests answered without a case come from this many visitors, numbered. */
export const HISTORY_VISITORS = 18;
export const historyVisitorEmail = (index: number) => `visitor${index + 1}@example.com`;

/** Each practice area's share of the firm's work, and what its matters are called. */
const MATTERS: Record<Exclude<PracticeArea, "Other">, { weight: number; titles: string[] }> = {
  "Personal Injury": { weight: 8, titles: ["Car Accident Claim", "Slip and Fall Claim"] },
  Family: { weight: 5, titles: ["Custody Arrangement", "Divorce Settlement"] },
  Employment: { weight: 5, titles: ["Wrongful Termination", "Unpaid Overtime"] },
  "Estate Planning": { weight: 3, titles: ["Will and Trust", "Probate of Estate"] },
  "Real Estate and Landlord–Tenant": { weight: 3, titles: ["Lease Dispute", "Eviction Defence"] },
  Immigration: { weight: 2, titles: ["Work Visa Application", "Family Visa Petition"] },
  "Business and Contracts": { weight: 2, titles: ["Supplier Contract Dispute"] },
  Criminal: { weight: 1, titles: ["DUI Defence"] },
  "Bankruptcy and Debt": { weight: 1, titles: ["Chapter 7 Filing"] },
};

const CLIENT_MESSAGES = [
  "Is there any news on my case? I have not heard anything since last week.",
  "I found the receipts you asked for. Should I bring them in or upload them?",
  "The other side's insurer called me again. What should I tell them?",
  "Can we move our meeting to Thursday afternoon?",
];
const FIRM_REPLIES = [
  "Thank you for your message. We are waiting on the other side's reply and will update you by Friday.",
  "Please upload them to your portal; we will review them this week.",
  "Please do not speak with them; refer them to us. We will call you today.",
  "Thursday at 2 pm works. We have updated the appointment.",
];

export async function seedFirmHistory(context: HistoryContext): Promise<void> {
  const { transaction, lockedPasswordHash, colleague, now } = context;
  const random = seededRandom(13);
  const ago = (days: number) => new Date(now - days * DAY_MS);
  const day = (date: Date) => date.toISOString().slice(0, 10);
  const cap = (date: Date) => new Date(Math.min(date.getTime(), now - DAY_MS));

  const attorneys = [colleague];
  for (const person of ATTORNEYS) {
    attorneys.push(
      await User.create(
        { ...person, passwordHash: lockedPasswordHash, role: "staff", createdAt: ago(400) },
        { transaction },
      ),
    );
  }
  const clients: User[] = [];
  for (const [firstName, lastName] of CLIENTS) {
    clients.push(
      await User.create(
        {
          firstName,
          lastName,
          email: historyClientEmail(firstName, lastName),
          passwordHash: lockedPasswordHash,
          role: "client",
          createdAt: ago(380),
        },
        { transaction },
      ),
    );
  }

  const communications: Array<CreationAttributes<Communication>> = [];
  const tasks: Array<CreationAttributes<Task>> = [];
  const submissions: Array<CreationAttributes<FormSubmission>> = [];
  const intakes: Array<CreationAttributes<IntakeSession>> = [];
  const weights = Object.fromEntries(
    Object.entries(MATTERS).map(([area, matter]) => [area, matter.weight]),
  ) as Record<keyof typeof MATTERS, number>;

  // Twelve months back from 10 days ago: four cases a month a year ago, seven lately.
  const opened: number[] = [];
  for (let month = 11; month >= 0; month--) {
    const count = 4 + Math.round(((11 - month) * 3) / 11);
    for (let i = 0; i < count; i++) opened.push(10 + month * 29 + random.between(0, 29));
  }

  for (const [index, days] of opened.entries()) {
    const createdAt = ago(days);
    const client = clients[index % clients.length];
    const attorney = attorneys[index % attorneys.length];
    const caseType = random.weighted(weights);
    const old = days > 120;
    const status: CaseStatus = old
      ? random.weighted({ completed: 8, active: 2, on_hold: 1 })
      : random.weighted({ active: 8, on_hold: 1, completed: 1 });
    const finished = status === "completed";
    const updatedAt = finished
      ? cap(new Date(createdAt.getTime() + random.between(20, 110) * DAY_MS))
      : cap(new Date(createdAt.getTime() + random.between(1, 10) * DAY_MS));
    const priority: Priority = random.weighted({ urgent: 1, high: 3, medium: 5, low: 2 });
    const legalCase = await LegalCase.create(
      {
        clientId: client.id,
        staffId: attorney.id,
        title: `${client.lastName} ${random.one(MATTERS[caseType].titles)}`,
        caseType,
        status,
        priority,
        description: `${caseType} matter for ${client.firstName} ${client.lastName}.`,
        createdAt,
        updatedAt,
      },
      { transaction, silent: true },
    );

    // Where it came from: a consultation request converted, an AI intake, or the attorney.
    const source = random.weighted({ consultation: 3, intake: 3, staff: 4 });
    if (source === "consultation") {
      const asked = new Date(createdAt.getTime() - random.between(2, 40) * HOUR_MS);
      submissions.push(
        consultationRequest(
          client,
          { incidentDescription: `I need advice about a ${caseType.toLowerCase()} matter.` },
          {
            reviewedAt: createdAt,
            reviewedBy: attorney.id,
            caseId: legalCase.id,
            convertedAt: createdAt,
            ipAddress: "203.0.113.50",
            createdAt: asked,
          },
        ),
      );
    } else if (source === "intake") {
      const completed = new Date(createdAt.getTime() - random.between(0.1, 1) * HOUR_MS);
      intakes.push({
        clientId: client.id,
        caseId: legalCase.id,
        status: "complete",
        extractedData: {
          personalInfo: { firstName: client.firstName, lastName: client.lastName },
          legalMatter: { caseType, urgency: priority, description: legalCase.description },
        },
        createdAt: new Date(completed.getTime() - 20 * 60_000),
        updatedAt: completed,
      });
      // The firm's first word after an intake: a message within hours to a couple of days.
      communications.push({
        caseId: legalCase.id,
        type: "received",
        subject: "We have your intake",
        content: `${attorney.firstName} ${attorney.lastName} will handle your case and will call you to go over the details.`,
        senderId: attorney.id,
        readAt: null,
        createdAt: new Date(completed.getTime() + random.between(1, 40) * HOUR_MS),
      });
    }

    // Client messages and the firm's answers: mostly the same day, now and then days later.
    const lastDay = finished ? updatedAt.getTime() : now - DAY_MS;
    const exchanges = 1 + Math.floor(random.next() * 3);
    for (let e = 0; e < exchanges; e++) {
      const sent = createdAt.getTime() + random.between(0.1, 0.9) * (lastDay - createdAt.getTime());
      const wait = random.next() < 0.8 ? random.between(0.3, 8) : random.between(20, 80);
      const i = Math.floor(random.next() * CLIENT_MESSAGES.length);
      communications.push({
        caseId: legalCase.id,
        type: "sent",
        subject: "A question about my case",
        content: CLIENT_MESSAGES[i],
        senderId: client.id,
        readAt: new Date(sent + Math.min(wait, 1) * HOUR_MS),
        createdAt: new Date(sent),
      });
      if (sent + wait * HOUR_MS < now - DAY_MS) {
        communications.push({
          caseId: legalCase.id,
          type: "received",
          subject: "Re: A question about my case",
          content: FIRM_REPLIES[i],
          senderId: attorney.id,
          readAt: null,
          createdAt: new Date(sent + wait * HOUR_MS),
        });
      }
    }

    // Tasks: done ones on time or a few days late; open ones due well after the demo's deadlines.
    const taskCount = 1 + Math.floor(random.next() * 2);
    for (let t = 0; t < taskCount; t++) {
      const done = finished || random.next() < 0.5;
      const taskCreated = new Date(createdAt.getTime() + (t + 1) * DAY_MS);
      const due = new Date(taskCreated.getTime() + random.between(7, 30) * DAY_MS);
      const late = random.next() < 0.25;
      tasks.push({
        title: t === 0 ? "Gather the client's documents" : "Draft and send the demand letter",
        description: null,
        priority,
        status: done ? "completed" : random.next() < 0.5 ? "pending" : "in_progress",
        dueDate: done ? day(cap(due)) : day(ago(-(45 + random.between(0, 75)))),
        assignedTo: attorney.id,
        caseId: legalCase.id,
        createdBy: attorney.id,
        createdAt: taskCreated,
        updatedAt: done
          ? cap(
              new Date(
                due.getTime() + (late ? random.between(1, 6) : -random.between(0, 5)) * DAY_MS,
              ),
            )
          : taskCreated,
      });
    }
  }

  // Consultation requests the firm answered without opening a case (a referral, say).
  for (let i = 0; i < HISTORY_VISITORS; i++) {
    const asked = ago(12 + random.between(0, 340));
    const [firstName, lastName] = random.one(CLIENTS);
    const visitor = { firstName, lastName, email: historyVisitorEmail(i) };
    submissions.push(
      consultationRequest(
        visitor,
        { incidentDescription: "I would like to know whether I have a claim." },
        {
          reviewedAt: new Date(asked.getTime() + random.between(1, 30) * HOUR_MS),
          reviewedBy: random.one(attorneys).id,
          ipAddress: "198.51.100.60",
          createdAt: asked,
        },
      ),
    );
  }

  const bulk = { transaction, validate: false, hooks: false };
  await Communication.bulkCreate(communications, bulk);
  await Task.bulkCreate(tasks, bulk);
  await FormSubmission.bulkCreate(submissions, bulk);
  await IntakeSession.bulkCreate(intakes, bulk);
  // Inserted without hooks: when the firm first answered is written here (issue 39).
  await Communication.markAnswered(
    [...new Set(communications.map((message) => Number(message.caseId)))],
    transaction,
  );
}
