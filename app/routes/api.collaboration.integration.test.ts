import { describe, expect, it } from "vitest";
import {
  ChatMessage,
  Form,
  FormSubmission,
  Notification,
  Task,
  sequelize,
  type User,
} from "~/models/index.server";
import * as chatsRoute from "~/routes/api.collaboration.chats";
import * as messagesRoute from "~/routes/api.collaboration.chats.$chatId.messages";
import * as knowledgeRoute from "~/routes/api.collaboration.knowledge";
import * as categoriesRoute from "~/routes/api.collaboration.knowledge.categories";
import * as performanceRoute from "~/routes/api.collaboration.performance";
import * as resourcesRoute from "~/routes/api.collaboration.resources";
import * as tasksRoute from "~/routes/api.collaboration.tasks";
import * as taskRoute from "~/routes/api.collaboration.tasks.$taskId";
import * as statsRoute from "~/routes/api.dashboard.stats";
import {
  buildArticle,
  buildChannel,
  buildMessage,
  buildMetric,
  buildResource,
  buildTask,
} from "../../tests/factories/collaboration";
import { callApi, type ApiRouteModule } from "../../tests/factories/requests";
import { signedIn } from "../../tests/factories/sessions";
import { buildUser } from "../../tests/factories/users";
import { buildCase } from "../../tests/factories/cases";

const call = callApi;

const staff = () => signedIn("staff", { firstName: "Sam", lastName: "Reyes" });

describe("who may call the collaboration and dashboard API", () => {
  // The guard answers before any record is looked up, so every call may name record 1.
  const params = { chatId: "1", taskId: "1" };
  const endpoints: Array<[string, string, ApiRouteModule, unknown?]> = [
    ["GET", "/api/collaboration/chats", chatsRoute],
    ["POST", "/api/collaboration/chats", chatsRoute, { channelName: "x" }],
    ["GET", "/api/collaboration/chats/1/messages", messagesRoute],
    ["POST", "/api/collaboration/chats/1/messages", messagesRoute, { content: "hi" }],
    ["GET", "/api/collaboration/tasks", tasksRoute],
    ["POST", "/api/collaboration/tasks", tasksRoute, { title: "x" }],
    ["PATCH", "/api/collaboration/tasks/1", taskRoute, { status: "in_progress" }],
    ["GET", "/api/collaboration/knowledge?search=x", knowledgeRoute],
    ["POST", "/api/collaboration/knowledge", knowledgeRoute, { title: "x" }],
    ["GET", "/api/collaboration/knowledge/categories", categoriesRoute],
    ["GET", "/api/collaboration/performance", performanceRoute],
    ["GET", "/api/collaboration/resources", resourcesRoute],
    ["GET", "/api/dashboard/stats", statsRoute],
  ];

  it.each(endpoints)(
    "%s %s: 401 without a session, 403 for clients and admins",
    async (method, path, route, body) => {
      const anonymous = await call(route, method, path, { params, body });
      expect(anonymous.status).toBe(401);
      expect(await anonymous.json()).toEqual({ message: "Not signed in" });
      for (const role of ["client", "admin"] as const) {
        const { cookie } = await signedIn(role);
        const response = await call(route, method, path, { cookie, params, body });
        expect(`${role}: ${response.status}`).toBe(`${role}: 403`);
        expect(await response.json()).toEqual({ message: "You do not have permission to do this" });
      }
    },
  );

  it("answers 405 with Allow for a method a route does not take", async () => {
    const { cookie } = await staff();
    const response = await call(chatsRoute, "PUT", "/api/collaboration/chats", {
      cookie,
      body: {},
    });
    expect(response.status).toBe(405);
    expect(response.headers.get("Allow")).toBe("GET, POST");
  });
});

