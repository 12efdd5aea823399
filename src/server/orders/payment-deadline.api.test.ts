// A manual order's payment deadline, and what a stranger may hold unpaid (issue 39, decision 073).
import request from "supertest";
import type TestAgent from "supertest/lib/agent";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CreatePaymentIntentAnswer, OrderPaymentState } from "@shared/checkout";
import type { ApiErrorBody } from "@shared/errors";
import type { OrderPage } from "@shared/order-page";
import type { AdminOrder } from "@shared/orders";
import type { Product } from "@shared/product";
import { checkoutPayload } from "../test/checkout.fixtures";
import { asBytes, pdfText } from "../test/pdf-text";
import { orders } from "../db/schema";
import { bodyOf, createTestApp, type TestApp } from "../test/harness";

const DAY = 24 * 60 * 60_000;

let t: TestApp;
let admin: TestAgent;
let board: Product;
beforeAll(async () => {
  t = await createTestApp({ env: { UNPAID_ORDERS_LIMIT: "2", UNPAID_ITEM_LIMIT: "3" } });
  ({ admin, board } = await t.adminWithBoard({ name: "Cherry Round", price: "129.00", stock: 100 }));
});
afterAll(() => t?.close());

let n = 0;
/** A manual order of `quantity` Cherry Rounds, by a shopper of their own unless `who` is given. */
function order(quantity = 1, who: { email?: string; address?: string } = {}) {
  n += 1;
  return request(t.app)
    .post("/api/create-payment-intent")
    .send(
      checkoutPayload({
        amount: (129 * quantity).toFixed(2),
        items: [{ productId: board.id, quantity }],
        customerInfo: {
          name: "Sam Shopper",
          email: who.email ?? `buyer${n}@example.com`,
          phone: "",
          address: who.address ?? `${n} Main St\nPortland, OR 97201`,
        },
      }),
    );
}
const place = async (quantity = 1, who: { email?: string; address?: string } = {}) =>
  bodyOf<CreatePaymentIntentAnswer>(await order(quantity, who).expect(201));
const adminOrder = async (id: number) =>
  bodyOf<AdminOrder[]>(await admin.get("/api/admin/orders").query({ pageSize: 100 }).expect(200)).find(
    (o) => o.id === id,
  )!;
const stock = async () =>
  bodyOf<Product[]>(await request(t.app).get("/api/products").expect(200)).find((p) => p.id === board.id)!.stock;
/** Moves an order's clock: placed `placedDaysAgo` days ago, due `dueInDays` days from now. */
const setDates = (id: number, placedDaysAgo: number, dueInDays: number) =>
  t.db
    .update(orders)
    .set({
      createdAt: new Date(Date.now() - placedDaysAgo * DAY),
      paymentDueAt: new Date(Date.now() + dueInDays * DAY),
    })
    .where(eq(orders.id, id));
const mailsTo = async (email: string, subject: string) =>
  (await t.outbox()).filter((m) => m.includes(`To: ${email}`) && m.includes(subject));

