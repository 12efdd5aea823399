import request from "supertest";
import type TestAgent from "supertest/lib/agent";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  MAX_SAVED_ADDRESSES,
  type CheckoutDetails,
  type SavedAddress,
  type SavedAddressInput,
} from "@shared/addresses";
import type { ApiErrorBody } from "@shared/errors";
import { checkoutPayload } from "../test/checkout.fixtures";
import { customerAddresses, orders, users } from "../db/schema";
import { bodyOf, createTestApp, type TestApp } from "../test/harness";

// Sign-ins are rate limited per IP, so each test signs in a customer of its own once.
let t: TestApp;
let boardId: string;
let customers = 0;
beforeAll(async () => {
  t = await createTestApp();
  boardId = (await t.adminWithBoard({ price: "40.00", stock: 50 })).board.id;
});
afterAll(() => t?.close());

/** A new customer of their own (so each test's book starts empty). */
async function newCustomer(): Promise<{ agent: TestAgent; email: string }> {
  const email = `book-${++customers}@example.com`;
  return { agent: await t.asCustomer(email, "book-password-1"), email };
}

const home: SavedAddressInput = {
  name: "Sam Shopper",
  street: "1 Maple Row",
  city: "Burlington",
  state: "VT",
  zipCode: "05401",
  phone: "802-555-0101",
};
const cabin = { name: "Sam Shopper", street: "9 Cabin Lane", city: "Stowe", state: "VT", zipCode: "05672" };

async function add(agent: TestAgent, address: SavedAddressInput = home): Promise<SavedAddress> {
  return bodyOf<SavedAddress>(await agent.post("/api/user/addresses").send(address).expect(201));
}
async function list(agent: TestAgent): Promise<SavedAddress[]> {
  return bodyOf<SavedAddress[]>(await agent.get("/api/user/addresses").expect(200));
}
const defaults = (book: SavedAddress[]) => book.filter((a) => a.isDefault).map((a) => a.street);

