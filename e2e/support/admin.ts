import { expect, type Page } from "@playwright/test";
import { signIn, signOut } from "./accounts";

/** SPEC §2, Admin area: the eleven tabs in order, the spec's with Discounts and Reviews after Newsletter (decisions 058, 059). */
export const ADMIN_TABS = [
  "Products",
  "Shop Orders",
  "Custom Orders",
  "Archived",
  "General Inquiries",
  "Newsletter",
  "Discounts",
  "Reviews",
  "Customers",
  "Gallery",
  "Site Content",
] as const;

/** The id of the order placed with this email, through the admin's search (signed in as the admin). */
export async function orderIdOf(page: Page, email: string): Promise<number> {
  const res = await page.request.get(`/api/admin/orders?q=${encodeURIComponent(email)}`);
  const [order] = (await res.json()) as { id: number }[];
  expect(order, email).toBeDefined();
  return order.id;
}

/** The figure of one card of the statistics strip ('Active', 'Revenue', …), once it is shown. */
export async function statValue(page: Page, label: string): Promise<string> {
  const card = page.getByTestId(`stat-${label.toLowerCase()}`);
  await expect(card).toBeVisible();
  return (await card.innerText()).replace(label, "").trim();
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
