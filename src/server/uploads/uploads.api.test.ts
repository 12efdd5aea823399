import sharp from "sharp";
import request from "supertest";
import type TestAgent from "supertest/lib/agent";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApiErrorBody } from "@shared/errors";
import type { Inquiry } from "@shared/inquiries";
import type { Product } from "@shared/product";
import { products } from "../db/schema";
import { productPayload } from "../db/factories";
import { bodyOf, type TestApp } from "../test/harness";
import { createTestAppOn, STORAGE_KINDS } from "../test/s3-server";
import { filesInUse, reposOf } from "../modules";
import { UNUSED_UPLOAD_GRACE_MS, uploadsService } from "./uploads.service";

let t: TestApp;
let admin: TestAgent;

const png = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: "#8b5a2b" } })
    .png()
    .toBuffer();
const uploadImage = async (
  route: "/api/products/upload-image" | "/api/admin/upload-content-image" | "/api/admin/commission-photos",
) =>
  bodyOf<{ imageUrl: string }>(
    await admin
      .post(route)
      .attach("image", await png(), "board.png")
      .expect(201),
  ).imageUrl;
const keyOf = (url: string) => t.storage.keyFromUrl(url)!;
const stored = async (url: string) => (await t.storage.get(keyOf(url))) !== null;

const YEAR_IMMUTABLE = "public, max-age=31536000, immutable";
const copiesOf = (url: string) => [url, url.replace(/\.webp$/, "-480w.webp"), url.replace(/\.webp$/, "-960w.webp")];

/** A custom order with one attached file (a drawing): answers the order's id and the attachment's URL. */
async function customOrderWithAttachment(
  bytes = Buffer.from("%PDF-1.4 a drawing"),
  name = "drawing.pdf",
): Promise<{ id: string; url: string }> {
  await request(t.app)
    .post("/api/contact")
    .send({ inquiryType: "custom_order", name: "Robin", email: "robin@example.com" })
    .expect(201);
  const [order] = bodyOf<Inquiry[]>(await admin.get("/api/admin/custom-orders").expect(200));
  const res = await admin.post(`/api/admin/custom-orders/${order.id}/upload`).attach("file", bytes, name).expect(200);
  return { id: order.id, url: bodyOf<Inquiry>(res).attachments.at(-1)!.url };
}

