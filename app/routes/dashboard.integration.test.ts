import { randomUUID } from "node:crypto";
import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  ChatChannel,
  ChatChannelMember,
  ChatMessage,
  KnowledgeArticle,
  SharedResource,
  Task,
} from "~/models/index.server";
import { action, loader } from "~/routes/dashboard";
import { loader as articleLoader } from "~/routes/dashboard_.knowledge.$articleId";
import { loader as downloadLoader } from "~/routes/dashboard_.resources.$resourceId.download";
import { FORM_TOKEN_FIELD } from "~/utils/form-token";
import { MAX_UPLOAD_BYTES } from "~/utils/uploads";
import {
  buildArticle,
  buildChannel,
  buildMetric,
  buildResource,
  buildTask,
} from "../../tests/factories/collaboration";
import { pdfBytes, storeFile, withTemporaryStorage } from "../../tests/factories/files";
import {
  callRoute,
  formRequest,
  getRequest,
  multipartRequest,
  routeArgs,
} from "../../tests/factories/requests";
import { whileAnotherRequestWrites } from "../../tests/factories/other-writer";
import { signedIn } from "../../tests/factories/sessions";
import { buildUser } from "../../tests/factories/users";

const storage = withTemporaryStorage();
const storedFiles = () => readdirSync(storage.dir);

/** Runs the screen's loader; a thrown response (redirect, 404) comes back as the value. */
const load = (path: string, cookie?: string) => callRoute(loader, getRequest(path, cookie));

type Reply = {
  data: {
    intent: string;
    result: { error?: Record<string, string[] | null>; initialValue?: Record<string, unknown> };
  };
  init: { status: number };
};

/** Submits a form with the button of this intent, as a browser without JavaScript would. */
const post = (intent: string, fields: Record<string, string>, cookie: string): Promise<unknown> =>
  callRoute(action, formRequest("/dashboard", { intent, ...fields }, cookie));

/** The Upload Resource form, its file field last as the browser sends it. */
const upload = (fields: Record<string, string | File>, cookie: string): Promise<unknown> =>
  callRoute(
    action,
    multipartRequest(
      "/dashboard?tab=resources&dialog=upload-resource",
      { intent: "upload-resource", ...fields },
      cookie,
    ),
  );

const expectRedirect = (response: unknown, location: string | RegExp) => {
  expect(response).toBeInstanceOf(Response);
  expect((response as Response).status).toBe(302);
  expect((response as Response).headers.get("Location")).toMatch(location);
};

/** The form came back refused with this status and these messages beside its fields ("": the form's). */
const expectRefusal = (answer: unknown, status: number, errors?: Record<string, unknown>) => {
  const reply = answer as Reply;
  expect(reply.init.status).toBe(status);
  if (errors) expect(reply.data.result.error).toMatchObject(errors);
  return reply;
};

