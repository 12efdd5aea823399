import { expect, expectAccessible, test } from "./support/fixtures";
import { buyAsGuest } from "./support/checkout";
import { signIn } from "./support/accounts";
import { orderIdOf } from "./support/admin";

// Bulk actions in the admin's lists (decision 030): pick rows, act once, confirm once.
const SCREENSHOTS = process.env.E2E_SCREENSHOTS;

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 360, height: 780 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("the owner picks two orders in Shop Orders, archives them with one confirmation, and finds them in Archived", async ({
      page,
    }) => {
      const stamp = `${Date.now()}-${viewport.width}`;
      const emails = [`bulk-a-${stamp}@example.com`, `bulk-b-${stamp}@example.com`];
      for (const email of emails) await buyAsGuest(page, email, { firstName: "Hazel", lastName: "Woodward" });
      await signIn(page.request);
      const ids = [await orderIdOf(page, emails[0]), await orderIdOf(page, emails[1])];

      await page.goto("/admin");
      await page.getByRole("tab", { name: "Shop Orders" }).click();
      const panel = page.getByRole("tabpanel");
      await expect(panel.getByRole("checkbox", { name: "Select all on this page" })).toBeVisible();
      for (const id of ids) await panel.getByRole("checkbox", { name: `Select order #${id}` }).check();

      const bar = panel.getByRole("region", { name: "Bulk actions" });
      await expect(bar).toContainText("2 orders selected");
      await expect(panel.getByRole("checkbox", { name: "Select all on this page" })).toHaveAttribute(
        "data-state",
        /indeterminate|checked/,
      );
      await expectAccessible(page);
      if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/bulk-selected-${viewport.width}.png` });

      await bar.getByRole("button", { name: "Archive selected" }).click();
      const confirm = page.getByRole("alertdialog", { name: "Archive 2 orders?" });
      await expect(confirm).toBeVisible();
      if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/bulk-confirm-${viewport.width}.png` });
      await confirm.getByRole("button", { name: "Archive 2 orders" }).click();
      await expect(confirm).toBeHidden();
      await expect(page.getByText("2 orders archived", { exact: true })).toBeVisible();

      // The selection is cleared, and both orders left Shop Orders.
      await expect(bar).toBeHidden();
      for (const id of ids) await expect(panel.getByRole("checkbox", { name: `Select order #${id}` })).toHaveCount(0);

      await page.getByRole("tab", { name: "Archived" }).click();
      const archived = page.getByRole("tabpanel");
      for (const email of emails) await expect(archived.getByText(email)).toBeVisible();
      if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/bulk-archived-${viewport.width}.png` });
    });
  });
}
