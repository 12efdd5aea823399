import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { User } from "@shared/auth";
import { authUserQuery } from "@/features/auth/auth-user";
import { AuthProvider } from "@/features/auth/use-auth";
import { createQueryClient } from "@/lib/query-client";
import { expectLinkedErrors } from "@/test/field-errors";
import { jsonAnswer, renderWithProviders, stubFetch } from "@/test/render";
import AuthPage from "./auth";

describe("the auth page's forms sent empty (WCAG 3.3.1, 4.1.3)", () => {
  it("logging in and registering with empty fields say what they need, next to each field", async () => {
    const calls = stubFetch(({ url }) => (url === "/api/auth/user" ? jsonAnswer(null, 401) : jsonAnswer({})));
    const { user } = renderWithProviders(
      <AuthProvider>
        <AuthPage />
      </AuthProvider>,
      { path: "/auth" },
    );
    const main = (await screen.findByRole("button", { name: "Log In" })).closest("form")!;
    await expectLinkedErrors(user, main, screen.getByRole("button", { name: "Log In" }), 2);

    await user.click(screen.getByRole("tab", { name: "Register" }));
    const register = await screen.findByRole("tabpanel", { name: "Register" });
    await expectLinkedErrors(user, register, register.querySelector<HTMLElement>("button[type=submit]")!, 2);
    expect(calls.filter((call) => call.method !== "GET")).toEqual([]);
  });
});

describe("the auth page from the checkout's 'Have an account? Log in' (issue 40, decision 085)", () => {
  const customer = {
    id: "u1",
    email: "ada@example.com",
    firstName: "Ada",
    lastName: "Wood",
    profileImageUrl: null,
    isAdmin: false,
    emailVerified: true,
    hasPassword: true,
    signedInWith: "password",
    createdAt: "2026-01-01T00:00:00.000Z",
    updatedAt: "2026-01-01T00:00:00.000Z",
  };

  it("says the cart is kept, offers the way back as a guest, and goes back to the checkout once logged in", async () => {
    const calls = stubFetch(({ url }) => (url === "/api/auth/user" ? jsonAnswer(null, 401) : jsonAnswer(customer)));
    const { user, location } = renderWithProviders(
      <AuthProvider>
        <AuthPage />
      </AuthProvider>,
      { path: "/auth?next=%2Fcheckout" },
    );
    await screen.findByRole("button", { name: "Log In" });
    expect(screen.getByText(/Your cart is saved: once you log in, you go straight back to checkout\./)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Continue as a guest" }).getAttribute("href")).toBe("/checkout");
    await user.type(screen.getByLabelText("Email"), "ada@example.com");
    await user.type(screen.getByLabelText("Password"), "correct horse");
    await user.click(screen.getByRole("button", { name: "Log In" }));
    await waitFor(() => expect(location.history.at(-1)).toBe("/checkout"));
    expect(calls.find((call) => call.method === "POST")?.body).toEqual({
      email: "ada@example.com",
      password: "correct horse",
    });
  });

  it("goes to the dashboard from a plain /auth, and from an address it does not know", async () => {
    stubFetch(() => jsonAnswer(customer));
    const queryClient = createQueryClient();
    queryClient.setQueryData(authUserQuery().queryKey, customer as User);
    const { location } = renderWithProviders(
      <AuthProvider>
        <AuthPage />
      </AuthProvider>,
      { path: "/auth?next=https%3A%2F%2Fevil.example%2F", queryClient },
    );
    await waitFor(() => expect(location.history.at(-1)).toBe("/dashboard"));
    expect(screen.queryByText(/Your cart is saved/)).toBeNull();
  });
});
