import type { Locator, Page } from "@playwright/test";
import type { TaxReportRow } from "@shared/stats";
import type { TaxSetting } from "@shared/tax";
import { expect, expectAccessible, test } from "./support/fixtures";
import { signIn } from "./support/accounts";

// The owner's sales tax (decision 064): a rate per state in the Site Content tab, and the report beside the statistics.
const SCREENSHOTS = process.env.E2E_SCREENSHOTS;
const BAD_RATE = "Enter the rate in percent, like 6.5 (at most 3 decimals and 20%)";

// The report's own answer, as the server adds it up (src/server/stats/stats.service.ts, proven by its API tests).
const REPORT: TaxReportRow[] = [
  {
    month: "2026-10",
    state: "NY",
    orders: 3,
    taxableSales: "412.00",
    taxCollected: "36.57",
    taxRefunded: "0.00",
    netTax: "36.57",
  },
  {
    month: "2026-10",
    state: "WA",
    orders: 5,
    taxableSales: "689.00",
    taxCollected: "44.79",
    taxRefunded: "5.20",
    netTax: "39.59",
  },
];

const storedTax = async (page: Page) =>
  ((await (await page.request.get("/api/admin/site-content")).json()) as { tax: TaxSetting }).tax;

/** The row of one state in the Sales Tax section, found by its remove button. */
const rowOf = (section: Locator, state: string) =>
  section.getByRole("listitem").filter({ has: section.page().getByRole("button", { name: `Remove ${state}` }) });

async function save(page: Page) {
  await page.getByRole("tabpanel").getByRole("button", { name: "Save Changes" }).click();
}

async function openSiteContent(page: Page) {
  await page.goto("/admin?tab=site-content");
  const section = page.getByRole("region", { name: "Sales Tax", exact: true });
  await expect(section.getByRole("button", { name: "Add a state" })).toBeVisible();
  return section;
}

// The owner's desk: the Site Content tab and the report's table at 1280 px; the report's cards on a phone.
const DESK = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };
test.use({ viewport: DESK });

// Other journeys of this shop expect no tax anywhere: the table is emptied whatever happened.
test.afterEach(async ({ page }) => {
  await signIn(page.request);
  expect((await page.request.patch("/api/admin/site-content", { data: { tax: { rates: [] } } })).ok()).toBe(true);
});

