import request from "supertest";
import type TestAgent from "supertest/lib/agent";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminOrder } from "@shared/orders";
import {
  ACCOUNT_DELETED_MESSAGE,
  DELETED_CUSTOMER,
  DELETION_SCHEDULED_MESSAGE,
  type AccountDeletion,
  type DeletionState,
  type PrivacyLogEntry,
} from "@shared/privacy";
import { commissionQuotes, commissions, contactInquiries, orders, users } from "../db/schema";
import { checkoutPayload } from "../test/checkout.fixtures";
import { bodyOf, createTestApp, type TestApp } from "../test/harness";

// Decision 078: an account with an open order or commission is never deleted from under it. The
// deletion waits (the account marked), and the hourly job deletes it once they all close.
let t: TestApp;
let admin: TestAgent;
let boardId: string;
let boardName: string;
beforeAll(async () => {
  t = await createTestApp();
  const made = await t.adminWithBoard({ price: "40.00" });
  admin = made.admin;
  boardId = made.board.id;
  boardName = made.board.name;
});
afterAll(() => t?.close());

const userOf = async (email: string) => (await t.db.select().from(users).where(eq(users.email, email)))[0];
const orderRow = async (id: number) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0];
/** The mails to `to`, their folded header lines unfolded. */
const mailsTo = async (to: string) =>
  (await t.outbox()).filter((m) => m.includes(`To: ${to}`)).map((m) => m.replace(/\r?\n[ \t]+/g, " "));
const logOf = async (userId: string) =>
  bodyOf<PrivacyLogEntry[]>(await admin.get("/api/admin/privacy-log").expect(200)).filter(
    (e) => e.subjectRef === userId,
  );

/** A manual order placed signed in: it waits for its payment (open). */
async function buy(agent: TestAgent, email: string): Promise<number> {
  const res = await agent.post("/api/create-payment-intent").send(
    checkoutPayload({
      amount: "40.00",
      items: [{ productId: boardId, productName: boardName, quantity: 1, price: "40.00" }],
      customerInfo: { name: "Olive Open", email, phone: "555-0101", address: "88 Orchard St\nNew York, NY 10002" },
    }),
  );
  expect(res.status).toBe(201);
  return bodyOf<{ orderId: number }>(res).orderId;
}

async function register(email: string) {
  return t.register({ email, password: "olive-password-1", firstName: "Olive", lastName: "Open" });
}

