import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useEffect } from "react";
import { Dialog } from "~/components/ui/dialog";
import { ButtonLink } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { ConsultationForm } from "~/components/consultation/consultation-form";
import { GeneralErrorBoundary } from "~/components/error-page";
import { useToast } from "~/components/toaster";
import { screenAction, screenLoader } from "~/route-kit/screen.server";
import { HONEYPOT_FIELD, submitConsultation } from "~/services/submissions.server";
import { ConsultationSchema } from "~/utils/form-schemas.server";
import { pageTitle } from "~/components/screen-heading";

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, "Legal Consultation Form");

type DialogState = "form" | "closed" | "success";

/**
 * The dialog's state is in the URL: open on first load, ?dialog=closed, ?dialog=success. It is
 * a modal dialog with JavaScript and a section of the page without.
 */
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
        creates: true,
        failure: "Something went wrong. Please try again.",
        refusal: (message) => ({
          form: `Error submitting form: ${message}`,
          toast: { title: "Error submitting form", description: message, variant: "destructive" },
        }),
      },
    ),
  }));

const CLOSED = "/public-form?dialog=closed";
const dialogProps = {
  id: "consultation-dialog",
  title: "Personal Injury Consultation",
  closeTo: CLOSED,
  closeLink: false,
  size: "lg",
  // Without JavaScript the form is the page's own section: a modal dialog there would hide the
  // rest of the page from a screen reader, and Cancel would leave nothing.
  modalOnlyWithJavaScript: true,
} as const;

export default function PublicForm() {
  const { dialog } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const showToast = useToast();

  useEffect(() => {
    if (actionData?.toast) showToast({ ...actionData.toast, variant: "destructive" });
  }, [actionData, showToast]);

  return (
    <>
      <Card
        as="section"
        pad="lg"
        raised
        aria-labelledby="public-form-title"
        className="mx-auto max-w-xl"
      >
        <h1 id="public-form-title" className="text-2xl font-bold">
          Legal Consultation Form
        </h1>
        <p className="mt-2 text-ink-muted">
          Hurt in an accident? Tell us what happened and an attorney will get back to you within 24
          hours. No account needed, and the consultation is free.
        </p>
        {/* With JavaScript the dialog opens; without, the page with the form, at the form. */}
        <ButtonLink
          to="/public-form#consultation-dialog"
          data-opens="consultation-dialog"
          className="mt-4"
        >
          Open Form
        </ButtonLink>
      </Card>
      {dialog === "form" ? (
        <Dialog {...dialogProps}>
          <ConsultationForm reply={actionData} cancelHref="/public-form" />
        </Dialog>
      ) : null}
      {dialog === "success" ? (
        <Dialog {...dialogProps}>
          <div className="space-y-4 text-center">
            <p className="text-lg font-semibold text-success">Form Submitted Successfully!</p>
            <p className="text-ink-muted">
              Thank you for your submission. We&apos;ll review your information and get back to you
              within 24 hours.
            </p>
            <ButtonLink to={CLOSED} replace>
              Close
            </ButtonLink>
          </div>
        </Dialog>
      ) : null}
    </>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
