import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CreatePaymentIntentAnswer } from "@shared/checkout";
import type { AdminDiscountCode } from "@shared/discount-schema";
import type { ApiErrorBody } from "@shared/errors";
import { bodyOf } from "../test/harness";
import { checkoutPayload } from "../test/checkout.fixtures";
import { startStripeShop, type StripeShop } from "../test/stripe.fixtures";

let shop: StripeShop;
beforeAll(async () => {
  shop = await startStripeShop();
});
afterAll(() => shop?.close());

async function code(rules: Record<string, string>): Promise<AdminDiscountCode> {
  const admin = await shop.t.asAdmin();
  const name = `CARD${Math.random().toString(36).slice(2, 8)}`;
  return bodyOf<AdminDiscountCode>(
    await admin
      .post("/api/admin/discounts")
      .send({ code: name, ...rules })
      .expect(201),
  );
}

function order(productId: string, quantity: number, amount: string, discountCode: string, email = "sam@example.com") {
  return request(shop.t.app)
    .post("/api/create-payment-intent")
    .send(
      checkoutPayload({
        amount,
        discountCode,
        customerInfo: { name: "Sam Shopper", email, phone: "", address: "1 Main St\nPortland, OR 97201" },
        items: [{ productId, productName: "x", quantity, price: "64.25" }],
      }),
    );
}

const listed = async (id: string) =>
  bodyOf<AdminDiscountCode[]>(await (await shop.t.asAdmin()).get("/api/admin/discounts").expect(200)).find(
    (c) => c.id === id,
  )!;

describe("a discount code paid by card", () => {
  it("takes the discount off the PaymentIntent's amount, to the cent", async () => {
    const board = await shop.board();
    // 3 × $64.25 = $192.75; 15% = $28.9125 → $28.91; $163.84 to pay.
    const fifteen = await code({ kind: "percentage", value: "15" });
    const placed = bodyOf<CreatePaymentIntentAnswer>(await order(board.id, 3, "163.84", fifteen.code).expect(201));
    const intent = [...shop.stripe.intents.values()].find((i) => i.metadata.orderId === String(placed.orderId))!;
    expect(intent.amount).toBe(16384);
    expect(await shop.orderRow(placed.orderId)).toMatchObject({ total: "163.84", discount: "28.91" });
  });

  it("answers 409 with the reason and creates no intent when the code does not apply", async () => {
    const board = await shop.board();
    const intents = shop.stripe.intents.size;
    const late = await code({ kind: "fixed", value: "5", endsOn: "2020-01-01" });
    const res = await order(board.id, 1, "59.25", late.code).expect(409);
    expect(bodyOf<ApiErrorBody>(res).message).toBe("This code has ended");
    expect(shop.stripe.intents.size).toBe(intents);
  });

  it("gives the use back when the unpaid order's hold expires", async () => {
    const board = await shop.board();
    const last = await code({ kind: "fixed", value: "5", maxUses: "1" });
    const placed = bodyOf<CreatePaymentIntentAnswer>(await order(board.id, 1, "59.25", last.code).expect(201));
    expect(await listed(last.id)).toMatchObject({ uses: 1, discounted: "5.00" });
    await order(board.id, 1, "59.25", last.code, "other@example.com").expect(409);
    const expired = await shop.t.checkout.expireUnpaid(new Date(Date.now() + 24 * 60 * 60_000));
    expect(expired).toContain(placed.orderId);
    expect(await listed(last.id)).toMatchObject({ uses: 0, discounted: "0.00" });
    await order(board.id, 1, "59.25", last.code, "other@example.com").expect(201);
  });
});
