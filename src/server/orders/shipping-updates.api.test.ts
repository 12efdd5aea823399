import { eq } from "drizzle-orm";
import request from "supertest";
import type TestAgent from "supertest/lib/agent";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CARE_INSTRUCTIONS } from "@shared/care";
import type { CreatePaymentIntentAnswer } from "@shared/checkout";
import type { ApiErrorBody } from "@shared/errors";
import type { AdminOrder, UserOrder } from "@shared/orders";
import type { Product } from "@shared/product";
import { trackingUrl } from "@shared/tracking";
import { checkoutPayload } from "../test/checkout.fixtures";
import { orderRefundedEmail, placedOrder, refundNotice } from "./order-emails";
import { orders } from "../db/schema";
import type { Mailer } from "../infra/mail";
import { bodyOf, createTestApp, type TestApp } from "../test/harness";

// Shipping updates (decision 025): the status call takes a carrier and tracking number
// with Shipped, and the customer hears about Shipped and Delivered once each, in text and HTML.

let t: TestApp;
let admin: TestAgent;
let board: Product;
beforeAll(async () => {
  t = await createTestApp({ env: { SHOP_EMAIL: "shop@example.com", PUBLIC_URL: "https://shop.example" } });
  ({ admin, board } = await t.adminWithBoard({ name: "Walnut End Grain", price: "129.00", stock: 20 }));
});
afterAll(() => t?.close());

async function placeOrder(email: string, agent: TestAgent = request.agent(t.app)): Promise<number> {
  const res = await agent
    .post("/api/create-payment-intent")
    .send(
      checkoutPayload({
        amount: "129.00",
        customerInfo: { name: "Robin Reed", email, phone: "", address: "4 Birch Lane\nPortland, OR 97201" },
        items: [{ productId: board.id, quantity: 1 }],
      }),
    )
    .expect(201);
  return bodyOf<CreatePaymentIntentAnswer>(res).orderId;
}

const setStatus = (id: number, body: object, agent: TestAgent = admin) =>
  agent.patch(`/api/admin/orders/${id}/status`).send(body);

/** The emails to `to` whose subject starts with `subject`. */
async function mailsTo(to: string, subject: string): Promise<string[]> {
  return (await t.outbox()).filter((m) => m.includes(`To: ${to}`) && m.includes(`Subject: ${subject}`));
}

/** The part of a decoded .eml of the given type (text/plain or text/html), or undefined. */
function part(mail: string, type: "text/plain" | "text/html"): string | undefined {
  const parts = mail.split(/^--[^\n]+$/m);
  const found = parts.find((p) => new RegExp(`^Content-Type: ${type}`, "mi").test(p));
  return found
    ?.split(/\r?\n\r?\n/)
    .slice(1)
    .join("\n\n");
}

