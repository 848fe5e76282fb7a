import { answerName } from "./answer-ids";
import { dateProblem, parseDate } from "./dates";
import type { FormField } from "./domain";

/**
 * A client's answers to a built form, read from the posted form and checked against the form's
 * own fields: the runner (/forms/{id}) and the builder's Preview use the same rules and
 * messages. No zod and no server code, so the builder page's bundle carries it.
 */

/** Each answer by field id: text, a chosen option, or a checkbox group's chosen options. */
export type AnswerValues = Record<string, string | string[]>;
/** Each field's messages by field id. */
export type AnswerErrors = Record<string, string[]>;

/** What a file field's input sent, once the file is in storage (or was refused). */
export type AnsweredFiles = Record<string, { fileName: string } | undefined>;

export const ANSWER_LIMITS = { text: 5000, textarea: 10000 } as const;

/**
 * The most of a refused value a form's answer shows again (an answer over its field's limit, not
 * one of its options, or not a date): its first characters, so that no answer is much larger
 * than the form allows, whatever was posted. A value within its limit always goes back whole.
 */
export const ECHO_LIMIT = 500;

export { answerElementId, answerName } from "./answer-ids";

/** A checkbox with options is a group: any number of them. Without options it is one box. */
export const isCheckboxGroup = (field: FormField) =>
  field.type === "checkbox" && (field.options?.length ?? 0) > 0;

/** "1,000": limits in messages, the same on the server and in the browser. */
const count = (value: number) => value.toString().replace(/\B(?=(\d{3})+(?!\d))/g, ",");

const textOf = (value: FormDataEntryValue | null): string => {
  if (typeof value === "string") return value;
  // A file input in a form that was not sent as multipart (or the preview): its name.
  return value && "name" in value ? value.name : "";
};

/**
 * Reads and checks the answers to `fields`. A file field's value is its file's name: from
 * `files` when the file went to storage (a refused or missing file is absent there), else the
 * name the browser sent as text (a form without multipart, like the builder's preview).
 */
export function readAnswers(
  fields: FormField[],
  formData: FormData,
  files?: AnsweredFiles,
): { values: AnswerValues; errors: AnswerErrors } {
  const values: AnswerValues = {};
  const errors: AnswerErrors = {};
  const refuse = (field: FormField, message: string) => {
    (errors[field.id] ??= []).push(message);
  };
  for (const field of fields) {
    const name = answerName(field.id);
    const label = field.label;
    if (isCheckboxGroup(field)) {
      const options = field.options ?? [];
      const chosen = [...new Set(formData.getAll(name).map(textOf))].filter(Boolean);
      // What is not one of the options goes back ECHO_LIMIT characters at most, in all.
      let room = ECHO_LIMIT;
      values[field.id] = chosen.filter((option) => {
        if (options.includes(option)) return true;
        room -= option.length;
        return room >= 0;
      });
      if (chosen.some((option) => !options.includes(option))) {
        refuse(field, `Choose one of the options for ${label}`);
      } else if (field.required && chosen.length === 0) {
        refuse(field, `Choose at least one option for ${label}`);
      }
      continue;
    }
    if (field.type === "checkbox") {
      // One box: checked or not.
      const checked = formData.get(name) !== null && textOf(formData.get(name)) !== "";
      values[field.id] = checked ? "on" : "";
      if (field.required && !checked) refuse(field, `${label} is required`);
      continue;
    }
    if (field.type === "file") {
      const fileName = files ? (files[field.id]?.fileName ?? "") : textOf(formData.get(name));
      values[field.id] = fileName;
      if (field.required && !fileName) refuse(field, `${label} is required`);
      continue;
    }
    const raw = textOf(formData.get(name));
    const value = field.type === "textarea" ? raw.replace(/\r\n/g, "\n") : raw;
    values[field.id] = value;
    const trimmed = value.trim();
    if (!trimmed) {
      if (field.required) refuse(field, `${label} is required`);
      continue;
    }
    if (field.type === "select" || field.type === "radio") {
      if (!(field.options ?? []).includes(value)) {
        refuse(field, `Choose one of the options for ${label}`);
      }
    } else if (field.type === "date") {
      // Kept as its day (2026-11-20) whichever way it was typed (11/20/2026).
      const parsed = parseDate(trimmed);
      if ("day" in parsed) values[field.id] = parsed.day;
      else refuse(field, dateProblem(parsed, label));
    } else {
      const limit = field.type === "textarea" ? ANSWER_LIMITS.textarea : ANSWER_LIMITS.text;
      if (value.length > limit) {
        refuse(field, `${label} must be at most ${count(limit)} characters`);
      }
    }
  }
  // A refused answer goes back cut; one within its limit is never refused for its length.
  for (const [id, value] of Object.entries(values)) {
    if (errors[id] && typeof value === "string" && value.length > ECHO_LIMIT) {
      values[id] = value.slice(0, ECHO_LIMIT);
    }
  }
  return { values, errors };
}

/**
 * The answers as a submission keeps them: text trimmed, empty answers left out, a single checkbox
 * as true, a group as its chosen options in the form's order. File fields are the caller's
 * (they store the file's name, type and size).
 */
export function storedAnswers(fields: FormField[], values: AnswerValues): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  for (const field of fields) {
    const value = values[field.id];
    if (field.type === "file" || value === undefined) continue;
    if (isCheckboxGroup(field)) {
      const chosen = Array.isArray(value) ? value : [value];
      if (chosen.length) data[field.id] = (field.options ?? []).filter((o) => chosen.includes(o));
    } else if (field.type === "checkbox") {
      if (value === "on") data[field.id] = true;
    } else if (typeof value === "string" && value.trim()) {
      data[field.id] = value.trim();
    }
  }
  return data;
}
