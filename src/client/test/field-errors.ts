// WCAG 3.3.1 and 4.1.3 (issue 28) in a component test (issue 38): a form sent with its required
// fields empty says what is wrong next to each field, tied to it (aria-invalid, aria-describedby)
// and announced (role=alert or a live region), and the first wrong field takes focus.
import { waitFor } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import { expect } from "vitest";
import { expectAccessible } from "./axe";

/** Sends `form` with `submit` and checks each of its `count` wrong fields' errors, then axe on the form. */
export async function expectLinkedErrors(user: UserEvent, form: HTMLElement, submit: HTMLElement, count: number) {
  await user.click(submit);
  await waitFor(() => expect(form.querySelectorAll("[aria-invalid=true]")).toHaveLength(count));
  const invalid = [...form.querySelectorAll<HTMLElement>("[aria-invalid=true]")];
  for (const field of invalid) {
    const name = field.getAttribute("name") ?? field.id;
    const ids = (field.getAttribute("aria-describedby") ?? "").split(/\s+/).filter(Boolean);
    expect(ids, `aria-describedby of ${name}`).not.toEqual([]);
    const errors = ids.map((id) => {
      const element = document.getElementById(id);
      expect(element, `#${id}, described by ${name}`).not.toBeNull();
      return {
        text: element?.textContent?.trim() ?? "",
        announced: element?.closest("[role=alert], [aria-live=assertive], [aria-live=polite]") != null,
      };
    });
    expect(
      errors.some((error) => error.text !== "" && error.announced),
      `an announced error for ${name}: ${JSON.stringify(errors)}`,
    ).toBe(true);
  }
  expect(document.activeElement).toBe(invalid[0]);
  await expectAccessible(form);
}
