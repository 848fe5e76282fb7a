import type { Transaction } from "sequelize";
import {
  CaseEvent,
  ChatChannel,
  ChatChannelMember,
  ChatMessage,
  Communication,
  Document,
  Form,
  FormSubmission,
  KnowledgeArticle,
  LegalCase,
  Notification,
  PerformanceMetric,
  SharedResource,
  Task,
  User,
} from "~/models/index.server";
import { putFile } from "~/services/storage.server";
import { caseUrl, portalCaseUrl } from "~/utils/case-urls";
import { CONSULTATION_FORM_ID } from "~/utils/consultation-schema";
import { seedFirmHistory } from "./firm-history";
import { seedDemoConflict, seedParties } from "./parties";
import { simplePdf } from "./pdf";

export interface SeedContext {
  transaction: Transaction;
  admin: User;
  staff: User;
  client: User;
  /** The demo files, already in storage (storeDemoFiles), by file name. */
  files: StoredDemoFiles;
  /** For the demo's other people, who cannot sign in. */
  lockedPasswordHash: string;
}

type DemoPerson = "admin" | "staff" | "client";
const DEMO_NOTE = "A sample file of the Justice Streamlined demo; not a real legal document.";

/** The demo case's documents: each a small generated PDF, so the portal's downloads work. */
const DEMO_DOCUMENTS: Array<{
  fileName: string;
  uploadedBy: DemoPerson;
  days: number;
  lines: string[];
}> = [
  {
    fileName: "Complaint - Rivera v Metro Transit.pdf",
    uploadedBy: "staff",
    days: 112,
    lines: [
      "County Superior Court",
      "Casey Rivera, Plaintiff, v. Metro Transit Authority, Defendant",
      "Complaint for damages: personal injury (negligence of a common carrier).",
    ],
  },
  {
    fileName: "Medical Records - Westside Orthopaedics.pdf",
    uploadedBy: "client",
    days: 45,
    lines: [
      "Westside Orthopaedics - patient summary for Casey Rivera",
      "Diagnosis: fracture of the left distal radius; lumbar soft-tissue strain.",
      "Plan: cast for six weeks, then physiotherapy twice a week.",
    ],
  },
  {
    fileName: "Witness Statement - M. Chen.pdf",
    uploadedBy: "staff",
    days: 12,
    lines: [
      "Statement of M. Chen, passenger on the route 14 bus",
      "The bus braked hard at the Fifth Street stop before passengers were seated.",
      "I saw the woman in the aisle fall onto her left arm.",
    ],
  },
];

/** The team's shared resources, each a small generated PDF. */
const DEMO_RESOURCES: Array<{
  name: string;
  category: string;
  description: string;
  fileName: string;
  downloadCount: number;
  uploadedBy: DemoPerson;
  days: number;
}> = [
  {
    name: "Retainer Agreement Template",
    category: "Templates",
    description:
      "Standard contingency-fee retainer for personal-injury clients, with the clause guide notes.",
    fileName: "retainer-agreement-template.pdf",
    downloadCount: 34,
    uploadedBy: "admin",
    days: 80,
  },
  {
    name: "Discovery Checklist",
    category: "Checklists",
    description:
      "Interrogatories, document requests and deposition steps for transit and premises cases.",
    fileName: "discovery-checklist.pdf",
    downloadCount: 21,
    uploadedBy: "staff",
    days: 60,
  },
  {
    name: "Client Intake Guide",
    category: "Guides",
    description:
      "What to ask at the first consultation and which documents to request from new clients.",
    fileName: "client-intake-guide.pdf",
    downloadCount: 47,
    uploadedBy: "staff",
    days: 45,
  },
  {
    name: "Court Filing Deadlines",
    category: "Reference",
    description:
      "Quick reference of response periods, notice-of-claim limits and e-filing cut-off times.",
    fileName: "court-filing-deadlines.pdf",
    downloadCount: 58,
    uploadedBy: "admin",
    days: 15,
  },
];

