import { createHash } from "node:crypto";
import { describe, expect, it, vi } from "vitest";
import { ChatMessage, FormSubmission, IdempotencyKey, Task } from "~/models/index.server";
import * as messagesRoute from "~/routes/api.collaboration.chats.$chatId.messages";
import * as submissionsRoute from "~/routes/api.form-submissions";
import * as tasksRoute from "~/routes/api.collaboration.tasks";
import { pruneExpiredIdempotencyKeys } from "~/services/idempotency.server";
import { apiRoute, endpoint } from "./api.server";
import { CONSULTATION_FORM_ID } from "~/utils/consultation-schema";
import { buildChannel } from "../../tests/factories/collaboration";
import { buildConsultationForm, consultationValues } from "../../tests/factories/forms";
import { routeArgs } from "../../tests/factories/requests";
import { signedIn } from "../../tests/factories/sessions";

type Handler = (args: ReturnType<typeof routeArgs>) => unknown;

/** A JSON POST as a client sends it, with its Idempotency-Key. */
async function post(
  route: { action: Handler },
  path: string,
  body: unknown,
  options: { cookie?: string; key?: string; ip?: string } = {},
) {
  const headers: Record<string, string> = { "Content-Type": "application/json" };
  if (options.cookie) headers.Cookie = options.cookie;
  if (options.key) headers["Idempotency-Key"] = options.key;
  const request = new Request(`http://localhost${path}`, {
    method: "POST",
    headers,
    body: JSON.stringify(body),
  });
  return (await route.action(
    routeArgs(request, { clientIp: options.ip ?? "10.50.0.1" }),
  )) as Response;
}

const newKey = () => `key-${Math.random().toString(36).slice(2)}`;
const tasksTitled = (title: string) => Task.count({ where: { title } });

