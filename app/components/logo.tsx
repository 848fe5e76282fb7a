/** The scales-of-justice mark; decorative, so screen readers skip it and read the name beside it. */
export function Logo({ className = "h-8 w-8" }: { className?: string }) {
  return (
    <svg
      className={`text-brand ${className}`}
      viewBox="0 0 32 32"
      aria-hidden="true"
      focusable="false"
    >
      <rect width="32" height="32" rx="6" fill="currentColor" />
      <path
        d="M16 6v20M9 26h14M8 11h16M8 11l-3 8h6zM24 11l-3 8h6z"
        stroke="white"
        strokeWidth="2"
        fill="none"
        strokeLinejoin="round"
      />
    </svg>
  );
}