describe("a manual order's payment deadline", () => {
  it("is 7 days after the order unless the owner chooses, and the confirmation and the order's page say so", async () => {
    const placed = await place(1, { email: "due@example.com" });
    const due = new Date((await adminOrder(placed.orderId)).paymentDueAt!);
    expect(Math.abs(due.getTime() - (Date.now() + 7 * DAY))).toBeLessThan(60_000);
    const day = due.toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });
    const [confirmation] = await mailsTo("due@example.com", "Your Grain & Groove order");
    expect(confirmation).toContain(`Please pay by ${day}`);
    const recap = bodyOf<OrderPaymentState>(
      await request(t.app)
        .get(`/api/orders/${placed.orderId}/payment-status`)
        .query({ token: placed.orderToken })
        .expect(200),
    );
    expect(recap.paymentInstructions).toContain(`Please pay by ${day}. An order still unpaid then is cancelled`);

    await admin.patch("/api/admin/site-content").send({ paymentDays: 3 }).expect(200);
    const sooner = await place();
    const dueSooner = new Date((await adminOrder(sooner.orderId)).paymentDueAt!);
    expect(Math.abs(dueSooner.getTime() - (Date.now() + 3 * DAY))).toBeLessThan(60_000);
    await admin.patch("/api/admin/site-content").send({ paymentDays: 7 }).expect(200);
    const refused = await admin.patch("/api/admin/site-content").send({ paymentDays: 0 }).expect(400);
    expect(bodyOf<ApiErrorBody>(refused).message).toContain("Days to pay must be at least 1 day");
  });

  it("sends one reminder two days before, and none in the order's first day", async () => {
    const early = await place(1, { email: "early@example.com" });
    await setDates(early.orderId, 0.5, 1);
    const late = await place(1, { email: "late@example.com" });
    await setDates(late.orderId, 5, 1.5);
    await t.runScheduled("payment deadlines");
    await t.runScheduled("payment deadlines");
    await t.settled();
    expect(await mailsTo("early@example.com", "Reminder:")).toHaveLength(0);
    const reminders = await mailsTo("late@example.com", "Reminder: your Grain & Groove order");
    expect(reminders).toHaveLength(1);
    expect(reminders[0]).toContain("How to pay:");
    expect((await adminOrder(late.orderId)).history).toEqual([
      expect.objectContaining({ event: "payment_reminded" }) as unknown,
    ]);
  });

  it("cancels an order unpaid at its deadline: its boards go back on sale and the customer is told", async () => {
    const before = await stock();
    const placed = await place(2, { email: "gone@example.com" });
    expect(await stock()).toBe(before! - 2);
    await setDates(placed.orderId, 8, -0.01);
    await t.runScheduled("payment deadlines");
    await t.settled();
    const cancelled = await adminOrder(placed.orderId);
    expect(cancelled.paymentStatus).toBe("cancelled");
    expect(cancelled.paymentDueAt).toBeNull();
    expect(cancelled.history.at(-1)).toMatchObject({ event: "cancelled", unpaid: true });
    expect(await stock()).toBe(before);
    expect(await mailsTo("gone@example.com", "was cancelled")).toHaveLength(1);
  });

  it("leaves a paid order, and an extended one, alone", async () => {
    const paid = await place();
    await admin.post(`/api/admin/orders/${paid.orderId}/mark-paid`).send({ paidOn: "2026-11-20" }).expect(200);
    await setDates(paid.orderId, 8, -1);

    const extended = await place(1, { email: "more-time@example.com" });
    await setDates(extended.orderId, 8, -0.5);
    const answer = bodyOf<AdminOrder>(
      await admin.post(`/api/admin/orders/${extended.orderId}/payment-deadline`).expect(200),
    );
    // A week from today, as the deadline had passed; a new reminder may go out before it.
    expect(Math.abs(new Date(answer.paymentDueAt!).getTime() - (Date.now() + 7 * DAY))).toBeLessThan(60_000);
    expect(answer.history.at(-1)).toMatchObject({ event: "payment_extended", until: answer.paymentDueAt });

    await t.runScheduled("payment deadlines");
    expect((await adminOrder(paid.orderId)).paymentStatus).toBe("paid");
    expect((await adminOrder(extended.orderId)).paymentStatus).toBe("manual");

    const refused = await admin.post(`/api/admin/orders/${paid.orderId}/payment-deadline`).expect(409);
    expect(bodyOf<ApiErrorBody>(refused).message).toContain("Only an unpaid order");
    await request(t.app).post(`/api/admin/orders/${extended.orderId}/payment-deadline`).expect(401);
  });
});

