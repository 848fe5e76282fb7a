import {
  test as base,
  expect,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from "@playwright/test";
import { COMPLETED_ONBOARDING_KEY, ONBOARDING_FLOW } from "../../app/utils/tutorials";

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
export const test = base.extend<{ toursSeen: boolean }>({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use) => {
    await use({ ...extraHTTPHeaders, "X-Forwarded-For": randomAddress() });
  },
  /**
   * The onboarding tour starts by itself a second after a new user signs in (issue 14). Journeys
   * about other screens start from a browser that has seen it (the flows in the browser's list of
   * completed ones); tour.spec.ts sets this to false.
   */
  toursSeen: [true, { option: true }],
  page: async ({ page, toursSeen }, use) => {
    if (toursSeen) await markToursSeen(page);
    await use(page);
  },
});

/** This browser has seen (completed) every onboarding tour, so none starts by itself. */
export async function markToursSeen(target: Page | BrowserContext) {
  await target.addInitScript(([key, flows]) => localStorage.setItem(key, JSON.stringify(flows)), [
    COMPLETED_ONBOARDING_KEY,
    Object.values(ONBOARDING_FLOW),
  ] as const);
}

/** Another device: a new browser context that, like `page`, has seen the onboarding tours. */
export async function newContext(browser: Browser, options: BrowserContextOptions = {}) {
  const context = await browser.newContext(options);
  await markToursSeen(context);
  return context;
}

export { expect };
export type { Page };
