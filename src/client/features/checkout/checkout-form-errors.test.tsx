import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { expectLinkedErrors } from "@/test/field-errors";
import { renderWithProviders } from "@/test/render";
import { CheckoutForm } from "./checkout-form";

describe("the checkout's form sent empty (WCAG 3.3.1, 4.1.3)", () => {
  it("each of its seven empty required fields says what it needs, tied to it and announced; the first takes focus", async () => {
    const onSubmit = vi.fn();
    const { user, container } = renderWithProviders(<CheckoutForm isGuest pending={false} onSubmit={onSubmit} />);
    const form = container.querySelector("form")!;
    await expectLinkedErrors(user, form, screen.getByRole("button", { name: "Continue to Payment" }), 7);
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
