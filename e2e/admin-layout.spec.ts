import type { Page } from "@playwright/test";
import { ADMIN, expect, expectAccessible, logIn, test } from "./support/fixtures";
import { placeOrder } from "./support/orders";
import { ADMIN_TABS } from "./support/admin";

// The admin's own layout and tables that fit (decision 027).
const SCREENSHOTS = process.env.E2E_SCREENSHOTS;

// Reviews are read as cards, not rows (decision 058).
const TABS_WITH_TABLES = ADMIN_TABS.filter((tab) => tab !== "Site Content" && tab !== "Reviews");

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

/** Whether the tabs sit in one row: each one's top is above every other one's bottom. */
function inOneRow(page: Page): Promise<boolean> {
  return page.getByRole("tab").evaluateAll((tabs) => {
    const boxes = tabs.map((tab) => tab.getBoundingClientRect());
    return Math.max(...boxes.map((box) => box.top)) < Math.min(...boxes.map((box) => box.bottom));
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
    // The bar of tabs in one row (scrolling sideways below 1280px), with the spec's names; what needs the owner is counted.
    await expect(page.getByRole("tab")).toHaveText([...ADMIN_TABS]);
    await expect(page.getByRole("tab", { name: "Custom Orders" })).toHaveAccessibleDescription(/^\d+ new$/);
    await expect(page.getByRole("tab", { name: "General Inquiries" })).toHaveAccessibleDescription(/^\d+ open$/);
    expect(await inOneRow(page)).toBe(true);
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

test("at 360px an order is a card with its status and actions in sight, and the tabs are one row", async ({ page }) => {
  const { email } = await fillTheLists(page, Date.now());
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto("/admin");
  await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();

  // The tabs: one row that scrolls sideways, not four rows.
  const tabs = page.getByRole("tab");
  await expect(tabs).toHaveCount(ADMIN_TABS.length);
  expect(await inOneRow(page)).toBe(true);
  const tabList = page.getByRole("tablist", { name: "Admin sections" });
  expect(await tabList.evaluate((list) => list.scrollWidth > list.clientWidth)).toBe(true);

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
