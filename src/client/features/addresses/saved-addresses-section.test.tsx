import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { savedAddress } from "@/test/addresses";
import { jsonAnswer, renderWithProviders, stubFetch } from "@/test/render";
import { SavedAddressesSection } from "./saved-addresses-section";

describe("the address book's addresses saved before the state list (decision 072)", () => {
  it("shows one whose state or ZIP code breaks the rules with what to fix, and mends it in the dialog", async () => {
    const book = [
      savedAddress("a1", { name: "Sam Shopper" }),
      savedAddress("a2", { name: "Sam Shopper", street: "3 Typo Row", state: "XY", zipCode: "9720" }),
    ];
    const calls = stubFetch((call) =>
      call.method === "PATCH" ? jsonAnswer({ ...book[1], state: "OR", zipCode: "97201" }) : jsonAnswer(book),
    );
    const { user } = renderWithProviders(<SavedAddressesSection userId="u1" accountName="Sam Shopper" />);

    const edit = await screen.findByRole("button", { name: "Edit 3 Typo Row, Portland" });
    const typo = edit.closest("li")!;
    expect(typo.querySelector("address")?.textContent).toBe("3 Typo RowPortland, XY 9720");
    expect(
      within(typo).getByText('"XY" is not a US state: choose yours from the list. Edit it before its next order.'),
    ).toBeTruthy();
    const fine = screen.getByRole("button", { name: "Edit 12 Maple Lane, Portland" }).closest("li")!;
    expect(within(fine).queryByText(/Edit it before its next order/)).toBeNull();

    await user.click(edit);
    const dialog = await screen.findByRole("dialog", { name: "Edit address" });
    const state = within(dialog).getByRole("combobox", { name: "State" });
    // Shown as it was saved, until a state of the list is chosen.
    expect(state).toHaveProperty("value", "XY");
    await user.click(within(dialog).getByRole("button", { name: "Save changes" }));
    expect((await within(dialog).findAllByRole("alert")).map((alert) => alert.textContent)).toEqual([
      '"XY" is not a US state: choose yours from the list',
      "Enter a 5-digit ZIP code, like 98101",
    ]);
    expect(calls.filter((call) => call.method === "PATCH")).toEqual([]);

    await user.selectOptions(state, "Oregon");
    await user.type(within(dialog).getByRole("textbox", { name: "ZIP code" }), "1");
    await user.click(within(dialog).getByRole("button", { name: "Save changes" }));
    expect(await screen.findByText("Address updated")).toBeTruthy();
    expect(calls.find((call) => call.method === "PATCH")).toMatchObject({
      url: "/api/user/addresses/a2",
      body: { street: "3 Typo Row", state: "OR", zipCode: "97201" },
    });
  });
});
