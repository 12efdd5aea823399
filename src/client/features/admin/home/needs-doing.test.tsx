import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { AdminCounts } from "@shared/admin-lists";
import { expectAccessible } from "@/test/axe";
import { renderWithProviders } from "@/test/render";
import { NeedsDoing } from "./needs-doing";

const NOTHING: AdminCounts = {
  ordersToShip: 0,
  ordersAwaitingPayment: 0,
  oldestAwaitingPaymentAt: null,
  newCustomOrders: 0,
  quotesWaiting: 0,
  openInquiries: 0,
  cancellationRequests: 0,
  reviewsWaiting: 0,
};

const renderNeedsDoing = (counts: AdminCounts | undefined, isError = false) =>
  renderWithProviders(<NeedsDoing counts={counts} isError={isError} />, { path: "/admin" });

/** The link of one item, by what it says. */
const item = (name: RegExp) =>
  within(screen.getByRole("region", { name: "What needs doing" })).getByRole("link", { name });

/** Where a link goes, its query as an object. */
const target = (link: HTMLElement) => {
  const url = new URL(link.getAttribute("href") ?? "", "http://shop.test");
  return { path: url.pathname, ...Object.fromEntries(url.searchParams) };
};

describe("NeedsDoing: the owner's work on the admin home (decisions 038, 083)", () => {
  it("lists the cancellation requests and the reviews waiting for approval, each a link to its tab", async () => {
    renderNeedsDoing({ ...NOTHING, cancellationRequests: 1, reviewsWaiting: 3 });
    const cancel = item(/^1 request to cancel an order$/);
    expect(target(cancel)).toEqual({
      path: "/admin",
      tab: "shop-orders",
      request: "cancellation",
      sort: "oldest",
    });
    const reviews = item(/^3 reviews waiting for approval$/);
    // The Reviews tab opens on the reviews waiting (decision 058).
    expect(target(reviews)).toEqual({ path: "/admin", tab: "reviews" });
    expect(screen.queryByText("All caught up.")).toBeNull();
    await expectAccessible();
  });

  it("says one review in the singular, and lists the requests to cancel first, the reviews last", () => {
    renderNeedsDoing({ ...NOTHING, reviewsWaiting: 1, cancellationRequests: 2, ordersToShip: 1, openInquiries: 2 });
    const links = within(screen.getByRole("region", { name: "What needs doing" })).getAllByRole("link");
    expect(links.map((link) => link.textContent)).toEqual([
      "2 requests to cancel an order",
      "1 paid order to ship",
      "2 unread messages",
      "1 review waiting for approval",
    ]);
  });

  it("is all caught up when no count is above 0, reviews and cancellation requests included", () => {
    renderNeedsDoing(NOTHING);
    expect(screen.getByText("All caught up.")).toBeTruthy();
    expect(screen.queryAllByRole("link")).toEqual([]);
  });
});
