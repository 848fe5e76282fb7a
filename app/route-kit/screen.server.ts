import type { Submission, SubmissionResult } from "@conform-to/react";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import type * as core from "zod/v4/core";
import { requireScreenUser, type ScreenUser } from "~/services/guard.server";
import { callerOf } from "~/services/idempotency.server";
import { asOneLoad } from "~/services/load-memo.server";
import { resolveStaffFields } from "~/services/people.server";
import type { PublicUser } from "~/services/auth.server";
import { removeFile, type StoredUpload } from "~/services/storage.server";
import { redirectWithToast, type ToastInput } from "~/services/toast.server";
import type { AppContext } from "~/utils/app-context";
import { FORM_ID_FIELD, FORM_ID_PATTERN, IN_DIALOG_FIELD } from "~/utils/form-id-field";
import type { ScreenKey } from "~/utils/policy";
import { ServiceError } from "~/utils/service-error";
import { parseWithZod } from "~/utils/parse-with-zod";
import "~/utils/zod-messages.server";
import { UPLOAD_MESSAGES } from "~/utils/uploads";
import { errorResponse, isMultipart, logUnexpected } from "./http.server";
import { isReplay, postOnce } from "./form-token.server";
import { echoWithin } from "./form-echo.server";
import { markRefused } from "./refusal.server";
import { readUploadForm } from "./upload.server";

/**
 * The route kit for screens (docs/conventions.md): the guard comes from the policy, a rule's
 * refusal becomes the form's or the page's error with its status, and the screen's code is only
 * what is particular to it.
 */

export interface ScreenArgs<U> {
  user: U;
  request: Request;
  params: LoaderFunctionArgs["params"];
  context: AppContext;
  url: URL;
}

/**
 * A screen's loader: the policy's guard for `screen`, then `load`. A rule's refusal (say, someone
 * else's record: 404) becomes that status's error page, with its message.
 *
 * Called inside the route's own `loader` function, never at the module's top level: the browser
 * bundle keeps top-level calls, and this module is not in it.
 */
export async function screenLoader<K extends ScreenKey, T>(
  { request, params, context }: LoaderFunctionArgs,
  screen: K,
  load: (args: ScreenArgs<ScreenUser<K>>) => Promise<T> | T,
): Promise<T> {
  try {
    const user = await requireScreenUser(request, screen);
    const url = new URL(request.url);
    return await asOneLoad(
      async () => load({ user, request, params, context, url }),
      (context as AppContext | undefined)?.loads,
    );
  } catch (error) {
    throw errorResponse(error);
  }
}

/** What a screen's action answers when a form is refused: which form, Conform's reply, a toast. */
export interface FormReply {
  intent: string;
  /** The posting form's id, when it is not the intent (FORM_ID_FIELD): its fields' id prefix. */
  form?: string;
  /** Posted from a dialog (IN_DIALOG_FIELD): its summary stays in the dialog. */
  dialog?: true;
  result: SubmissionResult<string[]>;
  toast?: ToastInput;
}

export interface IntentArgs<U, V> extends ScreenArgs<U> {
  value: V;
  formData: FormData;
  /** The file of a multipart form, already in storage (intents with `upload: true`). */
  upload: StoredUpload | null;
  /** Post/redirect/get, with a toast on the next page. */
  redirect: (url: string, toast?: ToastInput, headers?: HeadersInit) => Promise<Response>;
  /**
   * For an answer shown once instead of a redirect (a link that is kept nowhere): where a repeat
   * of the same form is sent, with its toast, so the work is still done once.
   */
  keepForRepeat: (url: string, toast?: ToastInput) => void;
}

export interface IntentOptions {
  /** Fields never sent back to the browser in a refused form (passwords). */
  hide?: string[];
  /**
   * What the form says when something unexpected fails (it is logged with the request id).
   * Without it the error page shows.
   */
  failure?: string;
  /** How a refusal's message is shown: in the form (by default) and in a toast too. */
  refusal?: (message: string) => { form: string; toast?: ToastInput };
  /** The form is multipart, with a file field (`file`) that goes to storage first. */
  upload?: boolean;
  /**
   * The post creates a record: its work and the answer kept for its form token are one
   * transaction, so a repeat never creates it twice (see answerOnce).
   */
  creates?: boolean;
  /**
   * Fields that name an attorney: an id from a drop-down, or, in a firm with more than a
   * drop-down holds, a typed name or email, resolved here to their id before the schema reads it
   * (or refused next to the field: no one, or several, by name).
   */
  staff?: string[];
}