describe("an order the customer asked to cancel asks for no payment (decision 076)", () => {
  const pageOf = async (placed: CreatePaymentIntentAnswer) =>
    bodyOf<OrderPage>(await request(t.app).get(`/api/orders/${placed.orderId}-${placed.orderToken}`).expect(200));
  const recapOf = async (placed: CreatePaymentIntentAnswer) =>
    bodyOf<OrderPaymentState>(
      await request(t.app)
        .get(`/api/orders/${placed.orderId}/payment-status`)
        .query({ token: placed.orderToken })
        .expect(200),
    );
  const askToCancel = (placed: CreatePaymentIntentAnswer) =>
    request(t.app).post(`/api/orders/${placed.orderId}-${placed.orderToken}/cancellation`).send({}).expect(200);

  /** The text of the invoice PDF the order's page links to. */
  const invoiceText = async (placed: CreatePaymentIntentAnswer) =>
    (
      await pdfText(
        (await asBytes(request(t.app).get((await pageOf(placed)).documents.invoice!)).expect(200)).body as Buffer,
      )
    ).text;

  it("drops 'How to pay' from the page, the confirmation and the invoice, sends no reminder nor invoice, until declined", async () => {
    const placed = await place(1, { email: "asks-to-cancel@example.com" });
    await setDates(placed.orderId, 5, 1.5);
    expect((await pageOf(placed)).paymentInstructions).toContain("Please pay by");
    expect(await invoiceText(placed)).toContain("How to pay");

    const asked = bodyOf<OrderPage>(await askToCancel(placed));
    expect(asked).toMatchObject({ paymentStatus: "manual", paymentInstructions: null });
    expect((await pageOf(placed)).paymentInstructions).toBeNull();
    expect(await recapOf(placed)).toMatchObject({ cancellationRequested: true, paymentInstructions: null });
    const asking = await invoiceText(placed);
    expect(asking).not.toContain("How to pay");
    expect(asking).toMatch(
      /Cancellation requested\s+You asked to cancel this order on \w+ \d+, \d{4}\. Nothing is due while we look at\s+your request/,
    );
    const refused = await admin.post(`/api/admin/orders/${placed.orderId}/send-invoice`).expect(409);
    expect(bodyOf<ApiErrorBody>(refused).message).toBe(
      "The customer asked to cancel this order: approve or decline the request before sending an invoice.",
    );
    await t.runScheduled("payment deadlines");
    await t.settled();
    expect(await mailsTo("asks-to-cancel@example.com", "Reminder:")).toHaveLength(0);
    expect(await mailsTo("asks-to-cancel@example.com", "Invoice")).toHaveLength(0);

    // Declined: the order goes ahead, and asks for its payment again.
    await admin.post(`/api/admin/orders/${placed.orderId}/cancellation/decline`).expect(200);
    expect((await pageOf(placed)).paymentInstructions).toContain("Please pay by");
    expect(await invoiceText(placed)).toContain("How to pay");
    expect(await recapOf(placed)).toMatchObject({
      cancellationRequested: false,
      paymentInstructions: expect.stringContaining("Please pay by") as unknown,
    });
    await t.runScheduled("payment deadlines");
    await t.settled();
    expect(await mailsTo("asks-to-cancel@example.com", "Reminder:")).toHaveLength(1);
  });

  it("gives back the days the request waited when it is declined, and the email says how to pay by the new day", async () => {
    const placed = await place(1, { email: "declined@example.com" });
    // Asked two days ago, with the deadline a day away now: three days away when asked.
    await setDates(placed.orderId, 4, 1);
    await askToCancel(placed);
    await t.db
      .update(orders)
      .set({ cancellationRequestedAt: new Date(Date.now() - 2 * DAY), paymentRemindedAt: new Date() })
      .where(eq(orders.id, placed.orderId));

    const declined = bodyOf<AdminOrder>(
      await admin.post(`/api/admin/orders/${placed.orderId}/cancellation/decline`).expect(200),
    );
    const due = new Date(declined.paymentDueAt!);
    expect(Math.abs(due.getTime() - (Date.now() + 3 * DAY))).toBeLessThan(60_000);
    await t.settled();
    const [email] = await mailsTo("declined@example.com", "About cancelling your Grain & Groove order");
    expect(email).toContain("It goes ahead as planned.");
    expect(email).toContain("How to pay:");
    const day = due.toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });
    expect(email).toContain(`Please pay by ${day}.`);
    expect((await pageOf(placed)).paymentInstructions).toContain(`Please pay by ${day}.`);
    // The reminder sent before the request may go again before the new deadline.
    const [row] = await t.db.select().from(orders).where(eq(orders.id, placed.orderId));
    expect(row.paymentRemindedAt).toBeNull();
  });

  it("ends the request when the deadline cancels the order meanwhile: nothing is left to answer, and Decline says so", async () => {
    const placed = await place(1, { email: "lapsed@example.com" });
    await askToCancel(placed);
    const counts = async () =>
      bodyOf<{ cancellationRequests: number }>(await admin.get("/api/admin/counts").expect(200)).cancellationRequests;
    const waiting = await counts();
    await setDates(placed.orderId, 8, -0.01);
    await t.runScheduled("payment deadlines");
    await t.settled();

    expect(await adminOrder(placed.orderId)).toMatchObject({ paymentStatus: "cancelled", cancellationRequest: null });
    expect(await counts()).toBe(waiting - 1);
    const refused = await admin.post(`/api/admin/orders/${placed.orderId}/cancellation/decline`).expect(409);
    expect(bodyOf<ApiErrorBody>(refused).message).toBe("This order has no cancellation request to decline.");
    await t.settled();
    expect(await mailsTo("lapsed@example.com", "was cancelled")).toHaveLength(1);
    expect(await mailsTo("lapsed@example.com", "About cancelling")).toHaveLength(0);
  });

  it("drops it for good once the request is approved and the order cancelled", async () => {
    const placed = await place(1, { email: "cancelled-for-good@example.com" });
    await askToCancel(placed);
    await admin.post(`/api/admin/orders/${placed.orderId}/cancellation/approve`).expect(200);
    expect(await pageOf(placed)).toMatchObject({ paymentStatus: "cancelled", paymentInstructions: null });
    expect(await recapOf(placed)).toMatchObject({
      paymentStatus: "cancelled",
      cancellationRequested: false,
      paymentInstructions: null,
    });
  });
});

