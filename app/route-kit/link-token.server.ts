import { data } from "@remix-run/node";
import { ServiceError } from "~/utils/service-error";

/**
 * A page opened from a link that carries a token (an invitation, a password reset): what the
 * token opens, or the page saying why it cannot be used, answered with its status (410 used or
 * expired, 404 not a link of ours). Anything else is thrown on.
 */
export async function openLink<T>(open: () => Promise<T>) {
  try {
    return { opened: await open(), refusal: null };
  } catch (error) {
    if (!(error instanceof ServiceError) || (error.status !== 410 && error.status !== 404)) {
      throw error;
    }
    return data({ opened: null, refusal: error.message }, { status: error.status });
  }
}
