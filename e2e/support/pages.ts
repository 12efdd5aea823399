import type { Page } from "@playwright/test";

/** Holds every request to `url` (a glob) until the answer's `release()`, to see what a page shows meanwhile. */
export async function holdRequests(page: Page, url: string): Promise<() => void> {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await gate;
    await route.continue();
  });
  return release;
}

/**
 * Serves every page as the server does when it cannot render one: the app's bare HTML, without
 * the rendered markup or the data it was rendered with, so the browser renders the page and
 * fetches its reads itself. Journeys use it to see the loading and error states of those reads,
 * which a rendered page never shows.
 */
export async function withoutServerRendering(page: Page): Promise<void> {
  await page.route(
    (url) => !url.pathname.startsWith("/api/") && !url.pathname.startsWith("/assets/"),
    async (route) => {
      if (route.request().resourceType() !== "document") return route.fallback();
      // Playwright's own request may reuse a keep-alive connection the shop has just closed (ECONNRESET,
      // seen once in CI): it is sent again then, as a browser would.
      const response = await route.fetch({ maxRetries: 1 });
      const html = (await response.text()).replace(
        /<div id="root">[\s\S]*?<\/div>\s*<script type="application\/json" id="page-data">[\s\S]*?<\/script>/,
        '<div id="root"></div>',
      );
      await route.fulfill({ response, body: html });
    },
  );
}

/**
 * Waits until a loaded page has nothing left to change: no request for 500 ms (networkidle), the
 * document and its fonts loaded, and two frames painted after that, so a late chunk's render and
 * its layout are done. States, not a stopwatch: it takes as long as the machine needs.
 */
export async function settledPage(page: Page): Promise<void> {
  await page.waitForLoadState("networkidle");
  await page.waitForFunction(() => document.readyState === "complete" && document.fonts.status === "loaded");
  await twoFramesPainted(page);
}

/** Waits until the page has painted two more frames: what it showed by then has been on the screen. */
export async function twoFramesPainted(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
}
