import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { Logo } from "~/components/logo";
import { RegisterForm, SignInForm } from "~/components/welcome-forms";
import { register } from "~/services/auth.server";
import { authenticateSignInForm } from "~/services/authenticator.server";
import { demoAccountsToShow } from "~/services/demo-accounts.server";
import { getOptionalUser } from "~/services/guard.server";
import { createUserSession } from "~/services/session.server";
import { RegisterSchema, SignInSchema } from "~/utils/auth-schemas";
import { homePathFor } from "~/utils/roles";
import { ServiceError } from "~/utils/service-error";

type Tab = "sign-in" | "register";

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getOptionalUser(request);
  if (user) throw redirect(homePathFor(user.role));
  const tab: Tab =
    new URL(request.url).searchParams.get("tab") === "register" ? "register" : "sign-in";
  return { tab, demoAccounts: await demoAccountsToShow() };
}

export async function action({ request, context }: ActionFunctionArgs) {
  // remix-auth's form strategy reads the body itself, so this reads a copy.
  const formData = await request.clone().formData();
  const intent = formData.get("intent");
  if (intent === "sign-in") {
    const submission = parseWithZod(formData, { schema: SignInSchema });
    if (submission.status !== "success") {
      return data(
        { intent, result: submission.reply({ hideFields: ["password"] }) },
        { status: 400 },
      );
    }
    try {
      const user = await authenticateSignInForm(request, context);
      const cookie = await createUserSession(user.id, request, context);
      return redirect("/dashboard", { headers: { "Set-Cookie": cookie } });
    } catch (error) {
      if (!(error instanceof ServiceError)) throw error;
      return data(
        {
          intent,
          result: submission.reply({ formErrors: [error.message], hideFields: ["password"] }),
        },
        { status: error.status, headers: error.headers },
      );
    }
  }
  if (intent === "register") {
    const submission = parseWithZod(formData, { schema: RegisterSchema });
    if (submission.status !== "success") {
      return data(
        { intent, result: submission.reply({ hideFields: ["password"] }) },
        { status: 400 },
      );
    }
    try {
      const user = await register(submission.value, { ip: context.clientIp });
      const cookie = await createUserSession(user.id, request, context);
      return redirect(user.role === "staff" ? "/dashboard" : "/client-portal", {
        headers: { "Set-Cookie": cookie },
      });
    } catch (error) {
      if (!(error instanceof ServiceError)) throw error;
      return data(
        {
          intent,
          result: submission.reply({
            formErrors: [error.message],
            fieldErrors: error.fieldErrors,
            hideFields: ["password"],
          }),
        },
        { status: error.status, headers: error.headers },
      );
    }
  }
  return data({ intent: null, result: undefined }, { status: 400 });
}

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
        <p className="text-lg text-slate-700">
          Professional legal service management: justice streamlined. Attorneys run their cases and
          team, clients follow their case and talk to the firm.
        </p>
        <p>
          <Link to="/public-form" className="font-medium text-blue-800 underline">
            Request a free consultation without an account
          </Link>
        </p>
      </section>
      <section
        aria-label="Account"
        className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm"
      >
        <nav aria-label="Sign in or register" className="mb-6 flex border-b border-slate-200">
          {tabs.map((item) => (
            <Link
              key={item.id}
              to={item.to}
              replace
              preventScrollReset
              aria-current={activeTab === item.id ? "page" : undefined}
              className={`-mb-px flex-1 border-b-2 px-4 py-2 text-center font-medium ${
                activeTab === item.id
                  ? "border-blue-900 text-blue-900"
                  : "border-transparent text-slate-700"
              }`}
            >
              {item.label}
            </Link>
          ))}
        </nav>
        {activeTab === "sign-in" ? (
          <>
            <h2 className="mb-4 text-xl font-semibold">Sign In</h2>
            <SignInForm
              lastResult={actionData?.intent === "sign-in" ? actionData.result : undefined}
            />
            {demoAccounts.length > 0 ? (
              <div className="mt-6 rounded-md bg-slate-100 p-4 text-sm">
                <h3 className="font-semibold">Demo accounts</h3>
                <dl className="mt-2 space-y-2">
                  {demoAccounts.map((account) => (
                    <div key={account.email}>
                      <dt className="font-medium">{account.label}</dt>
                      <dd className="font-mono text-slate-800">
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
            <RegisterForm
              lastResult={actionData?.intent === "register" ? actionData.result : undefined}
            />
          </>
        )}
      </section>
    </div>
  );
}
