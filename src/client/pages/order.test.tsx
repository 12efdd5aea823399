// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { expectAccessible } from "@/test/axe";
import { jsonAnswer, renderWithProviders, stubFetch } from "@/test/render";
import OrderPage from "./order";

const MADE_UP = "12-made-up-token-that-opens-nothing";

describe("OrderPage, /orders/:token (decision 039)", () => {
  it("answers a made-up order link with 'Page Not Found', in its heading and the title", async () => {
    const calls = stubFetch(() => jsonAnswer({ message: "Order not found" }, 404));
    // In the app's layout the page is the <main> landmark's content.
    renderWithProviders(
      <main>
        <OrderPage params={{ token: MADE_UP }} />
      </main>,
      { path: `/orders/${MADE_UP}` },
    );

    expect(await screen.findByRole("heading", { level: 1, name: "Page Not Found" })).toBeTruthy();
    expect(calls.map((call) => call.url)).toContain(`/api/orders/${MADE_UP}`);
    expect(document.title).toMatch(/^Page Not Found/);
    expect(screen.getByRole("link", { name: "Return Home" }).getAttribute("href")).toBe("/");
    await expectAccessible();
  });
});
