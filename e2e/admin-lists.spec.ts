import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { parseCsv } from "../src/server/test/csv-parse";
import { expect, expectAccessible, test } from "./support/fixtures";
import { placeOrder } from "./support/orders";

// The owner's day with a grown shop (decisions 029, 030 and 032): find an order by email, filter by a
// status, keep the view across a reload, pick two and archive them with one confirmation, find them
// in Archived, and export what the list shows and the orders of a date range.
const SCREENSHOTS = process.env.E2E_SCREENSHOTS;

test.use({ viewport: { width: 1280, height: 900 }, signedIn: "owner" });

/** Clicks 'Export CSV' and reads the file the browser saved. */
async function exportOrders(page: Page): Promise<{ filename: string; text: string }> {
  const panel = page.getByRole("tabpanel", { name: "Shop Orders" });
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    panel.getByRole("link", { name: "Export CSV" }).click(),
  ]);
  return { filename: download.suggestedFilename(), text: await readFile(await download.path(), "utf8") };
}

test("the owner searches by email, filters by 'Shipped', reloads and keeps the view, bulk-archives two, finds them in Archived and exports them", async ({
  page,
  guestRequest,
}) => {
  const stamp = Date.now();
  const email = (who: string) => `${who}-${stamp}@lists.example.com`;
  const [first, second, third] = [email("oak"), email("ash"), email("elm")];
  const names = ["Robin Oakley", "Rowan Ash", "Rowan Birch, the Elder"];
  // Three guests' orders, placed over the API (the checkout has journeys of its own).
  const [oak, ash, elm] = [
    (await placeOrder(guestRequest, first, { name: names[0] })).orderId,
    (await placeOrder(guestRequest, second, { name: names[1] })).orderId,
    (await placeOrder(guestRequest, third, { name: names[2] })).orderId,
  ];
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

  // Both shipped orders, picked one by one and then with 'Select all on this page', archived with one confirmation.
  await panel.getByRole("checkbox", { name: `Select order #${oak}` }).check();
  const bar = panel.getByRole("region", { name: "Bulk actions" });
  await expect(bar).toContainText("1 order selected");
  const all = panel.getByRole("checkbox", { name: "Select all on this page" });
  await expect(all).toHaveAttribute("data-state", "indeterminate");
  await panel.getByRole("checkbox", { name: `Select order #${ash}` }).check();
  await expect(bar).toContainText("2 orders selected");
  await expect(all).toHaveAttribute("data-state", "checked");
  await all.uncheck();
  await expect(bar).toBeHidden();
  await all.check();
  await expect(bar).toContainText("2 orders selected");
  await expectAccessible(page);
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/bulk-selected-1280.png` });
  await bar.getByRole("button", { name: "Archive selected" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Archive 2 orders?" });
  await expect(confirm).toBeVisible();
  await expectAccessible(page);
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/bulk-confirm-1280.png` });
  await confirm.getByRole("button", { name: "Archive 2 orders" }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText("2 orders archived", { exact: true })).toBeVisible();
  // The selection is cleared, and both orders left the list.
  await expect(bar).toBeHidden();
  await expect(panel.getByText("No matches")).toBeVisible();
  for (const id of [oak, ash])
    await expect(panel.getByRole("checkbox", { name: `Select order #${id}` })).toHaveCount(0);

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

  // The archived two are in Archived.
  await page.getByRole("tab", { name: "Archived" }).click();
  const archived = page.getByRole("tabpanel", { name: "Archived" });
  for (const address of [first, second]) await expect(archived.getByText(address)).toBeVisible();
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/bulk-archived-1280.png` });

  // The orders of a date range: today's hold this journey's three, archived ones too, oldest first.
  await page.getByRole("tab", { name: "Shop Orders" }).click();
  await panel.getByRole("searchbox", { name: "Search" }).fill(`${stamp}@lists.example.com`);
  const today = new Date().toISOString().slice(0, 10);
  await panel.getByLabel("From").fill(today);
  await panel.getByLabel("To").fill(today);
  await expectAccessible(page);
  const { filename, text } = await exportOrders(page);
  expect(filename).toBe(`orders-${today}.csv`);
  expect(text.charCodeAt(0)).toBe(0xfeff);
  const [dated, ...datedRows] = parseCsv(text.slice(1));
  expect(dated.slice(0, 4)).toEqual(["Order", "Placed (UTC)", "Customer", "Email"]);
  const at = (name: string) => dated.indexOf(name);
  const ours = datedRows.filter((r) => [first, second, third].includes(r[at("Email")]));
  expect(ours.map((r) => r[at("Customer")])).toEqual(names);
  for (const row of ours) {
    expect(row[at("Placed (UTC)")].startsWith(today)).toBe(true);
    expect(row[at("Items")]).toBe("1 × Maple Square Prep Board (49.00 each)");
    expect(row[at("Subtotal")]).toBe("49.00");
    expect(row[at("Payment")]).toBe("manual");
  }

  // A range that ends yesterday leaves today's orders out.
  const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  await panel.getByLabel("From").fill("2020-01-01");
  await panel.getByLabel("To").fill(yesterday);
  const earlier = await exportOrders(page);
  expect(earlier.text).not.toContain(first);
  expect(parseCsv(earlier.text.slice(1))[0]).toEqual(dated);
});

test("an edited address with a bad filter still opens the list, and the pages follow the address", async ({
  page,
  guestRequest,
}) => {
  // At least two orders, so that one a page makes two pages.
  for (const who of ["page-a", "page-b"]) await placeOrder(guestRequest, `${who}-${Date.now()}@lists.example.com`);
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
