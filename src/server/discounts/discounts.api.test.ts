import request from "supertest";
import type TestAgent from "supertest/lib/agent";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { CreatePaymentIntentAnswer, OrderPaymentState } from "@shared/checkout";
import type { AdminDiscountCode, DiscountCheck, DiscountCodeInput } from "@shared/discount-schema";
import type { ApiErrorBody } from "@shared/errors";
import type { AdminOrder } from "@shared/orders";
import type { Product } from "@shared/product";
import type { Category } from "@shared/categories";
import type { ShippingSettingInput } from "@shared/shipping-schema";
import { orders } from "../db/schema";
import { productPayload } from "../db/factories";
import { bodyOf, createTestApp, type TestApp } from "../test/harness";
import { checkoutPayload } from "../test/checkout.fixtures";
import { parseCsv } from "../test/csv-parse";
import { asBytes, pdfText } from "../test/pdf-text";
import type { OrderPage } from "@shared/order-page";

let t: TestApp;
let admin: TestAgent;
let walnut: Product;
let oil: Product;
let care: Category;
beforeAll(async () => {
  t = await createTestApp();
  ({ admin, board: walnut } = await t.adminWithBoard({ name: "Walnut Slab", price: "129.00" }));
  care = bodyOf<Category>(await admin.post("/api/admin/categories").send({ name: "Board care" }).expect(201));
  oil = bodyOf<Product>(
    await admin
      .post("/api/products")
      .send(productPayload({ name: "Board Oil", price: "20.00", categoryId: care.id }))
      .expect(201),
  );
});
afterAll(() => t?.close());

const setShipping = (shipping: ShippingSettingInput) =>
  admin.patch("/api/admin/site-content").send({ shipping }).expect(200);

let serial = 0;
/** A code with these rules and a fresh name. */
async function makeCode(rules: Partial<DiscountCodeInput> = {}): Promise<AdminDiscountCode> {
  const code = rules.code ?? `CODE${++serial}${Math.random().toString(36).slice(2, 6)}`;
  const res = await admin.post("/api/admin/discounts").send({ kind: "percentage", value: "10", ...rules, code });
  if (res.status !== 201) throw new Error(`${res.status} ${res.text}`);
  return bodyOf<AdminDiscountCode>(res);
}

type Line = { board: Product; quantity: number; engraving?: string };
const items = (lines: Line[]) =>
  lines.map(({ board, quantity, engraving }) => ({
    productId: board.id,
    productName: board.name,
    quantity,
    engraving,
  }));

async function check(code: string, lines: Line[], email?: string, as?: TestAgent): Promise<DiscountCheck> {
  return bodyOf<DiscountCheck>(
    await (as ?? request(t.app))
      .post("/api/discounts/check")
      .send({ code, items: items(lines), email })
      .expect(200),
  );
}

function order(lines: Line[], amount: string, discountCode?: string, email = "gus@example.com") {
  return request(t.app)
    .post("/api/create-payment-intent")
    .send(
      checkoutPayload({
        amount,
        discountCode,
        customerInfo: { name: "Gus Guest", email, phone: "", address: "9 Elm St\nPortland, OR 97201" },
        items: items(lines),
      }),
    );
}

async function recap(placed: CreatePaymentIntentAnswer): Promise<OrderPaymentState> {
  return bodyOf<OrderPaymentState>(
    await request(t.app)
      .get(`/api/orders/${placed.orderId}/payment-status`)
      .query({ token: placed.orderToken })
      .expect(200),
  );
}

const listed = async (id: string) =>
  bodyOf<AdminDiscountCode[]>(await admin.get("/api/admin/discounts").expect(200)).find((c) => c.id === id)!;

beforeEach(() => setShipping({ rule: "flat", rate: "9.00" }));