describe("PATCH /api/admin/orders/:id/status with Shipped", () => {
  it("stores the carrier and tracking number and mails 'Your board is on its way' with the carrier's link", async () => {
    const customer = await t.asCustomer("ups@example.com", "ups-password-1");
    const id = await placeOrder("ups@example.com", customer);
    const res = await setStatus(id, { status: "shipped", carrier: "ups", trackingNumber: " 1Z 999 AA1 0123456784 " });
    const order = bodyOf<AdminOrder>(res);
    expect(res.status).toBe(200);
    const link = "https://www.ups.com/track?tracknum=1Z999AA10123456784";
    expect(order.status).toBe("shipped");
    expect(order.shipment).toEqual({
      carrier: "UPS",
      trackingNumber: "1Z 999 AA1 0123456784",
      trackingUrl: link,
      shippedAt: expect.any(String) as string,
    });
    expect(order.history.at(-1)).toEqual({
      event: "shipped",
      at: expect.any(String) as string,
      carrier: "UPS",
      trackingNumber: "1Z 999 AA1 0123456784",
    });

    const [mail, ...more] = await mailsTo("ups@example.com", "Your board is on its way");
    expect(more).toHaveLength(0);
    const text = part(mail, "text/plain")!;
    expect(text).toContain("Your board is on its way.");
    expect(text).toContain("Carrier: UPS");
    expect(text).toContain("Tracking number: 1Z 999 AA1 0123456784");
    expect(text).toContain(`Track your parcel: ${link}`);
    expect(text).toContain("1 × Walnut End Grain");
    expect(part(mail, "text/html")).toContain(`<a href="${link}"`);

    // The customer's dashboard shows it too.
    const mine = bodyOf<UserOrder[]>(await customer.get("/api/user/orders").expect(200));
    expect(mine.find((o) => o.id === id)?.shipment).toMatchObject({ carrier: "UPS", trackingUrl: link });
  });

  it.each([
    [
      "USPS",
      "9400 1000 0000 0000 0000 00",
      "https://tools.usps.com/go/TrackConfirmAction?tLabels=9400100000000000000000",
    ],
    ["FedEx", "123456789012", "https://www.fedex.com/fedextrack/?trknbr=123456789012"],
    [
      "DHL",
      "JD014600006281230704",
      "https://www.dhl.com/us-en/home/tracking.html?tracking-id=JD014600006281230704&submit=1",
    ],
  ])("links %s's tracking page, the number URL-encoded", (carrier, number, link) => {
    expect(trackingUrl(carrier, number)).toBe(link);
    expect(trackingUrl(carrier.toLowerCase(), "A&B?c=1#2")).toContain("A%26B%3Fc%3D1%232");
  });

  it("gives the plain number for another carrier, with no link", async () => {
    const id = await placeOrder("post@example.com");
    const order = bodyOf<AdminOrder>(
      await setStatus(id, { status: "shipped", carrier: "Canada Post", trackingNumber: "RR123456789CA" }).expect(200),
    );
    expect(order.shipment).toMatchObject({
      carrier: "Canada Post",
      trackingNumber: "RR123456789CA",
      trackingUrl: null,
    });
    const [mail] = await mailsTo("post@example.com", "Your board is on its way");
    const text = part(mail, "text/plain")!;
    expect(text).toContain("Carrier: Canada Post");
    expect(text).toContain("Tracking number: RR123456789CA");
    expect(text).toContain("You can follow it on Canada Post's website with this number.");
    expect(text).not.toContain("Track your parcel");
    expect(part(mail, "text/html")).not.toContain("<a ");
  });

  it("still mails the customer without tracking, and says so", async () => {
    const id = await placeOrder("plain@example.com");
    const order = bodyOf<AdminOrder>(await setStatus(id, { status: "shipped" }).expect(200));
    expect(order.shipment).toMatchObject({ carrier: null, trackingNumber: null, trackingUrl: null });
    const [mail] = await mailsTo("plain@example.com", "Your board is on its way");
    expect(part(mail, "text/plain")).toContain("This parcel has no tracking number");
    expect(part(mail, "text/html")).toContain("This parcel has no tracking number");
  });

  it("mails once when Shipped is set twice, or twice at the same moment; the first tracking stands", async () => {
    const id = await placeOrder("twice@example.com");
    await Promise.all([
      setStatus(id, { status: "shipped", carrier: "USPS", trackingNumber: "111" }).expect(200),
      setStatus(id, { status: "shipped", carrier: "USPS", trackingNumber: "111" }).expect(200),
    ]);
    const again = bodyOf<AdminOrder>(
      await setStatus(id, { status: "shipped", carrier: "UPS", trackingNumber: "222" }).expect(200),
    );
    expect(again.shipment).toMatchObject({ carrier: "USPS", trackingNumber: "111" });
    expect(again.history.filter((e) => e.event === "shipped")).toHaveLength(1);
    expect(await mailsTo("twice@example.com", "Your board is on its way")).toHaveLength(1);
  });

  it("keeps SPEC §7's {status} call as it was: Ordered and back, any order, no email for Ordered", async () => {
    const id = await placeOrder("spec@example.com");
    const before = (await t.outbox()).length;
    expect(bodyOf<AdminOrder>(await setStatus(id, { status: "ordered" }).expect(200))).toMatchObject({
      status: "ordered",
      shipment: null,
      history: [],
    });
    expect((await t.outbox()).length).toBe(before);
    // Unknown fields are ignored as before; a carrier with another status is refused.
    await setStatus(id, { status: "ordered", note: "x" }).expect(200);
    const refused = await setStatus(id, { status: "delivered", trackingNumber: "123" }).expect(400);
    expect(bodyOf<ApiErrorBody>(refused).errors).toEqual([
      { path: "trackingNumber", message: "A carrier and tracking number go only with Shipped" },
    ]);
    await setStatus(id, { status: "shipped", trackingNumber: "x".repeat(61) }).expect(400);
    await setStatus(id, { status: "shipped", carrier: "UPS\u0000" }).expect(400);
    await setStatus(2_000_000, { status: "shipped" }).expect(404);
  });

  it("answers 401 signed out and 403 for a customer, and changes nothing", async () => {
    const id = await placeOrder("guarded@example.com");
    await request(t.app)
      .patch(`/api/admin/orders/${id}/status`)
      .send({ status: "shipped", trackingNumber: "1" })
      .expect(401);
    const customer = await t.asCustomer("someone@example.com", "someone-password-1");
    await setStatus(id, { status: "shipped", trackingNumber: "1" }, customer).expect(403);
    await setStatus(id, { status: "delivered" }, customer).expect(403);
    const list = bodyOf<AdminOrder[]>(await admin.get("/api/admin/orders").expect(200));
    expect(list.find((o) => o.id === id)).toMatchObject({ status: "ordered", shipment: null });
    expect(await mailsTo("guarded@example.com", "Your board")).toHaveLength(0);
  });

  it("never fails the status change when the mail server is down", async () => {
    const failing: Mailer = { send: () => Promise.reject(new Error("SMTP down")) };
    const down = await createTestApp({ mailer: failing });
    try {
      const { admin: owner, board: product } = await down.adminWithBoard({ name: "Oak", price: "80.00" });
      const placed = await request(down.app)
        .post("/api/create-payment-intent")
        .send(checkoutPayload({ amount: "80.00", items: [{ productId: product.id, quantity: 1 }] }))
        .expect(201);
      const { orderId } = bodyOf<CreatePaymentIntentAnswer>(placed);
      await owner
        .patch(`/api/admin/orders/${orderId}/status`)
        .send({ status: "shipped", trackingNumber: "9" })
        .expect(200);
      await down.settled();
      const list = bodyOf<AdminOrder[]>(await owner.get("/api/admin/orders").expect(200));
      expect(list.find((o) => o.id === orderId)).toMatchObject({ status: "shipped" });
    } finally {
      await down.close();
    }
  });
});

