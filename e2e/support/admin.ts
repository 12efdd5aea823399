import { expect, type Page } from "@playwright/test";
import { signIn, signOut } from "./accounts";

/**
 * SPEC §2, Admin area: the tabs in the bar's order, grouped (decision 083): Sell, Catalogue, People
 * and Shop; the spec's nine with Discounts and Reviews (decisions 058, 059) and Reports.
 */
export const ADMIN_TAB_GROUPS = {
  Sell: ["Shop Orders", "Custom Orders", "Discounts", "Archived"],
  Catalogue: ["Products", "Gallery"],
  People: ["Customers", "General Inquiries", "Newsletter", "Reviews"],
  Shop: ["Site Content", "Reports"],
} as const;

export const ADMIN_TABS = Object.values(ADMIN_TAB_GROUPS).flat();

/** The id of the order placed with this email, through the admin's search (signed in as the admin). */
export async function orderIdOf(page: Page, email: string): Promise<number> {
  const res = await page.request.get(`/api/admin/orders?q=${encodeURIComponent(email)}`);
  const [order] = (await res.json()) as { id: number }[];
  expect(order, email).toBeDefined();
  return order.id;
}

/**
 * The figure of one card of the statistics strip ('Active', 'Revenue', …), read as the owner would in
 * another browser tab on the Reports tab (decision 083), so the page under test keeps its tab and
 * its open dialog. Signed in as the admin.
 */
export async function statValue(page: Page, label: string): Promise<string> {
  const reports = await page.context().newPage();
  try {
    await reports.goto("/admin?tab=reports");
    const card = reports.getByTestId(`stat-${label.toLowerCase()}`);
    await expect(card).toBeVisible();
    return (await card.innerText()).replace(label, "").trim();
  } finally {
    await reports.close();
  }
}

/**
 * The owner's sales tax rates (decision 064), set over the API: the Site Content tab has its own
 * journey. A journey that sets them sets `[]` again after it, for the worker's other journeys.
 */
export async function setTaxRates(page: Page, rates: { state: string; rate: string; shipping: boolean }[]) {
  await signIn(page.request);
  expect((await page.request.patch("/api/admin/site-content", { data: { tax: { rates } } })).ok()).toBe(true);
  await signOut(page.request);
}