describe("the address book", () => {
  it("adds and lists an address; the first one is the default", async () => {
    const { agent } = await newCustomer();
    expect(await list(agent)).toEqual([]);
    const saved = await add(agent);
    expect(saved).toMatchObject({ ...home, isDefault: true });
    const second = await add(agent, cabin);
    expect(second).toMatchObject({ ...cabin, phone: null, isDefault: false });
    const book = await list(agent);
    // The default first, then the newest.
    expect(book.map((a) => a.street)).toEqual(["1 Maple Row", "9 Cabin Lane"]);
    expect(defaults(book)).toEqual(["1 Maple Row"]);
  });

  it("edits an address, and makes another the one default", async () => {
    const { agent } = await newCustomer();
    const first = await add(agent);
    const second = await add(agent, cabin);
    const edited = bodyOf<SavedAddress>(
      await agent.patch(`/api/user/addresses/${first.id}`).send({ street: "2 Maple Row", phone: "" }).expect(200),
    );
    expect(edited).toMatchObject({ street: "2 Maple Row", phone: null, isDefault: true });
    await agent.patch(`/api/user/addresses/${second.id}`).send({ isDefault: true }).expect(200);
    expect(defaults(await list(agent))).toEqual(["9 Cabin Lane"]);
  });

  it("deleting the default makes the newest remaining address the default", async () => {
    const { agent } = await newCustomer();
    const first = await add(agent);
    await add(agent, cabin);
    const third = await add(agent, { ...cabin, street: "3 Cherry Court" });
    await agent.delete(`/api/user/addresses/${first.id}`).expect(204);
    expect(defaults(await list(agent))).toEqual(["3 Cherry Court"]);
    // Deleting an address that is not the default leaves the default where it is.
    await agent.delete(`/api/user/addresses/${third.id}`).expect(204);
    const book = await list(agent);
    expect(book.map((a) => a.street)).toEqual(["9 Cabin Lane"]);
    expect(defaults(book)).toEqual(["9 Cabin Lane"]);
    await agent.delete(`/api/user/addresses/${book[0].id}`).expect(204);
    expect(await list(agent)).toEqual([]);
  });

  it(`keeps at most ${MAX_SAVED_ADDRESSES} addresses`, async () => {
    const { agent } = await newCustomer();
    for (let i = 1; i <= MAX_SAVED_ADDRESSES; i++) await add(agent, { ...cabin, street: `${i} Walnut Way` });
    const refused = await agent
      .post("/api/user/addresses")
      .send({ ...cabin, street: "21 Walnut Way" })
      .expect(409);
    expect(bodyOf<ApiErrorBody>(refused).message).toContain(`up to ${MAX_SAVED_ADDRESSES} addresses`);
    expect(await list(agent)).toHaveLength(MAX_SAVED_ADDRESSES);
  });

  it("answers 404 for another customer's address, and changes nothing", async () => {
    const owner = await newCustomer();
    const other = await newCustomer();
    const theirs = await add(owner.agent);
    const mine = await add(other.agent, cabin);
    for (const call of [
      other.agent.patch(`/api/user/addresses/${theirs.id}`).send({ street: "Stolen St" }),
      other.agent.patch(`/api/user/addresses/${theirs.id}`).send({ isDefault: true }),
      other.agent.delete(`/api/user/addresses/${theirs.id}`),
    ]) {
      const res = await call;
      expect(res.status).toBe(404);
      expect(bodyOf<ApiErrorBody>(res).message).toBe("Address not found");
    }
    expect(await list(owner.agent)).toEqual([theirs]);
    expect(await list(other.agent)).toEqual([mine]);
    // An id that cannot exist is no address either.
    await other.agent.patch("/api/user/addresses/not-an-id").send({ street: "x" }).expect(404);
  });

  it("answers 401 signed out", async () => {
    const anyone = request(t.app);
    await anyone.get("/api/user/addresses").expect(401);
    await anyone.post("/api/user/addresses").send(home).expect(401);
    await anyone.patch("/api/user/addresses/00000000-0000-4000-8000-000000000000").send({ street: "x" }).expect(401);
    await anyone.delete("/api/user/addresses/00000000-0000-4000-8000-000000000000").expect(401);
    await anyone.get("/api/user/checkout-details").expect(401);
  });

  it("refuses a bad address with 400 and the fields' messages", async () => {
    const { agent } = await newCustomer();
    const res = await agent
      .post("/api/user/addresses")
      .send({ name: " ", street: "", city: "Town", state: "ST", zipCode: "1".repeat(21) })
      .expect(400);
    expect(bodyOf<ApiErrorBody>(res).errors).toEqual(
      expect.arrayContaining([
        { path: "name", message: "Recipient name is required" },
        { path: "street", message: "Street address is required" },
        { path: "zipCode", message: "ZIP code is too long" },
      ]),
    );
    const saved = await add(agent);
    const patch = await agent.patch(`/api/user/addresses/${saved.id}`).send({ city: "" }).expect(400);
    expect(bodyOf<ApiErrorBody>(patch).errors).toEqual([{ path: "city", message: "City is required" }]);
    await agent.patch(`/api/user/addresses/${saved.id}`).send({}).expect(400);
    // The default is moved to another address, never taken away.
    await agent.patch(`/api/user/addresses/${saved.id}`).send({ isDefault: false }).expect(400);
    expect(await list(agent)).toEqual([saved]);
  });

  it("two 'Make default' at once leave exactly one default", async () => {
    const { agent, email } = await newCustomer();
    const book = [await add(agent)];
    for (let i = 1; i < 6; i++) book.push(await add(agent, { ...cabin, street: `${i} Cherry Court` }));
    for (let round = 0; round < 3; round++) {
      const answers = await Promise.all(
        book.slice(1).map((a) => agent.patch(`/api/user/addresses/${a.id}`).send({ isDefault: true })),
      );
      expect(answers.map((res) => res.status)).toEqual([200, 200, 200, 200, 200]);
      const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
      const rows = await t.db.select().from(customerAddresses).where(eq(customerAddresses.userId, user.id));
      expect(rows.filter((row) => row.isDefault)).toHaveLength(1);
    }
  });
});

