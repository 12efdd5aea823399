import type { Locator, Page } from "@playwright/test";
import { expect, expectAccessible, test } from "./support/fixtures";
import { addPrepBoardToCart } from "./support/checkout";

// WCAG 3.3.1 and 4.1.3 (issue 28): a form sent with its required fields empty says what is wrong
// next to each field, tied to it (aria-invalid, aria-describedby) and announced (role=alert), and
// the first wrong field takes focus. The browser's own bubbles are none of these: the forms check
// themselves (noValidate).

/** Sends `form` with `submit` and checks each of its wrong fields' errors; at least `count` of them. */
async function expectLinkedErrors(page: Page, form: Locator, submit: Locator, count: number): Promise<void> {
  await submit.click();
  const invalid = form.locator("[aria-invalid=true]");
  await expect(invalid).toHaveCount(count);
  for (const field of await invalid.all()) {
    const ids = ((await field.getAttribute("aria-describedby")) ?? "").split(/\s+/).filter(Boolean);
    expect(ids, `aria-describedby of ${await field.getAttribute("name")}`).not.toEqual([]);
    const errors = await page.evaluate(
      (ids) =>
        ids.map((id) => {
          const element = document.getElementById(id);
          return {
            text: element?.textContent?.trim() ?? "",
            announced: element?.closest("[role=alert], [aria-live=assertive], [aria-live=polite]") != null,
          };
        }),
      ids,
    );
    expect(
      errors.some((error) => error.text !== "" && error.announced),
      `an announced error for ${await field.getAttribute("name")}: ${JSON.stringify(errors)}`,
    ).toBe(true);
    // The error reads as the field's description.
    await expect(field).toHaveAccessibleDescription(
      errors
        .map((error) => error.text)
        .join(" ")
        .trim(),
    );
  }
  await expect(invalid.first()).toBeFocused();
  await expectAccessible(page);
}

test("the checkout's empty fields each say what they need", async ({ page }) => {
  await addPrepBoardToCart(page);
  await page.goto("/checkout");
  const main = page.getByRole("main");
  await expectLinkedErrors(page, main, main.getByRole("button", { name: "Continue to Payment" }), 7);
});

test("logging in and registering with empty fields say what they need", async ({ page }) => {
  await page.goto("/auth");
  const main = page.getByRole("main");
  await expectLinkedErrors(page, main, main.getByRole("button", { name: "Log In" }), 2);
  await page.getByRole("tab", { name: "Register" }).click();
  const register = page.getByRole("tabpanel", { name: "Register" });
  await expectLinkedErrors(page, register, register.locator("button[type=submit]"), 2);
});

test("the contact, newsletter and custom order forms say what they need, not the browser's bubble", async ({
  page,
}) => {
  await page.goto("/");
  const contact = page.getByRole("form", { name: "Contact us" });
  await expectLinkedErrors(page, contact, contact.getByRole("button", { name: "Send Message" }), 3);
  const newsletter = page.getByRole("form", { name: "Newsletter sign-up", exact: true });
  await expectLinkedErrors(page, newsletter, newsletter.getByRole("button", { name: "Subscribe" }), 2);
  const footer = page.getByRole("form", { name: "Newsletter sign-up (footer)" });
  await expectLinkedErrors(page, footer, footer.getByRole("button", { name: "Subscribe" }), 2);

  await page.goto("/custom-orders");
  const custom = page.getByRole("form", { name: "Custom order request" });
  await expectLinkedErrors(page, custom, custom.getByRole("button", { name: "Request a Quote" }), 2);
});
