import type { CreationAttributes, Model, ModelStatic } from "sequelize";
import { rebuildDailyStats } from "~/services/analytics/daily-stats.server";
import {
  CalendarEvent,
  CaseEvent,
  ChatChannel,
  ChatChannelMember,
  ChatMessage,
  Communication,
  FormSubmission,
  KnowledgeArticle,
  LegalCase,
  Notification,
  Party,
  PartyKey,
  PerformanceMetric,
  Task,
  User,
} from "~/models/index.server";
import { calendarPlace } from "~/models/calendar-event.server";
import { nameKeys } from "~/services/name-matching.server";
import { hashPassword } from "~/services/password.server";
import { ENUMS, type CaseStatus, type TaskStatus } from "~/utils/domain";
import type { Role } from "~/utils/roles";
import { consultationRequest } from "../../db/seed/consultation-request";
import { seededRandom } from "../../db/seed/seeded-random";
import { insertRows } from "./insert-rows";
import { seedInjuryFiles } from "./seed-injury";
import { seedTrust } from "./seed-trust";

/**
 * A busy firm for the benchmark (issue 9): tens of thousands of cases and hundreds of thousands of
 * notifications and chat messages, so the lists the dashboard and the bell read are as long as a
 * real firm's. Rows go in through the models in batches, one transaction per table; every account
 * shares one password, hashed once. The same seed gives the same firm every time.
 */

/** Everyone signs in with this password; the first staff member and client are the known ones. */
export const FIRM_PASSWORD = "Bench-Firm-2026";
export const FIRM_ACCOUNTS = {
  admin: "admin@bench.test",
  staff: "staff@bench.test",
  client: "client@bench.test",
} as const;

/** Row counts at scale 1. */
const SIZE = {
  staff: 60,
  clients: 5_000,
  cases: 20_000,
  caseEventsPerCase: 10,
  notifications: 200_000,
  channels: 24,
  privateChannels: 6,
  chatMessages: 100_000,
  tasks: 6_000,
  submissions: 3_000,
  articles: 150,
  /** Besides each case's client: the other side, insurers, counsel and witnesses (issue 17). */
  otherParties: 30_000,
  /** Hearings, depositions and deadlines over two years around today (issue 38). */
  calendarEvents: 40_000,
};

const DAY = 86_400_000;

// prettier-ignore
const FIRST_NAMES = [
  "Avery", "Blake", "Carmen", "Dana", "Elena", "Farid", "Grace", "Hiro", "Imani", "Jonah",
  "Keiko", "Luis", "Maya", "Nikhil", "Olga", "Pedro", "Quinn", "Rosa", "Samir", "Tessa",
  "Umar", "Vera", "Wen", "Xavier", "Yara", "Zoe", "Amir", "Bianca", "Chen", "Diego",
];
// prettier-ignore
const LAST_NAMES = [
  "Adams", "Brooks", "Castillo", "Dubois", "Evans", "Fischer", "Garcia", "Haddad", "Ito",
  "Jensen", "Kowalski", "Lopez", "Mensah", "Nguyen", "Okafor", "Patel", "Quist", "Rossi",
  "Schmidt", "Tanaka", "Usman", "Varga", "Walsh", "Xu", "Yilmaz", "Zimmerman",
];
// prettier-ignore
const CASE_TYPES = [
  "Personal Injury", "Employment", "Family Law", "Real Estate", "Immigration",
  "Contract Dispute", "Estate Planning", "Workers' Compensation",
];
const OPPONENTS = [
  "Acme Logistics",
  "Harbor Insurance",
  "Northside Mall",
  "Metro Transit",
  "Apex Builders",
];
const CATEGORIES = ["Procedure", "Templates", "Research", "Client care", "Billing"];
// prettier-ignore
const SYLLABLES = [
  "ka", "lo", "mi", "ren", "dor", "vin", "sa", "tel", "bra", "quo", "nix", "har", "vel", "ton",
  "sen", "mar", "dal", "fe", "gor", "li", "wen", "pa", "rus", "by",
];
const ORGANISATION_WORDS = [
  "Logistics",
  "Builders",
  "Insurance",
  "Holdings",
  "Properties",
  "Medical",
];
const ORGANISATION_SUFFIXES = ["LLC", "Inc.", "Co.", "Ltd", "Corporation", ""];
const OTHER_ROLES = [
  "adverse_party",
  "adverse_party",
  "insurer",
  "adverse_counsel",
  "witness",
] as const;

