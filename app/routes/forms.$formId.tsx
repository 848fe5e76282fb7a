import {
  data,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-page";
import { AnswerFields } from "~/components/forms/answer-fields";
import { ScreenHeading, pageTitle } from "~/components/screen-heading";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { ErrorSummary } from "~/components/ui/error-summary";
import { useShownAbove } from "~/components/ui/page-error-summary";
import { FormToken } from "~/components/ui/form";
import { isReplay, postOnce } from "~/route-kit/form-token.server";
import { errorResponse, isMultipart, logUnexpected } from "~/route-kit/http.server";
import { screenLoader } from "~/route-kit/screen.server";
import { markRefused } from "~/route-kit/refusal.server";
import { readUploadFields, removeUploads } from "~/route-kit/upload.server";
import { getVisibleCase } from "~/services/cases.server";
import { AnswersRefused, formToFill, submitForm } from "~/services/form-runner.server";
import { requireScreenUser } from "~/services/guard.server";
import { callerOf } from "~/services/idempotency.server";
import type { StoredUpload } from "~/services/storage.server";
import { redirectWithToast } from "~/services/toast.server";
import {
  answerElementId,
  answerName,
  readAnswers,
  type AnswerErrors,
  type AnswerValues,
} from "~/utils/form-answers";
import { portalCaseUrl } from "~/utils/case-urls";
import { toRecordId } from "~/utils/record-id";
import { ServiceError } from "~/utils/service-error";
import { UPLOAD_MESSAGES } from "~/utils/uploads";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  pageTitle(matches, data?.form.title ?? "Form");

/** The toast on the portal after a form is sent (spec section 8). */
const SUBMITTED = {
  title: "Form submitted successfully",
  description: "We'll review your information and get back to you within 24 hours.",
};
const FAILED = "Failed to submit the form. Please try again.";

/**
 * A published form's live version; a draft, unknown or built-in form is the 404 page. With
 * `?case={id}` (the link of a form sent from the case) the answers are filed on that case, which
 * must be the client's own (another's is the 404 page too).
 */
export const loader = (args: LoaderFunctionArgs) =>
  screenLoader(args, "forms", async ({ user, params, url }) => {
    const caseParam = url.searchParams.get("case");
    const [form, filedOn] = await Promise.all([
      formToFill(user, toRecordId(params.formId)),
      caseParam === null ? null : getVisibleCase(user, caseParam),
    ]);
    return { form, filedOn: filedOn && { id: filedOn.id, title: filedOn.title } };
  });

interface Refused {
  values: AnswerValues;
  errors: AnswerErrors;
  formError: string | null;
}

/**
 * Sends the answers: a form with file fields posts multipart, each file going to storage as it
 * streams in (and removed again if the form is refused). Refused answers re-render the form with
 * the answers kept and each message by its field (400); success goes to the portal with a toast.
 */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const user = await requireScreenUser(request, "forms");
  const url = new URL(request.url);
  const caseParam = url.searchParams.get("case");
  let form;
  try {
    form = await formToFill(user, toRecordId(params.formId));
  } catch (error) {
    throw errorResponse(error);
  }
  // Each file field's input name, and the field it answers.
  const fileFields = new Map(
    form.fields.filter((f) => f.type === "file").map((f) => [answerName(f.id), f.id]),
  );
  let formData: FormData;
  const uploads: Record<string, StoredUpload> = {};
  const refused: Record<string, keyof typeof UPLOAD_MESSAGES> = {};
  let stopped: keyof typeof UPLOAD_MESSAGES | null = null;
  if (isMultipart(request)) {
    let read;
    try {
      read = await readUploadFields(request, fileFields.keys());
    } catch (error) {
      throw errorResponse(error);
    }
    formData = read.formData;
    stopped = read.stopped;
    for (const [name, upload] of Object.entries(read.uploads)) {
      uploads[fileFields.get(name)!] = upload;
    }
    for (const [name, problem] of Object.entries(read.problems)) {
      refused[fileFields.get(name)!] = problem;
    }
  } else {
    formData = await request.formData().catch(() => {
      throw new Response("The form could not be read", { status: 400 });
    });
  }
  const refuse = (reply: Refused, status: number) => {
    markRefused(context);
    return data(reply, { status });
  };
  // What was typed, kept for the re-rendered form whatever goes wrong.
  const kept = () => readAnswers(form.fields, formData, uploads).values;

  if (stopped === "unreadable") {
    await removeUploads(Object.values(uploads));
    return refuse({ values: kept(), errors: {}, formError: UPLOAD_MESSAGES.unreadable }, 400);
  }
  const once = {
    caller: callerOf(user, context.clientIp),
    formData,
    path: url.pathname,
    files: Object.values(uploads),
    secure: context.secure,
  };
  try {
    const response = await postOnce(once, async (keep) => {
      const { submission } = await submitForm(
        user,
        form.id,
        { formData, uploads, refused },
        { ip: context.clientIp, origin: url.origin, caseId: caseParam ?? undefined },
      );
      // Back to the portal, on the case the answers were filed on.
      const to = submission.caseId === null ? "/client-portal" : portalCaseUrl(submission.caseId);
      keep({ to, toast: SUBMITTED });
      return redirectWithToast(to, SUBMITTED, { secure: context.secure });
    });
    // A repeat of a sent form keeps none of the files it brought again.
    if (isReplay(response)) await removeUploads(Object.values(uploads));
    return response;
  } catch (error) {
    // Whatever refused the form (a second post with other answers, say), its files go.
    if (!(error instanceof AnswersRefused)) await removeUploads(Object.values(uploads));
    if (error instanceof AnswersRefused) {
      return refuse(
        { values: error.values, errors: error.fieldErrors ?? {}, formError: null },
        400,
      );
    }
    if (error instanceof ServiceError) {
      if (error.status === 404) throw errorResponse(error);
      return refuse({ values: kept(), errors: {}, formError: error.message }, error.status);
    }
    logUnexpected("form submission failed", request, context, error);
    return refuse({ values: kept(), errors: {}, formError: FAILED }, 500);
  }
}

