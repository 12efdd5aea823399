// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { AuthProvider } from "@/features/auth/use-auth";
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
