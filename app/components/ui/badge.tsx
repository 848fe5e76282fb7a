import type { HTMLAttributes, ReactNode } from "react";

/**
 * The tones a badge may take. Priority needs four steps of urgency (spec section 2: green,
 * yellow, orange, red); the palette's own steps stand here, once, for the two the tokens lack.
 */
const tones = {
  neutral: "border-slate-300 bg-slate-50 text-ink",
  brand: "border-brand bg-brand-soft text-brand",
  success: "border-success bg-success-soft text-success",
  warning: "border-yellow-600 bg-yellow-50 text-yellow-900",
  caution: "border-orange-600 bg-orange-50 text-orange-900",
  danger: "border-danger bg-danger-soft text-red-900",
  /** A count that must stand out (the bell's unread number). */
  alert: "border-danger bg-danger text-white",
  /** Takes the colour of the text around it (a marker inside a selected link). */
  current: "border-current",
} as const;

export type BadgeTone = keyof typeof tones;

/** A short label in a pill: a status, a category, a priority. Words always, never colour alone. */
export function Badge({
  tone = "neutral",
  className,
  children,
  ...rest
}: {
  tone?: BadgeTone;
  className?: string;
  children: ReactNode;
} & HTMLAttributes<HTMLSpanElement>) {
  return (
    <span
      className={[
        "inline-flex items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-semibold",
        tones[tone],
        className,
      ]
        .filter(Boolean)
        .join(" ")}
      {...rest}
    >
      {children}
    </span>
  );
}
