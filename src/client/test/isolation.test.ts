import { describe, expect, it } from "vitest";

// The component files share their worker's document (vitest.config.ts): test/setup.ts empties the
// page after each test, so nothing one test puts in it reaches the next, in this file or another.
describe("the page each component test starts on", () => {
  it("may be changed by a test outside Testing Library's container", () => {
    document.body.appendChild(document.createElement("button"));
    expect(document.body.children).toHaveLength(1);
  });

  it("is empty again for the next test", () => {
    expect(document.body.children).toHaveLength(0);
  });
});
