import type { Page } from "@playwright/test";
import { ADMIN, expect, expectAccessible, logIn, test } from "./support/fixtures";
import { placeOrder } from "./support/orders";
import { signIn } from "./support/accounts";
import { ADMIN_TAB_GROUPS, ADMIN_TABS } from "./support/admin";

// The admin's own layout and tables that fit (decision 027); its tabs first, grouped, in sight at every width (decision 083).
const SCREENSHOTS = process.env.E2E_SCREENSHOTS;

// Reviews are read as cards, not rows (decision 058); Reports are figures, a chart and the tax report
// (its table has its own journey, e2e/sales-tax-admin.spec.ts).
const TABS_WITH_TABLES = ADMIN_TABS.filter((tab) => !["Site Content", "Reviews", "Reports"].includes(tab));

/** How far the page reaches past the screen's right edge (0 or less: no sideways scrolling). */
const sideways = (page: Page) => page.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth);

/** Opens an admin tab and waits for its lists to have their rows. */
async function openListTab(page: Page, tab: string): Promise<void> {
  await page.getByRole("tab", { name: tab }).click();
  await expect(page.getByRole("tabpanel").locator("tbody[aria-busy]")).toHaveCount(0);
}

/**
 * Long names, addresses and messages in every list, so a table that cannot wrap them shows it: two
 * orders (one archived), two custom orders (one archived), a general inquiry and a newsletter sign-up.
 */
async function fillTheLists(page: Page, stamp: number): Promise<{ email: string }> {
  const email = `bartholomew.featherstonehaugh-${stamp}@very-long-workshop-domain-example.com`;
  const buyer = { firstName: "Bartholomew", lastName: "Featherstonehaugh-Whittingham" };
  const name = `${buyer.firstName} ${buyer.lastName}`;
  await placeOrder(page.request, email, { name });
  await placeOrder(page.request, `archived-${email}`, { name });
  const message =
    "I would love an end-grain board in walnut and cherry with a deep juice groove, about the size of our counter, with our initials.";
  for (const data of [
    {
      inquiryType: "custom_order",
      name: `Cornelia Fitzgerald-Montgomery ${stamp}`,
      email: `cornelia-${email}`,
      communicationPreference: "email",
      message,
      customOrderDetails: JSON.stringify({ dimensions: "24 x 18 x 2 in", woodType: "Mixed" }),
    },
    {
      inquiryType: "custom_order",
      name: `Archie Archived ${stamp}`,
      email: `archie-${email}`,
      phone: "555-0199",
      communicationPreference: "phone",
      message,
      customOrderDetails: JSON.stringify({ dimensions: "12 x 18 in", woodType: "Walnut" }),
    },
    { inquiryType: "general", name: `Gus Asker ${stamp}`, email: `gus-${email}`, phone: "555-0142", message },
    { inquiryType: "newsletter", name: `Nell Reader ${stamp}`, email: `nell-${email}` },
  ]) {
    const res = await page.request.post("/api/contact", { data });
    expect(res.ok(), `${data.inquiryType}: ${res.status()} ${await res.text()}`).toBe(true);
  }

  await logIn(page, ADMIN.email, ADMIN.password);
  const orders = (await (await page.request.get("/api/admin/orders?pageSize=100")).json()) as {
    id: number;
    customerEmail: string;
  }[];
  const toArchive = orders.find((order) => order.customerEmail === `archived-${email}`);
  expect(toArchive).toBeDefined();
  expect((await page.request.patch(`/api/admin/orders/${toArchive!.id}/archive`)).ok()).toBe(true);
  const customOrders = (await (await page.request.get("/api/admin/custom-orders?pageSize=100")).json()) as {
    id: string;
    email: string;
  }[];
  const customToArchive = customOrders.find((order) => order.email === `archie-${email}`);
  expect(customToArchive).toBeDefined();
  expect((await page.request.patch(`/api/admin/custom-orders/${customToArchive!.id}/archive`)).ok()).toBe(true);
  // A discount code with every condition, so its row shows the longest of them (decision 059).
  const discount = await page.request.post("/api/admin/discounts", {
    data: {
      code: `WORKSHOP-WINTER-SALE-${stamp}`,
      kind: "fixed",
      value: "12.50",
      minSubtotal: "150",
      startsOn: "2026-12-01",
      endsOn: "2026-12-24",
      maxUses: "100",
      oncePerEmail: true,
    },
  });
  expect(discount.ok(), `discount: ${discount.status()} ${await discount.text()}`).toBe(true);
  return { email };
}