describe("staff dashboard screen: loader", () => {
  it("shows the stat cards, activity, deadlines and the chat tab with no channel chosen", async () => {
    const { cookie } = await signedIn();
    await buildTask({ title: "Due soon", dueDate: "2031-05-01", priority: "high" });
    await buildMetric("client_satisfaction", "current", 4.8);
    const data = (await load("/dashboard", cookie)) as Exclude<
      Awaited<ReturnType<typeof loader>>,
      Response
    >;
    expect(data.stats).toMatchObject({ satisfaction: 4.8 });
    expect(data.deadlines.map((task) => task.title)).toContain("Due soon");
    expect(data.panel).toMatchObject({ tab: "chat", channel: null, messages: [] });
    expect(data.dialog).toBeNull();
  });

  it("opens a channel's messages, and a private channel's members and who may be added", async () => {
    const { user, cookie } = await signedIn("staff", { firstName: "Mia", lastName: "Stone" });
    const colleague = await buildUser({ role: "staff", firstName: "Kit", lastName: "Park" });
    const channel = await buildChannel({
      isPrivate: true,
      members: [user],
      messages: [{ sender: user, content: "Our plan" }],
    });
    const data = await load(`/dashboard?tab=chat&channel=${channel.id}`, cookie);
    expect(data).toMatchObject({
      panel: {
        tab: "chat",
        channel: { id: channel.id, isPrivate: true },
        messages: [{ content: "Our plan" }],
        members: [{ id: user.id }],
      },
    });
    const candidates = (data as { panel: { candidates: { staff: Array<{ id: number }> } } }).panel
      .candidates.staff;
    expect(candidates.map((member) => member.id)).toContain(colleague.id);
    expect(candidates.map((member) => member.id)).not.toContain(user.id);
  });

  it("answers 404 for another team's private channel or a channel that is not there", async () => {
    const { cookie } = await signedIn();
    const other = await buildUser({ role: "staff" });
    const channel = await buildChannel({ isPrivate: true, members: [other] });
    for (const param of [String(channel.id), "999999", "abc"]) {
      const response = (await load(`/dashboard?tab=chat&channel=${param}`, cookie)) as Response;
      expect(`${param}: ${response.status}`).toBe(`${param}: 404`);
    }
  });

  it("reads only the selected tab: tasks, knowledge search, performance, resources", async () => {
    const { cookie } = await signedIn();
    await buildTask({ title: "Column check", status: "in_progress" });
    await buildArticle({ title: "Searchable Walrus Guide" });
    await buildResource({ name: "Panel resource" });
    const tasks = await load("/dashboard?tab=tasks&dialog=new-task", cookie);
    expect(tasks).toMatchObject({ dialog: "new-task", panel: { tab: "tasks" } });
    const board = (
      tasks as { panel: { board: Record<string, { count: number; tasks: unknown[] }> } }
    ).panel.board;
    expect(board.in_progress.count).toBe(board.in_progress.tasks.length);
    expect(board.in_progress.tasks).toContainEqual(
      expect.objectContaining({ title: "Column check" }),
    );

    const knowledge = await load("/dashboard?tab=knowledge&q=walrus", cookie);
    expect(knowledge).toMatchObject({
      panel: { tab: "knowledge", q: "walrus", articles: [{ title: "Searchable Walrus Guide" }] },
    });
    const performance = await load("/dashboard?tab=performance", cookie);
    expect(performance).toMatchObject({ panel: { tab: "performance" } });
    const resources = await load("/dashboard?tab=resources", cookie);
    expect(resources).toMatchObject({ panel: { tab: "resources" } });
  });

  it("ignores a dialog that belongs to another tab and an unknown tab", async () => {
    const { cookie } = await signedIn();
    expect(await load("/dashboard?tab=tasks&dialog=new-channel", cookie)).toMatchObject({
      dialog: null,
    });
    expect(await load("/dashboard?tab=nonsense", cookie)).toMatchObject({ panel: { tab: "chat" } });
  });

  it("sends clients and admins to their own home", async () => {
    for (const [role, home] of [
      ["client", "/client-portal"],
      ["admin", "/admin"],
    ] as const) {
      const { cookie } = await signedIn(role);
      expectRedirect(await load("/dashboard", cookie), home);
      expectRedirect(await post("create-task", { title: "x" }, cookie), home);
    }
  });
});

