import request from "supertest";
import type TestAgent from "supertest/lib/agent";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CreatePaymentIntentAnswer, GiftOptions } from "@shared/checkout";
import type { ApiErrorBody } from "@shared/errors";
import type { Product } from "@shared/product";
import { checkoutPayload } from "../test/checkout.fixtures";
import { bodyOf, createTestApp, type TestApp } from "../test/harness";
import { asBytes, pdfText } from "../test/pdf-text";

// Gift options at checkout and the packing slip that goes in the box.
let t: TestApp;
let admin: TestAgent;
let board: Product;
beforeAll(async () => {
  t = await createTestApp();
  ({ admin, board } = await t.adminWithBoard({
    name: "Cherry Serving Board",
    price: "74.50",
    dimensions: "14 × 9 in",
  }));
});
afterAll(() => t?.close());

const MESSAGE = "Happy housewarming, A & J!\nWith love from the Woods.";

async function placeOrder(email: string, gift?: Partial<GiftOptions>): Promise<CreatePaymentIntentAnswer> {
  const payload = { ...checkoutPayload({ amount: "149.00", items: [{ productId: board.id, quantity: 2 }] }), gift };
  payload.customerInfo.email = email;
  return bodyOf<CreatePaymentIntentAnswer>(
    await request(t.app).post("/api/create-payment-intent").send(payload).expect(201),
  );
}
const slipOf = async (agent: TestAgent, url: string) =>
  pdfText(bodyOf<Buffer>(await asBytes(agent.get(url)).expect(200)));

/** The email whose subject starts with `subject`, decoded. */
const mailed = async (subject: string) => (await t.outbox()).find((m) => m.includes(`Subject: ${subject}`)) ?? "";

describe("a gift", () => {
  it("prints the gift message and leaves the prices off the slip when the buyer asked", async () => {
    const placed = await placeOrder("gift@example.com", { message: MESSAGE, hidePrices: true });
    const res = await admin.get(`/api/admin/orders/${placed.orderId}/packing-slip.pdf`).expect(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-disposition"]).toBe(
      `attachment; filename="grain-and-groove-packing-slip-${placed.orderId}.pdf"`,
    );
    const { text } = await slipOf(admin, `/api/admin/orders/${placed.orderId}/packing-slip.pdf`);
    expect(text).toContain("PACKING SLIP");
    expect(text).toContain(`Order #${placed.orderId}`);
    expect(text).toContain("Happy housewarming, A & J!");
    expect(text).toContain("With love from the Woods.");
    expect(text).toContain("Cherry Serving Board (14 × 9 in)");
    expect(text).not.toMatch(/\$\d/);
  });

  it("shows the prices on a gift's slip when the buyer left them, and on an order that is no gift", async () => {
    const gift = await placeOrder("gift-priced@example.com", { message: "Enjoy!" });
    const giftSlip = await slipOf(admin, `/api/admin/orders/${gift.orderId}/packing-slip.pdf`);
    expect(giftSlip.text).toContain("Enjoy!");
    expect(giftSlip.text).toContain("$149.00");

    const plain = await placeOrder("plain@example.com");
    const plainSlip = await slipOf(admin, `/api/admin/orders/${plain.orderId}/packing-slip.pdf`);
    expect(plainSlip.text).not.toContain("A GIFT FOR YOU");
    expect(plainSlip.text).toContain("$149.00");
  });

  it("tells the buyer and the owner it is a gift, with its message", async () => {
    const placed = await placeOrder("gift-mail@example.com", { message: "For your new kitchen", hidePrices: true });
    const confirmation = await mailed(`Your Grain & Groove order #${placed.orderId}`);
    expect(confirmation).toContain("Gift message: For your new kitchen");
    expect(confirmation).toContain("The packing slip leaves the prices off.");
    const notice = await mailed(`New order #${placed.orderId}`);
    expect(notice).toContain("This order is a gift.");
    expect(notice).toContain("Gift message: For your new kitchen");
  });

  it("refuses a message over 250 characters, over 6 lines or with control characters, and keeps nothing", async () => {
    for (const [message, error] of [
      ["x".repeat(251), "Gift message is too long"],
      // 120 lines spread one slip over pages, one of them like another order's (issue 39).
      ["x\n".repeat(120), "Gift message must be at most 6 lines"],
      ["1\n2\n3\n4\n5\n6\n7", "Gift message must be at most 6 lines"],
      ["bell\u0007", "Gift message contains characters that are not allowed"],
    ]) {
      const payload = { ...checkoutPayload({ items: [{ productId: board.id, quantity: 1 }] }), gift: { message } };
      const res = await request(t.app).post("/api/create-payment-intent").send(payload).expect(400);
      expect(bodyOf<ApiErrorBody>(res).errors).toEqual([{ path: "gift.message", message: error }]);
    }
  });
});

describe("packing slips", () => {
  it("prints several orders' slips in one PDF, in the order picked", async () => {
    const first = await placeOrder("slips-a@example.com", { message: "To Ann" });
    const second = await placeOrder("slips-b@example.com");
    const res = await admin
      .get(`/api/admin/orders/packing-slips.pdf?ids=${second.orderId},${first.orderId}`)
      .expect(200);
    expect(res.headers["content-disposition"]).toBe('attachment; filename="grain-and-groove-packing-slips.pdf"');
    const { pages } = await slipOf(admin, `/api/admin/orders/packing-slips.pdf?ids=${second.orderId},${first.orderId}`);
    expect(pages).toHaveLength(2);
    expect(pages[0]).toContain(`Order #${second.orderId}`);
    expect(pages[1]).toContain(`Order #${first.orderId}`);
    expect(pages[1]).toContain("To Ann");
  });

  it("answers 404 for an order that does not exist and 400 for a list that is not one", async () => {
    await admin.get("/api/admin/orders/999999/packing-slip.pdf").expect(404);
    const first = await placeOrder("slips-c@example.com");
    await admin.get(`/api/admin/orders/packing-slips.pdf?ids=${first.orderId},999999`).expect(404);
    for (const ids of ["", "1,x", "1,1", "-3"]) {
      await admin.get(`/api/admin/orders/packing-slips.pdf?ids=${ids}`).expect(400);
    }
  });

  it("is the owner's alone", async () => {
    const placed = await placeOrder("slips-d@example.com");
    for (const url of [
      `/api/admin/orders/${placed.orderId}/packing-slip.pdf`,
      `/api/admin/orders/packing-slips.pdf?ids=${placed.orderId}`,
    ]) {
      await request(t.app).get(url).expect(401);
      await (await t.asCustomer()).get(url).expect(403);
    }
  });
});