/**
 * What keeps the admin's tabs from being seen as the page opens: a tab outside the screen or cut by
 * it, a tab list that scrolls or overflows sideways, a tab under the site's header.
 */
function tabsOutOfSight(page: Page): Promise<string[]> {
  return page.getByRole("tablist", { name: "Admin sections" }).evaluate((list) => {
    const problems: string[] = [];
    if (list.scrollWidth > list.clientWidth)
      problems.push(`the bar scrolls: ${list.scrollWidth} > ${list.clientWidth}`);
    const header = document.querySelector("header")!.getBoundingClientRect().bottom;
    for (const tab of list.querySelectorAll<HTMLElement>("[role=tab]")) {
      const box = tab.getBoundingClientRect();
      if (box.top < header || box.bottom > window.innerHeight || box.left < 0 || box.right > window.innerWidth)
        problems.push(`${tab.textContent} at ${Math.round(box.left)},${Math.round(box.top)}`);
    }
    return problems;
  });
}

/** Every cell whose content is wider than the cell, and every table wider than its card, in the open tab. */
async function clippedInOpenTab(page: Page): Promise<string[]> {
  const panel = page.getByRole("tabpanel");
  await expect(panel.locator("tbody[aria-busy]")).toHaveCount(0);
  await expect(panel.locator("table").first()).toBeVisible();
  return panel.evaluate((root) => {
    const problems: string[] = [];
    for (const table of root.querySelectorAll("table")) {
      // The table's scrolling box, inside its card (AdminCard).
      const wrapper = table.parentElement!;
      const card = wrapper.parentElement!;
      if (
        table.scrollWidth > wrapper.clientWidth ||
        table.getBoundingClientRect().right > card.getBoundingClientRect().right + 0.5
      )
        problems.push(`table wider than its card: ${table.scrollWidth} > ${wrapper.clientWidth}`);
      for (const cell of table.querySelectorAll<HTMLElement>("th, td, td button, td [role=combobox]")) {
        if (cell.scrollWidth > cell.clientWidth)
          problems.push(
            `${cell.tagName} "${cell.textContent?.slice(0, 40)}": ${cell.scrollWidth} > ${cell.clientWidth}`,
          );
      }
    }
    return problems;
  });
}

