import { DEVICE_COOKIE } from "~/services/device-cookie.server";

/** The device cookie's Set-Cookie header in a response, or undefined when it sets none. */
export function deviceSetCookie(response: Response): string | undefined {
  return response.headers.getSetCookie().find((header) => header.startsWith(`${DEVICE_COOKIE}=`));
}

/** The device cookie a response set, as the browser sends it back (name=value). */
export function deviceCookieFrom(response: Response): string {
  const header = deviceSetCookie(response);
  if (!header) throw new Error("response set no device cookie");
  return header.split(";")[0];
}

/** The entries a device cookie holds, newest first (`<account id>.<issued>.<nonce>.<signature>`). */
export function deviceEntries(cookie: string): string[] {
  const value = decodeURIComponent(cookie.slice(cookie.indexOf("=") + 1));
  return JSON.parse(atob(value)) as string[];
}

/** A device cookie holding these entries, as a browser (or someone altering it) would send it. */
export function deviceCookieOf(entries: string[]): string {
  return `${DEVICE_COOKIE}=${encodeURIComponent(btoa(JSON.stringify(entries)))}`;
}
