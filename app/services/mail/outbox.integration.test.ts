import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { OutboxMessage, sequelize } from "~/models/index.server";
import { resetEnvCache } from "~/utils/env.server";
import { startTestSmtp } from "../../../tests/factories/smtp";
import { buildUser } from "../../../tests/factories/users";
import { toPublicUser } from "../auth.server";
import { listOutbox, queueMail, type OutgoingMail } from "./outbox.server";
import { GIVE_UP_AFTER_MS, claimDue, deliverDue } from "./sender.server";

let smtp: Awaited<ReturnType<typeof startTestSmtp>>;

beforeAll(async () => {
  smtp = await startTestSmtp();
  smtp.useAsSmtpUrl();
});
afterAll(() => smtp.close());
beforeEach(async () => {
  smtp.received.length = 0;
  smtp.refuse(0);
  await OutboxMessage.destroy({ where: {} });
});

const mail = (n: number, extra: Partial<OutgoingMail> = {}): OutgoingMail => ({
  kind: "test",
  to: { email: `person${n}@example.test` },
  subject: `Message ${n}`,
  text: `Hello ${n}.\n\nOpen https://law.example.test/portal to read it.`,
  ...extra,
});

const queue = (...messages: OutgoingMail[]) =>
  sequelize.transaction((transaction) => queueMail(transaction, messages));

/** Moves the queue's clock: every waiting message is due now (as if its retry delay had passed). */
const makeDue = () =>
  OutboxMessage.update({ nextAttemptAt: new Date(Date.now() - 1000) }, { where: {} });

