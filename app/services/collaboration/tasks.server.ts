import { Op, type Order } from "sequelize";
import { LegalCase, Task, sequelize } from "~/models/index.server";
import { MoveTaskSchema, NewTaskSchema } from "~/utils/collaboration-schemas";
import { TASK_STATUSES, type TaskStatus } from "~/utils/domain";
import type { Person } from "~/utils/person";
import { iso, pick } from "~/utils/pick";
import { authorize } from "~/utils/policy";
import { ServiceError, type FieldErrorMap } from "~/utils/service-error";
import { parseOrThrow } from "~/utils/validation";
import type { PublicUser } from "../auth.server";
import { audit } from "../audit.server";
import { keptForTheFirm } from "../firm-reads.server";
import { notifyUsers } from "../notifications.server";
import { findVisibleCase } from "../cases.server";
import { findStaff, personAs, toPerson } from "../people.server";

/** A task as screens and /api show it (spec section 3), with the assignee's name. */
export type PublicTask = ReturnType<typeof toPublicTask>;

function toPublicTask(row: Task & { assignee?: Person | null }) {
  return {
    ...pick(row, "id", "title", "priority"),
    status: row.status as TaskStatus,
    description: row.description ?? null,
    dueDate: row.dueDate ?? null,
    assignedTo: row.assignedTo ?? null,
    caseId: row.caseId ?? null,
    assignee: row.assignee ? toPerson(row.assignee) : null,
    createdAt: iso(row.createdAt),
  };
}

/** Each column shows at most this many cards; its count is always the full one. */
export const COLUMN_LIMIT = 100;

const withAssignee = personAs("assignee");

/** Open tasks soonest due first (those without a date last); completed ones latest first. */
const soonestDue: Order = [
  [sequelize.fn("COALESCE", sequelize.col("due_date"), "9999-12-31"), "ASC"],
  ["id", "ASC"],
];
const COLUMN_ORDER: Record<TaskStatus, Order> = {
  pending: soonestDue,
  in_progress: soonestDue,
  completed: [
    ["updatedAt", "DESC"],
    ["id", "DESC"],
  ],
};

export type TaskColumns = Record<TaskStatus, { count: number; tasks: PublicTask[] }>;

/** The three columns with their counts. */
export async function taskBoard(user: PublicUser): Promise<TaskColumns> {
  authorize(user, "read", "task");
  const [counts, ...columns] = await Promise.all([
    Task.count({ group: ["status"] }),
    ...TASK_STATUSES.map((status) =>
      Task.findAll({
        where: { status },
        include: [withAssignee],
        order: COLUMN_ORDER[status],
        limit: COLUMN_LIMIT,
      }),
    ),
  ]);
  const countOf = (status: TaskStatus) =>
    Number(counts.find((row) => row.status === status)?.count ?? 0);
  return Object.fromEntries(
    TASK_STATUSES.map((status, index) => [
      status,
      { count: countOf(status), tasks: columns[index].map(toPublicTask) },
    ]),
  ) as TaskColumns;
}

/** Every column's tasks in one list, for GET /api/collaboration/tasks. */
export async function listTasks(user: PublicUser): Promise<PublicTask[]> {
  const board = await taskBoard(user);
  return TASK_STATUSES.flatMap((status) => board[status].tasks);
}

/** The most tasks a case's Tasks tab shows. */
export const CASE_TASK_LIMIT = 100;

/**
 * A case's tasks from the task board, open ones soonest due first, for staff who may see the case
 * (an attorney not on it gets 404, like a case that does not exist).
 */
export async function listCaseTasks(user: PublicUser, caseId: unknown): Promise<PublicTask[]> {
  authorize(user, "read", "task");
  const legalCase = await findVisibleCase(user, caseId);
  const rows = await Task.findAll({
    where: { caseId: legalCase.id },
    include: [withAssignee],
    order: [
      [sequelize.literal("CASE WHEN status = 'completed' THEN 1 ELSE 0 END"), "ASC"],
      ...(soonestDue as []),
    ],
    limit: CASE_TASK_LIMIT,
  });
  return rows.map(toPublicTask);
}

/** Tasks still open with a due date, soonest (or most overdue) first: the dashboard's deadlines. */
export async function upcomingDeadlines(user: PublicUser, limit = 5): Promise<PublicTask[]> {
  authorize(user, "read", "task");
  return keptForTheFirm(`upcoming deadlines ${limit}`, () => readUpcomingDeadlines(limit));
}

