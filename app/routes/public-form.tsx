import { parseWithZod } from "@conform-to/zod/v4";
import {
  data,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Link, useActionData, useLoaderData, useNavigate } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { ConsultationDialog } from "~/components/consultation/consultation-dialog";
import { ConsultationForm } from "~/components/consultation/consultation-form";
import { useToast } from "~/components/toaster";
import { HONEYPOT_FIELD, submitForm } from "~/services/form-submissions.server";
import { redirectWithToast } from "~/services/toast.server";
import { CONSULTATION_FORM_ID, ConsultationSchema } from "~/utils/consultation-schema";
import { logger } from "~/utils/logger.server";
import { ServiceError } from "~/utils/service-error";

export const meta: MetaFunction = () => [{ title: "Legal Consultation Form" }];

type DialogState = "form" | "closed" | "success";

/** The modal's state is in the URL: open on first load, ?dialog=closed, ?dialog=success. */
export function loader({ request }: LoaderFunctionArgs) {
  const param = new URL(request.url).searchParams.get("dialog");
  const dialog: DialogState =
    param === "closed" ? "closed" : param === "success" ? "success" : "form";
  return { dialog };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: ConsultationSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply(), toast: null }, { status: 400 });
  }
  const values = submission.value;
  try {
    await submitForm(
      {
        formId: CONSULTATION_FORM_ID,
        submitterEmail: values.email,
        submitterName: `${values.firstName} ${values.lastName}`,
        data: { ...values, [HONEYPOT_FIELD]: formData.get(HONEYPOT_FIELD) ?? "" },
      },
      { ip: context.clientIp },
    );
  } catch (error) {
    if (!(error instanceof ServiceError)) logger.error("consultation submit failed", { error });
    const message =
      error instanceof ServiceError ? error.message : "Something went wrong. Please try again.";
    return data(
      {
        result: submission.reply({
          formErrors: [`Error submitting form: ${message}`],
          fieldErrors: error instanceof ServiceError ? error.fieldErrors : undefined,
        }),
        toast: { title: "Error submitting form", description: message },
      },
      { status: error instanceof ServiceError ? error.status : 500 },
    );
  }
  return redirectWithToast(
    "/public-form?dialog=success",
    {
      title: "Form submitted successfully",
      description: "We'll review your information and get back to you within 24 hours.",
    },
    { secure: context.secure },
  );
}

export default function PublicForm() {
  const { dialog } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigate = useNavigate();
  const showToast = useToast();
  const openButton = useRef<HTMLAnchorElement>(null);
  const wasOpen = useRef(dialog !== "closed");

  useEffect(() => {
    if (actionData?.toast) showToast({ ...actionData.toast, variant: "destructive" });
  }, [actionData, showToast]);

  // Focus returns to Open Form when the dialog closes.
  useEffect(() => {
    if (dialog === "closed" && wasOpen.current) openButton.current?.focus();
    wasOpen.current = dialog !== "closed";
  }, [dialog]);

  const close = () =>
    navigate("/public-form?dialog=closed", { replace: true, preventScrollReset: true });

  return (
    <>
      <section
        aria-labelledby="public-form-title"
        className="mx-auto max-w-xl rounded-lg border border-slate-200 bg-white p-6 shadow-sm"
      >
        <h1 id="public-form-title" className="text-2xl font-bold">
          Legal Consultation Form
        </h1>
        <p className="mt-2 text-slate-700">
          Hurt in an accident? Tell us what happened and an attorney will get back to you within 24
          hours. No account needed, and the consultation is free.
        </p>
        <Link
          ref={openButton}
          to="/public-form"
          className="mt-4 inline-block rounded-md bg-blue-900 px-4 py-2 font-semibold text-white hover:bg-blue-800"
        >
          Open Form
        </Link>
      </section>
      {dialog === "form" ? (
        <ConsultationDialog title="Personal Injury Consultation" onClose={close}>
          <ConsultationForm lastResult={actionData?.result} cancelHref="/public-form" />
        </ConsultationDialog>
      ) : null}
      {dialog === "success" ? (
        <ConsultationDialog title="Personal Injury Consultation" onClose={close}>
          <div className="space-y-4 text-center">
            <p className="text-lg font-semibold text-green-900">Form Submitted Successfully!</p>
            <p className="text-slate-700">
              Thank you for your submission. We&apos;ll review your information and get back to you
              within 24 hours.
            </p>
            <Link
              to="/public-form?dialog=closed"
              replace
              className="inline-block rounded-md bg-blue-900 px-4 py-2 font-semibold text-white hover:bg-blue-800"
            >
              Close
            </Link>
          </div>
        </ConsultationDialog>
      ) : null}
    </>
  );
}
