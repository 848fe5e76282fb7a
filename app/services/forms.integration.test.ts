import { beforeAll, describe, expect, it } from "vitest";
import { AuditEvent, Form, FormSubmission, FormVersion } from "~/models/index.server";
import { CONSULTATION_FORM_ID } from "~/utils/consultation-schema";
import type { FormField } from "~/utils/domain";
import { buildConsultationForm } from "../../tests/factories/forms";
import { buildUser } from "../../tests/factories/users";
import {
  createForm,
  getForm,
  listForms,
  listPublishedForms,
  publishedForm,
  unpublishForm,
  updateForm,
  versionOf,
} from "./forms.server";

const FIELDS: FormField[] = [
  { id: "full_name", type: "text", label: "Full Name", required: true },
  { id: "county", type: "select", label: "County", required: false, options: ["Kings", "Queens"] },
];

const payload = (more: Record<string, unknown> = {}) => ({
  title: "Accident intake",
  description: "Tell us about the accident.",
  fields: FIELDS,
  isPublished: false,
  notificationSettings: { email: true, sms: false },
  autoAssignTo: null,
  ...more,
});

/** What a refused save says: its status, message and field errors. */
async function refusal(work: Promise<unknown>) {
  const error = (await work.then(
    () => null,
    (thrown: unknown) => thrown,
  )) as { status: number; message: string; fieldErrors?: Record<string, string[]> } | null;
  expect(error).not.toBeNull();
  return { status: error!.status, message: error!.message, fieldErrors: error!.fieldErrors };
}

// Form 1 is the built-in consultation form, as on every real database.
beforeAll(async () => {
  await buildConsultationForm();
});

describe("saving a form", () => {
  it("keeps a draft from clients, and publishing makes version 1", async () => {
    const staff = await buildUser({ role: "staff" });
    const draft = await createForm(staff, payload());
    expect(draft).toMatchObject({ isPublished: false, version: 0, builtIn: false });
    expect(await publishedForm(draft.id)).toBeNull();

    const published = await updateForm(staff, draft.id, payload({ isPublished: true }));
    expect(published).toMatchObject({ isPublished: true, version: 1, hasDraftChanges: false });
    const live = await publishedForm(draft.id);
    expect(live).toMatchObject({ version: 1, title: "Accident intake", fields: FIELDS });
    const actions = await AuditEvent.findAll({
      where: { targetType: "form", targetId: String(draft.id) },
      order: [["id", "ASC"]],
    });
    expect(actions.map((event) => event.action)).toEqual(["form_created", "form_published"]);
  });

  it("gives a field sent without a key a key of its own", async () => {
    const staff = await buildUser({ role: "staff" });
    const form = await createForm(
      staff,
      payload({
        fields: [
          { type: "text", label: "Name", required: true },
          { type: "date", label: "When", required: false },
        ],
      }),
    );
    const [first, second] = form.fields;
    expect(first.id).toMatch(/^f_[0-9a-z]{6}$/);
    expect(second.id).not.toBe(first.id);
  });

  it("refuses each broken rule with its message on its field, and stores nothing", async () => {
    const staff = await buildUser({ role: "staff" });
    const before = await Form.count();
    expect(await refusal(createForm(staff, payload({ title: " " })))).toEqual({
      status: 400,
      message: "Title is required",
      fieldErrors: { title: ["Title is required"] },
    });
    expect((await refusal(createForm(staff, payload({ fields: [] })))).fieldErrors).toEqual({
      fields: ["Add at least one field"],
    });
    const unlabelled = [{ ...FIELDS[0], label: "" }, FIELDS[1]];
    expect((await refusal(createForm(staff, payload({ fields: unlabelled })))).fieldErrors).toEqual(
      { "fields[0].label": ["Field 1 needs a label"] },
    );
    const oneOption = [FIELDS[0], { ...FIELDS[1], options: ["Kings", "kings"] }];
    expect((await refusal(createForm(staff, payload({ fields: oneOption })))).fieldErrors).toEqual({
      "fields[1].options": ["County needs at least two different options"],
    });
    const many = Array.from({ length: 51 }, (_, index) => ({
      type: "text",
      label: `Question ${index + 1}`,
      required: false,
    }));
    expect((await refusal(createForm(staff, payload({ fields: many })))).message).toBe(
      "A form can have at most 50 fields",
    );
    const options = Array.from({ length: 51 }, (_, index) => `Choice ${index + 1}`);
    const tooManyOptions = [{ ...FIELDS[1], options }];
    expect((await refusal(createForm(staff, payload({ fields: tooManyOptions })))).message).toBe(
      "County can have at most 50 options",
    );
    expect((await refusal(createForm(staff, payload({ fields: "none" })))).status).toBe(400);
    expect(await Form.count()).toBe(before);
  });

  it("auto-assigns only to a staff member of the firm", async () => {
    const staff = await buildUser({ role: "staff" });
    const client = await buildUser({ role: "client" });
    const refused = await refusal(createForm(staff, payload({ autoAssignTo: client.id })));
    expect(refused.fieldErrors).toEqual({ autoAssignTo: ["Choose a staff member of the firm"] });
    const colleague = await buildUser({ role: "staff" });
    const form = await createForm(staff, payload({ autoAssignTo: colleague.id }));
    expect(form.autoAssignTo).toBe(colleague.id);
  });
});

