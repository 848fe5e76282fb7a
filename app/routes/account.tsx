import {
  data,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import {
  CREATE_CALENDAR_FEED,
  CalendarFeedCard,
  REVOKE_CALENDAR_FEED,
} from "~/components/account/calendar-feed-card";
import { EmailAlertsCard, SAVE_ALERT_PREFERENCES } from "~/components/account/email-alerts-card";
import { PasswordCard } from "~/components/account/password-card";
import { SessionsCard } from "~/components/account/sessions-card";
import { TwoFactorCard } from "~/components/account/two-factor-card";
import { GeneralErrorBoundary } from "~/components/error-page";
import { ScreenHeading, pageTitle } from "~/components/screen-heading";
import { Card } from "~/components/ui/card";
import type { IntentReply } from "~/components/ui/form";
import { screenAction, screenLoader } from "~/route-kit/screen.server";
import {
  changePassword,
  listSessions,
  revokeOtherSessions,
  revokeSession,
} from "~/services/account-security.server";
import {
  FEED_SHOWN_ALREADY,
  calendarFeedState,
  createFeed,
  revokeFeed,
} from "~/services/calendar/feed.server";
import { alertPreferences, saveAlertPreferences } from "~/services/mail/alert-preferences.server";
import { createUserSession, currentSessionHash } from "~/services/session.server";
import { getSettings } from "~/services/settings.server";
import { showOnceHeader, takeShownOnce } from "~/services/shown-once.server";
import {
  disableTwoFactor,
  regenerateRecoveryCodes,
  twoFactorState,
} from "~/services/two-factor.server";
import {
  ChangePasswordSchema,
  DisableTwoFactorSchema,
  SessionRowSchema,
  TwoFactorCodeSchema,
} from "~/utils/form-schemas.server";
import { ALERT_KINDS } from "~/utils/alert-kinds";
import { PASSWORD_POLICY_TEXT } from "~/utils/password-policy";
import { can } from "~/utils/policy";
import { roleTitle } from "~/utils/roles";

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, "Your account");

/**
 * Everyone's own account (issue 11): who they are, password, two-factor sign-in, sessions, the
 * e-mail alerts they get (issue 37), and an attorney's calendar feed (issue 38).
 */
export const loader = (args: LoaderFunctionArgs) =>
  screenLoader(args, "account", async ({ user, request, context }) => {
    const current = await currentSessionHash(request);
    const settings = await getSettings();
    // Right after "Make new recovery codes": the new codes, this once.
    const shown = await takeShownOnce(request, user.id, context);
    return data(
      {
        user,
        twoFactor: await twoFactorState(user),
        newCodes: shown.values,
        sessions: await listSessions(user, current),
        alertChoices: await alertPreferences(user),
        calendarFeed: can(user, "manage", "calendarFeed") ? await calendarFeedState(user) : null,
        policyText: PASSWORD_POLICY_TEXT[settings.passwordPolicy],
        timeZone: settings.timeZone,
      },
      { headers: shown.headers },
    );
  });

