/**
 * The root route's loader (the signed-in user, the firm's settings, the flash toast and the
 * bell's summary), re-exported by root.tsx. Kept out of root.tsx for the reason of
 * dashboard.server.ts: every page loads root's module, and with it every module root imports,
 * evaluated though unused; the services it calls were empty chunks on every page.
 */
import { randomUUID } from "node:crypto";
import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { errorResponse } from "~/route-kit/http.server";
import { wasRefused } from "~/route-kit/refusal.server";
import { getOptionalUser } from "~/services/guard.server";
import { notificationSummary } from "~/services/notifications.server";
import { getSettings } from "~/services/settings.server";
import { readToast } from "~/services/toast.server";
import { helpCatalogue } from "~/services/tutorials.server";
import { HELP_DIALOG } from "~/utils/tutorials";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const [sessionUser, settings, flash] = await Promise.all([
    getOptionalUser(request),
    getSettings(),
    readToast(request),
  ]).catch((error: unknown) => {
    throw errorResponse(error);
  });
  // Help and Tutorials is URL state on any page (`?dialog=help`): read only when it is open.
  const helpOpen = new URL(request.url).searchParams.get("dialog") === HELP_DIALOG;
  // An account that waits for approval as staff reaches one page, which says who it is: the
  // header shows it no navigation, bell, tutorials or tour (its page has its own Sign Out).
  const user = sessionUser?.staffRequest === "pending" ? null : sessionUser;
  const [notifications, help] = user
    ? await Promise.all([notificationSummary(user), helpOpen ? helpCatalogue(user) : null]).catch(
        (error: unknown) => {
          throw errorResponse(error);
        },
      )
    : [null, null];
  return data(
    {
      user,
      siteTitle: settings.siteTitle,
      supportEmail: settings.supportEmail,
      toast: flash.toast,
      notifications,
      help,
      // A new one with every page and after every post (forms send it once: form-token.server.ts).
      formToken: randomUUID(),
      // This page answers a refused form: its title begins "Error: " (pageTitle).
      formRefused: wasRefused(context),
    },
    flash.clear ? { headers: { "Set-Cookie": flash.clear } } : undefined,
  );
}