test("from 1024px up no admin table cell is clipped and every table fits its card; the admin area has its own layout", async ({
  page,
}) => {
  // The storefront has its footer.
  await page.goto("/");
  await expect(page.getByRole("contentinfo")).toBeVisible();
  await fillTheLists(page, Date.now());

  // The admin area has its own layout: the navbar, but no storefront footer or newsletter sign-up.
  await page.goto("/admin");
  await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
  await expect(page.getByRole("contentinfo")).toHaveCount(0);
  await expect(page.getByRole("textbox", { name: /email/i })).toHaveCount(0);
  // The way back to the shop and out stays.
  await expect(page.getByRole("navigation").first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Log out" }).first()).toBeVisible();

  for (const width of [1280, 1024]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/admin");
    await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
    for (const tab of TABS_WITH_TABLES) {
      await page.getByRole("tab", { name: tab }).click();
      await expect(page.getByRole("tab", { name: tab })).toHaveAttribute("aria-selected", "true");
      expect(await clippedInOpenTab(page), `${tab} at ${width}px`).toEqual([]);
      if (SCREENSHOTS)
        await page.screenshot({ path: `${SCREENSHOTS}/admin-${tab.replace(/ /g, "-")}-${width}.png`, fullPage: true });
    }
    // The bar of tabs with the spec's names; what needs the owner is counted.
    await expect(page.getByRole("tab")).toHaveText([...ADMIN_TABS]);
    await expect(page.getByRole("tab", { name: "Custom Orders" })).toHaveAccessibleDescription(/^\d+ new$/);
    await expect(page.getByRole("tab", { name: "General Inquiries" })).toHaveAccessibleDescription(/^\d+ open$/);
  }
  // The actions keep the spec's names, for a screen reader and for these journeys.
  await page.getByRole("tab", { name: "Shop Orders" }).click();
  const row = page.getByRole("tabpanel").getByRole("row").nth(1);
  await expect(row.getByRole("button", { name: "View Details" })).toBeVisible();
  await expect(row.getByRole("button", { name: "Archive" })).toBeVisible();
  await expectAccessible(page);

  // Also when the page is loaded straight from the server.
  await page.reload();
  await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
  await expect(page.getByRole("contentinfo")).toHaveCount(0);

  // Back in the shop, the footer is there again.
  await page.getByRole("navigation").first().getByRole("link", { name: "Gallery" }).click();
  await expect(page.getByRole("contentinfo")).toBeVisible();
});

test("at 360px an order is a card with its status and actions in sight, and every tab is in sight", async ({
  page,
}) => {
  const { email } = await fillTheLists(page, Date.now());
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto("/admin");
  await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();

  // The tabs wrap onto rows: none scrolls out of sight, even on the narrowest phone.
  await expect(page.getByRole("tab")).toHaveCount(ADMIN_TABS.length);
  expect(await tabsOutOfSight(page)).toEqual([]);

  await page.getByRole("tab", { name: "Shop Orders" }).click();
  const card = page.getByRole("row").filter({ hasText: email });
  const status = card.getByRole("combobox", { name: /Status of order #\d+/ });
  const actions = [card.getByRole("button", { name: "View Details" }), card.getByRole("button", { name: "Archive" })];
  for (const shown of [status, card.locator("td[data-label=Payment]"), ...actions]) {
    await shown.first().scrollIntoViewIfNeeded();
    await expect(shown.first()).toBeInViewport({ ratio: 1 });
    const box = (await shown.first().boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(360);
  }
  // Bulk actions on a phone (decision 030): 'Select all on this page' is there, and a card's checkbox picks it.
  const panel = page.getByRole("tabpanel");
  await expect(panel.getByRole("checkbox", { name: "Select all on this page" })).toBeVisible();
  const pick = card.getByRole("checkbox", { name: /^Select order #\d+$/ });
  await pick.scrollIntoViewIfNeeded();
  await expect(pick).toBeInViewport({ ratio: 1 });
  await pick.check();
  const bar = panel.getByRole("region", { name: "Bulk actions" });
  await expect(bar).toContainText("1 order selected");
  await expect(bar.getByRole("button", { name: "Archive selected" })).toBeInViewport();
  // The buttons say what they do on a phone.
  await expect(actions[0]).toHaveText("View Details");
  await expect(actions[1]).toHaveText("Archive");
  expect(await sideways(page)).toBeLessThanOrEqual(0);
  await expectAccessible(page);
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/admin-shop-orders-360.png`, fullPage: true });
  await bar.getByRole("button", { name: "Clear" }).click();
  await expect(bar).toBeHidden();

  // Every list stays within the screen.
  for (const tab of TABS_WITH_TABLES) {
    await openListTab(page, tab);
    expect(await sideways(page), tab).toBeLessThanOrEqual(0);
    if (SCREENSHOTS)
      await page
        .getByRole("tabpanel")
        .locator("table")
        .last()
        .screenshot({ path: `${SCREENSHOTS}/admin-${tab.replace(/ /g, "-")}-360.png` });
  }
  // On a tablet the rows are cards two by two: nothing scrolls sideways, not even inside a card.
  await page.setViewportSize({ width: 768, height: 1024 });
  for (const tab of TABS_WITH_TABLES) {
    await openListTab(page, tab);
    expect(await sideways(page), tab).toBeLessThanOrEqual(0);
    expect(await clippedInOpenTab(page), `${tab} at 768px`).toEqual([]);
    if (SCREENSHOTS)
      await page.screenshot({ path: `${SCREENSHOTS}/admin-${tab.replace(/ /g, "-")}-768.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 360, height: 780 });

  // The details still open from the card.
  await page.getByRole("tab", { name: "Shop Orders" }).click();
  await card.getByRole("button", { name: "View Details" }).click();
  await expect(page.getByRole("dialog")).toContainText(email);
});

// Issue 40's number: the admin's tabs are visible without scrolling at 390, 1024 and 1280 px.
for (const viewport of [
  { width: 390, height: 844 },
  { width: 1024, height: 768 },
  { width: 1280, height: 800 },
]) {
  test(`at ${viewport.width}px every admin tab is in sight as the page opens, grouped, and stays in sight as the page scrolls`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await signIn(page.request);
    await page.goto("/admin");
    await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
    // What needs doing and the checklist have come (the fixture's shop has setup left to do).
    await expect(page.getByRole("region", { name: "What needs doing" }).getByRole("heading")).toBeVisible();
    await expect(page.getByRole("region", { name: "Finish setting up your shop" })).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    // Every tab whole on the first screen: no scrolling of the page or of the bar, no hidden arrow.
    expect(await tabsOutOfSight(page)).toEqual([]);
    const bar = page.getByRole("tablist", { name: "Admin sections" });
    expect((await bar.boundingBox())!.y).toBeLessThanOrEqual(600);
    expect(await sideways(page)).toBeLessThanOrEqual(0);
    // Grouped under their labels: Sell, Catalogue, People and Shop.
    for (const [group, tabs] of Object.entries(ADMIN_TAB_GROUPS)) {
      const box = page.locator(`[data-tab-group="${group}"]`);
      await expect(box.getByText(group, { exact: true })).toBeVisible();
      await expect(box.getByRole("tab")).toHaveText([...tabs]);
    }
    await expect(page.getByRole("tab", { name: "Products" })).toHaveAttribute("aria-selected", "true");
    if (viewport.width === 390) await expectAccessible(page);
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/admin-top-${viewport.width}.png` });

    // Scrolled down the list, the bar stays under the header (sticky), every tab still whole.
    await page.evaluate(() => window.scrollTo({ top: document.scrollingElement!.scrollHeight, behavior: "instant" }));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    expect(await tabsOutOfSight(page)).toEqual([]);
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/admin-scrolled-${viewport.width}.png` });

    // Reports: the figures, the chart and the tax report, within the screen's width.
    await page.getByRole("tab", { name: "Reports" }).click();
    await expect(page).toHaveURL(/\?tab=reports$/);
    const panel = page.getByRole("tabpanel", { name: "Reports" });
    await expect(panel.getByTestId("stat-revenue")).toBeVisible();
    await expect(panel.getByRole("region", { name: "Revenue by month" }).locator("canvas")).toBeVisible();
    await expect(panel.getByRole("region", { name: "Sales tax report", exact: true })).toBeVisible();
    await expect(page.getByRole("region", { name: "What needs doing" })).toHaveCount(0);
    expect(await tabsOutOfSight(page)).toEqual([]);
    expect(await sideways(page)).toBeLessThanOrEqual(0);
    await expectAccessible(page);
    if (SCREENSHOTS) {
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
      await page.screenshot({ path: `${SCREENSHOTS}/admin-reports-${viewport.width}.png` });
      await page.screenshot({ path: `${SCREENSHOTS}/admin-reports-full-${viewport.width}.png`, fullPage: true });
    }
  });
}
