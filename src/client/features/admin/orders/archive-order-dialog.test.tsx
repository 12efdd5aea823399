import { screen, waitFor, within } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import type { AdminOrder } from "@shared/orders";
import { expectAccessible } from "@/test/axe";
import { testAdminOrder } from "@/test/orders";
import { jsonAnswer, renderWithProviders, stubFetch } from "@/test/render";
import { ArchiveOrderDialog } from "./archive-order-dialog";

/** The dialog as the Shop Orders tab holds it: open for an order, closed once done. */
function Archiving({ order }: { order: AdminOrder }) {
  const [asked, setAsked] = useState<AdminOrder | null>(order);
  return <ArchiveOrderDialog order={asked} onClose={() => setAsked(null)} />;
}

describe("ArchiveOrderDialog (issue 40)", () => {
  it("archives, says where the order went, and its toast's Undo brings it back to Shop Orders", async () => {
    const order = testAdminOrder();
    const calls = stubFetch(({ url }) => jsonAnswer({ ...order, archived: url.endsWith("/archive") }));
    const { user } = renderWithProviders(<Archiving order={order} />, { path: "/admin" });
    const dialog = await screen.findByRole("alertdialog", {
      name: "Archive this order? It will be moved to the Archived tab.",
    });
    await user.click(within(dialog).getByRole("button", { name: "Archive" }));

    const toast = (await screen.findByText("Order archived")).closest("li")!;
    expect(toast.textContent).toContain("Order #57 is now in the Archived tab.");
    // The dialog closes; until it has, it keeps the page under it, the toast too, out of reach (a
    // toast shown a render before the dialog closed made 'Undo' unclickable under load, stop 45's CI).
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    await expectAccessible(toast);
    await user.click(within(toast).getByRole("button", { name: "Undo" }));
    expect(await screen.findByText("Order #57 is back in Shop Orders.")).toBeTruthy();
    expect(calls.filter((c) => c.method === "PATCH").map((c) => c.url)).toEqual([
      "/api/admin/orders/57/archive",
      "/api/admin/orders/57/unarchive",
    ]);
  });
});
