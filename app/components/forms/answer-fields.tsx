import type { ReactNode } from "react";
import type { FormField } from "~/utils/domain";
import {
  answerElementId,
  answerName,
  isCheckboxGroup,
  type AnswerErrors,
  type AnswerValues,
} from "~/utils/form-answers";
import { UPLOAD_ACCEPT, UPLOAD_HINT } from "~/utils/uploads";
import { DATE_HINT, controlClass } from "../ui/control-class";
import { FieldErrors } from "../ui/field-errors";

const labelClass = "block text-sm font-medium text-ink";

/** What a file field says under its label: the types and the size the server takes. */
export const FILE_FIELD_HINT = UPLOAD_HINT;

/** "(required)" after a label: read out with it, so no one has to guess from an asterisk. */
function RequiredMark({ required }: { required: boolean }) {
  return required ? <span className="font-normal text-ink-muted"> (required)</span> : null;
}

/** A control's ids: its own, its hint's and its messages' (named when there are messages). */
function idsOf(field: FormField, errors: string[] | undefined, hasHint: boolean) {
  const id = answerElementId(field.id);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hasHint ? hintId : null, errors?.length ? errorId : null]
    .filter(Boolean)
    .join(" ");
  return {
    id,
    hintId,
    errorId,
    described: {
      "aria-invalid": errors?.length ? true : undefined,
      "aria-describedby": describedBy || undefined,
    } as const,
  };
}

function Hint({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="text-sm text-ink-muted">
      {children}
    </p>
  );
}

const textOf = (value: string | string[] | undefined) =>
  typeof value === "string" ? value : (value?.[0] ?? "");
const listOf = (value: string | string[] | undefined) =>
  Array.isArray(value) ? value : value ? [value] : [];

/**
 * A built form's fields as clients see them: each with its native label (or a fieldset and
 * legend for a group of radios or checkboxes), "(required)" on the required ones, the answers
 * given so far and each field's messages under it, tied to it with aria-invalid and
 * aria-describedby. Inputs are named `answer.<fieldId>` and have the id `answer-<fieldId>`, which
 * an error summary links to. No `required` attribute: the form is checked by the server (and the
 * page says what is wrong in words), so it posts with noValidate.
 */
export function AnswerFields({
  fields,
  values,
  errors,
  fileNote,
}: {
  fields: FormField[];
  values: AnswerValues;
  errors: AnswerErrors;
  /** A sentence under every file field (in the preview: files are not uploaded). */
  fileNote?: ReactNode;
}) {
  return (
    <div className="space-y-5">
      {fields.map((field) => (
        <AnswerField
          key={field.id}
          field={field}
          value={values[field.id]}
          errors={errors[field.id]}
          fileNote={fileNote}
        />
      ))}
    </div>
  );
}

function AnswerField({
  field,
  value,
  errors,
  fileNote,
}: {
  field: FormField;
  value: string | string[] | undefined;
  errors: string[] | undefined;
  fileNote?: ReactNode;
}) {
  const name = answerName(field.id);
  const invalid = Boolean(errors?.length);
  if (field.type === "radio" || isCheckboxGroup(field)) {
    const { id, errorId, described } = idsOf(field, errors, false);
    const chosen = listOf(value);
    const type = field.type === "radio" ? "radio" : "checkbox";
    return (
      <fieldset className="space-y-2" {...described}>
        <legend className={labelClass}>
          {field.label}
          <RequiredMark required={field.required} />
        </legend>
        {type === "checkbox" ? (
          <p className="text-sm text-ink-muted">Choose any that apply.</p>
        ) : null}
        <div className="space-y-2">
          {(field.options ?? []).map((option, index) => (
            <label key={`${index}-${option}`} className="flex items-center gap-2 text-ink">
              <input
                type={type}
                id={index === 0 ? id : `${id}-${index}`}
                name={name}
                value={option}
                defaultChecked={chosen.includes(option)}
                className="h-4 w-4 shrink-0"
              />
              {option}
            </label>
          ))}
        </div>
        <FieldErrors id={errorId} errors={errors} />
      </fieldset>
    );
  }
  if (field.type === "checkbox") {
    const { id, errorId, described } = idsOf(field, errors, false);
    return (
      <div className="space-y-1">
        <div className="flex items-start gap-2">
          <input
            type="checkbox"
            id={id}
            name={name}
            defaultChecked={textOf(value) === "on"}
            className="mt-1 h-4 w-4 shrink-0"
            {...described}
          />
          <label htmlFor={id} className="text-ink">
            {field.label}
            <RequiredMark required={field.required} />
          </label>
        </div>
        <FieldErrors id={errorId} errors={errors} />
      </div>
    );
  }
  const isFile = field.type === "file";
  const isDate = field.type === "date";
  const { id, hintId, errorId, described } = idsOf(field, errors, isFile || isDate);
  let control: ReactNode;
  if (field.type === "textarea") {
    control = (
      <textarea
        id={id}
        name={name}
        rows={5}
        defaultValue={textOf(value)}
        placeholder={field.placeholder}
        className={controlClass(invalid, "resize-y")}
        {...described}
      />
    );
  } else if (field.type === "select") {
    control = (
      <select
        id={id}
        name={name}
        defaultValue={textOf(value)}
        className={controlClass(invalid)}
        {...described}
      >
        <option value="">Choose...</option>
        {(field.options ?? []).map((option, index) => (
          <option key={`${index}-${option}`} value={option}>
            {option}
          </option>
        ))}
      </select>
    );
  } else if (isFile) {
    control = (
      <input
        id={id}
        name={name}
        type="file"
        accept={UPLOAD_ACCEPT}
        className="block w-full text-sm text-ink file:mr-3 file:rounded-control file:border file:border-brand file:bg-white file:px-3 file:py-1.5 file:font-semibold file:text-brand hover:file:bg-brand-soft"
        {...described}
      />
    );
  } else {
    control = (
      <input
        id={id}
        name={name}
        type={isDate ? "date" : "text"}
        defaultValue={textOf(value)}
        placeholder={isDate ? undefined : field.placeholder}
        className={controlClass(invalid)}
        {...described}
      />
    );
  }
  return (
    <div className="space-y-1">
      <label htmlFor={id} className={labelClass}>
        {field.label}
        <RequiredMark required={field.required} />
      </label>
      {isFile ? (
        <Hint id={hintId}>
          {FILE_FIELD_HINT}
          {fileNote ? <> {fileNote}</> : null}
        </Hint>
      ) : null}
      {isDate ? <Hint id={hintId}>{DATE_HINT}</Hint> : null}
      {control}
      <FieldErrors id={errorId} errors={errors} />
    </div>
  );
}
