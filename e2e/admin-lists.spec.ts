import { readFile } from "node:fs/promises";
import { parseCsv } from "../src/server/test/csv-parse";
import { expect, expectAccessible, test } from "./support/fixtures";
import { signIn } from "./support/accounts";
import { buyAsGuest } from "./support/checkout";
import { orderIdOf } from "./support/admin";

// The owner's day with a grown shop (decision 032): find an order by email, filter by a
// status, keep the view across a reload, archive two at once and export what the list shows.
const SCREENSHOTS = process.env.E2E_SCREENSHOTS;

test.use({ viewport: { width: 1280, height: 900 } });

test("the owner searches by email, filters by 'Shipped', reloads and keeps the view, bulk-archives two and exports them", async ({
  page,
}) => {
  const stamp = Date.now();
  const email = (who: string) => `${who}-${stamp}@lists.example.com`;
  const [first, second, third] = [email("oak"), email("ash"), email("elm")];
  for (const [address, lastName] of [
    [first, "Oakley"],
    [second, "Ashby"],
    [third, "Elmore"],
  ])
    await buyAsGuest(page, address, { firstName: "Robin", lastName });
  await signIn(page.request);
  const [oak, ash, elm] = [await orderIdOf(page, first), await orderIdOf(page, second), await orderIdOf(page, third)];
  for (const id of [oak, ash]) {
    const shipped = { status: "shipped", carrier: "UPS", trackingNumber: `1Z${id}` };
    expect((await page.request.patch(`/api/admin/orders/${id}/status`, { data: shipped })).ok()).toBe(true);
  }

  await page.goto("/admin");
  await page.getByRole("tab", { name: "Shop Orders" }).click();
  await expect(page).toHaveURL(/[?&]tab=shop-orders/);
  const panel = page.getByRole("tabpanel", { name: "Shop Orders" });
  const rows = panel.locator("tbody tr");

  // One email finds its one order.
  await panel.getByRole("searchbox", { name: "Search" }).fill(third);
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(third)}`));
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(`#${elm}`);
  await expect(panel.getByText("Showing 1–1 of 1")).toBeVisible();

  // The three of this journey, then the shipped ones among them.
  await panel.getByRole("searchbox", { name: "Search" }).fill(`${stamp}@lists.example.com`);
  await expect(rows).toHaveCount(3);
  await panel.getByRole("combobox", { name: "Status", exact: true }).click();
  await page.getByRole("option", { name: "Shipped" }).click();
  await expect(page).toHaveURL(/[?&]status=shipped/);
  await expect(rows).toHaveCount(2);
  await expect(panel.getByText(`#${elm}`, { exact: true })).toHaveCount(0);
  await expectAccessible(page);
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/admin-lists-filtered-1280.png`, fullPage: true });

  // A reload keeps the tab, the search and the filter.
  await page.reload();
  await expect(panel.getByRole("combobox", { name: "Status", exact: true })).toHaveText("Shipped");
  await expect(panel.getByRole("searchbox", { name: "Search" })).toHaveValue(`${stamp}@lists.example.com`);
  await expect(rows).toHaveCount(2);
  for (const id of [oak, ash]) await expect(panel.getByText(`#${id}`, { exact: true })).toBeVisible();

  // Both shipped orders, archived with one confirmation.
  await panel.getByRole("checkbox", { name: "Select all on this page" }).check();
  await panel.getByRole("region", { name: "Bulk actions" }).getByRole("button", { name: "Archive selected" }).click();
  await page
    .getByRole("alertdialog", { name: "Archive 2 orders?" })
    .getByRole("button", { name: "Archive 2 orders" })
    .click();
  await expect(page.getByText("2 orders archived", { exact: true })).toBeVisible();
  await expect(panel.getByText("No matches")).toBeVisible();

  // The export holds what the search and filter name, archived orders included (decision 029).
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    panel.getByRole("link", { name: "Export CSV" }).click(),
  ]);
  const [header, ...csvRows] = parseCsv((await readFile(await download.path(), "utf8")).slice(1));
  const column = (name: string) => header.indexOf(name);
  expect(csvRows.map((row) => [row[column("Order")], row[column("Email")], row[column("Status")]])).toEqual([
    [String(oak), first, "shipped"],
    [String(ash), second, "shipped"],
  ]);

  // The third order is still in Shop Orders once the filters are cleared.
  await panel.getByRole("button", { name: "Clear filters" }).click();
  await expect(page).not.toHaveURL(/status=/);
  await panel.getByRole("searchbox", { name: "Search" }).fill(third);
  await expect(rows).toHaveCount(1);
});

test("an edited address with a bad filter still opens the list, and the pages follow the address", async ({ page }) => {
  await signIn(page.request);
  await page.goto("/admin?tab=shop-orders&status=lost&pageSize=1");
  const panel = page.getByRole("tabpanel", { name: "Shop Orders" });
  // 'lost' is no status: the list shows every order, one a page.
  await expect(panel.getByRole("combobox", { name: "Status", exact: true })).toHaveText("All statuses");
  await expect(panel.locator("tbody tr")).toHaveCount(1);
  await expect(panel.getByText(/^Page 1 of \d+$/)).toBeVisible();
  await panel.getByRole("button", { name: "Next" }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(panel.getByText(/^Page 2 of \d+$/)).toBeVisible();
  await page.goBack();
  await expect(panel.getByText(/^Page 1 of \d+$/)).toBeVisible();
});
