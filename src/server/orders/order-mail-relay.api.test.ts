import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { productPayload } from "../db/factories";
import { createTestApp, type TestApp } from "../test/harness";
import { checkoutPayload } from "../test/checkout.fixtures";
import { AUTOMATIC_MAIL_CAP } from "../mail/shop-mail";

// Issue 39: a guest order placed with someone else's address must not make the shop's From address
// carry a stranger's links to them, nor flood their inbox.

let t: TestApp;
let boards: { walnut: string; maple: string };
beforeAll(async () => {
  t = await createTestApp();
  const admin = await t.asAdmin();
  const make = async (name: string, price: string) =>
    (
      (
        await admin
          .post("/api/products")
          .send(productPayload({ name, price, stock: 100 }))
          .expect(201)
      ).body as { id: string }
    ).id;
  boards = { walnut: await make("Relay Walnut", "120.00"), maple: await make("Relay Maple", "45.50") };
});
afterAll(() => t?.close());

const LURE = "https://evil.example/login";

function strangersOrder(email: string) {
  return checkoutPayload({
    amount: "211.00",
    items: [
      { productId: boards.walnut, productName: "x", quantity: 1, price: "120.00" },
      { productId: boards.maple, productName: "x", quantity: 2, price: "45.50" },
    ],
    customerInfo: {
      name: `Verify your account at ${LURE} now`,
      email,
      phone: "",
      address: "Go to www.evil.example\n1 Main St\nPortland, OR 97201",
    },
    gift: { message: `Claim your prize: ${LURE}?id=1 or evil.example`, hidePrices: false },
  });
}

const confirmationsTo = async (email: string) =>
  (await t.outbox()).filter((m) => m.includes(`To: ${email}`) && m.includes("Your Grain & Groove order #"));

describe("a guest order in someone else's name", () => {
  it("mails its confirmation without one link the shopper typed, in the text part or the HTML", async () => {
    const victim = "victim-links@example.com";
    await request(t.app).post("/api/create-payment-intent").send(strangersOrder(victim)).expect(201);
    const [mail] = await confirmationsTo(victim);
    expect(mail).toBeDefined();
    // Nothing a mail client would make a link of: no scheme, no "www.", no "evil.example".
    expect(mail).not.toMatch(/https?:\/\/evil/i);
    expect(mail).not.toMatch(/www\.evil|evil\.example/i);
    expect(mail).not.toContain('href="https://evil');
    // The greeting does not repeat a name that is no name; the defanged text is still there to read.
    expect(mail).toContain("Hello,");
    expect(mail).toContain("hxxps://evil[.]example/login");
    expect(mail).toContain("Go to www[.]evil[.]example");
  });

  it("caps the confirmations to one address per hour like other automatic mail, and places every order", async () => {
    const victim = "victim-flood@example.com";
    const tries = AUTOMATIC_MAIL_CAP.perHour + 2;
    for (let i = 0; i < tries; i++)
      await request(t.app).post("/api/create-payment-intent").send(strangersOrder(victim)).expect(201);
    expect(await confirmationsTo(victim)).toHaveLength(AUTOMATIC_MAIL_CAP.perHour);
    // The owner hears of every one of them.
    const notices = (await t.outbox()).filter((m) => m.includes(`<${victim}>`) && m.includes("New order #"));
    expect(notices).toHaveLength(tries);
  });
});
