import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Inquiry } from "@shared/inquiries";
import type { MarketingPreferences } from "@shared/marketing";
import type { Product } from "@shared/product";
import { AUTOMATIC_MAIL_CAP } from "../mail/shop-mail";
import { productPayload } from "../db/factories";
import { bodyOf, createTestApp, type TestApp } from "../test/harness";
import { linkToken, mailsTo } from "./test-mail";

// The dashboard's email preferences (issue 40, decision 085): a signed-in customer sees and changes
// the newsletter and back-in-stock alerts of their own address, and nobody else's.
let t: TestApp;
let admin: Awaited<ReturnType<TestApp["asAdmin"]>>;
beforeAll(async () => {
  t = await createTestApp({ env: { SHOP_EMAIL: "shop@example.com", PUBLIC_URL: "https://shop.example" } });
  admin = await t.asAdmin();
});
afterAll(() => t?.close());

const soldOutBoard = async () =>
  bodyOf<Product>(
    await admin
      .post("/api/products")
      .send(productPayload({ name: `Awaited ${Math.random()}`, inStock: false, stock: 0 }))
      .expect(201),
  );
const askBack = (email: string, board: Product) =>
  request(t.app).post("/api/back-in-stock").send({ email, productId: board.id }).expect(202);
const confirmations = async (to: string) =>
  mailsTo(await t.outbox(), to).filter((m) => m.includes("Subject: Please confirm your email"));

describe("GET/POST/DELETE /api/user/marketing (decision 085)", () => {
  it("answers 401 signed out, to every call", async () => {
    const anonymous = request(t.app);
    await anonymous.get("/api/user/marketing").expect(401);
    await anonymous.post("/api/user/marketing/newsletter").expect(401);
    await anonymous.delete("/api/user/marketing/newsletter").expect(401);
    await anonymous.delete("/api/user/marketing/alerts/3b0c8f5e-8a47-4a53-9d4e-1f4f3a2b1c0d").expect(401);
  });

  it("lists only the customer's own waiting alerts, with the board's name and address; another's is a 404 to remove", async () => {
    const customer = await t.asCustomer("alerted@example.com");
    const board = await soldOutBoard();
    await askBack("Alerted@Example.com", board);
    await askBack("someone-else@example.com", board);

    const mine = bodyOf<MarketingPreferences>(await customer.get("/api/user/marketing").expect(200));
    expect(mine).toEqual({
      email: "alerted@example.com",
      newsletter: "none",
      alerts: [{ id: mine.alerts[0]?.id, confirmed: false, board: { name: board.name, slug: board.slug } }],
    });
    expect(mine.alerts[0].id).toMatch(/^[0-9a-f-]{36}$/);

    // Someone else's alert: found by nobody but its owner.
    const other = await t.asCustomer("someone-else@example.com");
    const theirs = bodyOf<MarketingPreferences>(await other.get("/api/user/marketing").expect(200)).alerts[0];
    expect(theirs.id).not.toBe(mine.alerts[0].id);
    await customer.delete(`/api/user/marketing/alerts/${theirs.id}`).expect(404);
    await customer.delete("/api/user/marketing/alerts/not-an-id").expect(404);
    expect(bodyOf<MarketingPreferences>(await other.get("/api/user/marketing")).alerts).toHaveLength(1);

    const after = bodyOf<MarketingPreferences>(
      await customer.delete(`/api/user/marketing/alerts/${mine.alerts[0].id}`).expect(200),
    );
    expect(after.alerts).toEqual([]);
    await customer.delete(`/api/user/marketing/alerts/${mine.alerts[0].id}`).expect(404);
  });

  it("subscribes with the form's double opt-in (a capped confirmation email, the owner's list) and unsubscribes", async () => {
    const customer = await t.asCustomer("reader@example.com");
    const subscribed = await customer.post("/api/user/marketing/newsletter").expect(202);
    expect(bodyOf<MarketingPreferences>(subscribed).newsletter).toBe("unconfirmed");
    const [mail] = await confirmations("reader@example.com");
    expect(mail).toBeDefined();

    // The owner's Newsletter list has the sign-up, as the form's.
    const list = bodyOf<Inquiry[]>(await admin.get("/api/admin/newsletter-subscriptions").expect(200));
    expect(list.find((row) => row.email === "reader@example.com")).toMatchObject({ name: "Sam Shopper" });

    // Asked again and again, the confirmation goes out no more than the cap allows (decision 046).
    for (let i = 0; i < AUTOMATIC_MAIL_CAP.perHour + 1; i++)
      await customer.post("/api/user/marketing/newsletter").expect(202);
    expect(await confirmations("reader@example.com")).toHaveLength(AUTOMATIC_MAIL_CAP.perHour);

    const token = linkToken(mail, "/subscriptions/confirm?token=");
    await request(t.app).post("/api/subscriptions/confirm").send({ token }).expect(200);
    expect(bodyOf<MarketingPreferences>(await customer.get("/api/user/marketing")).newsletter).toBe("confirmed");

    const unsubscribed = await customer.delete("/api/user/marketing/newsletter").expect(200);
    expect(bodyOf<MarketingPreferences>(unsubscribed).newsletter).toBe("unsubscribed");
    // As the emails' link: the owner's list shows the address unsubscribed.
    const after = bodyOf<Inquiry[]>(await admin.get("/api/admin/newsletter-subscriptions").expect(200));
    expect(after.find((row) => row.email === "reader@example.com")?.consent).toBe("unsubscribed");
  });
});
