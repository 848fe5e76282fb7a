import { describe, expect, it } from "vitest";
import {
  FORM_LIMITS,
  applyBuilderOp,
  builderIntent,
  draftErrors,
  draftFromFormData,
  newDraft,
  newField,
  normalizeDraft,
  parseBuilderIntent,
  type FormDraft,
} from "./form-builder";

const draft = (more: Partial<FormDraft> = {}): FormDraft => ({
  ...newDraft(),
  title: "Accident intake",
  ...more,
});

const labels = (value: FormDraft) => value.fields.map((field) => field.label);

describe("the builder's operations", () => {
  it("reads each button's intent, and nothing else", () => {
    expect(parseBuilderIntent(builderIntent.addField("date"))).toEqual({
      kind: "add-field",
      type: "date",
    });
    expect(parseBuilderIntent(builderIntent.moveUp(2))).toEqual({
      kind: "move-field",
      index: 2,
      by: -1,
    });
    expect(parseBuilderIntent(builderIntent.moveDown(0))).toEqual({
      kind: "move-field",
      index: 0,
      by: 1,
    });
    expect(parseBuilderIntent(builderIntent.removeOption(3, 1))).toEqual({
      kind: "remove-option",
      index: 3,
      option: 1,
    });
    expect(parseBuilderIntent("add-field:script")).toBeNull();
    expect(parseBuilderIntent("remove-field:-1")).toBeNull();
    expect(parseBuilderIntent("remove-field:1e3")).toBeNull();
    expect(parseBuilderIntent("publish")).toBeNull();
  });

  it("starts with the spec's three sample fields", () => {
    expect(labels(newDraft())).toEqual(["Full Name", "Email Address", "Incident Description"]);
  });

  it("adds a field at the end with a key of its own, choice fields with two options", () => {
    const done = applyBuilderOp(draft(), { kind: "add-field", type: "radio" });
    expect(done.draft.fields).toHaveLength(4);
    const added = done.draft.fields[3];
    expect(added.type).toBe("radio");
    expect(added.options).toEqual(["Option 1", "Option 2"]);
    expect(new Set(done.draft.fields.map((field) => field.id)).size).toBe(4);
    expect(done.focus).toBe("field-3-label");
    expect(newField("text", []).options).toBeUndefined();
  });

  it("moves and removes fields without changing the draft it was given", () => {
    const start = draft();
    const moved = applyBuilderOp(start, { kind: "move-field", index: 2, by: -1 });
    expect(labels(moved.draft)).toEqual(["Full Name", "Incident Description", "Email Address"]);
    expect(moved.focus).toBe("field-1-move-up");
    expect(applyBuilderOp(start, { kind: "move-field", index: 1, by: -1 }).focus).toBe(
      "field-0-move-down",
    );
    expect(labels(start)).toEqual(["Full Name", "Email Address", "Incident Description"]);
    const top = applyBuilderOp(start, { kind: "move-field", index: 0, by: -1 });
    expect(labels(top.draft)).toEqual(labels(start));
    const removed = applyBuilderOp(start, { kind: "remove-field", index: 0 });
    expect(labels(removed.draft)).toEqual(["Email Address", "Incident Description"]);
    expect(removed.focus).toBe("field-0-label");
  });

  it("adds and removes options", () => {
    const withChoice = applyBuilderOp(draft(), { kind: "add-field", type: "select" }).draft;
    const added = applyBuilderOp(withChoice, { kind: "add-option", index: 3 });
    expect(added.draft.fields[3].options).toEqual(["Option 1", "Option 2", ""]);
    expect(added.focus).toBe("field-3-option-2");
    const removed = applyBuilderOp(added.draft, { kind: "remove-option", index: 3, option: 0 });
    expect(removed.draft.fields[3].options).toEqual(["Option 2", ""]);
  });

  it("refuses the 51st field and the 51st option", () => {
    let full = draft({ fields: [] });
    for (let index = 0; index < FORM_LIMITS.fields; index += 1) {
      full = applyBuilderOp(full, { kind: "add-field", type: "text" }).draft;
    }
    const refused = applyBuilderOp(full, { kind: "add-field", type: "text" });
    expect(refused.refused).toBe("A form can have at most 50 fields");
    expect(refused.draft.fields).toHaveLength(50);

    const options = Array.from({ length: 50 }, (_, index) => `Choice ${index}`);
    const choice = draft({
      fields: [{ id: "pick", type: "select", label: "Pick", required: false, options }],
    });
    expect(applyBuilderOp(choice, { kind: "add-option", index: 0 }).refused).toBe(
      "A field can have at most 50 options",
    );
  });
});

