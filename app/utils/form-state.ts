import type { SubmissionResult } from "@conform-to/react";
import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type FocusEvent,
  type FormEvent,
} from "react";
import type * as z from "zod/mini";
import type { FormSpec } from "./form-specs";

/**
 * A form's state in the browser: the messages of the server's last answer, then the browser's own
 * checks with the form's schema (loaded the first time the form is used, form-specs.ts). A field
 * is checked when it is left (or only when the form is sent), then on every keystroke once it
 * has been checked; the form is checked again when it is sent and not sent while it is wrong.
 * Without JavaScript none of this runs: the server checks every submission and answers the same
 * messages.
 */

/** Each field's messages by name; "" holds the form's own. */
export type Errors = Record<string, string[]>;

/** What a control needs of its field. */
export interface FieldMeta {
  id: string;
  name: string;
  formId: string;
  errorId: string;
  errors?: string[];
  /** What the field shows when the page renders: the answer the server sent back, or the default. */
  initialValue?: string;
  /** A field of several answers (boxes of one name ticked): each, sent back or by default. */
  initialValues?: string[];
  required: boolean;
}

export interface FormMeta {
  id: string;
  errorId: string;
  /** The form's own messages (not a field's). */
  errors?: string[];
  /** Every field's messages by name, the form's own under "". */
  allErrors: Errors;
  /** Empties the form for the next answer and forgets its messages. */
  reset: () => void;
}

type Validate = (formData: FormData) => Errors | null;

const validators = new WeakMap<FormSpec, Promise<Validate>>();

/** The form's check, loading its schema and the parser the first time (one chunk, cached). */
export function loadValidator(spec: FormSpec): Promise<Validate> | null {
  const load = spec.load;
  if (!load) return null;
  let validator = validators.get(spec);
  if (!validator) {
    validator = Promise.all([load(), import("./parse-with-zod")]).then(
      ([schema, { parseWithZod }]) =>
        (formData: FormData) => {
          const submission = parseWithZod(formData, { schema });
          return submission.status === "success" ? null : definedErrors(submission.error);
        },
    );
    // A chunk that failed to arrive is asked for again next time.
    validator.catch(() => validators.delete(spec));
    validators.set(spec, validator);
  }
  return validator;
}

/** Conform's error map without the empty entries. */
export function definedErrors(error: Record<string, string[] | null> | null | undefined): Errors {
  const errors: Errors = {};
  for (const [name, messages] of Object.entries(error ?? {})) {
    if (messages?.length) errors[name] = messages;
  }
  return errors;
}

/**
 * The messages shown: the server's, except for fields the browser has checked since, which show
 * the browser's (none when they are right now). The form's own come from whichever spoke last.
 */
export function shownErrors(server: Errors, checked: ReadonlySet<string>, browser: Errors): Errors {
  const shown: Errors = {};
  for (const [name, messages] of Object.entries(server)) {
    if (!checked.has(name)) shown[name] = messages;
  }
  for (const name of checked) {
    if (browser[name]?.length) shown[name] = browser[name];
  }
  return shown;
}

const fieldName = (target: EventTarget | null): string | null => {
  const name =
    target instanceof HTMLInputElement ||
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement
      ? target.name
      : "";
  return name && name !== "intent" ? name : null;
};

