import { ServiceError } from "./service-error";

/** The largest id an INTEGER column holds on both MySQL and SQLite. */
const MAX_ID = 2_147_483_647;

/**
 * The one parser of record ids, wherever they come from (a path, a query, a form field, a JSON
 * body): a positive whole number, given as digits or as a number. Anything else — letters,
 * fractions, zero, negatives, too large — is null: a record that cannot exist.
 */
export function toRecordId(value: unknown): number | null {
  const id =
    typeof value === "number"
      ? value
      : typeof value === "string" && /^\s*\d{1,10}\s*$/.test(value)
        ? Number(value)
        : Number.NaN;
  return Number.isInteger(id) && id > 0 && id <= MAX_ID ? id : null;
}

/** A record id from a URL (path or query): one that cannot be a record is a 404 saying `notFound`. */
export function requireRecordId(value: unknown, notFound: string): number {
  const id = toRecordId(value);
  if (id === null) throw new ServiceError(404, notFound);
  return id;
}