describe("/api/collaboration/chats", () => {
  it("lists public channels and the caller's own private ones, never others' private ones", async () => {
    const { user, cookie } = await staff();
    const other = await buildUser({ role: "staff" });
    const open = await buildChannel({ channelName: "open-room" });
    const mine = await buildChannel({ channelName: "mine", isPrivate: true, members: [user] });
    const theirs = await buildChannel({ channelName: "theirs", isPrivate: true, members: [other] });
    const response = await call(chatsRoute, "GET", "/api/collaboration/chats", { cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    const ids = ((await response.json()) as Array<{ id: number }>).map((channel) => channel.id);
    expect(ids).toEqual(expect.arrayContaining([open.id, mine.id]));
    expect(ids).not.toContain(theirs.id);
  });

  it("creates a public channel by default, with the spec's fields", async () => {
    const { cookie } = await staff();
    const response = await call(chatsRoute, "POST", "/api/collaboration/chats", {
      cookie,
      body: { channelName: "  litigation  ", description: "" },
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({
      id: expect.any(Number),
      channelName: "litigation",
      description: null,
      isPrivate: false,
    });
  });

  it("makes the creator the first member of a private channel; other staff do not see it", async () => {
    const creator = await staff();
    const outsider = await staff();
    const response = await call(chatsRoute, "POST", "/api/collaboration/chats", {
      cookie: creator.cookie,
      body: { channelName: "settlements", description: "Numbers", isPrivate: true },
    });
    const channel = await response.json();
    expect(channel).toMatchObject({ channelName: "settlements", isPrivate: true });
    const list = async (cookie: string) =>
      (
        (await (
          await call(chatsRoute, "GET", "/api/collaboration/chats", { cookie })
        ).json()) as Array<{ id: number }>
      ).map((item) => item.id);
    expect(await list(creator.cookie)).toContain(channel.id);
    expect(await list(outsider.cookie)).not.toContain(channel.id);
  });

  it("answers 400 with the schema's fieldErrors (each rule is tested in collaboration-schemas)", async () => {
    const { cookie } = await staff();
    const body = { channelName: "   " };
    const response = await call(chatsRoute, "POST", "/api/collaboration/chats", { cookie, body });
    expect(response.status).toBe(400);
    expect((await response.json()).fieldErrors).toEqual({
      channelName: ["Channel name is required"],
    });
  });
});

describe("/api/collaboration/chats/{id}/messages", () => {
  const path = (id: number | string) => `/api/collaboration/chats/${id}/messages`;
  const get = (id: number | string, cookie: string, query = "") =>
    call(messagesRoute, "GET", `${path(id)}${query}`, { cookie, params: { chatId: String(id) } });
  const post = (id: number | string, cookie: string, body: unknown) =>
    call(messagesRoute, "POST", path(id), { cookie, params: { chatId: String(id) }, body });

  it("returns at most the latest 200 messages, oldest first, with sender names", async () => {
    const { cookie } = await staff();
    const sender = await buildUser({ role: "staff", firstName: "Ada", lastName: "Vance" });
    const channel = await buildChannel();
    const start = Date.now() - 1_000_000;
    await ChatMessage.bulkCreate(
      Array.from({ length: 205 }, (_, index) => ({
        channelId: channel.id,
        senderId: sender.id,
        content: `message ${index + 1}`,
        createdAt: new Date(start + index * 1000),
      })),
    );
    const response = await get(channel.id, cookie);
    expect(response.status).toBe(200);
    const messages = await response.json();
    expect(messages).toHaveLength(200);
    expect(messages[0].content).toBe("message 6");
    expect(messages[199]).toEqual({
      id: expect.any(Number),
      content: "message 205",
      createdAt: new Date(start + 204_000).toISOString(),
      sender: { id: sender.id, firstName: "Ada", lastName: "Vance" },
    });
  });

  it("with ?after= returns only newer messages (what the screen polls for)", async () => {
    const { user, cookie } = await staff();
    const channel = await buildChannel();
    const first = await buildMessage(channel, user, "first");
    await buildMessage(channel, user, "second");
    const response = await get(channel.id, cookie, `?after=${first.id}`);
    expect((await response.json()).map((m: { content: string }) => m.content)).toEqual(["second"]);
    const bad = await get(channel.id, cookie, "?after=abc");
    expect(bad.status).toBe(400);
    expect((await bad.json()).fieldErrors).toEqual({ after: ["after must be a message id"] });
  });

  it("sends a trimmed message and answers 201 with it", async () => {
    const { user, cookie } = await staff();
    const channel = await buildChannel();
    const response = await post(channel.id, cookie, { content: "  Filed the motion.  " });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({
      content: "Filed the motion.",
      sender: { id: user.id, firstName: "Sam", lastName: "Reyes" },
    });
    expect(await ChatMessage.count({ where: { channelId: channel.id } })).toBe(1);
  });

  it.each([
    ["a blank message", { content: " \n\t " }, ["Enter a message before sending"]],
    ["no content", {}, ["Enter a message before sending"]],
    ["content that is not text", { content: 42 }, ["Enter a message before sending"]],
    [
      "a message over 4000 characters",
      { content: "x".repeat(4001) },
      ["Messages can be at most 4000 characters"],
    ],
  ])("refuses %s with 400 and stores nothing", async (_label, body, errors) => {
    const { cookie } = await staff();
    const channel = await buildChannel();
    const response = await post(channel.id, cookie, body);
    expect(response.status).toBe(400);
    expect((await response.json()).fieldErrors).toEqual({ content: errors });
    expect(await ChatMessage.count({ where: { channelId: channel.id } })).toBe(0);
  });

  it("answers 404 to reading or writing someone else's private channel; members may", async () => {
    const member = await staff();
    const outsider = await staff();
    const channel = await buildChannel({
      isPrivate: true,
      members: [member.user],
      messages: [{ sender: member.user, content: "secret plan" }],
    });
    for (const response of [
      await get(channel.id, outsider.cookie),
      await post(channel.id, outsider.cookie, { content: "let me in" }),
    ]) {
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ message: "Channel not found" });
    }
    expect(await ChatMessage.count({ where: { channelId: channel.id } })).toBe(1);
    expect((await get(channel.id, member.cookie)).status).toBe(200);
    expect((await post(channel.id, member.cookie, { content: "ok" })).status).toBe(201);
  });

  it.each(["999999", "abc", "-1", "1.5"])("answers 404 for channel id %s", async (id) => {
    const { cookie } = await staff();
    expect((await get(id, cookie)).status).toBe(404);
  });
});

describe("/api/collaboration/tasks", () => {
  const create = (cookie: string, body: unknown) =>
    call(tasksRoute, "POST", "/api/collaboration/tasks", { cookie, body });
  const patch = (id: number | string, cookie: string, body: unknown) =>
    call(taskRoute, "PATCH", `/api/collaboration/tasks/${id}`, {
      cookie,
      body,
      params: { taskId: String(id) },
    });

  it("creates a pending task with priority medium by default", async () => {
    const { cookie } = await staff();
    const response = await create(cookie, { title: "  Draft the brief " });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({
      title: "Draft the brief",
      description: null,
      priority: "medium",
      status: "pending",
      dueDate: null,
      assignedTo: null,
      caseId: null,
    });
  });

  it("turns assignee and case id given as digits into whole numbers and tells the assignee", async () => {
    const { user, cookie } = await staff();
    const assignee = await buildUser({ role: "staff" });
    const legalCase = await buildCase();
    const response = await create(cookie, {
      title: "Prepare exhibits",
      description: "Tabs 1-12",
      priority: "high",
      dueDate: "2030-01-15",
      assignedTo: String(assignee.id),
      caseId: ` ${legalCase.id} `,
    });
    expect(response.status).toBe(201);
    const task = await response.json();
    expect(task).toMatchObject({
      priority: "high",
      dueDate: "2030-01-15",
      assignedTo: assignee.id,
      caseId: legalCase.id,
      assignee: { id: assignee.id },
    });
    const notices = await Notification.findAll({ where: { userId: assignee.id } });
    expect(notices.map((notice) => notice.title)).toEqual(["New task assigned to you"]);
    expect(notices[0].message).toBe(
      `${user.firstName} ${user.lastName} assigned you: Prepare exhibits`,
    );
  });

  it.each([
    ["letters", "abc"],
    ["a fraction", 1.5],
    ["zero", 0],
    ["a negative number", -3],
    ["digits with letters", "12x"],
    ["a boolean", true],
  ])("refuses an assignee or case id that is %s as a field error", async (_label, value) => {
    const { cookie } = await staff();
    const before = await Task.count();
    const response = await create(cookie, { title: "x", assignedTo: value, caseId: value });
    expect(response.status).toBe(400);
    expect((await response.json()).fieldErrors).toEqual({
      assignedTo: ["Assignee must be a whole number (a staff member's id)"],
      caseId: ["Case ID must be a whole number"],
    });
    expect(await Task.count()).toBe(before);
  });

  it("refuses an assignee who is not staff and a case that does not exist", async () => {
    const { cookie } = await staff();
    const client = await buildUser({ role: "client" });
    const response = await create(cookie, { title: "x", assignedTo: client.id, caseId: 987654 });
    expect(response.status).toBe(400);
    expect((await response.json()).fieldErrors).toEqual({
      assignedTo: ["No staff member has this id"],
      caseId: ["No case has this id"],
    });
  });

  it("answers 400 with the schema's fieldErrors (each rule is tested in collaboration-schemas)", async () => {
    const { cookie } = await staff();
    const response = await create(cookie, { title: "x", priority: "critical" });
    expect(response.status).toBe(400);
    expect((await response.json()).fieldErrors).toEqual({
      priority: ["Priority must be low, medium, high or urgent"],
    });
  });

  it("lists the tasks", async () => {
    const { cookie } = await staff();
    const task = await buildTask({ title: "Listed task" });
    const response = await call(tasksRoute, "GET", "/api/collaboration/tasks", { cookie });
    expect(response.status).toBe(200);
    expect(await response.json()).toContainEqual(
      expect.objectContaining({ id: task.id, title: "Listed task", status: "pending" }),
    );
  });

  it("lists open tasks soonest due first (undated last) and completed ones latest first", async () => {
    const { cookie } = await staff();
    const later = await buildTask({ title: "due later", dueDate: "2031-01-02" });
    const undated = await buildTask({ title: "no date" });
    const sooner = await buildTask({ title: "due sooner", dueDate: "2031-01-01" });
    // Made first, but completed after the other: the completion time decides, not the id.
    const doneRecently = await buildTask({ title: "done recently", status: "completed" });
    const doneLongAgo = await buildTask({ title: "done long ago", status: "completed" });
    // Sequelize always stamps updatedAt itself, so the past is written directly.
    await sequelize.query("UPDATE tasks SET updated_at = :at WHERE id = :id", {
      replacements: { at: "2020-01-01 00:00:00.000", id: doneLongAgo.id },
    });
    const response = await call(tasksRoute, "GET", "/api/collaboration/tasks", { cookie });
    const ids = ((await response.json()) as Array<{ id: number }>).map((task) => task.id);
    const order = (...tasks: Task[]) => tasks.map((task) => ids.indexOf(task.id));
    const [a, b, c] = order(sooner, later, undated);
    expect(a).toBeLessThan(b);
    expect(b).toBeLessThan(c);
    const [d, e] = order(doneRecently, doneLongAgo);
    expect(d).toBeLessThan(e);
    expect(c).toBeLessThan(d);
  });

  it("moves pending to in_progress to completed", async () => {
    const { cookie } = await staff();
    const task = await buildTask();
    const started = await patch(task.id, cookie, { status: "in_progress" });
    expect(started.status).toBe(200);
    expect((await started.json()).status).toBe("in_progress");
    const completed = await patch(task.id, cookie, { status: "completed" });
    expect((await completed.json()).status).toBe("completed");
    expect((await Task.findByPk(task.id))!.status).toBe("completed");
  });

  it.each([
    [
      "pending",
      "completed",
      "A pending task cannot be moved to completed: tasks go from pending to in progress (Start) and from in progress to completed (Complete).",
    ],
    [
      "in_progress",
      "pending",
      "A in progress task cannot be moved to pending: tasks go from pending to in progress (Start) and from in progress to completed (Complete).",
    ],
    [
      "completed",
      "in_progress",
      "A completed task cannot be moved to in progress: tasks go from pending to in progress (Start) and from in progress to completed (Complete).",
    ],
    ["pending", "pending", "This task is already pending."],
    ["completed", "completed", "This task is already completed."],
  ] as const)("refuses %s to %s with 409 and leaves it", async (from, to, message) => {
    const { cookie } = await staff();
    const task = await buildTask({ status: from });
    const response = await patch(task.id, cookie, { status: to });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ message });
    expect((await Task.findByPk(task.id))!.status).toBe(from);
  });

  it("gives one of two simultaneous Starts the move and the other a 409", async () => {
    const first = await staff();
    const second = await staff();
    const task = await buildTask();
    const responses = await Promise.all([
      patch(task.id, first.cookie, { status: "in_progress" }),
      patch(task.id, second.cookie, { status: "in_progress" }),
    ]);
    expect(responses.map((response) => response.status).sort()).toEqual([200, 409]);
  });

  it("answers 400 for an unknown status and 404 for a task that is not there", async () => {
    const { cookie } = await staff();
    const task = await buildTask();
    const bad = await patch(task.id, cookie, { status: "done" });
    expect(bad.status).toBe(400);
    expect((await bad.json()).fieldErrors).toEqual({
      status: ["Status must be pending, in_progress or completed"],
    });
    expect((await patch(999999, cookie, { status: "in_progress" })).status).toBe(404);
    expect((await patch("abc", cookie, { status: "in_progress" })).status).toBe(404);
  });
});

