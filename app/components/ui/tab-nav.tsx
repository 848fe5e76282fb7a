import { Link } from "@remix-run/react";

const STYLES = {
  tabs: {
    nav: "mb-6 flex flex-wrap border-b border-slate-200",
    item: "-mb-px border-b-2 px-4 py-2 font-medium",
    current: "border-blue-900 text-blue-900",
    other: "border-transparent text-slate-700",
  },
  pills: {
    nav: "flex gap-2",
    item: "rounded-md px-3 py-1.5 text-sm font-medium",
    current: "bg-blue-900 text-white",
    other: "border border-slate-300 text-slate-800",
  },
};

/**
 * Tabs and filters as URL state (DESIGN section 4): links, the current one marked aria-current,
 * so they work without JavaScript and the server renders the chosen view. (The welcome screen's
 * Sign In / Register tabs are the same pattern.)
 */
export function TabNav({
  label,
  items,
  current,
  variant = "tabs",
}: {
  label: string;
  items: ReadonlyArray<{ id: string; label: string; to: string; tour?: string }>;
  current: string;
  variant?: keyof typeof STYLES;
}) {
  const style = STYLES[variant];
  return (
    <nav aria-label={label} className={style.nav}>
      {items.map((item) => (
        <Link
          key={item.id}
          to={item.to}
          preventScrollReset
          aria-current={current === item.id ? "page" : undefined}
          data-tour={item.tour}
          className={`${style.item} ${current === item.id ? style.current : style.other}`}
        >
          {item.label}
        </Link>
      ))}
    </nav>
  );
}
