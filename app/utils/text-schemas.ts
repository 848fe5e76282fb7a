import * as z from "zod/mini";

/**
 * A form's text that must be given: trimmed, at least one character, at most `max`. The messages
 * name the field (`First name is required`). Schemas are written with zod/mini, which the browser
 * loads in a third of the full build's size (docs/decisions/005-javascript-budget.md).
 */
export const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .check(
      z.trim(),
      z.minLength(1, `${label} is required`),
      z.maxLength(max, `${label} must be at most ${max} characters`),
    );
