import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type axe from "axe-core";
import { test as base, expect, type APIRequestContext, type Page, type PlaywrightWorkerArgs } from "@playwright/test";

export const ADMIN = { email: "admin@example.com", password: "admin-password-1" };

type Shop = { url: string; dataDir: string };
type WorkerFixtures = {
  shop: Shop;
  ownerRequest: APIRequestContext;
  ownerState: () => Promise<string>;
  resetsRetried: void;
};
type TestFixtures = {
  pageErrors: string[];
  signedIn: "owner" | null;
  guestRequest: APIRequestContext;
  cpuThrottle: void;
};

/**
 * Every journey fails on a console error or an uncaught page error (docs/house-rules.md, Tests).
 * Failed network answers the test provokes on purpose (e.g. 401 from /api/auth/user while signed
 * out) are logged by Chromium as "Failed to load resource"; those are expected API answers, not bugs.
 */
export const test = base.extend<TestFixtures, WorkerFixtures>({
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
  /**
   * A journey's API requests (page.request, the owner's and a guest's) are sent again once when a
   * kept-alive connection is reset under them, as a browser and Go's client do: the shop closes an
   * idle connection after its keep-alive time, and Node's client, which ignores that hint, may send
   * on it at that very moment on a loaded machine (GET /api/categories, once in CI). Playwright's
   * own `maxRetries`, which retries only ECONNRESET, as every request's default.
   */
  resetsRetried: [
    async ({ playwright }, use) => {
      const probe = await playwright.request.newContext();
      type Fetch = (this: unknown, url: unknown, options?: Record<string, unknown>) => Promise<unknown>;
      const context = Object.getPrototypeOf(probe) as { fetch: Fetch; retriesResets?: true };
      await probe.dispose();
      if (!context.retriesResets) {
        const { fetch } = context;
        context.fetch = function (url, options) {
          return fetch.call(this, url, { maxRetries: 1, ...options });
        };
        context.retriesResets = true;
      }
      await use();
    },
    { scope: "worker", auto: true },
  ],
  /**
   * The owner's requests for a journey's preconditions (a board, a setting, an order marked paid):
   * signed in once per worker, in a session of their own that no journey signs out (issue 38).
   */
  ownerRequest: [
    async ({ shop, playwright }, use) => {
      const request = await signedOutRequest(playwright, shop);
      await logInOver(request, ADMIN);
      await use(request);
      await request.dispose();
    },
    { scope: "worker" },
  ],
  /**
   * The owner's signed-in browser state, stored once per worker (Playwright's storageState) and
   * checked before each use: a journey that signs that session out makes the next one sign in again.
   */
  ownerState: [
    async ({ shop, playwright }, use, workerInfo) => {
      const file = path.join(shop.dataDir, `owner-state-${workerInfo.workerIndex}.json`);
      const request = await signedOutRequest(playwright, shop);
      let stored = false;
      await use(async () => {
        if (!stored || (await request.get("/api/auth/user")).status() !== 200) {
          await logInOver(request, ADMIN);
          await request.storageState({ path: file });
          stored = true;
        }
        return file;
      });
      await request.dispose();
    },
    { scope: "worker" },
  ],
  /**
   * A guest's requests (an order placed by a stranger), whoever the journey's page is signed in as:
   * Playwright's own `request` fixture carries the journey's stored session.
   */
  guestRequest: async ({ shop, playwright }, use) => {
    const request = await signedOutRequest(playwright, shop);
    await use(request);
    await request.dispose();
  },
  /** `test.use({ signedIn: "owner" })`: the journey's page starts signed in as the owner. */
  signedIn: [null, { option: true }],
  storageState: async ({ signedIn, ownerState, storageState }, use) =>
    use(signedIn === "owner" ? await ownerState() : storageState),
  /**
   * E2E_CPU_THROTTLE=4: the journey's page runs four times slower (Chromium's CPU throttling), as on
   * a loaded machine or a slow phone, to find what fails only there before CI does (issue 38, zero flaky).
   */
  cpuThrottle: [
    async ({ page }, use) => {
      const rate = Number(process.env.E2E_CPU_THROTTLE ?? 1);
      if (rate > 1) await (await page.context().newCDPSession(page)).send("Emulation.setCPUThrottlingRate", { rate });
      await use();
    },
    { auto: true },
  ],
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

declare global {
  interface Window {
    /** axe-core, in a page that injectAxe has put it in. */
    axe: typeof axe;
  }
}

/**
 * The same axe-core as `axe.source`, minified: 580 KB instead of 1.3 MB for each page to parse, about
 * 110 ms an injection instead of 160 alone on this machine (decision 096).
 */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/**
 * axe-core in each of the page's frames, once per document: a frame keeps it until it navigates, so
 * a journey's later scans of the same page (a dialog opened, a form sent) do not evaluate its 550 KB
 * again. Configured as @axe-core/playwright's legacy mode does: the top frame's run reaches the
 * same-origin frames through axe's own messaging.
 */
async function injectAxe(page: Page): Promise<void> {
  for (const frame of page.frames()) {
    // A frame that is gone or never answers is left out, as @axe-core/playwright leaves it.
    const present = await frame.evaluate(() => "axe" in window).catch(() => true);
    if (!present)
      await frame
        .evaluate(
          `${AXE_SOURCE};axe.configure({ allowedOrigins: ["<same_origin>"], branding: { application: "playwright" } })`,
        )
        .catch(() => undefined);
  }
}

/**
 * axe-core: no violation of any impact on the page as it is now (issue 28), run in the page itself
 * (@axe-core/playwright's legacy mode, without finishing the run in a new blank page), with only the
 * violations reported in full. Injected once per document (issue 38): a second scan of the same
 * page took 0.3-0.6 s less alone on this machine, and about 2 s a scan beside the other worker.
 */
export async function expectAccessible(page: Page): Promise<void> {
  // The page, not its placeholder while its code loads (App.tsx's PageLoading, the admin's): a page the
  // server does not render, like /auth, shows "Loading…" at its load event until its chunk is in.
  await expect(page.getByRole("status").filter({ hasText: /^Loading…$/ })).toHaveCount(0);
  await injectAxe(page);
  const results = await page.evaluate(
    (tags) => window.axe.run(document, { runOnly: { type: "tag", values: tags }, resultTypes: ["violations"] }),
    AXE_TAGS,
  );
  expect(
    results.violations.map(
      (v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`,
    ),
  ).toEqual([]);
}

/**
 * A request context of no one: Playwright gives `playwright.request.newContext()` the test's own
 * options, so without this it would carry the journey's stored session, and signing in over it
 * would end that session.
 */
const signedOutRequest = (playwright: PlaywrightWorkerArgs["playwright"], shop: Shop) =>
  playwright.request.newContext({ baseURL: shop.url, storageState: { cookies: [], origins: [] } });

async function logInOver(request: APIRequestContext, who: { email: string; password: string }) {
  const res = await request.post("/api/login-local", { data: who });
  expect(res.ok(), await res.text()).toBe(true);
}

export async function logIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto("/auth");
  await page.getByRole("main").getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Log In" }).click();
  await expect(page.getByRole("button", { name: "Log out" }).first()).toBeVisible();
}
