import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CreatePaymentIntentAnswer } from "@shared/checkout";
import type { GalleryImage } from "@shared/gallery";
import type { Product } from "@shared/product";
import type { SiteContent } from "@shared/site-content";
import { productPayload } from "../db/factories";
import { checkoutPayload } from "../test/checkout.fixtures";
import { bodyOf, createTestApp, nextChange, type TestApp } from "../test/harness";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const boards = async (app = t.app) => bodyOf<Product[]>(await request(app).get("/api/products").expect(200));
const board = async (id: string, app = t.app) => (await boards(app)).find((b) => b.id === id);

async function createBoard(overrides: Parameters<typeof productPayload>[0] = {}): Promise<Product> {
  const admin = await t.asAdmin();
  return bodyOf<Product>(await admin.post("/api/products").send(productPayload(overrides)).expect(201));
}

describe("ETag and 304 on the public reads", () => {
  it.each(["/api/products", "/api/gallery", "/api/site-content"])(
    "GET %s answers a strong ETag with no-cache, and 304 without a body when If-None-Match holds it",
    async (route) => {
      const first = await request(t.app).get(route).expect(200);
      expect(first.headers.etag).toMatch(/^"[\w-]+"$/);
      expect(first.headers["cache-control"]).toBe("no-cache");
      expect(first.headers["content-type"]).toBe("application/json; charset=utf-8");
      const again = await request(t.app).get(route).expect(200);
      expect(again.headers.etag).toBe(first.headers.etag);

      const revalidated = await request(t.app).get(route).set("If-None-Match", first.headers.etag).expect(304);
      expect(revalidated.text).toBe("");
      expect(revalidated.headers.etag).toBe(first.headers.etag);
      await request(t.app).get(route).set("If-None-Match", '"something-else"').expect(200);
    },
  );

  it("the public reads need no session: no cookie is set, and a signed-in visitor gets the same bytes", async () => {
    const anonymous = await request(t.app).get("/api/products").expect(200);
    expect(anonymous.headers["set-cookie"]).toBeUndefined();
    const admin = await t.asAdmin();
    const signedIn = await admin.get("/api/products").expect(200);
    expect(signedIn.headers.etag).toBe(anonymous.headers.etag);
  });

  it("a read answered from memory (the fast path) carries the same headers as the first one, read through the whole app", async () => {
    // An edit drops the kept catalogue: the next read goes through Express and the database, the one after from memory.
    const created = await createBoard({ name: "Header Check Board" });
    const strip = (headers: Record<string, string>) => {
      const { date: _date, connection: _connection, "keep-alive": _keepAlive, "x-request-id": id, ...rest } = headers;
      expect(id).toMatch(/^[0-9a-f-]{36}$/); // each answer its own (decision 035)
      return rest;
    };
    const throughApp = await request(t.app).get("/api/products").set("Accept-Encoding", "gzip").expect(200);
    const fromMemory = await request(t.app).get("/api/products").set("Accept-Encoding", "gzip").expect(200);
    expect(strip(fromMemory.headers)).toEqual(strip(throughApp.headers));
    expect(fromMemory.headers["content-security-policy"]).toContain("default-src 'self'");
    expect(bodyOf<Product[]>(fromMemory).map((b) => b.id)).toContain(created.id);
  });

  it("HEAD answers the headers of GET without a body", async () => {
    const get = await request(t.app).get("/api/gallery").expect(200);
    const head = await request(t.app).head("/api/gallery").expect(200);
    expect(head.headers.etag).toBe(get.headers.etag);
    expect(head.headers["content-length"]).toBe(get.headers["content-length"]);
    expect(head.text ?? "").toBe("");
  });
});

