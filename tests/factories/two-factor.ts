import { generate } from "otplib";
import type { PublicUser } from "~/services/auth.server";
import { toPublicUser } from "~/services/auth.server";
import { beginEnrolment, confirmEnrolment } from "~/services/two-factor.server";
import type { Role } from "~/utils/roles";
import { buildUser } from "./users";

/**
 * The authenticator app's code for this key, `steps` 30-second steps from now. Within 3 s of a
 * step's end it first waits for the next step, so the code is still in its step when it is
 * checked.
 */
export async function appCode(key: string, steps = 0): Promise<string> {
  const intoStep = (Date.now() / 1000) % 30;
  if (intoStep > 27) await new Promise((resolve) => setTimeout(resolve, (30.2 - intoStep) * 1000));
  const epoch = Math.floor(Date.now() / 1000) + steps * 30;
  return generate({ secret: key.replace(/\s+/g, ""), epoch });
}

/**
 * A user who set two-factor up through the service, confirming with the previous step's code
 * (an app's clock a little behind), so the current and the next step's codes are still unused.
 */
export async function enrolledUser(role: Role = "staff") {
  const row = await buildUser({ role });
  const user: PublicUser = toPublicUser(row);
  const { key } = await beginEnrolment(user);
  const recoveryCodes = await confirmEnrolment(
    user,
    { code: await appCode(key, -1) },
    { ip: "10.9.0.1" },
  );
  return { row, user, key, recoveryCodes };
}