export default function FillForm() {
  const { form, filedOn } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const navigation = useNavigation();
  const errors = reply?.errors ?? {};
  // In the form's order, each message linking to its field.
  const summary = form.fields.flatMap((field) =>
    (errors[field.id] ?? []).map((message) => ({ fieldId: answerElementId(field.id), message })),
  );
  const hasFiles = form.fields.some((field) => field.type === "file");
  const shownAbove = useShownAbove(reply);
  const sentBack = reply !== undefined;
  return (
    <article className="mx-auto max-w-3xl">
      <p className="mb-4">
        <Link
          to={filedOn ? portalCaseUrl(filedOn.id) : "/client-portal"}
          className="text-sm font-medium text-brand underline hover:no-underline"
        >
          Back to the client portal
        </Link>
      </p>
      <ScreenHeading title={form.title}>
        {form.description ? <p className="whitespace-pre-line">{form.description}</p> : null}
        {filedOn ? (
          <p className="mt-2 text-ink">
            Your legal team asked for this form: your answers are filed on your case,{" "}
            <strong>{filedOn.title}</strong>.
          </p>
        ) : null}
      </ScreenHeading>
      <Card as="section" aria-label={form.title} pad="lg">
        <Form
          method="post"
          action={filedOn ? `/forms/${form.id}?case=${filedOn.id}` : undefined}
          noValidate
          encType={hasFiles ? "multipart/form-data" : undefined}
          className="space-y-5"
        >
          <FormToken />
          {/* A refused post's page has it first in `main` (PageErrors), not here too. */}
          {shownAbove ? null : (
            <ErrorSummary
              id="form-errors"
              level={2}
              formErrors={reply?.formError ? [reply.formError] : undefined}
              fieldErrors={summary}
              attempt={reply}
            />
          )}
          <p className="text-sm text-ink-muted">Fields marked (required) must be answered.</p>
          <AnswerFields
            fields={form.fields}
            values={reply?.values ?? {}}
            errors={errors}
            fileNote={
              sentBack
                ? "Files are not kept when a form is sent back: if this box is empty, choose the file again."
                : undefined
            }
          />
          <Button pending={navigation.state === "submitting"} pendingText="Submitting...">
            Submit
          </Button>
        </Form>
      </Card>
    </article>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
