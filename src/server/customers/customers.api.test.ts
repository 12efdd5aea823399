import { randomUUID } from "node:crypto";
import request from "supertest";
import type TestAgent from "supertest/lib/agent";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { User } from "@shared/auth";
import { ADMIN_RIGHTS_ERRORS, type Customer } from "@shared/customers";
import type { ApiErrorBody } from "@shared/errors";
import { productPayload } from "../db/factories";
import { contactInquiries, orders, users } from "../db/schema";
import { checkoutPayload } from "../test/checkout.fixtures";
import { accountsRepo } from "../accounts/accounts.repo";
import { asAnswered, bodyOf, createTestApp, type TestApp } from "../test/harness";
import { customersService } from "./customers.service";

// Sign-ins are rate limited per IP, so the suite reuses a few agents instead of logging in per test.
let t: TestApp;
let admin: TestAgent;
let customer: TestAgent;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.asAdmin("owner@example.com", "owner-password-1");
  customer = await t.asCustomer("reg@example.com", "reg-password-1");
});
afterAll(() => t?.close());

async function userId(email: string): Promise<string> {
  const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row.id;
}

async function buyAsGuest(agent: TestAgent, email: string, name: string, phone: string) {
  const board = (
    await admin
      .post("/api/products")
      .send(productPayload({ price: "25.00" }))
      .expect(201)
  ).body as { id: string; name: string };
  await agent
    .post("/api/create-payment-intent")
    .send(
      checkoutPayload({
        amount: "25.00",
        items: [{ productId: board.id, productName: board.name, quantity: 1, price: "25.00" }],
        customerInfo: { name, email, phone, address: "1 Main St\nPortland, OR 97201" },
      }),
    )
    .expect(201);
}

const list = async () => (await admin.get("/api/admin/customers").expect(200)).body as Customer[];
const setAdmin = (agent: TestAgent, id: string, body: unknown) =>
  agent.patch(`/api/admin/customers/${id}/admin`).send(body as object);

describe("admin customer calls", () => {
  it("answer 401 signed out and 403 for a customer", async () => {
    const id = await userId("reg@example.com");
    await request(t.app).get("/api/admin/customers").expect(401);
    await customer.get("/api/admin/customers").expect(403);
    await request(t.app).patch(`/api/admin/customers/${id}/admin`).send({ isAdmin: true }).expect(401);
    await customer.patch(`/api/admin/customers/${id}/admin`).send({ isAdmin: true }).expect(403);
    expect((await list()).find((c) => c.id === id)?.isAdmin).toBe(false);
  });
});

describe("GET /api/admin/customers", () => {
  it("lists registered customers and checkout guests, newest first, with the phone they gave", async () => {
    await buyAsGuest(request(t.app), "guest@example.com", "Gail Guest", "555-0142");
    await buyAsGuest(request(t.app), "quiet@example.com", "Quinn", "");
    // A signed-in buyer with no phone on the account: the phone of their latest order that has one.
    await buyAsGuest(customer, "reg@example.com", "Sam Shopper", "");
    const regId = await userId("reg@example.com");
    const order = { customerName: "Sam Shopper", shippingAddress: "1 Main St", items: "[]", total: "5.00" };
    await t.db.insert(orders).values([
      {
        ...order,
        userId: regId,
        customerEmail: "sam.work@example.com",
        customerPhone: "555-0100",
        createdAt: new Date("2026-01-01T00:00:00Z"),
      },
      {
        ...order,
        userId: regId,
        customerEmail: "sam.work@example.com",
        customerPhone: "555-0177",
        createdAt: new Date("2026-02-01T00:00:00Z"),
      },
    ]);
    await t.db
      .insert(contactInquiries)
      .values({ name: "Ivy Inquirer", email: "ivy@example.com", message: "Do you ship abroad?" });

    const customers = await list();
    expect(customers.map((c) => c.email)).toEqual([
      "quiet@example.com",
      "guest@example.com",
      "reg@example.com",
      "owner@example.com",
    ]);
    const [quiet, guest, registered, owner] = customers;
    const someString: unknown = expect.any(String);
    expect(guest).toEqual({
      id: someString,
      firstName: "Gail",
      lastName: "Guest",
      email: "guest@example.com",
      phone: "555-0142",
      isRegistered: false,
      isAdmin: false,
      createdAt: someString,
    });
    expect(quiet).toMatchObject({ firstName: "Quinn", phone: null, isRegistered: false, isAdmin: false });
    expect(registered).toMatchObject({
      firstName: "Sam",
      lastName: "Shopper",
      phone: "555-0177",
      isRegistered: true,
      isAdmin: false,
    });
    expect(owner).toMatchObject({ isRegistered: true, isAdmin: true });
    expect(new Date(guest.createdAt).getTime()).toBeGreaterThanOrEqual(new Date(registered.createdAt).getTime());
    // People known only from contact inquiries are not customers (decision 007).
    expect(customers.some((c) => c.email === "ivy@example.com")).toBe(false);
  });

  it("counts a person who signed in through the identity provider as registered", async () => {
    await t.db.insert(users).values({ email: "oidc@example.com", oidcSubject: "sub-123", phone: "555-0101" });
    expect((await list()).find((c) => c.email === "oidc@example.com")).toMatchObject({
      isRegistered: true,
      phone: "555-0101",
    });
  });
});

