import { beforeAll, describe, expect, it } from "vitest";
import { Form, FormSubmission } from "~/models/index.server";
import { action, loader } from "~/routes/form-builder.$formId";
import type { BuilderReply } from "~/screens/form-builder.server";
import { newDraft, type FormDraft } from "~/utils/form-builder";
import { buildConsultationForm } from "../../tests/factories/forms";
import { callRoute, getRequest } from "../../tests/factories/requests";
import { signedIn, toastOf } from "../../tests/factories/sessions";
import { buildUser } from "../../tests/factories/users";
import { STAFF_SELECT_MAX } from "~/services/people.server";

/** The builder's form as a browser without JavaScript posts it: the whole draft and one button. */
function builderPost(path: string, draft: FormDraft, op: string, cookie: string, more = {}) {
  const body = new URLSearchParams({ intent: "builder", op, ...more });
  body.set("title", draft.title);
  body.set("description", draft.description);
  if (draft.notificationSettings.email) body.set("notifyEmail", "on");
  body.set("autoAssignTo", String(draft.autoAssignTo ?? ""));
  body.set("fieldCount", String(draft.fields.length));
  draft.fields.forEach((field, index) => {
    const at = (part: string) => `fields[${index}].${part}`;
    body.set(at("id"), field.id);
    body.set(at("type"), field.type);
    body.set(at("label"), field.label);
    body.set(at("placeholder"), field.placeholder ?? "");
    if (field.required) body.set(at("required"), "on");
    for (const option of field.options ?? []) body.append(at("options"), option);
  });
  return new Request(`http://localhost${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: cookie },
    body: body.toString(),
  });
}

async function replyOf(response: unknown) {
  expect(response).toBeInstanceOf(Response);
  return (await (response as Response).json()) as BuilderReply;
}

beforeAll(async () => {
  await buildConsultationForm();
});

describe("the form builder without JavaScript", () => {
  it("starts a new form with the three sample fields", async () => {
    const { cookie } = await signedIn("staff");
    const page = (await callRoute(loader, getRequest("/form-builder/new", cookie), {
      formId: "new",
    })) as Awaited<ReturnType<typeof loader>>;
    expect(page.form).toBeNull();
    expect(page.draft.fields.map((field) => field.label)).toEqual([
      "Full Name",
      "Email Address",
      "Incident Description",
    ]);
  });

  it("answers an operation with the changed draft, keeping what was typed and storing nothing", async () => {
    const { cookie } = await signedIn("staff");
    const forms = await Form.count();
    const typed = { ...newDraft(), title: "Typed, not saved" };
    const params = { formId: "new" };
    const added = await replyOf(
      await callRoute(
        action,
        builderPost("/form-builder/new", typed, "add-field:date", cookie),
        params,
      ),
    );
    expect(added.draft.title).toBe("Typed, not saved");
    expect(added.draft.fields.map((field) => field.type)).toEqual([
      "text",
      "text",
      "textarea",
      "date",
    ]);
    expect(added.focus).toBe("field-3-label");

    const moved = await replyOf(
      await callRoute(
        action,
        builderPost("/form-builder/new", added.draft, "move-up:3", cookie),
        params,
      ),
    );
    expect(moved.draft.fields[2].type).toBe("date");
    expect(await Form.count()).toBe(forms);
  });

  it("previews with the form's checks and stores no answer", async () => {
    const { cookie } = await signedIn("staff");
    const submissions = await FormSubmission.count();
    const draft = { ...newDraft(), title: "Preview me" };
    const checked = await replyOf(
      await callRoute(
        action,
        builderPost("/form-builder/new", draft, "check-preview", cookie, {
          "answer.full_name": "Ana Lopez",
        }),
        { formId: "new" },
      ),
    );
    expect(checked.mode).toBe("preview");
    expect(checked.preview?.values.full_name).toBe("Ana Lopez");
    expect(checked.preview?.errors).toEqual({
      email_address: ["Email Address is required"],
      incident_description: ["Incident Description is required"],
    });
    expect(await FormSubmission.count()).toBe(submissions);
  });

  it("refuses a save with each rule's message and the spec's toast, then saves and publishes", async () => {
    const { cookie } = await signedIn("staff");
    const untitled = newDraft();
    const refused = (await callRoute(
      action,
      builderPost("/form-builder/new", untitled, "publish", cookie),
      { formId: "new" },
    )) as Response;
    expect(refused.status).toBe(400);
    const reply = await replyOf(refused);
    expect(reply.errors).toEqual({ title: ["Title is required"] });
    expect(reply.toast).toEqual({ title: "Error saving form", description: "Title is required" });

    const saved = (await callRoute(
      action,
      builderPost(
        "/form-builder/new",
        { ...untitled, title: "Dog bite intake" },
        "publish",
        cookie,
      ),
      { formId: "new" },
    )) as Response;
    expect(saved.status).toBe(302);
    const location = saved.headers.get("Location")!;
    expect(location).toMatch(/^\/form-builder\/\d+$/);
    expect(await toastOf(saved)).toMatchObject({
      title: "Form saved successfully",
      description: "Your form has been saved and can be accessed by clients.",
    });
    const form = await Form.findByPk(Number(location.split("/").pop()));
    expect(form).toMatchObject({ title: "Dog bite intake", isPublished: true, version: 1 });
  });

  it("keeps clients out", async () => {
    const { cookie } = await signedIn("client");
    const answer = await callRoute(loader, getRequest("/form-builder/new", cookie), {
      formId: "new",
    });
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).status).toBe(302);
    expect((answer as Response).headers.get("Location")).toBe("/client-portal");
  });
});

describe("Auto-assign to in a firm with more attorneys than a drop-down holds", () => {
  it("offers a box for a name or email, saves the one it names, and refuses no one or several", async () => {
    const { cookie } = await signedIn("staff");
    for (let i = 0; i <= STAFF_SELECT_MAX; i += 1) {
      await buildUser({ role: "staff", firstName: "Many", lastName: `Builder${i}` });
    }
    const target = await buildUser({ role: "staff", firstName: "Odile", lastName: "Ortega" });
    await buildUser({ role: "staff", firstName: "Odile", lastName: "Orban" });
    const params = { formId: "new" };
    const page = (await callRoute(loader, getRequest("/form-builder/new", cookie), params)) as {
      staff: { complete: boolean };
    };
    expect(page.staff.complete).toBe(false);
    // The box's text goes where the drop-down's id went.
    const typed = (text: string, title: string) => ({
      ...newDraft(),
      title,
      autoAssignTo: text as unknown as number,
    });
    const save = (text: string, title: string) =>
      callRoute(
        action,
        builderPost("/form-builder/new", typed(text, title), "save-draft", cookie),
        params,
      );

    const several = await save("Odile", "Refused intake");
    expect((several as Response).status).toBe(400);
    const refused = await replyOf(several);
    expect(refused.errors.autoAssignTo?.[0]).toMatch(/^Several attorneys match “Odile”: /);
    expect(refused.assignee).toBe("Odile");
    expect(await Form.count({ where: { title: "Refused intake" } })).toBe(0);

    const saved = await save("odile ortega", "Assigned intake");
    expect((saved as Response).status).toBe(302);
    const form = await Form.findOne({ where: { title: "Assigned intake" } });
    expect(form?.autoAssignTo).toBe(target.id);
    // Opened again, the box shows them by name and email, which reads back as the same person.
    const opened = (await callRoute(loader, getRequest(`/form-builder/${form!.id}`, cookie), {
      formId: String(form!.id),
    })) as { assignee: string | null };
    expect(opened.assignee).toBe(`Odile Ortega (${target.email})`);
  });
});
