import request from "supertest";
import type TestAgent from "supertest/lib/agent";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { CreatePaymentIntentAnswer, OrderPaymentState } from "@shared/checkout";
import type { ApiErrorBody } from "@shared/errors";
import type { AdminOrder, UserOrder } from "@shared/orders";
import type { OrderPage } from "@shared/order-page";
import type { Product } from "@shared/product";
import type { AdminStats, TaxReportRow } from "@shared/stats";
import type { SiteContent } from "@shared/site-content";
import type { TaxSettingInput } from "@shared/tax-schema";
import { stateCode } from "@shared/tax";
import { orders } from "../db/schema";
import { productPayload } from "../db/factories";
import { bodyOf, createTestApp, type TestApp } from "../test/harness";
import { checkoutPayload } from "../test/checkout.fixtures";
import { parseCsv } from "../test/csv-parse";
import { asBytes, pdfText } from "../test/pdf-text";
import { startStripeShop } from "../test/stripe.fixtures";

// US sales tax (decision 064): the owner's rate per state, worked out by the server on the shipping
// state in integer cents, rounded half up once per order, kept on the order and shown wherever its
// money is; revenue leaves it out, and the tax report adds it up by month and state.

let t: TestApp;
let admin: TestAgent;
let walnut: Product;
beforeAll(async () => {
  t = await createTestApp();
  ({ admin, board: walnut } = await t.adminWithBoard({ name: "Walnut Slab", price: "129.00" }));
});
afterAll(() => t?.close());

const setTax = (tax: TaxSettingInput) => admin.patch("/api/admin/site-content").send({ tax });
const WA_OR: TaxSettingInput = {
  rates: [
    { state: "Washington", rate: "6.5", shipping: false },
    { state: "ny", rate: "8.875", shipping: true },
    { state: "OR", rate: "0", shipping: false },
  ],
};
beforeEach(async () => {
  await admin
    .patch("/api/admin/site-content")
    .send({ shipping: { rule: "flat", rate: "15.00" } })
    .expect(200);
  await setTax(WA_OR).expect(200);
});

// A ZIP code of each state these orders go to: the ZIP code must be of the state (decision 072).
const ZIP_OF: Record<string, string> = { WA: "98101", NY: "10001", CA: "90012", OR: "97201" };
const address = (state: string) => `9 Elm St\nTown, ${state} ${ZIP_OF[stateCode(state) ?? ""] ?? "98101"}`;
function order(state: string, amount: string, quantity = 1, board = walnut, email = "tess@example.com") {
  return request(t.app)
    .post("/api/create-payment-intent")
    .send(
      checkoutPayload({
        amount,
        customerInfo: { name: "Tess Taxpayer", email, phone: "", address: address(state) },
        items: [{ productId: board.id, productName: board.name, quantity }],
      }),
    );
}
async function placed(state: string, amount: string, quantity = 1, board = walnut) {
  return bodyOf<CreatePaymentIntentAnswer>(await order(state, amount, quantity, board).expect(201));
}
async function recap(answer: CreatePaymentIntentAnswer): Promise<OrderPaymentState> {
  return bodyOf<OrderPaymentState>(
    await request(t.app)
      .get(`/api/orders/${answer.orderId}/payment-status`)
      .query({ token: answer.orderToken })
      .expect(200),
  );
}
const row = async (id: number) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0];

describe("the owner's sales tax rates", () => {
  it("are kept by state code in the states' order, public for the checkout, and none by default", async () => {
    const fresh = await createTestApp();
    try {
      expect(bodyOf<SiteContent>(await request(fresh.app).get("/api/site-content").expect(200)).tax).toEqual({
        rates: [],
      });
    } finally {
      await fresh.close();
    }
    expect(bodyOf<SiteContent>(await request(t.app).get("/api/site-content").expect(200)).tax).toEqual({
      rates: [
        { state: "NY", rate: "8.875", shipping: true },
        { state: "OR", rate: "0", shipping: false },
        { state: "WA", rate: "6.5", shipping: false },
      ],
    });
  });

  it("refuses an unknown state, a rate that is no percentage or above 20%, and a state twice, saying where", async () => {
    const res = await setTax({
      rates: [
        { state: "Ontario", rate: "5", shipping: false },
        { state: "WA", rate: "21", shipping: false },
        { state: "OR", rate: "6.5%", shipping: false },
        { state: "Washington", rate: "6.5", shipping: false },
      ],
    }).expect(400);
    expect(bodyOf<ApiErrorBody>(res).errors).toEqual([
      { path: "tax.rates.0.state", message: "Choose a US state" },
      { path: "tax.rates.1.rate", message: "Enter the rate in percent, like 6.5 (at most 3 decimals and 20%)" },
      { path: "tax.rates.2.rate", message: "Enter the rate in percent, like 6.5 (at most 3 decimals and 20%)" },
    ]);
    const twice = await setTax({
      rates: [
        { state: "WA", rate: "6.5", shipping: false },
        { state: "Washington", rate: "7", shipping: false },
      ],
    }).expect(400);
    expect(bodyOf<ApiErrorBody>(twice).errors).toEqual([
      { path: "tax.rates.1.state", message: "WA has a rate already" },
    ]);
  });

  it("are the owner's: 401 signed out and 403 for a customer", async () => {
    await request(t.app).patch("/api/admin/site-content").send({ tax: WA_OR }).expect(401);
    await (await t.asCustomer()).patch("/api/admin/site-content").send({ tax: WA_OR }).expect(403);
  });
});

