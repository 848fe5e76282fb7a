import type { ReactNode } from "react";
import type { FieldMeta } from "~/utils/form-state";
import { fullName, personOptions, type Person } from "~/utils/person";
import { SelectField, TextField } from "./fields";

/** The attorneys a form offers (staffChoices): all of them, or the first ones of a larger firm. */
export interface StaffChoiceList {
  staff: ReadonlyArray<Person>;
  complete: boolean;
}

/** What the typed box says it takes. */
export const STAFF_TYPING_HINT = "Type the attorney's name or email.";

/** The names of the first attorneys, once each, as a text box's suggestions. */
export const staffSuggestions = (staff: ReadonlyArray<Person>) => [
  ...new Set(staff.map((person) => fullName(person)!)),
];

/**
 * An attorney to choose: a drop-down of the firm's attorneys when it holds them all, else a box
 * for their name or email (the first names suggested), which the action resolves (the intent's
 * `staff` fields) and refuses next to it when it names no one or several. A default given as an
 * id starts as that attorney's name when the first names hold it, else the box starts empty.
 */
export function StaffField({
  meta,
  label,
  choices,
  placeholder,
  hint,
}: {
  meta: FieldMeta;
  label: string;
  choices: StaffChoiceList;
  placeholder?: string;
  hint?: ReactNode;
}) {
  if (choices.complete) {
    return (
      <SelectField
        meta={meta}
        label={label}
        hint={hint}
        options={personOptions(choices.staff)}
        placeholder={placeholder}
      />
    );
  }
  // An id (the form's default, such as the reader) is shown as the name it stands for, when it is
  // among the names sent; a typed value is kept as typed.
  const initial = meta.initialValue ?? "";
  const chosen = /^\d+$/.test(initial)
    ? choices.staff.find((person) => String(person.id) === initial)
    : undefined;
  const typed = /^\d*$/.test(initial)
    ? chosen
      ? (fullName(chosen) ?? undefined)
      : undefined
    : initial;
  return (
    <TextField
      meta={{ ...meta, initialValue: typed }}
      label={label}
      hint={
        hint ? (
          <>
            {hint} {STAFF_TYPING_HINT}
          </>
        ) : (
          STAFF_TYPING_HINT
        )
      }
      suggestions={staffSuggestions(choices.staff)}
      autoComplete="off"
      serverResolves
    />
  );
}
