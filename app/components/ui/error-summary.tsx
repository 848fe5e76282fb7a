import { useEffect, useRef } from "react";

/** As pageTitle (screen-heading.tsx) begins a refused post's title on the server. */
const PREFIX = "Error: ";

export interface SummaryError {
  /** The id of the control the message links to. */
  fieldId: string;
  message: string;
}

/**
 * A form's field errors as the summary lists them (conform's, by field name, or a reply's): each
 * message linking to its control, `{formId}-{name}`. The form's own errors (under "" or its id)
 * are not a field's.
 */
export function fieldErrorsOf(errors: Record<string, unknown>, formId: string): SummaryError[] {
  return Object.entries(errors).flatMap(([name, messages]) =>
    name === "" || name === formId || !Array.isArray(messages)
      ? []
      : messages
          .filter((message): message is string => typeof message === "string")
          .map((message) => ({ fieldId: `${formId}-${name}`, message })),
  );
}

/**
 * The GOV.UK-style summary at the top of a failed form: what went wrong, each message linking to
 * its field, announced as an alert. It is on the page only while there are errors, so the alert
 * is heard when it appears. Without JavaScript, a refused post's page has it `autofocus` (the
 * browser moves focus and the view to it) and a title that begins "Error: " (pageTitle). With
 * JavaScript, each failed submit (`attempt` changes) moves focus here and the document title
 * starts with "Error: " until the form is valid again.
 */
export function ErrorSummary({
  id,
  formErrors,
  fieldErrors,
  attempt,
  level = 3,
}: {
  id: string;
  /** Its heading's level: 2 where it stands right under the page's title, 3 inside a section. */
  level?: 2 | 3;
  formErrors?: string[];
  fieldErrors: SummaryError[];
  /** Changes with every failed submission, so focus moves again even when the errors are the same. */
  attempt?: unknown;
}) {
  const box = useRef<HTMLDivElement>(null);
  const failed = Boolean(formErrors?.length) || fieldErrors.length > 0;

  useEffect(() => {
    if (!failed) return;
    if (!document.title.startsWith(PREFIX)) document.title = PREFIX + document.title;
    return () => {
      if (document.title.startsWith(PREFIX)) document.title = document.title.slice(PREFIX.length);
    };
  }, [failed]);

  // A new attempt asks for focus; it is given once the summary is on the page, which for a reply
  // from the server is a render later (the form takes in the reply's errors after it arrives).
  const focusDue = useRef(false);
  useEffect(() => {
    if (attempt !== undefined && attempt !== null) focusDue.current = true;
  }, [attempt]);
  useEffect(() => {
    if (focusDue.current && failed && box.current) {
      focusDue.current = false;
      box.current.focus();
    }
  });

  if (!failed) return null;
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <div
      ref={box}
      id={id}
      role="alert"
      tabIndex={-1}
      // In the server's HTML only, as the `autofocus` attribute: the browser focuses it when the
      // page loads. In the browser `attempt` decides (a message shown when a field is left must
      // not take the focus from the next field); hydration leaves the attribute as it is.
      // eslint-disable-next-line jsx-a11y/no-autofocus
      autoFocus={typeof document === "undefined"}
      aria-labelledby={`${id}-title`}
      className="rounded-control border-2 border-danger bg-danger-soft p-4 text-danger"
    >
      <Heading id={`${id}-title`} className="font-semibold">
        There is a problem
      </Heading>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
        {formErrors?.map((message) => (
          <li key={message}>{message}</li>
        ))}
        {fieldErrors.map((error) => (
          <li key={`${error.fieldId}-${error.message}`}>
            <a href={`#${error.fieldId}`} className="font-medium underline">
              {error.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
