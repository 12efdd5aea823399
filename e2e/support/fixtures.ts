import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";

export const ADMIN = { email: "admin@example.com", password: "admin-password-1" };

/**
 * Every journey fails on a console error or an uncaught page error (docs/house-rules.md, Tests).
 * Failed network answers the test provokes on purpose (e.g. 401 from /api/auth/user while signed
 * out) are logged by Chromium as "Failed to load resource"; those are expected API answers, not bugs.
 */
export const test = base.extend<{ pageErrors: string[] }, { shop: { url: string; dataDir: string } }>({
  // The shop of this worker (playwright.config.ts starts one per worker): its address is every
  // page's and request's base URL, and its data folder is where e2e/support/outbox.ts reads the mail.
  shop: [
    // Playwright reads a fixture's dependencies from its first parameter's pattern: this one has none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, workerInfo) => {
      const servers = JSON.parse(process.env.E2E_SERVERS!) as { url: string; dataDir: string }[];
      const shop = servers[workerInfo.parallelIndex % servers.length];
      process.env.E2E_DATA_DIR = shop.dataDir;
      await use(shop);
    },
    { scope: "worker", auto: true },
  ],
  baseURL: async ({ shop }, use) => use(shop.url),
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("console", (msg) => {
        if (msg.type() !== "error") return;
        if (/Failed to load resource: the server responded with a status of (401|404|400|403|409)/.test(msg.text()))
          return;
        errors.push(msg.text());
      });
      page.on("pageerror", (err) => errors.push(err.message));
      await use(errors);
      expect(errors, "console errors or uncaught page errors").toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };

/** What axe checks: every WCAG 2.0, 2.1 and 2.2 rule of levels A and AA, and axe's best practices. */
const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa", "best-practice"];

/** axe-core: no violation of any impact on the page as it is now (issue 28). */
export async function expectAccessible(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  expect(
    results.violations.map(
      (v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`,
    ),
  ).toEqual([]);
}

export async function logIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto("/auth");
  await page.getByRole("main").getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Log In" }).click();
  await expect(page.getByRole("button", { name: "Log out" }).first()).toBeVisible();
}