describe("deleting an account with an open order (decision 078)", () => {
  let olive: TestAgent;
  let oliveId: string;
  let order: number;

  beforeAll(async () => {
    olive = await register("olive@example.com");
    oliveId = (await userOf("olive@example.com")).id;
    order = await buy(olive, "olive@example.com");
  });

  it("tells the dashboard what a deletion would wait for", async () => {
    const state = bodyOf<DeletionState>(await olive.get("/api/user/delete-account").expect(200));
    expect(state).toEqual({
      requestedAt: null,
      open: { orders: [{ number: order, state: "Awaiting payment" }], commissions: [] },
    });
    await request(t.app).get("/api/user/delete-account").expect(401);
  });

  it("waits: the account is marked, the order keeps its buyer and address, she stays signed in and is emailed once", async () => {
    const before = (await mailsTo("olive@example.com")).length;
    const answer = bodyOf<AccountDeletion>(await olive.post("/api/user/delete-account").expect(200));
    expect(answer).toEqual({
      status: "scheduled",
      message: DELETION_SCHEDULED_MESSAGE,
      requestedAt: expect.any(String) as string,
      waitingFor: { orders: [{ number: order, state: "Awaiting payment" }], commissions: [] },
    });
    await olive.get("/api/auth/user").expect(200);
    expect((await userOf("olive@example.com")).deletionRequestedAt).toBeInstanceOf(Date);
    expect(await orderRow(order)).toMatchObject({
      customerName: "Olive Open",
      customerEmail: "olive@example.com",
      userId: oliveId,
    });
    expect((await orderRow(order)).shippingAddress).toContain("88 Orchard St");
    const mails = (await mailsTo("olive@example.com")).slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain("Subject: Your Grain & Groove account will be deleted once your orders are closed");
    expect(mails[0]).toContain(`Order #${order}: awaiting payment`);

    // Asked again while it waits: the same answer, no second email, no second log entry.
    const again = bodyOf<AccountDeletion>(await olive.post("/api/user/delete-account").expect(200));
    expect(again).toMatchObject({
      status: "scheduled",
      requestedAt: answer.status === "scheduled" && answer.requestedAt,
    });
    expect((await mailsTo("olive@example.com")).slice(before)).toHaveLength(1);
    expect((await logOf(oliveId)).map((e) => [e.action, e.detail])).toEqual([
      ["delete_requested", "Waits for 1 open order and 0 open commissions"],
    ]);
  });

  it("the hourly job leaves it while the order is open; 'Keep my account' takes the request back", async () => {
    await t.runScheduled("account deletions");
    expect(await userOf("olive@example.com")).toBeDefined();

    const kept = bodyOf<DeletionState>(await olive.delete("/api/user/delete-account").expect(200));
    expect(kept.requestedAt).toBeNull();
    expect((await userOf("olive@example.com")).deletionRequestedAt).toBeNull();
    expect((await logOf(oliveId)).map((e) => [e.action, e.detail])[0]).toEqual([
      "delete_withdrawn",
      "Taken back before it was done",
    ]);
  });

  it("once the order closes (cancelled), the hourly job deletes the account and anonymises the order", async () => {
    await olive.post("/api/user/delete-account").expect(200);
    const cancelled = bodyOf<AdminOrder>(await admin.patch(`/api/admin/orders/${order}/cancel`).expect(200));
    expect(cancelled.paymentStatus).toBe("cancelled");
    expect(bodyOf<DeletionState>(await olive.get("/api/user/delete-account").expect(200)).open.orders).toEqual([]);

    await t.runScheduled("account deletions");
    expect(await userOf("olive@example.com")).toBeUndefined();
    await olive.get("/api/auth/user").expect(401);
    expect(await orderRow(order)).toMatchObject({ customerName: DELETED_CUSTOMER, userId: null });
    const last = (await mailsTo("olive@example.com")).at(-1)!;
    expect(last).toContain("Subject: Your Grain & Groove account has been deleted");
    expect((await logOf(oliveId))[0]?.action).toBe("delete");
    expect((await logOf(oliveId))[0]?.detail).toMatch(
      /^1 order and 0 paid custom orders kept for the books, anonymised \(asked \d{4}-\d\d-\d\d, done once all closed\)$/,
    );
  });

  it("a closed order (delivered, or archived by the owner) does not hold a deletion back", async () => {
    const dora = await register("dora@example.com");
    const delivered = await buy(dora, "dora@example.com");
    const archived = await buy(dora, "dora@example.com");
    await t.db.update(orders).set({ paymentStatus: "paid", status: "delivered" }).where(eq(orders.id, delivered));
    await admin.patch(`/api/admin/orders/${archived}/archive`).expect(200);
    const answer = bodyOf<AccountDeletion>(await dora.post("/api/user/delete-account").expect(200));
    expect(answer).toEqual({ status: "deleted", message: ACCOUNT_DELETED_MESSAGE, ordersKept: 2, commissionsKept: 0 });
  });

  it("paid and shipped orders are open too; the owner deleting for a customer waits the same way", async () => {
    const sam = await register("sam@example.com");
    const samId = (await userOf("sam@example.com")).id;
    const paid = await buy(sam, "sam@example.com");
    const shipped = await buy(sam, "sam@example.com");
    await t.db.update(orders).set({ paymentStatus: "paid" }).where(eq(orders.id, paid));
    await t.db.update(orders).set({ paymentStatus: "paid", status: "shipped" }).where(eq(orders.id, shipped));
    const answer = bodyOf<AccountDeletion>(await admin.post(`/api/admin/customers/${samId}/delete`).expect(200));
    expect(answer).toMatchObject({
      status: "scheduled",
      waitingFor: {
        orders: expect.arrayContaining([
          { number: paid, state: "Being prepared" },
          { number: shipped, state: "On its way" },
        ]) as unknown,
      },
    });
    expect((await userOf("sam@example.com")).deletionRequestedBy).toBe("owner@example.com");

    // Delivered: the job deletes it, logged as the owner's.
    await t.db.update(orders).set({ status: "delivered" }).where(eq(orders.id, paid));
    await t.db.update(orders).set({ status: "delivered" }).where(eq(orders.id, shipped));
    await t.runScheduled("account deletions");
    expect(await userOf("sam@example.com")).toBeUndefined();
    expect((await logOf(samId))[0]).toMatchObject({ actor: "owner", action: "delete" });
  });

  it("an accepted commission not yet delivered is open; one not accepted is not", async () => {
    const cleo = await register("cleo@example.com");
    const [asked] = await t.db
      .insert(contactInquiries)
      .values({
        name: "Cleo",
        email: "cleo@example.com",
        message: "A walnut board",
        inquiryType: "custom_order",
        status: "in progress",
      })
      .returning();
    await t.db.insert(commissions).values({ inquiryId: asked.id, tokenHash: `hash-${asked.id}` });
    const [quote] = await t.db
      .insert(commissionQuotes)
      .values({
        inquiryId: asked.id,
        version: 1,
        priceCents: 40000,
        depositCents: 10000,
        estimatedCompletion: "2027-01-01",
        expiresAt: new Date(Date.now() + 86_400_000),
      })
      .returning();
    expect(bodyOf<DeletionState>(await cleo.get("/api/user/delete-account").expect(200)).open.commissions).toEqual([]);

    await t.db.update(commissionQuotes).set({ acceptedAt: new Date() }).where(eq(commissionQuotes.id, quote.id));
    const state = bodyOf<DeletionState>(await cleo.get("/api/user/delete-account").expect(200));
    expect(state.open.commissions).toEqual([{ requestedAt: asked.createdAt.toISOString(), stage: "in progress" }]);
    expect(bodyOf<AccountDeletion>(await cleo.post("/api/user/delete-account").expect(200)).status).toBe("scheduled");

    await t.db.update(commissions).set({ deliveredAt: new Date() }).where(eq(commissions.inquiryId, asked.id));
    await t.runScheduled("account deletions");
    expect(await userOf("cleo@example.com")).toBeUndefined();
  });
});
