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
      const response = await route.fetch();
      const html = (await response.text()).replace(
        /<div id="root">[\s\S]*?<\/div>\s*<script type="application\/json" id="page-data">[\s\S]*?<\/script>/,
        '<div id="root"></div>',
      );
      await route.fulfill({ response, body: html });
    },
  );
}
