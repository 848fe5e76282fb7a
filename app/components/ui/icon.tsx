/** An icon's lines on a 24 × 24 grid: each a path, drawn in the text colour. */
export type IconLines = ReadonlyArray<{ d: string; width?: number; faint?: boolean }>;

/** The notification bell in the header. */
export const BELL_ICON: IconLines = [
  { d: "M12 3a6 6 0 0 0-6 6v3.6L4.3 16h15.4L18 12.6V9a6 6 0 0 0-6-6Zm-2 15a2 2 0 0 0 4 0" },
];

/** A ring with a quarter drawn darker: spin it with `animate-spin` while something is sent. */
export const SPINNER_ICON: IconLines = [
  { d: "M3 12a9 9 0 1 0 18 0a9 9 0 1 0-18 0", width: 3, faint: true },
  { d: "M21 12a9 9 0 0 0-9-9", width: 3 },
];

/**
 * A line icon. It is decorative (screen readers skip it), so the text beside it, or the
 * control's accessible name, must say what it means.
 */
export function Icon({ lines, className = "h-6 w-6" }: { lines: IconLines; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {lines.map((line) => (
        <path
          key={line.d}
          d={line.d}
          strokeWidth={line.width ?? 1.8}
          opacity={line.faint ? 0.3 : undefined}
        />
      ))}
    </svg>
  );
}