test("the owner sets Washington and New York's sales tax in Site Content, is refused a 21% rate, removes New York, and reads the Sales tax report with its CSV", async ({
  page,
}) => {
  const viewport = DESK;
  await signIn(page.request);
  expect((await page.request.patch("/api/admin/site-content", { data: { tax: { rates: [] } } })).ok()).toBe(true);

  // Nothing is collected by default.
  const section = await openSiteContent(page);
  await expect(section).toContainText("Nothing is collected until you add a state.");
  await expect(section.getByText("No sales tax is collected.", { exact: true })).toBeVisible();

  // Washington 6.5%, shipping not taxed; New York 8.875% with shipping.
  await section.getByRole("button", { name: "Add a state" }).click();
  const rows = section.getByRole("listitem");
  await expect(rows).toHaveCount(1);
  await expect(rows.first().getByLabel("State")).toBeFocused();
  await rows.first().getByLabel("State").selectOption({ label: "Washington (WA)" });
  await rows.first().getByLabel("Rate (%)").fill("6.5");
  await section.getByRole("button", { name: "Add a state" }).click();
  await expect(rows).toHaveCount(2);
  await rows.nth(1).getByLabel("State").selectOption({ label: "New York (NY)" });
  await rows.nth(1).getByLabel("Rate (%)").fill("8.875");
  await rows.nth(1).getByLabel("Tax shipping").check();
  await expect(section).toContainText("Washington: 6.5% of the boards");
  await expect(section).toContainText("New York: 8.875% of the boards and shipping");
  await expectAccessible(page);
  if (SCREENSHOTS) await section.screenshot({ path: `${SCREENSHOTS}/sales-tax-admin-${viewport.width}.png` });
  await save(page);
  await expect(page.getByText("Site content updated successfully", { exact: true })).toBeVisible();

  // Kept after a reload, in the states' order.
  await page.reload();
  await expect(rowOf(section, "New York").getByLabel("Rate (%)")).toHaveValue("8.875");
  await expect(rowOf(section, "New York").getByLabel("Tax shipping")).toBeChecked();
  await expect(rowOf(section, "New York").getByLabel("State")).toHaveValue("NY");
  await expect(rowOf(section, "Washington").getByLabel("Rate (%)")).toHaveValue("6.5");
  await expect(rowOf(section, "Washington").getByLabel("Tax shipping")).not.toBeChecked();
  expect(await storedTax(page)).toEqual({
    rates: [
      { state: "NY", rate: "8.875", shipping: true },
      { state: "WA", rate: "6.5", shipping: false },
    ],
  });

  // 21% is refused at its field, and nothing is saved.
  const nyRate = rowOf(section, "New York").getByLabel("Rate (%)");
  await nyRate.fill("21");
  await save(page);
  await expect(page.getByText("Nothing was saved", { exact: true })).toBeVisible();
  await expect(nyRate).toHaveAttribute("aria-invalid", "true");
  await expect(nyRate).toHaveAccessibleDescription(BAD_RATE);
  await expect(rowOf(section, "New York").getByRole("alert")).toHaveText(BAD_RATE);
  await expect(section).toContainText("New York: enter the rate in percent, like 6.5");
  await expectAccessible(page);
  expect((await storedTax(page)).rates.find((r) => r.state === "NY")?.rate).toBe("8.875");

  // The server refuses it too, at the same field.
  const refused = await page.request.patch("/api/admin/site-content", {
    data: {
      tax: {
        rates: [
          { state: "WA", rate: "6.5" },
          { state: "New York", rate: "21", shipping: true },
        ],
      },
    },
  });
  expect(refused.status()).toBe(400);
  expect(((await refused.json()) as { errors: { path: string; message: string }[] }).errors).toEqual([
    { path: "tax.rates.1.rate", message: BAD_RATE },
  ]);

  // New York removed: Washington stays.
  await section.getByRole("button", { name: "Remove New York" }).click();
  await expect(rows).toHaveCount(1);
  await save(page);
  await expect(page.getByText("Site content updated successfully", { exact: true })).toBeVisible();
  await page.reload();
  await expect(rows).toHaveCount(1);
  await expect(section.getByRole("button", { name: "Remove Washington" })).toBeVisible();
  expect(await storedTax(page)).toEqual({ rates: [{ state: "WA", rate: "6.5", shipping: false }] });

  // The Sales tax card: this month so far by default, the rows the report answers, and its CSV.
  const today = new Date().toISOString().slice(0, 10);
  const monthStart = `${today.slice(0, 8)}01`;
  const lastYear = Number(today.slice(0, 4)) - 1;
  // The report is on the Reports tab (decision 083).
  await page.getByRole("tab", { name: "Reports" }).click();
  const card = page.getByRole("region", { name: "Sales tax report", exact: true });
  await card.scrollIntoViewIfNeeded();
  await expect(card.getByLabel("From")).toHaveValue(monthStart);
  await expect(card.getByLabel("To")).toHaveValue(today);
  const csv = card.getByRole("link", { name: "Download CSV" });
  await expect(csv).toHaveAttribute("href", `/api/admin/exports/tax.csv?from=${monthStart}&to=${today}`);
  const report = (await (
    await page.request.get(`/api/admin/stats/tax?from=${monthStart}&to=${today}`)
  ).json()) as TaxReportRow[];
  if (report.length === 0) {
    await expect(card.getByText("No sales tax collected in this period.", { exact: true })).toBeVisible();
  } else {
    await expect(card.locator("table tbody tr")).toHaveCount(report.length);
  }
  await expectAccessible(page);
  if (SCREENSHOTS) await card.screenshot({ path: `${SCREENSHOTS}/sales-tax-report-${viewport.width}.png` });

  // Another period: the table and the link follow; 'From' after 'To' is said, and asks nothing.
  const asked = page.waitForResponse((res) => res.url().includes(`/api/admin/stats/tax?from=${lastYear}-01-01`));
  await card.getByLabel("From").fill(`${lastYear}-01-01`);
  await asked;
  await expect(csv).toHaveAttribute("href", `/api/admin/exports/tax.csv?from=${lastYear}-01-01&to=${today}`);
  const file = await page.request.get(`/api/admin/exports/tax.csv?from=${lastYear}-01-01&to=${today}`);
  expect(file.ok()).toBe(true);
  expect((await file.text()).split(/\r?\n/)[0]).toContain(
    "Month,State,Orders,Taxable sales,Tax collected,Tax refunded,Net tax",
  );
  await card.getByLabel("To").fill(`${lastYear - 1}-12-31`);
  await expect(card.getByText("'From' must not be after 'To'", { exact: true })).toBeVisible();
  await expect(card.getByLabel("To")).toHaveAccessibleDescription("'From' must not be after 'To'");
  await expect(card.getByRole("button", { name: "Download CSV" })).toBeDisabled();

  // Washington removed too: no tax anywhere again, as the other journeys expect.
  await page.getByRole("tab", { name: "Site Content" }).click();
  await section.getByRole("button", { name: "Remove Washington" }).click();
  await expect(section.getByText("No sales tax is collected.", { exact: true })).toBeVisible();
  await save(page);
  await expect(page.getByText("Site content updated successfully", { exact: true })).toBeVisible();
  expect(await storedTax(page)).toEqual({ rates: [] });

  // The report's rows as the server adds them up: from 640 px a table, two rows, their total and a header row.
  await page.route("**/api/admin/stats/tax?*", (route) => route.fulfill({ json: REPORT }));
  await page.goto("/admin?tab=reports");
  const reportRows = card.getByRole("row");
  await expect(reportRows).toHaveCount(4);
  await expect(reportRows.filter({ hasText: "October 2026" }).filter({ hasText: "Washington (WA)" })).toContainText(
    /5\s*\$689\.00\s*\$44\.79\s*\$5\.20\s*\$39\.59/,
  );
  await expect(reportRows.filter({ hasText: "Total" })).toContainText(/8.*\$1,101\.00.*\$81\.36.*\$5\.20.*\$76\.16/s);
  await expectAccessible(page);
  if (SCREENSHOTS) await card.screenshot({ path: `${SCREENSHOTS}/sales-tax-report-rows-${viewport.width}.png` });
});