export type StoredDemoFiles = Map<string, { storageKey: string; size: number }>;

/**
 * Puts the demo's files into storage (before the seed's transaction: the database driver writes
 * on connections of its own) and returns them by file name.
 */
export async function storeDemoFiles(): Promise<StoredDemoFiles> {
  const files: StoredDemoFiles = new Map();
  const pdfs = [
    ...DEMO_DOCUMENTS.map((d) => ({ fileName: d.fileName, title: d.fileName, lines: d.lines })),
    ...DEMO_RESOURCES.map((r) => ({ fileName: r.fileName, title: r.name, lines: [r.description] })),
  ];
  for (const pdf of pdfs) {
    const bytes = simplePdf(pdf.title.replace(/\.pdf$/, ""), [...pdf.lines, "", DEMO_NOTE]);
    files.set(pdf.fileName, await putFile([bytes]));
  }
  return files;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Sample cases, collaboration content, forms and notifications: the "fixed sample content" of the
 * spec's screens, as rows. Created one after another so the ids are the same on every install.
 */
export async function seedPracticeContent(context: SeedContext): Promise<void> {
  const now = Date.now();
  /** A moment `days` days ago (fractions allowed), for createdAt values. */
  const ago = (days: number) => new Date(now - days * DAY_MS);
  /** A YYYY-MM-DD date `days` days from today (negative: in the past). */
  const dueIn = (days: number) => new Date(now + days * DAY_MS).toISOString().slice(0, 10);

  const legalCase = await seedCase(context, ago);
  await seedChat(context, ago);
  await seedTasks(context, legalCase, ago, dueIn);
  await seedKnowledgeBase(context, ago);
  await seedPerformance(context, now);
  await seedResources(context, ago);
  await seedForms(context, ago, dueIn);
  await seedNotifications(context, legalCase, ago);
  const colleague = await seedColleagueCase(context, ago);
  await seedFirmHistory({
    transaction: context.transaction,
    lockedPasswordHash: context.lockedPasswordHash,
    colleague,
    now,
  });
  // Last: every case is there to be a party's.
  await seedParties(context.transaction);
  await seedDemoConflict(context.transaction, context.staff, ago);
}

/** The colleague case's attorney and client (they cannot sign in). */
export const COLLEAGUE_CASE_PEOPLE = {
  attorney: { email: "riley.chen@demo.test", firstName: "Riley", lastName: "Chen" },
  client: { email: "sam.ortiz@demo.test", firstName: "Sam", lastName: "Ortiz" },
};

/**
 * A second attorney's case, for another client: the demo attorney does not see it (in /cases, on
 * its page or through /api), an administrator does. Seeded last, so every other demo id stays.
 */
async function seedColleagueCase(context: SeedContext, ago: Ago): Promise<User> {
  const { transaction, lockedPasswordHash } = context;
  const colleague = await User.create(
    {
      ...COLLEAGUE_CASE_PEOPLE.attorney,
      passwordHash: lockedPasswordHash,
      role: "staff",
      createdAt: ago(300),
    },
    { transaction },
  );
  const client = await User.create(
    {
      ...COLLEAGUE_CASE_PEOPLE.client,
      passwordHash: lockedPasswordHash,
      role: "client",
      phone: "(555) 019-4470",
      createdAt: ago(40),
    },
    { transaction },
  );
  const legalCase = await LegalCase.create(
    {
      clientId: client.id,
      staffId: colleague.id,
      title: "Ortiz Security Deposit Dispute",
      caseType: "Real Estate and Landlord–Tenant",
      status: "active",
      priority: "medium",
      description:
        "The landlord kept the full security deposit after the client moved out, citing cleaning and " +
        "repainting. The client has move-out photos and the signed check-in inventory.",
      createdAt: ago(38),
    },
    { transaction },
  );
  await CaseEvent.create(
    {
      caseId: legalCase.id,
      title: "Demand letter sent",
      description:
        "Demand for the deposit's return, with the statutory penalty, sent to the landlord.",
      eventType: "filed",
      sharedWithClient: true,
      occurredAt: ago(20),
      createdBy: colleague.id,
      createdAt: ago(20),
    },
    { transaction },
  );
  await Communication.create(
    {
      caseId: legalCase.id,
      type: "system",
      subject: "Case opened",
      content: `Your case ${legalCase.title} has been opened and assigned to Riley Chen.`,
      senderId: null,
      readAt: ago(38),
      createdAt: ago(38),
    },
    { transaction },
  );
  return colleague;
}

type Ago = (days: number) => Date;
type DueIn = (days: number) => string;

async function seedCase(context: SeedContext, ago: Ago): Promise<LegalCase> {
  const { transaction, staff, client } = context;
  const legalCase = await LegalCase.create(
    {
      clientId: client.id,
      staffId: staff.id,
      title: "Rivera v. Metro Transit Authority",
      caseType: "Personal Injury",
      status: "active",
      priority: "high",
      description:
        "Claim for injuries sustained when a Metro Transit bus braked suddenly and the client fell in the aisle " +
        "at the Fifth Street stop. Fractured left wrist and soft-tissue injuries to the lower back; ongoing " +
        "physiotherapy. Seeking medical expenses, lost wages and damages for pain and suffering.",
      createdAt: ago(120),
    },
    { transaction },
  );
  const caseId = legalCase.id;

  const events: Array<Pick<CaseEvent, "title" | "description" | "eventType"> & { days: number }> = [
    {
      days: 110,
      eventType: "filed",
      title: "Complaint filed",
      description:
        "Complaint filed in the County Superior Court against Metro Transit Authority. Notice of claim served " +
        "on the authority within the statutory period.",
    },
    {
      days: 60,
      eventType: "discovery",
      title: "Discovery requests served",
      description:
        "Interrogatories and requests for production served, including the bus's onboard camera footage, " +
        "the driver's training records and the vehicle maintenance log.",
    },
    {
      days: 21,
      eventType: "hearing",
      title: "Case management conference",
      description:
        "Initial case management conference held. The court set a mediation deadline in 90 days and a " +
        "tentative trial date for next spring.",
    },
    {
      days: 5,
      eventType: "note",
      title: "Medical records received",
      description:
        "Updated records from the orthopaedic clinic received and reviewed. The physiotherapist expects " +
        "treatment to continue for another eight weeks.",
    },
  ];
  // The firm's own notes on the same timeline: its client never sees them.
  const internalNotes: typeof events = [
    {
      days: 30,
      eventType: "note",
      title: "Liability assessment",
      description:
        "Camera footage request is key: if it shows the driver braking for a cyclist, expect Metro to argue " +
        "sudden-emergency. Witness statements from two passengers support our account.",
    },
    {
      days: 3,
      eventType: "note",
      title: "Settlement strategy",
      description:
        "Metro's adjuster hinted at an early offer. Hold out until the orthopaedic prognosis is in; discuss " +
        "a range with Casey only once the physiotherapy report arrives.",
    },
  ];
  const timeline = [
    ...events.map((event) => ({ ...event, sharedWithClient: true })),
    ...internalNotes.map((event) => ({ ...event, sharedWithClient: false })),
  ].sort((a, b) => b.days - a.days);
  for (const event of timeline) {
    await CaseEvent.create(
      {
        caseId,
        title: event.title,
        description: event.description,
        eventType: event.eventType,
        sharedWithClient: event.sharedWithClient,
        occurredAt: ago(event.days),
        createdBy: staff.id,
        createdAt: ago(event.days),
      },
      { transaction },
    );
  }

  for (const document of DEMO_DOCUMENTS) {
    const file = context.files.get(document.fileName)!;
    const row = await Document.create(
      {
        caseId,
        fileName: document.fileName,
        fileUrl: "",
        fileType: "application/pdf",
        fileSize: file.size,
        storageKey: file.storageKey,
        uploadedBy: context[document.uploadedBy].id,
        // The demo's documents are all the client's to see (the portal shows them).
        sharedWithClient: true,
        createdAt: ago(document.days),
      },
      { transaction },
    );
    await row.update({ fileUrl: `/documents/${row.id}` }, { transaction });
  }

  // `readDays`: when the firm read a client's message (null: still unread, for the attorney to
  // answer); the firm's own are read as they are written.
  const communications: Array<
    Pick<Communication, "type" | "subject" | "content" | "senderId"> & {
      days: number;
      readDays?: number | null;
    }
  > = [
    {
      days: 118,
      type: "system",
      senderId: null,
      subject: "Case opened",
      content:
        "Your case Rivera v. Metro Transit Authority has been opened and assigned to Jordan Lee. " +
        "You can follow its progress here.",
    },
    {
      days: 58,
      type: "received",
      senderId: staff.id,
      subject: "Discovery has started",
      content:
        "Hi Casey, we have served our discovery requests on Metro Transit, including the camera footage from " +
        "the bus. They have 30 days to respond. Nothing is needed from you right now.",
    },
    {
      days: 44,
      readDays: 43,
      type: "sent",
      senderId: client.id,
      subject: "Medical records uploaded",
      content:
        "I have uploaded the records from Westside Orthopaedics. My next physiotherapy appointment is on the " +
        "15th; should I keep the receipts for the parking as well?",
    },
    {
      days: 4,
      type: "received",
      senderId: staff.id,
      subject: "Mediation date",
      content:
        "Yes, please keep every receipt, parking included. The court has asked both sides to try mediation; " +
        "I will propose dates next week and we can prepare together beforehand.",
    },
    {
      days: 1,
      readDays: null,
      type: "sent",
      senderId: client.id,
      subject: "Attending the mediation",
      content:
        "Will I need to attend the mediation in person, or can I join by video? I have physiotherapy on " +
        "Tuesday mornings, so any other day works best for me.",
    },
  ];
  for (const communication of communications) {
    await Communication.create(
      {
        caseId,
        type: communication.type,
        subject: communication.subject,
        content: communication.content,
        senderId: communication.senderId,
        readAt:
          communication.readDays === undefined
            ? ago(communication.days)
            : communication.readDays === null
              ? null
              : ago(communication.readDays),
        createdAt: ago(communication.days),
      },
      { transaction },
    );
  }

  return legalCase;
}

async function seedChat({ transaction, admin, staff }: SeedContext, ago: Ago): Promise<void> {
  const channels: Array<{
    channelName: string;
    description: string;
    isPrivate: boolean;
    members: User[];
    messages: Array<[User, number, string]>;
  }> = [
    {
      channelName: "general",
      description: "Firm-wide announcements and day-to-day questions.",
      isPrivate: false,
      members: [],
      messages: [
        [
          admin,
          3,
          "Good morning all. The office closes early on Friday for the building's fire drill.",
        ],
        [
          staff,
          2.9,
          "Thanks Alex. Is the e-filing portal maintenance still scheduled for Saturday?",
        ],
        [admin, 2.8, "Yes, from 8am to noon. File anything urgent before Friday evening."],
        [staff, 0.2, "Reminder: the new retainer template is in Resources."],
      ],
    },
    {
      channelName: "case-strategy",
      description: "Discussing approach, motions and settlement positions on active matters.",
      isPrivate: false,
      members: [],
      messages: [
        [staff, 6, "Rivera v. Metro Transit: the bus camera footage should arrive this month."],
        [
          admin,
          5.8,
          "Good. If it shows the sudden stop clearly, consider an early mediation demand.",
        ],
        [
          staff,
          5.7,
          "Agreed. I will draft the demand letter once the orthopaedic report is final.",
        ],
        [staff, 1, "Draft demand is in the case folder for review."],
        [admin, 0.9, "Reviewed. Add the lost-wages schedule and it is ready to go."],
      ],
    },
    {
      channelName: "partners",
      description: "Private channel for partner-level decisions.",
      isPrivate: true,
      members: [staff, admin],
      messages: [
        [admin, 10, "Q3 billable hours are up 8% on last quarter."],
        [staff, 9.9, "Great. Can we discuss adding a paralegal for the personal-injury team?"],
        [admin, 9.7, "Yes, let's put it on the agenda for Monday's meeting."],
      ],
    },
  ];
  for (const channel of channels) {
    const row = await ChatChannel.create(
      {
        channelName: channel.channelName,
        description: channel.description,
        isPrivate: channel.isPrivate,
        createdBy: admin.id,
        createdAt: ago(30),
      },
      { transaction },
    );
    for (const member of channel.members) {
      await ChatChannelMember.create(
        { channelId: row.id, userId: member.id, createdAt: ago(30) },
        { transaction },
      );
    }
    for (const [sender, days, content] of channel.messages) {
      await ChatMessage.create(
        { channelId: row.id, senderId: sender.id, content, createdAt: ago(days) },
        { transaction },
      );
    }
  }
}

async function seedTasks(
  { transaction, admin, staff }: SeedContext,
  legalCase: LegalCase,
  ago: Ago,
  dueIn: DueIn,
): Promise<void> {
  const tasks: Array<
    Pick<Task, "title" | "description" | "priority" | "status" | "caseId"> & { due: number }
  > = [
    {
      title: "File response to motion to dismiss",
      description: "Opposition brief due to the court; cite the notice-of-claim timeline.",
      priority: "urgent",
      status: "pending",
      due: 2,
      caseId: legalCase.id,
    },
    {
      title: "Prepare mediation brief",
      description:
        "Summarise liability evidence and damages for the mediator in Rivera v. Metro Transit.",
      priority: "high",
      status: "pending",
      due: 10,
      caseId: legalCase.id,
    },
    {
      title: "Update conflict-check register",
      description: "Add the three consultations received this week.",
      priority: "low",
      status: "pending",
      due: 14,
      caseId: null,
    },
    {
      title: "Review bus camera footage",
      description: "Log timestamps of the braking event and any passenger warnings.",
      priority: "high",
      status: "in_progress",
      due: 4,
      caseId: legalCase.id,
    },
    {
      title: "Draft client engagement letter",
      description: "New consultation from the public form; use the standard retainer template.",
      priority: "medium",
      status: "in_progress",
      due: 6,
      caseId: null,
    },
    {
      title: "Serve interrogatories",
      description: "Served by certified mail; proof of service filed.",
      priority: "medium",
      status: "completed",
      due: -55,
      caseId: legalCase.id,
    },
    {
      title: "Calendar statute-of-limitations dates",
      description: "All open personal-injury matters checked and entered in the firm calendar.",
      priority: "urgent",
      status: "completed",
      due: -20,
      caseId: null,
    },
  ];
  for (const [index, task] of tasks.entries()) {
    await Task.create(
      {
        title: task.title,
        description: task.description,
        priority: task.priority,
        status: task.status,
        dueDate: dueIn(task.due),
        assignedTo: staff.id,
        caseId: task.caseId,
        createdBy: admin.id,
        createdAt: ago(30 - index * 3),
      },
      { transaction },
    );
  }
}

async function seedKnowledgeBase(
  { transaction, admin, staff }: SeedContext,
  ago: Ago,
): Promise<void> {
  const articles: Array<{
    title: string;
    category: string;
    content: string;
    viewCount: number;
    author: User;
    days: number;
  }> = [
    {
      title: "Opening a New Personal Injury Matter",
      category: "Procedures",
      author: staff,
      viewCount: 142,
      days: 90,
      content:
        "Every new personal-injury matter starts with a conflict check against the client and all potential " +
        "defendants, including insurers and public bodies. Once cleared, send the engagement letter and the " +
        "contingency-fee agreement, and open the case in the system with the incident date and the limitation " +
        "date calendared at once. Claims against public entities usually require a written notice of claim " +
        "within a much shorter period than the general limitation, often six months, so check the governing " +
        "statute on day one. Request the police or incident report, photographs and the names of witnesses, " +
        "and send preservation letters for any video footage before it is overwritten.",
    },
    {
      title: "Retainer Agreement: Clause Guide",
      category: "Templates",
      author: admin,
      viewCount: 87,
      days: 75,
      content:
        "The firm's retainer template has five parts: scope of representation, fees, costs, termination and " +
        "file retention. Keep the scope narrow and specific: name the matter and say expressly whether appeals " +
        "or related claims are included. For contingency matters, state the percentage at each stage " +
        "(pre-suit, after filing, after trial) and whether costs are deducted before or after the fee is " +
        "calculated, with a worked example. The termination clause must explain how fees are handled if the " +
        "client ends the engagement. Do not edit the arbitration clause without a partner's approval.",
    },
    {
      title: "Comparative Negligence After Recent Appellate Decisions",
      category: "Case Law",
      author: staff,
      viewCount: 64,
      days: 40,
      content:
        "Under pure comparative negligence, a plaintiff may recover even when mostly at fault, with damages " +
        "reduced by their share of responsibility. Under modified systems recovery is barred at 50% or 51% " +
        "fault depending on the jurisdiction. Recent appellate decisions have held that a passenger's failure " +
        "to hold a handrail is not negligence per se where the carrier gave no warning of a sudden stop, and " +
        "that common carriers owe the highest degree of care. Cite these when the defence raises the " +
        "plaintiff's conduct in transit cases, and always brief the standard for common carriers separately.",
    },
    {
      title: "Communicating with Represented Parties",
      category: "Ethics",
      author: admin,
      viewCount: 53,
      days: 25,
      content:
        "A lawyer must not communicate about the subject of the representation with a person known to be " +
        "represented by another lawyer in the matter, unless that lawyer consents or the law authorises it. " +
        "This applies to adjusters employed by a represented insurer and to current managers of a represented " +
        "organisation whose acts may be imputed to it. It does not prevent the parties themselves from speaking " +
        "to each other, but we must not script those conversations. When in doubt, write to opposing counsel " +
        "first and keep a copy of the correspondence in the file.",
    },
    {
      title: "Meeting Court Filing Deadlines",
      category: "Procedures",
      author: staff,
      viewCount: 118,
      days: 8,
      content:
        "Calendar every deadline twice: once in the firm calendar by the assigned attorney and once by the " +
        "docketing assistant, who checks the two against each other weekly. Count days according to the " +
        "applicable rules, noting whether weekends and court holidays are excluded and whether service by mail " +
        "adds days. E-filing closes at midnight in the court's time zone, but aim to file by 3pm so that any " +
        "rejection can be corrected the same day. Keep the filing confirmation in the case documents and note " +
        "the next responsive deadline as soon as the confirmation arrives.",
    },
  ];
  for (const article of articles) {
    await KnowledgeArticle.create(
      {
        title: article.title,
        category: article.category,
        content: article.content,
        viewCount: article.viewCount,
        authorId: article.author.id,
        createdAt: ago(article.days),
      },
      { transaction },
    );
  }
}

/** The four summary cards of the Performance tab (spec section 2). */
const CURRENT_METRICS: Array<[string, number]> = [
  ["avg_resolution_days", 12.5],
  ["client_satisfaction", 4.8],
  ["avg_response_hours", 2.1],
  ["active_cases", 47],
];
/** Monthly figures for the last three full months, oldest first. */
const MONTHLY_METRICS: Array<[string, [number, number, number]]> = [
  ["case_resolution_rate", [82.5, 85.0, 87.3]],
  ["billable_hours", [1264, 1318.5, 1402.25]],
  ["new_clients", [18, 23, 21]],
];
/** Every kind of figure the demo records (nothing else records any yet). */
export const DEMO_METRIC_TYPES: readonly string[] = [...CURRENT_METRICS, ...MONTHLY_METRICS].map(
  ([metricType]) => metricType,
);

async function seedPerformance({ transaction }: SeedContext, now: number): Promise<void> {
  for (const [metricType, value] of CURRENT_METRICS) {
    await PerformanceMetric.create(
      { metricType, period: "current", value, recordedAt: new Date(now) },
      { transaction },
    );
  }
  const today = new Date(now);
  for (let monthsAgo = 3; monthsAgo >= 1; monthsAgo--) {
    // Recorded on the first day of the following month, i.e. when the month was closed.
    const monthStart = new Date(
      Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - monthsAgo, 1),
    );
    const recordedAt = new Date(
      Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - monthsAgo + 1, 1, 6),
    );
    const period = monthStart.toISOString().slice(0, 7);
    for (const [metricType, values] of MONTHLY_METRICS) {
      await PerformanceMetric.create(
        { metricType, period, value: values[3 - monthsAgo], recordedAt },
        { transaction },
      );
    }
  }
}