describe("PATCH /api/admin/customers/:id/admin", () => {
  it("answers 400 for a body without a boolean isAdmin", async () => {
    const id = await userId("reg@example.com");
    for (const body of [{}, { isAdmin: "yes" }, { isAdmin: 1 }, { admin: true }]) {
      const res = await setAdmin(admin, id, body).expect(400);
      expect(bodyOf<ApiErrorBody>(res).message).toBeTruthy();
    }
    await admin.patch(`/api/admin/customers/${id}/admin`).expect(400);
  });

  it("answers 404 for an unknown or malformed id", async () => {
    await setAdmin(admin, randomUUID(), { isAdmin: true }).expect(404);
    await setAdmin(admin, "not-a-uuid", { isAdmin: true }).expect(404);
    await setAdmin(admin, "42", { isAdmin: false }).expect(404);
  });

  it("refuses admin rights to a guest without an account", async () => {
    const res = await setAdmin(admin, await userId("guest@example.com"), { isAdmin: true }).expect(409);
    expect(bodyOf<ApiErrorBody>(res).message).toBe(ADMIN_RIGHTS_ERRORS.guest);
    expect((await list()).find((c) => c.email === "guest@example.com")?.isAdmin).toBe(false);
  });

  it("refuses an admin removing their own rights", async () => {
    const res = await setAdmin(admin, await userId("owner@example.com"), { isAdmin: false }).expect(409);
    expect(bodyOf<ApiErrorBody>(res).message).toBe("You cannot remove your own admin rights");
    await admin.get("/api/admin/customers").expect(200);
  });

  it("finding 6: promotes only a confirmed email, ends the promoted person's sessions, and demotes them again", async () => {
    const id = await userId("reg@example.com");
    // An address nobody proved may have been registered ahead of its owner.
    const refused = await setAdmin(admin, id, { isAdmin: true }).expect(409);
    expect(bodyOf<ApiErrorBody>(refused).message).toBe(ADMIN_RIGHTS_ERRORS.unverified);
    await customer.get("/api/auth/user").expect(200);

    await t.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, id));
    const promoted = await setAdmin(admin, id, { isAdmin: true }).expect(200);
    expect(promoted.body).toMatchObject({
      id,
      email: "reg@example.com",
      isAdmin: true,
      isRegistered: true,
      phone: "555-0177",
    });
    // Sessions from before the promotion end: admin rights start with a fresh sign-in.
    await customer.get("/api/auth/user").expect(401);
    customer = await t.asCustomer("reg@example.com", "reg-password-1");
    await customer.get("/api/admin/customers").expect(200);
    await customer.get("/api/admin/orders").expect(200);
    expect(bodyOf<User>(await customer.get("/api/auth/user").expect(200)).isAdmin).toBe(true);

    // Granting twice changes nothing (and signs nobody out).
    await setAdmin(admin, id, { isAdmin: true }).expect(200);
    await customer.get("/api/auth/user").expect(200);

    // A removal applies to the open session at once.
    const demoted = bodyOf<Customer>(await setAdmin(admin, id, { isAdmin: false }).expect(200));
    expect(demoted.isAdmin).toBe(false);
    await customer.get("/api/admin/customers").expect(403);
  });

  it("never leaves the shop without an admin, even when two admins remove each other at once", async () => {
    const ownerId = await userId("owner@example.com");
    const regId = await userId("reg@example.com");
    // The guard itself: the only admin cannot lose their rights, whoever asks.
    const service = customersService(accountsRepo(t.db));
    await expect(asAnswered(service.setAdmin(ownerId, false, randomUUID()))).rejects.toMatchObject({
      status: 409,
      message: ADMIN_RIGHTS_ERRORS.lastAdmin,
    });

    await setAdmin(admin, regId, { isAdmin: true }).expect(200);
    // Both requests passed the admin check; their changes race (the admin rows are locked).
    const results = await Promise.allSettled([
      asAnswered(service.setAdmin(regId, false, ownerId)),
      asAnswered(service.setAdmin(ownerId, false, regId)),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect(results.find((r) => r.status === "rejected")).toMatchObject({
      reason: { status: 409, message: ADMIN_RIGHTS_ERRORS.lastAdmin },
    });
    const admins = await t.db.select({ id: users.id }).from(users).where(eq(users.isAdmin, true));
    expect(admins).toHaveLength(1);
  });
});