test("the Sales tax report shows each month and state, what refunds gave back, and the period's total", async ({
  page,
}) => {
  const viewport = PHONE;
  await page.setViewportSize(viewport);
  await signIn(page.request);
  await page.route("**/api/admin/stats/tax?*", (route) => route.fulfill({ json: REPORT }));
  await page.goto("/admin?tab=reports");
  const card = page.getByRole("region", { name: "Sales tax report", exact: true });
  // On a phone, a card per row: two rows and their total.
  const shown = card.getByRole("list", { name: "Sales tax by month and state" }).getByRole("listitem");
  await expect(shown).toHaveCount(3);
  await expect(shown.filter({ hasText: "October 2026" }).filter({ hasText: "Washington (WA)" })).toContainText(
    /Orders\s*5\s*Taxable sales\s*\$689\.00\s*Tax collected\s*\$44\.79\s*Tax refunded\s*\$5\.20\s*Net tax\s*\$39\.59/,
  );
  await expect(shown.filter({ hasText: "Total" })).toContainText(/8.*\$1,101\.00.*\$81\.36.*\$5\.20.*\$76\.16/s);
  await expectAccessible(page);
  if (SCREENSHOTS) await card.screenshot({ path: `${SCREENSHOTS}/sales-tax-report-rows-${viewport.width}.png` });
});
