import { createCookie, type Cookie } from "@remix-run/node";
import type { AppContext } from "~/utils/app-context";
import { getEnv } from "~/utils/env.server";
import { seal, unseal } from "./secret-box.server";

/**
 * Secrets a page shows once after a post (new recovery codes), across its redirect: an encrypted,
 * HttpOnly cookie for the account pages only, for two minutes, naming the account it is for; the
 * page that shows them clears it. The post/redirect/get pattern holds (a reload shows nothing
 * again), and the codes are never in a URL, a log or the database.
 */
const PURPOSE = "shown-once";
const MAX_AGE_S = 120;

let cookie: Cookie | undefined;
function shownOnceCookie(): Cookie {
  cookie ??= createCookie("__shown_once", {
    httpOnly: true,
    sameSite: "lax",
    path: "/account",
    maxAge: MAX_AGE_S,
    secrets: [getEnv().SESSION_SECRET],
  });
  return cookie;
}

export function showOnceHeader(
  userId: number,
  values: string[],
  context: Pick<AppContext, "secure">,
): Promise<string> {
  const sealed = seal(
    PURPOSE,
    JSON.stringify({ userId, values, until: Date.now() + MAX_AGE_S * 1000 }),
  );
  return shownOnceCookie().serialize(sealed, { secure: context.secure });
}

/** What to show this account once, if anything, and the header that clears it. */
export async function takeShownOnce(
  request: Request,
  userId: number,
  context: Pick<AppContext, "secure">,
): Promise<{ values: string[] | null; headers: HeadersInit }> {
  const raw = await shownOnceCookie().parse(request.headers.get("Cookie"));
  if (typeof raw !== "string" || raw === "") return { values: null, headers: {} };
  const clear = await shownOnceCookie().serialize("", { secure: context.secure, maxAge: 0 });
  const headers = { "Set-Cookie": clear, "Cache-Control": "no-store" };
  const opened = unseal(PURPOSE, raw);
  if (!opened) return { values: null, headers };
  const {
    userId: owner,
    values,
    until,
  } = JSON.parse(opened) as {
    userId: number;
    values: string[];
    until: number;
  };
  return { values: owner === userId && until > Date.now() ? values : null, headers };
}
