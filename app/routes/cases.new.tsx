import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData } from "@remix-run/react";
import { CaseOpened, type OpenedCase } from "~/components/cases/case-opened";
import { CasesTrail } from "~/components/cases/cases-trail";
import { GeneralErrorBoundary } from "~/components/error-page";
import { ScreenHeading, pageTitle } from "~/components/screen-heading";
import { Card } from "~/components/ui/card";
import { SelectField, TextField, TextareaField } from "~/components/ui/fields";
import { IntentForm, useIntentForm, type IntentReply } from "~/components/ui/form";
import { screenAction, screenLoader } from "~/route-kit/screen.server";
import { invitationShownAlready } from "~/services/invitations.server";
import { openCaseForClient } from "~/services/new-case.server";
import { caseUrl } from "~/utils/case-urls";
import { PRACTICE_AREAS } from "~/utils/domain";
import { FORM_SPECS } from "~/utils/form-specs";
import { NewCaseSchema } from "~/utils/form-schemas.server";
import { authorize } from "~/utils/policy";

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, "New case");

/** An attorney's page: an administrator reads cases but does not take them (403). */
export const loader = (args: LoaderFunctionArgs) =>
  screenLoader(args, "cases", async ({ user }) => {
    authorize(user, "open", "case");
    return {};
  });

export const action = (args: ActionFunctionArgs) =>
  screenAction(args, "cases", (intent) => ({
    "open-case": intent(
      NewCaseSchema,
      async ({ user, value, url, keepForRepeat }) => {
        const opened = await openCaseForClient(user, value, { origin: url.origin });
        // The same form sent again opens nothing more: it is sent to the case, told why.
        keepForRepeat(caseUrl(opened.case.id), {
          title: "This case is already open",
          description: invitationShownAlready(opened.case.id),
        });
        // Shown once, right here, as a converted consultation's: the database keeps only the
        // link's hash, so it is never in a URL or a cookie.
        const answer: { intent: string; opened: OpenedCase } = {
          intent: "open-case",
          opened: {
            caseId: opened.case.id,
            title: opened.case.title,
            invitation: opened.invitation,
          },
        };
        return Response.json(answer);
      },
      { creates: true },
    ),
  }));

const AREA_OPTIONS = PRACTICE_AREAS.map((area) => ({ value: area, label: area }));

export default function NewCase() {
  const answer = useActionData<typeof action>() as
    { intent: string; opened?: OpenedCase } | IntentReply | undefined;
  const opened = answer && "opened" in answer ? answer.opened : undefined;
  return (
    <>
      <CasesTrail here="New case" />
      <ScreenHeading title="New case">
        For a client who phoned or came in: the case is assigned to you. A new client gets an
        invitation to the portal; an email the firm knows adds the case to that client.
      </ScreenHeading>
      {opened ? (
        <CaseOpened opened={opened} />
      ) : (
        <NewCaseForm reply={answer && "result" in answer ? answer : undefined} />
      )}
    </>
  );
}

function NewCaseForm({ reply }: { reply?: IntentReply }) {
  const state = useIntentForm("open-case", FORM_SPECS.newCase, reply, {
    id: "new-case",
    shouldValidate: "onSubmit",
  });
  const { fields } = state;
  return (
    <Card as="section" aria-labelledby="new-case-form-title" pad="sm" className="max-w-2xl">
      {/* The form's error summary is an h3: a heading of the section above it keeps the order. */}
      <h2 id="new-case-form-title" className="mb-4 text-xl font-semibold text-ink">
        Client and case
      </h2>
      <IntentForm state={state} submit="Open Case" pendingText="Opening...">
        <fieldset className="space-y-4">
          <legend className="text-lg font-semibold text-ink">The client</legend>
          <TextField meta={fields.clientFirstName} label="First name" autoComplete="off" />
          <TextField meta={fields.clientLastName} label="Last name" autoComplete="off" />
          <TextField meta={fields.clientEmail} label="Email" type="email" autoComplete="off" />
          <TextField
            meta={fields.clientPhone}
            label="Phone (optional)"
            type="tel"
            autoComplete="off"
          />
        </fieldset>
        <fieldset className="space-y-4">
          <legend className="text-lg font-semibold text-ink">The case</legend>
          <SelectField
            meta={fields.practiceArea}
            label="Practice area"
            options={AREA_OPTIONS}
            placeholder="Choose a practice area"
          />
          <TextField meta={fields.title} label="Title" />
          <TextareaField meta={fields.description} label="Description" rows={6} />
        </fieldset>
      </IntentForm>
    </Card>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
