import request from "supertest";
import sharp from "sharp";
import type TestAgent from "supertest/lib/agent";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type {
  AdminCommission,
  CommissionsCollected,
  CommissionView,
  CustomOrderListItem,
  UserCommission,
} from "@shared/commissions";
import type { ApiErrorBody } from "@shared/errors";
import { parseCents } from "@shared/money";
import { SITE_CONTENT_DEFAULTS } from "@shared/site-content";
import { NO_TAX } from "@shared/tax";
import type { AdminStats } from "@shared/stats";
import pino from "pino";
import { paymentEventsRepo } from "../payments/payment-events.repo";
import { NotFound } from "../errors";
import type { MailMessage } from "../infra/mail";
import { manualPayments } from "../infra/payments";
import { inquiriesRepo } from "../inquiries/inquiries.repo";
import { bodyOf, createTestApp, type TestApp } from "../test/harness";
import { commissionLinks } from "./commission-links";
import { commissionsRepo } from "./commissions.repo";
import { commissionsService } from "./commissions.service";
import {
  MAPLE_TOWN,
  SHOP_EMAIL,
  commissionShop,
  png,
  quoteBody,
  randomToken,
  type CommissionSteps,
} from "../test/commissions.fixtures";

let t: TestApp;
let admin: TestAgent;
let c: CommissionSteps;
beforeAll(async () => ({ t, admin, c } = await commissionShop(createTestApp)));
afterAll(() => t?.close());

/** The custom order as the admin's Custom Orders list shows it. */
async function listed(email: string): Promise<CustomOrderListItem> {
  const res = await admin.get("/api/admin/custom-orders").query({ q: email }).expect(200);
  const [item] = bodyOf<CustomOrderListItem[]>(res);
  return item;
}
const collectedCents = async () =>
  parseCents(bodyOf<CommissionsCollected>(await admin.get("/api/admin/commissions/collected").expect(200)).collected)!;
const stats = async () => bodyOf<AdminStats>(await admin.get("/api/admin/stats").expect(200));
const sent = (mails: { to: string; subject: string }[]) => mails.map((m) => [m.to, m.subject]);

