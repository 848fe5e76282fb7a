import { priorityOrMedium, type Priority } from "~/utils/domain";
import { humanise } from "~/utils/format";
import { Badge, type BadgeTone } from "./ui/badge";

/** Urgency colours (spec section 2): low green, medium yellow, high orange, urgent red. */
const STYLES: Record<Priority, { tone: BadgeTone; mark: string }> = {
  low: { tone: "success", mark: "▽" },
  medium: { tone: "warning", mark: "◇" },
  high: { tone: "caution", mark: "△" },
  urgent: { tone: "danger", mark: "▲" },
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
    <Badge tone={style.tone}>
      <span aria-hidden="true">{style.mark}</span>
      {label}: {humanise(level)}
    </Badge>
  );
}

/** A neutral badge for a case's status or type (the kit's Badge, for the screens that name it here). */
export { Badge };
