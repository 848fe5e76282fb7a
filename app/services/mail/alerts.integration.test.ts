import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  AuditEvent,
  DigestItem,
  NotificationPreference,
  OutboxMessage,
  sequelize,
} from "~/models/index.server";
import { startTestSmtp } from "../../../tests/factories/smtp";
import { buildCase } from "../../../tests/factories/cases";
import { buildUser } from "../../../tests/factories/users";
import { toPublicUser } from "../auth.server";
import { sendCaseMessage } from "../communications.server";
import { notifyUsers } from "../notifications.server";
import { saveAlertPreferences } from "./alert-preferences.server";
import { DIGEST_HOUR, sendDigests } from "./alerts.server";
import { deliverDue } from "./sender.server";
import { lastAtHour } from "~/utils/zone-calendar";

const SECRET = "The settlement offer is $40,000 — do not tell the insurer.";

beforeEach(async () => {
  await OutboxMessage.destroy({ where: {} });
  await DigestItem.destroy({ where: {} });
});

async function caseWithPeople() {
  const attorney = await buildUser({ role: "staff", firstName: "Jordan" });
  const client = await buildUser({ role: "client", firstName: "Casey" });
  const legalCase = await buildCase({ client, staffId: attorney.id });
  return { attorney, client, legalCase };
}

