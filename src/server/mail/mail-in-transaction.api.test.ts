import request from "supertest";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CreatePaymentIntentAnswer } from "@shared/checkout";
import type { CommissionPayAnswer } from "@shared/commissions";
import type { AdminOrder } from "@shared/orders";
import type { Db } from "../db/client";
import {
  accountTokens,
  contactInquiries,
  mailQueue,
  orders,
  pendingRegistrations,
  products,
  stripeEvents,
} from "../db/schema";
import { checkoutPayload } from "../test/checkout.fixtures";
import { startStripeShop, type StripeShop } from "../test/stripe.fixtures";
import { commissionSteps, quoteBody, type CommissionSteps } from "../test/commissions.fixtures";
import { bodyOf, createTestApp, type TestApp } from "../test/harness";

/**
 * Decision 042: every change and the mail it sends commit in one transaction. These tests make the
 * mail queue refuse every insert, as a full disk does (a trigger raising PostgreSQL's disk_full),
 * and check that the change did not happen; then, with the queue working again, that the change
 * happens and its mail is in the queue as soon as the answer arrives, with nothing left to wait for.
 */

const SHOP = "workshop@example.com";

/** Every INSERT INTO mail_queue fails until the returned function is called. */
async function refuseMail(db: Db): Promise<() => Promise<void>> {
  await db.execute(
    sql.raw(`create or replace function refuse_mail() returns trigger language plpgsql as $$
      begin raise exception 'could not extend file: No space left on device' using errcode = '53100'; end $$`),
  );
  await db.execute(
    sql.raw("create trigger refuse_mail before insert on mail_queue for each row execute function refuse_mail()"),
  );
  return async () => {
    await db.execute(sql.raw("drop trigger refuse_mail on mail_queue"));
  };
}

/** Runs `work` while the mail queue refuses every mail. */
async function withMailRefused<T>(db: Db, work: () => Promise<T>): Promise<T> {
  const repair = await refuseMail(db);
  try {
    return await work();
  } finally {
    await repair();
  }
}

/** The mails in the queue (sent or not), as recipient and subject, read straight from the table. */
async function queued(db: Db): Promise<{ to: string; subject: string }[]> {
  const rows = await db.select().from(mailQueue).orderBy(mailQueue.id);
  return rows.map((row) => ({ to: row.recipient, subject: row.subject }));
}

/** What an error answer looks like to the person who clicked: a server error, never a success. */
function failed(res: { status: number }) {
  expect(res.status).toBeGreaterThanOrEqual(500);
}