describe("what a signed-in checkout starts with", () => {
  const place = (agent: TestAgent, extra: Partial<Parameters<typeof checkoutPayload>[0]> = {}, email = "") =>
    agent
      .post("/api/create-payment-intent")
      .send(
        checkoutPayload({
          amount: "40.00",
          items: [{ productId: boardId, quantity: 1 }],
          customerInfo: {
            name: "Sam Shopper",
            email,
            phone: "802-555-0199",
            address: "Robin Gift\n4 Birch Bend\nMontpelier, VT 05602",
          },
          ...extra,
        }),
      )
      .expect(201);

  it("is the account's name and email, and nothing more before the first order", async () => {
    const { agent, email } = await newCustomer();
    const details = bodyOf<CheckoutDetails>(await agent.get("/api/user/checkout-details").expect(200));
    expect(details).toEqual({
      firstName: "Sam",
      lastName: "Shopper",
      email,
      phone: "",
      address: null,
      addressFrom: null,
      addresses: [],
    });
  });

  it("is the latest order's phone and shipping address without a saved one, else the default address", async () => {
    const { agent, email } = await newCustomer();
    await place(agent, {}, email);
    const fromOrder = bodyOf<CheckoutDetails>(await agent.get("/api/user/checkout-details").expect(200));
    expect(fromOrder).toMatchObject({
      phone: "802-555-0199",
      addressFrom: "last-order",
      address: { name: "Robin Gift", street: "4 Birch Bend", city: "Montpelier", state: "VT", zipCode: "05602" },
    });
    await add(agent, cabin);
    const home2 = await add(agent);
    await agent.patch(`/api/user/addresses/${home2.id}`).send({ isDefault: true }).expect(200);
    const fromBook = bodyOf<CheckoutDetails>(await agent.get("/api/user/checkout-details").expect(200));
    expect(fromBook.addressFrom).toBe("saved");
    expect(fromBook.address).toEqual({
      name: home.name,
      street: home.street,
      city: home.city,
      state: home.state,
      zipCode: home.zipCode,
    });
    expect(fromBook.addresses.map((a) => a.street)).toEqual(["1 Maple Row", "9 Cabin Lane"]);
  });

  it("saves the checkout's address to the signed-in customer's book with the order, once", async () => {
    const { agent, email } = await newCustomer();
    const saveAddress = {
      name: "Robin Gift",
      street: "4 Birch Bend",
      city: "Montpelier",
      state: "VT",
      zipCode: "05602",
    };
    const placed = await place(agent, { saveAddress }, email);
    const book = await list(agent);
    expect(book).toEqual([expect.objectContaining({ ...saveAddress, phone: null, isDefault: true })]);
    // The same address again is not kept twice.
    await place(agent, { saveAddress: { ...saveAddress, street: " 4 birch bend " } }, email);
    expect(await list(agent)).toHaveLength(1);
    const [order] = await t.db
      .select()
      .from(orders)
      .where(eq(orders.id, (placed.body as { orderId: number }).orderId));
    expect(order.shippingAddress).toBe("Robin Gift\n4 Birch Bend\nMontpelier, VT 05602");
  });

  it("keeps nothing for a guest, and a full book never costs the order", async () => {
    const saveAddress = { ...cabin, street: "77 Guest Road" };
    await place(request.agent(t.app), { saveAddress }, "guest-saver@example.com");
    const kept = await t.db.select().from(customerAddresses).where(eq(customerAddresses.street, "77 Guest Road"));
    expect(kept).toEqual([]);

    const { agent, email } = await newCustomer();
    for (let i = 1; i <= MAX_SAVED_ADDRESSES; i++) await add(agent, { ...cabin, street: `${i} Walnut Way` });
    await place(agent, { saveAddress }, email);
    const book = await list(agent);
    expect(book).toHaveLength(MAX_SAVED_ADDRESSES);
    expect(book.map((a) => a.street)).not.toContain("77 Guest Road");
  });

  it("refuses a bad address to keep with the checkout's 400, before any order", async () => {
    const { agent, email } = await newCustomer();
    const res = await agent
      .post("/api/create-payment-intent")
      .send(
        checkoutPayload({
          amount: "40.00",
          items: [{ productId: boardId, quantity: 1 }],
          saveAddress: { ...cabin, zipCode: "" },
          customerInfo: { name: "Sam Shopper", email, phone: "", address: "1 Main St\nPortland, OR 97201" },
        }),
      )
      .expect(400);
    expect(bodyOf<ApiErrorBody>(res).errors).toEqual([
      { path: "saveAddress.zipCode", message: "ZIP code is required" },
    ]);
  });
});

