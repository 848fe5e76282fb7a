import type { LoaderFunctionArgs, ActionFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-page";
import { Logo } from "~/components/logo";
import { pageTitle } from "~/components/screen-heading";
import { Card } from "~/components/ui/card";
import { TabNav } from "~/components/ui/tab-nav";
import { screenAction, screenLoader } from "~/route-kit/screen.server";
import { RegisterForm, SignInForm } from "~/components/welcome-forms";
import { register } from "~/services/auth.server";
import { authenticateSignInForm } from "~/services/authenticator.server";
import { demoAccountsToShow } from "~/services/demo-accounts.server";
import { deviceCookieHeader } from "~/services/device-cookie.server";
import { createUserSession } from "~/services/session.server";
import { challengeCookieHeader } from "~/services/sign-in-challenge.server";
import { RegisterSchema, SignInSchema } from "~/utils/form-schemas.server";
import { SCREENS, homePathFor } from "~/utils/policy";

type Tab = "sign-in" | "register";

/** The site's title ("Error: " first after a refused sign-in or registration). */
export const meta: MetaFunction = ({ matches }) => pageTitle(matches);

export const loader = (args: LoaderFunctionArgs) =>
  screenLoader(args, "welcome", async ({ url }) => {
    const tab: Tab = url.searchParams.get("tab") === "register" ? "register" : "sign-in";
    return { tab, demoAccounts: await demoAccountsToShow() };
  });

export const action = (args: ActionFunctionArgs) =>
  screenAction(args, "welcome", (intent) => ({
    "sign-in": intent(
      SignInSchema,
      async ({ request, context, redirect }) => {
        const step = await authenticateSignInForm(request, context);
        if (step.status === "second-step") {
          // No session yet: the code step holds the password step's token in a short cookie.
          const cookie = await challengeCookieHeader(step.token, context);
          return redirect("/sign-in/two-factor", undefined, { "Set-Cookie": cookie });
        }
        const session = await createUserSession(step.user.id, request, context);
        // Everyone lands on /dashboard, which sends each role on to its own home (spec section 2).
        return redirect("/dashboard", undefined, [
          ["Set-Cookie", session],
          ["Set-Cookie", await deviceCookieHeader(step.user.id, request, context)],
        ]);
      },
      { hide: ["password"] },
    ),
    register: intent(
      RegisterSchema,
      async ({ value, request, context, redirect }) => {
        const user = await register(value, { ip: context.clientIp });
        const cookie = await createUserSession(user.id, request, context);
        // A request to be staff waits for an administrator, on the page that says so.
        const to =
          user.staffRequest === "pending" ? SCREENS.staffRequest.path : homePathFor(user.role);
        return redirect(to, undefined, { "Set-Cookie": cookie });
      },
      { hide: ["password"] },
    ),
  }));

export default function Welcome() {
  const { tab, demoAccounts } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  // After a failed post the tab is the one whose form was sent, whatever the URL says.
  const activeTab: Tab =
    actionData?.intent === "register" || actionData?.intent === "sign-in" ? actionData.intent : tab;
  const tabs: Array<{ id: Tab; label: string; to: string }> = [
    { id: "sign-in", label: "Sign In", to: "/" },
    { id: "register", label: "Register", to: "/?tab=register" },
  ];
  return (
    <div className="mx-auto grid max-w-5xl gap-10 lg:grid-cols-2">
      <section aria-labelledby="welcome-title" className="space-y-4">
        <Logo className="h-12 w-12" />
        <h1 id="welcome-title" className="text-3xl font-bold">
          Welcome
        </h1>
        <p className="text-lg text-ink-muted">
          Professional legal service management: justice streamlined. Attorneys run their cases and
          team, clients follow their case and talk to the firm.
        </p>
        <p>
          <Link to="/public-form" className="font-medium text-brand underline">
            Request a free consultation without an account
          </Link>
        </p>
      </section>
      <Card as="section" pad="lg" raised aria-label="Account">
        <TabNav label="Sign in or register" items={tabs} current={activeTab} />
        {activeTab === "sign-in" ? (
          <>
            <h2 className="mb-4 text-xl font-semibold">Sign In</h2>
            <SignInForm reply={actionData} />
            <p className="mt-3 text-sm">
              <Link to="/forgot-password" className="font-medium text-brand underline">
                Forgot your password?
              </Link>
            </p>
            {demoAccounts.length > 0 ? (
              <div className="mt-6 rounded-control bg-brand-soft p-4 text-sm">
                <h3 className="font-semibold">Demo accounts</h3>
                <dl className="mt-2 space-y-2">
                  {demoAccounts.map((account) => (
                    <div key={account.email}>
                      <dt className="font-medium">{account.label}</dt>
                      <dd className="font-mono text-ink">
                        {account.email} / {account.password}
                      </dd>
                    </div>
                  ))}
                </dl>
              </div>
            ) : null}
          </>
        ) : (
          <>
            <h2 className="mb-4 text-xl font-semibold">Register</h2>
            <RegisterForm reply={actionData} />
          </>
        )}
      </Card>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
