import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { signIn } from "./support/accounts";

// WCAG 2.4.11 Focus Not Obscured: a control reached with Tab is never hidden under the sticky header,
// a board page's sticky 'Add to Cart' bar on a phone, the admin's sticky tab bar or the Site Content
// tab's sticky Save bar (decisions 063 and 083: scroll-padding on the document keeps them clear).

/**
 * Tabs through the page `presses` times; after each, the focused control's middle must show the
 * control itself (or what it holds), not a bar drawn over it. Answers what was hidden.
 */
async function hiddenFocus(page: Page, presses: number): Promise<string[]> {
  const hidden: string[] = [];
  for (let i = 0; i < presses; i++) {
    await page.keyboard.press("Tab");
    const found = await page.evaluate(async () => {
      // Where the scroll to the focused control comes to rest: at once with reduced motion (below),
      // where a smooth one would end after its frames; judged once it held still for a frame.
      const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
      for (let still = 0, last = -1, n = 0; still < 1 && n < 120; n++) {
        await frame();
        still = window.scrollY === last ? still + 1 : 0;
        last = window.scrollY;
      }
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return null;
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) return null;
      const x = Math.min(Math.max(r.left + r.width / 2, 0), window.innerWidth - 1);
      const y = Math.min(Math.max(r.top + r.height / 2, 0), window.innerHeight - 1);
      const top = document.elementFromPoint(x, y);
      const shown =
        top !== null && (el === top || el.contains(top) || top.contains(el) || !!el.closest("label")?.contains(top));
      const inView = r.bottom > 0 && r.top < window.innerHeight;
      return shown && inView
        ? null
        : `${el.tagName.toLowerCase()} "${(el.getAttribute("aria-label") ?? el.textContent ?? "").trim().slice(0, 40)}"`;
    });
    if (found) hidden.push(found);
  }
  return hidden;
}

test.beforeEach(async ({ page }) => {
  // The page scrolls to each control at once (scroll-behavior: auto), to where a smooth scroll ends:
  // 200 presses judged without waiting out an animation each (issue 38).
  await page.emulateMedia({ reducedMotion: "reduce" });
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 700 } });

  test("Tab never leaves focus under the sticky header or a board page's 'Add to Cart' bar", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await hiddenFocus(page, 40)).toEqual([]);
    await page.goto("/products/classic-walnut-carving-board");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await hiddenFocus(page, 40)).toEqual([]);
  });
});

test.describe("on a phone, in the admin", () => {
  // The admin's tab bar is tallest on a phone: its tabs wrap onto rows (decision 083).
  test.use({ viewport: { width: 390, height: 700 } });

  test("Tab never leaves focus under the header and the admin's sticky tab bar", async ({ page }) => {
    await signIn(page.request);
    await page.goto("/admin");
    await expect(page.getByRole("region", { name: "What needs doing" }).getByRole("heading")).toBeVisible();
    await expect(page.getByRole("tabpanel", { name: "Products" }).getByRole("row").nth(1)).toBeVisible();
    await page.getByRole("heading", { name: "Admin Dashboard" }).click();
    expect(await hiddenFocus(page, 60)).toEqual([]);
    // The page has scrolled under the bar by then: the bar is in its place under the header.
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  });
});

test.describe("on a desktop", () => {
  test.use({ viewport: { width: 1280, height: 720 } });

  test("Tab never leaves focus under the admin's tab bar or the Site Content tab's sticky Save bar", async ({
    page,
  }) => {
    await signIn(page.request);
    await page.goto("/admin?tab=site-content");
    await expect(page.getByRole("button", { name: "Save Changes" })).toBeVisible();
    await page.getByRole("tabpanel").getByRole("heading").first().click();
    expect(await hiddenFocus(page, 60)).toEqual([]);
  });
});
