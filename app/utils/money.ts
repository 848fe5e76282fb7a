import { MAX_CENTS } from "./injury";

/**
 * Money as the firm types and reads it: US dollars on the screens, integer cents everywhere else
 * (the database, the services, the /api). The one place dollars become cents and back.
 */

export type ParsedDollars = { cents: number } | { problem: string };

/**
 * Reads an amount of dollars as typed ("1250", "$1,250.50", "1250.5") into whole cents; a
 * negative amount, more than two decimals, or more than MAX_CENTS is a problem, said in words.
 */
export function parseDollars(text: string, label = "The amount"): ParsedDollars {
  const compact = text.trim().replace(/^\$\s*/, "");
  const match = /^(\d{1,3}(?:,\d{3})+|\d+)?(?:\.(\d{1,2}))?$/.exec(compact);
  if (compact === "" || !match || (match[1] === undefined && match[2] === undefined)) {
    return { problem: `${label} must be an amount in dollars, like 1,250.00` };
  }
  const whole = Number((match[1] ?? "0").replace(/,/g, ""));
  const cents = whole * 100 + Number((match[2] ?? "0").padEnd(2, "0"));
  if (!Number.isSafeInteger(cents) || cents > MAX_CENTS) {
    return { problem: `${label} must be at most ${formatDollars(MAX_CENTS)}` };
  }
  return { cents };
}

const DOLLARS = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

/** Cents shown as US dollars: 125050 is "$1,250.50". */
export const formatDollars = (cents: number) => DOLLARS.format(cents / 100);

/** Cents as a form's box shows them to be changed: 125050 is "1250.50". */
export const dollarsInput = (cents: number | null) =>
  cents === null ? "" : (cents / 100).toFixed(2);