describe("the cached JSON changes right after an admin edit", () => {
  it("a product update shows in GET /api/products at once, with a new ETag", async () => {
    const created = await createBoard({ name: "Cached Cherry Board", price: "70.00" });
    const before = await request(t.app).get("/api/products").expect(200);
    expect(bodyOf<Product[]>(before).find((b) => b.id === created.id)).toMatchObject({ price: "70.00" });

    const admin = await t.asAdmin();
    await admin.patch(`/api/products/${created.id}`).send({ price: "75.00" }).expect(200);
    const after = await request(t.app).get("/api/products").expect(200);
    expect(bodyOf<Product[]>(after).find((b) => b.id === created.id)).toMatchObject({ price: "75.00" });
    expect(after.headers.etag).not.toBe(before.headers.etag);
    // The browser's copy is stale now: revalidating with the old ETag gets the new list.
    await request(t.app).get("/api/products").set("If-None-Match", before.headers.etag).expect(200);
  });

  it("a deleted product leaves GET /api/products at once", async () => {
    const created = await createBoard({ name: "Short-Lived Board" });
    expect(await board(created.id)).toBeDefined();
    await (await t.asAdmin()).delete(`/api/products/${created.id}`).expect(204);
    expect(await board(created.id)).toBeUndefined();
  });

  it("a gallery image added by the admin shows in GET /api/gallery at once", async () => {
    const before = bodyOf<GalleryImage[]>(await request(t.app).get("/api/gallery").expect(200));
    expect(before.map((g) => g.title)).not.toContain("Fresh from the shop");
    const admin = await t.asAdmin();
    await admin
      .post("/api/admin/gallery")
      .send({ imageUrl: "/images/gallery/a.webp", title: "Fresh from the shop", displayOrder: 0, isActive: true })
      .expect(201);
    const after = bodyOf<GalleryImage[]>(await request(t.app).get("/api/gallery").expect(200));
    expect(after.map((g) => g.title)).toContain("Fresh from the shop");
  });

  it("a site content patch shows in GET /api/site-content at once", async () => {
    await request(t.app).get("/api/site-content").expect(200);
    await (await t.asAdmin()).patch("/api/admin/site-content").send({ aboutHeading: "Made in our barn" }).expect(200);
    const after = bodyOf<SiteContent>(await request(t.app).get("/api/site-content").expect(200));
    expect(after.aboutHeading).toBe("Made in our barn");
  });

  it("a checkout that sells the last board shows it out of stock at once, and cancelling the order brings it back", async () => {
    const last = await createBoard({ name: "Last Olive Board", price: "60.00", stock: 1 });
    expect(await board(last.id)).toMatchObject({ stock: 1, inStock: true });

    const order = bodyOf<CreatePaymentIntentAnswer>(
      await request(t.app)
        .post("/api/create-payment-intent")
        .send(
          checkoutPayload({
            amount: "60.00",
            items: [{ productId: last.id, productName: last.name, quantity: 1, price: "60.00" }],
          }),
        )
        .expect(201),
    );
    expect(await board(last.id)).toMatchObject({ stock: 0, inStock: false });

    await (await t.asAdmin()).patch(`/api/admin/orders/${order.orderId}/cancel`).expect(200);
    expect(await board(last.id)).toMatchObject({ stock: 1, inStock: true });
  });
});

describe("a second instance on the same database", () => {
  it("its cached GET /api/products changes right after an edit through the first instance", async () => {
    const second = await t.secondInstance();
    // The creation reaches the second instance first, so the change awaited below is the edit's.
    const createdThere = nextChange(second.changes, "catalog");
    const created = await createBoard({ name: "Shared Walnut Board", price: "80.00" });
    await createdThere;
    // The second instance has read (and kept) the catalogue before the edit.
    expect(await board(created.id, second.app)).toMatchObject({ price: "80.00" });

    const heard = nextChange(second.changes, "catalog");
    await (
      await t.asAdmin()
    )
      .patch(`/api/products/${created.id}`)
      .send({ price: "85.00", name: "Shared Walnut Board II" })
      .expect(200);
    await heard;
    expect(await board(created.id, second.app)).toMatchObject({ price: "85.00", name: "Shared Walnut Board II" });
  });

  it("its cached gallery and site content change too, and a checkout on it updates the first instance's stock", async () => {
    const second = await t.secondInstance();
    await request(second.app).get("/api/gallery").expect(200);
    await request(second.app).get("/api/site-content").expect(200);
    const admin = await t.asAdmin();

    const gallery = nextChange(second.changes, "gallery");
    await admin
      .post("/api/admin/gallery")
      .send({ imageUrl: "/images/gallery/b.webp", title: "Seen by both", displayOrder: 1, isActive: true })
      .expect(201);
    await gallery;
    expect(
      bodyOf<GalleryImage[]>(await request(second.app).get("/api/gallery").expect(200)).map((g) => g.title),
    ).toContain("Seen by both");

    const content = nextChange(second.changes, "site-content");
    await admin.patch("/api/admin/site-content").send({ galleryHeading: "Boards in their homes" }).expect(200);
    await content;
    expect(bodyOf<SiteContent>(await request(second.app).get("/api/site-content").expect(200)).galleryHeading).toBe(
      "Boards in their homes",
    );

    const last = await createBoard({ name: "Only One Maple", price: "50.00", stock: 1 });
    expect(await board(last.id)).toMatchObject({ stock: 1 });
    const sold = nextChange(t.changes, "stock");
    await request(second.app)
      .post("/api/create-payment-intent")
      .send(
        checkoutPayload({
          amount: "50.00",
          items: [{ productId: last.id, productName: last.name, quantity: 1, price: "50.00" }],
        }),
      )
      .expect(201);
    await sold;
    expect(await board(last.id)).toMatchObject({ stock: 0, inStock: false });
  });
});
