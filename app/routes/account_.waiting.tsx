import { redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-page";
import { ScreenHeading, pageTitle } from "~/components/screen-heading";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { screenLoader } from "~/route-kit/screen.server";
import { isAwaitingApproval } from "~/services/staff-requests.server";
import { homePathFor } from "~/utils/policy";

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, "Waiting for approval");

/**
 * The one page an account that asked to be staff reaches until an administrator decides (issue
 * 35): what it waits for and what happens next. Anyone else is sent to their own home.
 */
export const loader = (args: LoaderFunctionArgs) =>
  screenLoader(args, "staffRequest", ({ user }) => {
    if (!isAwaitingApproval(user)) throw redirect(homePathFor(user.role));
    return { firstName: user.firstName, email: user.email };
  });

export default function WaitingForApproval() {
  const { firstName, email } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-2xl">
      <ScreenHeading title="Your staff account is waiting for approval">
        Thank you, {firstName}. You registered as a staff attorney with {email}.
      </ScreenHeading>
      <Card as="section" aria-labelledby="next-title" className="space-y-4">
        <p>
          A staff account opens the firm&apos;s cases, clients and consultation requests, so an
          administrator of the firm checks every request first. The firm&apos;s administrators have
          been told about yours.
        </p>
        <h2 id="next-title" className="text-lg font-semibold text-ink">
          What happens next
        </h2>
        <ul className="list-disc space-y-2 pl-5">
          <li>
            When an administrator approves your request, you are signed out. Sign in again with the
            same email and password to open the dashboard.
          </li>
          <li>If the firm declines it, this account is closed and cannot sign in.</li>
          <li>Until then, this is the only page you can open.</li>
        </ul>
        <Form method="post" action="/logout">
          <input type="hidden" name="intent" value="sign-out" />
          <Button variant="secondary">Sign Out</Button>
        </Form>
      </Card>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
