// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { User } from "@shared/auth";
import { SIGNED_IN_COOKIE } from "@shared/signed-in";
import { AuthProvider } from "@/features/auth/use-auth";
import { jsonAnswer, renderWithProviders, stubFetch } from "@/test/render";
import AdminPage from "./admin";

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
