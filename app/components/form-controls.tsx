import {
  getInputProps,
  getSelectProps,
  getTextareaProps,
  type FieldMetadata,
} from "@conform-to/react";
import type { ReactNode } from "react";

/** A labelled input whose errors sit right under it and are tied to it for screen readers. */
export function TextField({
  meta,
  label,
  type = "text",
  autoComplete,
  hint,
}: {
  meta: FieldMetadata<string>;
  label: string;
  type?: "text" | "email" | "password" | "tel" | "date";
  autoComplete?: string;
  hint?: ReactNode;
}) {
  const { key, ...inputProps } = getInputProps(meta, { type });
  return (
    <Field meta={meta} label={label} hint={hint}>
      {(wiring) => <input key={key} {...inputProps} {...wiring} autoComplete={autoComplete} />}
    </Field>
  );
}

/** The label, hint and error wiring every field shares; the control itself is the child. */
function Field({
  meta,
  label,
  hint,
  children,
}: {
  meta: FieldMetadata<string>;
  label: string;
  hint?: ReactNode;
  children: (props: { "aria-describedby"?: string; className: string }) => ReactNode;
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
      {children({
        "aria-describedby":
          [hintId, invalid ? meta.errorId : undefined].filter(Boolean).join(" ") || undefined,
        className: `block w-full rounded-md border px-3 py-2 text-slate-900 ${
          invalid ? "border-red-700" : "border-slate-400"
        }`,
      })}
      <FieldErrors id={meta.errorId} errors={meta.errors} />
    </div>
  );
}

/** A labelled multi-line input. */
export function TextAreaField({
  meta,
  label,
  hint,
  rows = 4,
}: {
  meta: FieldMetadata<string>;
  label: string;
  hint?: ReactNode;
  rows?: number;
}) {
  const { key, ...props } = getTextareaProps(meta);
  return (
    <Field meta={meta} label={label} hint={hint}>
      {(wiring) => <textarea key={key} {...props} {...wiring} rows={rows} />}
    </Field>
  );
}

/** A labelled native select; `placeholder` adds an empty first option. */
export function SelectField({
  meta,
  label,
  options,
  placeholder,
}: {
  meta: FieldMetadata<string>;
  label: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  placeholder?: string;
}) {
  const { key, ...props } = getSelectProps(meta);
  return (
    <Field meta={meta} label={label}>
      {(wiring) => (
        <select key={key} {...props} {...wiring}>
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
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
}: {
  children: ReactNode;
  pending?: boolean;
  pendingText?: string;
  name?: string;
  value?: string;
}) {
  return (
    <button
      type="submit"
      name={name}
      value={value}
      disabled={pending}
      aria-disabled={pending || undefined}
      className="w-full rounded-md bg-blue-900 px-4 py-2 font-semibold text-white hover:bg-blue-800 disabled:opacity-70"
    >
      {pending && pendingText ? pendingText : children}
    </button>
  );
}