async function seedResources(context: SeedContext, ago: Ago): Promise<void> {
  for (const resource of DEMO_RESOURCES) {
    const file = context.files.get(resource.fileName)!;
    await SharedResource.create(
      {
        name: resource.name,
        category: resource.category,
        description: resource.description,
        fileName: resource.fileName,
        fileType: "application/pdf",
        fileSize: file.size,
        storageKey: file.storageKey,
        downloadCount: resource.downloadCount,
        uploadedBy: context[resource.uploadedBy].id,
        createdAt: ago(resource.days),
      },
      { transaction: context.transaction },
    );
  }
}

/** The visitors whose consultation requests the demo shows (they have no account). */
export const SAMPLE_VISITORS = [
  { firstName: "Daniel", lastName: "Okafor", email: "daniel.okafor@example.com" },
  { firstName: "Priya", lastName: "Shah", email: "priya.shah@example.org" },
] as const;

async function seedForms(
  { transaction, staff }: SeedContext,
  ago: Ago,
  dueIn: DueIn,
): Promise<void> {
  // The consultation form itself is reference data (db/seed/reference-data.ts); the demo assigns
  // assigns it to the demo attorney.
  const form = await Form.findByPk(CONSULTATION_FORM_ID, { transaction, rejectOnEmpty: true });
  await form.update({ autoAssignTo: staff.id, createdBy: staff.id }, { transaction });

  const submissions = [
    {
      days: 6,
      reviewed: true,
      ipAddress: "203.0.113.24",
      data: {
        ...SAMPLE_VISITORS[0],
        phone: "(555) 014-2290",
        incidentDate: dueIn(-14),
        incidentDescription:
          "I was rear-ended at a red light on Route 9. The other driver's insurer has called me twice asking " +
          "for a recorded statement.",
        injured: "yes",
        agreeToTerms: true,
      },
    },
    {
      days: 0.3,
      reviewed: false,
      ipAddress: "198.51.100.7",
      data: {
        ...SAMPLE_VISITORS[1],
        phone: "",
        incidentDate: dueIn(-3),
        incidentDescription:
          "Slipped on a wet floor with no warning sign in a grocery store. My knee is swollen and I am not " +
          "sure whether I need to see a doctor.",
        injured: "unsure",
        agreeToTerms: true,
      },
    },
  ];
  for (const submission of submissions) {
    const createdAt = ago(submission.days);
    await FormSubmission.create(
      {
        formId: form.id,
        submitterEmail: submission.data.email,
        submitterName: `${submission.data.firstName} ${submission.data.lastName}`,
        data: submission.data,
        reviewedAt: submission.reviewed ? new Date(createdAt.getTime() + 5 * 60 * 60 * 1000) : null,
        reviewedBy: submission.reviewed ? staff.id : null,
        ipAddress: submission.ipAddress,
        createdAt,
      },
      { transaction },
    );
  }
}

