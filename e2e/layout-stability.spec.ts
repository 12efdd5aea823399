import { expect, test } from "./support/fixtures";
import { holdRequests, settledPage, twoFramesPainted } from "./support/pages";

// Nothing moves while a public page loads (CLS at most 0.02), on a phone and a desktop.
// The browser's own layout-shift entries are summed from the first paint until the page settles.
// The fonts arrive only after the page has painted with their fallbacks: a late swap is the case
// that can move a page, and a fast machine would otherwise hide it.
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
        const releaseFonts = await holdRequests(page, "**/*.woff2");
        await page.goto(path, { waitUntil: "domcontentloaded" });
        await twoFramesPainted(page);
        releaseFonts();
        await settledPage(page);
        const shift = await page.evaluate(() => (window as unknown as { __shift: number }).__shift);
        expect(shift).toBeLessThanOrEqual(0.02);
      });
    }
  });
}

test("the fallback of the headings' font is as wide as Fraunces at each weight, so a title wraps alike before the swap", async ({
  page,
}) => {
  await page.goto("/");
  await page.evaluate(() => document.fonts.ready);
  const ratios = await page.evaluate(() => {
    const width = (family: string, weight: number, text: string) => {
      const span = document.createElement("span");
      span.style.cssText = `position:absolute;white-space:nowrap;font-size:40px;font-family:${family};font-weight:${weight}`;
      span.textContent = text;
      document.body.append(span);
      const { width } = span.getBoundingClientRect();
      span.remove();
      return width;
    };
    const titles = ["Shipping & Returns", "Privacy Policy", "Terms of Service", "Our Collection", "Custom Orders"];
    return [500, 600, 700].flatMap((weight) =>
      titles.map((title) => ({
        weight,
        title,
        ratio:
          Math.round(
            (width('"Fraunces Variable"', weight, title) / width('"Fraunces Fallback"', weight, title)) * 1000,
          ) / 1000,
      })),
    );
  });
  // Within 3% for each: a title that fits on one line in one fits in the other, but at the very edge.
  expect(ratios.filter((r) => Math.abs(r.ratio - 1) > 0.03)).toEqual([]);
});

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
