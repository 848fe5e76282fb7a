import type { Config } from "tailwindcss";
import colors from "tailwindcss/colors";

/**
 * Design tokens: every component names these (bg-brand, text-ink-muted, rounded-card, ring-focus)
 * instead of a raw palette value, so a firm's colours change here and nowhere else.
 */
export default {
  content: ["./app/**/*.{ts,tsx}"],
  theme: {
    extend: {
      colors: {
        brand: { DEFAULT: colors.blue[900], hover: colors.blue[800], soft: colors.blue[50] },
        ink: { DEFAULT: colors.slate[900], muted: colors.slate[600], subtle: colors.slate[500] },
        line: colors.slate[200],
        danger: { DEFAULT: colors.red[700], hover: colors.red[800], soft: colors.red[50] },
        success: { DEFAULT: colors.green[800], soft: colors.green[50] },
        focus: colors.blue[700],
      },
      borderRadius: { control: "0.375rem", card: "0.5rem" },
    },
  },
  plugins: [],
} satisfies Config;
