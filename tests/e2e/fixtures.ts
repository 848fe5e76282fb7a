import { test as base, expect } from "@playwright/test";

/** A documentation-range address, different for every test. */
export function randomAddress(): string {
  const part = () => Math.floor(Math.random() * 250) + 1;
  return `198.51.${part()}.${part()}`;
}

/**
 * Every test comes from an address of its own (the e2e server trusts X-Forwarded-For, as behind a
 * proxy), so the per-address limits on sign-in, registration and submissions apply to each journey
 * as they would to one person, not to the whole run sharing 127.0.0.1.
 */
export const test = base.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use) => {
    await use({ ...extraHTTPHeaders, "X-Forwarded-For": randomAddress() });
  },
});

export { expect };
export type { Page } from "@playwright/test";