describe("shop orders (manual payments)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { SHOP_EMAIL: SHOP } });
  });
  afterAll(() => t?.close());

  async function place(boardId: string, email: string) {
    const payload = checkoutPayload({ amount: "50.00", items: [{ productId: boardId, quantity: 1 }] });
    payload.customerInfo.email = email;
    return request(t.app).post("/api/create-payment-intent").send(payload);
  }
  const orderRow = async (id: number) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0];

  it("an order that cannot queue its emails is not placed, and its boards stay in stock", async () => {
    const { board } = await t.adminWithBoard({ name: "Cherry Round", price: "50.00", stock: 3 });
    const before = (await t.db.select().from(orders)).length;

    const refused = await withMailRefused(t.db, () => place(board.id, "lost@example.com"));
    failed(refused);
    expect((await t.db.select().from(orders)).length).toBe(before);
    const [row] = await t.db.select().from(products).where(eq(products.id, board.id));
    expect(row.stock).toBe(3);

    const placed = await place(board.id, "kept@example.com");
    expect(placed.status).toBe(201);
    const { orderId } = bodyOf<CreatePaymentIntentAnswer>(placed);
    // Right after the answer: no background work to wait for.
    expect(await queued(t.db)).toEqual(
      expect.arrayContaining([
        { to: "kept@example.com", subject: `Your Grain & Groove order #${orderId}` },
        { to: SHOP, subject: `New order #${orderId}: $50.00` },
      ]),
    );
  });

  it("'Mark as paid' that cannot queue the receipt leaves the order unpaid", async () => {
    const { admin, board } = await t.adminWithBoard({ name: "Maple Paddle", price: "50.00" });
    const { orderId } = bodyOf<CreatePaymentIntentAnswer>(await place(board.id, "payer@example.com"));

    const markPaid = () => admin.post(`/api/admin/orders/${orderId}/mark-paid`).send({ paidOn: "2026-05-04" });
    failed(await withMailRefused(t.db, markPaid));
    expect((await orderRow(orderId)).paymentStatus).toBe("manual");

    const paid = await markPaid();
    expect(paid.status).toBe(200);
    expect(bodyOf<AdminOrder>(paid).paymentStatus).toBe("paid");
    expect(await queued(t.db)).toContainEqual({
      to: "payer@example.com",
      subject: `Payment received: your receipt for order #${orderId}`,
    });
  });

  it("'Send invoice' that cannot queue the invoice records nothing in the history", async () => {
    const { admin, board } = await t.adminWithBoard({ name: "Walnut Slab", price: "50.00" });
    const { orderId } = bodyOf<CreatePaymentIntentAnswer>(await place(board.id, "invoiced@example.com"));

    const send = () => admin.post(`/api/admin/orders/${orderId}/send-invoice`);
    failed(await withMailRefused(t.db, send));
    expect((await orderRow(orderId)).history).toEqual([]);

    const sent = await send();
    expect(sent.status).toBe(200);
    expect(bodyOf<AdminOrder>(sent).history.map((e) => e.event)).toEqual(["invoice_sent"]);
    expect(await queued(t.db)).toContainEqual({
      to: "invoiced@example.com",
      subject: `Invoice for your Grain & Groove order #${orderId}`,
    });
  });

  it("a move to Shipped, alone or in bulk, that cannot queue its email leaves the orders as they were", async () => {
    const { admin, board } = await t.adminWithBoard({ name: "Oak Board", price: "50.00" });
    const ids: number[] = [];
    for (const email of ["one@example.com", "two@example.com", "three@example.com"])
      ids.push(bodyOf<CreatePaymentIntentAnswer>(await place(board.id, email)).orderId);

    const ship = () =>
      admin
        .patch(`/api/admin/orders/${ids[0]}/status`)
        .send({ status: "shipped", carrier: "UPS", trackingNumber: "1Z999" });
    failed(await withMailRefused(t.db, ship));
    expect((await orderRow(ids[0])).status).toBe("ordered");

    const bulk = () =>
      admin.post("/api/admin/orders/bulk").send({ action: "status", status: "delivered", ids: ids.slice(1) });
    failed(await withMailRefused(t.db, bulk));
    for (const id of ids.slice(1)) expect((await orderRow(id)).status).toBe("ordered");

    expect((await ship()).status).toBe(200);
    expect(await queued(t.db)).toContainEqual({
      to: "one@example.com",
      subject: `Your board is on its way (order #${ids[0]})`,
    });
    expect((await bulk()).status).toBe(200);
    const mails = await queued(t.db);
    expect(mails).toContainEqual({
      to: "two@example.com",
      subject: `Your board has arrived: thank you (order #${ids[1]})`,
    });
    expect(mails).toContainEqual({
      to: "three@example.com",
      subject: `Your board has arrived: thank you (order #${ids[2]})`,
    });
  });
});