/** The names a conflict check in the bench looks for (one exact, one misspelt, one unknown). */
export const CONFLICT_CHECK_NAMES = [
  "Keiko Dalrenmi",
  "Harvel Logistic LLC",
  "Zebulon Quarterfield",
];

export interface SeededFirm {
  staffCaseId: number;
  /** The firm's client trust account (issue 41). */
  trustAccountId: number;
  rows: Record<string, number>;
  seconds: number;
}

/**
 * The firm's history: the cases (each with its timeline events, its message and its client as a
 * party), the calendar's events and the team chat's messages. The rest is its people and what they
 * hold (attorneys, clients, notifications, tasks, ...).
 */
const HISTORY: ReadonlySet<keyof typeof SIZE> = new Set([
  "cases",
  "calendarEvents",
  "chatMessages",
]);

/**
 * Seeds the firm into a migrated, empty database. `scale` shrinks or grows every count;
 * `historyScale` (issue 39's growth run), when given, grows the history alone instead, so the
 * same 60 attorneys each hold longer lists.
 */
export async function seedFirm({
  scale = 1,
  historyScale = scale,
  now = Date.now(),
}: { scale?: number; historyScale?: number; now?: number } = {}): Promise<SeededFirm> {
  const started = performance.now();
  const random = seededRandom(2026);
  const size = Object.fromEntries(
    Object.entries(SIZE).map(([key, value]) => [
      key,
      key === "caseEventsPerCase"
        ? value
        : Math.max(
            2,
            Math.round(value * (HISTORY.has(key as keyof typeof SIZE) ? historyScale : scale)),
          ),
    ]),
  ) as typeof SIZE;
  const ago = (days: number) => new Date(now - days * DAY);
  const someTimeIn = (days: number) => ago(random.next() * days);
  const person = () => ({ firstName: random.one(FIRST_NAMES), lastName: random.one(LAST_NAMES) });
  const passwordHash = await hashPassword(FIRM_PASSWORD);

  // People: one administrator, the attorneys, then the clients.
  const people: Array<{ role: Role; email: string }> = [
    { role: "admin", email: FIRM_ACCOUNTS.admin },
    ...Array.from({ length: size.staff }, (_, i) => ({
      role: "staff" as const,
      email: i === 0 ? FIRM_ACCOUNTS.staff : `staff${i}@bench.test`,
    })),
    ...Array.from({ length: size.clients }, (_, i) => ({
      role: "client" as const,
      email: i === 0 ? FIRM_ACCOUNTS.client : `client${i}@bench.test`,
    })),
  ];
  const names: string[] = [];
  const userIds = await insertRows(User, people.length, (i) => {
    const createdAt = someTimeIn(3 * 365);
    const name = person();
    names.push(`${name.firstName} ${name.lastName}`);
    return { ...people[i], ...name, passwordHash, createdAt, updatedAt: createdAt };
  });
  const staff = userIds.slice(1, 1 + size.staff);
  const clients = userIds.slice(1 + size.staff);

  // Cases: every client has at least one; attorneys share them at random.
  const caseOpened: Date[] = [];
  const caseStaff: number[] = [];
  const caseIds = await insertRows(LegalCase, size.cases, (i) => {
    const createdAt = someTimeIn(3 * 365);
    caseOpened.push(createdAt);
    const { lastName } = person();
    // The known attorney's first case is the one the bench opens (/cases/{id}).
    caseStaff.push(i === 0 ? staff[0] : random.one(staff));
    return {
      clientId: clients[i % clients.length],
      staffId: caseStaff[i],
      title: `${lastName} v. ${random.one(OPPONENTS)}`,
      caseType: random.one(CASE_TYPES),
      status: random.weighted<CaseStatus>({
        active: 40,
        pending: 15,
        on_hold: 10,
        completed: 20,
        closed: 15,
        awaiting_acceptance: 2,
      }),
      priority: random.one(ENUMS.priority),
      description: "Client reports an incident; liability and damages are being assessed.",
      createdAt,
      updatedAt: new Date(Math.min(now, createdAt.getTime() + random.next() * 90 * DAY)),
    };
  });

  await seedParties(
    size,
    caseIds,
    (caseIndex) => names[1 + size.staff + (caseIndex % clients.length)],
    random,
  );

  const injuryFiles = await seedInjuryFiles(
    caseIds.map((id, i) => ({ id, opened: caseOpened[i], staffId: caseStaff[i] })),
    now,
  );

  const trust = await seedTrust(
    caseIds.map((id, i) => ({ id, opened: caseOpened[i], staffId: caseStaff[i] })),
    now,
  );

  const eventsPerCase = size.caseEventsPerCase;
  await insertRows(
    CaseEvent,
    caseIds.length * eventsPerCase,
    (i) => {
      const caseIndex = Math.floor(i / eventsPerCase);
      const opened = caseOpened[caseIndex].getTime();
      const first = i % eventsPerCase === 0;
      const at = new Date(first ? opened : opened + random.next() * (now - opened));
      return {
        caseId: caseIds[caseIndex],
        title: first ? "Case filed" : "Progress note",
        description: first ? "The complaint was filed with the court." : "Spoke with the client.",
        eventType: first ? "filed" : random.one(ENUMS.caseEventType),
        // One in four is the firm's internal note.
        sharedWithClient: first || random.next() < 0.75,
        createdBy: random.one(staff),
        occurredAt: at,
        createdAt: at,
      };
    },
    { returnIds: false },
  );

  // The calendar: events a year back to a year on, on cases at random (the known attorney's
  // share with them); one in ten all day (a deadline).
  const EVENT_KINDS = ["hearing", "deposition", "mediation", "meeting", "deadline"] as const;
  await insertRows(
    CalendarEvent,
    size.calendarEvents,
    (i) => {
      const allDay = i % 10 === 0;
      const at = new Date(now + (random.next() * 2 - 1) * 365 * DAY);
      const startsAt = allDay ? new Date(`${at.toISOString().slice(0, 10)}T00:00:00.000Z`) : at;
      const type = allDay ? "deadline" : random.one(EVENT_KINDS);
      return {
        caseId: caseIds[Math.floor(random.next() * caseIds.length)],
        type,
        title: type === "deadline" ? "Response due" : `${type[0]!.toUpperCase()}${type.slice(1)}`,
        startsAt,
        endsAt: allDay ? null : new Date(startsAt.getTime() + 3_600_000),
        allDay,
        // bulkCreate runs no hooks: the day as the firm's calendar (UTC, the default) places it.
        ...calendarPlace({ startsAt, allDay }, "UTC"),
        location: allDay ? null : "County courthouse, Dept. 4",
        sharedWithClient: random.next() < 0.3,
        confirmed: true,
        reminderDays: "7,1",
        explanation: null,
        createdBy: random.one(staff),
        createdAt: ago(400),
        updatedAt: ago(400),
      };
    },
    { returnIds: false },
  );

  await insertRows(
    Communication,
    caseIds.length,
    (i) => {
      const type = random.one(ENUMS.communicationType);
      const createdAt = new Date(caseOpened[i].getTime() + DAY);
      return {
        caseId: caseIds[i],
        type,
        subject: "Update on your case",
        content: "We reviewed the documents you sent and will be in touch about next steps.",
        senderId: type === "sent" ? clients[i % clients.length] : random.one(staff),
        // A client's message is unread at the firm one time in three.
        readAt: type === "sent" && random.next() < 1 / 3 ? null : createdAt,
        createdAt,
      };
    },
    { returnIds: false },
  );

  // Notifications: three in four go to attorneys; recent ones are more often still unread.
  await insertRows(
    Notification,
    size.notifications,
    (i) => {
      const forStaff = i % 4 !== 3;
      const days = random.next() * 365;
      const type = random.one(ENUMS.notificationType);
      return {
        userId: forStaff ? random.one(staff) : random.one(clients),
        type,
        title: type === "deadline" ? "Deadline approaching" : "Your case was updated",
        message: "Open the case to see what changed and what happens next.",
        isRead: random.next() < (days < 14 ? 0.5 : 0.97),
        actionUrl: forStaff ? "/dashboard" : "/client-portal",
        relatedCaseId: type === "case_update" || type === "deadline" ? random.one(caseIds) : null,
        createdAt: ago(days),
      };
    },
    { returnIds: false },
  );

  // Team chat: public channels, and private ones of eight attorneys (the known one in half).
  const channelIds = await insertRows(ChatChannel, size.channels, (i) => {
    const createdAt = ago(400 - i);
    return {
      channelName: i === 0 ? "general" : `team-${i}`,
      description: "Day-to-day coordination.",
      isPrivate: i >= size.channels - size.privateChannels,
      createdBy: staff[i % staff.length],
      createdAt,
      updatedAt: createdAt,
    };
  });
  const privateMembers = new Map<number, number[]>();
  for (const [offset, channelId] of channelIds.slice(-size.privateChannels).entries()) {
    const members = new Set<number>(offset % 2 === 0 ? [staff[0]] : []);
    while (members.size < Math.min(8, staff.length)) members.add(random.one(staff));
    privateMembers.set(channelId, [...members]);
  }
  const memberships = [...privateMembers].flatMap(([channelId, members]) =>
    members.map((userId) => ({ channelId, userId })),
  );
  await insertRows(ChatChannelMember, memberships.length, (i) => memberships[i], {
    returnIds: false,
  });
  // Busier channels first: channel k gets a share proportional to 1/(k+1).
  const channelWeights = Object.fromEntries(channelIds.map((id, k) => [id, 1 / (k + 1)]));
  await insertRows(
    ChatMessage,
    size.chatMessages,
    (i) => {
      const channelId = Number(random.weighted(channelWeights));
      const members = privateMembers.get(channelId) ?? staff;
      return {
        channelId,
        senderId: random.one(members),
        content: "Filed the motion this morning; the hearing is set for next week.",
        createdAt: new Date(now - ((size.chatMessages - i) / size.chatMessages) * 365 * DAY),
      };
    },
    { returnIds: false },
  );

  await insertRows(
    Task,
    size.tasks,
    () => {
      const status = random.weighted<TaskStatus>({ pending: 30, in_progress: 20, completed: 50 });
      const createdAt = someTimeIn(365);
      const due = status === "completed" ? -random.int(365) : random.int(110) - 20;
      return {
        title: "Prepare the discovery responses",
        description: "Draft, review with the client, then file.",
        priority: random.one(ENUMS.priority),
        status,
        dueDate: random.next() < 0.1 ? null : ago(-due).toISOString().slice(0, 10),
        assignedTo: random.one(staff),
        caseId: random.next() < 0.7 ? random.one(caseIds) : null,
        createdBy: random.one(staff),
        createdAt,
        updatedAt: new Date(Math.min(now, createdAt.getTime() + random.next() * 30 * DAY)),
      };
    },
    { returnIds: false },
  );

  await insertRows(
    FormSubmission,
    size.submissions,
    (i) => {
      const { firstName, lastName } = person();
      const days = random.next() * 730;
      const visitor = { firstName, lastName, email: `visitor${i}@example.com` };
      return consultationRequest(
        visitor,
        {
          phone: "(555) 010-0000",
          incidentDate: ago(days + 10)
            .toISOString()
            .slice(0, 10),
          incidentDescription: "I slipped on a wet floor in a shop and hurt my wrist.",
          injured: "yes",
        },
        {
          reviewedAt: days > 3 ? ago(days - 1) : null,
          reviewedBy: days > 3 ? random.one(staff) : null,
          ipAddress: "203.0.113.10",
          createdAt: ago(days),
        },
      );
    },
    { returnIds: false },
  );

  await insertRows(
    KnowledgeArticle,
    size.articles,
    (i) => {
      const createdAt = someTimeIn(730);
      return {
        title: `How we handle step ${i + 1} of a claim`,
        category: random.one(CATEGORIES),
        content: "Checklist, deadlines and the templates to use.",
        viewCount: random.int(500),
        authorId: random.one(staff),
        createdAt,
        updatedAt: createdAt,
      };
    },
    { returnIds: false },
  );

  // The Performance tab's current figures, then two years of monthly ones.
  const metrics: Array<CreationAttributes<PerformanceMetric>> = [
    ["avg_resolution_days", 41.5],
    ["client_satisfaction", 4.6],
    ["avg_response_hours", 3.2],
    ["active_cases", Math.round(size.cases * 0.4)],
  ].map(([metricType, value]) => ({
    metricType: String(metricType),
    period: "current",
    value: Number(value),
    recordedAt: new Date(now),
  }));
  for (let month = 24; month >= 1; month--) {
    const recordedAt = ago(month * 30);
    for (const metricType of ["case_resolution_rate", "billable_hours", "new_clients"]) {
      metrics.push({
        metricType,
        period: recordedAt.toISOString().slice(0, 7),
        value: Math.round(random.next() * 100_000) / 100,
        recordedAt,
      });
    }
  }
  await insertRows(PerformanceMetric, metrics.length, (i) => metrics[i], { returnIds: false });

  // Rows went in without hooks: when the firm first answered each message is written, and the
  // analytics' rollups counted, as a restore does (the triggers counted them as they came).
  await rebuildDailyStats();

  const counted = await Promise.all(
    (
      [
        ["users", User],
        ["cases", LegalCase],
        ["case events", CaseEvent],
        ["calendar events", CalendarEvent],
        ["communications", Communication],
        ["notifications", Notification],
        ["chat channels", ChatChannel],
        ["chat messages", ChatMessage],
        ["tasks", Task],
        ["form submissions", FormSubmission],
        ["articles", KnowledgeArticle],
        ["parties", Party],
        ["party name keys", PartyKey],
      ] as const
    ).map(async ([name, model]) => [name, await (model as ModelStatic<Model>).count()] as const),
  );
  return {
    /** A case of the known attorney's, for the case page's target. */
    staffCaseId: caseIds[0],
    trustAccountId: trust.accountId,
    rows: { ...Object.fromEntries(counted), ...(await injuryFiles.count()), ...trust.rows },
    seconds: (performance.now() - started) / 1000,
  };
}

