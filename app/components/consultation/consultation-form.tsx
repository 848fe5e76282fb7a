import { Form } from "@remix-run/react";
import { Button } from "~/components/ui/button";
import {
  CheckboxField,
  DateField,
  RadioGroupField,
  TextareaField,
  TextField,
} from "~/components/ui/fields";
import { Icon, SPINNER_ICON } from "~/components/ui/icon";
import { IntentForm, useIntentForm, type IntentReply } from "~/components/ui/form";
import { FORM_SPECS } from "~/utils/form-specs";
import { sitePageUrl } from "~/utils/site-pages";

/** The bot trap's field (its name is the server's HONEYPOT_FIELD). */
const HONEYPOT_MARKUP =
  '<textarea name="website" rows="0" cols="0" tabindex="-1" autocomplete="off"></textarea>';

const INJURED = [
  { value: "yes", label: "Yes" },
  { value: "no", label: "No" },
  { value: "unsure", label: "Unsure" },
] as const;

/** The Personal Injury Consultation form (spec section 2), with Cancel outside it as a GET form. */
export function ConsultationForm({
  reply,
  cancelHref,
}: {
  reply?: IntentReply | null;
  cancelHref: string;
}) {
  const state = useIntentForm("request-consultation", FORM_SPECS.consultation, reply, {
    id: "consultation",
  });
  const { fields, pending } = state;

  return (
    <>
      <IntentForm state={state} action="/public-form">
        <p className="text-sm text-ink-muted">Fields marked (required) must be filled in.</p>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            meta={fields.firstName}
            label="First Name (required)"
            autoComplete="given-name"
          />
          <TextField
            meta={fields.lastName}
            label="Last Name (required)"
            autoComplete="family-name"
          />
        </div>
        <TextField meta={fields.email} label="Email Address (required)" type="email" />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField meta={fields.phone} label="Phone Number" type="tel" />
          <DateField meta={fields.incidentDate} label="Incident Date" />
        </div>
        <TextareaField
          meta={fields.otherParties}
          label="Who is the other side?"
          hint="People, companies or insurers involved, one per line. We check first that we can help you."
          rows={3}
        />
        <p className="rounded-card border border-line bg-slate-50 p-3 text-sm text-ink">
          Please keep the description short for now: once we have checked that no conflict of
          interest stops us from helping you, we will ask you for the details.
        </p>
        <TextareaField
          meta={fields.incidentDescription}
          label="Describe Your Incident (required)"
          hint="What happened, where and when? At least 10 characters."
          rows={5}
        />
        <RadioGroupField
          meta={fields.injured}
          legend="Were you injured?"
          options={INJURED}
          inline
        />
        <TextField
          meta={fields.otherInsurer}
          label="The other side's insurance company"
          hint="If you know it, with a claim number if you have one. For example: State Farm, claim 12-3456."
        />
        <TextareaField
          meta={fields.treatedBy}
          label="Doctors, hospitals or clinics that treated you"
          hint="One per line, with the date of your first visit if you know it."
          rows={3}
        />
        <CheckboxField
          meta={fields.agreeToTerms}
          label="I agree to the terms of service and privacy policy (required)"
          hint={
            <>
              Read the{" "}
              <a href={sitePageUrl("terms")} target="_blank" rel="noreferrer" className="underline">
                terms of service (opens in a new tab)
              </a>{" "}
              and the{" "}
              <a
                href={sitePageUrl("privacy")}
                target="_blank"
                rel="noreferrer"
                className="underline"
              >
                privacy policy (opens in a new tab)
              </a>
              .
            </>
          }
        />
        {/*
          A trap for bots, out of everyone's way: `hidden` keeps it off the screen and out of the
          accessibility tree (a browser still sends it, empty), and a text browser, which ignores
          `hidden`, draws a text area of no rows as nothing. No label, so there is nothing to read.
          Written as markup because React leaves out a `rows` of 0.
        */}
        <div hidden aria-hidden="true" dangerouslySetInnerHTML={{ __html: HONEYPOT_MARKUP }} />
        <div className="flex flex-wrap justify-end gap-3 pt-2">
          <Button
            variant="secondary"
            form="consultation-cancel"
            name="dialog"
            value="closed"
            disabled={pending}
          >
            Cancel
          </Button>
          <Button
            pending={pending}
            pendingText={
              <>
                {/* The spinner the spec asks for while the request is sent; the status says it. */}
                <Icon lines={SPINNER_ICON} className="h-4 w-4 animate-spin" />
                Submit Consultation Request
              </>
            }
          >
            Submit Consultation Request
          </Button>
        </div>
        {pending ? (
          <p role="status" className="sr-only">
            Submitting your request...
          </p>
        ) : null}
      </IntentForm>
      <Form id="consultation-cancel" method="get" action={cancelHref} />
    </>
  );
}