describe("sales tax at checkout", () => {
  it("is listed in the customer's own orders (the dashboard) beside the discount, subtotal, shipping and total", async () => {
    expect((await admin.post("/api/admin/discounts").send({ code: "DASH10", kind: "fixed", value: "10" })).status).toBe(
      201,
    );
    const customer = await t.register({ email: "dana@example.com", password: "dana-password-1", firstName: "Dana" });
    // $129.00 less $10.00 is $119.00 of boards, taxed in WA at 6.5%: $7.735, so $7.74; shipping $15.00 untaxed there.
    await customer
      .post("/api/create-payment-intent")
      .send(
        checkoutPayload({
          amount: "141.74",
          discountCode: "DASH10",
          customerInfo: { name: "Dana Buyer", email: "dana@example.com", phone: "", address: address("WA") },
          items: [{ productId: walnut.id, productName: walnut.name, quantity: 1 }],
        }),
      )
      .expect(201);
    const mine = bodyOf<UserOrder[]>(await customer.get("/api/user/orders").expect(200));
    expect(mine).toEqual([
      expect.objectContaining({
        subtotal: "129.00",
        shipping: "15.00",
        discountCode: "DASH10",
        discount: "10.00",
        taxLabel: "Tax (WA 6.5%)",
        tax: "7.74",
        total: "141.74",
      }),
    ]);
  });

  it("taxes the boards of an order shipped to a state with a rate, not its shipping there, rounded half up once", async () => {
    // $129.00 × 6.5% = $8.385: $8.39. Shipping $15.00 untaxed in WA. Total $152.39.
    await order("WA", "144.00").expect(409);
    const answer = await placed("wa", "152.39");
    expect(await recap(answer)).toMatchObject({
      subtotal: "129.00",
      shipping: "15.00",
      tax: "8.39",
      taxLabel: "Tax (WA 6.5%)",
      total: "152.39",
    });
    expect(await row(answer.orderId)).toMatchObject({
      tax: "8.39",
      taxState: "WA",
      taxRate: "6.500",
      taxable: "129.00",
      total: "152.39",
    });
  });

  it("taxes the shipping too where the owner says so, and at three decimals", async () => {
    // NY 8.875% of $129.00 + $15.00 = $144.00 → $12.78; total $156.78. A state's name is read as its code.
    const answer = await placed("New York", "156.78");
    expect(await recap(answer)).toMatchObject({ tax: "12.78", taxLabel: "Tax (NY 8.875%)", total: "156.78" });
    expect(await row(answer.orderId)).toMatchObject({ taxable: "144.00", taxState: "NY" });
  });

  it("collects nothing in a state without a rate or at 0%, and says nothing of it", async () => {
    for (const state of ["CA", "OR"]) {
      const answer = await placed(state, "144.00");
      expect(await recap(answer)).toMatchObject({ tax: "0.00", total: "144.00" });
    }
    const ca = await placed("CA", "144.00");
    expect((await recap(ca)).taxLabel).toBeNull();
    // Oregon's row says 0%: the order keeps that it was worked out, at 0.
    const or = await placed("OR", "144.00");
    expect(await recap(or)).toMatchObject({ taxLabel: "Tax (OR 0%)", tax: "0.00" });
  });

  it("rounds at the boundaries: half a cent goes up, less goes down", async () => {
    await setTax({ rates: [{ state: "WA", rate: "6.5", shipping: false }] }).expect(200);
    await admin
      .patch("/api/admin/site-content")
      .send({ shipping: { rule: "free" } })
      .expect(200);
    const board = (price: string) =>
      admin
        .post("/api/products")
        .send(productPayload({ name: `Coaster ${price} ${Math.random()}`, price }))
        .expect(201)
        .then((res) => bodyOf<Product>(res));
    // $0.70 × 6.5% = 4.55 cents → 5; $0.69 → 4.485 → 4; three $0.10 coasters → 1.95 → 2 (not 3 × 1).
    const seventy = await board("0.70");
    expect(await recap(await placed("WA", "0.75", 1, seventy))).toMatchObject({ tax: "0.05" });
    const sixtyNine = await board("0.69");
    expect(await recap(await placed("WA", "0.73", 1, sixtyNine))).toMatchObject({ tax: "0.04" });
    const ten = await board("0.10");
    expect(await recap(await placed("WA", "0.32", 3, ten))).toMatchObject({ tax: "0.02" });
  });

  it("refuses a state of no list, a ZIP code that is not one, and one of another state, at the field, and places nothing", async () => {
    // Decision 072: "Seattle, OR 98101" was taxed as Oregon, "XY" and "9720" collected no tax (issues 39, 40).
    const before = (await t.db.select().from(orders)).length;
    const refused = async (typed: string) => {
      const res = await request(t.app)
        .post("/api/create-payment-intent")
        .send(
          checkoutPayload({
            amount: "144.00",
            customerInfo: { name: "Tess Taxpayer", email: "tess@example.com", phone: "", address: typed },
            items: [{ productId: walnut.id, productName: walnut.name, quantity: 1 }],
          }),
        )
        .expect(400);
      return bodyOf<ApiErrorBody>(res).errors;
    };
    expect(await refused("1 Pike St\nSeattle, OR 98101")).toEqual([
      { path: "customerInfo.address.zipCode", message: "ZIP code 98101 is not in Oregon (it is in Washington)" },
    ]);
    expect(await refused("1 Pike St\nSeattle, XY 98101")).toEqual([
      { path: "customerInfo.address.state", message: '"XY" is not a US state: choose yours from the list' },
    ]);
    expect(await refused("1 Pike St\nPortland, OR 9720")).toEqual([
      {
        path: "customerInfo.address.zipCode",
        message: "Enter a 5-digit ZIP code, like 98101",
      },
    ]);
    expect(await refused("1 Pike St\nSeattle, Wash 98101")).toEqual([
      { path: "customerInfo.address.state", message: '"Wash" is not a US state: choose yours from the list' },
    ]);
    // A second "city, ST zip" line is the street: the state is the last line's, whose ZIP code must match it.
    expect(await refused("Ada\nSeattle, WA 98101\nPortland, OR 98101")).toEqual([
      { path: "customerInfo.address.zipCode", message: "ZIP code 98101 is not in Oregon (it is in Washington)" },
    ]);
    expect(await refused("Seattle, WA 98101")).toEqual([
      {
        path: "customerInfo.address",
        message: 'Address must be the street, then the city, state and ZIP code, like "Portland, OR 97201"',
      },
    ]);
    // The rules hold where the shop collects no tax too: a parcel needs them.
    await setTax({ rates: [] }).expect(200);
    expect(await refused("1 Pike St\nSeattle, OR 98101")).toHaveLength(1);
    expect((await t.db.select().from(orders)).length).toBe(before);
  });

  it("collects Washington's tax on a Washington ZIP code, and prints the state as its code, upper case, everywhere", async () => {
    const email = "tess-upper@example.com";
    const res = await request(t.app)
      .post("/api/create-payment-intent")
      .send(
        checkoutPayload({
          amount: "152.39",
          customerInfo: {
            name: "Tess Taxpayer",
            email,
            phone: "",
            address: "Tess Taxpayer\n1 Pike St\nSeattle, washington 98101-1234",
          },
          items: [{ productId: walnut.id, productName: walnut.name, quantity: 1 }],
        }),
      )
      .expect(201);
    const { orderId } = bodyOf<CreatePaymentIntentAnswer>(res);
    const shipTo = "Tess Taxpayer\n1 Pike St\nSeattle, WA 98101-1234";
    expect(await row(orderId)).toMatchObject({ taxState: "WA", tax: "8.39", shippingAddress: shipTo });
    const adminOrders = bodyOf<AdminOrder[]>(await admin.get("/api/admin/orders").query({ pageSize: 100 }).expect(200));
    expect(adminOrders.find((o) => o.id === orderId)).toMatchObject({
      shippingAddress: shipTo,
      taxLabel: "Tax (WA 6.5%)",
    });
    const confirmation = (await t.outbox()).find((m) => m.includes(`order #${orderId}`) && m.includes(`To: ${email}`))!;
    expect(confirmation).toContain("Seattle, WA 98101-1234");
    const slip = await asBytes(admin.get(`/api/admin/orders/${orderId}/packing-slip.pdf`)).expect(200);
    expect((await pdfText(slip.body as Buffer)).text).toContain("Seattle, WA 98101-1234");
    const [header, ...rows] = parseCsv((await admin.get("/api/admin/exports/orders.csv").expect(200)).text);
    const line = rows.find((r) => r[0] === String(orderId))!;
    expect(line[header.indexOf("Shipping address")]).toBe(shipTo);
    expect(line[header.indexOf("Tax state")]).toBe("WA");
  });

  it("keeps the rate on the order: a later change of rate changes no order placed", async () => {
    const answer = await placed("WA", "152.39");
    await setTax({ rates: [{ state: "WA", rate: "10", shipping: true }] }).expect(200);
    expect(await recap(answer)).toMatchObject({ tax: "8.39", taxLabel: "Tax (WA 6.5%)", total: "152.39" });
    // A new order pays the new rate: 10% of $144.00.
    expect(await recap(await placed("WA", "158.40"))).toMatchObject({ tax: "14.40", taxLabel: "Tax (WA 10%)" });
  });

  it("shows the tax in the admin, the emails, the order's page, the invoice and the CSV", async () => {
    // An address of its own: this file's other unpaid orders to tess@ had their share of
    // confirmations for the hour (AUTOMATIC_MAIL_CAP, issue 39).
    const email = "tess-emails@example.com";
    const answer = bodyOf<CreatePaymentIntentAnswer>(await order("WA", "152.39", 1, walnut, email).expect(201));
    const adminOrders = bodyOf<AdminOrder[]>(await admin.get("/api/admin/orders").query({ pageSize: 100 }).expect(200));
    expect(adminOrders.find((o) => o.id === answer.orderId)).toMatchObject({
      subtotal: "129.00",
      tax: "8.39",
      taxLabel: "Tax (WA 6.5%)",
      total: "152.39",
    });
    const confirmation = (await t.outbox()).find(
      (m) => m.includes(`order #${answer.orderId}`) && m.includes(`To: ${email}`),
    )!;
    expect(confirmation).toContain("Tax (WA 6.5%): $8.39");
    expect(confirmation).toContain("Total: $152.39");
    const pageToken = /\/orders\/([\w-]+)/.exec(confirmation)![1];
    expect(bodyOf<OrderPage>(await request(t.app).get(`/api/orders/${pageToken}`).expect(200))).toMatchObject({
      subtotal: "129.00",
      tax: "8.39",
      taxLabel: "Tax (WA 6.5%)",
      total: "152.39",
    });
    const pdf = await asBytes(admin.get(`/api/admin/orders/${answer.orderId}/invoice.pdf`)).expect(200);
    const { text } = await pdfText(pdf.body as Buffer);
    expect(text).toContain("Tax (WA 6.5%)");
    expect(text).toContain("$8.39");
    expect(text).toContain("$152.39");
    const [header, ...rows] = parseCsv((await admin.get("/api/admin/exports/orders.csv").expect(200)).text);
    const line = rows.find((r) => r[0] === String(answer.orderId))!;
    expect(
      ["Subtotal", "Shipping", "Tax", "Tax state", "Tax rate (%)", "Total"].map((c) => line[header.indexOf(c)]),
    ).toEqual(["129.00", "15.00", "8.39", "WA", "6.5", "152.39"]);
  });
});