async function readUpcomingDeadlines(limit: number): Promise<PublicTask[]> {
  // One short read per open status on the (status, due date) index, merged: a single query over
  // every status but completed had to step over each completed task due earlier.
  const open = TASK_STATUSES.filter((status) => status !== "completed");
  const lists = await Promise.all(
    open.map((status) =>
      Task.findAll({
        where: { status, dueDate: { [Op.ne]: null } },
        include: [withAssignee],
        order: [
          ["dueDate", "ASC"],
          ["id", "ASC"],
        ],
        limit,
      }),
    ),
  );
  const earliestFirst = (a: Task, b: Task) =>
    String(a.dueDate).localeCompare(String(b.dueDate)) || a.id - b.id;
  return lists.flat().sort(earliestFirst).slice(0, limit).map(toPublicTask);
}

export async function createTask(user: PublicUser, input: unknown): Promise<PublicTask> {
  authorize(user, "create", "task");
  const value = parseOrThrow(NewTaskSchema, input);
  const fieldErrors: FieldErrorMap = {};
  const assignee = value.assignedTo ? await findStaff(value.assignedTo) : null;
  if (value.assignedTo && !assignee) fieldErrors.assignedTo = ["No staff member has this id"];
  if (value.caseId && !(await LegalCase.findByPk(value.caseId, { attributes: ["id"] }))) {
    fieldErrors.caseId = ["No case has this id"];
  }
  if (Object.keys(fieldErrors).length > 0) {
    throw new ServiceError(400, "Please correct the highlighted fields.", fieldErrors);
  }
  return sequelize.transaction(async (transaction) => {
    const row = await Task.create({ ...value, createdBy: user.id }, { transaction });
    const links = { assignedTo: value.assignedTo, caseId: value.caseId };
    await audit(transaction, "task_created", user, ["task", row.id], links);
    if (assignee && assignee.id !== user.id) {
      await notifyUsers(
        [assignee.id],
        {
          type: "other",
          title: "New task assigned to you",
          message: `${user.firstName} ${user.lastName} assigned you: ${value.title}`,
          actionUrl: "/dashboard?tab=tasks",
          relatedCaseId: value.caseId,
        },
        transaction,
        "staff_task",
      );
    }
    return toPublicTask(Object.assign(row, { assignee }));
  });
}

/** The only moves there are: Start (pending to in progress) and Complete (in progress to completed). */
const NEXT: Record<TaskStatus, TaskStatus | null> = {
  pending: "in_progress",
  in_progress: "completed",
  completed: null,
};

const STATUS_WORDS: Record<TaskStatus, string> = {
  pending: "pending",
  in_progress: "in progress",
  completed: "completed",
};

function refusal(from: TaskStatus, to: TaskStatus): ServiceError {
  if (from === to) return new ServiceError(409, `This task is already ${STATUS_WORDS[to]}.`);
  return new ServiceError(
    409,
    `A ${STATUS_WORDS[from]} task cannot be moved to ${STATUS_WORDS[to]}: tasks go from pending ` +
      "to in progress (Start) and from in progress to completed (Complete).",
  );
}

/** Moves a task one step on; any other change is a 409 that says why. */
export async function moveTask(
  user: PublicUser,
  taskId: number,
  input: unknown,
): Promise<PublicTask> {
  authorize(user, "update", "task");
  const { status } = parseOrThrow(MoveTaskSchema, input);
  const row = await Task.findByPk(taskId);
  if (!row) throw new ServiceError(404, "Task not found");
  const from: TaskStatus = row.status;
  if (NEXT[from] !== status) throw refusal(from, status);
  // Only if nobody moved it meanwhile: two people pressing Start at once get one move and one 409.
  const changed = await sequelize.transaction(async (transaction) => {
    const [count] = await Task.update(
      { status },
      { where: { id: row.id, status: from }, transaction },
    );
    if (count > 0) {
      await audit(transaction, "task_moved", user, ["task", row.id], { from, to: status });
    }
    return count;
  });
  if (changed === 0) {
    const current = await Task.findByPk(row.id);
    if (!current) throw new ServiceError(404, "Task not found");
    throw refusal(current.status, status);
  }
  const moved = await Task.findByPk(row.id, { include: [withAssignee] });
  return toPublicTask(moved!);
}
