import { Form } from "@remix-run/react";
import type { ReactNode } from "react";
import type { FormField } from "~/utils/domain";
import {
  FIELD_TYPE_LABELS,
  FIELD_TYPES,
  builderIntent,
  fieldElementId,
  isChoiceField,
  optionElementId,
  type DraftErrors,
  type FormDraft,
} from "~/utils/form-builder";
import { Button } from "../ui/button";
import { Card } from "../ui/card";
import { controlClass } from "../ui/control-class";
import { ErrorSummary, type SummaryError } from "../ui/error-summary";
import { FieldErrors } from "../ui/field-errors";
import { FormToken } from "../ui/form";
import { STAFF_TYPING_HINT, staffSuggestions, type StaffChoiceList } from "../ui/staff-field";

/**
 * Puts focus back where the person was after an operation (the field they moved, the option they
 * added). Each operation is a page of its own without JavaScript, so this is the `autofocus`
 * attribute: the one place the builder sets it, and only for the element the operation was about.
 */
export const restoreFocus = (elementId: string, focus: string | null) =>
  focus === elementId ? { autoFocus: true } : {};

/** Where an error's message links to on the builder page. */
export function errorTarget(path: string): string {
  const field = /^fields\[(\d+)\]\.(\w+)$/.exec(path);
  if (field) {
    const [, index, part] = field;
    return fieldElementId(Number(index), part === "options" ? "add-option" : "label");
  }
  return (
    { title: "form-title", description: "form-description", autoAssignTo: "form-assign" }[path] ??
    "field-palette"
  );
}

export interface BuilderProps {
  draft: FormDraft;
  errors: DraftErrors;
  formError: string | null;
  focus: string | null;
  attempt: unknown;
  staff: StaffChoiceList;
  /** The auto-assigned attorney as the typed box shows them (when `staff` is not complete). */
  assignee: string | null;
  smsConfigured: boolean;
  form: { isPublished: boolean; version: number; hasDraftChanges: boolean } | null;
  pending: boolean;
}

const labelClass = "block text-sm font-medium text-ink";
const smallButton = "secondary" as const;

function described(id: string, messages: string[] | undefined, hint?: string) {
  const ids = [hint, messages?.length ? `${id}-error` : undefined].filter(Boolean).join(" ");
  return {
    id,
    "aria-invalid": messages?.length ? true : undefined,
    "aria-describedby": ids || undefined,
  };
}

/**
 * The builder: the palette of field types, the fields in order (each with its label,
 * placeholder, required flag, options, and buttons to move or remove it) and the settings panel
 * with the save buttons. Every button posts the whole draft with its operation, so it works the
 * same with JavaScript off; nothing typed is lost between operations.
 */
export function FormBuilderEditor(props: BuilderProps) {
  const { draft, errors, formError, focus, attempt, form } = props;
  const summary: SummaryError[] = Object.entries(errors).flatMap(([path, messages]) =>
    messages.map((message) => ({ fieldId: errorTarget(path), message })),
  );
  return (
    <Form
      method="post"
      noValidate
      preventScrollReset
      className="space-y-6"
      aria-label="Form builder"
    >
      <input type="hidden" name="intent" value="builder" />
      <FormToken />
      {/* Enter in a text box presses the first button: this one, which keeps the page as it is. */}
      <button
        type="submit"
        name="op"
        value="refresh"
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
      >
        Update
      </button>
      <input type="hidden" name="fieldCount" value={draft.fields.length} />
      <ErrorSummary
        id="builder-errors"
        level={2}
        formErrors={formError ? [formError] : undefined}
        fieldErrors={summary}
        attempt={attempt}
      />
      <div className="grid gap-6 lg:grid-cols-[12rem_minmax(0,1fr)_18rem]">
        <Palette focus={focus} />
        <section id="form-fields" aria-labelledby="fields-heading" className="space-y-4">
          <h2 id="fields-heading" className="text-lg font-semibold">
            Fields ({draft.fields.length})
          </h2>
          <FieldErrors id="fields-error" errors={errors.fields} />
          {draft.fields.length === 0 ? (
            <p className="text-ink-muted">No fields yet. Add one from Field types.</p>
          ) : (
            <ol className="space-y-4">
              {draft.fields.map((field, index) => (
                <li key={field.id}>
                  <FieldCard
                    field={field}
                    index={index}
                    last={index === draft.fields.length - 1}
                    errors={errors}
                    focus={focus}
                  />
                </li>
              ))}
            </ol>
          )}
        </section>
        <Settings {...props} />
      </div>
      {form ? (
        <p className="text-sm text-ink-muted">
          {form.isPublished
            ? `Published: clients fill in version ${form.version}.`
            : form.version > 0
              ? `Unpublished: version ${form.version} was the last one clients saw.`
              : "Draft: clients cannot see this form until you publish it."}
          {form.hasDraftChanges ? " The draft has changes that are not published yet." : ""}
        </p>
      ) : null}
    </Form>
  );
}