interface Intent<U> extends IntentOptions {
  schema: core.$ZodType | null;
  run: (args: IntentArgs<U, unknown>) => Promise<Response>;
}

interface IntentBuilder<U> {
  <S extends core.$ZodType>(
    schema: S,
    run: (args: IntentArgs<U, core.output<S>>) => Promise<Response>,
    options?: IntentOptions,
  ): Intent<U>;
  (
    schema: null,
    run: (args: IntentArgs<U, null>) => Promise<Response>,
    options?: IntentOptions,
  ): Intent<U>;
}

/**
 * A screen's action: one per screen, dispatched on the submit button's (or a hidden field's)
 * `intent`. Each intent names its Zod schema (the one Conform uses in the browser) and what to do
 * with the parsed value; an unknown intent answers 400. A refused form answers Conform's reply
 * (each field's message, values kept) with 400, or a rule's message with the rule's status; with
 * `notFound: "page"` a 404 is the page's 404 instead (the record is the page's own).
 */
export async function screenAction<K extends ScreenKey>(
  args: ActionFunctionArgs,
  screen: K,
  define: (intent: IntentBuilder<ScreenUser<K>>) => Record<string, Intent<ScreenUser<K>>>,
  options: { notFound?: "form" | "page" } = {},
) {
  // A database that is away is the 503 page, whatever step found it.
  return runScreenAction(args, screen, define, options).catch((error: unknown) => {
    throw errorResponse(error);
  });
}

async function runScreenAction<K extends ScreenKey>(
  { request, params, context }: ActionFunctionArgs,
  screen: K,
  define: (intent: IntentBuilder<ScreenUser<K>>) => Record<string, Intent<ScreenUser<K>>>,
  options: { notFound?: "form" | "page" },
) {
  const intents = define(intentBuilder as IntentBuilder<ScreenUser<K>>);
  const user = await requireScreenUser(request, screen);
  const url = new URL(request.url);
  const read = await readForm(request);
  const name = String(read.formData.get("intent") ?? "");
  const intent = Object.hasOwn(intents, name) ? intents[name] : undefined;
  if (!intent || Boolean(intent.upload) !== read.multipart) {
    if (read.upload) await removeFile(read.upload.storageKey);
    throw new Response("Unknown action", { status: 400 });
  }
  const formId = String(read.formData.get(FORM_ID_FIELD) ?? "");
  const reply = replier(name, intent, intent.schema, {
    form: FORM_ID_PATTERN.test(formId) && formId !== name ? formId : undefined,
    dialog: read.formData.get(IN_DIALOG_FIELD) === "1",
  });
  const named = await nameStaff(user, read.formData, intent.staff ?? []);
  const submission = intent.schema ? parseWithZod(read.formData, { schema: intent.schema }) : null;
  const fieldErrors = {
    ...(read.problem ? { file: [UPLOAD_MESSAGES[read.problem]] } : {}),
    ...named.errors,
  };
  const answer = async (): Promise<Response | ReturnType<typeof reply>> => {
    if ((submission && submission.status !== "success") || Object.keys(fieldErrors).length > 0) {
      return named.keepTyped(reply(submission, { fieldErrors }, 400));
    }
    try {
      const form = {
        caller: callerOf(user, context.clientIp),
        formData: read.formData,
        path: url.pathname,
        files: read.upload ? [read.upload] : [],
        secure: context.secure,
        oneTransaction: intent.creates === true,
      };
      return await postOnce(form, (keep) =>
        intent.run({
          user,
          request,
          params,
          context,
          url,
          formData: read.formData,
          upload: read.upload,
          value: submission?.status === "success" ? submission.value : null,
          keepForRepeat: (to, toast) => keep({ to, toast: toast ?? null }),
          redirect: async (to, toast, headers) => {
            if (!headers) keep({ to, toast: toast ?? null });
            return toast
              ? redirectWithToast(to, toast, { headers, secure: context.secure })
              : redirect(to, { headers });
          },
        }),
      );
    } catch (error) {
      if (error instanceof ServiceError) {
        if (error.status === 404 && options.notFound === "page") throw errorResponse(error);
        return named.keepTyped(reply(submission, error, error.status, error.headers));
      }
      if (!intent.failure) throw error;
      logUnexpected(`screen action "${name}" failed`, request, context, error);
      return named.keepTyped(reply(submission, { message: intent.failure }, 500));
    }
  };
  // A refused form keeps nothing: the file it brought is removed again; so does a repeat, and a
  // post that failed (the services leave that to this, once the one transaction is over).
  const removeUpload = async () => {
    if (read.upload) await removeFile(read.upload.storageKey);
  };
  const response = await answer().catch(async (error: unknown) => {
    await removeUpload();
    throw error;
  });
  // A reply (the form again, with its messages) or an intent's own 4xx/5xx answer.
  if (!(response instanceof Response) || response.status >= 400) markRefused(context);
  if (!(response instanceof Response && isRedirect(response) && !isReplay(response))) {
    await removeUpload();
  }
  return response;
}