describe("versions", () => {
  it("publishing a changed form makes the next version and keeps the earlier one as it was", async () => {
    const staff = await buildUser({ role: "staff" });
    const form = await createForm(staff, payload({ isPublished: true }));
    const renamed = [{ ...FIELDS[0], label: "Your name" }, FIELDS[1]];

    // Saved as a draft: clients keep version 1, and the list says there are changes.
    const draft = await updateForm(staff, form.id, payload({ fields: renamed }));
    expect(draft).toMatchObject({ isPublished: true, version: 1, hasDraftChanges: true });
    expect((await publishedForm(form.id))!.fields[0].label).toBe("Full Name");

    const second = await updateForm(
      staff,
      form.id,
      payload({ fields: renamed, isPublished: true }),
    );
    expect(second).toMatchObject({ version: 2, hasDraftChanges: false });
    expect((await publishedForm(form.id))!.fields[0].label).toBe("Your name");
    expect((await versionOf(form.id, 1))!.fields[0].label).toBe("Full Name");
    expect((await versionOf(form.id, 2))!.fields[0].label).toBe("Your name");

    // Publishing again what is already published makes no new version.
    const again = await updateForm(staff, form.id, payload({ fields: renamed, isPublished: true }));
    expect(again.version).toBe(2);
    expect(await FormVersion.count({ where: { formId: form.id } })).toBe(2);
  });

  it("unpublishing takes the form from clients and keeps its versions", async () => {
    const staff = await buildUser({ role: "staff" });
    const client = await buildUser({ role: "client" });
    const form = await createForm(staff, payload({ isPublished: true, title: "Unpublish me" }));
    expect((await listPublishedForms(client)).map((each) => each.id)).toContain(form.id);
    const unpublished = await unpublishForm(staff, form.id);
    expect(unpublished).toMatchObject({ isPublished: false, version: 1 });
    expect(await publishedForm(form.id)).toBeNull();
    expect((await listPublishedForms(client)).map((each) => each.id)).not.toContain(form.id);
    expect(await versionOf(form.id, 1)).not.toBeNull();
  });

  it("publishing again after unpublishing makes a new version only when the content changed", async () => {
    const staff = await buildUser({ role: "staff" });
    const form = await createForm(staff, payload({ isPublished: true, title: "Seasonal" }));
    await unpublishForm(staff, form.id);
    const again = await updateForm(
      staff,
      form.id,
      payload({ isPublished: true, title: "Seasonal" }),
    );
    expect(again).toMatchObject({ isPublished: true, version: 1, hasDraftChanges: false });
    expect((await publishedForm(form.id))!.version).toBe(1);

    await unpublishForm(staff, form.id);
    const changed = await updateForm(
      staff,
      form.id,
      payload({ isPublished: true, title: "Winter" }),
    );
    expect(changed).toMatchObject({ isPublished: true, version: 2 });
    expect(await FormVersion.count({ where: { formId: form.id } })).toBe(2);
    const events = await AuditEvent.findAll({
      where: { targetType: "form", targetId: String(form.id) },
      order: [["id", "ASC"]],
    });
    expect(events.map((event) => [event.action, event.details])).toEqual([
      ["form_created", null],
      ["form_published", { version: 1 }],
      ["form_unpublished", { version: 1 }],
      ["form_published", { version: 1 }],
      ["form_unpublished", { version: 1 }],
      ["form_published", { version: 2 }],
    ]);
  });

  it("keeps a never-published form a draft, and applies routing settings at once without a version", async () => {
    const staff = await buildUser({ role: "staff" });
    const colleague = await buildUser({ role: "staff" });
    const draft = await createForm(staff, payload());
    const saved = await updateForm(staff, draft.id, payload({ title: "Renamed" }));
    expect(saved).toMatchObject({ isPublished: false, version: 0, hasDraftChanges: false });
    expect(await FormVersion.count({ where: { formId: draft.id } })).toBe(0);

    await updateForm(staff, draft.id, payload({ isPublished: true }));
    const routed = await updateForm(
      staff,
      draft.id,
      payload({ notificationSettings: { email: false, sms: true }, autoAssignTo: colleague.id }),
    );
    expect(routed).toMatchObject({ version: 1, hasDraftChanges: false });
    expect(await publishedForm(draft.id)).toMatchObject({
      version: 1,
      notificationSettings: { email: false, sms: true },
      autoAssignTo: colleague.id,
    });
  });

  it("leaves the built-in consultation form to the code", async () => {
    const staff = await buildUser({ role: "staff" });
    await buildConsultationForm();
    const refused = await refusal(updateForm(staff, CONSULTATION_FORM_ID, payload()));
    expect(refused.status).toBe(409);
    expect((await refusal(unpublishForm(staff, CONSULTATION_FORM_ID))).status).toBe(409);
    expect(await publishedForm(CONSULTATION_FORM_ID)).toBeNull();
    const client = await buildUser({ role: "client" });
    const offered = await listPublishedForms(client);
    expect(offered.map((each) => each.id)).not.toContain(CONSULTATION_FORM_ID);
  });
});

