import { describe, expect, it } from "vitest";
import { NotificationPreference } from "~/models/index.server";
import { action, loader } from "~/routes/email-alerts.off";
import { callRoute, formRequest, getRequest } from "../../../tests/factories/requests";
import { buildUser } from "../../../tests/factories/users";
import {
  UNSUBSCRIBE_INVALID,
  describeUnsubscribe,
  unsubscribe,
  unsubscribePath,
} from "./unsubscribe.server";

/** Issue 37 item 4: the signed link in every alert that stops its kind, and RFC 8058's one click. */

const queryOf = (path: string) => new URL(path, "http://localhost").searchParams;

/** The link with one of its values replaced. */
function altered(path: string, name: string, value: string): URLSearchParams {
  const query = queryOf(path);
  query.set(name, value);
  return query;
}

const modeOf = async (userId: number, kind: string) =>
  (await NotificationPreference.findOne({ where: { userId, kind } }))?.mode ?? "instant";

const notValid = { status: 404, message: UNSUBSCRIBE_INVALID };

/** What a route answered: its data and status (data() with a status, or a plain value: 200). */
function pageOf(answer: unknown) {
  const wrapped = answer as { type?: string; data?: unknown; init?: ResponseInit };
  return wrapped?.type === "DataWithResponseInit"
    ? { status: wrapped.init?.status ?? 200, data: wrapped.data }
    : { status: 200, data: answer };
}

describe("the unsubscribe link", () => {
  it("names the person and kind, signed (HMAC-SHA-256, base64url)", async () => {
    const client = await buildUser({ role: "client" });
    const path = unsubscribePath(client.id, "client_message");
    expect(path).toMatch(
      new RegExp(`^/email-alerts/off\\?u=${client.id}&k=client_message&s=[\\w-]{43}$`),
    );
    expect(unsubscribePath(client.id, "client_form")).not.toBe(path);
  });

  it("describes what it stops without changing anything, then turns that kind off, twice harmlessly", async () => {
    const client = await buildUser({ role: "client" });
    const query = queryOf(unsubscribePath(client.id, "client_message"));
    expect(await describeUnsubscribe(query)).toEqual({
      kind: "client_message",
      label: "A message from your legal team",
    });
    expect(await modeOf(client.id, "client_message")).toBe("instant");
    await NotificationPreference.create({ userId: client.id, kind: "client_form", mode: "digest" });

    expect(await unsubscribe(query)).toEqual({
      kind: "client_message",
      label: "A message from your legal team",
    });
    expect(await modeOf(client.id, "client_message")).toBe("off");
    await unsubscribe(query);
    expect(await modeOf(client.id, "client_message")).toBe("off");
    // Only its own kind.
    expect(await modeOf(client.id, "client_form")).toBe("digest");
    expect(await modeOf(client.id, "client_document")).toBe("instant");
  });

  it("is not valid (404) with its kind, person or signature changed, or missing", async () => {
    const client = await buildUser({ role: "client" });
    const other = await buildUser({ role: "client" });
    const path = unsubscribePath(client.id, "client_message");
    const signature = queryOf(path).get("s")!;
    const flipped = (signature[0] === "A" ? "B" : "A") + signature.slice(1);
    const tampered = [
      altered(path, "k", "client_document"),
      altered(path, "u", String(other.id)),
      altered(path, "u", `0${client.id}`),
      altered(path, "s", flipped),
      altered(path, "s", signature.slice(0, -1)),
      altered(path, "s", ""),
      altered(path, "k", "no_such_kind"),
      altered(path, "u", "not-a-number"),
      new URLSearchParams(),
    ];
    for (const query of tampered) {
      await expect(describeUnsubscribe(query), query.toString()).rejects.toMatchObject(notValid);
      await expect(unsubscribe(query), query.toString()).rejects.toMatchObject(notValid);
    }
    expect(await NotificationPreference.count({ where: { userId: [client.id, other.id] } })).toBe(
      0,
    );
  });

  it("is not valid (404) for a kind the person's role does not get, or a person who is gone", async () => {
    const staff = await buildUser({ role: "staff" });
    const client = await buildUser({ role: "client" });
    // Signed by us, but the kind is a client's: an attorney never gets it.
    const notTheirs = queryOf(unsubscribePath(staff.id, "client_message"));
    await expect(unsubscribe(notTheirs)).rejects.toMatchObject(notValid);
    const gone = queryOf(unsubscribePath(client.id, "client_message"));
    await client.destroy();
    await expect(describeUnsubscribe(gone)).rejects.toMatchObject(notValid);
    expect(await NotificationPreference.count({ where: { userId: [staff.id, client.id] } })).toBe(
      0,
    );
    // A staff member's own kind works.
    await unsubscribe(queryOf(unsubscribePath(staff.id, "staff_task")));
    expect(await modeOf(staff.id, "staff_task")).toBe("off");
  });
});

describe("/email-alerts/off", () => {
  it("asks first on GET, changing nothing, and stops the kind from its button, signed out", async () => {
    const client = await buildUser({ role: "client" });
    const path = unsubscribePath(client.id, "client_document");
    const asked = pageOf(await callRoute(loader, getRequest(path)));
    expect(asked).toEqual({
      status: 200,
      data: {
        opened: { kind: "client_document", label: "A document shared with you" },
        refusal: null,
      },
    });
    expect(await modeOf(client.id, "client_document")).toBe("instant");

    const stopped = pageOf(await callRoute(action, formRequest(path, { intent: "stop-alerts" })));
    expect(stopped.status).toBe(200);
    expect(stopped.data).toMatchObject({ opened: { label: "A document shared with you" } });
    expect(await modeOf(client.id, "client_document")).toBe("off");
  });

  it("takes a mail provider's one-click POST (RFC 8058): no intent, no session, no form token, answered 200", async () => {
    const client = await buildUser({ role: "client" });
    const path = unsubscribePath(client.id, "client_message");
    const request = formRequest(path, { "List-Unsubscribe": "One-Click" });
    expect(await request.clone().text()).toBe("List-Unsubscribe=One-Click");
    const answer = pageOf(await callRoute(action, request));
    expect(answer.status).toBe(200);
    expect(await modeOf(client.id, "client_message")).toBe("off");
  });

  it("says a link that is not valid is not, with 404, on GET and POST, changing nothing", async () => {
    const client = await buildUser({ role: "client" });
    const path = `/email-alerts/off?${altered(unsubscribePath(client.id, "client_message"), "k", "client_form")}`;
    for (const answer of [
      await callRoute(loader, getRequest(path)),
      await callRoute(action, formRequest(path, { "List-Unsubscribe": "One-Click" })),
    ]) {
      expect(pageOf(answer)).toEqual({
        status: 404,
        data: { opened: null, refusal: UNSUBSCRIBE_INVALID },
      });
    }
    expect(await modeOf(client.id, "client_form")).toBe("instant");
  });
});