describe("staff dashboard screen: chat forms", () => {
  it("sends a message and comes back to the channel", async () => {
    const { user, cookie } = await signedIn();
    const channel = await buildChannel();
    const response = await post(
      "send-message",
      { channelId: String(channel.id), content: "  On my way  " },
      cookie,
    );
    expectRedirect(response, `/dashboard?tab=chat&channel=${channel.id}`);
    const stored = await ChatMessage.findAll({ where: { channelId: channel.id } });
    expect(stored.map((message) => [message.senderId, message.content])).toEqual([
      [user.id, "On my way"],
    ]);
  });

  it("refuses a blank message with the message beside the field", async () => {
    const { cookie } = await signedIn();
    const channel = await buildChannel();
    const blank = { channelId: String(channel.id), content: "   " };
    const reply = expectRefusal(await post("send-message", blank, cookie), 400, {
      content: ["Enter a message before sending"],
    });
    expect(reply.data.intent).toBe("send-message");
    expect(await ChatMessage.count({ where: { channelId: channel.id } })).toBe(0);
  });

  it("answers 404 to a message for someone else's private channel", async () => {
    const { cookie } = await signedIn();
    const channel = await buildChannel({
      isPrivate: true,
      members: [await buildUser({ role: "staff" })],
    });
    const hello = { channelId: String(channel.id), content: "hello" };
    expectRefusal(await post("send-message", hello, cookie), 404, { "": ["Channel not found"] });
  });

  it("creates a public channel when Private is left unchecked", async () => {
    const { cookie } = await signedIn();
    const response = (await post(
      "create-channel",
      { channelName: "trial-prep", description: "" },
      cookie,
    )) as Response;
    const channel = await ChatChannel.findOne({ where: { channelName: "trial-prep" } });
    expect(channel!.isPrivate).toBe(false);
    expect(channel!.description).toBeNull();
    expectRedirect(response, `/dashboard?tab=chat&channel=${channel!.id}`);
    expect(response.headers.get("Set-Cookie")).toMatch(/^__toast=/);
  });

  it("creates a private channel with its creator as the only member", async () => {
    const { user, cookie } = await signedIn();
    await post("create-channel", { channelName: "partners-2", isPrivate: "on" }, cookie);
    const channel = await ChatChannel.findOne({ where: { channelName: "partners-2" } });
    expect(channel!.isPrivate).toBe(true);
    const members = await ChatChannelMember.findAll({ where: { channelId: channel!.id } });
    expect(members.map((member) => member.userId)).toEqual([user.id]);
  });

  it("refuses a channel without a name", async () => {
    const { cookie } = await signedIn();
    expectRefusal(await post("create-channel", { channelName: " " }, cookie), 400, {
      channelName: ["Channel name is required"],
    });
  });

  it("lets a member add staff to a private channel; not clients, not from outside", async () => {
    const member = await signedIn();
    const outsider = await signedIn();
    const colleague = await buildUser({ role: "staff" });
    const client = await buildUser({ role: "client" });
    const channel = await buildChannel({ isPrivate: true, members: [member.user] });
    const add = (userId: number, cookie: string) =>
      post("add-member", { channelId: String(channel.id), userId: String(userId) }, cookie);

    expectRedirect(await add(colleague.id, member.cookie), `channel=${channel.id}`);
    expectRefusal(await add(client.id, member.cookie), 400, {
      userId: ["Choose a staff member to add"],
    });
    expectRefusal(await add(outsider.user.id, outsider.cookie), 404);

    const members = await ChatChannelMember.findAll({ where: { channelId: channel.id } });
    expect(members.map((row) => row.userId).sort()).toEqual([member.user.id, colleague.id].sort());
  });

  it("has no one to add to a public channel (409)", async () => {
    const { cookie } = await signedIn();
    const colleague = await buildUser({ role: "staff" });
    const channel = await buildChannel();
    const add = { channelId: String(channel.id), userId: String(colleague.id) };
    expectRefusal(await post("add-member", add, cookie), 409);
  });
});

describe("staff dashboard screen: task forms", () => {
  it("creates a task with priority medium unless chosen", async () => {
    const { cookie } = await signedIn();
    const response = await post(
      "create-task",
      { title: "Call the adjuster", priority: "", assignedTo: "", caseId: "" },
      cookie,
    );
    expectRedirect(response, "/dashboard?tab=tasks");
    const task = await Task.findOne({ where: { title: "Call the adjuster" } });
    expect(task).toMatchObject({
      priority: "medium",
      status: "pending",
      assignedTo: null,
      caseId: null,
    });
  });

  it("shows field errors for a missing title, an assignee who is no one and an id that is not a whole number", async () => {
    const { cookie } = await signedIn();
    // Not an id: a typed name (a firm too large for a drop-down), and it names no attorney.
    const fields = { title: "", assignedTo: "two", caseId: "4.5" };
    expectRefusal(await post("create-task", fields, cookie), 400, {
      title: ["Title is required"],
      assignedTo: ["No attorney matches “two”"],
      caseId: ["Case ID must be a whole number"],
    });
  });

  it("Start and Complete move a task one step; a wrong step answers 409 with the reason", async () => {
    const { cookie } = await signedIn();
    const task = await buildTask();
    const move = (intent: string) => post(intent, { taskId: String(task.id) }, cookie);

    expectRefusal(await move("complete-task"), 409, {
      "": [expect.stringMatching(/^A pending task cannot be moved to completed/)],
    });

    expectRedirect(await move("start-task"), "/dashboard?tab=tasks");
    expect((await Task.findByPk(task.id))!.status).toBe("in_progress");
    expectRefusal(await move("start-task"), 409, { "": ["This task is already in progress."] });

    expectRedirect(await move("complete-task"), "/dashboard?tab=tasks");
    expect((await Task.findByPk(task.id))!.status).toBe("completed");
  });

  it("answers 404 for a task that is not there", async () => {
    const { cookie } = await signedIn();
    expectRefusal(await post("start-task", { taskId: "999999" }, cookie), 404, {
      "": ["Task not found"],
    });
  });

  it("answers 400 to an unknown intent", async () => {
    const { cookie } = await signedIn();
    const response = (await post("delete-everything", {}, cookie)) as Response;
    expect(response.status).toBe(400);
  });
});