/**
 * Each case's client as its party, and `otherParties` more across the cases: people and
 * organisations with made-up surnames (thousands of them, as a firm's history has), each with the
 * keys a conflict check looks it up by (issue 17). The bench's names are among them.
 */
async function seedParties(
  size: typeof SIZE,
  caseIds: number[],
  clientNameOf: (caseIndex: number) => string,
  random: ReturnType<typeof seededRandom>,
) {
  const surname = () =>
    Array.from({ length: 2 + Math.floor(random.next() * 2) }, () => random.one(SYLLABLES))
      .join("")
      .replace(/^./, (letter) => letter.toUpperCase());
  const otherName = (i: number) => {
    if (i === 0) return CONFLICT_CHECK_NAMES[0];
    if (i === 1) return "Harvel Logistics LLC";
    if (random.next() < 0.6) return `${random.one(FIRST_NAMES)} ${surname()}`;
    const suffix = random.one(ORGANISATION_SUFFIXES);
    return `${surname()} ${random.one(ORGANISATION_WORDS)}${suffix ? ` ${suffix}` : ""}`;
  };
  const total = caseIds.length + size.otherParties;
  const parties = Array.from({ length: total }, (_, i) => {
    const client = i < caseIds.length;
    const name = client ? clientNameOf(i) : otherName(i - caseIds.length);
    return {
      name,
      kind:
        !client &&
        / (?:LLC|Inc\.|Co\.|Ltd|Corporation|Logistics|Builders|Insurance|Holdings|Properties|Medical)$/.test(
          name,
        )
          ? ("organisation" as const)
          : ("person" as const),
      role: client ? ("client" as const) : random.one(OTHER_ROLES),
      caseId: client ? caseIds[i] : random.one(caseIds),
    };
  });
  const partyIds = await insertRows(Party, parties.length, (i) => parties[i]);
  const keys = parties.flatMap((party, i) =>
    nameKeys(party.name).map((nameKey) => ({ partyId: partyIds[i], nameKey })),
  );
  await insertRows(PartyKey, keys.length, (i) => keys[i], { returnIds: false });
}
