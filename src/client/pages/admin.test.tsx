import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { AdminCounts } from "@shared/admin-lists";
import type { User } from "@shared/auth";
import type { AdminStats } from "@shared/stats";
import { SIGNED_IN_COOKIE } from "@shared/signed-in";
import { AuthProvider } from "@/features/auth/use-auth";
import { expectAccessible } from "@/test/axe";
import { jsonAnswer, renderWithProviders, stubFetch } from "@/test/render";
import AdminPage from "./admin";

// chart.js draws on a canvas, which jsdom has not: the chart's own chunk is stood in for.
vi.mock("@/features/admin/revenue-bars", () => ({ default: () => <canvas aria-label="Bar chart of revenue" /> }));

const CUSTOMER: User = {
  id: "u-1",
  email: "rowan@example.com",
  firstName: "Rowan",
  lastName: "Oakley",
  profileImageUrl: null,
  isAdmin: false,
  emailVerified: true,
  hasPassword: true,
  signedInWith: "password",
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
};

const renderAdmin = () =>
  renderWithProviders(
    <AuthProvider>
      <AdminPage />
    </AuthProvider>,
    { path: "/admin" },
  );

afterEach(() => {
  document.cookie = `${SIGNED_IN_COOKIE}=; Max-Age=0; Path=/`;
});

