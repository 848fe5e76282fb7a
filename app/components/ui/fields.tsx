import {
  getInputProps,
  getSelectProps,
  getTextareaProps,
  type FieldMetadata,
} from "@conform-to/react";
import type { ReactNode } from "react";

/** Any field's metadata, whatever the form and the field's parsed type (text on the page). */
type AnyField<Schema> = FieldMetadata<Schema, Record<string, unknown>, string[]>;

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

/** A checkbox with its label beside it. */
export function CheckboxField({
  meta,
  label,
  hint,
}: {
  meta: AnyField<boolean>;
  label: string;
  hint?: ReactNode;
}) {
  const hintId = hint ? `${meta.id}-hint` : undefined;
  const { key, ...inputProps } = getInputProps(meta, { type: "checkbox" });
  return (
    <div className="space-y-1">
      <div className="flex items-center gap-2">
        <input
          key={key}
          {...inputProps}
          aria-describedby={describedBy(meta, hintId)}
          className="h-4 w-4"
        />
        <label htmlFor={meta.id} className="text-sm font-medium text-slate-800">
          {label}
        </label>
      </div>
      {hint ? (
        <p id={hintId} className="text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      <FieldErrors id={meta.errorId} errors={meta.errors} />
    </div>
  );
}

/** What a control's aria-describedby names: its hint, and its errors when it has any. */
export function describedBy(
  meta: { errorId: string; errors?: string[] },
  hintId?: string,
): string | undefined {
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
  meta: { id: string; errorId: string; errors?: string[] };
  label: string;
  hint?: ReactNode;
  children: (descriptionIds: string | undefined, className: string) => ReactNode;
}) {
  const hintId = hint ? `${meta.id}-hint` : undefined;
  const invalid = Boolean(meta.errors?.length);
  return (
    <div className="space-y-1">
      <label htmlFor={meta.id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      {hint ? (
        <p id={hintId} className="text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {children(
        describedBy(meta, hintId),
        `block w-full rounded-md border px-3 py-2 text-slate-900 ${
          invalid ? "border-red-700" : "border-slate-400"
        }`,
      )}
      <FieldErrors id={meta.errorId} errors={meta.errors} />
    </div>
  );
}

export function FieldErrors({ id, errors }: { id: string; errors?: string[] }) {
  if (!errors?.length) return null;
  return (
    <ul id={id} className="text-sm font-medium text-red-800">
      {errors.map((error) => (
        <li key={error}>{error}</li>
      ))}
    </ul>
  );
}

/** The red alert a failed submission shows above its form. */
export function FormAlert({ id, errors }: { id: string; errors?: string[] }) {
  if (!errors?.length) return null;
  return (
    <div
      id={id}
      role="alert"
      className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-900"
    >
      {errors.map((error) => (
        <p key={error}>{error}</p>
      ))}
    </div>
  );
}

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
    <button
      type="submit"
      name={name}
      value={value}
      disabled={pending}
      aria-disabled={pending || undefined}
      className={`${wide ? "w-full" : ""} rounded-md bg-blue-900 px-4 py-2 font-semibold text-white hover:bg-blue-800 disabled:opacity-70`}
    >
      {pending && pendingText ? pendingText : children}
    </button>
  );
}