describe("shop orders paid by card", () => {
  let shop: StripeShop;
  beforeAll(async () => {
    shop = await startStripeShop({ env: { SHOP_EMAIL: SHOP } });
  });
  afterAll(() => shop?.close());

  it("a payment whose emails cannot be queued is not recorded: Stripe's retry records it with them", async () => {
    const { t } = shop;
    const board = await shop.board(2);
    const placed = await shop.order(board.id, 1, "card@example.com");
    // Placing a card order mails nothing yet: its emails go out with the payment.
    expect(await queued(t.db)).toEqual([]);

    const deliver = () => shop.webhook("payment_intent.succeeded", placed.intentId, { id: "evt_paid_once" });
    failed(await withMailRefused(t.db, deliver));
    expect((await shop.orderRow(placed.orderId)).paymentStatus).toBe("awaiting_payment");
    expect(await t.db.select().from(stripeEvents).where(eq(stripeEvents.id, "evt_paid_once"))).toEqual([]);

    // Stripe delivers the same event again.
    const answered = await deliver();
    expect(answered.status).toBe(200);
    expect((await shop.orderRow(placed.orderId)).paymentStatus).toBe("paid");
    expect(await queued(t.db)).toEqual(
      expect.arrayContaining([
        { to: "card@example.com", subject: `Your Grain & Groove order #${placed.orderId}` },
        { to: SHOP, subject: `New order #${placed.orderId}: $64.25` },
      ]),
    );
  });

  it("a commission's card deposit whose emails cannot be queued is not recorded: Stripe's retry records it with them", async () => {
    const { t } = shop;
    const c = commissionSteps(t, await t.asAdmin());
    const customer = await c.accepted({ price: "400.00", deposit: { type: "percent", percent: 25 } });
    const { clientSecret } = bodyOf<CommissionPayAnswer>(await c.pay(customer.token).expect(200));
    const intent = [...shop.stripe.intents.values()].find((i) => i.client_secret === clientSecret)!;
    shop.stripe.pay(intent.id);

    const deliver = () => shop.webhook("payment_intent.succeeded", intent.id, { id: "evt_deposit_once" });
    failed(await withMailRefused(t.db, deliver));
    expect((await c.commission(customer.id)).money.depositPaid).toBe("0.00");
    expect(await t.db.select().from(stripeEvents).where(eq(stripeEvents.id, "evt_deposit_once"))).toEqual([]);

    const before = (await queued(t.db)).length;
    expect((await deliver()).status).toBe(200);
    expect((await c.commission(customer.id)).money.depositPaid).toBe("100.00");
    const mails = (await queued(t.db)).slice(before);
    expect(mails.map((m) => m.to).sort()).toEqual([customer.email, SHOP].sort());
  });
});

