import { describe, expect, it } from "vitest";
import { render } from "@testing-library/react";
import { expectAccessible } from "./axe";

describe("expectAccessible", () => {
  it("passes a labelled form and names what a nameless button breaks", async () => {
    render(
      <main>
        <h1>Form</h1>
        <label>
          Email <input type="email" />
        </label>
      </main>,
    );
    await expectAccessible();
    render(<button type="button" />);
    await expect(expectAccessible()).rejects.toMatchObject({
      actual: [expect.stringMatching(/^critical button-name: /)],
    });
  });
});