describe("what one person may hold unpaid", () => {
  it("refuses a third open order by the same email, or to the same address however it is typed", async () => {
    await place(1, { email: "Many@Example.com", address: "9 Elm St\nPortland, OR 97201" });
    await place(1, { email: "many@example.com", address: "10 Elm St\nPortland, OR 97201" });
    const byEmail = await order(1, { email: "MANY@example.com", address: "11 Elm St\nPortland, OR 97201" }).expect(409);
    expect(bodyOf<ApiErrorBody>(byEmail).message).toBe(
      "You already have 2 orders waiting for payment. Please pay for them first, or write to us and we'll help.",
    );
    await place(1, { email: "one@example.com", address: "20 Oak Ave\nPortland, OR 97201" });
    await place(1, { email: "two@example.com", address: "20 oak ave.\nportland, or 97201" });
    await order(1, { email: "three@example.com", address: " 20 OAK AVE \n PORTLAND,  OR 97201 " }).expect(409);
  });

  it("caps how many of one item their open orders hold, and counts nothing for a refused order", async () => {
    await place(2, { email: "oil@example.com" });
    const before = await stock();
    const over = await order(2, { email: "oil@example.com" }).expect(409);
    expect(bodyOf<ApiErrorBody>(over).message).toContain('may hold at most 3 of "Cherry Round" at once');
    expect(await stock()).toBe(before);
    await place(1, { email: "oil@example.com" });
  });

  it("counts only orders still waiting: a paid one frees its place", async () => {
    const first = await place(1, { email: "payer@example.com" });
    await place(1, { email: "payer@example.com" });
    await order(1, { email: "payer@example.com" }).expect(409);
    await admin.post(`/api/admin/orders/${first.orderId}/mark-paid`).send({ paidOn: "2026-11-20" }).expect(200);
    await place(1, { email: "payer@example.com" });
  });

  it("lets only one of two checkouts at once take the last place", async () => {
    await place(1, { email: "racer@example.com" });
    const answers = await Promise.all([
      order(1, { email: "racer@example.com" }),
      order(1, { email: "racer@example.com" }),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409]);
    const [{ count }] = await t.db
      .select({ count: sql<number>`count(*)::int` })
      .from(orders)
      .where(eq(orders.customerEmail, "racer@example.com"));
    expect(count).toBe(2);
  });
});