describe("the owner's discount codes", () => {
  it("are admin-only: 401 signed out, 403 for a customer, on every call", async () => {
    const customer = await t.asCustomer();
    const body = { code: "NOPE10", kind: "percentage", value: "10" };
    await request(t.app).get("/api/admin/discounts").expect(401);
    await request(t.app).post("/api/admin/discounts").send(body).expect(401);
    await request(t.app).patch("/api/admin/discounts/00000000-0000-4000-8000-000000000000").send(body).expect(401);
    await customer.get("/api/admin/discounts").expect(403);
    await customer.post("/api/admin/discounts").send(body).expect(403);
    await customer.patch("/api/admin/discounts/00000000-0000-4000-8000-000000000000").send(body).expect(403);
  });

  it("are stored upper-case and unique whatever the case, and each rule is checked", async () => {
    const made = await makeCode({ code: "spring15", value: "15", minSubtotal: "50", maxUses: "3" });
    expect(made).toMatchObject({ code: "SPRING15", kind: "percentage", value: "15", minSubtotal: "50.00", maxUses: 3 });
    const clash = await admin.post("/api/admin/discounts").send({ code: "Spring15", kind: "fixed", value: "5" });
    expect(clash.status).toBe(409);
    expect(bodyOf<ApiErrorBody>(clash).message).toBe("A code SPRING15 already exists");
    const bad = await admin
      .post("/api/admin/discounts")
      .send({ code: "x", kind: "percentage", value: "150", startsOn: "2026-12-10", endsOn: "2026-12-01" });
    expect(bad.status).toBe(400);
    expect(bodyOf<ApiErrorBody>(bad).errors?.map((e) => e.path)).toContain("code");
    const percent = await admin.post("/api/admin/discounts").send({ code: "BIG150", kind: "percentage", value: "150" });
    expect(bodyOf<ApiErrorBody>(percent).errors).toEqual([
      { path: "value", message: "Percentage must be a whole number from 1 to 100" },
    ]);
    const dates = await admin
      .post("/api/admin/discounts")
      .send({ code: "DATES", kind: "fixed", value: "5", startsOn: "2026-12-10", endsOn: "2026-12-01" });
    expect(bodyOf<ApiErrorBody>(dates).errors).toEqual([
      { path: "endsOn", message: "End date must be on or after the start date" },
    ]);
  });

  it("are edited and deactivated; a deactivated code no longer applies", async () => {
    const made = await makeCode({ value: "10" });
    const edited = bodyOf<AdminDiscountCode>(
      await admin
        .patch(`/api/admin/discounts/${made.id}`)
        .send({ code: made.code, kind: "fixed", value: "12.50", active: false })
        .expect(200),
    );
    expect(edited).toMatchObject({ kind: "fixed", value: "12.50", active: false });
    expect(await check(made.code, [{ board: walnut, quantity: 1 }])).toEqual({
      applies: false,
      reason: "This code has ended",
    });
    await admin.patch(`/api/admin/discounts/${made.id}`).send({ code: made.code, kind: "fixed", value: "12.50" });
    expect(await check(made.code.toLowerCase(), [{ board: walnut, quantity: 1 }])).toEqual({
      applies: true,
      code: made.code,
      discount: "12.50",
      onShipping: false,
    });
  });
});

