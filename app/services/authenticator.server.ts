import { Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";
import type { AppContext } from "~/utils/app-context";
import { signIn, type SignInStep } from "./auth.server";
import { knownDevices } from "./device-cookie.server";

/**
 * The sign-in form goes through remix-auth's form strategy; the check itself is the same
 * `signIn` service that POST /api/auth/login calls. Built per request so the strategy knows the
 * caller's address and device cookie for rate limiting.
 */
export async function authenticateSignInForm(
  request: Request,
  context: AppContext,
): Promise<SignInStep> {
  const devices = await knownDevices(request);
  const authenticator = new Authenticator<SignInStep>();
  authenticator.use(
    new FormStrategy(async ({ form }) =>
      signIn(
        { email: form.get("email"), password: form.get("password") },
        { ip: context.clientIp, devices },
      ),
    ),
    "form",
  );
  return authenticator.authenticate("form", request);
}