describe("PATCH /api/admin/orders/:id/status with Delivered", () => {
  it("mails a short thank-you with the product dialog's care instructions, once", async () => {
    const id = await placeOrder("done@example.com");
    await setStatus(id, { status: "shipped", carrier: "FedEx", trackingNumber: "123456789012" }).expect(200);
    const order = bodyOf<AdminOrder>(await setStatus(id, { status: "delivered" }).expect(200));
    expect(order.status).toBe("delivered");
    // The tracking stays on a delivered order.
    expect(order.shipment).toMatchObject({ carrier: "FedEx", trackingNumber: "123456789012" });
    expect(order.history.map((e) => e.event)).toEqual(["shipped", "delivered"]);
    await setStatus(id, { status: "delivered" }).expect(200);

    const mails = await mailsTo("done@example.com", "Your board has arrived");
    expect(mails).toHaveLength(1);
    const text = part(mails[0], "text/plain")!;
    const html = part(mails[0], "text/html")!;
    expect(text).toContain("Thank you for choosing a Grain & Groove board");
    for (const line of CARE_INSTRUCTIONS) {
      expect(text).toContain(`- ${line}`);
      expect(html).toContain(`<li style="margin:0 0 4px">${line}</li>`);
    }
  });
});

describe("the customer's dashboard after Delivered (decision 099)", () => {
  it("links each line to its review, as the Delivered email does, and the link opens that line's review", async () => {
    const customer = await t.asCustomer("reviewer@example.com", "reviewer-password-1");
    const id = await placeOrder("reviewer@example.com", customer);
    const lines = async () =>
      bodyOf<UserOrder[]>(await customer.get("/api/user/orders").expect(200)).find((o) => o.id === id)!.items;
    expect((await lines()).map((line) => line.review)).toEqual([null]);
    await setStatus(id, { status: "shipped" }).expect(200);
    expect((await lines()).map((line) => line.review)).toEqual([null]);

    await setStatus(id, { status: "delivered" }).expect(200);
    const [{ review }] = await lines();
    const [emailed] = await mailsTo("reviewer@example.com", "Your board has arrived");
    expect(review).toMatch(/^\/write-review\?token=\d+-0-[\w-]{32}$/);
    expect(part(emailed, "text/plain")).toContain(`https://shop.example${review}`);
    const token = new URLSearchParams(review!.split("?")[1]).get("token")!;
    const draft = await request(t.app).get(`/api/reviews/write/${token}`).expect(200);
    expect(draft.body).toMatchObject({ board: { name: "Walnut End Grain" } });
  });
});