function Palette({ focus }: { focus: string | null }) {
  return (
    <section aria-labelledby="palette-heading">
      <h2 id="palette-heading" className="text-lg font-semibold">
        Field types
      </h2>
      <p className="mb-2 text-sm text-ink-muted">Adds a field at the end of the form.</p>
      <ul id="field-palette" tabIndex={-1} className="grid grid-cols-2 gap-2 lg:grid-cols-1">
        {FIELD_TYPES.map((type) => (
          <li key={type}>
            <Button
              variant={smallButton}
              size="sm"
              className="w-full"
              name="op"
              value={builderIntent.addField(type)}
              id={`add-field-${type}`}
              {...restoreFocus(`add-field-${type}`, focus)}
            >
              <span aria-hidden="true">+</span> {FIELD_TYPE_LABELS[type]}
              <span className="sr-only"> field</span>
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}

function FieldCard({
  field,
  index,
  last,
  errors,
  focus,
}: {
  field: FormField;
  index: number;
  last: boolean;
  errors: DraftErrors;
  focus: string | null;
}) {
  const at = (part: string) => `fields[${index}].${part}`;
  const id = (part: string) => fieldElementId(index, part);
  const name = field.label.trim() || `Field ${index + 1}`;
  const autoFocus = (elementId: string) => restoreFocus(elementId, focus);
  const labelErrors = [...(errors[at("label")] ?? []), ...(errors[at("id")] ?? [])];
  return (
    <Card as="section" aria-labelledby={id("heading")} className="space-y-3">
      <input type="hidden" name={at("id")} value={field.id} />
      <input type="hidden" name={at("type")} value={field.type} />
      <h3 id={id("heading")} className="font-semibold">
        Field {index + 1}: {FIELD_TYPE_LABELS[field.type]}
      </h3>
      <div>
        <label htmlFor={id("label")} className={labelClass}>
          Label
        </label>
        <input
          name={at("label")}
          defaultValue={field.label}
          className={controlClass(labelErrors.length > 0)}
          maxLength={400}
          {...described(id("label"), labelErrors)}
          {...autoFocus(id("label"))}
        />
        <FieldErrors id={`${id("label")}-error`} errors={labelErrors} />
      </div>
      {field.type === "text" || field.type === "textarea" ? (
        <div>
          <label htmlFor={id("placeholder")} className={labelClass}>
            Placeholder <span className="font-normal text-ink-muted">(optional)</span>
          </label>
          <input
            name={at("placeholder")}
            defaultValue={field.placeholder ?? ""}
            className={controlClass(Boolean(errors[at("placeholder")]))}
            maxLength={400}
            {...described(id("placeholder"), errors[at("placeholder")])}
          />
          <FieldErrors id={`${id("placeholder")}-error`} errors={errors[at("placeholder")]} />
        </div>
      ) : null}
      <CheckboxRow
        id={id("required")}
        name={at("required")}
        label="Required"
        defaultChecked={field.required}
      />
      {isChoiceField(field.type) ? (
        <Options field={field} index={index} errors={errors[at("options")]} focus={focus} />
      ) : null}
      <div className="flex flex-wrap gap-2 border-t border-line pt-3">
        {index > 0 ? (
          <Button
            variant={smallButton}
            size="sm"
            name="op"
            value={builderIntent.moveUp(index)}
            id={id("move-up")}
            {...autoFocus(id("move-up"))}
          >
            Move up<span className="sr-only"> {name}</span>
          </Button>
        ) : null}
        {!last ? (
          <Button
            variant={smallButton}
            size="sm"
            name="op"
            value={builderIntent.moveDown(index)}
            id={id("move-down")}
            {...autoFocus(id("move-down"))}
          >
            Move down<span className="sr-only"> {name}</span>
          </Button>
        ) : null}
        <Button
          variant="danger"
          size="sm"
          name="op"
          value={builderIntent.removeField(index)}
          formNoValidate
        >
          Remove field<span className="sr-only"> {name}</span>
        </Button>
      </div>
    </Card>
  );
}

function Options({
  field,
  index,
  errors,
  focus,
}: {
  field: FormField;
  index: number;
  errors?: string[];
  focus: string | null;
}) {
  const name = field.label.trim() || `Field ${index + 1}`;
  const errorId = `${fieldElementId(index, "options")}-error`;
  const options = field.options ?? [];
  return (
    <fieldset
      className="space-y-2"
      aria-describedby={errors?.length ? errorId : undefined}
      id={fieldElementId(index, "options")}
    >
      <legend className={labelClass}>Options</legend>
      <FieldErrors id={errorId} errors={errors} />
      <ul className="space-y-2">
        {options.map((option, optionIndex) => {
          const inputId = optionElementId(index, optionIndex);
          return (
            <li key={optionIndex} className="flex items-center gap-2">
              <label htmlFor={inputId} className="sr-only">
                Option {optionIndex + 1} of {name}
              </label>
              <input
                id={inputId}
                name={`fields[${index}].options`}
                defaultValue={option}
                maxLength={400}
                className={controlClass(Boolean(errors?.length) && !option.trim())}
                {...restoreFocus(inputId, focus)}
              />
              <Button
                variant="quiet"
                size="sm"
                name="op"
                value={builderIntent.removeOption(index, optionIndex)}
              >
                Remove
                <span className="sr-only">
                  {" "}
                  option {optionIndex + 1} of {name}
                </span>
              </Button>
            </li>
          );
        })}
      </ul>
      <Button
        variant={smallButton}
        size="sm"
        name="op"
        value={builderIntent.addOption(index)}
        id={fieldElementId(index, "add-option")}
        {...restoreFocus(fieldElementId(index, "add-option"), focus)}
      >
        Add Option<span className="sr-only"> to {name}</span>
      </Button>
    </fieldset>
  );
}

function Settings(props: BuilderProps) {
  const { draft, errors, smsConfigured, form, focus, pending } = props;
  return (
    <Card as="section" aria-labelledby="settings-heading" className="space-y-4 self-start">
      <h2 id="settings-heading" className="text-lg font-semibold">
        Settings
      </h2>
      <Labelled id="form-title" label="Title" errors={errors.title}>
        <input
          name="title"
          defaultValue={draft.title}
          maxLength={600}
          className={controlClass(Boolean(errors.title))}
          {...described("form-title", errors.title)}
        />
      </Labelled>
      <Labelled id="form-description" label="Description" errors={errors.description}>
        <textarea
          name="description"
          defaultValue={draft.description}
          rows={3}
          className={controlClass(Boolean(errors.description))}
          {...described("form-description", errors.description)}
        />
      </Labelled>
      <fieldset className="space-y-2">
        <legend className={labelClass}>Notifications</legend>
        <CheckboxRow
          id="notify-email"
          name="notifyEmail"
          label="Email"
          defaultChecked={draft.notificationSettings.email}
        />
        <CheckboxRow
          id="notify-sms"
          name="notifySms"
          label="SMS"
          defaultChecked={draft.notificationSettings.sms}
          note={
            smsConfigured
              ? undefined
              : "No SMS provider is set up, so no texts are sent. The choice is kept for when one is."
          }
        />
      </fieldset>
      <Labelled
        id="form-assign"
        label="Auto-assign to"
        errors={errors.autoAssignTo}
        hint={`Who is notified of each submission. No one: every staff member is.${props.staff.complete ? "" : ` ${STAFF_TYPING_HINT} Empty: no one.`}`}
      >
        {props.staff.complete ? (
          <select
            name="autoAssignTo"
            defaultValue={draft.autoAssignTo ?? ""}
            className={controlClass(Boolean(errors.autoAssignTo))}
            {...described("form-assign", errors.autoAssignTo, "form-assign-hint")}
          >
            <option value="">No one (notify every staff member)</option>
            {props.staff.staff.map((person) => (
              <option key={person.id} value={person.id}>
                {person.firstName} {person.lastName}
              </option>
            ))}
          </select>
        ) : (
          <>
            <input
              name="autoAssignTo"
              defaultValue={props.assignee ?? ""}
              list="form-assign-suggestions"
              autoComplete="off"
              className={controlClass(Boolean(errors.autoAssignTo))}
              {...described("form-assign", errors.autoAssignTo, "form-assign-hint")}
            />
            <datalist id="form-assign-suggestions">
              {staffSuggestions(props.staff.staff).map((name) => (
                <option key={name} value={name} />
              ))}
            </datalist>
          </>
        )}
      </Labelled>
      <div id="form-actions" className="flex flex-col gap-2 border-t border-line pt-4">
        <Button
          variant="secondary"
          name="op"
          value="preview"
          id="preview-button"
          {...restoreFocus("preview-button", focus)}
        >
          Preview
        </Button>
        <Button variant="secondary" name="op" value="save-draft" pending={pending}>
          Save as Draft
        </Button>
        <Button name="op" value="publish" pending={pending}>
          Save &amp; Publish
        </Button>
        {form?.isPublished ? (
          <Button variant="quiet" name="op" value="unpublish">
            Unpublish
          </Button>
        ) : null}
      </div>
    </Card>
  );
}

function Labelled({
  id,
  label,
  errors,
  hint,
  children,
}: {
  id: string;
  label: string;
  errors?: string[];
  hint?: string;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-ink-muted">
          {hint}
        </p>
      ) : null}
      {children}
      <FieldErrors id={`${id}-error`} errors={errors} />
    </div>
  );
}

/** A checkbox with its label on the right and, under the label, a note tied to it. */
function CheckboxRow({
  id,
  name,
  label,
  defaultChecked,
  note,
}: {
  id: string;
  name: string;
  label: string;
  defaultChecked: boolean;
  note?: string;
}) {
  return (
    <div className="flex items-start gap-2">
      <input
        type="checkbox"
        id={id}
        name={name}
        defaultChecked={defaultChecked}
        className="mt-1 h-4 w-4"
        aria-describedby={note ? `${id}-note` : undefined}
      />
      <div>
        <label htmlFor={id} className="text-sm">
          {label}
        </label>
        {note ? (
          <p id={`${id}-note`} className="text-sm text-ink-muted">
            {note}
          </p>
        ) : null}
      </div>
    </div>
  );
}
