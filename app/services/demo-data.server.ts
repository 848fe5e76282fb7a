import { Op, type Transaction, type WhereOptions } from "sequelize";
import {
  CalendarEvent,
  CaseEvent,
  ChatChannel,
  ChatMessage,
  Communication,
  ConflictCheck,
  Document,
  FormSubmission,
  FormSubmissionFile,
  IntakeMessage,
  IntakeSession,
  KnowledgeArticle,
  LegalCase,
  Notification,
  Party,
  PerformanceMetric,
  Session,
  SharedResource,
  Task,
  TutorialProgress,
  User,
  sequelize,
} from "~/models/index.server";
import { logger } from "~/utils/logger.server";
import { authorize } from "~/utils/policy";
import { ServiceError } from "~/utils/service-error";
import { DEMO_PEOPLE_EMAILS, SAMPLE_VISITOR_EMAILS } from "../../db/seed/demo-people";
import { DEMO_METRIC_TYPES } from "../../db/seed/practice-content";
import { audit } from "./audit.server";
import type { PublicUser } from "./auth.server";
import { removeCaseLedgers } from "./money/trust.server";
import { removeFile } from "./storage.server";

/**
 * The demo data (issue 35): the accounts the demo seed makes up, whose passwords are public, and
 * the sample content around them. An administrator is told while any of them is there, and removes
 * it all at once; what the firm made itself stays, and so does the reference data every install
 * has (the consultation form, tutorials, onboarding flows, settings, published pages).
 */

export const DEMO_ADMIN_REFUSAL =
  "You are signed in with a demo account. Create an administrator account of your own under User Management, sign in with it, then remove the demo data.";
export const NO_DEMO_DATA = "There is no demo data left to remove.";

/** How many of the demo's people still have an account (0: the demo data is gone). */
export async function demoAccountCount(user: PublicUser): Promise<number> {
  authorize(user, "read", "demoData");
  return User.count({ where: { email: { [Op.in]: [...DEMO_PEOPLE_EMAILS] } } });
}

/** What a removal removed, by kind. */
export interface DemoDataRemoved {
  accounts: number;
  cases: number;
  caseEvents: number;
  documents: number;
  caseMessages: number;
  parties: number;
  conflictChecks: number;
  submissions: number;
  submissionFiles: number;
  tasks: number;
  chatChannels: number;
  chatMessages: number;
  knowledgeArticles: number;
  sharedResources: number;
  performanceMetrics: number;
  notifications: number;
  intakeSessions: number;
  tutorialProgress: number;
  sessions: number;
  storedFiles: number;
  trustEntries: number;
}

/**
 * Removes the demo's people and everything the demo seed made around them, in one transaction with
 * its audit event; the stored files go after the commit. Refused (409) to a demo account, so the
 * firm keeps the administrator who asked.
 *
 * What goes: the demo's accounts (with their sessions, notifications, intakes, tutorial progress,
 * chat messages, recovery codes and invitations); the cases of the demo's clients with all that
 * hangs off them; the consultation requests of the demo's people and sample visitors; tasks,
 * channels, articles and resources the demo's people made; the demo's performance figures. A
 * channel someone else has written in stays (their messages with it). What the firm's own people
 * made stays, even on a demo record: a task they created loses its demo case, not itself.
 */
export async function removeDemoData(
  user: PublicUser,
  meta: { ip: string },
): Promise<DemoDataRemoved> {
  authorize(user, "remove", "demoData");
  if (DEMO_PEOPLE_EMAILS.includes(user.email.toLowerCase())) {
    throw new ServiceError(409, DEMO_ADMIN_REFUSAL);
  }
  const { removed, storageKeys } = await sequelize.transaction(async (transaction) => {
    // Locked: a second removal at the same moment waits, then finds nobody left (409).
    const people = await User.findAll({
      where: { email: { [Op.in]: [...DEMO_PEOPLE_EMAILS] } },
      attributes: ["id", "email"],
      order: [["id", "ASC"]],
      lock: transaction.LOCK.UPDATE,
      transaction,
    });
    if (people.length === 0) throw new ServiceError(409, NO_DEMO_DATA);
    const result = await removeInOrder(
      people.map((person) => person.id),
      transaction,
    );
    // The audit log's older events keep their rows; their actor becomes empty (the foreign key
    // sets it null), so the accounts removed are named here, by id and email.
    await audit(
      transaction,
      "demo_data_removed",
      user,
      null,
      {
        removed: result.removed,
        accounts: people.map((person) => ({ id: person.id, email: person.email })),
      },
      meta.ip,
    );
    return result;
  });
  // After the commit: a rolled-back removal still has its files.
  for (const key of storageKeys) {
    await removeFile(key).catch((error: unknown) =>
      logger.error("a demo file could not be removed", { storageKey: key, error }),
    );
  }
  return removed;
}

const ids = (rows: Array<{ id: number }>) => rows.map((row) => row.id);