describe("staff dashboard screen: knowledge base", () => {
  it("adds an article and opens it", async () => {
    const { cookie } = await signedIn();
    const response = await post(
      "create-article",
      { title: "Deposition prep", category: "Procedures", content: "Bring exhibits." },
      cookie,
    );
    const article = await KnowledgeArticle.findOne({ where: { title: "Deposition prep" } });
    expectRedirect(response, `/dashboard/knowledge/${article!.id}`);
  });

  it("refuses an article without its fields", async () => {
    const { cookie } = await signedIn();
    expectRefusal(await post("create-article", { title: "Only a title" }, cookie), 400, {
      category: ["Category is required"],
      content: ["Content is required"],
    });
  });

  it("counts a view each time the article page is opened", async () => {
    const { cookie } = await signedIn();
    const article = await buildArticle({ viewCount: 7 });
    const open = () =>
      articleLoader(
        routeArgs(
          getRequest(`/dashboard/knowledge/${article.id}`, cookie),
          {},
          {
            articleId: String(article.id),
          },
        ),
      );
    expect((await open()).article.viewCount).toBe(8);
    expect((await open()).article.viewCount).toBe(9);
    await expect(
      articleLoader(
        routeArgs(getRequest("/dashboard/knowledge/0", cookie), {}, { articleId: "0" }),
      ),
    ).rejects.toMatchObject({ status: 404 });
  });
});

