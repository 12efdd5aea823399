import { eq, inArray } from "drizzle-orm";
import request from "supertest";
import type TestAgent from "supertest/lib/agent";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CreatePaymentIntentAnswer } from "@shared/checkout";
import type { ApiErrorBody } from "@shared/errors";
import type { AdminOrder } from "@shared/orders";
import type { Product } from "@shared/product";
import { checkoutPayload } from "../test/checkout.fixtures";
import { orders } from "../db/schema";
import { bodyOf, createTestApp, type TestApp } from "../test/harness";

// Bulk actions on shop orders (decision 030): all or nothing, through the single call's rules.

let t: TestApp;
let admin: TestAgent;
let board: Product;
beforeAll(async () => {
  t = await createTestApp({ env: { SHOP_EMAIL: "shop@example.com", PUBLIC_URL: "https://shop.example" } });
  ({ admin, board } = await t.adminWithBoard({ name: "Cherry Edge Grain", price: "89.00", stock: 50 }));
});
afterAll(() => t?.close());

async function placeOrder(email: string): Promise<number> {
  const res = await request(t.app)
    .post("/api/create-payment-intent")
    .send(
      checkoutPayload({
        amount: "89.00",
        customerInfo: { name: "Robin Reed", email, phone: "", address: "4 Birch Lane\nPortland, OR 97201" },
        items: [{ productId: board.id, quantity: 1 }],
      }),
    )
    .expect(201);
  return bodyOf<CreatePaymentIntentAnswer>(res).orderId;
}

const bulk = (body: object, agent: TestAgent = admin) => agent.post("/api/admin/orders/bulk").send(body);
const rowsOf = (ids: number[]) => t.db.select().from(orders).where(inArray(orders.id, ids)).orderBy(orders.id);

describe("POST /api/admin/orders/bulk", () => {
  it("archives every order named and answers them; they leave Shop Orders for Archived", async () => {
    const ids = [await placeOrder("a1@example.com"), await placeOrder("a2@example.com")];
    const answer = bodyOf<AdminOrder[]>(await bulk({ ids, action: "archive" }).expect(200));
    expect(answer.map((o) => [o.id, o.archived])).toEqual(ids.map((id) => [id, true]));
    const archived = bodyOf<AdminOrder[]>(await admin.get("/api/admin/archived-orders").expect(200));
    expect(archived.map((o) => o.id)).toEqual(expect.arrayContaining(ids));
    const open = bodyOf<AdminOrder[]>(await admin.get("/api/admin/orders").expect(200));
    expect(open.some((o) => ids.includes(o.id))).toBe(false);
  });

  it("sets the status of every order and mails each order moved to Shipped once, without tracking", async () => {
    const ids = [await placeOrder("s1@example.com"), await placeOrder("s2@example.com")];
    await t.settled();
    const before = (await t.outbox()).length;
    const answer = bodyOf<AdminOrder[]>(await bulk({ ids, action: "status", status: "shipped" }).expect(200));
    expect(answer.map((o) => o.status)).toEqual(["shipped", "shipped"]);
    expect(answer[0].shipment).toMatchObject({ carrier: null, trackingNumber: null, trackingUrl: null });
    const mails = (await t.outbox()).slice(before);
    for (const to of ["s1@example.com", "s2@example.com"]) {
      const sent = mails.filter((m) => m.includes(`To: ${to}`) && m.includes("Subject: Your board is on its way"));
      expect(sent).toHaveLength(1);
    }
    const history = (await rowsOf(ids)).map((row) => row.history.filter((e) => e.event === "shipped").length);
    expect(history).toEqual([1, 1]);

    // Again: nothing moves, nobody is mailed twice.
    const again = (await t.outbox()).length;
    await bulk({ ids, action: "status", status: "shipped" }).expect(200);
    expect(await t.outbox()).toHaveLength(again);

    const back = bodyOf<AdminOrder[]>(await bulk({ ids, action: "status", status: "delivered" }).expect(200));
    expect(back.map((o) => o.status)).toEqual(["delivered", "delivered"]);
    const ordered = bodyOf<AdminOrder[]>(await bulk({ ids, action: "status", status: "ordered" }).expect(200));
    expect(ordered.map((o) => o.status)).toEqual(["ordered", "ordered"]);
  });

  it("changes nothing when one id has no order, and names it in the 404", async () => {
    const ids = [await placeOrder("n1@example.com"), await placeOrder("n2@example.com")];
    const res = await bulk({ ids: [...ids, 999999], action: "archive" }).expect(404);
    expect(bodyOf<ApiErrorBody>(res).message).toBe("Order #999999 not found. Nothing was changed.");
    expect((await rowsOf(ids)).map((row) => row.archived)).toEqual([false, false]);

    const status = await bulk({ ids: [999998, ...ids, 999999], action: "status", status: "shipped" }).expect(404);
    expect(bodyOf<ApiErrorBody>(status).message).toContain("Orders #999998, #999999 not found");
    expect((await rowsOf(ids)).map((row) => row.status)).toEqual(["ordered", "ordered"]);
  });

  it("refuses to ship a cancelled order, with a 409 naming it, and ships none of the others", async () => {
    const ids = [await placeOrder("c1@example.com"), await placeOrder("c2@example.com")];
    await admin.patch(`/api/admin/orders/${ids[1]}/cancel`).expect(200);
    await t.settled();
    const before = (await t.outbox()).length;
    const res = await bulk({ ids, action: "status", status: "shipped" }).expect(409);
    expect(bodyOf<ApiErrorBody>(res).message).toContain(`Order #${ids[1]}`);
    expect((await rowsOf(ids)).map((row) => row.status)).toEqual(["ordered", "ordered"]);
    expect(await t.outbox()).toHaveLength(before);
  });

  it.each([
    ["no ids", { ids: [], action: "archive" }, "Select at least one row"],
    ["a repeated id", { ids: [1, 2, 1], action: "archive" }, "Each id may appear only once"],
    ["201 ids", { ids: Array.from({ length: 201 }, (_, i) => i + 1), action: "archive" }, "At most 200"],
    ["an id that is no number", { ids: ["1"], action: "archive" }, "Invalid id"],
    ["an unknown action", { ids: [1], action: "delete" }, "action must be"],
    ["an unknown status", { ids: [1], action: "status", status: "lost" }, "Status must be"],
  ])("answers 400 for %s", async (_, body, message) => {
    const res = await bulk(body).expect(400);
    expect(JSON.stringify(bodyOf<ApiErrorBody>(res))).toContain(message);
  });

  it("is for admins only: 401 signed out, 403 for a customer, and nothing changes", async () => {
    const id = await placeOrder("guard@example.com");
    await request(t.app)
      .post("/api/admin/orders/bulk")
      .send({ ids: [id], action: "archive" })
      .expect(401);
    const customer = await t.asCustomer("not-owner@example.com", "not-owner-password-1");
    await bulk({ ids: [id], action: "archive" }, customer).expect(403);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, id));
    expect(row.archived).toBe(false);
  });
});
