import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData, useNavigate } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { ConsultationDialog } from "~/components/consultation/consultation-dialog";
import { ConsultationForm } from "~/components/consultation/consultation-form";
import { GeneralErrorBoundary } from "~/components/error-page";
import { useToast } from "~/components/toaster";
import { screenAction, screenLoader } from "~/route-kit/screen.server";
import { HONEYPOT_FIELD, submitConsultation } from "~/services/submissions.server";
import { ConsultationSchema } from "~/utils/consultation-schema";

export const meta: MetaFunction = () => [{ title: "Legal Consultation Form" }];

type DialogState = "form" | "closed" | "success";

/** The modal's state is in the URL: open on first load, ?dialog=closed, ?dialog=success. */
export const loader = (args: LoaderFunctionArgs) =>
  screenLoader(args, "publicForm", ({ url }) => {
    const param = url.searchParams.get("dialog");
    const dialog: DialogState =
      param === "closed" ? "closed" : param === "success" ? "success" : "form";
    return { dialog };
  });

export const action = (args: ActionFunctionArgs) =>
  screenAction(args, "publicForm", (intent) => ({
    "request-consultation": intent(
      ConsultationSchema,
      async ({ value, formData, context, redirect }) => {
        await submitConsultation(value, formData.get(HONEYPOT_FIELD), { ip: context.clientIp });
        return redirect("/public-form?dialog=success", {
          title: "Form submitted successfully",
          description: "We'll review your information and get back to you within 24 hours.",
        });
      },
      {
        failure: "Something went wrong. Please try again.",
        refusal: (message) => ({
          form: `Error submitting form: ${message}`,
          toast: { title: "Error submitting form", description: message, variant: "destructive" },
        }),
      },
    ),
  }));

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

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