describe("staff dashboard screen: resources", () => {
  const pdf = (size = 2048, name = "retainer.pdf", type = "application/pdf") =>
    new File([pdfBytes(size)], name, { type });

  it("keeps the file of a resource whose one transaction SQLite ran again after another request wrote", async () => {
    const { cookie } = await signedIn();
    const fields = { name: "Retried", category: "Templates", description: "", file: pdf() };
    const { result, attempts, expectedAttempts } = await whileAnotherRequestWrites(
      SharedResource,
      () => upload({ ...fields, [FORM_TOKEN_FIELD]: randomUUID() }, cookie),
    );
    expectRedirect(result, "/dashboard?tab=resources");
    expect(attempts).toBe(expectedAttempts);
    const resource = await SharedResource.findOne({ where: { name: "Retried" } });
    expect(storedFiles()).toContain(resource!.storageKey);
  });

  it("stores an upload under a random key, then downloads it as an attachment and counts it", async () => {
    const { cookie } = await signedIn();
    const before = storedFiles().length;
    const response = await upload(
      {
        name: "Retainer 2026",
        category: "Templates",
        description: "",
        file: pdf(2048, "Retainer – Müller 2026.pdf"),
      },
      cookie,
    );
    expectRedirect(response, "/dashboard?tab=resources");
    const resource = await SharedResource.findOne({ where: { name: "Retainer 2026" } });
    expect(resource!.get({ plain: true })).toMatchObject({
      fileName: "Retainer – Müller 2026.pdf",
      fileType: "application/pdf",
      fileSize: 2048,
      downloadCount: 0,
    });
    expect(resource!.storageKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(storedFiles()).toHaveLength(before + 1);
    expect(storedFiles()).toContain(resource!.storageKey);

    const download = (await downloadLoader(
      routeArgs(
        getRequest(`/dashboard/resources/${resource!.id}/download`, cookie),
        {},
        {
          resourceId: String(resource!.id),
        },
      ),
    )) as Response;
    expect(download.status).toBe(200);
    expect(download.headers.get("Content-Type")).toBe("application/pdf");
    expect(download.headers.get("Content-Disposition")).toBe(
      `attachment; filename="Retainer _ M_ller 2026.pdf"; filename*=UTF-8''Retainer%20%E2%80%93%20M%C3%BCller%202026.pdf`,
    );
    expect(Buffer.from(await download.arrayBuffer()).equals(pdfBytes(2048))).toBe(true);
    expect((await SharedResource.findByPk(resource!.id))!.downloadCount).toBe(1);
  });

  it.each([
    [
      "a type not on the list",
      pdf(10, "tool.exe", "application/x-msdownload"),
      "Only PDF, Word, Excel, text, PNG, JPEG, GIF and WebP files can be uploaded",
    ],
    [
      "a PDF name on a page of HTML",
      new File(["<p>not a PDF</p>"], "page.pdf", { type: "application/pdf" }),
      "The file is not what its name says. Only PDF, Word, Excel, text, PNG, JPEG, GIF and WebP files can be uploaded",
    ],
    ["a file over the limit", pdf(MAX_UPLOAD_BYTES + 1), "The file is larger than 10 MB"],
    ["an empty file", pdf(0), "The file is empty"],
    ["no file", new File([], "", { type: "application/octet-stream" }), "Choose a file to upload"],
    [
      "a file name the parser cannot read (a part header over 16 KB)",
      pdf(10, `${"n".repeat(17_000)}.pdf`),
      "The file's name could not be read. Rename the file and try again",
    ],
  ])(
    "refuses %s beside the file field, keeps the other values and stores nothing",
    async (_label, file, message) => {
      const { cookie } = await signedIn();
      const before = { files: storedFiles().length, rows: await SharedResource.count() };
      const reply = expectRefusal(
        await upload({ name: "Kept name", category: "Guides", file }, cookie),
        400,
        { file: [message] },
      );
      expect(reply.data.result.initialValue).toMatchObject({
        name: "Kept name",
        category: "Guides",
      });
      expect(storedFiles()).toHaveLength(before.files);
      expect(await SharedResource.count()).toBe(before.rows);
    },
  );

  it("keeps a file name with ; and = as it was sent", async () => {
    const { cookie } = await signedIn();
    const response = await upload(
      { name: "Smith v Jones", category: "Guides", file: pdf(10, "Smith; Jones=draft.pdf") },
      cookie,
    );
    expectRedirect(response, "/dashboard?tab=resources");
    const resource = await SharedResource.findOne({ where: { name: "Smith v Jones" } });
    expect(resource!.fileName).toBe("Smith; Jones=draft.pdf");
  });

  it("removes the stored file again when the other fields are refused", async () => {
    const { cookie } = await signedIn();
    const before = storedFiles().length;
    expectRefusal(await upload({ name: "", category: "", file: pdf() }, cookie), 400, {
      name: ["Name is required"],
      category: ["Category is required"],
    });
    expect(storedFiles()).toHaveLength(before);
  });

  it("sends a resource stored with the type its uploader declared as plain bytes", async () => {
    const { cookie } = await signedIn();
    const resource = await buildResource({ storageKey: await storeFile("<p>an old upload</p>") });
    await resource.update({ fileName: "scan.png", fileType: "image/png;text/html" });
    const download = (await callRoute(
      downloadLoader,
      getRequest(`/dashboard/resources/${resource.id}/download`, cookie),
      { resourceId: String(resource.id) },
    )) as Response;
    expect(download.status).toBe(200);
    expect(download.headers.get("Content-Type")).toBe("application/octet-stream");
    expect(download.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(await download.text()).toBe("<p>an old upload</p>");
  });

  it("answers 404 with a clear message for a resource without a file, or none at all", async () => {
    const { cookie } = await signedIn();
    const sample = await buildResource();
    const download = async (id: string) =>
      (await callRoute(downloadLoader, getRequest(`/dashboard/resources/${id}/download`, cookie), {
        resourceId: id,
      })) as Response;
    const noFile = await download(String(sample.id));
    expect(noFile.status).toBe(404);
    expect(await noFile.text()).toBe("No file is attached to this resource");
    expect((await download("999999")).status).toBe(404);
    expect((await SharedResource.findByPk(sample.id))!.downloadCount).toBe(0);
  });

  it("sends non-staff away from a download", async () => {
    const { cookie } = await signedIn("client");
    const sample = await buildResource();
    await expect(
      downloadLoader(
        routeArgs(
          getRequest(`/dashboard/resources/${sample.id}/download`, cookie),
          {},
          {
            resourceId: String(sample.id),
          },
        ),
      ),
    ).rejects.toMatchObject({ status: 302 });
  });
});
