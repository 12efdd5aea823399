import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { settledPage, twoFramesPainted } from "./support/pages";

// Nothing moves while a public page loads (CLS at most 0.02), on a phone and a desktop: one walk
// through the pages at each width (issue 38), since a shift depends on the width.
// The browser's own layout-shift entries are summed from the first paint until the page settles.
// The fonts arrive only after the page has painted with their fallbacks: a late swap is the case
// that can move a page, and a fast machine would otherwise hide it.
// The same walks see that a signed-out visitor's pages log no console error and that no request
// fails, at both widths, since the images a page asks for depend on it.
const PAGES = [
  "/",
  "/products/classic-walnut-carving-board",
  "/gallery",
  "/about",
  "/custom-orders",
  "/policies/shipping",
];
const BOARD = "Classic Walnut Carving Board";

/** Every console error, failed answer (400 or more) and failed request of `page` from now on. */
function problemsOf(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(`console error: ${message.text()}`);
  });
  page.on("response", (response) => {
    if (response.status() >= 400)
      problems.push(`${response.status()} ${response.request().method()} ${response.url()}`);
  });
  // A request the browser itself called off because the visitor moved on (a page's chunk still on its
  // way at the next page.goto) is not a failure of the shop.
  page.on("requestfailed", (request) => {
    const error = request.failure()?.errorText;
    if (error !== "net::ERR_ABORTED") problems.push(`failed ${request.url()}: ${error}`);
  });
  return problems;
}

/**
 * Holds the fonts of each page until `release()`: routing turns the browser's cache off, so every
 * page fetches its fonts again, and each is held anew by `hold()` before its navigation.
 */
async function fontGate(page: Page): Promise<{ hold: () => void; release: () => void }> {
  let gate = Promise.resolve();
  let open = () => {};
  await page.route("**/*.woff2", async (route) => {
    await gate;
    await route.continue();
  });
  return {
    hold: () => {
      gate = new Promise<void>((resolve) => (open = resolve));
    },
    release: () => open(),
  };
}

for (const viewport of [
  { name: "phone", width: 360, height: 780 },
  { name: "desktop", width: 1280, height: 860 },
]) {
  test(`on a ${viewport.name}, each public page loads without layout shifts, and a signed-out visitor meets no console error and no failed request`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    const problems = problemsOf(page);
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
    const fonts = await fontGate(page);
    for (const path of PAGES) {
      fonts.hold();
      await page.goto(path, { waitUntil: "domcontentloaded" });
      await twoFramesPainted(page);
      fonts.release();
      await settledPage(page);
      const shift = await page.evaluate(() => (window as unknown as { __shift: number }).__shift);
      expect(shift, path).toBeLessThanOrEqual(0.02);
      await expect(page.getByRole("main")).not.toBeEmpty();
    }

    // The visitor's own pages, and moving around the shop the way a visitor does, without reloading.
    for (const path of ["/cart", "/auth"]) {
      await page.goto(path, { waitUntil: "networkidle" });
      await expect(page.getByRole("main")).not.toBeEmpty();
    }
    await page.goto("/", { waitUntil: "networkidle" });
    await page.getByRole("button", { name: `View Details: ${BOARD}` }).click();
    await page.getByRole("dialog", { name: BOARD }).getByRole("button", { name: "Close", exact: true }).click();
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Cart" }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await page.waitForLoadState("networkidle");
    expect(problems).toEqual([]);
  });
}

test("only the Latin subsets of the two fonts are preloaded, and both are in use; the headings' fallback is as wide as Fraunces at each weight, so a title wraps alike before the swap", async ({
  page,
}) => {
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

  // Measured after the check above: the measuring itself loads the fonts it names.
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
