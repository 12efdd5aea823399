import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { jsonAnswer, renderWithProviders, stubFetch } from "@/test/render";
import { CustomOrderForm } from "./custom-order-form";

const field = (name: string | RegExp) => screen.getByRole("textbox", { name });
const submitButton = () => screen.getByRole("button", { name: "Request a Quote" });

describe("CustomOrderForm (SPEC §2 Custom Orders page, §5, §7, §8)", () => {
  it("asks for the spec's fields, email the default way to reach the shopper", () => {
    renderWithProviders(<CustomOrderForm />);
    expect(screen.getByRole("form", { name: "Custom order request" })).toBeTruthy();
    for (const name of ["Name", "Email", /Phone/, /Dimensions/, /Special requests/]) expect(field(name)).toBeTruthy();
    expect(screen.getByRole("combobox", { name: /Wood preference/ }).textContent).toContain("Choose a wood");
    const reach = screen.getByRole("group", { name: "How should we reach you?" });
    expect(reach).toBeTruthy();
    expect(screen.getByRole("radio", { name: "Email" })).toHaveProperty("checked", true);
    expect(screen.getByRole("radio", { name: "Phone" })).toHaveProperty("checked", false);
    expect(screen.getByRole("radio", { name: "Text" })).toHaveProperty("checked", false);
    expect(submitButton()).toHaveProperty("disabled", false);
  });

  it("requires the name and the email, and sends nothing until they are given", async () => {
    const calls = stubFetch(() => jsonAnswer({}, 201));
    const { user } = renderWithProviders(<CustomOrderForm />);
    await user.click(submitButton());

    const messages = (await screen.findAllByRole("alert")).map((alert) => alert.textContent);
    expect(messages).toEqual(["Name is required", "Email is required"]);
    expect(field("Name").getAttribute("aria-invalid")).toBe("true");

    await user.type(field("Name"), "Grace Hopper");
    await user.type(field("Email"), "grace@");
    await user.click(submitButton());
    expect((await screen.findByRole("alert")).textContent).toBe("Invalid email address");
    expect(calls).toEqual([]);
  });

  it("sends the request as SPEC §7 says, toasts 'Custom order request sent!' and empties the form", async () => {
    const calls = stubFetch(() => new Response(null, { status: 201 }));
    const { user } = renderWithProviders(<CustomOrderForm />);
    await user.type(field("Name"), " Grace Hopper ");
    await user.type(field("Email"), "grace@example.com");
    await user.type(field(/Phone/), "555 0199");
    await user.click(screen.getByRole("radio", { name: "Text" }));
    await user.type(field(/Dimensions/), '18" x 12"');
    await user.click(screen.getByRole("combobox", { name: /Wood preference/ }));
    await user.click(await screen.findByRole("option", { name: "Cherry" }));
    await user.type(field(/Special requests/), "A juice groove, please.");
    await user.click(submitButton());

    expect(await screen.findByText("Custom order request sent!")).toBeTruthy();
    expect(screen.getByText("We'll contact you to discuss your custom board.")).toBeTruthy();
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ method: "POST", url: "/api/contact" });
    expect(calls[0]?.body).toEqual({
      inquiryType: "custom_order",
      name: "Grace Hopper",
      email: "grace@example.com",
      phone: "555 0199",
      communicationPreference: "text",
      message: "A juice groove, please.",
      customOrderDetails: JSON.stringify({
        dimensions: '18" x 12"',
        woodType: "Cherry",
        specialRequests: "A juice groove, please.",
      }),
      website: "",
    });
    await waitFor(() => expect(field("Name")).toHaveProperty("value", ""));
    expect(field(/Special requests/)).toHaveProperty("value", "");
    expect(screen.getByRole("radio", { name: "Email" })).toHaveProperty("checked", true);
  });

  it("says 'Failed to send request. Please try again.' when sending fails, and keeps what was typed", async () => {
    stubFetch(() => new Response("down for maintenance", { status: 503 }));
    const { user } = renderWithProviders(<CustomOrderForm />);
    await user.type(field("Name"), "Grace Hopper");
    await user.type(field("Email"), "grace@example.com");
    await user.click(submitButton());

    expect(await screen.findByText("Failed to send request. Please try again.")).toBeTruthy();
    expect(screen.getByText("Error")).toBeTruthy();
    expect(field("Name")).toHaveProperty("value", "Grace Hopper");
  });

  it("reads 'Sending...' and cannot be sent twice while the request is on its way", async () => {
    let answer: (response: Response) => void = () => {};
    const calls = stubFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    const { user } = renderWithProviders(<CustomOrderForm />);
    await user.type(field("Name"), "Grace Hopper");
    await user.type(field("Email"), "grace@example.com");
    await user.click(submitButton());

    const sending = await screen.findByRole("button", { name: "Sending..." });
    expect(sending).toHaveProperty("disabled", true);
    await user.click(sending);
    expect(calls).toHaveLength(1);
    answer(new Response(null, { status: 201 }));
    expect(await screen.findByRole("button", { name: "Request a Quote" })).toBeTruthy();
  });

  it("starts with a sold-out board's facts ('Commission one like it')", () => {
    renderWithProviders(
      <CustomOrderForm
        prefill={{ dimensions: '16" x 10"', woodType: "Walnut", specialRequests: "Like the Walnut Classic." }}
      />,
    );
    expect(field(/Dimensions/)).toHaveProperty("value", '16" x 10"');
    expect(screen.getByRole("combobox", { name: /Wood preference/ }).textContent).toContain("Walnut");
    expect(field(/Special requests/)).toHaveProperty("value", "Like the Walnut Classic.");
    expect(field("Name")).toHaveProperty("value", "");
  });
});
