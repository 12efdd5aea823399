import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApiErrorBody } from "@shared/errors";
import { bodyOf, createTestApp, type TestApp } from "../test/harness";
import { commissionShop, type CommissionSteps } from "../test/commissions.fixtures";

// Decision 080: accepting a quote and paying have their own rate limit, apart from the contact
// form's, so a customer who wrote to the shop (or a shared office connection) can still accept.

let t: TestApp;
let c: CommissionSteps;
beforeAll(
  async () =>
    ({ t, c } = await commissionShop((options) =>
      createTestApp({ env: { ...options.env, CONTACT_RATE_LIMIT: "1", CHECKOUT_RATE_LIMIT: "3" } }),
    )),
);
afterAll(() => t?.close());

const contact = () =>
  request(t.app)
    .post("/api/contact")
    .send({ inquiryType: "general", name: "Carl Custom", email: "carl@example.com", message: "One more question" });

describe("the commission's own rate limit", () => {
  it("lets a customer accept after the contact form's limit is used up, and counts accepting and paying apart", async () => {
    // The request itself used the contact form's one message; a second is refused.
    const customer = await c.requestBoard();
    const refused = await contact().expect(429);
    expect(bodyOf<ApiErrorBody>(refused).message).toMatch(/^Too many messages sent/);
    await c.quoted(customer.id);
    const token = await c.mailedToken(customer.email);

    // Accepting is not counted against the contact form.
    await c.accept(token).expect(200);
    await c.accept(token).expect(200);
    await c.pay(token).expect(409);

    // Its own limit (the checkout's allowance, 3 here) holds, with its own words.
    const tooMany = await c.accept(token).expect(429);
    expect(bodyOf<ApiErrorBody>(tooMany).message).toMatch(
      /^Too many tries on this commission\. Please wait \d+ minutes?/,
    );
    expect(tooMany.headers["retry-after"]).toMatch(/^\d+$/);
    // The page itself is never limited.
    await c.view(token).expect(200);
  });
});