describe("/api/collaboration/knowledge", () => {
  const search = async (cookie: string, text: string) =>
    (
      (await (
        await call(
          knowledgeRoute,
          "GET",
          `/api/collaboration/knowledge?search=${encodeURIComponent(text)}`,
          {
            cookie,
          },
        )
      ).json()) as Array<{ title: string }>
    ).map((article) => article.title);

  it("matches title, category and content in any case", async () => {
    const { cookie } = await staff();
    await buildArticle({ title: "Zebra Crossing Claims", category: "Case Law", content: "..." });
    await buildArticle({ title: "Plain", category: "Quokka Rules", content: "..." });
    await buildArticle({ title: "Other", category: "Misc", content: "mentions a narwhal once" });
    expect(await search(cookie, "zebra")).toEqual(["Zebra Crossing Claims"]);
    expect(await search(cookie, "QUOKKA")).toEqual(["Plain"]);
    expect(await search(cookie, "Narwhal")).toEqual(["Other"]);
    expect(await search(cookie, "no-such-word-anywhere")).toEqual([]);
  });

  it("takes % and _ in the search literally", async () => {
    const { cookie } = await staff();
    await buildArticle({ title: "Fee split 40%_cap", content: "x" });
    await buildArticle({ title: "Fee split 40 and cap", content: "x" });
    expect(await search(cookie, "40%_")).toEqual(["Fee split 40%_cap"]);
  });

  it("returns articles with the spec's fields, newest first", async () => {
    const { cookie } = await staff();
    const article = await buildArticle({ title: "Fields check", viewCount: 3 });
    const response = await call(knowledgeRoute, "GET", "/api/collaboration/knowledge", { cookie });
    const list = await response.json();
    expect(list[0]).toEqual({
      id: article.id,
      title: "Fields check",
      category: "Procedures",
      content: "Some guidance for the team.",
      viewCount: 3,
      createdAt: expect.any(String),
    });
  });

  it("lists the categories once each, alphabetically", async () => {
    const { cookie } = await staff();
    await buildArticle({ category: "Ethics" });
    await buildArticle({ category: "Ethics" });
    await buildArticle({ category: "Billing" });
    const response = await call(categoriesRoute, "GET", "/api/collaboration/knowledge/categories", {
      cookie,
    });
    const categories = await response.json();
    expect(categories).toEqual([...new Set(categories)].sort());
    expect(categories).toEqual(expect.arrayContaining(["Billing", "Ethics"]));
  });

  it("adds an article (POST) and refuses missing fields", async () => {
    const { cookie } = await staff();
    const good = await call(knowledgeRoute, "POST", "/api/collaboration/knowledge", {
      cookie,
      body: { title: "New guide", category: "Guides", content: "Step one." },
    });
    expect(good.status).toBe(201);
    expect(await good.json()).toMatchObject({ title: "New guide", viewCount: 0 });
    const bad = await call(knowledgeRoute, "POST", "/api/collaboration/knowledge", {
      cookie,
      body: { title: " " },
    });
    expect(bad.status).toBe(400);
    expect((await bad.json()).fieldErrors).toEqual({
      title: ["Title is required"],
      category: ["Category is required"],
      content: ["Content is required"],
    });
  });
});

