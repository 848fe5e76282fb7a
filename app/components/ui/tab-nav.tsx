import { Link } from "@remix-run/react";
import type { KeyboardEvent, ReactNode } from "react";
import { useHydrated } from "~/utils/use-hydrated";

const focusRing = "focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-focus";

const STYLES = {
  tabs: {
    nav: "flex border-b border-line",
    layout: "mb-6 flex-wrap",
    item: `-mb-px whitespace-nowrap border-b-2 px-4 py-2 font-medium ${focusRing}`,
    current: "border-brand text-brand",
    other: "border-transparent text-ink-muted hover:text-ink",
  },
  pills: {
    nav: "flex gap-2",
    layout: "",
    item: `rounded-control px-3 py-1.5 text-sm font-medium ${focusRing}`,
    current: "bg-brand text-white",
    other: "border border-slate-300 text-ink hover:bg-brand-soft",
  },
};

/** The keys that move between ARIA tabs, and where each goes from tab `index` of `count`. */
const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

const tabId = (panelId: string, itemId: string) => `${panelId}-tab-${itemId}`;

/**
 * Tabs and filters as URL state (DESIGN section 4): links, the current one marked aria-current,
 * so they work without JavaScript and the server renders the chosen view. (The welcome screen's
 * Sign In / Register tabs are the same pattern.)
 *
 * As the server renders them they are a list of links, so a text browser (which applies no styles)
 * shows one a line rather than "OverviewTimelineMessages". With `panelId` (the id of a TabPanel),
 * once hydrated the links become ARIA tabs of that panel: arrow keys, Home and End move between
 * them, Enter or Space opens one (still by its link).
 */
export function TabNav({
  label,
  items,
  current,
  variant = "tabs",
  panelId,
  className,
  id,
}: {
  label: string;
  items: ReadonlyArray<{ id: string; label: string; to: string; tour?: string }>;
  current: string;
  variant?: keyof typeof STYLES;
  panelId?: string;
  /** Layout around the bar (margin, wrapping or scrolling), instead of the variant's own. */
  className?: string;
  /** The bar's own id (the tutorials point at it). */
  id?: string;
}) {
  const style = STYLES[variant];
  const nav = `${style.nav} ${className ?? style.layout}`;
  const asTabs = useHydrated() && panelId !== undefined;

  const onKeyDown = (event: KeyboardEvent<HTMLAnchorElement>, index: number) => {
    if (event.key === " ") {
      event.preventDefault();
      event.currentTarget.click();
      return;
    }
    const move = MOVES[event.key];
    if (!move) return;
    event.preventDefault();
    const tabs = event.currentTarget.parentElement?.querySelectorAll<HTMLElement>('[role="tab"]');
    tabs?.[move(index, items.length)]?.focus();
  };

  const links = items.map((item, index) => {
    const selected = current === item.id;
    const tabProps =
      asTabs && panelId
        ? {
            id: tabId(panelId, item.id),
            role: "tab",
            "aria-selected": selected,
            "aria-controls": panelId,
            tabIndex: selected ? 0 : -1,
            onKeyDown: (event: KeyboardEvent<HTMLAnchorElement>) => onKeyDown(event, index),
          }
        : { "aria-current": selected ? ("page" as const) : undefined };
    return (
      <Link
        key={item.id}
        to={item.to}
        preventScrollReset
        id={item.tour}
        className={`${style.item} ${selected ? style.current : style.other}`}
        {...tabProps}
      >
        {item.label}
      </Link>
    );
  });

  return asTabs ? (
    <div id={id} role="tablist" aria-label={label} className={nav}>
      {links}
    </div>
  ) : (
    <nav id={id} aria-label={label}>
      <ul className={nav}>
        {links.map((link) => (
          <li key={link.key} className="flex">
            {link}
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The panel a TabNav with `panelId` controls: a tabpanel named by its current tab once hydrated. */
export function TabPanel({
  id,
  current,
  className,
  children,
}: {
  id: string;
  current: string;
  className?: string;
  children: ReactNode;
}) {
  const hydrated = useHydrated();
  return hydrated ? (
    <div
      id={id}
      role="tabpanel"
      aria-labelledby={tabId(id, current)}
      // The panel itself is reachable from its tab, as ARIA tabs expect.
      tabIndex={0}
      className={`${className ?? ""} ${focusRing}`}
    >
      {children}
    </div>
  ) : (
    <div id={id} className={className}>
      {children}
    </div>
  );
}
