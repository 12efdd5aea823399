import type { Page } from "@playwright/test";
import type { AdminStats } from "@shared/stats";
import { expect, expectAccessible, test } from "./support/fixtures";

// The statistics strip for a period the owner picks, and revenue by month as a chart with its table (decision 028),
// on the Reports tab (decision 083).
const SCREENSHOTS = process.env.E2E_SCREENSHOTS;

/** The four figures as the strip shows them, from an answer of GET /api/admin/stats. */
const shown = (s: AdminStats) => ({
  active: String(s.activeOrders),
  completed: String(s.completedOrders),
  customers: String(s.customersServed),
  revenue: `$${s.revenueCollected}`,
});

async function expectStrip(page: Page, stats: AdminStats) {
  for (const [label, value] of Object.entries(shown(stats))) {
    await expect(page.getByTestId(`stat-${label}`).locator("p").last()).toHaveText(value);
  }
}

const viewport = { width: 360, height: 740 };
// A phone: the width where the strip and the chart could run off the screen.
test.use({ viewport, signedIn: "owner" });

test("the owner switches the period and the strip follows; revenue by month is drawn, with a table of the 12 months", async ({
  page,
}) => {
  const answer = async (query: string) =>
    (await (await page.request.get(`/api/admin/stats${query}`)).json()) as AdminStats;

  // All time by default: the spec's call, unchanged.
  const allTime = page.waitForResponse((res) => new URL(res.url()).pathname === "/api/admin/stats");
  await page.goto("/admin?tab=reports");
  expect(new URL((await allTime).url()).search).toBe("");
  const strip = page.getByRole("region", { name: "Shop statistics" });
  await expect(strip.getByRole("radio", { name: "All time" })).toBeChecked();
  await expectStrip(page, await answer(""));

  for (const [label, period, says] of [
    ["Last 30 days", "30d", "Orders placed in the last 30 days"],
    ["This year", "year", "Orders placed this calendar year"],
    ["All time", "all", "Every order since the shop opened"],
  ] as const) {
    // "All time" is already cached from the first read; another period is asked of the server.
    const asked =
      period === "all" ? null : page.waitForResponse((res) => res.url().includes(`/api/admin/stats?period=${period}`));
    await strip.getByText(label, { exact: true }).click();
    await expect(strip.getByRole("radio", { name: label })).toBeChecked();
    await expect(strip.getByText(says)).toBeVisible();
    if (asked) expect((await asked).ok()).toBe(true);
    await expectStrip(page, await answer(period === "all" ? "" : `?period=${period}`));
  }

  // The chart: a canvas with a summary for screen readers, and the same numbers as a table.
  const card = page.getByRole("region", { name: "Revenue by month" });
  const canvas = card.locator("canvas");
  await expect(canvas).toBeVisible();
  await expect(canvas).toHaveAttribute("role", "img");
  await expect(canvas).toHaveAttribute("aria-label", /^Bar chart of revenue by month, \w+ \d{4} to \w+ \d{4}/);
  expect((await canvas.boundingBox())?.height).toBeGreaterThan(150);

  const table = card.getByRole("table", { name: "Revenue by month, last 12 months" });
  await expect(table.locator("tbody tr")).toHaveCount(12);
  await card.getByRole("button", { name: "Show the numbers" }).click();
  await expect(card.getByRole("button", { name: "Hide the numbers" })).toHaveAttribute("aria-pressed", "true");
  await expect(table.locator("tbody tr").first().locator("th")).toBeVisible();
  const months = (await (await page.request.get("/api/admin/stats/revenue-by-month")).json()) as {
    month: string;
    revenue: string;
  }[];
  await expect(table.locator("tbody td")).toHaveText(months.map((m) => `$${m.revenue}`));
  const thisMonth = new Intl.DateTimeFormat("en-US", { month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(),
  );
  await expect(table.locator("tbody tr").last().locator("th")).toHaveText(thisMonth);

  // Neither the strip nor the chart runs off a phone's screen.
  for (const part of [strip.getByRole("list"), card]) {
    const box = await part.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? Infinity)).toBeLessThanOrEqual(viewport.width);
  }
  await expectAccessible(page);
  if (SCREENSHOTS) {
    await strip.screenshot({ path: `${SCREENSHOTS}/admin-statistics-${viewport.width}.png` });
    await page.screenshot({ path: `${SCREENSHOTS}/admin-statistics-page-${viewport.width}.png` });
  }
});