describe("sales tax in the books", () => {
  it("leaves revenue as money for boards and shipping, and reports the tax by month and state, refunds at their date", async () => {
    const shop = await createTestApp();
    try {
      const { admin: owner, board } = await shop.adminWithBoard({ name: "Maple Slab", price: "100.00" });
      await owner.patch("/api/admin/site-content").send({ tax: WA_OR }).expect(200);
      const today = new Date().toISOString().slice(0, 10);
      const month = today.slice(0, 7);
      const buy = async (state: string, amount: string) => {
        const res = await request(shop.app)
          .post("/api/create-payment-intent")
          .send(
            checkoutPayload({
              amount,
              customerInfo: { name: "Bea Buyer", email: "bea@example.com", phone: "", address: address(state) },
              items: [{ productId: board.id, productName: board.name, quantity: 1 }],
            }),
          )
          .expect(201);
        const id = bodyOf<CreatePaymentIntentAnswer>(res).orderId;
        await owner.post(`/api/admin/orders/${id}/mark-paid`).send({ paidOn: today }).expect(200);
        return id;
      };
      // WA: $100.00 + $6.50 tax; NY: $100.00 + $8.88 (8.875% of $100.00 = 8.875 → 8.88); CA: none.
      const wa = await buy("WA", "106.50");
      const ny = await buy("NY", "108.88");
      await buy("CA", "100.00");
      // Half of the WA order back ($53.25 of $106.50): half its tax, $3.25; the NY order in full.
      await owner.post(`/api/admin/orders/${wa}/refunds`).send({ amount: "53.25", reason: "Scratched" }).expect(201);
      await owner.post(`/api/admin/orders/${ny}/refunds`).send({ amount: "108.88", reason: "Returned" }).expect(201);

      // Revenue: $300.00 of boards collected, less the boards' part of the refunds ($50.00 + $100.00).
      expect(bodyOf<AdminStats>(await owner.get("/api/admin/stats").expect(200)).revenueCollected).toBe("150.00");
      const report = bodyOf<TaxReportRow[]>(await owner.get("/api/admin/stats/tax").expect(200));
      expect(report).toEqual([
        {
          month,
          state: "NY",
          orders: 1,
          taxableSales: "100.00",
          taxCollected: "8.88",
          taxRefunded: "8.88",
          netTax: "0.00",
        },
        {
          month,
          state: "WA",
          orders: 1,
          taxableSales: "100.00",
          taxCollected: "6.50",
          taxRefunded: "3.25",
          netTax: "3.25",
        },
      ]);
      // The rest of the WA order back: the rest of its tax, so nothing of it is left to file.
      await owner.post(`/api/admin/orders/${wa}/refunds`).send({ amount: "53.25", reason: "Returned" }).expect(201);
      const csv = await owner.get("/api/admin/exports/tax.csv").query({ from: today, to: today }).expect(200);
      expect(csv.headers["content-disposition"]).toBe(`attachment; filename="sales-tax-${today}-to-${today}.csv"`);
      // With the byte-order mark that has spreadsheets read it as UTF-8, like every export.
      expect(csv.text.startsWith("\uFEFF")).toBe(true);
      expect(parseCsv(csv.text.slice(1))).toEqual([
        ["Month", "State", "Orders", "Taxable sales", "Tax collected", "Tax refunded", "Net tax"],
        [month, "NY", "1", "100.00", "8.88", "8.88", "0.00"],
        [month, "WA", "1", "100.00", "6.50", "6.50", "0.00"],
      ]);
      // Another period holds none of it.
      expect(bodyOf<TaxReportRow[]>(await owner.get("/api/admin/stats/tax").query({ to: "2020-01-31" }))).toEqual([]);
      await owner.get("/api/admin/stats/tax").query({ from: "2026-02-01", to: "2026-01-01" }).expect(400);
      await owner.get("/api/admin/stats/tax").query({ from: "yesterday" }).expect(400);
      await request(shop.app).get("/api/admin/stats/tax").expect(401);
      await (await shop.asCustomer()).get("/api/admin/exports/tax.csv").expect(403);
    } finally {
      await shop.close();
    }
  });

  it("asks Stripe for the total with its tax", async () => {
    const shop = await startStripeShop();
    try {
      const owner = await shop.t.asAdmin();
      await owner.patch("/api/admin/site-content").send({ tax: WA_OR }).expect(200);
      const board = await shop.board();
      // $64.25 × 6.5% = 4.17625 → $4.18; total $68.43.
      const res = await request(shop.t.app)
        .post("/api/create-payment-intent")
        .send(
          checkoutPayload({
            amount: "68.43",
            customerInfo: { name: "Sam Shopper", email: "sam@example.com", phone: "", address: address("WA") },
            items: [{ productId: board.id, productName: board.name, quantity: 1 }],
          }),
        )
        .expect(201);
      const { orderId } = bodyOf<CreatePaymentIntentAnswer>(res);
      const intent = [...shop.stripe.intents.values()].find((i) => i.metadata.orderId === String(orderId))!;
      expect(intent.amount).toBe(6843);
    } finally {
      await shop.close();
    }
  });
});
