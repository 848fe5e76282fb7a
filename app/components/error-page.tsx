import { isRouteErrorResponse, useRouteError, useRouteLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import type { Role } from "~/utils/roles";
import { homePathFor } from "~/utils/policy";
import { buttonClass } from "./ui/button";

/** What each status says. The status's own message (a rule's words) is added where it helps. */
const STATUS_PAGES: Record<number, { title: string; text: string }> = {
  400: { title: "Bad request", text: "The page could not do what was asked. Please try again." },
  401: { title: "Please sign in", text: "Sign in to see this page." },
  403: { title: "Access Denied", text: "You do not have permission to view this page." },
  404: { title: "404 Page Not Found", text: "The page you asked for does not exist or has moved." },
  409: { title: "That cannot be done now", text: "The page changed meanwhile. Please try again." },
  413: { title: "Too large", text: "What was sent is too large." },
  429: { title: "Too many requests", text: "Please wait a moment and try again." },
  503: {
    title: "Service briefly unavailable",
    text: "The service is briefly unavailable, please try again in a minute.",
  },
};

const UNEXPECTED = {
  title: "Something went wrong",
  text: "We could not show this page. Please try again in a moment.",
};

/** A page that says what happened, with a way home (the signed-in user's own home, or sign-in). */
export function StatusPage({ title, children }: { title: string; children: ReactNode }) {
  const root = useRouteLoaderData<{ user: { role: Role } | null }>("root");
  const home = root?.user ? homePathFor(root.user.role) : "/";
  return (
    <section aria-labelledby="status-title" className="mx-auto max-w-xl py-16 text-center">
      <h1 id="status-title" className="text-3xl font-bold">
        {title}
      </h1>
      <div className="mt-4 space-y-2 text-ink-muted">{children}</div>
      <p className="mt-6">
        <a className={buttonClass("primary")} href={home}>
          Go to the home page
        </a>
      </p>
    </section>
  );
}

export function NotFoundPage() {
  return <StatusPage title={STATUS_PAGES[404].title}>{STATUS_PAGES[404].text}</StatusPage>;
}

/**
 * Every route's error boundary: a thrown status (a guard's 403, someone else's record as 404, a
 * 400 for an unknown action) gets its page and, when the server gave one, the rule's message; any
 * other error says only that something went wrong — never a stack trace. A screen may say more
 * for a status of its own (`statusPages`).
 */
export function GeneralErrorBoundary({
  statusPages = {},
  unexpected,
}: {
  statusPages?: Record<number, () => ReactNode>;
  /** What the screen says instead of the general text when something unexpected failed. */
  unexpected?: () => ReactNode;
}) {
  const error = useRouteError();
  if (isRouteErrorResponse(error)) {
    const own = statusPages[error.status];
    if (own) return <>{own()}</>;
    const page = STATUS_PAGES[error.status] ?? UNEXPECTED;
    const detail = typeof error.data === "string" && isSentence(error.data) ? error.data : null;
    return (
      <StatusPage title={page.title}>
        {detail ? <p>{detail}</p> : null}
        {detail && error.status !== 404 ? null : <p>{page.text}</p>}
      </StatusPage>
    );
  }
  if (unexpected) return <>{unexpected()}</>;
  return <StatusPage title={UNEXPECTED.title}>{UNEXPECTED.text}</StatusPage>;
}

/** A rule's message is a short sentence of ours; Remix's own bodies ("Not Found") are not shown. */
function isSentence(text: string): boolean {
  return text.length > 12 && text.length < 300 && !text.includes("\n") && text.trim() === text;
}
