import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { LinkRefusal } from "~/components/auth/link-pages";
import { GeneralErrorBoundary } from "~/components/error-page";
import { ScreenHeading, pageTitle } from "~/components/screen-heading";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { openLink } from "~/route-kit/link-token.server";
import { screenLoader } from "~/route-kit/screen.server";
import { describeUnsubscribe, unsubscribe } from "~/services/mail/unsubscribe.server";
import { useIntentPending } from "~/utils/use-intent-pending";

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, "E-mail alerts");

/**
 * The link in an alert that stops that kind of e-mail (unsubscribe.server.ts): it asks first,
 * because a GET must change nothing (mail scanners open links), or says the link is not valid.
 */
export const loader = (args: LoaderFunctionArgs) =>
  screenLoader(args, "emailAlertsOff", ({ url }) =>
    openLink(() => describeUnsubscribe(url.searchParams)),
  );

/**
 * Turns the kind off: the page's button, and a mail provider's one-click unsubscribe (RFC 8058:
 * `List-Unsubscribe=One-Click`, form-encoded or multipart, POSTed to the List-Unsubscribe address
 * with no cookie and no Origin or Referer), answered 200 with the page that says so.
 *
 * Not screenAction: it dispatches on an `intent` field and keeps a form token's answer, neither of
 * which a provider sends; so this reads no form at all. Nothing else is needed against cross-site
 * requests: the signed link is the key, and all it can do is turn one kind of e-mail off for the
 * person it was sent to, again harmlessly if it already is. server.js's same-origin check still
 * runs first, unchanged: a provider's POST has neither header (RFC 8058 section 4 forbids sending
 * context with it), so it passes, and a browser's cross-site POST is refused here as anywhere.
 * The guard and error handling are screenLoader's: the policy's "public" screen, whose guard only
 * sends an account that waits for approval, or must set up two-factor sign-in, where it belongs.
 */
export const action = (args: ActionFunctionArgs) =>
  screenLoader(args, "emailAlertsOff", ({ url }) => openLink(() => unsubscribe(url.searchParams)));

const STOP = "stop-alerts";

export default function EmailAlertsOff() {
  const asked = useLoaderData<typeof loader>();
  const stopped = useActionData<typeof action>();
  const pending = useIntentPending(STOP);
  const { opened, refusal } = stopped ?? asked;
  return (
    <div className="mx-auto max-w-md">
      <ScreenHeading title="E-mail alerts" />
      {!opened ? (
        <LinkRefusal label="E-mail alert link" refusal={refusal} />
      ) : stopped ? (
        <Card as="section" aria-label="E-mail alerts stopped">
          <p role="status" className="text-ink">
            You will no longer get e-mails about: {opened.label}. You can change this on{" "}
            <Link to="/account#email-alerts" className="font-medium text-brand underline">
              your account page
            </Link>
            .
          </p>
        </Card>
      ) : (
        <Card as="section" aria-labelledby="stop-title" className="space-y-4">
          <h2 id="stop-title" className="text-lg font-semibold text-ink">
            Stop e-mails about: {opened.label}?
          </h2>
          {/* No action attribute: the form posts to this address, the signed link's query kept. */}
          <Form method="post">
            <Button name="intent" value={STOP} pending={pending} pendingText="Stopping...">
              Stop these e-mails
            </Button>
          </Form>
        </Card>
      )}
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
