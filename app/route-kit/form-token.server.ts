import { redirect } from "@remix-run/node";
import { answerOnce, claimIdempotencyKey } from "~/services/idempotency.server";
import { redirectWithToast, type ToastInput } from "~/services/toast.server";
import { FORM_TOKEN_FIELD } from "~/utils/form-token";

/**
 * One post per form token (issue 18): a form sent twice with the page's token — a double click, or
 * Submit pressed again on a slow link — does the work once; the repeat waits for the first and
 * gets its redirect (and toast) again. Stored with the JSON calls' Idempotency-Keys, so it holds
 * across app servers. A form without a token is simply done.
 */

/** What a successful post answered, kept for its repeats. */
export interface KeptRedirect {
  to: string;
  toast: ToastInput | null;
}

/** Marks a repeat's answer, so the caller removes what the repeat brought (an upload). */
export const REPLAYED_HEADER = "Idempotent-Replayed";

const MESSAGES = {
  reused: "This form was already sent. Reload the page to send it again.",
  running: "This form is still being sent. Please wait a moment and reload the page.",
};

const TOKEN_PATTERN = /^[\w-]{16,64}$/;

/**
 * Does `work` once for the form's token. `work` says what its redirect was with `keep` (a redirect
 * that sets other headers, such as a session, is not kept: its repeat does the work again), or,
 * for an answer shown once, where a repeat is sent.
 */
export async function postOnce<R extends Response>(
  form: {
    caller: string;
    formData: FormData;
    path: string;
    /** What a file field brought, for the comparison of a repeat with the first post. */
    files?: { fileName: string; fileSize: number }[];
    secure: boolean;
    /** The work and its kept answer are one transaction (a post that creates a record). */
    oneTransaction?: boolean;
  },
  work: (keep: (answer: KeptRedirect) => void) => Promise<R>,
): Promise<R | ReturnType<typeof redirect>> {
  const token = form.formData.get(FORM_TOKEN_FIELD);
  if (typeof token !== "string" || !TOKEN_PATTERN.test(token)) return work(() => {});
  const fields = [...form.formData.entries()]
    .filter(([name, value]) => name !== FORM_TOKEN_FIELD && typeof value === "string")
    .map(([name, value]) => [name, value]);
  const files = (form.files ?? []).map((file) => [file.fileName, file.fileSize]);
  const claim = await claimIdempotencyKey(
    `form:${form.caller}`,
    token,
    { method: "POST", path: form.path, body: { fields, files } },
    MESSAGES,
  );
  if (claim.kind === "replay") {
    const { to, toast } = claim.body as KeptRedirect;
    const headers = { [REPLAYED_HEADER]: "true" };
    return toast
      ? redirectWithToast(to, toast, { headers, secure: form.secure })
      : redirect(to, { headers });
  }
  let kept: KeptRedirect | null = null;
  return answerOnce(
    claim.id,
    () =>
      work((answer) => {
        kept = answer;
      }),
    // A refused or re-rendered form keeps nothing: the same token may be sent again. A done post
    // keeps where its repeat goes: its redirect, or what an answer shown once named (keepForRepeat).
    (response) =>
      kept && response.status >= 200 && response.status < 400
        ? { status: response.status, body: kept }
        : null,
    { oneTransaction: form.oneTransaction },
  );
}

export const isReplay = (response: Response) => response.headers.has(REPLAYED_HEADER);
