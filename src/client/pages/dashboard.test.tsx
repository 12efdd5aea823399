import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { User } from "@shared/auth";
import { SIGNED_IN_COOKIE } from "@shared/signed-in";
import type { MarketingPreferences } from "@shared/marketing";
import type { UserOrder } from "@shared/orders";
import { authUserQuery } from "@/features/auth/auth-user";
import { AuthProvider } from "@/features/auth/use-auth";
import { createQueryClient } from "@/lib/query-client";
import { expectAccessible } from "@/test/axe";
import { jsonAnswer, renderWithProviders, stubFetch, type FetchCall } from "@/test/render";
import DashboardPage from "./dashboard";

const BEA: User = {
  id: "u1",
  email: "bea@example.com",
  firstName: "Bea",
  lastName: "Buyer",
  profileImageUrl: null,
  isAdmin: false,
  emailVerified: true,
  hasPassword: true,
  signedInWith: "password",
  createdAt: "2026-03-01T10:00:00.000Z",
  updatedAt: "2026-03-01T10:00:00.000Z",
};

const ORDER: UserOrder = {
  id: 57,
  status: "ordered",
  paymentStatus: "manual",
  createdAt: "2026-03-14T15:00:00.000Z",
  items: [{ productName: "Maple & Walnut Stripe Board", quantity: 2, review: null }],
  shipment: null,
  page: "/orders/57-abc",
  subtotal: "190.00",
  shipping: "15.00",
  discount: "10.00",
  discountCode: "DASH10",
  tax: "11.70",
  taxLabel: "Tax (WA 6.5%)",
  total: "206.70",
};

const PREFERENCES: MarketingPreferences = { email: "bea@example.com", newsletter: "none", alerts: [] };

/** The dashboard as the app shows it: inside the layout's <main>, with `user` signed in (else asked for). */
function renderDashboard(user: User | undefined, answer: (call: FetchCall) => Response) {
  const calls = stubFetch(answer);
  const queryClient = createQueryClient();
  if (user) queryClient.setQueryData(authUserQuery().queryKey, user);
  const view = renderWithProviders(
    <AuthProvider>
      <main>
        <DashboardPage />
      </main>
    </AuthProvider>,
    { path: "/dashboard", queryClient },
  );
  return { ...view, calls };
}

describe("DashboardPage, /dashboard (SPEC §2 Customer dashboard)", () => {
  it("lists an order with its status, date, items, and its discount and tax lines beside subtotal, shipping and total", async () => {
    renderDashboard(BEA, ({ url }) =>
      jsonAnswer(url === "/api/user/orders" ? [ORDER] : url === "/api/user/marketing" ? PREFERENCES : []),
    );

    expect(await screen.findByText("Welcome back, Bea!")).toBeTruthy();
    const order = (await screen.findByRole("heading", { name: "Order #57" })).closest("li")!;
    const row = within(order);
    expect(row.getByText("ordered")).toBeTruthy();
    expect(row.getByText("March 14, 2026")).toBeTruthy();
    expect(row.getByText("Maple & Walnut Stripe Board × 2")).toBeTruthy();
    expect(row.getByRole("link", { name: "View order #57" }).getAttribute("href")).toBe("/orders/57-abc");
    const amounts = Object.fromEntries(
      row.getAllByRole("term").map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(amounts).toEqual({
      Subtotal: "$190.00",
      Shipping: "$15.00",
      "Discount (DASH10)": "\u2212$10.00",
      "Tax (WA 6.5%)": "$11.70",
      Total: "$206.70",
    });
    await expectAccessible();
    // Not delivered yet: nothing to review.
    expect(row.queryByRole("link", { name: /Write a review/ })).toBeNull();
  });

  it("links each line of a delivered order to its review, as the Delivered email does (decision 099)", async () => {
    const delivered: UserOrder = {
      ...ORDER,
      status: "delivered",
      items: [
        { productName: "Maple & Walnut Stripe Board", quantity: 2, review: "/write-review?token=57-0-a" },
        { productName: "Board Oil", quantity: 1, review: "/write-review?token=57-1-b" },
      ],
    };
    renderDashboard(BEA, ({ url }) =>
      jsonAnswer(url === "/api/user/orders" ? [delivered] : url === "/api/user/marketing" ? PREFERENCES : []),
    );
    const order = within((await screen.findByRole("heading", { name: "Order #57" })).closest("li")!);
    expect(
      order
        .getAllByRole("link", { name: /^Write a review/ })
        .map((link) => [link.textContent, link.getAttribute("href")]),
    ).toEqual([
      ["Write a review of Maple & Walnut Stripe Board", "/write-review?token=57-0-a"],
      ["Write a review of Board Oil", "/write-review?token=57-1-b"],
    ]);
    await expectAccessible();
  });

  it("sends a signed-out visitor to log in (the user read's 401 is nobody): 'Unauthorized', 'Please log in to continue', then /auth", async () => {
    // The browser still holds the signed-in hint, so it asks who is signed in: the session is gone, 401.
    document.cookie = `${SIGNED_IN_COOKIE}=1; Path=/`;
    const { calls, location } = renderDashboard(undefined, () => jsonAnswer({ message: "Unauthorized" }, 401));

    expect(await screen.findByText("Unauthorized")).toBeTruthy();
    expect(screen.getByText("Please log in to continue")).toBeTruthy();
    await waitFor(() => expect(location.history.at(-1)).toBe("/auth"));
    expect(screen.queryByRole("heading", { name: "My Dashboard" })).toBeNull();
    expect(calls.map((call) => call.url)).toEqual(["/api/auth/user"]);
    expect(document.cookie).not.toContain(SIGNED_IN_COOKIE);
  });
});