describe("the book's states and ZIP codes (decision 072)", () => {
  const refusal = async (agent: TestAgent, address: SavedAddressInput) =>
    bodyOf<ApiErrorBody>(await agent.post("/api/user/addresses").send(address).expect(400)).errors;

  it("refuses a state of no list, a ZIP code that is not one, and one of another state, at the field", async () => {
    const { agent } = await newCustomer();
    const seattle = { ...home, street: "1 Pike St", city: "Seattle" };
    expect(await refusal(agent, { ...seattle, state: "OR", zipCode: "98101" })).toEqual([
      { path: "zipCode", message: "ZIP code 98101 is not in Oregon (it is in Washington)" },
    ]);
    expect(await refusal(agent, { ...seattle, state: "XY", zipCode: "98101" })).toEqual([
      { path: "state", message: '"XY" is not a US state: choose yours from the list' },
    ]);
    expect(await refusal(agent, { ...seattle, state: "OR", zipCode: "9720" })).toEqual([
      { path: "zipCode", message: "Enter a 5-digit ZIP code, like 98101" },
    ]);
    expect(await list(agent)).toEqual([]);
    // A state's name or a lower-case code is kept as its code.
    expect(await add(agent, { ...seattle, state: "washington", zipCode: "98101-1234" })).toMatchObject({
      state: "WA",
      zipCode: "98101-1234",
    });
  });

  it("checks a new ZIP code or state alone against the other as kept", async () => {
    const { agent } = await newCustomer();
    const saved = await add(agent);
    const zipAlone = await agent.patch(`/api/user/addresses/${saved.id}`).send({ zipCode: "98101" }).expect(400);
    expect(bodyOf<ApiErrorBody>(zipAlone).errors).toEqual([
      { path: "zipCode", message: "ZIP code 98101 is not in Vermont (it is in Washington)" },
    ]);
    const stateAlone = await agent.patch(`/api/user/addresses/${saved.id}`).send({ state: "NH" }).expect(400);
    expect(bodyOf<ApiErrorBody>(stateAlone).errors).toEqual([
      { path: "zipCode", message: "ZIP code 05401 is not in New Hampshire (it is in Vermont)" },
    ]);
    await agent.patch(`/api/user/addresses/${saved.id}`).send({ state: "wa", zipCode: "98101" }).expect(200);
    expect(await list(agent)).toEqual([expect.objectContaining({ state: "WA", zipCode: "98101" })]);
  });

  it("shows an address saved before the rules with its state as a code, and lets it be made default and mended", async () => {
    const { agent, email } = await newCustomer();
    const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    const old = (state: string, zipCode: string, street: string, isDefault = false) =>
      t.db
        .insert(customerAddresses)
        .values({ userId: user.id, name: "Sam Shopper", street, city: "New York", state, zipCode, isDefault })
        .returning()
        .then(([row]) => row);
    await old("ny", "10002", "88 Orchard St", true);
    const typo = await old("XY", "9720", "1 Typo Lane");
    const book = await list(agent);
    expect(book.map((a) => [a.street, a.state, a.zipCode])).toEqual([
      ["88 Orchard St", "NY", "10002"],
      ["1 Typo Lane", "XY", "9720"],
    ]);
    const details = bodyOf<CheckoutDetails>(await agent.get("/api/user/checkout-details").expect(200));
    expect(details.address).toMatchObject({ street: "88 Orchard St", state: "NY" });
    // Made default and renamed as it is; its state and ZIP code only once they fit.
    await agent.patch(`/api/user/addresses/${typo.id}`).send({ isDefault: true, name: "Sam S." }).expect(200);
    const mended = await agent
      .patch(`/api/user/addresses/${typo.id}`)
      .send({ state: "OR", zipCode: "9720" })
      .expect(400);
    expect(bodyOf<ApiErrorBody>(mended).errors).toEqual([
      { path: "zipCode", message: "Enter a 5-digit ZIP code, like 98101" },
    ]);
    await agent.patch(`/api/user/addresses/${typo.id}`).send({ state: "OR", zipCode: "97201" }).expect(200);
    expect((await list(agent))[0]).toMatchObject({ name: "Sam S.", state: "OR", zipCode: "97201", isDefault: true });
  });
});
