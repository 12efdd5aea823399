import { expect, expectAccessible, test } from "./support/fixtures";

// The journeys' axe check itself (support/fixtures.ts, issue 38): while a modal dialog hides the page
// it scans the open dialog, whose faults it finds, and not the page behind (pale text there, which a
// whole-page scan reports, is not the dialog's); beside a non-modal dialog it scans the whole page.
const html = (body: string) =>
  `<!doctype html><html lang="en"><head><title>Check</title></head><body>${body}</body></html>`;
const SAVE = `<button style="padding: 16px">Save</button>`;

test("the axe check scans an open modal dialog, and the whole page beside a non-modal one", async ({ page }) => {
  await page.setContent(
    html(
      `<div aria-hidden="true"><main><h1>Shop</h1></main></div><div role="dialog" aria-label="Edit"><button></button></div>`,
    ),
  );
  await expect(expectAccessible(page), "a nameless button in the open dialog").rejects.toThrow(/button-name/);

  await page.setContent(
    html(
      `<div aria-hidden="true"><main><h1>Shop</h1><p style="color: #bbb">Pale text behind the dialog</p></main></div><div role="dialog" aria-label="Edit">${SAVE}</div>`,
    ),
  );
  await expectAccessible(page);

  await page.setContent(
    html(`<main><h1>Shop</h1><button></button></main><div role="dialog" aria-label="Edit">${SAVE}</div>`),
  );
  await expect(expectAccessible(page), "a nameless button beside a non-modal dialog").rejects.toThrow(/button-name/);
});
