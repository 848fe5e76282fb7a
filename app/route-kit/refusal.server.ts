import type { AppContext } from "~/utils/app-context";

/**
 * Whether this request's action refused its form (answered 4xx or 5xx with the form again). The
 * action runs before the loaders and they share the request's context, so the root loader can
 * say so to every page's `meta`: the document title begins "Error: " in the HTML itself, which a
 * screen reader announces without JavaScript (screen-heading.tsx, pageTitle).
 */
const refused = new WeakSet<AppContext>();

export function markRefused(context: AppContext): void {
  refused.add(context);
}

export function wasRefused(context: AppContext): boolean {
  return refused.has(context);
}
