import { describe, expect, it } from "vitest";
import { afterSignIn, SIGN_IN_FROM_CHECKOUT } from "./after-sign-in";

describe("afterSignIn: where the auth page sends someone once signed in (decision 085)", () => {
  it("goes back to the checkout its 'Log in' link came from", () => {
    expect(afterSignIn(SIGN_IN_FROM_CHECKOUT.split("?")[1])).toBe("/checkout");
    expect(afterSignIn("?next=/checkout")).toBe("/checkout");
  });

  it("goes to the dashboard otherwise, and never to another site or page it does not know", () => {
    for (const search of [
      "",
      "next=",
      "next=https://evil.example/",
      "next=//evil.example",
      "next=/admin",
      "next=/checkout/x",
    ])
      expect(afterSignIn(search)).toBe("/dashboard");
  });
});