export const action = (args: ActionFunctionArgs) =>
  screenAction(args, "account", (intent) => ({
    "change-password": intent(
      ChangePasswordSchema,
      async ({ user, value, request, context, redirect }) => {
        const current = await currentSessionHash(request);
        const { otherSessionsEnded } = await changePassword(user, value, {
          ip: context.clientIp,
          current,
        });
        // A new session id for this browser too: the old one ends here.
        const cookie = await createUserSession(user.id, request, context);
        return redirect(
          "/account",
          {
            title: "Password changed",
            description:
              otherSessionsEnded > 0
                ? `Your other ${otherSessionsEnded === 1 ? "session was" : `${otherSessionsEnded} sessions were`} signed out.`
                : "Use it the next time you sign in.",
          },
          { "Set-Cookie": cookie },
        );
      },
      { hide: ["currentPassword", "newPassword", "confirmPassword"] },
    ),
    "revoke-session": intent(
      SessionRowSchema,
      async ({ user, value, request, context, redirect }) => {
        const current = await currentSessionHash(request);
        await revokeSession(user, value.sessionId, { ip: context.clientIp, current });
        return redirect("/account", {
          title: "Signed out",
          description: "That session has ended.",
        });
      },
    ),
    "revoke-others": intent(null, async ({ user, request, context, redirect }) => {
      const current = await currentSessionHash(request);
      const ended = await revokeOtherSessions(user, { ip: context.clientIp, current });
      return redirect("/account", {
        title: "Signed out everywhere else",
        description: `${ended} other ${ended === 1 ? "session" : "sessions"} ended.`,
      });
    }),
    "regenerate-codes": intent(
      TwoFactorCodeSchema,
      async ({ user, value, context, redirect }) => {
        const codes = await regenerateRecoveryCodes(user, value, { ip: context.clientIp });
        return redirect(
          "/account",
          { title: "New recovery codes", description: "The codes you had before no longer work." },
          { "Set-Cookie": await showOnceHeader(user.id, codes, context) },
        );
      },
      { hide: ["code"] },
    ),
    "disable-two-factor": intent(
      DisableTwoFactorSchema,
      async ({ user, value, context, redirect }) => {
        await disableTwoFactor(user, value, { ip: context.clientIp });
        return redirect("/account", {
          title: "Two-factor sign-in is off",
          description: "You now sign in with your password alone.",
        });
      },
      { hide: ["password", "code"] },
    ),
    // One drop-down per kind, named by the kind; the service refuses a kind or mode not theirs.
    [SAVE_ALERT_PREFERENCES]: intent(null, async ({ user, formData, redirect }) => {
      const preferences = Object.fromEntries(
        [...formData].filter(([name]) => Object.hasOwn(ALERT_KINDS, name)),
      );
      await saveAlertPreferences(user, { preferences });
      return redirect("/account", {
        title: "E-mail alerts saved",
        description: "Your choices apply to the next e-mails.",
      });
    }),
    [CREATE_CALENDAR_FEED]: intent(
      null,
      async ({ user, url, context, keepForRepeat }) => {
        const feed = await createFeed(user, { origin: url.origin, ip: context.clientIp });
        // The same form sent again makes no other link: it comes back here, told why.
        keepForRepeat("/account", {
          title: "Calendar feed link made",
          description: FEED_SHOWN_ALREADY,
        });
        // Shown once, right here (no redirect): the database keeps only the link's hash, so it
        // is never in a URL, a cookie or a toast.
        return Response.json({ intent: CREATE_CALENDAR_FEED, calendarFeed: { url: feed.url } });
      },
      { creates: true },
    ),
    [REVOKE_CALENDAR_FEED]: intent(null, async ({ user, context, redirect }) => {
      const { revoked } = await revokeFeed(user, { ip: context.clientIp });
      return redirect(
        "/account",
        revoked
          ? {
              title: "Calendar feed turned off",
              description: "Its link no longer works; calendars subscribed to it stop updating.",
            }
          : { title: "Your calendar feed was already off" },
      );
    }),
  }));

export default function Account() {
  const { user, twoFactor, newCodes, sessions, policyText, timeZone, alertChoices, calendarFeed } =
    useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as
    | IntentReply
    | { intent: typeof CREATE_CALENDAR_FEED; calendarFeed: { url: string } }
    | undefined;
  const formReply = answer && "result" in answer ? answer : undefined;
  const refusalOf = (intent: string) =>
    formReply && formReply.intent === intent ? (formReply.result.error?.[""]?.[0] ?? null) : null;
  const sessionRefusal = refusalOf("revoke-session");
  const feedRefusal = refusalOf(CREATE_CALENDAR_FEED) ?? refusalOf(REVOKE_CALENDAR_FEED);
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <ScreenHeading title="Your account">
        Your sign-in details, two-factor sign-in, where you are signed in and the e-mails you get.
      </ScreenHeading>
      <Card as="section" aria-labelledby="profile-title">
        <h2 id="profile-title" className="mb-3 text-lg font-semibold text-ink">
          Profile
        </h2>
        <dl className="grid gap-2 sm:grid-cols-[10rem_1fr]">
          <dt className="font-medium text-ink-muted">Name</dt>
          <dd>
            {user.firstName} {user.lastName}
          </dd>
          <dt className="font-medium text-ink-muted">Email</dt>
          <dd>{user.email}</dd>
          <dt className="font-medium text-ink-muted">Role</dt>
          <dd>{roleTitle(user.role)}</dd>
        </dl>
      </Card>
      <PasswordCard reply={formReply} policyText={policyText} />
      <TwoFactorCard state={twoFactor} reply={formReply} newCodes={newCodes} timeZone={timeZone} />
      <SessionsCard sessions={sessions} timeZone={timeZone} refusal={sessionRefusal} />
      <EmailAlertsCard choices={alertChoices} reply={formReply} />
      {calendarFeed ? (
        <CalendarFeedCard
          state={calendarFeed}
          newUrl={answer && "calendarFeed" in answer ? answer.calendarFeed.url : null}
          refusal={feedRefusal}
          timeZone={timeZone}
        />
      ) : null}
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
