import request from "supertest";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApiErrorBody } from "@shared/errors";
import type { AdminOrder, UserOrder } from "@shared/orders";
import { orders, users } from "../db/schema";
import { bodyOf, createTestApp, type TestApp } from "../test/harness";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const order = {
  customerName: "Sam Shopper",
  shippingAddress: "1 Main St\nPortland, OR 97201",
  customerEmail: "shopper@example.com",
};

describe("GET /api/user/orders", () => {
  it("answers 401 signed out", async () => {
    await request(t.app).get("/api/user/orders").expect(401);
  });

  it("answers only the signed-in customer's orders, newest first, with product names and quantities", async () => {
    const agent = await t.asCustomer("shopper@example.com", "shopper-password-1");
    const other = await t.asCustomer("other@example.com", "other-password-1");
    const [me] = await t.db.select().from(users).where(eq(users.email, "shopper@example.com"));
    const [them] = await t.db.select().from(users).where(eq(users.email, "other@example.com"));
    await t.db.insert(orders).values([
      {
        ...order,
        userId: me.id,
        total: "129.00",
        createdAt: new Date("2026-01-05T10:00:00Z"),
        items: JSON.stringify([{ product: { name: "Walnut Board", price: "129.00" }, quantity: 1 }]),
      },
      {
        ...order,
        userId: me.id,
        total: "98",
        status: "shipped",
        createdAt: new Date("2026-02-05T10:00:00Z"),
        items: JSON.stringify([{ name: "Maple Board", price: "49.00", quantity: 2 }]),
      },
      { ...order, userId: me.id, total: "1.00", createdAt: new Date("2025-12-01T00:00:00Z"), items: "not json" },
      { ...order, userId: them.id, total: "5.00", items: "[]" },
    ]);
    const mine = bodyOf<UserOrder[]>(await agent.get("/api/user/orders").expect(200));
    expect(mine).toHaveLength(3);
    expect(mine[0]).toMatchObject({
      status: "shipped",
      total: "98.00",
      items: [{ productName: "Maple Board", quantity: 2 }],
    });
    expect(mine[1]).toMatchObject({
      status: "ordered",
      total: "129.00",
      items: [{ productName: "Walnut Board", quantity: 1 }],
    });
    expect(mine[2].items).toEqual([]);
    const theirs = await other.get("/api/user/orders").expect(200);
    expect(theirs.body).toHaveLength(1);
  });
});

describe("admin order calls", () => {
  async function placeOrder(email = "admin-orders@example.com") {
    const [row] = await t.db
      .insert(orders)
      .values({ ...order, customerEmail: email, total: "40.00", items: "[]" })
      .returning();
    return row;
  }

  it("every admin order call answers 401 signed out and 403 for a customer", async () => {
    const customer = await t.asCustomer();
    const calls: [string, string][] = [
      ["get", "/api/admin/orders"],
      ["get", "/api/admin/archived-orders"],
      ["patch", "/api/admin/orders/1/status"],
      ["patch", "/api/admin/orders/1/archive"],
      ["patch", "/api/admin/orders/1/unarchive"],
      ["patch", "/api/admin/orders/1/cancel"],
      ["delete", "/api/admin/orders/1"],
    ];
    for (const [method, url] of calls) {
      await (request(t.app) as unknown as Record<string, (u: string) => request.Test>)[method](url).expect(401);
      await (customer as unknown as Record<string, (u: string) => request.Test>)[method](url).expect(403);
    }
  });

  it("lists, sets status (only the three), archives, and deletes archived orders only", async () => {
    const admin = await t.asAdmin();
    const placed = await placeOrder();
    const list = bodyOf<AdminOrder[]>(await admin.get("/api/admin/orders").expect(200));
    expect(list.find((o) => o.id === placed.id)).toMatchObject({
      customerEmail: "admin-orders@example.com",
      total: "40.00",
      status: "ordered",
      paymentStatus: "manual",
      archived: false,
      items: "[]",
    });

    const shipped = bodyOf<AdminOrder>(
      await admin.patch(`/api/admin/orders/${placed.id}/status`).send({ status: "shipped" }).expect(200),
    );
    expect(shipped.status).toBe("shipped");
    const bad = await admin.patch(`/api/admin/orders/${placed.id}/status`).send({ status: "completed" }).expect(400);
    expect(bodyOf<ApiErrorBody>(bad).message).toBe("Status must be ordered, shipped or delivered");
    await admin.patch("/api/admin/orders/999999/status").send({ status: "shipped" }).expect(404);

    const refused = await admin.delete(`/api/admin/orders/${placed.id}`).expect(409);
    expect(bodyOf<ApiErrorBody>(refused).message).toMatch(/Only archived orders can be deleted/);

    // The toast's Undo (issue 40): back among the shop orders, then archived again.
    await admin.patch(`/api/admin/orders/${placed.id}/archive`).expect(200);
    const undone = bodyOf<AdminOrder>(await admin.patch(`/api/admin/orders/${placed.id}/unarchive`).expect(200));
    expect(undone).toMatchObject({ id: placed.id, archived: false, status: "shipped" });
    expect(bodyOf<AdminOrder[]>(await admin.get("/api/admin/orders")).some((o) => o.id === placed.id)).toBe(true);
    await admin.patch("/api/admin/orders/999999/unarchive").expect(404);

    await admin.patch(`/api/admin/orders/${placed.id}/archive`).expect(200);
    expect(bodyOf<AdminOrder[]>(await admin.get("/api/admin/orders")).some((o) => o.id === placed.id)).toBe(false);
    expect(bodyOf<AdminOrder[]>(await admin.get("/api/admin/archived-orders")).some((o) => o.id === placed.id)).toBe(
      true,
    );

    await admin.delete(`/api/admin/orders/${placed.id}`).expect(204);
    expect(bodyOf<AdminOrder[]>(await admin.get("/api/admin/archived-orders")).some((o) => o.id === placed.id)).toBe(
      false,
    );
    await admin.delete(`/api/admin/orders/${placed.id}`).expect(404);
    await admin.delete("/api/admin/orders/not-a-number").expect(404);
  });
});
