import { priorityOrMedium, type Priority } from "~/utils/domain";
import { humanise } from "~/utils/format";

/** Urgency colours (spec section 2): low green, medium yellow, high orange, urgent red. */
const STYLES: Record<Priority, { className: string; mark: string }> = {
  low: { className: "border-green-700 bg-green-50 text-green-900", mark: "▽" },
  medium: { className: "border-yellow-600 bg-yellow-50 text-yellow-900", mark: "◇" },
  high: { className: "border-orange-600 bg-orange-50 text-orange-900", mark: "△" },
  urgent: { className: "border-red-700 bg-red-50 text-red-900", mark: "▲" },
};

/**
 * A priority or urgency, in words as well as colour (never colour alone); an unknown value is
 * shown as medium.
 */
export function PriorityBadge({
  value,
  label,
}: {
  value: string | null | undefined;
  label: string;
}) {
  const level = priorityOrMedium(value);
  const style = STYLES[level];
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-semibold ${style.className}`}
    >
      <span aria-hidden="true">{style.mark}</span>
      {label}: {humanise(level)}
    </span>
  );
}

/** A neutral badge for a case's status or type. */
export function Badge({ children }: { children: string }) {
  return (
    <span className="inline-flex items-center rounded-full border border-slate-300 bg-slate-50 px-2 py-0.5 text-xs font-semibold text-slate-800">
      {children}
    </span>
  );
}
