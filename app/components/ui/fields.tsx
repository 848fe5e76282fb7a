import {
  getInputProps,
  getSelectProps,
  getTextareaProps,
  type FieldMetadata,
} from "@conform-to/react";
import type { ReactNode } from "react";
import { Button } from "./button";

/** Any field's metadata, whatever the form and the field's parsed type (text on the page). */
type AnyField<Schema> = FieldMetadata<Schema, Record<string, unknown>, string[]>;

/** What every control needs of its field: where its errors are and whether it has any. */
type Described = { id: string; errorId: string; errors?: string[] };

/**
 * The look of a text box, drop-down or text area: the one place its class list is written.
 * `extra` adds layout (say, `resize-y`) to it.
 */
export function controlClass(invalid: boolean, extra?: string): string {
  return [
    "block w-full rounded-control border bg-white px-3 py-2 text-ink disabled:bg-slate-100",
    invalid ? "border-danger" : "border-ink-subtle",
    extra,
  ]
    .filter(Boolean)
    .join(" ");
}

const labelClass = "block text-sm font-medium text-ink";
const hintClass = "text-sm text-ink-muted";

/** A labelled input whose errors sit right under it and are tied to it for screen readers. */
export function TextField<Schema>({
  meta,
  label,
  type = "text",
  autoComplete,
  hint,
  inputMode,
  list,
}: {
  meta: AnyField<Schema>;
  label: string;
  type?: "text" | "email" | "password" | "tel" | "date";
  autoComplete?: string;
  hint?: ReactNode;
  inputMode?: "numeric" | "text";
  /** The id of a <datalist> of suggestions. */
  list?: string;
}) {
  const { key, ...inputProps } = getInputProps(meta, { type });
  return (
    <LabelledControl meta={meta} label={label} hint={hint}>
      {(descriptionIds, className) => (
        <input
          key={key}
          {...inputProps}
          autoComplete={autoComplete}
          inputMode={inputMode}
          list={list}
          aria-describedby={descriptionIds}
          className={className}
        />
      )}
    </LabelledControl>
  );
}

/** A labelled multi-line text box. */
export function TextareaField<Schema>({
  meta,
  label,
  hint,
  rows = 4,
}: {
  meta: AnyField<Schema>;
  label: string;
  hint?: ReactNode;
  rows?: number;
}) {
  const { key, ...textareaProps } = getTextareaProps(meta);
  return (
    <LabelledControl meta={meta} label={label} hint={hint}>
      {(descriptionIds, className) => (
        <textarea
          key={key}
          {...textareaProps}
          rows={rows}
          aria-describedby={descriptionIds}
          className={className}
        />
      )}
    </LabelledControl>
  );
}