/** The deletes, children before their parents, so foreign keys hold on SQLite and MySQL alike. */
async function removeInOrder(people: number[], transaction: Transaction) {
  const t = { transaction };
  const cases = ids(
    await LegalCase.findAll({ where: { clientId: people }, attributes: ["id"], ...t }),
  );
  const submissions = ids(
    await FormSubmission.findAll({
      where: {
        [Op.or]: [
          { submitterEmail: [...DEMO_PEOPLE_EMAILS, ...SAMPLE_VISITOR_EMAILS] },
          { submittedBy: people },
          { caseId: cases },
        ],
      },
      attributes: ["id"],
      ...t,
    }),
  );
  const onCaseOrSubmission: WhereOptions = {
    [Op.or]: [{ caseId: cases }, { submissionId: submissions }],
  };
  // Channels the demo's people made, unless someone else has written in them.
  const made = ids(
    await ChatChannel.findAll({ where: { createdBy: people }, attributes: ["id"], ...t }),
  );
  const used = await ChatMessage.findAll({
    where: { channelId: made, senderId: { [Op.notIn]: people } },
    attributes: ["channelId"],
    group: ["channelId"],
    ...t,
  });
  const channels = made.filter((id) => !used.some((message) => message.channelId === id));
  const keysOf = (rows: Array<{ storageKey: string | null }>) =>
    rows.map((row) => row.storageKey).filter((key): key is string => Boolean(key));
  const storageKeys = [
    ...keysOf(
      await Document.findAll({ where: { caseId: cases }, attributes: ["storageKey"], ...t }),
    ),
    ...keysOf(
      await SharedResource.findAll({
        where: { uploadedBy: people },
        attributes: ["storageKey"],
        ...t,
      }),
    ),
    ...keysOf(
      await FormSubmissionFile.findAll({
        where: { submissionId: submissions },
        attributes: ["storageKey"],
        ...t,
      }),
    ),
  ];

  // Their cases' calendar events by hand, not by the cases' ON DELETE CASCADE: MariaDB's
  // foreign-key actions fire no triggers, and the calendar's day counts are kept by them.
  await CalendarEvent.destroy({ where: { caseId: cases }, ...t });
  // Their trust ledgers too: each account keeps its balance beside its matters'.
  const trustEntries = await removeCaseLedgers(transaction, cases);
  // In this order (an object literal's values are worked out in the order they are written).
  const removed: DemoDataRemoved = {
    conflictChecks: await ConflictCheck.destroy({ where: onCaseOrSubmission, ...t }),
    // Their name keys go with them (ON DELETE CASCADE).
    parties: await Party.destroy({ where: onCaseOrSubmission, ...t }),
    submissionFiles: await FormSubmissionFile.destroy({
      where: { submissionId: submissions },
      ...t,
    }),
    submissions: await FormSubmission.destroy({ where: { id: submissions }, ...t }),
    caseEvents: await CaseEvent.destroy({ where: { caseId: cases }, ...t }),
    documents: await Document.destroy({ where: { caseId: cases }, ...t }),
    caseMessages: await Communication.destroy({ where: { caseId: cases }, ...t }),
    tasks: await Task.destroy({ where: { createdBy: people }, ...t }),
    notifications: await Notification.destroy({ where: { userId: people }, ...t }),
    intakeSessions: await removeIntakes(people, transaction),
    // A case's tasks, notifications, intakes and invitations of the firm's own people lose it.
    cases: await LegalCase.destroy({ where: { id: cases }, ...t }),
    chatMessages: await ChatMessage.destroy({
      where: { [Op.or]: [{ senderId: people }, { channelId: channels }] },
      ...t,
    }),
    chatChannels: await ChatChannel.destroy({ where: { id: channels }, ...t }),
    knowledgeArticles: await KnowledgeArticle.destroy({ where: { authorId: people }, ...t }),
    sharedResources: await SharedResource.destroy({ where: { uploadedBy: people }, ...t }),
    performanceMetrics: await PerformanceMetric.destroy({
      where: { metricType: [...DEMO_METRIC_TYPES] },
      ...t,
    }),
    tutorialProgress: await TutorialProgress.destroy({ where: { userId: people }, ...t }),
    sessions: await Session.destroy({ where: { userId: people }, ...t }),
    // Channel memberships, recovery codes and invitations go with the accounts (ON DELETE CASCADE).
    accounts: await User.destroy({ where: { id: people }, ...t }),
    storedFiles: storageKeys.length,
    trustEntries,
  };
  return { removed, storageKeys };
}

async function removeIntakes(people: number[], transaction: Transaction): Promise<number> {
  const sessions = await IntakeSession.findAll({
    where: { clientId: people },
    attributes: ["id"],
    transaction,
  });
  const sessionIds = sessions.map((session) => session.id);
  await IntakeMessage.destroy({ where: { sessionId: sessionIds }, transaction });
  return IntakeSession.destroy({ where: { id: sessionIds }, transaction });
}