describe("Idempotency-Key", () => {
  it("answers a repeat with the first answer and stores nothing new", async () => {
    const { cookie } = await signedIn("staff");
    const key = newKey();
    const title = `Call the insurer ${key}`;
    const first = await post(tasksRoute, "/api/collaboration/tasks", { title }, { cookie, key });
    expect(first.status).toBe(201);
    const again = await post(tasksRoute, "/api/collaboration/tasks", { title }, { cookie, key });
    expect(again.status).toBe(201);
    expect(again.headers.get("Idempotent-Replayed")).toBe("true");
    expect(await again.json()).toEqual(await first.json());
    expect(await tasksTitled(title)).toBe(1);
  });

  it("refuses the same key with another request (422), and keeps each caller's keys apart", async () => {
    const { cookie } = await signedIn("staff");
    const key = newKey();
    const title = `Draft the demand ${key}`;
    await post(tasksRoute, "/api/collaboration/tasks", { title }, { cookie, key });
    const other = await post(
      tasksRoute,
      "/api/collaboration/tasks",
      { title: `${title}, changed` },
      { cookie, key },
    );
    expect(other.status).toBe(422);
    expect((await other.json()).message).toMatch(/used with another request/);
    expect(await tasksTitled(`${title}, changed`)).toBe(0);

    const colleague = await signedIn("staff");
    const theirs = await post(
      tasksRoute,
      "/api/collaboration/tasks",
      { title },
      { cookie: colleague.cookie, key },
    );
    expect(theirs.status).toBe(201);
    expect(await tasksTitled(title)).toBe(2);
  });

  it("lets requests sent at once with one key do the work once", async () => {
    const { cookie } = await signedIn("staff");
    const key = newKey();
    const title = `File the motion ${key}`;
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        post(tasksRoute, "/api/collaboration/tasks", { title }, { cookie, key }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201, 201]);
    const ids = await Promise.all(answers.map(async (answer) => (await answer.json()).id));
    expect(new Set(ids).size).toBe(1);
    expect(await tasksTitled(title)).toBe(1);
  });

  it("keeps nothing when the first call is refused, so the corrected call may use the key", async () => {
    const { cookie } = await signedIn("staff");
    const key = newKey();
    const refused = await post(
      tasksRoute,
      "/api/collaboration/tasks",
      { title: "" },
      { cookie, key },
    );
    expect(refused.status).toBe(400);
    const title = `Corrected ${key}`;
    const corrected = await post(
      tasksRoute,
      "/api/collaboration/tasks",
      { title },
      { cookie, key },
    );
    expect(corrected.status).toBe(201);
    expect(await tasksTitled(title)).toBe(1);
  });

  it("lets a repeat take over a key whose first call was abandoned (a server stopped mid-call)", async () => {
    const { cookie, user } = await signedIn("staff");
    const key = newKey();
    const title = `Taken over ${key}`;
    const first = await post(tasksRoute, "/api/collaboration/tasks", { title }, { cookie, key });
    expect(first.status).toBe(201);
    // As a first call leaves its key when it never finishes: claimed, with no answer kept.
    const id = createHash("sha256").update(`user:${user.id}\n${key}`).digest("hex");
    const row = (await IdempotencyKey.findByPk(id))!;
    await Task.destroy({ where: { title } });
    const claimedAt = (secondsAgo: number) =>
      new Date(Date.now() - secondsAgo * 1000 + 24 * 60 * 60_000);
    await row.update({ status: null, body: null, expiresAt: claimedAt(31) });
    const again = await post(tasksRoute, "/api/collaboration/tasks", { title }, { cookie, key });
    expect(again.status).toBe(201);
    expect(again.headers.get("Idempotent-Replayed")).toBeNull();
    expect(await tasksTitled(title)).toBe(1);
    const kept = await IdempotencyKey.findByPk(row.id);
    expect(kept?.status).toBe(201);
  });

  it("holds for a visitor's consultation by address, and forgets keys after a day", async () => {
    await buildConsultationForm();
    const key = newKey();
    const body = { formId: CONSULTATION_FORM_ID, data: consultationValues({ lastName: key }) };
    const before = await FormSubmission.count();
    const first = await post(submissionsRoute, "/api/form-submissions", body, {
      key,
      ip: "10.50.1.1",
    });
    const again = await post(submissionsRoute, "/api/form-submissions", body, {
      key,
      ip: "10.50.1.1",
    });
    expect([first.status, again.status]).toEqual([201, 201]);
    expect((await FormSubmission.count()) - before).toBe(1);

    await IdempotencyKey.update({ expiresAt: new Date(Date.now() - 1000) }, { where: {} });
    expect(await pruneExpiredIdempotencyKeys()).toBeGreaterThan(0);
    const later = await post(submissionsRoute, "/api/form-submissions", body, {
      key,
      ip: "10.50.1.1",
    });
    expect(later.status).toBe(201);
    expect((await FormSubmission.count()) - before).toBe(2);
  });

  it("keeps the write and its answer together: an answer that cannot be kept undoes the write", async () => {
    // The database went away between the message's insert and keeping the answer: before, the
    // message stayed stored, its answer was lost, and the repeat stored it a second time.
    const { cookie } = await signedIn("staff");
    const channel = await buildChannel();
    const path = `/api/collaboration/chats/${channel.id}/messages`;
    const route = {
      action: (args: ReturnType<typeof routeArgs>) =>
        messagesRoute.action({ ...args, params: { chatId: String(channel.id) } }),
    };
    const key = newKey();
    const content = `Sent again until acknowledged ${key}`;
    const stored = () => ChatMessage.count({ where: { content } });
    const away = vi
      .spyOn(IdempotencyKey, "update")
      .mockRejectedValueOnce(new Error("connect ECONNREFUSED 127.0.0.1:3306"));
    const cut = await post(route, path, { content }, { cookie, key });
    expect(cut.status).toBeGreaterThanOrEqual(500);
    away.mockRestore();
    expect(await stored()).toBe(0);

    const again = await post(route, path, { content }, { cookie, key });
    expect(again.status).toBe(201);
    expect(again.headers.get("Idempotent-Replayed")).toBeNull();
    const third = await post(route, path, { content }, { cookie, key });
    expect(third.headers.get("Idempotent-Replayed")).toBe("true");
    expect(await third.json()).toEqual(await again.json());
    expect(await stored()).toBe(1);
  });

  it("keeps what replay says in place of an answer shown once; with a route's own Response, nothing", async () => {
    // As the conversion's invitation link (issue 35): the first answer's secret is never stored.
    let made = 0;
    const route = apiRoute({
      POST: endpoint({
        allow: "signed-in",
        status: 201,
        creates: true,
        run: () => ({ number: ++made, secret: `secret-${made}-${Math.random()}` }),
        replay: ({ number }) => ({ number, secret: null }),
      }),
    });
    const { cookie } = await signedIn("client");
    const key = newKey();
    const first = await post(route, "/api/secret", {}, { cookie, key });
    const { number, secret } = await first.json();
    const again = await post(route, "/api/secret", {}, { cookie, key });
    expect([first.status, again.status]).toEqual([201, 201]);
    expect(await again.json()).toEqual({ number, secret: null });
    expect(made).toBe(1);
    const kept = (await IdempotencyKey.findAll()).map((row) => row.body ?? "").join("\n");
    expect(kept).not.toContain(secret);

    const ownResponse = apiRoute({
      POST: endpoint({
        allow: "signed-in",
        creates: true,
        run: () => Response.json({ number: ++made, secret: `secret-${made}` }, { status: 201 }),
        replay: () => ({ secret: null }),
      }),
    });
    const other = newKey();
    await post(ownResponse, "/api/secret", {}, { cookie, key: other });
    const repeated = await post(ownResponse, "/api/secret", {}, { cookie, key: other });
    // Nothing was kept, so the repeat did the work again rather than show a secret.
    expect(repeated.headers.get("Idempotent-Replayed")).toBeNull();
    expect(made).toBe(3);
  });

  it("refuses a key that is not 1 to 255 visible characters", async () => {
    const { cookie } = await signedIn("staff");
    const answer = await post(
      tasksRoute,
      "/api/collaboration/tasks",
      { title: "x" },
      { cookie, key: "x".repeat(256) },
    );
    expect(answer.status).toBe(400);
  });
});