describe("commissions", () => {
  let t: TestApp;
  let c: CommissionSteps;
  beforeAll(async () => {
    t = await createTestApp({ env: { SHOP_EMAIL: SHOP } });
    c = commissionSteps(t, await t.asAdmin());
  });
  afterAll(() => t?.close());

  const subjects = async (to: string) => (await queued(t.db)).filter((m) => m.to === to).map((m) => m.subject);

  it("each step whose email cannot be queued changes nothing; with the queue back, the step and its email go together", async () => {
    const admin = await t.asAdmin();
    const { id, email } = await c.requestBoard({ email: "carla@example.com" });
    const path = (rest: string) => `/api/admin/custom-orders/${id}${rest}`;

    // The quote: no version exists until its email is queued.
    failed(await withMailRefused(t.db, () => c.quote(id, quoteBody())));
    expect((await c.commission(id)).quotes).toEqual([]);
    const quoted = await c.quoted(id);
    expect(quoted.quotes).toHaveLength(1);
    const sent = await subjects(email);
    expect(sent.length).toBeGreaterThan(0);
    const token = await c.mailedToken(email);

    // The customer accepts: the owner's notice and the customer's "how to pay your deposit" go with it (decision 080).
    failed(await withMailRefused(t.db, () => c.accept(token)));
    expect((await c.commission(id)).quotes[0].state).not.toBe("accepted");
    expect((await c.accept(token)).status).toBe(200);
    expect((await queued(t.db)).some((m) => m.to === SHOP)).toBe(true);
    expect((await subjects(email)).length).toBe(sent.length + 1);

    // The deposit, recorded by hand: the customer's receipt and the owner's notice go with it.
    const before = (await queued(t.db)).length;
    failed(await withMailRefused(t.db, () => c.markPaid(id, "deposit")));
    expect((await c.commission(id)).money.depositPaid).toBe("0.00");
    expect((await c.markPaid(id, "deposit")).status).toBe(200);
    expect((await c.commission(id)).money.depositPaid).toBe("100.00");
    const afterDeposit = await queued(t.db);
    expect(
      afterDeposit
        .slice(before)
        .map((m) => m.to)
        .sort(),
    ).toEqual([email, SHOP].sort());

    // A progress note.
    const update = () => admin.post(path("/commission/updates")).send({ text: "The blank is glued up.", photos: [] });
    failed(await withMailRefused(t.db, update));
    expect((await c.commission(id)).updates).toEqual([]);
    expect((await update()).status).toBe(201);
    expect((await c.commission(id)).updates.map((u) => u.text)).toEqual(["The blank is glued up."]);

    // 'Board finished — ask for the balance' (decision 080): not until its email is queued.
    const askForBalance = () => c.requestBalance(id);
    const statusOf = async () =>
      (await t.db.select().from(contactInquiries).where(eq(contactInquiries.id, id)))[0].status;
    const statusBefore = await statusOf();
    expect(statusBefore).not.toBe("product completed");
    failed(await withMailRefused(t.db, askForBalance));
    expect((await c.commission(id)).balanceRequestedAt).toBeNull();
    // The stage it moves to and the request are one change: the stage did not move either.
    expect(await statusOf()).toBe(statusBefore);
    expect((await askForBalance()).status).toBe(200);
    expect(await statusOf()).toBe("product completed");
    expect((await c.commission(id)).balanceRequestedAt).not.toBeNull();

    // Shipping and delivery.
    const ship = () => admin.post(path("/commission/ship")).send({ carrier: "USPS", trackingNumber: "9400" });
    failed(await withMailRefused(t.db, ship));
    expect((await c.commission(id)).shipment).toBeNull();
    expect((await ship()).status).toBe(200);
    expect((await c.commission(id)).shipment).not.toBeNull();
    const deliver = () => admin.post(path("/commission/deliver"));
    failed(await withMailRefused(t.db, deliver));
    expect((await c.commission(id)).deliveredAt).toBeNull();
    expect((await deliver()).status).toBe(200);
    expect((await c.commission(id)).deliveredAt).not.toBeNull();

    // Every step that happened has its email, and no step sent one twice: the acceptance, the
    // deposit's receipt, the note, the balance, the shipment and the delivery.
    expect((await subjects(email)).length).toBe(sent.length + 6);
  });
});

describe("registration and password reset", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  const pending = (email: string) =>
    t.db.select().from(pendingRegistrations).where(eq(pendingRegistrations.email, email));

  it("a registration whose email cannot be queued leaves no pending registration behind", async () => {
    const register = (email: string) =>
      request(t.app).post("/api/register").send({ email, password: "a-long-enough-password-1", firstName: "Reg" });
    await withMailRefused(t.db, async () => {
      // The answer never tells (decision 014); the work after it fails as a whole.
      expect((await register("nomail@example.com")).status).toBe(202);
      await t.settled();
    });
    expect(await pending("nomail@example.com")).toEqual([]);

    expect((await register("mailed@example.com")).status).toBe(202);
    await t.settled();
    expect(await pending("mailed@example.com")).toHaveLength(1);
    expect(await queued(t.db)).toContainEqual({
      to: "mailed@example.com",
      subject: "Confirm your email to finish creating your Grain & Groove account",
    });
  });

  it("a password reset whose email cannot be queued leaves no reset link behind", async () => {
    await t.asCustomer("resetter@example.com", "resetter-password-1");
    // The only account of this app that asks: every reset link is hers.
    const tokens = () => t.db.select().from(accountTokens).where(eq(accountTokens.purpose, "reset_password"));
    const ask = () => request(t.app).post("/api/password-reset/request").send({ email: "resetter@example.com" });
    await withMailRefused(t.db, async () => {
      expect((await ask()).status).toBe(200);
      await t.settled();
    });
    expect(await tokens()).toEqual([]);

    expect((await ask()).status).toBe(200);
    await t.settled();
    expect(await tokens()).toHaveLength(1);
    expect(await queued(t.db)).toContainEqual({
      to: "resetter@example.com",
      subject: "Reset your Grain & Groove password",
    });
  });
});
