import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import {
  DELETION_CANCELLED_MESSAGE,
  DELETION_SCHEDULED_MESSAGE,
  type AccountDeletion,
  type DeletionState,
} from "@shared/privacy";
import { expectAccessible } from "@/test/axe";
import { jsonAnswer, renderWithProviders, stubFetch } from "@/test/render";
import { DELETION_EXPLAINED } from "./delete-account-dialog";
import { YourDataSection } from "./your-data-section";

const OPEN: DeletionState["open"] = {
  orders: [{ number: 12, state: "Awaiting payment" }],
  commissions: [{ requestedAt: "2026-11-02T15:00:00.000Z", stage: "in progress" }],
};

describe("YourDataSection: deleting an account with an open order (decision 078)", () => {
  it("says the deletion waits for the open order and commission, lists them, and 'Keep my account' takes it back", async () => {
    let state: DeletionState = { requestedAt: null, open: OPEN };
    const calls = stubFetch(({ method }) => {
      if (method === "POST") {
        state = { requestedAt: "2026-11-29T10:00:00.000Z", open: OPEN };
        const answer: AccountDeletion = {
          status: "scheduled",
          message: DELETION_SCHEDULED_MESSAGE,
          requestedAt: state.requestedAt!,
          waitingFor: OPEN,
        };
        return jsonAnswer(answer);
      }
      if (method === "DELETE") state = { requestedAt: null, open: OPEN };
      return jsonAnswer(state);
    });
    const { user } = renderWithProviders(<YourDataSection hasPassword />, { path: "/dashboard" });
    await waitFor(() => expect(calls.map((c) => c.method)).toEqual(["GET"]));
    await user.click(screen.getByRole("button", { name: "Delete my account" }));

    const dialog = await screen.findByRole("alertdialog", { name: "Delete your account once your orders are closed?" });
    expect(dialog.textContent).toContain("Some of your orders are still open, so we can't delete your account yet");
    const open = within(dialog).getByRole("list", { name: "Still open" });
    expect(
      within(open)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["Order #12Awaiting payment", "Custom board requested November 2, 2026in progress"]);
    await expectAccessible(dialog);
    // Nothing is deleted from the dialog's words alone: the button says what happens.
    await user.click(within(dialog).getByRole("button", { name: "Delete when they're closed" }));

    expect(await screen.findByText(DELETION_SCHEDULED_MESSAGE)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(await screen.findByRole("heading", { name: "Your account will be deleted" })).toBeTruthy();
    expect(screen.getByText(/You asked on November 29, 2026/)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Delete my account" })).toBeNull();

    await user.click(screen.getByRole("button", { name: "Keep my account" }));
    expect(await screen.findByText(DELETION_CANCELLED_MESSAGE)).toBeTruthy();
    expect(await screen.findByRole("button", { name: "Delete my account" })).toBeTruthy();
    expect(calls.map((c) => [c.method, c.url])).toEqual([
      ["GET", "/api/user/delete-account"],
      ["POST", "/api/user/delete-account"],
      ["DELETE", "/api/user/delete-account"],
    ]);
  });

  it("with nothing open, asks the plain question: deleted now, orders kept anonymised", async () => {
    stubFetch(() => jsonAnswer({ requestedAt: null, open: { orders: [], commissions: [] } }));
    const { user } = renderWithProviders(<YourDataSection hasPassword />, { path: "/dashboard" });
    await waitFor(() => expect(screen.getByRole("button", { name: "Delete my account" })).toBeTruthy());
    await user.click(screen.getByRole("button", { name: "Delete my account" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Delete your account?" });
    expect(dialog.textContent).toContain(DELETION_EXPLAINED);
    expect(within(dialog).queryByRole("list")).toBeNull();
    expect(within(dialog).getByRole("button", { name: "Delete my account" })).toBeTruthy();
  });
});
