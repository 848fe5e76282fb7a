import { Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";
import type { AppContext } from "~/utils/app-context";
import { signIn, type SignInStep } from "./auth.server";

/**
 * The sign-in form goes through remix-auth's form strategy; the check itself is the same
 * `signIn` service that POST /api/auth/login calls. Built per request so the strategy knows the
 * caller's address for rate limiting.
 */
export function authenticateSignInForm(request: Request, context: AppContext): Promise<SignInStep> {
  const authenticator = new Authenticator<SignInStep>();
  authenticator.use(
    new FormStrategy(async ({ form }) =>
      signIn(
        { email: form.get("email"), password: form.get("password") },
        { ip: context.clientIp },
      ),
    ),
    "form",
  );
  return authenticator.authenticate("form", request);
}
