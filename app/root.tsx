import type { LinksFunction, MetaFunction } from "@remix-run/node";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteLoaderData,
} from "@remix-run/react";
import { Suspense, lazy, type ReactNode } from "react";
import { AppHeader } from "~/components/app-header";
import { GeneralErrorBoundary } from "~/components/error-page";
import { ToastProvider } from "~/components/toaster";
import { PageErrors } from "~/components/ui/page-error-summary";
import { TourLauncher } from "~/components/tour/tour-launcher";
import type { loader } from "~/screens/root.server";
import { useNonce } from "~/utils/nonce";
import stylesheet from "~/tailwind.css";
import { SITE_PAGES, sitePageUrl } from "~/utils/site-pages";

// Help and Tutorials is open on few pages: its code comes when it is (the server's markup stands
// until then, and React hydrates it when the code arrives).
const HelpDialog = lazy(() =>
  import("~/components/help/help-dialog").then((module) => ({ default: module.HelpDialog })),
);

// Server code only, apart so that no page loads what the loader imports (root.server.ts).
export { loader } from "~/screens/root.server";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.siteTitle ?? "Justice Streamlined" },
  { name: "description", content: "Professional legal service management: justice streamlined." },
];

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const loaderData = useRouteLoaderData<typeof loader>("root");
  return (
    <html lang="en" className="h-full">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-full bg-slate-50 text-slate-900">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
        >
          Skip to content
        </a>
        <AppHeader
          user={loaderData?.user ?? null}
          siteTitle={loaderData?.siteTitle ?? "Justice Streamlined"}
          notifications={loaderData?.notifications ?? null}
        />
        <ToastProvider flash={loaderData?.toast ?? null}>
          <main id="main" className="mx-auto max-w-7xl px-4 py-8">
            <PageErrors>{children}</PageErrors>
          </main>
          {loaderData?.help ? (
            <Suspense fallback={null}>
              <HelpDialog tutorials={loaderData.help} supportEmail={loaderData.supportEmail} />
            </Suspense>
          ) : null}
          <TourLauncher user={loaderData?.user ?? null} />
        </ToastProvider>
        <footer className="no-print mx-auto max-w-7xl space-y-2 px-4 pb-8 text-sm text-ink-muted">
          {loaderData?.supportEmail ? (
            <p>
              Need help? Write to{" "}
              <a href={`mailto:${loaderData.supportEmail}`} className="text-brand underline">
                {loaderData.supportEmail}
              </a>
            </p>
          ) : null}
          <nav aria-label="About this site">
            <ul className="flex flex-wrap gap-x-4 gap-y-1">
              {SITE_PAGES.map((page) => (
                <li key={page.slug}>
                  <a href={sitePageUrl(page.slug)} className="text-brand underline">
                    {page.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </footer>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
