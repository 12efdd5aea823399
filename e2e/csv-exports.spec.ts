import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { parseCsv } from "../src/server/test/csv-parse";
import { expect, expectAccessible, test } from "./support/fixtures";
import { buyAsGuest } from "./support/checkout";
import { signIn } from "./support/accounts";

// The owner's CSV exports (decision 029): a plain download from the admin's tabs.

/** Clicks 'Export CSV' and reads the file the browser saved. */
async function exportOrders(page: Page): Promise<{ filename: string; text: string }> {
  const panel = page.getByRole("tabpanel", { name: "Shop Orders" });
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    panel.getByRole("link", { name: "Export CSV" }).click(),
  ]);
  return { filename: download.suggestedFilename(), text: await readFile(await download.path(), "utf8") };
}

test.use({ viewport: { width: 1280, height: 900 } });

test("the owner exports the orders of a date range from Shop Orders as a CSV holding the right rows", async ({
  page,
}) => {
  const stamp = Date.now();
  const emails = [`export-a-${stamp}@example.com`, `export-b-${stamp}@example.com`];
  await buyAsGuest(page, emails[0], { firstName: "Rowan", lastName: "Ash" });
  await buyAsGuest(page, emails[1], { firstName: "Rowan", lastName: "Birch, the Elder" });
  await signIn(page.request);

  await page.goto("/admin");
  await page.getByRole("tab", { name: "Shop Orders" }).click();
  const panel = page.getByRole("tabpanel", { name: "Shop Orders" });
  const today = new Date().toISOString().slice(0, 10);
  await panel.getByLabel("From").fill(today);
  await panel.getByLabel("To").fill(today);
  await expectAccessible(page);

  const { filename, text } = await exportOrders(page);
  expect(filename).toBe(`orders-${today}.csv`);
  expect(text.charCodeAt(0)).toBe(0xfeff);
  const [header, ...rows] = parseCsv(text.slice(1));
  expect(header.slice(0, 4)).toEqual(["Order", "Placed (UTC)", "Customer", "Email"]);
  const column = (name: string) => header.indexOf(name);
  const ours = rows.filter((r) => emails.includes(r[column("Email")]));
  expect(ours.map((r) => r[column("Customer")])).toEqual(["Rowan Ash", "Rowan Birch, the Elder"]);
  for (const row of ours) {
    expect(row[column("Placed (UTC)")].startsWith(today)).toBe(true);
    expect(row[column("Items")]).toBe("1 × Maple Square Prep Board (49.00 each)");
    expect(row[column("Subtotal")]).toBe("49.00");
    expect(row[column("Payment")]).toBe("manual");
  }

  // A range that ends yesterday leaves today's orders out.
  const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  await panel.getByLabel("From").fill("2020-01-01");
  await panel.getByLabel("To").fill(yesterday);
  const earlier = await exportOrders(page);
  expect(earlier.text).not.toContain(emails[0]);
  expect(parseCsv(earlier.text.slice(1))[0]).toEqual(header);
});
