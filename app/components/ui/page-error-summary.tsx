import { createContext, useContext, useEffect, useState, type ReactNode } from "react";
import { UNSAFE_DataRouterStateContext as DataRouterState } from "react-router";
import { answerElementId } from "~/utils/answer-ids";
import { ErrorSummary, fieldErrorsOf, type SummaryError } from "./error-summary";

/** A refused post's messages: the form's own, then each field's, linking to it. */
interface Messages {
  formErrors: string[];
  fieldErrors: SummaryError[];
}

const list = (messages: unknown): string[] =>
  Array.isArray(messages) ? messages.filter((m): m is string => typeof m === "string") : [];

/**
 * The messages of a refused post's reply, or null for any other reply: the route kit's FormReply
 * (`{ intent, form?, result }`, conform's result: field `name` is the element `{form}-{name}`, and
 * `form` is the posting form's id, the intent unless it has its own), or a built form's answers
 * (`{ values, errors, formError }`, forms.$formId.tsx).
 */
export function messagesOfReply(reply: unknown): Messages | null {
  if (!reply || typeof reply !== "object") return null;
  const answer = reply as Record<string, unknown>;
  // A dialog's form keeps its summary (dialog-context.ts).
  if (answer.dialog === true) return null;
  let messages: Messages;
  if (typeof answer.intent === "string" && answer.result && typeof answer.result === "object") {
    const result = answer.result as { status?: unknown; error?: Record<string, unknown> | null };
    if (result.status !== "error" || !result.error) return null;
    const form = formIdOf(answer)!;
    messages = {
      formErrors: [...list(result.error[""]), ...list(result.error[form])],
      fieldErrors: fieldErrorsOf(result.error, form),
    };
  } else if ("values" in answer && answer.errors && typeof answer.errors === "object") {
    messages = {
      formErrors: typeof answer.formError === "string" ? [answer.formError] : [],
      fieldErrors: Object.entries(answer.errors).flatMap(([fieldId, errors]) =>
        list(errors).map((message) => ({ fieldId: answerElementId(fieldId), message })),
      ),
    };
  } else {
    return null;
  }
  return messages.formErrors.length + messages.fieldErrors.length > 0 ? messages : null;
}

/** The id of the form a FormReply answers (its own, or its intent's). */
function formIdOf(reply: unknown): string | undefined {
  const answer = reply as { form?: unknown; intent?: unknown };
  return typeof answer.form === "string"
    ? answer.form
    : typeof answer.intent === "string"
      ? answer.intent
      : undefined;
}

/** The reply the page's summary shows (so the form it came from does not show it again). */
const ShownAbove = createContext<unknown>(undefined);

/**
 * The form's own summary stands aside while the page's shows its reply (issue 36 item 5): true
 * when `reply` (a reply, or a FormReply's result) is the one the server's page came with and no
 * check in the browser has failed since (`failedChecks`, with JavaScript).
 */
export function useShownAbove(reply: unknown, failedChecks = 0): boolean {
  const shown = useContext(ShownAbove) as { result?: unknown } | undefined;
  if (reply === undefined || reply === null || shown === undefined || failedChecks > 0) {
    return false;
  }
  return shown === reply || shown.result === reply;
}

/**
 * The first thing in `main` after a refused post (issue 36 item 5): the server's page has the
 * error summary of the form that was refused at the top, `autofocus` (ErrorSummary), so a screen
 * reader hears what went wrong before anything else, without JavaScript. It is the reply the page
 * was served with: a form sent again with JavaScript shows its answer in the form itself (a
 * dialog's stays in the dialog), and the page's summary goes.
 */
export function PageErrors({ children }: { children: ReactNode }) {
  const state = useContext(DataRouterState);
  const current = Object.values(state?.actionData ?? {}).find(
    (reply) => messagesOfReply(reply) !== null,
  );
  // What the page came with: the server rendered it, and hydration finds it in the router's state.
  const [served] = useState(current);
  // With JavaScript a form in a dialog is modal, and the page behind it out of reach: that form's
  // own summary takes over (and the focus) once the page is hydrated.
  const [inDialog, setInDialog] = useState(false);
  const candidate = current !== undefined && current === served ? current : undefined;
  const shown = inDialog ? undefined : candidate;
  const messages = shown === undefined ? null : messagesOfReply(shown);
  useEffect(() => {
    if (candidate === undefined) return;
    const form = formIdOf(candidate);
    const field = messagesOfReply(candidate)?.fieldErrors[0]?.fieldId;
    const element =
      document.getElementById(field ?? form ?? "") ?? document.getElementById(form ?? "");
    if (element?.closest("[data-dialog]")) setInDialog(true);
  }, [candidate]);
  return (
    <ShownAbove.Provider value={shown}>
      {messages ? (
        <div className="mb-6">
          <ErrorSummary
            id="page-errors"
            level={2}
            formErrors={messages.formErrors}
            fieldErrors={messages.fieldErrors}
            attempt={shown}
          />
        </div>
      ) : null}
      {children}
    </ShownAbove.Provider>
  );
}
