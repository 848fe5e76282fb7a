import { ENUMS, type FormField, type NotificationSettings, type OneOf } from "./domain";

/**
 * The form builder's rules and operations, shared by the builder screen, `/api/forms` and the
 * service: one draft shape, one list of rules with their messages, and the pure operations the
 * builder's buttons apply (adding, moving, removing fields and options). No zod and no server
 * code: the builder page's bundle carries this module.
 */

export type FieldType = OneOf<"formFieldType">;

export const FIELD_TYPES = ENUMS.formFieldType;

/** The palette's names for the field types, in the palette's order. */
export const FIELD_TYPE_LABELS: Record<FieldType, string> = {
  text: "Text",
  textarea: "Text area",
  select: "Drop-down",
  checkbox: "Checkboxes",
  radio: "Radio buttons",
  date: "Date",
  file: "File upload",
};

export const FORM_LIMITS = {
  fields: 50,
  options: 50,
  title: 255,
  description: 2000,
  label: 200,
  placeholder: 200,
  option: 200,
} as const;

/** What the builder edits and `/api/forms` sends: the spec's payload without `isPublished`. */
export interface FormDraft {
  title: string;
  description: string;
  fields: FormField[];
  notificationSettings: NotificationSettings;
  autoAssignTo: number | null;
}

/** Field errors keyed by the field's path, as Conform names them (`fields[2].label`). */
export type DraftErrors = Record<string, string[]>;

export const isChoiceField = (type: FieldType) =>
  type === "select" || type === "radio" || type === "checkbox";

/** A field's key in a submission's data: a letter, then letters, digits or _. */
export const FIELD_ID_PATTERN = /^[A-Za-z][A-Za-z0-9_]{0,39}$/;

/** The three sample fields a new form starts with (spec section 2). */
export function sampleFields(): FormField[] {
  return [
    {
      id: "full_name",
      type: "text",
      label: "Full Name",
      placeholder: "Your full name",
      required: true,
    },
    {
      id: "email_address",
      type: "text",
      label: "Email Address",
      placeholder: "you@example.com",
      required: true,
    },
    {
      id: "incident_description",
      type: "textarea",
      label: "Incident Description",
      placeholder: "Tell us what happened",
      required: true,
    },
  ];
}

export function newDraft(): FormDraft {
  return {
    title: "",
    description: "",
    fields: sampleFields(),
    notificationSettings: { email: true, sms: false },
    autoAssignTo: null,
  };
}

/** A key no field of the form has yet. */
export function newFieldId(taken: Iterable<string>, random: () => number = Math.random): string {
  const used = new Set(taken);
  for (;;) {
    const id = `f_${Math.floor(random() * 36 ** 6)
      .toString(36)
      .padStart(6, "0")}`;
    if (!used.has(id)) return id;
  }
}

export function newField(type: FieldType, taken: Iterable<string>): FormField {
  const field: FormField = {
    id: newFieldId(taken),
    type,
    label: `New ${FIELD_TYPE_LABELS[type].toLowerCase()} field`,
    required: false,
  };
  if (isChoiceField(type)) field.options = ["Option 1", "Option 2"];
  return field;
}

/** What a builder button does, named by its `intent` value (`move-down:3`, `remove-option:2:0`). */
export type BuilderOp =
  | { kind: "add-field"; type: FieldType }
  | { kind: "remove-field"; index: number }
  | { kind: "move-field"; index: number; by: -1 | 1 }
  | { kind: "add-option"; index: number }
  | { kind: "remove-option"; index: number; option: number };

export const builderIntent = {
  addField: (type: FieldType) => `add-field:${type}`,
  removeField: (index: number) => `remove-field:${index}`,
  moveUp: (index: number) => `move-up:${index}`,
  moveDown: (index: number) => `move-down:${index}`,
  addOption: (index: number) => `add-option:${index}`,
  removeOption: (index: number, option: number) => `remove-option:${index}:${option}`,
};

const wholeNumber = (text: string | undefined) =>
  text !== undefined && /^\d{1,3}$/.test(text) ? Number(text) : null;

