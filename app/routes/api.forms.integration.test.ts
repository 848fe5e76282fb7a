import { beforeAll, describe, expect, it } from "vitest";
import { Form } from "~/models/index.server";
import * as formsRoute from "~/routes/api.forms";
import * as formRoute from "~/routes/api.forms.$formId";
import * as unpublishRoute from "~/routes/api.forms.$formId.unpublish";
import { buildConsultationForm } from "../../tests/factories/forms";
import { callApi } from "../../tests/factories/requests";
import { signedIn } from "../../tests/factories/sessions";
import { buildUser } from "../../tests/factories/users";

const call = callApi;

/** The spec's payload (section 7). */
const SPEC_PAYLOAD = {
  title: "Slip and fall intake",
  description: "For injuries on someone else's property.",
  fields: [
    { type: "text", label: "Full Name", placeholder: "Your name", required: true },
    { type: "radio", label: "Were you hurt?", required: true, options: ["Yes", "No"] },
    { type: "file", label: "Photos", required: false },
  ],
  isPublished: true,
  notificationSettings: { email: true, sms: false },
  autoAssignTo: null,
};

beforeAll(async () => {
  await buildConsultationForm();
});

describe("POST /api/forms", () => {
  it("answers 201 with the saved form, published as version 1", async () => {
    const { user, cookie } = await signedIn("staff");
    const response = await call(formsRoute, "POST", "/api/forms", {
      cookie,
      body: { ...SPEC_PAYLOAD, autoAssignTo: user.id },
    });
    expect(response.status).toBe(201);
    const form = await response.json();
    expect(form).toMatchObject({
      title: "Slip and fall intake",
      isPublished: true,
      version: 1,
      notificationSettings: { email: true, sms: false },
      autoAssignTo: user.id,
    });
    expect(form.fields.map((field: { label: string }) => field.label)).toEqual([
      "Full Name",
      "Were you hurt?",
      "Photos",
    ]);
    expect(await Form.findByPk(form.id)).not.toBeNull();
  });

  it("answers 400 with each field's error, and stores nothing", async () => {
    const { cookie } = await signedIn("staff");
    const before = await Form.count();
    const response = await call(formsRoute, "POST", "/api/forms", {
      cookie,
      body: { ...SPEC_PAYLOAD, title: "", fields: [{ type: "select", label: "", options: ["A"] }] },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      message: "Title is required",
      fieldErrors: {
        title: ["Title is required"],
        "fields[0].label": ["Field 1 needs a label"],
        "fields[0].options": ["Field 1 needs at least two different options"],
      },
    });
    expect(await Form.count()).toBe(before);
  });

  it("answers 401 without a session and 403 to clients and administrators", async () => {
    expect((await call(formsRoute, "POST", "/api/forms", { body: SPEC_PAYLOAD })).status).toBe(401);
    for (const role of ["client", "admin"] as const) {
      const { cookie } = await signedIn(role);
      const post = await call(formsRoute, "POST", "/api/forms", { cookie, body: SPEC_PAYLOAD });
      expect(post.status).toBe(403);
      expect((await call(formsRoute, "GET", "/api/forms", { cookie })).status).toBe(403);
    }
  });
});

describe("GET and PUT /api/forms/{id}", () => {
  it("lists, reads and saves a form; publishing a change makes version 2", async () => {
    const { cookie } = await signedIn("staff");
    const created = await (
      await call(formsRoute, "POST", "/api/forms", { cookie, body: SPEC_PAYLOAD })
    ).json();
    const params = { formId: String(created.id) };

    const list = await call(formsRoute, "GET", "/api/forms?limit=200", { cookie });
    expect(list.status).toBe(200);
    const { items } = await list.json();
    expect(items.find((item: { id: number }) => item.id === created.id)).toMatchObject({
      status: "published",
      version: 1,
      submissions: 0,
    });

    const read = await call(formRoute, "GET", `/api/forms/${created.id}`, { cookie, params });
    expect(await read.json()).toMatchObject({ id: created.id, version: 1 });

    const fields = created.fields.map((field: { label: string }, index: number) =>
      index === 0 ? { ...field, label: "Your name" } : field,
    );
    const put = await call(formRoute, "PUT", `/api/forms/${created.id}`, {
      cookie,
      params,
      body: { ...SPEC_PAYLOAD, fields, isPublished: false },
    });
    expect(put.status).toBe(200);
    expect(await put.json()).toMatchObject({ version: 1, hasDraftChanges: true });

    const publish = await call(formRoute, "PUT", `/api/forms/${created.id}`, {
      cookie,
      params,
      body: { ...SPEC_PAYLOAD, fields, isPublished: true },
    });
    expect(await publish.json()).toMatchObject({ version: 2, hasDraftChanges: false });
    // The field keeps its key across versions, so earlier answers stay tied to it.
    expect((await Form.findByPk(created.id))!.fields[0].id).toBe(created.fields[0].id);

    const unpublish = await call(unpublishRoute, "POST", `/api/forms/${created.id}/unpublish`, {
      cookie,
      params,
      body: {},
    });
    expect(await unpublish.json()).toMatchObject({ isPublished: false, version: 2 });
  });

  it("answers 404 for a form that does not exist, 403 to a client", async () => {
    const { cookie } = await signedIn("staff");
    const params = { formId: "999999" };
    const missing = await call(formRoute, "GET", "/api/forms/999999", { cookie, params });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: "Form not found" });
    const client = await buildUser({ role: "client" });
    const { cookie: clientCookie } = await signedIn("client", { firstName: client.firstName });
    const put = await call(formRoute, "PUT", "/api/forms/999999", {
      cookie: clientCookie,
      params,
      body: SPEC_PAYLOAD,
    });
    expect(put.status).toBe(403);
  });
});
