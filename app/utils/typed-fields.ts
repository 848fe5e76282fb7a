/**
 * What a visitor has typed into a form's fields, read from one copy of the form and written into
 * another copy of the same form (the same fields in the same order).
 */

/** What a visitor types into a form; hidden fields come from the server and a file cannot be set. */
const TYPED_FIELD = "input[name]:not([type=hidden]):not([type=file]), textarea[name], select[name]";
type TypedField = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
export type Typed = { name: string; value: string; checked: boolean }[];

const typedFields = (root: HTMLElement) =>
  Array.from(root.querySelectorAll<TypedField>(TYPED_FIELD));
const isChoice = (field: TypedField): field is HTMLInputElement =>
  field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio");

export function readTyped(root: HTMLElement): Typed {
  return typedFields(root).map((field) => ({
    name: field.name,
    value: field.value,
    checked: isChoice(field) && field.checked,
  }));
}

/** The same fields in the same order (the same children rendered again), so each takes its value back. */
export function writeTyped(root: HTMLElement, typed: Typed) {
  typedFields(root).forEach((field, index) => {
    const kept = typed[index];
    if (kept?.name !== field.name) return;
    if (isChoice(field)) field.checked = kept.checked;
    else field.value = kept.value;
  });
}
