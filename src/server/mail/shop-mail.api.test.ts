import request from "supertest";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { CreatePaymentIntentAnswer } from "@shared/checkout";
import type { AdminSiteContent } from "@shared/owner-setup";
import type { ApiErrorBody } from "@shared/errors";
import { orders, siteContent } from "../db/schema";
import { checkoutPayload } from "../test/checkout.fixtures";
import { createLogger } from "../infra/logger";
import { bodyOf, createTestApp, type TestApp } from "../test/harness";

// Where the owner's notices go, and the Reply-To of customer emails (decision 038).
let lines: string[] = [];
const memory = { write: (line: string) => void lines.push(line) };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ logger: createLogger("info", memory) });
});
afterAll(() => t?.close());

/** A general inquiry, which sends the owner a notice; answers the notices it caused. */
async function inquire(name: string): Promise<string[]> {
  const before = (await t.outbox()).length;
  await request(t.app)
    .post("/api/contact")
    .send({ inquiryType: "general", name, email: "gina@example.com", message: "Do you ship to Canada?" })
    .expect(201);
  return (await t.outbox()).slice(before);
}
const to = (mail: string) => /^To: (.*)$/m.exec(mail)?.[1];
const replyTo = (mail: string) => /^Reply-To: (.*)$/m.exec(mail)?.[1];
const setContact = (contactEmail: string) =>
  t.db.update(siteContent).set({ contactEmail }).where(eq(siteContent.id, 1));

describe("the owner's notices (no SHOP_EMAIL)", () => {
  afterEach(() => {
    lines = [];
  });

  it("go to nobody while there is no admin and the contact email is the placeholder: logged, and the message is kept", async () => {
    const mails = await inquire("Nobody Home");
    expect(mails).toEqual([]);
    const warning = lines.find((line) => line.includes("owner notice not sent"));
    expect(warning).toContain("New message from Nobody Home");
    expect(JSON.parse(warning!)).toMatchObject({ level: 40 });
  });

  it("go to the contact email once it is a real one, and never to the placeholder", async () => {
    await setContact("workshop@grain.test");
    const [notice] = await inquire("Contact Fallback");
    expect(to(notice)).toBe("workshop@grain.test");
    await setContact("hello@example.com");
  });

  it("go to the admin accounts before the contact email: one mail to all of them", async () => {
    await setContact("workshop@grain.test");
    await t.asAdmin("owner@example.com", "owner-password-1");
    expect(to((await inquire("One Admin"))[0])).toBe("owner@example.com");
    await t.asAdmin("partner@example.com", "partner-password-1");
    const notices = await inquire("Two Admins");
    expect(notices).toHaveLength(1);
    expect(to(notices[0])).toBe("owner@example.com, partner@example.com");
  });

  it("go to the notification email the owner sets in Site Content; blank goes back to the default, a bad one is refused", async () => {
    const admin = await t.asAdmin();
    const before = bodyOf<AdminSiteContent>(await admin.get("/api/admin/site-content").expect(200));
    expect(before).toMatchObject({
      notificationEmail: null,
      notices: { source: "admins", recipients: ["owner@example.com", "partner@example.com"] },
      noticeDefault: { source: "admins" },
    });

    const saved = bodyOf<AdminSiteContent>(
      await admin.patch("/api/admin/site-content").send({ notificationEmail: " orders@grain.test " }).expect(200),
    );
    expect(saved).toMatchObject({
      notificationEmail: "orders@grain.test",
      notices: { source: "notification_email", recipients: ["orders@grain.test"] },
      noticeDefault: { source: "admins", recipients: ["owner@example.com", "partner@example.com"] },
    });
    expect(to((await inquire("Notification Email"))[0])).toBe("orders@grain.test");

    const refused = await admin
      .patch("/api/admin/site-content")
      .send({ notificationEmail: "orders at grain" })
      .expect(400);
    expect(bodyOf<ApiErrorBody>(refused).errors).toEqual([
      { path: "notificationEmail", message: "Notification email must be a valid email address" },
    ]);
    // Another save without the field keeps it.
    await admin.patch("/api/admin/site-content").send({ aboutHeading: "Our Story" }).expect(200);
    expect(to((await inquire("Kept"))[0])).toBe("orders@grain.test");

    await admin.patch("/api/admin/site-content").send({ notificationEmail: "" }).expect(200);
    expect(to((await inquire("Blank Again"))[0])).toBe("owner@example.com, partner@example.com");
  });

  it("is private: the public site content never shows it, and only an admin reads the admin's", async () => {
    const admin = await t.asAdmin();
    await admin.patch("/api/admin/site-content").send({ notificationEmail: "orders@grain.test" }).expect(200);
    const open = await request(t.app).get("/api/site-content").expect(200);
    expect(open.body).not.toHaveProperty("notificationEmail");
    expect(open.body).not.toHaveProperty("setupDismissed");
    expect(JSON.stringify(open.body)).not.toContain("orders@grain.test");
    await request(t.app).get("/api/admin/site-content").expect(401);
    await (await t.asCustomer()).get("/api/admin/site-content").expect(403);
    await (await t.asCustomer()).patch("/api/admin/site-content").send({ notificationEmail: "x@y.test" }).expect(403);
  });
});