describe("a commission from request to delivery (manual payments)", () => {
  it("carries a custom board through quote, deposit, progress, balance, shipping and delivery", async () => {
    const collectedBefore = await collectedCents();
    const statsBefore = await stats();
    const customer = await c.requestBoard({ name: "Carl Custom" });
    expect((await listed(customer.email)).commission).toBeNull();

    // The owner sends a quote: the stage moves, the customer gets the link.
    let mark = await c.mailCount();
    const quoted = await c.quoted(customer.id, { price: "450.00", deposit: { type: "percent", percent: 30 } });
    expect(quoted.quotes).toEqual([
      expect.objectContaining({ version: 1, price: "450.00", deposit: "135.00", balance: "315.00", state: "sent" }),
    ]);
    let item = await listed(customer.email);
    expect(item.status).toBe("consultation complete");
    expect(item.commission).toEqual({ quoted: "450.00", depositPaid: "0.00", balanceDue: null, collected: "0.00" });
    const quoteMails = await c.mailsSince(mark);
    expect(sent(quoteMails)).toEqual([[customer.email, "Your custom board quote"]]);
    expect(quoteMails[0].body).toContain("Price: $450.00");
    expect(quoteMails[0].body).toContain("Deposit to start: $135.00");
    const token = await c.mailedToken(customer.email);
    expect(quoted.link).toMatch(new RegExp(`^https?://[^/]+/commissions/${token}$`));

    // The customer's page shows the quote and, in manual mode, the payment note; there is no card to pay.
    let view = await c.viewed(token);
    expect(view).toMatchObject({
      customerName: "Carl Custom",
      stage: "consultation complete",
      request: { dimensions: "18 x 12 in", woodType: "Walnut" },
      quote: { version: 1, price: "450.00", deposit: "135.00", balance: "315.00", state: "sent" },
      deliveryAddress: null,
      deliveryFields: null,
      deposit: { amount: "135.00", paidAt: null, due: false },
      balance: { amount: "315.00", paidAt: null, due: false },
      payment: { mode: "manual", paymentNote: SITE_CONTENT_DEFAULTS.paymentNote },
    });
    const manual = await c.pay(token).expect(409);
    expect(bodyOf<ApiErrorBody>(manual).message).toMatch(/pay as this page describes/);

    // Accepting with the delivery address: the deposit is due, the shop hears of it.
    mark = await c.mailCount();
    view = bodyOf<CommissionView>(await c.accept(token, { ...MAPLE_TOWN, state: "vermont" }).expect(200));
    expect(view.quote.state).toBe("accepted");
    expect(view.deliveryAddress).toBe("Carl Custom\n12 Oak Lane\nMaple Town, VT 05001");
    expect(view.deliveryFields).toEqual(MAPLE_TOWN);
    expect(view.deposit.due).toBe(true);
    const acceptMails = await c.mailsSince(mark);
    expect(sent(acceptMails)).toEqual([
      [SHOP_EMAIL, "Carl Custom accepted quote v1"],
      [customer.email, "Quote accepted: how to pay your deposit"],
    ]);

    // The owner records the deposit.
    mark = await c.mailCount();
    const deposit = bodyOf<AdminCommission>(
      await c.markPaid(customer.id, "deposit", { method: "bank_transfer", note: "Ref GG-7" }).expect(200),
    );
    expect(deposit.payments).toEqual([
      expect.objectContaining({
        kind: "deposit",
        amount: "135.00",
        status: "paid",
        via: "manual",
        paidOn: "2026-03-02",
        method: "Bank transfer",
        note: "Ref GG-7",
        quoteVersion: 1,
      }),
    ]);
    expect(deposit.money).toEqual({
      quoted: "450.00",
      depositPaid: "135.00",
      balanceDue: "315.00",
      collected: "135.00",
    });
    expect(await c.stage(customer.id)).toBe("deposit received");
    expect(sent(await c.mailsSince(mark))).toEqual([
      [customer.email, "Deposit received: your board is on the bench"],
      [SHOP_EMAIL, "Deposit received from Carl Custom"],
    ]);

    // A progress update with a photo uploaded first (served as WebP).
    const upload = await admin.post("/api/admin/commission-photos").attach("image", await png(), "glue-up.png");
    expect(upload.status).toBe(201);
    const { imageUrl } = bodyOf<{ imageUrl: string }>(upload);
    expect(imageUrl).toMatch(/^\/uploads\/commissions\/[0-9a-f-]{36}\.webp$/);
    const file = await request(t.app).get(imageUrl).expect(200);
    expect(file.headers["content-type"]).toBe("image/webp");
    expect((await sharp(bodyOf<Buffer>(file)).metadata()).format).toBe("webp");
    mark = await c.mailCount();
    const updated = await admin
      .post(`/api/admin/custom-orders/${customer.id}/commission/updates`)
      .send({ text: "The glue-up is done.", photos: [imageUrl] })
      .expect(201);
    expect(bodyOf<AdminCommission>(updated).updates).toEqual([
      expect.objectContaining({ text: "The glue-up is done.", photos: [imageUrl] }),
    ]);
    const progress = await c.mailsSince(mark);
    expect(sent(progress)).toEqual([[customer.email, "News from the workshop about your board"]]);
    expect(progress[0].body).toContain(imageUrl);
    expect((await c.viewed(token)).updates).toEqual([
      expect.objectContaining({ text: "The glue-up is done.", photos: [imageUrl] }),
    ]);

    // Choosing 'product completed' by hand asks for nothing (decision 080); the balance can't be recorded yet.
    mark = await c.mailCount();
    await c.setStatus(customer.id, "product completed");
    expect(await c.mailsSince(mark)).toEqual([]);
    expect((await c.viewed(token)).balance).toMatchObject({ amount: "315.00", due: false });
    const early = await c.markPaid(customer.id, "balance").expect(409);
    expect(bodyOf<ApiErrorBody>(early).message).toMatch(/Ask for the balance first/);
    await c.setStatus(customer.id, "in progress");

    // Finished: 'Board finished — ask for the balance' asks for it, once, and moves the stage.
    const asked = bodyOf<AdminCommission>(await c.requestBalance(customer.id).expect(200));
    expect(asked.balanceRequestedAt).toEqual(expect.any(String));
    expect(await c.stage(customer.id)).toBe("product completed");
    const finished = await c.mailsSince(mark);
    expect(sent(finished)).toEqual([[customer.email, "Your board is finished"]]);
    expect(finished[0].body).toContain("The balance of $315.00 is now due.");
    view = await c.viewed(token);
    expect(view.balance).toEqual({ amount: "315.00", paidAt: null, due: true, receiptPath: null });
    await c.requestBalance(customer.id).expect(200);
    expect(await c.mailsSince(mark)).toHaveLength(1);

    // The balance arrives.
    mark = await c.mailCount();
    await c.markPaid(customer.id, "balance", { paidOn: "2026-04-01", method: "cash" }).expect(200);
    expect(await c.stage(customer.id)).toBe("final payment received");
    expect(sent(await c.mailsSince(mark))).toEqual([
      [customer.email, "Final payment received: thank you"],
      [SHOP_EMAIL, "Final payment received from Carl Custom"],
    ]);
    view = await c.viewed(token);
    expect(view.balance).toEqual({
      amount: "315.00",
      paidAt: expect.any(String) as string,
      due: false,
      receiptPath: `/api/commissions/${token}/balance-receipt.pdf`,
    });

    // Shipped, then delivered: the stages move and the customer is told.
    mark = await c.mailCount();
    const shipped = await admin
      .post(`/api/admin/custom-orders/${customer.id}/commission/ship`)
      .send({ carrier: "UPS", trackingNumber: "1Z999AA10123456784" })
      .expect(200);
    expect(bodyOf<AdminCommission>(shipped).shipment).toMatchObject({
      carrier: "UPS",
      trackingNumber: "1Z999AA10123456784",
    });
    expect(await c.stage(customer.id)).toBe("order shipped");
    const shipMails = await c.mailsSince(mark);
    expect(sent(shipMails)).toEqual([[customer.email, "Your custom board is on its way"]]);
    expect(shipMails[0].body).toContain("1Z999AA10123456784");
    expect(shipMails[0].body).toContain("12 Oak Lane");

    mark = await c.mailCount();
    await admin.post(`/api/admin/custom-orders/${customer.id}/commission/deliver`).expect(200);
    await admin.post(`/api/admin/custom-orders/${customer.id}/commission/deliver`).expect(200);
    expect(await c.stage(customer.id)).toBe("order delivered");
    expect(sent(await c.mailsSince(mark))).toEqual([[customer.email, "Your custom board has arrived: thank you"]]);
    view = await c.viewed(token);
    expect(view).toMatchObject({ stage: "order delivered", deliveredAt: expect.any(String) as string });

    // The money: the commission's own figure, never the shop's Revenue.
    expect((await collectedCents()) - collectedBefore).toBe(450_00);
    item = await listed(customer.email);
    expect(item.commission).toEqual({
      quoted: "450.00",
      depositPaid: "135.00",
      balanceDue: "0.00",
      collected: "450.00",
    });
    expect(await stats()).toEqual(statsBefore);
  });
});