/** A labelled drop-down of fixed choices; `placeholder` adds an empty first option. */
export function SelectField<Schema>({
  meta,
  label,
  options,
  hint,
  placeholder,
}: {
  meta: AnyField<Schema>;
  label: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  hint?: ReactNode;
  placeholder?: string;
}) {
  const { key, ...selectProps } = getSelectProps(meta);
  return (
    <LabelledControl meta={meta} label={label} hint={hint}>
      {(descriptionIds, className) => (
        <select key={key} {...selectProps} aria-describedby={descriptionIds} className={className}>
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </LabelledControl>
  );
}

/**
 * A file picker. The hint says which types and how large (say, "PDF, Word or an image, up to
 * 10 MB"), and `accept` lets the browser offer only those; the server checks both again.
 */
export function FileField<Schema>({
  meta,
  label,
  hint,
  accept,
}: {
  meta: AnyField<Schema>;
  label: string;
  hint: ReactNode;
  /** File types for the browser's picker, e.g. ".pdf,.docx,image/*". */
  accept?: string;
}) {
  const { key, ...inputProps } = getInputProps(meta, { type: "file" });
  return (
    <LabelledControl meta={meta} label={label} hint={hint}>
      {(descriptionIds) => (
        <input
          key={key}
          {...inputProps}
          accept={accept}
          aria-describedby={descriptionIds}
          className="block w-full text-sm text-ink file:mr-3 file:rounded-control file:border file:border-brand file:bg-white file:px-3 file:py-1.5 file:font-semibold file:text-brand hover:file:bg-brand-soft"
        />
      )}
    </LabelledControl>
  );
}

/** A checkbox with its label beside it (the label may be a whole sentence). */
export function CheckboxField({
  meta,
  label,
  hint,
}: {
  meta: AnyField<boolean>;
  label: ReactNode;
  hint?: ReactNode;
}) {
  const hintId = hint ? `${meta.id}-hint` : undefined;
  const { key, ...inputProps } = getInputProps(meta, { type: "checkbox" });
  return (
    <div className="space-y-1">
      <div className="flex items-start gap-2">
        <input
          key={key}
          {...inputProps}
          aria-describedby={describedBy(meta, hintId)}
          className="mt-1 h-4 w-4 shrink-0"
        />
        <label htmlFor={meta.id} className="text-ink">
          {label}
        </label>
      </div>
      {hint ? (
        <p id={hintId} className={hintClass}>
          {hint}
        </p>
      ) : null}
      <FieldErrors id={meta.errorId} errors={meta.errors} />
    </div>
  );
}

/** The id of one radio of a group: what an error summary links to (the group's first option). */
export function radioId(meta: { id: string }, value: string): string {
  return `${meta.id}-${value}`;
}

/**
 * A question with a few exclusive answers: a fieldset whose legend is the question, one radio
 * per answer, and the group's errors tied to the group. Link an error summary to the first
 * radio with `radioId(meta, options[0].value)`.
 */
export function RadioGroupField<Schema>({
  meta,
  legend,
  options,
  hint,
  inline = false,
}: {
  meta: AnyField<Schema>;
  legend: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  hint?: ReactNode;
  /** Answers side by side (short yes/no answers) rather than one under another. */
  inline?: boolean;
}) {
  const hintId = hint ? `${meta.id}-hint` : undefined;
  const invalid = Boolean(meta.errors?.length);
  const chosen = meta.value ?? meta.initialValue;
  return (
    <fieldset
      className="space-y-2"
      aria-describedby={describedBy(meta, hintId)}
      aria-invalid={invalid || undefined}
    >
      <legend className={labelClass}>{legend}</legend>
      {hint ? (
        <p id={hintId} className={hintClass}>
          {hint}
        </p>
      ) : null}
      <div className={inline ? "flex flex-wrap gap-x-6 gap-y-2" : "space-y-2"}>
        {options.map((option) => (
          <label key={option.value} className="flex items-center gap-2 text-ink">
            <input
              type="radio"
              id={radioId(meta, option.value)}
              name={meta.name}
              value={option.value}
              defaultChecked={chosen === option.value}
              className="h-4 w-4"
            />
            {option.label}
          </label>
        ))}
      </div>
      <FieldErrors id={meta.errorId} errors={meta.errors} />
    </fieldset>
  );
}

/** What a control's aria-describedby names: its hint, and its errors when it has any. */
export function describedBy(meta: Described, hintId?: string): string | undefined {
  const ids = [hintId, meta.errors?.length ? meta.errorId : undefined].filter(Boolean);
  return ids.length > 0 ? ids.join(" ") : undefined;
}

/** The label, hint and errors every control shares; the control gets its describedby and style. */
function LabelledControl({
  meta,
  label,
  hint,
  children,
}: {
  meta: Described;
  label: string;
  hint?: ReactNode;
  children: (descriptionIds: string | undefined, className: string) => ReactNode;
}) {
  const hintId = hint ? `${meta.id}-hint` : undefined;
  return (
    <div className="space-y-1">
      <label htmlFor={meta.id} className={labelClass}>
        {label}
      </label>
      {hint ? (
        <p id={hintId} className={hintClass}>
          {hint}
        </p>
      ) : null}
      {children(describedBy(meta, hintId), controlClass(Boolean(meta.errors?.length)))}
      <FieldErrors id={meta.errorId} errors={meta.errors} />
    </div>
  );
}

/** A field's messages, right under it; the control names `id` in its aria-describedby. */
export function FieldErrors({ id, errors }: { id: string; errors?: string[] }) {
  if (!errors?.length) return null;
  return (
    <ul id={id} className="text-sm font-medium text-danger">
      {errors.map((error) => (
        <li key={error}>{error}</li>
      ))}
    </ul>
  );
}

/**
 * The red alert a failed submission shows above its form.
 * @deprecated Use <IntentForm> from ./form, whose ErrorSummary shows the form's errors too.
 */
export function FormAlert({ id, errors }: { id: string; errors?: string[] }) {
  if (!errors?.length) return null;
  return (
    <div
      id={id}
      role="alert"
      className="rounded-control border border-danger bg-danger-soft p-3 text-sm text-danger"
    >
      {errors.map((error) => (
        <p key={error}>{error}</p>
      ))}
    </div>
  );
}

/**
 * A form's submit button.
 * @deprecated Use <Button pending={...}> from ./button (with `className="w-full"` for a wide one).
 */
export function SubmitButton({
  children,
  pending,
  pendingText,
  name,
  value,
  wide = true,
}: {
  children: ReactNode;
  pending?: boolean;
  pendingText?: string;
  name?: string;
  value?: string;
  /** Full width (forms of their own) or as wide as its text (beside other buttons). */
  wide?: boolean;
}) {
  return (
    <Button
      name={name}
      value={value}
      pending={pending}
      pendingText={pendingText}
      className={wide ? "w-full" : undefined}
    >
      {children}
    </Button>
  );
}
