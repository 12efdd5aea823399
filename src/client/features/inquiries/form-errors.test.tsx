import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { expectLinkedErrors } from "@/test/field-errors";
import { jsonAnswer, renderWithProviders, stubFetch } from "@/test/render";
import { ContactForm } from "./contact-form";
import { CustomOrderForm } from "./custom-order-form";
import { NewsletterForm } from "./newsletter-form";

// The forms check themselves (noValidate): what a browser's bubble would say is said next to each field.
describe("the contact, newsletter and custom order forms sent empty (WCAG 3.3.1, 4.1.3)", () => {
  it("the contact form: three errors, each tied to its field and announced, the first field focused; nothing sent", async () => {
    const calls = stubFetch(() => jsonAnswer({}, 201));
    const { user } = renderWithProviders(<ContactForm />);
    const form = screen.getByRole("form", { name: "Contact us" });
    await expectLinkedErrors(user, form, within(form).getByRole("button", { name: "Send Message" }), 3);
    expect(calls).toEqual([]);
  });

  it("the newsletter forms, in their section and in the footer: two errors each", async () => {
    const calls = stubFetch(() => jsonAnswer({}, 201));
    const { user } = renderWithProviders(
      <>
        <NewsletterForm />
        <NewsletterForm variant="footer" />
      </>,
    );
    for (const name of ["Newsletter sign-up", "Newsletter sign-up (footer)"]) {
      const form = screen.getByRole("form", { name });
      await expectLinkedErrors(user, form, within(form).getByRole("button", { name: "Subscribe" }), 2);
    }
    expect(calls).toEqual([]);
  });

  it("the custom order form: two errors", async () => {
    const calls = stubFetch(() => jsonAnswer({}, 201));
    const { user } = renderWithProviders(<CustomOrderForm />);
    const form = screen.getByRole("form", { name: "Custom order request" });
    await expectLinkedErrors(user, form, within(form).getByRole("button", { name: "Request a Quote" }), 2);
    expect(calls).toEqual([]);
  });
});
