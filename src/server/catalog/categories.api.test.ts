import request from "supertest";
import type TestAgent from "supertest/lib/agent";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Category } from "@shared/categories";
import type { ApiErrorBody } from "@shared/errors";
import type { Product } from "@shared/product";
import { productPayload } from "../db/factories";
import { bodyOf, createTestApp, type TestApp } from "../test/harness";

// The shop's collections and 'Complete the set' (decision 056).
let t: TestApp;
let admin: TestAgent;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.asAdmin();
});
afterAll(() => t?.close());

const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";
const errorsOf = (res: { body: unknown }) => bodyOf<ApiErrorBody>(res).errors?.map((e) => [e.path, e.message]);
const createCategory = async (fields: Record<string, unknown>) =>
  bodyOf<Category>(await admin.post("/api/admin/categories").send(fields).expect(201));
const createProduct = async (fields: Parameters<typeof productPayload>[0] = {}) =>
  bodyOf<Product>(await admin.post("/api/products").send(productPayload(fields)).expect(201));
const publicCategories = async () => bodyOf<Category[]>(await request(t.app).get("/api/categories").expect(200));
const publicProduct = async (id: string) =>
  bodyOf<Product[]>(await request(t.app).get("/api/products").expect(200)).find((p) => p.id === id);

describe("the collections", () => {
  it("are created with a slug from the name, listed in order, renamed with the same address and deleted", async () => {
    const boards = await createCategory({ name: "Cutting Boards", description: "Every board we make." });
    expect(boards).toMatchObject({ slug: "cutting-boards", name: "Cutting Boards", onHome: true });
    const care = await createCategory({ name: "Care & Accessories", onHome: false });
    expect(care).toMatchObject({ slug: "care-accessories", description: "", position: boards.position + 1 });

    expect((await publicCategories()).map((c) => c.slug)).toEqual(["cutting-boards", "care-accessories"]);

    const renamed = bodyOf<Category>(
      await admin
        .patch(`/api/admin/categories/${boards.id}`)
        .send({ name: "Boards", description: "Hand-made boards.", position: 5 })
        .expect(200),
    );
    expect(renamed).toMatchObject({
      slug: "cutting-boards",
      name: "Boards",
      description: "Hand-made boards.",
      position: 5,
    });
    // Reordered: care now comes first; the public read follows at once.
    expect((await publicCategories()).map((c) => c.name)).toEqual(["Care & Accessories", "Boards"]);
    expect(bodyOf<Category[]>(await admin.get("/api/admin/categories").expect(200)).map((c) => c.name)).toEqual([
      "Care & Accessories",
      "Boards",
    ]);

    const board = await createProduct({ name: "Collected Board", categoryId: boards.id });
    expect(board).toMatchObject({
      categoryId: boards.id,
      category: { id: boards.id, slug: "cutting-boards", name: "Boards", onHome: true },
    });
    await admin.delete(`/api/admin/categories/${boards.id}`).expect(204);
    expect((await publicCategories()).map((c) => c.name)).toEqual(["Care & Accessories"]);
    // Its products stay, without a collection.
    expect(await publicProduct(board.id)).toMatchObject({ categoryId: null, category: null });
    await admin.delete(`/api/admin/categories/${boards.id}`).expect(404);
    await admin.delete(`/api/admin/categories/${care.id}`).expect(204);
  });

  it("refuses a name taken by another collection's address, a blank name and unknown fields", async () => {
    const first = await createCategory({ name: "Oils" });
    const taken = await admin.post("/api/admin/categories").send({ name: "OILS!" }).expect(409);
    expect(bodyOf<ApiErrorBody>(taken).message).toMatch(/already has this name's address/);
    const blank = await admin.post("/api/admin/categories").send({ name: "  " }).expect(400);
    expect(errorsOf(blank)).toEqual([["name", "Name is required"]]);
    await admin.post("/api/admin/categories").send({ name: "Wax", slug: "x" }).expect(400);
    await admin.patch(`/api/admin/categories/${first.id}`).send({}).expect(400);
    await admin.patch(`/api/admin/categories/${first.id}`).send({ position: -1 }).expect(400);
    await admin.patch(`/api/admin/categories/${UNKNOWN_ID}`).send({ name: "Gone" }).expect(404);
    await admin.patch("/api/admin/categories/not-an-id").send({ name: "Gone" }).expect(404);
    await admin.delete(`/api/admin/categories/${first.id}`).expect(204);
  });

  it("are the admin's alone to read in full and to change: 401 signed out, 403 for a customer", async () => {
    const category = await createCategory({ name: "Guarded" });
    const customer = await t.asCustomer();
    const calls = [
      (a: TestAgent) => a.get("/api/admin/categories"),
      (a: TestAgent) => a.post("/api/admin/categories").send({ name: "Sneaky" }),
      (a: TestAgent) => a.patch(`/api/admin/categories/${category.id}`).send({ name: "Sneaky" }),
      (a: TestAgent) => a.delete(`/api/admin/categories/${category.id}`),
    ];
    for (const call of calls) {
      await call(request.agent(t.app)).expect(401);
      const res = await call(customer).expect(403);
      expect(bodyOf<ApiErrorBody>(res).message).toBe("You do not have admin privileges");
    }
    expect((await publicCategories()).map((c) => c.name)).toContain("Guarded");
    await admin.delete(`/api/admin/categories/${category.id}`).expect(204);
  });
});

describe("a product's collection", () => {
  it("is set on create and by a patch, and cleared with null", async () => {
    const category = await createCategory({ name: "Serving" });
    const product = await createProduct({ name: "Serving Board" });
    expect(product).toMatchObject({ categoryId: null, category: null, relatedIds: [] });
    const moved = bodyOf<Product>(
      await admin.patch(`/api/products/${product.id}`).send({ categoryId: category.id }).expect(200),
    );
    expect(moved.category).toMatchObject({ slug: "serving", name: "Serving" });
    expect(await publicProduct(product.id)).toMatchObject({ categoryId: category.id });
    const cleared = bodyOf<Product>(
      await admin.patch(`/api/products/${product.id}`).send({ categoryId: null }).expect(200),
    );
    expect(cleared).toMatchObject({ categoryId: null, category: null });
  });

  it("must be a collection that exists", async () => {
    const unknown = await admin
      .post("/api/products")
      .send(productPayload({ categoryId: UNKNOWN_ID }))
      .expect(400);
    expect(bodyOf<ApiErrorBody>(unknown).message).toBe("Category not found: choose one of the shop's collections");
    expect(errorsOf(unknown)).toEqual([["categoryId", "Category not found: choose one of the shop's collections"]]);
    const product = await createProduct({ name: "Loose Board" });
    await admin.patch(`/api/products/${product.id}`).send({ categoryId: UNKNOWN_ID }).expect(400);
    const malformed = await admin.patch(`/api/products/${product.id}`).send({ categoryId: "boards" }).expect(400);
    expect(errorsOf(malformed)).toEqual([["categoryId", "Invalid id"]]);
  });
});

describe("'Complete the set'", () => {
  it("keeps the related products in the order given", async () => {
    const oil = await createProduct({ name: "Set Oil" });
    const wax = await createProduct({ name: "Set Wax" });
    const board = await createProduct({ name: "Set Board", relatedIds: [wax.id, oil.id] });
    expect(board.relatedIds).toEqual([wax.id, oil.id]);
    expect((await publicProduct(board.id))?.relatedIds).toEqual([wax.id, oil.id]);
    const patched = bodyOf<Product>(
      await admin
        .patch(`/api/products/${board.id}`)
        .send({ relatedIds: [oil.id] })
        .expect(200),
    );
    expect(patched.relatedIds).toEqual([oil.id]);
  });

  it("refuses the product itself, an unknown product, one listed twice and more than 4", async () => {
    const board = await createProduct({ name: "Lonely Board" });
    const self = await admin
      .patch(`/api/products/${board.id}`)
      .send({ relatedIds: [board.id] })
      .expect(400);
    expect(errorsOf(self)).toEqual([["relatedIds", "A product can't complete its own set"]]);
    const unknown = await admin
      .patch(`/api/products/${board.id}`)
      .send({ relatedIds: [UNKNOWN_ID] })
      .expect(400);
    expect(errorsOf(unknown)).toEqual([["relatedIds", `Related product not found: ${UNKNOWN_ID}`]]);
    await admin
      .post("/api/products")
      .send(productPayload({ relatedIds: [UNKNOWN_ID] }))
      .expect(400);
    const other = await createProduct({ name: "Other Board" });
    const twice = await admin
      .patch(`/api/products/${board.id}`)
      .send({ relatedIds: [other.id, other.id] })
      .expect(400);
    expect(errorsOf(twice)).toEqual([["relatedIds", "The same related product is listed twice"]]);
    const many = await Promise.all([1, 2, 3, 4, 5].map((n) => createProduct({ name: `Many ${n}` })));
    const tooMany = await admin
      .patch(`/api/products/${board.id}`)
      .send({ relatedIds: many.map((p) => p.id) })
      .expect(400);
    expect(errorsOf(tooMany)).toEqual([["relatedIds", "At most 4 related products"]]);
    expect((await publicProduct(board.id))?.relatedIds).toEqual([]);
  });
});