describe("performance, resources and dashboard stats", () => {
  it("GET performance returns metrics with numbers, latest first", async () => {
    const { cookie } = await staff();
    await buildMetric("billable_hours", "2030-01", 1402.25, new Date("2030-02-01T06:00:00Z"));
    const response = await call(performanceRoute, "GET", "/api/collaboration/performance", {
      cookie,
    });
    const [latest] = await response.json();
    expect(latest).toEqual({
      id: expect.any(Number),
      metricType: "billable_hours",
      period: "2030-01",
      value: 1402.25,
      recordedAt: "2030-02-01T06:00:00.000Z",
    });
  });

  it("GET resources returns the spec's fields and a download link only where a file is stored", async () => {
    const { cookie } = await staff();
    const sample = await buildResource({ name: "Sample" });
    const response = await call(resourcesRoute, "GET", "/api/collaboration/resources", { cookie });
    const list = await response.json();
    const found = list.find((item: { id: number }) => item.id === sample.id);
    expect(found).toMatchObject({
      name: "Sample",
      category: "Templates",
      description: null,
      downloadCount: 0,
      downloadUrl: null,
    });
    expect(found).not.toHaveProperty("storageKey");
  });

  it("GET /api/dashboard/stats counts from the database", async () => {
    const { user, cookie } = await staff();
    const read = async () =>
      (await call(statsRoute, "GET", "/api/dashboard/stats", { cookie })).json();
    const before = await read();
    await buildCase({ status: "active" });
    await buildCase({ status: "completed" });
    const form = await Form.create({
      title: "Intake",
      description: null,
      fields: [],
      isPublished: true,
      notificationSettings: { email: false, sms: false },
      autoAssignTo: null,
      createdBy: null,
    });
    const submission = {
      formId: form.id,
      submitterEmail: "a@b.test",
      submitterName: "A B",
      data: {},
    };
    await FormSubmission.create({
      ...submission,
      reviewedAt: null,
      reviewedBy: null,
      ipAddress: null,
    });
    await FormSubmission.create({
      ...submission,
      reviewedAt: new Date(),
      reviewedBy: (user as User).id,
      ipAddress: null,
    });
    await buildMetric("client_satisfaction", "current", 4.6, new Date("2031-01-01T00:00:00Z"));
    expect(await read()).toEqual({
      activeCases: before.activeCases + 1,
      formSubmissions: before.formSubmissions + 2,
      pendingReviews: before.pendingReviews + 1,
      satisfaction: 4.6,
    });
  });
});