async function seedNotifications(
  { transaction, admin, staff, client }: SeedContext,
  legalCase: LegalCase,
  ago: Ago,
): Promise<void> {
  const notifications: Array<
    Pick<Notification, "type" | "title" | "message" | "isRead" | "actionUrl" | "relatedCaseId"> & {
      user: User;
      days: number;
    }
  > = [
    {
      user: client,
      days: 4,
      type: "case_update",
      title: "Mediation is being scheduled",
      message:
        "Your attorney will propose mediation dates for Rivera v. Metro Transit Authority next week.",
      isRead: false,
      actionUrl: portalCaseUrl(legalCase.id),
      relatedCaseId: legalCase.id,
    },
    {
      user: client,
      days: 3.9,
      type: "message",
      title: "New message from Jordan Lee",
      message: "Jordan Lee replied about your parking receipts and the mediation date.",
      isRead: false,
      actionUrl: portalCaseUrl(legalCase.id, "communications"),
      relatedCaseId: legalCase.id,
    },
    {
      user: client,
      days: 21,
      type: "deadline",
      title: "Physiotherapy records due",
      message:
        "Please upload your latest physiotherapy records before the mediation brief is prepared.",
      isRead: true,
      actionUrl: "/client-portal",
      relatedCaseId: null,
    },
    {
      user: client,
      days: 118,
      type: "system",
      title: "Welcome to your client portal",
      message:
        "Track your case, read updates from your legal team and share documents securely here.",
      isRead: true,
      actionUrl: null,
      relatedCaseId: null,
    },
    {
      user: staff,
      days: 1,
      type: "message",
      title: "New message from Casey Rivera",
      message:
        "Attending the mediation: Will I need to attend the mediation in person, or can I join by video?",
      isRead: false,
      actionUrl: caseUrl(legalCase.id, "messages"),
      relatedCaseId: legalCase.id,
    },
    {
      user: staff,
      days: 0.3,
      type: "other",
      title: "New consultation request",
      message: "Priya Shah submitted the Personal Injury Consultation form.",
      isRead: false,
      actionUrl: "/dashboard",
      relatedCaseId: null,
    },
    {
      user: staff,
      days: 1,
      type: "deadline",
      title: "Response to motion due in 2 days",
      message: "File the response to the motion to dismiss in Rivera v. Metro Transit Authority.",
      isRead: false,
      actionUrl: caseUrl(legalCase.id),
      relatedCaseId: legalCase.id,
    },
    {
      user: staff,
      days: 0.9,
      type: "message",
      title: "New message in #case-strategy",
      message: "Alex Morgan reviewed the draft demand letter.",
      isRead: true,
      actionUrl: "/dashboard",
      relatedCaseId: null,
    },
    {
      user: admin,
      days: 2,
      type: "system",
      title: "Scheduled maintenance",
      message: "The e-filing portal will be unavailable on Saturday from 8am to noon.",
      isRead: false,
      actionUrl: "/admin",
      relatedCaseId: null,
    },
    {
      user: admin,
      days: 6,
      type: "other",
      title: "New user registered",
      message: "A new client account was created this week.",
      isRead: true,
      actionUrl: "/admin",
      relatedCaseId: null,
    },
    {
      user: admin,
      days: 9,
      type: "system",
      title: "Security scan completed",
      message: "The weekly security scan finished with no issues found.",
      isRead: true,
      actionUrl: null,
      relatedCaseId: null,
    },
  ];
  for (const notification of notifications) {
    await Notification.create(
      {
        userId: notification.user.id,
        type: notification.type,
        title: notification.title,
        message: notification.message,
        isRead: notification.isRead,
        actionUrl: notification.actionUrl,
        relatedCaseId: notification.relatedCaseId,
        createdAt: ago(notification.days),
      },
      { transaction },
    );
  }
}
