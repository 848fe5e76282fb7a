import type { Priority } from "~/utils/domain";

const STYLES: Record<Priority, string> = {
  low: "bg-green-100 text-green-900",
  medium: "bg-amber-100 text-amber-900",
  high: "bg-orange-100 text-orange-900",
  urgent: "bg-red-100 text-red-900",
};

const WORDS: Record<Priority, string> = {
  low: "Low",
  medium: "Medium",
  high: "High",
  urgent: "Urgent",
};

/** A priority in words (colour only repeats what the words say). */
export function PriorityBadge({ priority }: { priority: Priority }) {
  return (
    <span
      className={`inline-block shrink-0 whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold ${STYLES[priority]}`}
    >
      {WORDS[priority]} priority
    </span>
  );
}