/** The intent's typed attorneys resolved; a form sent back shows what was typed, not the id. */
async function nameStaff(user: PublicUser | null, formData: FormData, fields: string[]) {
  const { errors, typed } = await resolveStaffFields(user, formData, fields);
  const keepTyped = <R>(answer: R): R => {
    const result = (answer as { data?: FormReply }).data?.result;
    if (result && Object.keys(typed).length > 0) {
      result.initialValue = { ...result.initialValue, ...typed };
    }
    return answer;
  };
  return { errors, keepTyped };
}

const intentBuilder = (
  schema: core.$ZodType | null,
  run: Intent<unknown>["run"],
  more: IntentOptions = {},
): Intent<unknown> => ({ ...more, schema, run });

const isRedirect = (response: Response) => response.status >= 300 && response.status < 400;

type ParsedSubmission = Submission<unknown, string[], unknown> | null;

/**
 * Builds the refused form's reply for one intent. What was posted goes back held to the form's
 * fields and their sizes (echoWithin), hidden fields not at all.
 */
function replier(
  intent: string,
  options: IntentOptions,
  schema: core.$ZodType | null,
  posted: { form?: string; dialog: boolean },
) {
  return (
    submission: ParsedSubmission,
    problem: { message?: string; fieldErrors?: Record<string, string[]> },
    status: number,
    headers?: Record<string, string>,
  ) => {
    const shown = problem.message
      ? (options.refusal?.(problem.message) ?? { form: problem.message })
      : null;
    // A refusal that names its field says so there (and in the summary, linking to it), once.
    const onItsField = Object.values(problem.fieldErrors ?? {}).some((messages) =>
      messages.includes(problem.message ?? ""),
    );
    const formErrors = shown && !onItsField ? [shown.form] : undefined;
    const result: SubmissionResult<string[]> =
      submission && schema
        ? echoWithin(
            submission.reply({
              formErrors,
              fieldErrors: problem.fieldErrors,
              hideFields: options.hide,
            }),
            schema,
          )
        : { status: "error", error: { "": formErrors ?? [], ...problem.fieldErrors } };
    const body: FormReply = { intent, result };
    if (posted.form) body.form = posted.form;
    if (posted.dialog) body.dialog = true;
    if (shown?.toast) body.toast = shown.toast;
    return data(body, { status, headers });
  };
}

/**
 * The form's fields. A multipart form's file streams to storage as it is read (a refused file
 * stops the read and is named in `problem`); any other body is read from a copy, so a strategy
 * that reads the request itself (remix-auth) still can.
 */
async function readForm(request: Request): Promise<{
  formData: FormData;
  multipart: boolean;
  upload: StoredUpload | null;
  problem: keyof typeof UPLOAD_MESSAGES | null;
}> {
  if (!isMultipart(request)) {
    const formData = await request
      .clone()
      .formData()
      .catch(() => {
        throw new Response("The form could not be read", { status: 400 });
      });
    return { formData, multipart: false, upload: null, problem: null };
  }
  const { formData, upload, problem } = await readUploadForm(request);
  return { formData, multipart: true, upload, problem };
}
