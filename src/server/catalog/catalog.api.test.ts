import request from "supertest";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApiErrorBody } from "@shared/errors";
import type { Product } from "@shared/product";
import { productPayload, sampleAccessories, sampleProducts } from "../db/factories";
import { products } from "../db/schema";
import { isSlugClash } from "./catalog.repo";
import { bodyOf, createTestApp, type TestApp } from "../test/harness";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const png = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: "#8b5a2b" } })
    .png()
    .toBuffer();

describe("GET /api/products", () => {
  it("lists products with prices as 2-decimal strings and ETag revalidation", async () => {
    const admin = await t.asAdmin();
    await admin
      .post("/api/products")
      .send(productPayload({ name: "Listed Board", price: "45.5" }))
      .expect(201);
    const res = await request(t.app).get("/api/products").expect(200);
    const board = bodyOf<Product[]>(res).find((p) => p.name === "Listed Board");
    expect(board).toMatchObject({ price: "45.50", shape: "rectangle", inStock: true, juiceGroove: false });
    expect(res.headers["cache-control"]).toBe("no-cache");
    expect(res.headers.etag).toBeTruthy();
    await request(t.app).get("/api/products").set("If-None-Match", res.headers.etag).expect(304);
  });
});

describe("POST /api/products", () => {
  it("creates a product with two wood rows and applies the spec's defaults", async () => {
    const admin = await t.asAdmin();
    const body = productPayload({
      name: "Stripe",
      woodComposition: [
        { type: "Walnut", percentage: 60 },
        { type: "Maple", percentage: 40 },
      ],
    });
    delete body.shape;
    delete body.juiceGroove;
    delete body.inStock;
    const res = await admin.post("/api/products").send(body).expect(201);
    expect(res.body).toMatchObject({
      name: "Stripe",
      price: "89.00",
      productType: "board",
      shape: "rectangle",
      juiceGroove: false,
      inStock: true,
    });
    const created = bodyOf<Product>(res);
    expect(created.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(created.woodComposition).toEqual([
      { type: "Walnut", percentage: 60 },
      { type: "Maple", percentage: 40 },
    ]);
  });

  it("accepts a wood sum within 0.01 of 100", async () => {
    const admin = await t.asAdmin();
    await admin
      .post("/api/products")
      .send(
        productPayload({
          woodComposition: [
            { type: "Walnut", percentage: 33.3 },
            { type: "Maple", percentage: 66.7 },
          ],
        }),
      )
      .expect(201);
  });

  it.each([
    [
      {
        woodComposition: [
          { type: "Walnut", percentage: 60 },
          { type: "Maple", percentage: 30 },
        ],
      },
      "Wood type percentages must add up to 100%",
    ],
    [{ woodComposition: [] }, "At least one wood type is required"],
    [{ woodComposition: [{ type: "", percentage: 100 }] }, "Wood type is required"],
    [{ woodComposition: [{ type: "Walnut", percentage: 120 }] }, "Percentage must be at most 100"],
    // Half of a UTF-16 pair: no character at all, and jsonb refuses to store it.
    [
      { woodComposition: [{ type: "Walnut \ud800", percentage: 100 }] },
      "Wood type contains characters that are not allowed",
    ],
    [{ name: "Board \udc00" }, "Name contains characters that are not allowed"],
    [{ shape: "triangle" }, "Shape must be rectangle, square, or custom"],
    [{ price: "12.345" }, "Price must be a number with at most 2 decimals, e.g. 89.00"],
    [{ price: "0" }, "Price must be greater than 0"],
    [{ name: "  " }, "Name is required"],
  ])("answers 400 with the rule's message for %j", async (override, message) => {
    const admin = await t.asAdmin();
    const res = await admin
      .post("/api/products")
      .send(productPayload(override as never))
      .expect(400);
    const error = bodyOf<ApiErrorBody>(res);
    expect(error.message).toContain(message);
    expect(error.errors).toEqual(expect.arrayContaining([expect.objectContaining({ message })]));
  });

  it("refuses an id supplied by the client", async () => {
    const admin = await t.asAdmin();
    const res = await admin
      .post("/api/products")
      .send({ ...productPayload(), id: "00000000-0000-0000-0000-000000000000" })
      .expect(400);
    expect(bodyOf<ApiErrorBody>(res).errors?.[0].message).toMatch(/unrecognized key/i);
  });

  it("answers 400, not 500, for malformed JSON", async () => {
    const admin = await t.asAdmin();
    const res = await admin.post("/api/products").set("Content-Type", "application/json").send('{"name": ').expect(400);
    expect(res.body).toEqual({ message: "Malformed JSON body" });
  });

  it("answers 401 signed out and 403 for a customer", async () => {
    await request(t.app).post("/api/products").send(productPayload()).expect(401);
    const customer = await t.asCustomer();
    const res = await customer.post("/api/products").send(productPayload()).expect(403);
    expect(bodyOf<ApiErrorBody>(res).message).toBe("You do not have admin privileges");
  });
});

describe("PATCH /api/products/:id", () => {
  it("changes only the fields sent", async () => {
    const admin = await t.asAdmin();
    const created = bodyOf<Product>(
      await admin
        .post("/api/products")
        .send(productPayload({ shape: "square", juiceGroove: true }))
        .expect(201),
    );
    const res = await admin.patch(`/api/products/${created.id}`).send({ price: "99.9" }).expect(200);
    expect(res.body).toMatchObject({ price: "99.90", shape: "square", juiceGroove: true, name: created.name });
  });

  it("validates like create, and answers 404 for unknown ids", async () => {
    const admin = await t.asAdmin();
    const created = bodyOf<Product>(await admin.post("/api/products").send(productPayload()).expect(201));
    const bad = await admin
      .patch(`/api/products/${created.id}`)
      .send({ woodComposition: [{ type: "Walnut", percentage: 50 }] })
      .expect(400);
    expect(bodyOf<ApiErrorBody>(bad).message).toBe("Wood type percentages must add up to 100%");
    await admin.patch(`/api/products/${created.id}`).send({}).expect(400);
    await admin.patch("/api/products/7b0f3b56-0000-4000-8000-000000000000").send({ price: "10.00" }).expect(404);
    await admin.patch("/api/products/not-a-uuid").send({ price: "10.00" }).expect(404);
  });

  it("answers 401 and 403", async () => {
    await request(t.app).patch("/api/products/x").send({ price: "1.00" }).expect(401);
    const customer = await t.asCustomer();
    await customer.patch("/api/products/x").send({ price: "1.00" }).expect(403);
  });
});

describe("a product's type (issue 40, decision 082)", () => {
  it("is a board unless the owner makes it an accessory; the public list and a change carry it; anything else is refused", async () => {
    const admin = await t.asAdmin();
    const oil = bodyOf<Product>(
      await admin
        .post("/api/products")
        .send(productPayload({ name: "Typed Board Oil", productType: "accessory", dimensions: "8 fl oz bottle" }))
        .expect(201),
    );
    expect(oil.productType).toBe("accessory");
    const listed = bodyOf<Product[]>(await request(t.app).get("/api/products").expect(200));
    expect(listed.find((p) => p.id === oil.id)?.productType).toBe("accessory");

    const board = bodyOf<Product>(
      await admin.patch(`/api/products/${oil.id}`).send({ productType: "board" }).expect(200),
    );
    expect(board).toMatchObject({ productType: "board", name: "Typed Board Oil" });

    for (const productType of ["knife", "", null, 1]) {
      const res = await admin.post("/api/products").send(productPayload({ name: "Odd Thing", productType } as never));
      expect(res.status).toBe(400);
      expect(bodyOf<ApiErrorBody>(res).errors).toContainEqual({
        path: "productType",
        message: "Product type must be board or accessory",
      });
    }
    await admin.patch(`/api/products/${oil.id}`).send({ productType: "knife" }).expect(400);
  });

  it("makes the seeded care products accessories, and the seeded boards boards", () => {
    expect(sampleAccessories().map((row) => [row.slug, row.productType])).toEqual([
      ["board-oil", "accessory"],
      ["board-wax", "accessory"],
      ["walnut-board-stand", "accessory"],
    ]);
    expect(new Set(sampleProducts().map((row) => row.productType))).toEqual(new Set(["board"]));
  });
});

describe("DELETE /api/products/:id", () => {
  it("deletes, then answers 404", async () => {
    const admin = await t.asAdmin();
    const created = bodyOf<Product>(
      await admin
        .post("/api/products")
        .send(productPayload({ name: "Doomed" }))
        .expect(201),
    );
    await admin.delete(`/api/products/${created.id}`).expect(204);
    const list = await request(t.app).get("/api/products").expect(200);
    expect(bodyOf<Product[]>(list).some((p) => p.id === created.id)).toBe(false);
    await admin.delete(`/api/products/${created.id}`).expect(404);
  });

  it("answers 401 and 403", async () => {
    await request(t.app).delete("/api/products/x").expect(401);
    const customer = await t.asCustomer();
    await customer.delete("/api/products/x").expect(403);
  });
});

describe("POST /api/products/upload-image", () => {
  it("accepts an image by its bytes whatever its name, stores it as WebP and serves it", async () => {
    const admin = await t.asAdmin();
    const res = await admin
      .post("/api/products/upload-image")
      .attach("image", await png(), "board.gif")
      .expect(201);
    const { imageUrl } = bodyOf<{ imageUrl: string }>(res);
    expect(imageUrl).toMatch(/^\/uploads\/products\/[0-9a-f-]+\.webp$/);
    const file = await request(t.app).get(imageUrl).expect(200);
    expect(file.headers["content-type"]).toBe("image/webp");
    expect((await sharp(bodyOf<Buffer>(file)).metadata()).format).toBe("webp");
  });

  it("removes an uploaded image once its product is deleted or points elsewhere, but not while in use", async () => {
    const admin = await t.asAdmin();
    const upload = async () =>
      bodyOf<{ imageUrl: string }>(
        await admin
          .post("/api/products/upload-image")
          .attach("image", await png(), "a.png")
          .expect(201),
      ).imageUrl;
    const first = await upload();
    const shared = await upload();
    const a = bodyOf<Product>(
      await admin
        .post("/api/products")
        .send(productPayload({ imageUrl: first }))
        .expect(201),
    );
    const b = bodyOf<Product>(
      await admin
        .post("/api/products")
        .send(productPayload({ imageUrl: shared }))
        .expect(201),
    );
    const c = bodyOf<Product>(
      await admin
        .post("/api/products")
        .send(productPayload({ imageUrl: shared }))
        .expect(201),
    );

    await admin.patch(`/api/products/${a.id}`).send({ imageUrl: "/images/boards/maple-square.webp" }).expect(200);
    await request(t.app).get(first).expect(404);

    await admin.delete(`/api/products/${b.id}`).expect(204);
    await request(t.app).get(shared).expect(200);
    await admin.delete(`/api/products/${c.id}`).expect(204);
    await request(t.app).get(shared).expect(404);
  });

  it("refuses a text file renamed .png", async () => {
    const admin = await t.asAdmin();
    const res = await admin
      .post("/api/products/upload-image")
      .attach("image", Buffer.from("<script>alert(1)</script>"), { filename: "evil.png", contentType: "image/png" })
      .expect(400);
    expect(bodyOf<ApiErrorBody>(res).message).toBe("Only JPEG, PNG and GIF images are allowed");
  });

  it("refuses image types outside jpeg, png and gif", async () => {
    const admin = await t.asAdmin();
    const webp = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#000" } })
      .webp()
      .toBuffer();
    await admin.post("/api/products/upload-image").attach("image", webp, "board.png").expect(400);
  });

  it("answers 400 without a file and 413 above the size limit", async () => {
    const admin = await t.asAdmin();
    await admin.post("/api/products/upload-image").expect(400);
    const big = Buffer.alloc(6 * 1024 * 1024, 1);
    const res = await admin.post("/api/products/upload-image").attach("image", big, "big.png").expect(413);
    expect(bodyOf<ApiErrorBody>(res).message).toMatch(/too large/);
  });

  it("answers 401 and 403", async () => {
    await request(t.app)
      .post("/api/products/upload-image")
      .attach("image", await png(), "a.png")
      .expect(401);
    const customer = await t.asCustomer();
    await customer
      .post("/api/products/upload-image")
      .attach("image", await png(), "a.png")
      .expect(403);
  });
});

describe("product slugs", () => {
  const create = async (name: string) => {
    const admin = await t.asAdmin();
    return (await admin.post("/api/products").send(productPayload({ name })).expect(201)).body as {
      id: string;
      slug: string;
    };
  };

  it("gives each board a readable address from its name, numbering boards of the same name", async () => {
    expect((await create("Slug Walnut Carving Board")).slug).toBe("slug-walnut-carving-board");
    expect((await create("Slug Walnut Carving Board")).slug).toBe("slug-walnut-carving-board-2");
    expect((await create("Slug walnut carving board!")).slug).toBe("slug-walnut-carving-board-3");
    expect((await create("Slug Crème Brûlée Board")).slug).toBe("slug-creme-brulee-board");
    const list = (await request(t.app).get("/api/products").expect(200)).body as { slug: string }[];
    expect(list.every((p) => /^[a-z0-9]+(-[a-z0-9]+)*$/.test(p.slug))).toBe(true);
    expect(new Set(list.map((p) => p.slug)).size).toBe(list.length);
  });

  it("changes the address only when the name no longer fits it", async () => {
    const admin = await t.asAdmin();
    const board = await create("Slug Stable Board");
    const edited = await admin
      .patch(`/api/products/${board.id}`)
      .send({ ...productPayload({ name: "Slug Stable Board" }), price: "12.00" });
    expect(bodyOf<Product>(edited).slug).toBe("slug-stable-board");
    const recased = await admin.patch(`/api/products/${board.id}`).send({ name: "Slug stable board." }).expect(200);
    expect(bodyOf<Product>(recased).slug).toBe("slug-stable-board");
    const renamed = await admin.patch(`/api/products/${board.id}`).send({ name: "Slug Steady Board" }).expect(200);
    expect(bodyOf<Product>(renamed).slug).toBe("slug-steady-board");
    // Renamed back, the board takes its first address again.
    const back = await admin.patch(`/api/products/${board.id}`).send({ name: "Slug Stable Board" }).expect(200);
    expect(bodyOf<Product>(back).slug).toBe("slug-stable-board");
  });

  it("never gives a renamed board's old address to another board", async () => {
    const admin = await t.asAdmin();
    const board = await create("Slug Oak Paddle");
    await admin.patch(`/api/products/${board.id}`).send({ name: "Slug Oak Serving Paddle" }).expect(200);
    expect((await create("Slug Oak Paddle")).slug).toBe("slug-oak-paddle-2");
  });

  it("tells a slug taken by a concurrent write (retried with the next suffix) from other failures, on either driver", async () => {
    const board = await create("Slug Raced Board");
    const clash = await t.db
      .insert(products)
      .values({ ...productPayload(), slug: board.slug })
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(isSlugClash(clash)).toBe(true);
    const otherClash = await t.db
      .insert(products)
      .values({ ...productPayload(), id: board.id, slug: "slug-raced-board-elsewhere" })
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(otherClash).toBeTruthy();
    expect(isSlugClash(otherClash)).toBe(false);
  });

  it("refuses a slug sent by a client: the server makes it", async () => {
    const admin = await t.asAdmin();
    const post = await admin
      .post("/api/products")
      .send({ ...productPayload(), slug: "chosen" })
      .expect(400);
    expect(bodyOf<ApiErrorBody>(post).errors?.[0].message).toMatch(/unrecognized key/i);
    const board = await create("Slug Refusing Board");
    const patch = await admin.patch(`/api/products/${board.id}`).send({ slug: "chosen" }).expect(400);
    expect(bodyOf<ApiErrorBody>(patch).errors?.[0].message).toMatch(/unrecognized key/i);
  });
});
