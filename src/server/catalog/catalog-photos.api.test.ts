import request from "supertest";
import sharp from "sharp";
import type TestAgent from "supertest/lib/agent";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApiErrorBody } from "@shared/errors";
import { MAX_PRODUCT_IMAGES, type Product, type ProductImage } from "@shared/product";
import { productPayload } from "../db/factories";
import { bodyOf, createTestApp, type TestApp } from "../test/harness";

// A board's photos (decision 053): up to 8 in order with alt texts, the first being SPEC §7's imageUrl.
let t: TestApp;
let admin: TestAgent;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.asAdmin();
});
afterAll(() => t?.close());

const photos = (n: number): ProductImage[] =>
  Array.from({ length: n }, (_, i) => ({ url: `/images/boards/photo-${i + 1}.webp`, alt: `View ${i + 1}` }));
const { imageUrl: _single, ...withoutImage } = productPayload();

async function boardWith(images: ProductImage[], name = "Photographed Board"): Promise<Product> {
  return bodyOf<Product>(
    await admin
      .post("/api/products")
      .send({ ...withoutImage, name, images })
      .expect(201),
  );
}
const publicBoard = async (id: string) =>
  bodyOf<Product[]>(await request(t.app).get("/api/products").expect(200)).find((p) => p.id === id)!;
const errorsOf = (res: { body: unknown }) => bodyOf<ApiErrorBody>(res).errors?.map((e) => [e.path, e.message]);

const png = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: "#8b5a2b" } })
    .png()
    .toBuffer();
const upload = async () =>
  bodyOf<{ imageUrl: string }>(
    await admin
      .post("/api/products/upload-image")
      .attach("image", await png(), "board.png")
      .expect(201),
  ).imageUrl;
const stored = async (url: string) => (await t.storage.get(t.storage.keyFromUrl(url)!)) !== null;

describe("a board's photos", () => {
  it("keeps up to 8 photos in the order given, each with its alt text, the first as imageUrl", async () => {
    const images = photos(MAX_PRODUCT_IMAGES);
    const board = await boardWith(images);
    expect(board.images).toEqual(images);
    expect(board.imageUrl).toBe(images[0].url);
    expect(await publicBoard(board.id)).toMatchObject({ imageUrl: images[0].url, images });
  });

  it("refuses a ninth photo, a photo listed twice and an imageUrl that is not the first photo", async () => {
    const tooMany = await admin
      .post("/api/products")
      .send({ ...withoutImage, images: photos(MAX_PRODUCT_IMAGES + 1) })
      .expect(400);
    expect(errorsOf(tooMany)).toEqual([["images", "A board can have at most 8 photos"]]);

    const twice = await admin
      .post("/api/products")
      .send({ ...withoutImage, images: [...photos(2), photos(1)[0]] })
      .expect(400);
    expect(errorsOf(twice)).toEqual([["images", "The same photo is listed twice"]]);

    const disagree = await admin
      .post("/api/products")
      .send({ ...withoutImage, imageUrl: "/images/boards/other.webp", images: photos(2) })
      .expect(400);
    expect(errorsOf(disagree)).toEqual([["imageUrl", "Image URL must be the first photo"]]);

    const none = await admin.post("/api/products").send(withoutImage).expect(400);
    expect(errorsOf(none)).toEqual([["imageUrl", "Image is required"]]);

    const badAlt = await admin
      .post("/api/products")
      .send({ ...withoutImage, images: [{ url: "/images/boards/a.webp", alt: "x".repeat(201) }] })
      .expect(400);
    expect(errorsOf(badAlt)).toEqual([["images.0.alt", "Alt text is too long"]]);
  });

  it("still takes one imageUrl, as SPEC §7 sends it: one photo with no alt text of its own", async () => {
    const board = bodyOf<Product>(await admin.post("/api/products").send(productPayload()).expect(201));
    expect(board.images).toEqual([{ url: board.imageUrl, alt: "" }]);
  });

  it("reorders photos; an imageUrl alone swaps the first photo and keeps the others", async () => {
    const [a, b, c] = photos(3);
    const board = await boardWith([a, b, c]);
    const reordered = bodyOf<Product>(
      await admin
        .patch(`/api/products/${board.id}`)
        .send({ images: [c, a, b] })
        .expect(200),
    );
    expect(reordered).toMatchObject({ imageUrl: c.url, images: [c, a, b] });

    const swapped = bodyOf<Product>(
      await admin.patch(`/api/products/${board.id}`).send({ imageUrl: "/images/boards/new.webp" }).expect(200),
    );
    expect(swapped.images).toEqual([{ url: "/images/boards/new.webp", alt: "" }, a, b]);

    const empty = await admin.patch(`/api/products/${board.id}`).send({ images: [] }).expect(400);
    expect(errorsOf(empty)).toEqual([["images", "Image is required"]]);
  });

  it("removes an uploaded photo once the board drops it, and keeps the photos it still shows", async () => {
    const [first, second, third] = [await upload(), await upload(), await upload()];
    const board = await boardWith([first, second, third].map((url) => ({ url, alt: "" })));
    await admin
      .patch(`/api/products/${board.id}`)
      .send({
        images: [
          { url: third, alt: "" },
          { url: first, alt: "" },
        ],
      })
      .expect(200);
    expect([await stored(first), await stored(second), await stored(third)]).toEqual([true, false, true]);

    await admin.delete(`/api/products/${board.id}`).expect(204);
    expect([await stored(first), await stored(third)]).toEqual([false, false]);
  });

  it("keeps a photo another board still shows among its later photos", async () => {
    const shared = await upload();
    await boardWith(
      [
        { url: "/images/boards/a.webp", alt: "" },
        { url: shared, alt: "" },
      ],
      "Board A",
    );
    const other = await boardWith([{ url: shared, alt: "" }], "Board B");
    await admin.delete(`/api/products/${other.id}`).expect(204);
    expect(await stored(shared)).toBe(true);
  });
});