describe("SHOP_EMAIL", () => {
  it("wins over the notification email and the admins", async () => {
    const shop = await createTestApp({ env: { SHOP_EMAIL: "shop@grain.test" } });
    try {
      const admin = await shop.asAdmin();
      const saved = bodyOf<AdminSiteContent>(
        await admin.patch("/api/admin/site-content").send({ notificationEmail: "orders@grain.test" }).expect(200),
      );
      expect(saved.notices).toEqual({ source: "shop_email", recipients: ["shop@grain.test"] });
      await request(shop.app)
        .post("/api/contact")
        .send({ inquiryType: "general", name: "Sam", email: "sam@example.com", message: "Hello there" })
        .expect(201);
      const notice = (await shop.outbox()).find((m) => m.includes("Subject: New message from Sam"))!;
      expect(to(notice)).toBe("shop@grain.test");
      // The owner's notice answers the customer.
      expect(replyTo(notice)).toBe("sam@example.com");
    } finally {
      await shop.close();
    }
  });
});

describe("Reply-To on customer emails", () => {
  async function placeOrder(): Promise<number> {
    const { board } = await t.adminWithBoard({ name: "Cherry Round", price: "80.00", stock: 5 });
    const res = await request(t.app)
      .post("/api/create-payment-intent")
      .send(
        checkoutPayload({
          amount: "80.00",
          customerInfo: {
            name: "Robin Reed",
            email: "robin@example.com",
            phone: "",
            address: "4 Birch Lane\nPortland, OR 97201",
          },
          items: [{ productId: board.id, quantity: 1 }],
        }),
      )
      .expect(201);
    return bodyOf<CreatePaymentIntentAnswer>(res).orderId;
  }
  const mailTo = async (address: string, subject: string) =>
    (await t.outbox()).filter((m) => to(m) === address && m.includes(`Subject: ${subject}`)).at(-1);

  it("is the shop's contact email on the order confirmation and the shipping email", async () => {
    await setContact("workshop@grain.test");
    const id = await placeOrder();
    const confirmation = await mailTo("robin@example.com", `Your Grain & Groove order #${id}`);
    expect(replyTo(confirmation!)).toBe("workshop@grain.test");
    // The owner's new-order notice is not answered to the shop itself.
    const notice = (await t.outbox()).find((m) => m.includes(`Subject: New order #${id}`))!;
    expect(replyTo(notice)).not.toBe("workshop@grain.test");

    await t.db.update(orders).set({ paymentStatus: "paid", paidAt: new Date() }).where(eq(orders.id, id));
    const admin = await t.asAdmin();
    await admin
      .patch(`/api/admin/orders/${id}/status`)
      .send({ status: "shipped", carrier: "UPS", trackingNumber: "1Z999AA10123456784" })
      .expect(200);
    const shipped = (await t.outbox()).filter((m) => to(m) === "robin@example.com").at(-1)!;
    expect(shipped).toMatch(/Subject: .*on its way/);
    expect(replyTo(shipped)).toBe("workshop@grain.test");
  });

  it("is left out while the contact email is still the placeholder", async () => {
    await setContact("hello@example.com");
    const id = await placeOrder();
    const confirmation = await mailTo("robin@example.com", `Your Grain & Groove order #${id}`);
    expect(confirmation).toBeDefined();
    expect(replyTo(confirmation!)).toBeUndefined();
  });
});