describe("the forms list", () => {
  it("counts each form's submissions, most recently changed first", async () => {
    const staff = await buildUser({ role: "staff" });
    const older = await createForm(staff, payload({ isPublished: true, title: "Older" }));
    const newer = await createForm(staff, payload({ title: "Newer" }));
    await FormSubmission.bulkCreate(
      [1, 2].map(() => ({
        formId: older.id,
        submitterEmail: "a@example.test",
        submitterName: "A B",
        data: {},
        reviewedAt: null,
        ipAddress: null,
      })),
    );
    const { items, total } = await listForms(staff, { limit: 200 });
    expect(total).toBeGreaterThanOrEqual(2);
    const ids = items.map((item) => item.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect(items.find((item) => item.id === older.id)).toMatchObject({
      title: "Older",
      status: "published",
      version: 1,
      submissions: 2,
    });
    expect(items.find((item) => item.id === newer.id)).toMatchObject({
      status: "draft",
      version: 0,
      submissions: 0,
    });
    expect((await listForms(staff, { limit: 1 })).items).toHaveLength(1);
  });
});

describe("who may", () => {
  it("lets staff build forms; clients only see what is published; admins neither", async () => {
    const staff = await buildUser({ role: "staff" });
    const form = await createForm(staff, payload());
    for (const role of ["client", "admin"] as const) {
      const other = await buildUser({ role });
      expect((await refusal(createForm(other, payload()))).status).toBe(403);
      expect((await refusal(updateForm(other, form.id, payload()))).status).toBe(403);
      expect((await refusal(getForm(other, form.id))).status).toBe(403);
      expect((await refusal(listForms(other))).status).toBe(403);
    }
    const admin = await buildUser({ role: "admin" });
    expect((await refusal(listPublishedForms(admin))).status).toBe(403);
    expect((await refusal(getForm(staff, 999_999))).status).toBe(404);
  });
});