describe("an alert", () => {
  it("tells the client that the firm wrote, on which case, with the link, and never what was written", async () => {
    const { attorney, client, legalCase } = await caseWithPeople();
    await sendCaseMessage(toPublicUser(attorney), legalCase.id, {
      subject: "Offer",
      content: SECRET,
    });
    const [message] = await OutboxMessage.findAll({ where: { toAddress: client.email } });
    expect(message.kind).toBe("client_message");
    expect(message.subject).toBe(
      `Justice Streamlined: Your legal team sent you a message about Case #${legalCase.id}`,
    );
    expect(message.bodyText).toContain(`/client-portal?case=${legalCase.id}`);
    expect(message.bodyText).toContain("Hello Casey,");
    expect(message.bodyText).toContain("/account#email-alerts");
    for (const secret of [SECRET, "Offer", legalCase.title]) {
      expect(message.subject + message.bodyText).not.toContain(secret);
    }
    expect(message.unsubscribeUrl).toBeTruthy();
  });

  it("tells the attorney when the client writes, again without the text", async () => {
    const { attorney, client, legalCase } = await caseWithPeople();
    await sendCaseMessage(toPublicUser(client), legalCase.id, { content: SECRET });
    const [message] = await OutboxMessage.findAll({ where: { toAddress: attorney.email } });
    expect(message.kind).toBe("staff_client_message");
    expect(message.subject).toContain(`A client wrote to you on Case #${legalCase.id}`);
    expect(message.bodyText).not.toContain(SECRET);
    expect(await OutboxMessage.count({ where: { toAddress: client.email } })).toBe(0);
  });

  it("follows each person's choice: at once, the morning's summary, or nothing", async () => {
    const { attorney, client, legalCase } = await caseWithPeople();
    const author = toPublicUser(attorney);
    await saveAlertPreferences(toPublicUser(client), { preferences: { client_message: "off" } });
    await sendCaseMessage(author, legalCase.id, { content: "One" });
    expect(await OutboxMessage.count()).toBe(0);
    expect(await DigestItem.count()).toBe(0);
    await saveAlertPreferences(toPublicUser(client), { preferences: { client_message: "digest" } });
    await sendCaseMessage(author, legalCase.id, { content: "Two" });
    expect(await OutboxMessage.count()).toBe(0);
    const [item] = await DigestItem.findAll();
    expect(item).toMatchObject({ userId: client.id, kind: "client_message" });
    expect(item.line).toBe(`Your legal team sent you a message about Case #${legalCase.id}`);
    await saveAlertPreferences(toPublicUser(client), {
      preferences: { client_message: "instant" },
    });
    expect(await NotificationPreference.count({ where: { userId: client.id } })).toBe(0);
    expect(
      await AuditEvent.count({ where: { action: "alert_preferences_saved", actorId: client.id } }),
    ).toBe(3);
    await sendCaseMessage(author, legalCase.id, { content: "Three" });
    expect(await OutboxMessage.count({ where: { toAddress: client.email } })).toBe(1);
  });

  it("is written with what it tells about: a rolled-back change alerts no one", async () => {
    const { client, legalCase } = await caseWithPeople();
    await expect(
      sequelize.transaction(async (transaction) => {
        await notifyUsers(
          [client.id],
          {
            type: "message",
            title: "t",
            message: "m",
            actionUrl: "/client-portal",
            relatedCaseId: legalCase.id,
          },
          transaction,
          "client_message",
        );
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    expect(await OutboxMessage.count()).toBe(0);
  });

  it("goes only to people whose role gets its kind, and not to a disabled account", async () => {
    const staff = await buildUser({ role: "staff" });
    const client = await buildUser({ role: "client" });
    const gone = await buildUser({ role: "client" });
    await gone.update({ disabledAt: new Date() });
    await notifyUsers(
      [staff.id, client.id, gone.id],
      { type: "message", title: "t", message: "m", actionUrl: "/client-portal" },
      undefined,
      "client_form",
    );
    const to = (await OutboxMessage.findAll()).map((m) => m.toAddress);
    expect(to).toEqual([client.email]);
  });
});

describe("the daily summary", () => {
  /** The next 8:00 in the firm's time zone (UTC, the default), `minutes` after it (or before). */
  const nextDigestAt = (minutes: number) =>
    new Date(lastAtHour(DIGEST_HOUR, "UTC").getTime() + 24 * 60 * 60_000 + minutes * 60_000);

  it("gathers a day's alerts into one e-mail per person, at 8:00 and not before", async () => {
    const { attorney, client, legalCase } = await caseWithPeople();
    const other = await buildCase({ client, staffId: attorney.id });
    await saveAlertPreferences(toPublicUser(client), {
      preferences: { client_message: "digest", client_document: "digest" },
    });
    const author = toPublicUser(attorney);
    await sendCaseMessage(author, legalCase.id, { content: SECRET });
    await sendCaseMessage(author, legalCase.id, { content: "Again" });
    await sendCaseMessage(author, other.id, { content: "Elsewhere" });
    expect(await OutboxMessage.count()).toBe(0);

    // Written after the last 8:00: not due until the next one.
    expect(await sendDigests(nextDigestAt(-1))).toBe(0);
    expect(await sendDigests(nextDigestAt(1))).toBe(1);
    expect(await sendDigests(nextDigestAt(2))).toBe(0);
    const mails = await OutboxMessage.findAll();
    expect(mails).toHaveLength(1);
    const [digest] = mails;
    expect(digest).toMatchObject({ kind: "digest", toAddress: client.email });
    expect(digest.subject).toBe("Justice Streamlined: your daily summary (3 things wait for you)");
    expect(digest.bodyText).toContain(
      `- Your legal team sent you a message about Case #${legalCase.id} (2 times).`,
    );
    expect(digest.bodyText).toContain(
      `- Your legal team sent you a message about Case #${other.id}.`,
    );
    expect(digest.bodyText).not.toContain(SECRET);
    expect(await DigestItem.count()).toBe(0);
  });

  it("is sent once when two servers write the summaries at the same moment", async () => {
    const people = await Promise.all([1, 2, 3].map(() => buildUser({ role: "staff" })));
    for (const person of people) {
      await saveAlertPreferences(toPublicUser(person), { preferences: { staff_task: "digest" } });
      await notifyUsers(
        [person.id],
        { type: "other", title: "t", message: "m", actionUrl: "/dashboard?tab=tasks" },
        undefined,
        "staff_task",
      );
    }
    const at = nextDigestAt(5);
    const [a, b] = await Promise.all([sendDigests(at), sendDigests(at)]);
    expect(a + b).toBe(3);
    const to = (await OutboxMessage.findAll({ where: { kind: "digest" } })).map((m) => m.toAddress);
    expect(to.sort()).toEqual(people.map((p) => p.email).sort());
  });
});

describe("delivered", () => {
  let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
  beforeAll(async () => {
    smtp = await startTestSmtp();
    smtp.useAsSmtpUrl();
  });
  afterAll(() => smtp.close());

  it("carries List-Unsubscribe and no remote content", async () => {
    const { attorney, legalCase } = await caseWithPeople();
    await sendCaseMessage(toPublicUser(attorney), legalCase.id, { content: SECRET });
    await deliverDue();
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    // Long headers are folded onto more lines; read as one.
    const headers = mail.raw.split("\r\n\r\n")[0].replace(/\r\n[ \t]+/g, " ");
    expect(headers).toMatch(
      /^List-Unsubscribe: <https:\/\/law\.example\.test\/email-alerts\/off\?u=/m,
    );
    expect(headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
    expect(mail.body).toContain(`https://law.example.test/client-portal?case=${legalCase.id}`);
    expect(mail.body).not.toContain(SECRET);
    expect(mail.body).not.toMatch(/<img|src=/i);
  });
});
