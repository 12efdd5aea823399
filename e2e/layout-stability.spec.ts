import { expect, test } from "./support/fixtures";
import { settledPage } from "./support/pages";

// Nothing moves while a public page loads (CLS at most 0.02), on a phone and a desktop.
// The browser's own layout-shift entries are summed from the first paint until the page settles.
const PAGES = [
  "/",
  "/products/classic-walnut-carving-board",
  "/gallery",
  "/about",
  "/custom-orders",
  "/policies/shipping",
];

for (const viewport of [
  { name: "phone", width: 360, height: 780 },
  { name: "desktop", width: 1280, height: 860 },
]) {
  test.describe(`on a ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    for (const path of PAGES) {
      test(`${path} loads without layout shifts`, async ({ page }) => {
        await page.addInitScript(() => {
          const w = window as unknown as { __shift: number };
          w.__shift = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & {
              value: number;
              hadRecentInput: boolean;
            })[]) {
              if (!entry.hadRecentInput) w.__shift += entry.value;
            }
          }).observe({ type: "layout-shift", buffered: true });
        });
        await page.goto(path);
        await settledPage(page);
        const shift = await page.evaluate(() => (window as unknown as { __shift: number }).__shift);
        expect(shift).toBeLessThanOrEqual(0.02);
      });
    }
  });
}

test("only the Latin subsets of the two fonts are preloaded, and both are in use", async ({ page }) => {
  await page.goto("/");
  const preloaded = await page
    .locator('link[rel="preload"][as="font"]')
    .evaluateAll((links) => links.map((l) => l.getAttribute("href")));
  expect(preloaded).toHaveLength(2);
  expect(preloaded.join(" ")).toMatch(
    /fraunces-latin-wght-normal-.*inter-latin-wght-normal-|inter-latin-wght-normal-.*fraunces-latin-wght-normal-/,
  );
  await page.evaluate(() => document.fonts.ready);
  const loaded = await page.evaluate(() =>
    [...document.fonts].filter((f) => f.status === "loaded").map((f) => f.family),
  );
  expect(loaded).toEqual(expect.arrayContaining(["Fraunces Variable", "Inter Variable"]));
});