/** The operation an intent names, or null when it names none. */
export function parseBuilderIntent(intent: string): BuilderOp | null {
  const [name, first, second] = intent.split(":");
  const index = wholeNumber(first);
  if (name === "add-field") {
    return (FIELD_TYPES as readonly string[]).includes(first ?? "")
      ? { kind: "add-field", type: first as FieldType }
      : null;
  }
  if (index === null) return null;
  if (name === "remove-field") return { kind: "remove-field", index };
  if (name === "move-up") return { kind: "move-field", index, by: -1 };
  if (name === "move-down") return { kind: "move-field", index, by: 1 };
  if (name === "add-option") return { kind: "add-option", index };
  const option = wholeNumber(second);
  if (name === "remove-option" && option !== null) {
    return { kind: "remove-option", index, option };
  }
  return null;
}

/**
 * Applies a builder operation. Returns the new draft, what should have focus next (an element
 * id on the builder page, so the person carries on where they were) and, when the operation
 * cannot be done (the 51st field), why.
 */
export function applyBuilderOp(
  draft: FormDraft,
  op: BuilderOp,
): { draft: FormDraft; focus: string | null; refused?: string } {
  const fields: FormField[] = draft.fields.map((field) =>
    field.options ? { ...field, options: [...field.options] } : { ...field },
  );
  const next = (focus: string | null) => ({ draft: { ...draft, fields }, focus });
  if (op.kind === "add-field") {
    if (fields.length >= FORM_LIMITS.fields) {
      return { ...next(null), refused: `A form can have at most ${FORM_LIMITS.fields} fields` };
    }
    const field = newField(
      op.type,
      fields.map((each) => each.id),
    );
    fields.push(field);
    return next(fieldElementId(fields.length - 1, "label"));
  }
  const field = fields[op.index];
  if (!field) return next(null);
  switch (op.kind) {
    case "remove-field": {
      fields.splice(op.index, 1);
      return next(
        fields.length
          ? fieldElementId(Math.min(op.index, fields.length - 1), "label")
          : PALETTE_FIRST,
      );
    }
    case "move-field": {
      const to = op.index + op.by;
      if (to < 0 || to >= fields.length) return next(moveButtonId(op.index, fields.length));
      fields.splice(op.index, 1);
      fields.splice(to, 0, field);
      return next(moveButtonId(to, fields.length));
    }
    case "add-option": {
      const options = field.options ?? [];
      if (options.length >= FORM_LIMITS.options) {
        return {
          ...next(null),
          refused: `A field can have at most ${FORM_LIMITS.options} options`,
        };
      }
      options.push("");
      field.options = options;
      return next(optionElementId(op.index, options.length - 1));
    }
    case "remove-option": {
      field.options = (field.options ?? []).filter((_, index) => index !== op.option);
      return next(fieldElementId(op.index, "add-option"));
    }
  }
}

/** Element ids on the builder page (the focus target after an operation, error links). */
export const fieldElementId = (index: number, part?: string) =>
  part ? `field-${index}-${part}` : `field-${index}`;
export const optionElementId = (index: number, option: number) => `field-${index}-option-${option}`;
/** The palette's first button, where focus goes when the last field is removed. */
export const PALETTE_FIRST = "add-field-text";
/** A moved field's Move up button (Move down at the top, where it has no Move up). */
const moveButtonId = (index: number, count: number) =>
  fieldElementId(index, index > 0 || count < 2 ? "move-up" : "move-down");

