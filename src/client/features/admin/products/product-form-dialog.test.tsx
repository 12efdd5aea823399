import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { jsonAnswer, renderWithProviders, stubFetch } from "@/test/render";
import { ProductFormDialog } from "./product-form-dialog";

describe("ProductFormDialog: the owner's product form (SPEC §2 Products tab)", () => {
  it("the shared product rules stop a bad image address in the form, and nothing is sent", async () => {
    const calls = stubFetch(() => jsonAnswer([]));
    const onOpenChange = vi.fn();
    const { user } = renderWithProviders(<ProductFormDialog open onOpenChange={onOpenChange} product={null} />);
    const dialog = screen.getByRole("dialog", { name: "Add New Product" });
    const form = within(dialog);
    await user.type(form.getByLabelText("Name"), "Broken Link Board");
    await user.type(form.getByLabelText("Description"), "Its image address is not a URL.");
    await user.type(form.getByLabelText("Price"), "10");
    await user.type(form.getByLabelText("Dimensions"), "10 x 10");
    await user.type(form.getByLabelText("Image URL"), "javascript:alert(1)");
    await user.click(form.getByRole("button", { name: "Create Product" }));

    expect(await form.findByText("Image URL must start with / or http(s)://")).toBeTruthy();
    expect(screen.getByRole("dialog", { name: "Add New Product" })).toBe(dialog);
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(calls.filter((call) => call.method !== "GET")).toEqual([]);
  });
});
