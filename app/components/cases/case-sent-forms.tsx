import { Link } from "@remix-run/react";
import { Card } from "~/components/ui/card";
import { SelectField } from "~/components/ui/fields";
import { IntentForm, useIntentForm, type IntentReply } from "~/components/ui/form";
import type { PublicCaseForm } from "~/services/case-forms.server";
import { formatDate } from "~/utils/format";
import { FORM_SPECS } from "~/utils/form-specs";

/**
 * The Overview's Forms (issue 36 item 8): the forms sent to the case's client, each waiting or
 * answered (its answers filed on the case), and Send a form, one POST form that lists the firm's
 * published forms. A case that is closed takes none.
 */
export function CaseSentForms({
  sent,
  published,
  closed,
  timeZone,
  reply,
}: {
  sent: PublicCaseForm[];
  published: Array<{ id: number; title: string }>;
  closed: boolean;
  timeZone: string;
  reply?: IntentReply;
}) {
  const state = useIntentForm("send-form", FORM_SPECS.sendForm, reply, { id: "send-form" });
  return (
    <Card as="section" aria-labelledby="case-forms-title" pad="sm">
      <h2 id="case-forms-title" className="text-lg font-semibold text-ink">
        Forms
      </h2>
      {sent.length === 0 ? (
        <p className="mt-1 text-sm text-ink-muted">No form has been sent to the client yet.</p>
      ) : (
        <ul aria-label="Forms sent to the client" className="mt-2 divide-y divide-line text-sm">
          {sent.map((form) => (
            <li key={form.id} className="py-2">
              <span className="font-medium text-ink">{form.title}</span>
              <span className="block text-ink-muted">
                Sent <time dateTime={form.sentAt}>{formatDate(form.sentAt, timeZone)}</time>
                {form.sentBy ? ` by ${form.sentBy}` : ""}.{" "}
                {form.submissionId ? (
                  <Link to={`/submissions/${form.submissionId}`} className="text-brand underline">
                    Answered: read the answers
                    <span className="sr-only"> to {form.title}</span>
                  </Link>
                ) : (
                  "Waiting for the client."
                )}
              </span>
            </li>
          ))}
        </ul>
      )}
      {closed ? null : published.length === 0 ? (
        <p className="mt-3 text-sm text-ink-muted">
          The firm has no published form to send.{" "}
          <Link to="/form-builder" className="text-brand underline">
            Build one in the Form Builder
          </Link>
        </p>
      ) : (
        <IntentForm
          state={state}
          className="mt-3 space-y-3 border-t border-line pt-3"
          submit="Send a form"
          pendingText="Sending..."
        >
          <SelectField
            meta={state.fields.formId}
            label="Form to send"
            hint="The client is notified; their answers are filed on this case."
            placeholder="Choose a form"
            options={published.map((form) => ({ value: String(form.id), label: form.title }))}
          />
        </IntentForm>
      )}
    </Card>
  );
}