/** Every rule a saved form keeps, with its message on the path it is about. */
export function draftErrors(draft: FormDraft): DraftErrors {
  const errors: DraftErrors = {};
  const add = (path: string, message: string) => {
    (errors[path] ??= []).push(message);
  };
  if (!draft.title.trim()) add("title", "Title is required");
  else if (draft.title.length > FORM_LIMITS.title) {
    add("title", `Title must be at most ${FORM_LIMITS.title} characters`);
  }
  if (draft.description.length > FORM_LIMITS.description) {
    add("description", `Description must be at most ${FORM_LIMITS.description} characters`);
  }
  if (draft.fields.length === 0) add("fields", "Add at least one field");
  if (draft.fields.length > FORM_LIMITS.fields) {
    add("fields", `A form can have at most ${FORM_LIMITS.fields} fields`);
  }
  const ids = new Set<string>();
  draft.fields.forEach((field, index) => {
    const at = (part: string) => `fields[${index}].${part}`;
    const name = `Field ${index + 1}`;
    if (!FIELD_ID_PATTERN.test(field.id) || ids.has(field.id)) {
      add(at("id"), `${name} needs a key of its own (a letter, then letters, digits or _)`);
    }
    ids.add(field.id);
    if (!(FIELD_TYPES as readonly string[]).includes(field.type)) {
      add(at("type"), `${name} has an unknown type`);
    }
    if (!field.label.trim()) add(at("label"), `${name} needs a label`);
    else if (field.label.length > FORM_LIMITS.label) {
      add(at("label"), `${name}'s label must be at most ${FORM_LIMITS.label} characters`);
    }
    if ((field.placeholder ?? "").length > FORM_LIMITS.placeholder) {
      add(
        at("placeholder"),
        `${name}'s placeholder must be at most ${FORM_LIMITS.placeholder} characters`,
      );
    }
    if (!isChoiceField(field.type)) return;
    const options = field.options ?? [];
    const label = field.label.trim() || name;
    if (options.length > FORM_LIMITS.options) {
      add(at("options"), `${label} can have at most ${FORM_LIMITS.options} options`);
    }
    if (options.some((option) => !option.trim())) {
      add(at("options"), `Every option of ${label} needs text (or remove it)`);
    } else if (options.some((option) => option.length > FORM_LIMITS.option)) {
      add(at("options"), `Options of ${label} must be at most ${FORM_LIMITS.option} characters`);
    }
    const distinct = new Set(options.map((option) => option.trim().toLowerCase()));
    if (distinct.size < 2) add(at("options"), `${label} needs at least two different options`);
    else if (distinct.size < options.length) {
      add(at("options"), `Each option of ${label} must be different`);
    }
  });
  return errors;
}

/** A draft as it is stored: text trimmed, options only on choice fields, no empty placeholder. */
export function normalizeDraft(draft: FormDraft): FormDraft {
  return {
    title: draft.title.trim(),
    description: draft.description.trim(),
    notificationSettings: {
      email: Boolean(draft.notificationSettings.email),
      sms: Boolean(draft.notificationSettings.sms),
    },
    autoAssignTo: draft.autoAssignTo ?? null,
    fields: draft.fields.map((field) => {
      const placeholder = field.placeholder?.trim();
      const normalized: FormField = {
        id: field.id,
        type: field.type,
        label: field.label.trim(),
        required: Boolean(field.required),
      };
      if (placeholder) normalized.placeholder = placeholder;
      if (isChoiceField(field.type)) {
        normalized.options = (field.options ?? []).map((option) => option.trim());
      }
      return normalized;
    }),
  };
}

/**
 * The builder page's form, read back into a draft: whatever was typed is kept as typed (the
 * rules run only on Save), so an operation never loses a value. Unknown or missing inputs fall
 * back to empty values.
 */
export function draftFromFormData(formData: FormData): FormDraft {
  const text = (name: string) => {
    const value = formData.get(name);
    return typeof value === "string" ? value : "";
  };
  const count = Math.min(Number(text("fieldCount")) || 0, FORM_LIMITS.fields + 1);
  const fields: FormField[] = [];
  for (let index = 0; index < count; index += 1) {
    const at = (part: string) => `fields[${index}].${part}`;
    const type = text(at("type"));
    if (!(FIELD_TYPES as readonly string[]).includes(type)) continue;
    const field: FormField = {
      id: text(at("id")),
      type: type as FieldType,
      label: text(at("label")),
      required: formData.get(at("required")) === "on",
    };
    const placeholder = text(at("placeholder"));
    if (placeholder) field.placeholder = placeholder;
    if (isChoiceField(field.type)) {
      field.options = formData
        .getAll(at("options"))
        .slice(0, FORM_LIMITS.options + 1)
        .map((option) => (typeof option === "string" ? option : ""));
    }
    fields.push(field);
  }
  const assignee = text("autoAssignTo");
  return {
    title: text("title"),
    description: text("description"),
    fields,
    notificationSettings: {
      email: formData.get("notifyEmail") === "on",
      sms: formData.get("notifySms") === "on",
    },
    autoAssignTo: /^\d{1,10}$/.test(assignee) ? Number(assignee) : null,
  };
}