export function useFormState<Schema extends z.ZodMiniObject>(
  id: string,
  spec: FormSpec<Schema>,
  lastResult: SubmissionResult<string[]> | undefined,
  options: {
    defaultValue?: Partial<Record<keyof z.input<Schema>, string>>;
    shouldValidate?: "onBlur" | "onSubmit";
  } = {},
) {
  const shouldValidate = options.shouldValidate ?? "onBlur";
  const server = useMemo(() => definedErrors(lastResult?.error), [lastResult]);
  // Fields the browser has checked since the server's last answer, and what it found.
  const [checked, setChecked] = useState<ReadonlySet<string>>(() => new Set());
  const [browser, setBrowser] = useState<Errors>({});
  // Each time the browser keeps a wrong form from being sent: the error summary takes focus again.
  const [failedChecks, setFailedChecks] = useState(0);
  const validator = useRef<Validate | null>(null);
  const sendAfterCheck = useRef(false);

  useEffect(() => {
    setChecked(new Set());
    setBrowser({});
  }, [lastResult]);

  const ready = useCallback(async () => {
    const loading = loadValidator(spec as FormSpec);
    validator.current = loading ? await loading : null;
    return validator.current;
  }, [spec]);

  /** Checks the whole form and shows what it found for `names` (and the fields shown already). */
  const check = useCallback(
    (form: HTMLFormElement, names: Iterable<string>, submitter?: HTMLElement | null) => {
      const validate = validator.current;
      if (!validate) return null;
      const found = validate(new FormData(form, submitter)) ?? {};
      // A typed attorney's name is for the server to resolve (StaffField): not the schema's id.
      for (const typed of form.querySelectorAll<HTMLInputElement>("input[data-server-resolves]")) {
        delete found[typed.name];
      }
      setBrowser(found);
      setChecked((before) => new Set([...before, ...names]));
      return found;
    },
    [],
  );

  const onFocus = () => {
    // The schema is fetched when the form is first used, so it is there by the time it is left.
    ready().catch(() => undefined);
  };

  const onBlur = (event: FocusEvent<HTMLFormElement>) => {
    const name = fieldName(event.target);
    if (shouldValidate !== "onBlur" || !name) return;
    const form = event.currentTarget;
    ready()
      .then(() => check(form, [name]))
      .catch(() => undefined);
  };

  const onInput = (event: FormEvent<HTMLFormElement>) => {
    const name = fieldName(event.target);
    if (name && (checked.has(name) || name in server)) check(event.currentTarget, [name]);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!spec.load || sendAfterCheck.current) {
      sendAfterCheck.current = false;
      return;
    }
    const form = event.currentTarget;
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const names = Array.from(form.elements).flatMap((element) => fieldName(element) ?? []);
    const decide = () => {
      const found = check(form, ["", ...names], submitter);
      const wrong = found !== null && Object.keys(found).length > 0;
      if (wrong) setFailedChecks((count) => count + 1);
      return !wrong;
    };
    if (validator.current) {
      if (!decide()) event.preventDefault();
      return;
    }
    // Sent before the schema arrived: wait for it, then send again if the form is right (and
    // leave it to the server if the schema cannot be fetched).
    event.preventDefault();
    ready()
      .then(decide, () => true)
      .then((right) => {
        if (!right) return;
        sendAfterCheck.current = true;
        const button = submitter && form.contains(submitter) ? submitter : undefined;
        // Browsers without requestSubmit (Safari before 16) press the button again, or post the
        // form as a page would without JavaScript.
        if (typeof form.requestSubmit === "function") form.requestSubmit(button);
        else if (button) button.click();
        else form.submit();
      })
      .catch(() => undefined);
  };

  const onReset = () => {
    setChecked(new Set());
    setBrowser({});
  };

  const allErrors = shownErrors(server, checked, browser);
  const initialValues = (lastResult?.initialValue ?? options.defaultValue ?? {}) as Record<
    string,
    unknown
  >;
  const required = new Set<string>(spec.required);
  const fields = new Proxy({} as Record<string, FieldMeta>, {
    get: (_, name: string): FieldMeta => {
      const initial = initialValues[name];
      return {
        id: `${id}-${name}`,
        name,
        formId: id,
        errorId: `${id}-${name}-error`,
        errors: allErrors[name],
        initialValue: typeof initial === "string" ? initial : undefined,
        initialValues: Array.isArray(initial)
          ? initial.map(String)
          : typeof initial === "string"
            ? [initial]
            : undefined,
        required: required.has(name),
      };
    },
  }) as { [Name in keyof z.input<Schema> & string]-?: FieldMeta };

  const form: FormMeta = {
    id,
    errorId: `${id}-error`,
    errors: allErrors[""],
    allErrors,
    reset: () => {
      const element = document.getElementById(id);
      if (element instanceof HTMLFormElement) element.reset();
      onReset();
    },
  };
  const formProps = { id, noValidate: true, onFocus, onBlur, onInput, onSubmit, onReset };
  return { form, fields, formProps, failedChecks };
}

/** The props of a text box, text area or drop-down for its field. */
export function controlProps(meta: FieldMeta) {
  return {
    id: meta.id,
    name: meta.name,
    form: meta.formId,
    required: meta.required || undefined,
    defaultValue: meta.initialValue,
    "aria-invalid": meta.errors?.length ? true : undefined,
  };
}