describe("the deposit and balance of a quote", () => {
  it("rounds a percentage deposit half up to the cent, and the balance is the rest", async () => {
    const { id } = await c.requestBoard();
    // 333.33 × 33% = 109.9989 → 110.00
    const quote = (await c.quoted(id, { price: "333.33", deposit: { type: "percent", percent: 33 } })).quotes[0];
    expect(quote).toMatchObject({ price: "333.33", deposit: "110.00", balance: "223.33" });
  });

  it("takes a deposit typed as an amount", async () => {
    const { id, email } = await c.requestBoard();
    const quote = (await c.quoted(id, { price: "250.00", deposit: { type: "amount", amount: "75.5" } })).quotes[0];
    expect(quote).toMatchObject({ deposit: "75.50", balance: "174.50" });
    const mail = (await c.mails()).reverse().find((m) => m.to === email)!;
    expect(mail.body).toContain("Balance on completion: $174.50");
  });

  it("refuses a deposit larger than the price, and a percentage of 0 or 101", async () => {
    const { id } = await c.requestBoard();
    const tooMuch = await c.quote(id, quoteBody({ price: "100.00", deposit: { type: "amount", amount: "100.01" } }));
    expect(tooMuch.status).toBe(400);
    expect(bodyOf<ApiErrorBody>(tooMuch).errors).toContainEqual({
      path: "deposit",
      message: "Deposit cannot be more than the price",
    });
    for (const percent of [0, 101]) {
      const res = await c.quote(id, quoteBody({ deposit: { type: "percent", percent } })).expect(400);
      expect(bodyOf<ApiErrorBody>(res).errors).toContainEqual({
        path: "deposit.percent",
        message: "Deposit percentage must be between 1 and 100",
      });
    }
    expect((await c.commission(id)).quotes).toEqual([]);
    expect(await c.stage(id)).toBe("new inquiry");
  });

  it("refuses a percentage of a tiny price that leaves no deposit at all", async () => {
    const { id } = await c.requestBoard();
    // 0.49 × 1% = 0.0049 → 0.00: a quote with nothing to pay first.
    const res = await c.quote(id, quoteBody({ price: "0.49", deposit: { type: "percent", percent: 1 } }));
    expect(res.status, res.text).toBe(400);
    expect(bodyOf<ApiErrorBody>(res).errors).toContainEqual({
      path: "deposit",
      message: "Deposit must be greater than 0",
    });
    expect((await c.commission(id)).quotes).toEqual([]);
  });
});

