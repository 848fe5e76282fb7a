import { randomUUID } from "node:crypto";
import { createCookie, redirect, type Cookie } from "@remix-run/node";
import * as z from "zod";
import { getEnv } from "~/utils/env.server";
import type { Toast } from "~/utils/toast";

/**
 * Toasts ride across a redirect in a short-lived signed cookie (it works for visitors without a
 * session too); the next page shows the toast and clears the cookie.
 */
let cookie: Cookie | undefined;
function toastCookie(): Cookie {
  cookie ??= createCookie("__toast", {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    maxAge: 60,
    secrets: [getEnv().SESSION_SECRET],
  });
  return cookie;
}

const ToastSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().optional(),
  variant: z.enum(["default", "destructive"]),
});

export type ToastInput = Omit<Toast, "id" | "variant"> & { variant?: Toast["variant"] };

/** The Set-Cookie header value that carries a toast to the next page. */
export async function toastCookieHeader(toast: ToastInput, secure = false): Promise<string> {
  const value: Toast = { id: randomUUID(), variant: "default", ...toast };
  return toastCookie().serialize(value, { secure });
}

export async function redirectWithToast(
  url: string,
  toast: ToastInput,
  init: { headers?: HeadersInit; secure?: boolean } = {},
) {
  const headers = new Headers(init.headers);
  headers.append("Set-Cookie", await toastCookieHeader(toast, init.secure));
  return redirect(url, { headers });
}

/** The pending toast, if any, and the header that clears it. */
export async function readToast(
  request: Request,
): Promise<{ toast: Toast | null; clear: string | null }> {
  const raw = await toastCookie().parse(request.headers.get("Cookie"));
  if (!raw) return { toast: null, clear: null };
  const parsed = ToastSchema.safeParse(raw);
  const clear = await toastCookie().serialize("", { maxAge: 0, expires: new Date(0) });
  return { toast: parsed.success ? parsed.data : null, clear };
}
