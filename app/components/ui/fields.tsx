import type { ReactNode } from "react";
import { controlProps, type FieldMeta } from "~/utils/form-state";
import { DATE_HINT, controlClass } from "./control-class";
import { FieldErrors } from "./field-errors";

export { controlClass } from "./control-class";
export { FieldErrors } from "./field-errors";

/** What every control needs of its field: where its errors are and whether it has any. */
type Described = { id: string; errorId: string; errors?: string[] };

const labelClass = "block text-sm font-medium text-ink";

interface LabelledProps {
  meta: FieldMeta;
  label: string;
  hint?: ReactNode;
}

/** What the browser may fill an email or phone box with, unless a field says otherwise. */
const AUTOCOMPLETE_OF_TYPE: Partial<Record<string, string>> = { email: "email", tel: "tel" };

/**
 * A labelled input whose errors sit right under it and are tied to it for screen readers.
 * `suggestions` are offered as the user types (a <datalist>); any other answer is allowed.
 */
export function TextField(
  props: LabelledProps & {
    type?: "text" | "email" | "password" | "tel" | "date" | "time" | "number";
    autoComplete?: string;
    inputMode?: "numeric" | "text";
    suggestions?: ReadonlyArray<string>;
    /** What is typed is for the server to resolve (a name it finds): the browser leaves it be. */
    serverResolves?: boolean;
  },
) {
  const { meta, type = "text", inputMode, suggestions } = props;
  const resolves = props.serverResolves ? { "data-server-resolves": "" } : {};
  const inputProps = { ...controlProps(meta), type };
  const autoComplete = props.autoComplete ?? AUTOCOMPLETE_OF_TYPE[type];
  const list = suggestions ? `${meta.id}-suggestions` : undefined;
  return (
    <LabelledControl field={props}>
      {(look) => (
        <>
          <input {...inputProps} {...{ autoComplete, inputMode, list }} {...resolves} {...look} />
          {suggestions ? (
            <datalist id={list}>
              {suggestions.map((suggestion) => (
                <option key={suggestion} value={suggestion} />
              ))}
            </datalist>
          ) : null}
        </>
      )}
    </LabelledControl>
  );
}

/**
 * A date: the browser's picker where it has one, else a text box that takes what dates.ts reads
 * (11/20/2026, 2026-11-20, Nov 20 2026); the hint says the format either way.
 */
export function DateField(props: LabelledProps) {
  return <TextField {...props} type="date" hint={DATE_HINT} />;
}

/** A labelled multi-line text box. */
export function TextareaField(props: LabelledProps & { rows?: number }) {
  const textareaProps = controlProps(props.meta);
  return (
    <LabelledControl field={props}>
      {(look) => <textarea {...textareaProps} rows={props.rows ?? 4} {...look} />}
    </LabelledControl>
  );
}

/** A labelled drop-down of fixed choices; `placeholder` adds an empty first option. */
export function SelectField(
  props: LabelledProps & {
    options: ReadonlyArray<{ value: string; label: string }>;
    placeholder?: string;
  },
) {
  const selectProps = controlProps(props.meta);
  return (
    <LabelledControl field={props}>
      {(look) => (
        <select {...selectProps} {...look}>
          {props.placeholder !== undefined ? <option value="">{props.placeholder}</option> : null}
          {props.options.map((option) => (
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
export function FileField(
  props: LabelledProps & {
    hint: ReactNode;
    /** File types for the browser's picker, e.g. ".pdf,.docx,image/*". */
    accept?: string;
  },
) {
  const { defaultValue: _unused, ...inputProps } = controlProps(props.meta);
  return (
    <LabelledControl field={props}>
      {(look) => (
        <input
          {...inputProps}
          type="file"
          accept={props.accept}
          aria-describedby={look["aria-describedby"]}
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
  meta: FieldMeta;
  label: ReactNode;
  hint?: ReactNode;
}) {
  const { defaultValue, ...inputProps } = controlProps(meta);
  return (
    <div className="space-y-1">
      <div className="flex items-start gap-2">
        <input
          {...inputProps}
          type="checkbox"
          defaultChecked={defaultValue === "on"}
          aria-describedby={describedBy(meta, hintIdOf(meta, hint))}
          className="mt-1 h-4 w-4 shrink-0"
        />
        <label htmlFor={meta.id} className="text-ink">
          {label}
        </label>
      </div>
      <Hint meta={meta} hint={hint} />
      <FieldErrors id={meta.errorId} errors={meta.errors} />
    </div>
  );
}

/**
 * A question with a few exclusive answers: a fieldset whose legend is the question, one radio
 * per answer, and the group's errors tied to the group. The first radio has the field's own id,
 * so the error summary's link lands on the group like any other field's.
 */
export function RadioGroupField({
  meta,
  legend,
  options,
  hint,
  inline = false,
}: {
  meta: FieldMeta;
  legend: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  hint?: ReactNode;
  /** Answers side by side (short yes/no answers) rather than one under another. */
  inline?: boolean;
}) {
  const chosen = meta.initialValue;
  return (
    <fieldset
      className="space-y-2"
      aria-describedby={describedBy(meta, hintIdOf(meta, hint))}
      aria-invalid={meta.errors?.length ? true : undefined}
    >
      <legend className={labelClass}>{legend}</legend>
      <Hint meta={meta} hint={hint} />
      <div className={inline ? "flex flex-wrap gap-x-6 gap-y-2" : "space-y-2"}>
        {options.map((option, index) => (
          <label key={option.value} className="flex items-center gap-2 text-ink">
            <input
              type="radio"
              id={index === 0 ? meta.id : `${meta.id}-${option.value}`}
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

function hintIdOf(meta: { id: string }, hint: ReactNode): string | undefined {
  return hint ? `${meta.id}-hint` : undefined;
}

/** The sentence under a label that says what to enter (tied to the control by hintIdOf). */
function Hint({ meta, hint }: { meta: { id: string }; hint: ReactNode }) {
  return hint ? (
    <p id={hintIdOf(meta, hint)} className="text-sm text-ink-muted">
      {hint}
    </p>
  ) : null;
}

/**
 * The label, hint and errors every control shares; the control gets its look: the
 * aria-describedby that names the hint and errors, and the class of a valid or invalid control.
 */
function LabelledControl({
  field: { meta, label, hint },
  children,
}: {
  field: { meta: Described; label: string; hint?: ReactNode };
  children: (look: { "aria-describedby": string | undefined; className: string }) => ReactNode;
}) {
  return (
    <div className="space-y-1">
      <label htmlFor={meta.id} className={labelClass}>
        {label}
      </label>
      <Hint meta={meta} hint={hint} />
      {children({
        "aria-describedby": describedBy(meta, hintIdOf(meta, hint)),
        className: controlClass(Boolean(meta.errors?.length)),
      })}
      <FieldErrors id={meta.errorId} errors={meta.errors} />
    </div>
  );
}