// The same behaviour whichever storage holds the files (decision 033).
describe.each(STORAGE_KINDS)("uploads on %s", (kind) => {
  beforeAll(async () => {
    t = await createTestAppOn(kind);
    admin = await t.asAdmin();
  });
  afterAll(() => t?.close());

  describe("what shoppers and the admin are served", () => {
    /** A board showing a freshly uploaded image (so the sweep below keeps the image). */
    const boardWithImage = async () =>
      bodyOf<Product>(
        await admin
          .post("/api/products")
          .send(productPayload({ imageUrl: await uploadImage("/api/products/upload-image") }))
          .expect(201),
      );

    it("serves an uploaded product image and its narrower copies as WebP, cached for a year", async () => {
      const { imageUrl } = await boardWithImage();
      expect(imageUrl).toMatch(/^\/uploads\/products\/[0-9a-f-]+\.webp$/);
      for (const url of copiesOf(imageUrl)) {
        expect(await stored(url)).toBe(true);
        const res = await request(t.app).get(url).expect(200);
        expect(res.headers["content-type"]).toBe("image/webp");
        expect(res.headers["cache-control"]).toBe(YEAR_IMMUTABLE);
        expect(await sharp(bodyOf<Buffer>(res)).metadata()).toMatchObject({ format: "webp", width: 40, height: 30 });
      }
    });

    it("makes a missing narrower copy on its first request and keeps it; a file that is not there is a 404", async () => {
      const [, small] = copiesOf((await boardWithImage()).imageUrl);
      await t.storage.delete(keyOf(small));
      expect(await stored(small)).toBe(false);
      const res = await request(t.app).get(small).expect(200);
      expect(res.headers["content-type"]).toBe("image/webp");
      expect(res.headers["cache-control"]).toBe(YEAR_IMMUTABLE);
      expect(await stored(small)).toBe(true);

      await request(t.app).get("/uploads/products/00000000-0000-4000-8000-000000000000.webp").expect(404);
      await request(t.app).get("/uploads/products/00000000-0000-4000-8000-000000000000-480w.webp").expect(404);
    });

    it("removes an image and its copies from storage once no board shows it any more", async () => {
      const board = await boardWithImage();
      const imageUrl = board.imageUrl;
      await admin.delete(`/api/products/${board.id}`).expect(204);
      for (const url of copiesOf(imageUrl)) {
        expect(await stored(url)).toBe(false);
        await request(t.app).get(url).expect(404);
      }
    });

    it("keeps custom-order attachments private: only the admin downloads them, always as an attachment", async () => {
      const { url: drawing } = await customOrderWithAttachment();
      expect(drawing).toMatch(/^\/uploads\/attachments\/[0-9a-f-]+\.pdf$/);
      expect(await stored(drawing)).toBe(true);
      await request(t.app).get(drawing).expect(401);
      await (await t.asCustomer()).get(drawing).expect(403);
      const res = await admin.get(drawing).expect(200);
      expect(res.headers).toMatchObject({
        "content-type": "application/pdf",
        "content-disposition": 'attachment; filename="drawing.pdf"',
        "cache-control": "private, no-store",
        "x-content-type-options": "nosniff",
      });
      expect(Buffer.from(res.body as Buffer).toString()).toBe("%PDF-1.4 a drawing");
      // Whatever a file holds, the browser is told to save it, never to run it.
      const { url: page } = await customOrderWithAttachment(
        Buffer.from("<html><script>alert(1)</script>"),
        "page.html",
      );
      const html = await admin.get(page).expect(200);
      expect(html.headers["content-type"]).toBe("application/octet-stream");
      expect(html.headers["content-disposition"]).toBe('attachment; filename="page.html"');
    });
  });

  describe("finding 21 — private attachments are never an image, and never released with one", () => {
    it("finding 21: an image URL pointing into /uploads/attachments/ is refused, however it is spelled", async () => {
      const { url } = await customOrderWithAttachment();
      const file = url.slice(url.lastIndexOf("/") + 1);
      const spellings = [
        url,
        `/uploads//attachments/${file}`,
        `/UPLOADS/Attachments/${file}`,
        `/uploads/./attachments/${file}`,
        `/uploads/%61ttachments/${file}`,
        `https://shop.example${url}`,
      ];
      for (const imageUrl of spellings) {
        const res = await admin.post("/api/products").send(productPayload({ imageUrl })).expect(400);
        expect(bodyOf<ApiErrorBody>(res).errors).toEqual([
          { path: "imageUrl", message: "Image URL cannot point to a private attachment" },
        ]);
        await admin.post("/api/admin/gallery").send({ imageUrl, title: "Drawing" }).expect(400);
        await admin.patch("/api/admin/site-content").send({ heroImageUrl: imageUrl }).expect(400);
      }
      await admin
        .post("/api/products")
        .send(productPayload({ imageUrl: "/uploads/products/attachments-of-mine.webp" }))
        .expect(201);
    });

    it("finding 21: deleting a product whose imageUrl is an attachment URL leaves the attachment alone", async () => {
      const { url } = await customOrderWithAttachment();
      // A row saved before the schema refused such URLs (or written by hand).
      const [product] = await t.db
        .insert(products)
        .values({ ...productPayload({ imageUrl: url }), price: "10.00", slug: "attachment-board" })
        .returning();
      await admin.delete(`/api/products/${product.id}`).expect(204);
      expect(await stored(url)).toBe(true);
      await admin.get(url).expect(200);
      expect(await uploadsService(filesInUse(reposOf(t.db)), t.storage).releaseIfUnreferenced(url)).toBe(false);
      expect(await stored(url)).toBe(true);
    });
  });

  describe("finding 21 — uploads no record uses are removed after a grace period", () => {
    it("finding 21: the sweep removes day-old images never saved and attachments no custom order lists; used and recent files stay", async () => {
      const neverSaved = await uploadImage("/api/products/upload-image");
      const productImage = await uploadImage("/api/products/upload-image");
      await admin
        .post("/api/products")
        .send(productPayload({ imageUrl: productImage }))
        .expect(201);
      const heroImage = await uploadImage("/api/admin/upload-content-image");
      await admin.patch("/api/admin/site-content").send({ heroImageUrl: heroImage }).expect(200);
      const galleryImage = await uploadImage("/api/admin/upload-content-image");
      await admin.post("/api/admin/gallery").send({ imageUrl: galleryImage, title: "Island block" }).expect(201);
      // Shown through one of its narrower copies only: the original and its copies are used.
      const variantShown = await uploadImage("/api/admin/upload-content-image");
      await admin
        .post("/api/admin/gallery")
        .send({ imageUrl: variantShown.replace(/\.webp$/, "-480w.webp"), title: "Small" })
        .expect(201);
      const { url: attachment, id: customOrderId } = await customOrderWithAttachment();
      // A commission's progress photo stays while its update shows it (decision 037); one never posted goes.
      const progressPhoto = await uploadImage("/api/admin/commission-photos");
      const photoNeverPosted = await uploadImage("/api/admin/commission-photos");
      await admin
        .post(`/api/admin/custom-orders/${customOrderId}/quotes`)
        .send({ price: "300.00", deposit: { type: "percent", percent: 50 }, estimatedCompletion: "2099-01-01" })
        .expect(201);
      await admin
        .post(`/api/admin/custom-orders/${customOrderId}/commission/updates`)
        .send({ text: "Glued up", photos: [progressPhoto] })
        .expect(201);
      await admin.patch(`/api/admin/custom-orders/${customOrderId}/archive`).expect(200);
      const strayAttachment = await t.storage.put(
        "attachments/0b0e9a4e-6f7a-4a38-9d53-3e1b7d1f2c11.pdf",
        Buffer.from("%PDF-1.4"),
        "application/pdf",
      );

      const uploads = uploadsService(filesInUse(reposOf(t.db)), t.storage);
      // Within the grace period (an image picked in a form that is not saved yet) nothing goes.
      expect(await uploads.removeUnused()).toEqual([]);

      const tomorrow = new Date(Date.now() + UNUSED_UPLOAD_GRACE_MS + 60_000);
      const removed = await uploads.removeUnused(tomorrow);
      expect(removed.sort()).toEqual(
        [...copiesOf(neverSaved), ...copiesOf(photoNeverPosted)].map(keyOf).concat(keyOf(strayAttachment)).sort(),
      );
      expect(await stored(neverSaved)).toBe(false);
      expect(await stored(photoNeverPosted)).toBe(false);
      expect(await stored(strayAttachment)).toBe(false);
      for (const url of [
        productImage,
        heroImage,
        galleryImage,
        variantShown,
        variantShown.replace(/\.webp$/, "-960w.webp"),
        attachment,
        ...copiesOf(progressPhoto),
      ]) {
        expect(await stored(url)).toBe(true);
      }
      expect(await uploads.removeUnused(tomorrow)).toEqual([]);
    });
  });
});