describe("the commission's private link", () => {
  it("answers 404 for a token no commission has, and for text that is no token", async () => {
    for (const token of [randomToken(), "short", "a".repeat(44)]) {
      const res = await c.view(token).expect(404);
      expect(bodyOf<ApiErrorBody>(res).message).toBe("This commission link is invalid or has expired");
      await c.accept(token).expect(404);
      await c.pay(token).expect(404);
    }
  });

  it("expires with an unaccepted quote, and a revised quote (v2) brings it back", async () => {
    const { id, email } = await c.requestBoard();
    await c.quoted(id, { validDays: 1 });
    const token = await c.mailedToken(email);
    await c.view(token).expect(200);
    await c.expireQuotes(id);
    await c.view(token).expect(404);
    await c.accept(token).expect(404);
    await c.pay(token).expect(404);
    expect((await c.commission(id)).quotes[0].state).toBe("expired");

    const mark = await c.mailCount();
    await c.quoted(id, { price: "480.00" });
    const revised = await c.mailsSince(mark);
    expect(sent(revised)).toEqual([[email, "Your revised quote for a custom board"]]);
    expect(await c.mailedToken(email)).toBe(token);
    const view = await c.viewed(token);
    expect(view.quote).toMatchObject({ version: 2, price: "480.00", state: "sent" });
  });

  it("stays open once the quote is accepted, whatever its expiry", async () => {
    const { id, token } = await c.accepted({ validDays: 1 });
    await c.expireQuotes(id);
    expect((await c.viewed(token)).quote.state).toBe("accepted");
  });

  it("follows a rotated SESSION_SECRET: the next email carries the link that works, and the old one stops", async () => {
    const { id, email } = await c.requestBoard();
    await c.quoted(id);
    const before = await c.mailedToken(email);
    // The same shop after a restart with another secret (docs/deploy.md, rotating SESSION_SECRET).
    const mailed: MailMessage[] = [];
    const rotated = commissionsService({
      repo: commissionsRepo(t.db),
      inquiries: inquiriesRepo(t.db),
      events: paymentEventsRepo(t.db),
      payments: manualPayments(),
      mailer: { send: (message) => Promise.resolve(void mailed.push(message)) },
      storage: t.storage,
      logger: pino({ level: "silent" }),
      links: commissionLinks("another-secret-that-is-long-enough-for-tests", () => "http://localhost:5000"),
      shopEmail: () => Promise.resolve(SHOP_EMAIL),
      paymentNote: () => Promise.resolve(""),
      shopDetails: () => Promise.resolve({ name: "Grain & Groove", email: SHOP_EMAIL, phone: "", website: "" }),
      taxSetting: () => Promise.resolve(NO_TAX),
      paymentMethods: () => Promise.resolve([]),
    });
    // The update's email is queued with it: nothing runs after the answer (decision 042).
    await rotated.postUpdate(id, { text: "The blank is cut.", photos: [] });
    const after = /\/commissions\/([\w-]{43})/.exec(mailed[0].text)![1];
    expect(after).not.toBe(before);
    expect((await rotated.view(after)).updates.map((u) => u.text)).toEqual(["The blank is cut."]);
    await expect(rotated.view(before)).rejects.toThrow(NotFound);
  });
});

describe("GET /api/user/commissions", () => {
  it("shows a customer the commissions of their verified email only", async () => {
    const a = await c.requestBoard({ email: "alice.commission@example.com" });
    await c.quoted(a.id, { price: "300.00" });
    const token = await c.mailedToken(a.email);

    const bob = await t.register({ email: "bob.commission@example.com", password: "long-enough-1" });
    expect(bodyOf<UserCommission[]>(await bob.get("/api/user/commissions").expect(200))).toEqual([]);
    // Without the token there is no way in: the admin's call is refused, an id is no token.
    await bob.get(`/api/admin/custom-orders/${a.id}/commission`).expect(403);
    await bob.get(`/api/commissions/${a.id}`).expect(404);

    const alice = await t.register({ email: "Alice.Commission@example.com", password: "long-enough-1" });
    const mine = bodyOf<UserCommission[]>(await alice.get("/api/user/commissions").expect(200));
    expect(mine).toEqual([
      expect.objectContaining({
        id: a.id,
        stage: "consultation complete",
        quoted: "300.00",
        depositPaid: "0.00",
        balanceDue: null,
        path: `/commissions/${token}`,
      }),
    ]);
    await request(t.app).get("/api/user/commissions").expect(401);
  });

  it("shows nothing to an account whose email is not verified", async () => {
    const u = await c.requestBoard({ email: "unverified.commission@example.com" });
    await c.quoted(u.id);
    const unverified = await t.asCustomer("unverified.commission@example.com", "long-enough-1");
    expect(bodyOf<UserCommission[]>(await unverified.get("/api/user/commissions").expect(200))).toEqual([]);
  });
});