describe("the outbox", () => {
  it("delivers a committed message once, with a plain-text and an HTML part, and keeps the answer", async () => {
    await queue(mail(1));
    expect(smtp.received).toEqual([]);
    expect(await deliverDue()).toEqual({ sent: 1, retry: 0, failed: 0 });
    expect(await deliverDue()).toEqual({ sent: 0, retry: 0, failed: 0 });
    expect(smtp.received).toHaveLength(1);
    const [message] = smtp.received;
    expect(message.to).toEqual(["person1@example.test"]);
    expect(message.subject).toBe("Message 1");
    expect(message.raw).toContain("Content-Type: text/plain");
    expect(message.raw).toContain("Content-Type: text/html");
    expect(message.body).toContain('<a href="https://law.example.test/portal">');
    expect(message.raw).not.toMatch(/<img/i);
    const row = await OutboxMessage.findOne();
    expect(row).toMatchObject({ status: "sent", attempts: 1, leaseOwner: null });
    expect(row!.smtpAnswer).toMatch(/^250/);
    expect(row!.sentAt).toBeInstanceOf(Date);
  });

  it("sends nothing for a transaction rolled back", async () => {
    await expect(
      sequelize.transaction(async (transaction) => {
        await queueMail(transaction, mail(2));
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    await deliverDue();
    expect(smtp.received).toEqual([]);
    expect(await OutboxMessage.count()).toBe(0);
  });

  it("tries a refused message again within a minute, and delivers it then", async () => {
    smtp.refuse(1, 451, "Mailbox busy, try again later");
    await queue(mail(3));
    const before = Date.now();
    expect(await deliverDue()).toEqual({ sent: 0, retry: 1, failed: 0 });
    const waiting = await OutboxMessage.findOne();
    expect(waiting).toMatchObject({ status: "queued", attempts: 1 });
    expect(waiting!.smtpAnswer).toContain("451");
    const wait = waiting!.nextAttemptAt.getTime() - before;
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60_000);
    // Not due yet: nothing is tried before its time.
    expect(await deliverDue()).toEqual({ sent: 0, retry: 0, failed: 0 });
    await makeDue();
    expect(await deliverDue()).toEqual({ sent: 1, retry: 0, failed: 0 });
    expect(smtp.received.map((m) => m.subject)).toEqual(["Message 3"]);
    expect(await OutboxMessage.findOne()).toMatchObject({ status: "sent", attempts: 2 });
  });

  it("waits at most 15 minutes between tries, and gives up on a message a day old", async () => {
    smtp.refuse(20);
    await queue(mail(4));
    let longest = 0;
    for (let attempt = 1; attempt <= 12; attempt += 1) {
      await makeDue();
      const started = Date.now();
      await deliverDue();
      const row = await OutboxMessage.findOne();
      longest = Math.max(longest, row!.nextAttemptAt.getTime() - started);
    }
    expect(longest).toBeGreaterThan(10 * 60_000);
    expect(longest).toBeLessThanOrEqual(15 * 60_000 + 1000);
    await OutboxMessage.update(
      { createdAt: new Date(Date.now() - GIVE_UP_AFTER_MS + 60_000) },
      { where: {}, silent: true },
    );
    await makeDue();
    expect(await deliverDue()).toEqual({ sent: 0, retry: 0, failed: 1 });
    const failed = await OutboxMessage.findOne();
    expect(failed!.status).toBe("failed");
    expect(failed!.smtpAnswer).toMatch(/^Gave up after a day of tries\. Last answer: .*451/);
    expect(smtp.received).toEqual([]);
  });

  it("fails at once on a permanent refusal (5xx), with the server's answer", async () => {
    smtp.refuse(1, 550, "No such mailbox");
    await queue(mail(5));
    expect(await deliverDue()).toEqual({ sent: 0, retry: 0, failed: 1 });
    const row = await OutboxMessage.findOne();
    expect(row).toMatchObject({ status: "failed", attempts: 1 });
    expect(row!.smtpAnswer).toContain("No such mailbox");
  });

  it("lets two senders deliver one queue with no message sent twice", async () => {
    await queue(...Array.from({ length: 40 }, (_, n) => mail(100 + n)));
    const [first, second] = await Promise.all([deliverDue(), deliverDue()]);
    expect(first.sent + second.sent).toBe(40);
    expect(smtp.received).toHaveLength(40);
    expect(new Set(smtp.received.map((m) => m.messageId)).size).toBe(40);
    expect(new Set(smtp.received.map((m) => m.subject)).size).toBe(40);
    expect(await OutboxMessage.count({ where: { status: "sent" } })).toBe(40);
  });

  it("does not hand a leased message to a second sender until its lease ends", async () => {
    await queue(mail(6));
    const held = await claimDue();
    expect(held.ids).toHaveLength(1);
    expect((await claimDue()).ids).toEqual([]);
    // The holder died: once the lease ends another sender takes it.
    const later = new Date(Date.now() + 3 * 60_000);
    const taken = await claimDue(later);
    expect(taken.ids).toEqual(held.ids);
    expect(taken.lease).not.toBe(held.lease);
  });

  it("does not keep a sign-in link once the message is delivered", async () => {
    await queue(
      mail(7, {
        text: "Set your password: https://law.example.test/reset-password/abcdefghijklmnopqrstuvwxyz0123",
      }),
    );
    await deliverDue();
    expect(smtp.received[0].raw).toContain("abcdefghijklmnopqrstuvwxyz0123");
    const row = await OutboxMessage.findOne();
    expect(row!.bodyText).toBe(
      "Set your password: https://law.example.test/reset-password/[not kept]",
    );
  });
});

describe("without SMTP_URL", () => {
  beforeAll(() => {
    delete process.env.SMTP_URL;
    resetEnvCache();
  });
  afterAll(() => smtp.useAsSmtpUrl());

  it("keeps each message for the administrator and sends none", async () => {
    expect(await queue(mail(8))).toBe(0);
    expect(await deliverDue()).toEqual({ sent: 0, retry: 0, failed: 0 });
    expect(smtp.received).toEqual([]);
    expect(await OutboxMessage.findOne()).toMatchObject({
      status: "kept",
      toAddress: "person8@example.test",
    });
  });
});

describe("the Outbox tab", () => {
  it("lists messages newest first a page at a time, for administrators only", async () => {
    await queue(...Array.from({ length: 30 }, (_, n) => mail(200 + n)));
    const admin = toPublicUser(await buildUser({ role: "admin" }));
    const first = await listOutbox(admin);
    expect(first.messages).toHaveLength(25);
    expect(first.messages[0].subject).toBe("Message 229");
    expect(first.nextBefore).toBe(first.messages[24].id);
    const second = await listOutbox(admin, { before: first.nextBefore! });
    expect(second.messages.map((m) => m.subject)).toEqual([
      "Message 204",
      "Message 203",
      "Message 202",
      "Message 201",
      "Message 200",
    ]);
    expect(second.nextBefore).toBeNull();
    expect((await listOutbox(admin, { status: "sent" })).messages).toEqual([]);
    const toOne = await listOutbox(admin, { to: "person207@example.test" });
    expect(toOne.messages.map((m) => m.subject)).toEqual(["Message 207"]);
    const staff = toPublicUser(await buildUser({ role: "staff" }));
    await expect(listOutbox(staff)).rejects.toMatchObject({ status: 403 });
  });
});