describe("the builder's rules", () => {
  it("passes the sample form with a title", () => {
    expect(draftErrors(draft())).toEqual({});
  });

  it("needs a title, a field, and a label on every field", () => {
    expect(draftErrors(draft({ title: "  " })).title).toEqual(["Title is required"]);
    expect(draftErrors(draft({ fields: [] })).fields).toEqual(["Add at least one field"]);
    const unlabelled = draft();
    unlabelled.fields[1] = { ...unlabelled.fields[1], label: " " };
    expect(draftErrors(unlabelled)).toEqual({ "fields[1].label": ["Field 2 needs a label"] });
  });

  it("needs two different options on each choice field", () => {
    const choice = (options: string[]) =>
      draftErrors(
        draft({
          fields: [{ id: "c", type: "checkbox", label: "Injuries", required: false, options }],
        }),
      )["fields[0].options"];
    expect(choice(["Head"])).toEqual(["Injuries needs at least two different options"]);
    expect(choice(["Head", "head "])).toEqual(["Injuries needs at least two different options"]);
    expect(choice(["Head", "Back", "Back"])).toEqual(["Each option of Injuries must be different"]);
    expect(choice(["Head", ""])).toContain("Every option of Injuries needs text (or remove it)");
    expect(choice(["Head", "Back"])).toBeUndefined();
  });

  it("allows at most 50 fields and 50 options", () => {
    const fields = Array.from({ length: 51 }, (_, index) => ({
      id: `f${index}`,
      type: "text" as const,
      label: `Field ${index}`,
      required: false,
    }));
    expect(draftErrors(draft({ fields })).fields).toEqual(["A form can have at most 50 fields"]);
    const options = Array.from({ length: 51 }, (_, index) => `Choice ${index}`);
    expect(
      draftErrors(
        draft({ fields: [{ id: "p", type: "radio", label: "Pick", required: true, options }] }),
      )["fields[0].options"],
    ).toEqual(["Pick can have at most 50 options"]);
  });

  it("needs a key of its own on every field", () => {
    const same = draft();
    same.fields[1] = { ...same.fields[1], id: same.fields[0].id };
    expect(Object.keys(draftErrors(same))).toEqual(["fields[1].id"]);
  });
});

describe("the builder's form, read back", () => {
  it("keeps every value as typed, and normalizes only on save", () => {
    const data = new FormData();
    data.set("title", " Intake ");
    data.set("description", "");
    data.set("notifyEmail", "on");
    data.set("autoAssignTo", "7");
    data.set("fieldCount", "2");
    data.set("fields[0].id", "name");
    data.set("fields[0].type", "text");
    data.set("fields[0].label", " Name ");
    data.set("fields[0].required", "on");
    data.set("fields[1].id", "pick");
    data.set("fields[1].type", "select");
    data.set("fields[1].label", "Pick");
    data.append("fields[1].options", "A");
    data.append("fields[1].options", "");
    const read = draftFromFormData(data);
    expect(read).toEqual({
      title: " Intake ",
      description: "",
      notificationSettings: { email: true, sms: false },
      autoAssignTo: 7,
      fields: [
        { id: "name", type: "text", label: " Name ", required: true },
        { id: "pick", type: "select", label: "Pick", required: false, options: ["A", ""] },
      ],
    });
    expect(normalizeDraft(read).fields[0].label).toBe("Name");
    expect(normalizeDraft(read).title).toBe("Intake");
  });

  it("skips a field of an unknown type and reads no more than 51 fields", () => {
    const data = new FormData();
    data.set("fieldCount", "9999");
    data.set("fields[0].type", "script");
    expect(draftFromFormData(data).fields).toEqual([]);
  });
});