describe("POST /api/discounts/check", () => {
  const today = new Date().toISOString().slice(0, 10);
  const dayAfter = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

  it("works out a percentage of the boards with their engraving, rounded half up once, to the cent", async () => {
    // 3 × $129.00 = $387.00; 15% = $58.05.
    const code = await makeCode({ value: "15" });
    expect(await check(code.code, [{ board: walnut, quantity: 3 }])).toEqual({
      applies: true,
      code: code.code,
      discount: "58.05",
      onShipping: false,
    });
    // 7% of $149.00 = $10.43.
    const seven = await makeCode({ value: "7" });
    expect(
      await check(seven.code, [
        { board: walnut, quantity: 1 },
        { board: oil, quantity: 1 },
      ]),
    ).toMatchObject({
      discount: "10.43",
    });
  });

  it("caps a fixed amount at the boards it applies to, and free shipping takes the shipping", async () => {
    const fixed = await makeCode({ kind: "fixed", value: "500" });
    expect(await check(fixed.code, [{ board: oil, quantity: 2 }])).toMatchObject({ discount: "40.00" });
    const ship = await makeCode({ kind: "free_shipping", value: "" });
    expect(await check(ship.code, [{ board: oil, quantity: 1 }])).toMatchObject({ discount: "9.00", onShipping: true });
  });

  it("says exactly why a code does not apply", async () => {
    const cart = [{ board: walnut, quantity: 1 }];
    const reason = async (rules: Partial<DiscountCodeInput>, lines: Line[] = cart) => {
      const answer = await check((await makeCode(rules)).code, lines);
      return answer.applies ? answer.discount : answer.reason;
    };
    expect((await check("NO-SUCH-CODE", cart)) as unknown).toEqual({
      applies: false,
      reason: "We don't know this code. Please check its spelling.",
    });
    expect(await reason({ startsOn: "2099-12-01" })).toBe("This code starts on 1 December 2099");
    expect(await reason({ startsOn: dayAfter(1) })).toMatch(/^This code starts on \d{1,2} [A-Z][a-z]+( \d{4})?$/);
    expect(await reason({ endsOn: dayAfter(-1) })).toBe("This code has ended");
    expect(await reason({ startsOn: today, endsOn: today })).toBe("12.90");
    expect(await reason({ minSubtotal: "149.00" })).toBe("Add $20.00 more to use this code");
    expect(await reason({ minSubtotal: "149.00" }, [...cart, { board: oil, quantity: 1 }])).toBe("14.90");
    expect(await reason({ categoryIds: [care.id] })).toBe("This code doesn't apply to the boards in your cart");
    expect(await reason({ productIds: [walnut.id] }, [...cart, { board: oil, quantity: 1 }])).toBe("12.90");
    expect(await reason({ categoryIds: [care.id] }, [...cart, { board: oil, quantity: 1 }])).toBe("2.00");
  });

  it("says a code is used up, or used already by this email to its signed-in owner only", async () => {
    const once = await makeCode({ oncePerEmail: true, value: "10" });
    const pat = await t.asCustomer("pat@example.com");
    await order([{ board: oil, quantity: 1 }], "27.00", once.code, "pat@example.com").expect(201);
    // To anyone else the check says nothing of another person's use: it would tell who is a customer (issue 39).
    expect(await check(once.code, [{ board: oil, quantity: 1 }], "PAT@example.com")).toMatchObject({ applies: true });
    expect(await check(once.code, [{ board: oil, quantity: 1 }], "PAT@example.com", pat)).toEqual({
      applies: false,
      reason: "You've already used this code",
    });
    expect(await check(once.code, [{ board: oil, quantity: 1 }], "kim@example.com")).toMatchObject({ applies: true });
    const res = await order([{ board: oil, quantity: 1 }], "27.00", once.code, "pat@example.com").expect(409);
    expect(bodyOf<ApiErrorBody>(res).message).toBe("You've already used this code");

    const single = await makeCode({ maxUses: "1" });
    await order([{ board: oil, quantity: 1 }], "27.00", single.code).expect(201);
    expect(await check(single.code, [{ board: oil, quantity: 1 }])).toEqual({
      applies: false,
      reason: "This code has been used up",
    });
  });

  it("refuses a broken body with 400", async () => {
    const res = await request(t.app).post("/api/discounts/check").send({ code: "", items: [] }).expect(400);
    expect(bodyOf<ApiErrorBody>(res).errors?.map((e) => e.path)).toEqual(["code", "items"]);
  });
});