// The API refuses them too: every admin call answers 401 signed out and 403 to a customer
// (src/server/http/admin-lists.api.test.ts › admin-only access, and each feature's API tests).
describe("AdminPage: signed-out visitors and customers are refused the admin area (SPEC §2 Admin area)", () => {
  it("tells a signed-out visitor to log in, with a link to /auth", async () => {
    const calls = stubFetch(() => jsonAnswer({ message: "Unauthorized" }, 401));
    renderAdmin();
    expect(await screen.findByText("Access Denied - Please log in to access the admin panel")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Log in" }).getAttribute("href")).toBe("/auth");
    expect(screen.queryByRole("heading", { name: "Admin Dashboard" })).toBeNull();
    expect(calls.filter((call) => call.url.includes("/api/admin"))).toEqual([]);
  });

  it("tells a signed-in customer they have no admin privileges", async () => {
    document.cookie = `${SIGNED_IN_COOKIE}=1; Path=/`;
    const calls = stubFetch((call) =>
      call.url.endsWith("/api/auth/user") ? jsonAnswer(CUSTOMER) : jsonAnswer({ message: "Forbidden" }, 403),
    );
    renderAdmin();
    expect(await screen.findByText("Access Denied - You do not have admin privileges")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Return to the shop" }).getAttribute("href")).toBe("/");
    expect(screen.queryByRole("heading", { name: "Admin Dashboard" })).toBeNull();
    expect(calls.filter((call) => call.url.includes("/api/admin"))).toEqual([]);
  });
});

const ADMIN: User = { ...CUSTOMER, id: "u-admin", email: "owner@example.com", isAdmin: true };

const COUNTS: AdminCounts = {
  ordersToShip: 2,
  ordersAwaitingPayment: 1,
  oldestAwaitingPaymentAt: null,
  newCustomOrders: 0,
  quotesWaiting: 0,
  openInquiries: 4,
  cancellationRequests: 1,
  reviewsWaiting: 3,
};

const STATS: AdminStats = { activeOrders: 5, completedOrders: 12, customersServed: 9, revenueCollected: "1234.50" };

/** The admin's calls answered: the owner, the counts, an empty setup list, the figures; every list empty. */
function renderAsOwner(path = "/admin") {
  document.cookie = `${SIGNED_IN_COOKIE}=1; Path=/`;
  const calls = stubFetch(({ url }) => {
    const { pathname } = new URL(url, "http://shop.test");
    if (pathname === "/api/auth/user") return jsonAnswer(ADMIN);
    if (pathname === "/api/admin/counts") return jsonAnswer(COUNTS);
    if (pathname === "/api/admin/stats") return jsonAnswer(STATS);
    return jsonAnswer([]);
  });
  return {
    calls,
    // In the app's <main>, as App.tsx renders every page.
    ...renderWithProviders(
      <main>
        <AuthProvider>
          <AdminPage />
        </AuthProvider>
      </main>,
      { path },
    ),
  };
}

/** The names of a group's tabs, found under its label. */
function tabsOfGroup(label: string): string[] {
  const group = screen.getByText(label, { selector: "[aria-hidden=true]" }).closest("[data-tab-group]");
  expect(group?.getAttribute("data-tab-group")).toBe(label);
  return within(group as HTMLElement)
    .getAllByRole("tab", { hidden: true })
    .map((tab) => tab.textContent ?? "");
}

describe("AdminPage: the tabs come first, grouped by the work (issue 40 item 5, decision 083)", () => {
  it("shows one tab list of the spec's tabs and Reports, grouped as Sell, Catalogue, People and Shop; Products is open", async () => {
    renderAsOwner();
    const list = await screen.findByRole("tablist", { name: "Admin sections" });
    expect(
      within(list)
        .getAllByRole("tab")
        .map((tab) => tab.textContent),
    ).toEqual([
      "Shop Orders",
      "Custom Orders",
      "Discounts",
      "Archived",
      "Products",
      "Gallery",
      "Customers",
      "General Inquiries",
      "Newsletter",
      "Reviews",
      "Site Content",
      "Reports",
    ]);
    expect(tabsOfGroup("Sell")).toEqual(["Shop Orders", "Custom Orders", "Discounts", "Archived"]);
    expect(tabsOfGroup("Catalogue")).toEqual(["Products", "Gallery"]);
    expect(tabsOfGroup("People")).toEqual(["Customers", "General Inquiries", "Newsletter", "Reviews"]);
    expect(tabsOfGroup("Shop")).toEqual(["Site Content", "Reports"]);
    expect(screen.getByRole("tab", { name: "Products" }).getAttribute("aria-selected")).toBe("true");
    // The bar comes before the home's lists and the open tab.
    const needsDoing = await screen.findByRole("region", { name: "What needs doing" });
    expect(list.compareDocumentPosition(needsDoing) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // The figures are no longer on the home: they wait in Reports.
    expect(screen.queryByRole("region", { name: "Shop statistics" })).toBeNull();
    await expectAccessible();
  });

  it("keeps the counts on the tabs, each said as the tab's description", async () => {
    renderAsOwner();
    const reviews = await screen.findByRole("tab", { name: "Reviews" });
    await waitFor(() => expect(reviews.getAttribute("aria-describedby")).toBeTruthy());
    const description = (tab: HTMLElement) =>
      document.getElementById(tab.getAttribute("aria-describedby") ?? "")?.textContent;
    expect(description(reviews)).toBe("3 waiting");
    expect(description(screen.getByRole("tab", { name: "Shop Orders" }))).toBe("2 to ship, 1 awaiting payment");
    expect(description(screen.getByRole("tab", { name: "General Inquiries" }))).toBe("4 open");
    expect(screen.getByRole("tab", { name: "Custom Orders" }).getAttribute("aria-describedby")).toBeNull();
  });

  it("opens Reports at ?tab=reports: the statistics strip, revenue by month and the sales tax report", async () => {
    const { calls } = renderAsOwner("/admin?tab=reports");
    const panel = await screen.findByRole("tabpanel", { name: "Reports" });
    expect(screen.getByRole("tab", { name: "Reports" }).getAttribute("aria-selected")).toBe("true");
    const strip = within(panel).getByRole("region", { name: "Shop statistics" });
    expect(await within(strip).findByText("$1,234.50")).toBeTruthy();
    for (const label of ["Active", "Completed", "Customers", "Revenue"])
      expect(within(strip).getByText(label)).toBeTruthy();
    expect(within(panel).getByRole("region", { name: "Revenue by month" })).toBeTruthy();
    expect(within(panel).getByRole("region", { name: "Sales tax report" })).toBeTruthy();
    // Another tab than the home opens straight on its content.
    expect(screen.queryByRole("region", { name: "What needs doing" })).toBeNull();
    expect(calls.some((call) => call.url.includes("/api/admin/stats/tax"))).toBe(true);
  });

  it("opens every tab its ?tab= names, as before (decision 032), and an unknown one opens Products", async () => {
    for (const [value, name] of [
      ["shop-orders", "Shop Orders"],
      ["custom-orders", "Custom Orders"],
      ["archived", "Archived"],
      ["general-inquiries", "General Inquiries"],
      ["newsletter", "Newsletter"],
      ["discounts", "Discounts"],
      ["reviews", "Reviews"],
      ["customers", "Customers"],
      ["gallery", "Gallery"],
      ["site-content", "Site Content"],
      ["products", "Products"],
      ["no-such-tab", "Products"],
    ]) {
      const { unmount } = renderAsOwner(`/admin?tab=${value}`);
      const tab = await screen.findByRole("tab", { name });
      expect(tab.getAttribute("aria-selected"), value).toBe("true");
      unmount();
    }
  });

  it("puts the chosen tab in the address, and Products (the home) without one", async () => {
    const { user, location } = renderAsOwner();
    await user.click(await screen.findByRole("tab", { name: "Reports" }));
    expect(location.history.at(-1)).toBe("/admin?tab=reports");
    await user.click(screen.getByRole("tab", { name: "Products" }));
    expect(location.history.at(-1)).toBe("/admin");
  });
});
