import { expect, test } from "./support/fixtures";
import { settledPage } from "./support/pages";

// The Content-Security-Policy is strict (no inline scripts, no eval); pages must live within it
// rather than have the browser refuse and report something on every visit (Lighthouse's best practices).
// The policy does not depend on the width: one walk through the pages (issue 38).
const PAGES = [
  "/",
  "/products/classic-walnut-carving-board",
  "/gallery",
  "/about",
  "/custom-orders",
  "/policies/shipping",
  "/auth",
];

test("no public page breaks a rule of the Content-Security-Policy", async ({ page }) => {
  await page.addInitScript(() => {
    const w = window as unknown as { __violations: string[] };
    w.__violations = [];
    document.addEventListener("securitypolicyviolation", (e) =>
      w.__violations.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}`),
    );
  });
  for (const path of PAGES) {
    await page.goto(path);
    // Forms load zod with their page: every late chunk has loaded and run.
    await settledPage(page);
    expect(await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations), path).toEqual([]);
  }
});
