/** A same-site path to go to, or the fallback: never another site (open redirects). */
export function safeRedirectPath(
  to: FormDataEntryValue | string | null | undefined,
  fallback = "/",
): string {
  if (
    typeof to !== "string" ||
    !to.startsWith("/") ||
    to.startsWith("//") ||
    to.startsWith("/\\")
  ) {
    return fallback;
  }
  return to;
}