describe("every email the shop sends", () => {
  it("has a plain-text part and an HTML part", async () => {
    // Orders: the confirmation and the shop's notice, shipped and delivered.
    const id = await placeOrder("all@example.com");
    await setStatus(id, { status: "shipped", carrier: "DHL", trackingNumber: "JD0146" }).expect(200);
    await setStatus(id, { status: "delivered" }).expect(200);
    // Inquiries: the shop's notices and the custom order's acknowledgement.
    const contact = { name: "Gina", email: "gina@example.com", phone: "", message: "Hello" };
    await request(t.app)
      .post("/api/contact")
      .send({ ...contact, inquiryType: "general" })
      .expect(201);
    await request(t.app)
      .post("/api/contact")
      .send({ ...contact, inquiryType: "custom_order", communicationPreference: "email" })
      .expect(201);
    // Accounts: the registration link, 'you already have an account', a password reset, a new verification link.
    const agent = await t.register({ email: "new@example.com", password: "new-password-1", firstName: "Nia" });
    await request(t.app)
      .post("/api/register")
      .send({ email: "new@example.com", password: "other-password-1", firstName: "Nia", lastName: "" })
      .expect(202);
    await request(t.app).post("/api/password-reset/request").send({ email: "new@example.com" }).expect(200);
    await agent.get("/api/auth/user").expect(200);
    const legacy = await t.asCustomer("legacy@example.com", "legacy-password-1");
    await legacy.post("/api/verify-email/resend").expect(200);

    const mails = await t.outbox();
    const subjects = mails.map((m) => /^Subject: (.*)$/m.exec(m)?.[1]);
    for (const expected of [
      `Your Grain & Groove order #${id}`,
      `New order #${id}`,
      `Your board is on its way (order #${id})`,
      `Your board has arrived`,
      "New message from Gina",
      "New custom order request from Gina",
      "We received your custom board request",
      "Confirm your email to finish creating your Grain & Groove account",
      "You already have a Grain & Groove account",
      "Reset your Grain & Groove password",
      "Confirm your email for Grain & Groove",
    ]) {
      expect(
        subjects.some((s) => s?.startsWith(expected)),
        expected,
      ).toBe(true);
    }
    for (const mail of mails) {
      const subject = /^Subject: (.*)$/m.exec(mail)?.[1];
      expect(mail, subject).toMatch(/^Content-Type: multipart\/alternative/m);
      expect(part(mail, "text/plain")?.trim(), subject).toBeTruthy();
      expect(part(mail, "text/html"), subject).toContain("Grain &amp; Groove");
    }

    // The refunds (a card payment after its boards were sold) are built the same way.
    const [row] = await t.db.select().from(orders).where(eq(orders.id, id));
    for (const message of [orderRefundedEmail(placedOrder(row)), refundNotice(placedOrder(row), "shop@example.com")]) {
      expect(message.text).toContain(`#${id}`);
      expect(message.html).toContain(`#${id}`);
    }
  });

  it("writes what the shopper typed into the HTML parts as text, never as markup", async () => {
    const res = await request(t.app)
      .post("/api/create-payment-intent")
      .send(
        checkoutPayload({
          amount: "129.00",
          customerInfo: {
            name: "<b>Robin</b> Reed",
            email: "markup@example.com",
            phone: "",
            address: '<img src=x onerror="alert(1)">\nPortland, OR 97201',
          },
          items: [{ productId: board.id, quantity: 1 }],
        }),
      )
      .expect(201);
    await setStatus(bodyOf<CreatePaymentIntentAnswer>(res).orderId, { status: "shipped" }).expect(200);
    const mails = [
      ...(await mailsTo("markup@example.com", "Your board is on its way")),
      ...(await mailsTo("markup@example.com", "Your Grain & Groove order")),
    ];
    expect(mails.length).toBeGreaterThanOrEqual(2);
    for (const mail of mails) {
      const html = part(mail, "text/html")!;
      expect(html).toContain("&lt;b&gt;Robin&lt;/b&gt; Reed");
      expect(html).not.toContain("<b>Robin</b>");
      expect(html).not.toContain("<img");
    }
  });

  it("links the addresses of a plain-text email in its HTML part, escaped", async () => {
    const mails = await mailsTo("new@example.com", "Reset your Grain & Groove password");
    const html = part(mails[0], "text/html")!;
    expect(html).toMatch(/<a href="https:\/\/shop\.example\/reset-password\?token=[\w-]+"/);
  });
});
