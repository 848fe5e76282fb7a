import type { ReactNode } from "react";

/** A screen's title, with room for a short line under it. */
export function ScreenHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="mb-6">
      <h1 className="text-2xl font-bold text-ink">{title}</h1>
      {children ? <div className="mt-1 text-ink-muted">{children}</div> : null}
    </div>
  );
}

/**
 * A screen's document title: its own followed by the firm's site title (the administrator's
 * setting, read by the root loader), "Cases | Justice Streamlined"; the site title alone when the
 * screen has none. After a refused post it begins "Error: " (the root loader says so), in the
 * page's HTML, so a screen reader hears it without JavaScript; with JavaScript the error summary
 * keeps it up to date (error-summary.tsx). Beside the heading, so the screens that show one load
 * no module more for it.
 */
export function pageTitle(
  matches: ReadonlyArray<{ id: string; data: unknown }>,
  title?: string,
): Array<{ title: string }> {
  const root = matches.find((match) => match.id === "root")?.data as
    { siteTitle?: string; formRefused?: boolean } | undefined;
  const site = root?.siteTitle ?? "Justice Streamlined";
  const prefix = root?.formRefused ? ERROR_TITLE_PREFIX : "";
  return [{ title: prefix + (title ? `${title} | ${site}` : site) }];
}

/** What a page's title begins with while its form's errors are shown. */
export const ERROR_TITLE_PREFIX = "Error: ";
