import { expect, test } from "./support/fixtures";
import { settledPage } from "./support/pages";

// The Content-Security-Policy is strict (no inline scripts, no eval); pages must live within it
// rather than have the browser refuse and report something on every visit (Lighthouse's best practices).
for (const path of [
  "/",
  "/products/classic-walnut-carving-board",
  "/gallery",
  "/about",
  "/custom-orders",
  "/policies/shipping",
  "/auth",
]) {
  test(`${path} breaks no rule of the Content-Security-Policy`, async ({ page }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { __violations: string[] };
      w.__violations = [];
      document.addEventListener("securitypolicyviolation", (e) =>
        w.__violations.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}`),
      );
    });
    await page.goto(path);
    // Forms load zod with their page: every late chunk has loaded and run.
    await settledPage(page);
    expect(await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations)).toEqual([]);
  });
}