describe("a discount code at checkout", () => {
  it("is worked out by the server, stored on the order and shown in its recap, the admin and the CSV", async () => {
    const code = await makeCode({ value: "10" });
    // $129.00 + $9.00 shipping − $12.90 = $125.10.
    await order([{ board: walnut, quantity: 1 }], "138.00", code.code).expect(409);
    const placed = bodyOf<CreatePaymentIntentAnswer>(
      await order([{ board: walnut, quantity: 1 }], "125.10", code.code.toLowerCase()).expect(201),
    );
    expect(await recap(placed)).toMatchObject({
      subtotal: "129.00",
      shipping: "9.00",
      discount: "12.90",
      discountCode: code.code,
      total: "125.10",
    });
    const [row] = await t.db.select().from(orders).where(eq(orders.id, placed.orderId));
    expect(row).toMatchObject({ total: "125.10", discount: "12.90", discountCode: code.code });
    const adminOrders = bodyOf<AdminOrder[]>(await admin.get("/api/admin/orders").query({ pageSize: 100 }).expect(200));
    expect(adminOrders.find((o) => o.id === placed.orderId)).toMatchObject({ discount: "12.90", total: "125.10" });
    expect(await listed(code.id)).toMatchObject({ uses: 1, discounted: "12.90" });

    const mails = await t.outbox();
    const confirmation = mails.find(
      (m) => m.includes(`order #${placed.orderId}`) && m.includes("To: gus@example.com"),
    )!;
    expect(confirmation).toContain(`Discount (${code.code}): \u2212$12.90`);

    // The order's page (by the link of its emails) and its invoice say it too.
    const pageUrl = /\/orders\/([\w-]+)/.exec(confirmation)![1];
    expect(bodyOf<OrderPage>(await request(t.app).get(`/api/orders/${pageUrl}`).expect(200))).toMatchObject({
      subtotal: "129.00",
      discount: "12.90",
      discountCode: code.code,
      total: "125.10",
    });
    const pdf = await asBytes(admin.get(`/api/admin/orders/${placed.orderId}/invoice.pdf`)).expect(200);
    const { text } = await pdfText(pdf.body as Buffer);
    expect(text).toContain(`Discount (${code.code})`);
    expect(text).toContain("\u2013$12.90");
    expect(text).toContain("$125.10");

    const csv = await admin.get("/api/admin/exports/orders.csv").expect(200);
    const [header, ...rows] = parseCsv(csv.text);
    const line = rows.find((r) => r[0] === String(placed.orderId))!;
    expect(line[header.indexOf("Subtotal")]).toBe("129.00");
    expect(line[header.indexOf("Discount")]).toBe("12.90");
    expect(line[header.indexOf("Discount code")]).toBe(code.code);
    expect(line[header.indexOf("Total")]).toBe("125.10");
  });

  it("refuses a code that does not apply with its reason, and places nothing", async () => {
    const code = await makeCode({ minSubtotal: "200" });
    const res = await order([{ board: walnut, quantity: 1 }], "125.10", code.code).expect(409);
    expect(bodyOf<ApiErrorBody>(res).message).toBe("Add $71.00 more to use this code");
    expect(await listed(code.id)).toMatchObject({ uses: 0, discounted: "0.00" });
  });

  it("gives the last use of a limited code to one order only, however many check out at once", async () => {
    const code = await makeCode({ kind: "fixed", value: "5", maxUses: "3" });
    await order([{ board: oil, quantity: 1 }], "24.00", code.code).expect(201);
    await order([{ board: oil, quantity: 1 }], "24.00", code.code).expect(201);
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        order([{ board: oil, quantity: 1 }], "24.00", code.code, `racer${i}@example.com`),
      ),
    );
    const won = answers.filter((r) => r.status === 201);
    expect(won).toHaveLength(1);
    for (const lost of answers.filter((r) => r.status !== 201)) {
      expect(lost.status).toBe(409);
      expect(bodyOf<ApiErrorBody>(lost).message).toBe("This code has been used up");
    }
    expect(await listed(code.id)).toMatchObject({ uses: 3, discounted: "15.00" });
    const used = await t.db.select().from(orders).where(eq(orders.discountCode, code.code));
    expect(used).toHaveLength(3);
  });

  it("gives its use back when the owner cancels the unpaid order", async () => {
    const code = await makeCode({ maxUses: "1" });
    const placed = bodyOf<CreatePaymentIntentAnswer>(
      await order([{ board: oil, quantity: 1 }], "27.00", code.code).expect(201),
    );
    expect(await listed(code.id)).toMatchObject({ uses: 1, discounted: "2.00" });
    await admin.patch(`/api/admin/orders/${placed.orderId}/cancel`).expect(200);
    expect(await listed(code.id)).toMatchObject({ uses: 0, discounted: "0.00" });
    await order([{ board: oil, quantity: 1 }], "27.00", code.code).expect(201);
  });

  it("counts what was collected in the revenue", async () => {
    const code = await makeCode({ kind: "fixed", value: "10" });
    const before = (await admin.get("/api/admin/stats").expect(200)).body as { revenueCollected: string };
    const placed = bodyOf<CreatePaymentIntentAnswer>(
      await order([{ board: oil, quantity: 1 }], "19.00", code.code).expect(201),
    );
    await admin
      .post(`/api/admin/orders/${placed.orderId}/mark-paid`)
      .send({ paidOn: new Date().toISOString().slice(0, 10) })
      .expect(200);
    const after = (await admin.get("/api/admin/stats").expect(200)).body as { revenueCollected: string };
    expect(Math.round((Number(after.revenueCollected) - Number(before.revenueCollected)) * 100)).toBe(1900);
  });
});
