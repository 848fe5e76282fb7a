export type FieldErrorMap = Record<string, string[]>;

/**
 * A rule said no. Services throw it; screens show its message next to the form, and /api routes
 * answer with its status and `{ message, fieldErrors? }`.
 */
export class ServiceError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 410 | 413 | 422 | 429 | 503,
    message: string,
    readonly fieldErrors?: FieldErrorMap,
    readonly headers?: Record<string, string>,
    /** Figures an /api answer carries beside its message (a refused disbursement's balance). */
    readonly details?: Record<string, number | string | null>,
  ) {
    super(message);
    this.name = "ServiceError";
  }
}
