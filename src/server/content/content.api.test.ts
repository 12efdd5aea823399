import request from "supertest";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { ApiErrorBody } from "@shared/errors";
import type { GalleryImage } from "@shared/gallery";
import { SITE_CONTENT_DEFAULTS, type SiteContent } from "@shared/site-content";
import { galleryImages, siteContent } from "../db/schema";
import { bodyOf, createTestApp, type TestApp } from "../test/harness";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const image = (format: "png" | "jpeg" | "webp" | "tiff" | "avif" = "png", width = 1200) =>
  sharp({ create: { width, height: Math.round(width * 0.75), channels: 3, background: "#8b5a2b" } })
    .toFormat(format)
    .toBuffer();

const SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script></svg>`;
const galleryItem = (overrides: Record<string, unknown> = {}) => ({
  imageUrl: "/images/gallery/a.webp",
  title: "Walnut island block",
  ...overrides,
});

describe("GET /api/site-content", () => {
  it("answers row 1 with the spec's default texts and no images", async () => {
    const res = await request(t.app).get("/api/site-content").expect(200);
    expect(res.body).toMatchObject({
      id: 1,
      ...SITE_CONTENT_DEFAULTS,
      heroImageUrl: null,
      aboutImageUrl: null,
      aboutImage2Url: null,
      galleryHeroImageUrl: null,
    });
    const content = bodyOf<SiteContent>(res);
    expect(content.aboutHeading).toBe("Our Story");
    expect(content.aboutSubheading).toBe("Quality & Sustainability");
    expect(content.contactHeading).toBe("Get In Touch");
    expect(content.galleryHeading).toBe("Custom Work Gallery");
  });

  it("recreates the row with defaults if it is missing", async () => {
    await t.db.delete(siteContent);
    const res = await request(t.app).get("/api/site-content").expect(200);
    expect(bodyOf<SiteContent>(res).contactPhone).toBe("(555) 123-4567");
  });
});

describe("PATCH /api/admin/site-content", () => {
  beforeEach(async () => {
    await t.db.delete(siteContent);
  });

  it("saves the form's texts and images in row 1, and everyone reads them", async () => {
    const admin = await t.asAdmin();
    const form = {
      ...SITE_CONTENT_DEFAULTS,
      aboutHeading: "  Three generations of woodworkers ",
      contactPhone: "(555) 987-6543",
      contactEmail: "shop@grainandgroove.example",
      heroImageUrl: "/images/site/hero.webp",
      aboutImageUrl: "https://cdn.example.com/workshop.jpg",
    };
    const res = await admin.patch("/api/admin/site-content").send(form).expect(200);
    expect(res.body).toMatchObject({
      id: 1,
      aboutHeading: "Three generations of woodworkers",
      contactPhone: "(555) 987-6543",
    });
    const read = await request(t.app).get("/api/site-content").expect(200);
    expect(read.body).toMatchObject({
      aboutHeading: "Three generations of woodworkers",
      contactEmail: "shop@grainandgroove.example",
      heroImageUrl: "/images/site/hero.webp",
      aboutImageUrl: "https://cdn.example.com/workshop.jpg",
      aboutImage2Url: null,
      galleryHeroImageUrl: null,
    });
    expect(Date.parse(bodyOf<SiteContent>(read).updatedAt)).toBeGreaterThan(Date.now() - 60_000);
    const rows = await t.db.select().from(siteContent);
    expect(rows.map((r) => r.id)).toEqual([1]);
  });

  it("stores empty or absent image fields as absent, so the pages fall back to the built-in images", async () => {
    const admin = await t.asAdmin();
    await admin
      .patch("/api/admin/site-content")
      .send({ heroImageUrl: "/images/site/hero.webp", galleryHeroImageUrl: "/x.webp" })
      .expect(200);
    const res = await admin
      .patch("/api/admin/site-content")
      .send({ heroImageUrl: "", aboutImageUrl: null })
      .expect(200);
    expect(res.body).toMatchObject({
      heroImageUrl: null,
      aboutImageUrl: null,
      aboutImage2Url: null,
      galleryHeroImageUrl: null,
    });
  });

  it("keeps texts that are left out, and refuses blank texts, bad emails, unknown fields and bad image URLs with field messages", async () => {
    const admin = await t.asAdmin();
    await admin.patch("/api/admin/site-content").send({ contactPhone: "(555) 000-1111" }).expect(200);
    expect((await request(t.app).get("/api/site-content")).body).toMatchObject({
      contactPhone: "(555) 000-1111",
      aboutHeading: "Our Story",
    });

    const blank = await admin
      .patch("/api/admin/site-content")
      .send({ aboutHeading: "   ", contactEmail: "not-an-email" })
      .expect(400);
    const refusal = bodyOf<ApiErrorBody>(blank);
    expect(refusal.message).toMatch(/About heading is required/);
    expect(refusal.message).toMatch(/Contact email must be a valid email address/);
    await admin.patch("/api/admin/site-content").send({ id: 2, aboutHeading: "x" }).expect(400);
    await admin.patch("/api/admin/site-content").send({ heroImageUrl: "javascript:alert(1)" }).expect(400);
    await admin
      .patch("/api/admin/site-content")
      .send({ aboutParagraph1: "x".repeat(5001) })
      .expect(400);
    expect(bodyOf<SiteContent>(await request(t.app).get("/api/site-content")).aboutHeading).toBe("Our Story");
  });

  it("removes a replaced uploaded image with its narrower copies", async () => {
    const admin = await t.asAdmin();
    const upload = async () =>
      bodyOf<{ imageUrl: string }>(
        await admin
          .post("/api/admin/upload-content-image")
          .attach("image", await image(), "hero.png")
          .expect(201),
      ).imageUrl;
    const first = await upload();
    await admin.patch("/api/admin/site-content").send({ heroImageUrl: first }).expect(200);
    await request(t.app).get(first).expect(200);
    const second = await upload();
    await admin.patch("/api/admin/site-content").send({ heroImageUrl: second }).expect(200);
    await request(t.app).get(first).expect(404);
    await request(t.app).get(first.replace(".webp", "-480w.webp")).expect(404);
    await request(t.app).get(second).expect(200);
  });

  it("answers 401 signed out and 403 for a customer", async () => {
    await request(t.app).patch("/api/admin/site-content").send({ aboutHeading: "Hacked" }).expect(401);
    const customer = await t.asCustomer();
    await customer.patch("/api/admin/site-content").send({ aboutHeading: "Hacked" }).expect(403);
    expect(bodyOf<SiteContent>(await request(t.app).get("/api/site-content")).aboutHeading).toBe("Our Story");
  });
});

describe("POST /api/admin/upload-content-image", () => {
  it.each(["png", "jpeg", "webp", "tiff", "avif"] as const)(
    "accepts a %s image by its bytes and stores WebP at several widths",
    async (format) => {
      const admin = await t.asAdmin();
      const res = await admin
        .post("/api/admin/upload-content-image")
        .attach("image", await image(format, 2400), "photo.bin")
        .expect(201);
      const { imageUrl } = bodyOf<{ imageUrl: string }>(res);
      expect(imageUrl).toMatch(/^\/uploads\/content\/[0-9a-f-]+\.webp$/);
      const widths: Record<string, number> = {};
      for (const url of [imageUrl, imageUrl.replace(".webp", "-960w.webp"), imageUrl.replace(".webp", "-480w.webp")]) {
        const file = await request(t.app).get(url).expect(200);
        expect(file.headers["content-type"]).toBe("image/webp");
        const meta = await sharp(bodyOf<Buffer>(file)).metadata();
        expect(meta.format).toBe("webp");
        widths[url] = meta.width!;
      }
      expect(Object.values(widths)).toEqual([1920, 960, 480]);
    },
  );

  it("never enlarges a small image", async () => {
    const admin = await t.asAdmin();
    const res = await admin
      .post("/api/admin/upload-content-image")
      .attach("image", await image("png", 400), "small.png")
      .expect(201);
    const { imageUrl } = bodyOf<{ imageUrl: string }>(res);
    const variant = await request(t.app).get(imageUrl.replace(".webp", "-960w.webp")).expect(200);
    expect((await sharp(bodyOf<Buffer>(variant)).metadata()).width).toBe(400);
  });

  it("refuses SVG, with or without an XML prolog and whatever its name, because it can carry script", async () => {
    const admin = await t.asAdmin();
    for (const svg of [SVG, `<?xml version="1.0" encoding="UTF-8"?>\n${SVG}`]) {
      const res = await admin
        .post("/api/admin/upload-content-image")
        .attach("image", Buffer.from(svg), { filename: "board.png", contentType: "image/png" })
        .expect(400);
      expect(bodyOf<ApiErrorBody>(res).message).toMatch(/SVG images are not allowed/);
    }
  });

  it("refuses a script renamed .png and a PDF, answering a message", async () => {
    const admin = await t.asAdmin();
    const script = await admin
      .post("/api/admin/upload-content-image")
      .attach("image", Buffer.from("<script>alert(1)</script>"), { filename: "evil.png", contentType: "image/png" })
      .expect(400);
    expect(bodyOf<ApiErrorBody>(script).message).toBe("Only JPEG, PNG, GIF, WebP, AVIF and TIFF images are allowed");
    const pdf = Buffer.from("%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n");
    await admin
      .post("/api/admin/upload-content-image")
      .attach("image", pdf, { filename: "photo.jpg", contentType: "image/jpeg" })
      .expect(400);
    await admin.post("/api/admin/upload-content-image").expect(400);
  });

  it("answers 401 and 403", async () => {
    await request(t.app)
      .post("/api/admin/upload-content-image")
      .attach("image", await image(), "a.png")
      .expect(401);
    const customer = await t.asCustomer();
    await customer
      .post("/api/admin/upload-content-image")
      .attach("image", await image(), "a.png")
      .expect(403);
  });
});

describe("uploaded images from before the narrower copies", () => {
  it("get their copies made on first request", async () => {
    const original = await sharp(await image("png", 1600))
      .webp()
      .toBuffer();
    const url = await t.storage.put("products/0b6c1f3e-1111-4a2b-9c3d-123456789abc.webp", original, "image/webp");
    const res = await request(t.app).get(url.replace(".webp", "-480w.webp")).expect(200);
    expect((await sharp(bodyOf<Buffer>(res)).metadata()).width).toBe(480);
    expect(await t.storage.get("products/0b6c1f3e-1111-4a2b-9c3d-123456789abc-480w.webp")).not.toBeNull();
    await request(t.app).get(url.replace(".webp", "-700w.webp")).expect(404);
    await request(t.app).get("/uploads/products/missing-480w.webp").expect(404);
  });
});

describe("gallery", () => {
  beforeEach(async () => {
    await t.db.delete(galleryImages);
  });

  it("GET /api/gallery answers only active items, by display order", async () => {
    await t.db.insert(galleryImages).values([
      { imageUrl: "/a.webp", title: "Third", displayOrder: 3 },
      { imageUrl: "/b.webp", title: "Hidden", displayOrder: 0, isActive: false },
      { imageUrl: "/c.webp", title: "First", displayOrder: 1, shape: "square", juiceGroove: true },
    ]);
    const res = await request(t.app).get("/api/gallery").expect(200);
    const gallery = bodyOf<GalleryImage[]>(res);
    expect(gallery.map((g) => g.title)).toEqual(["First", "Third"]);
    expect(gallery[0]).toMatchObject({ shape: "square", juiceGroove: true, isActive: true, description: null });
  });

  it("POST applies the defaults: display order 0, active, and no description, shape or groove", async () => {
    const admin = await t.asAdmin();
    const res = await admin
      .post("/api/admin/gallery")
      .send(galleryItem({ description: "   " }))
      .expect(201);
    expect(res.body).toMatchObject({
      imageUrl: "/images/gallery/a.webp",
      title: "Walnut island block",
      description: null,
      shape: null,
      juiceGroove: null,
      displayOrder: 0,
      isActive: true,
    });
    expect(bodyOf<GalleryImage>(res).id).toMatch(/^[0-9a-f-]{36}$/);
    const full = await admin
      .post("/api/admin/gallery")
      .send(
        galleryItem({
          title: "Round cherry",
          description: " A wedding gift ",
          shape: "custom",
          juiceGroove: false,
          displayOrder: 2,
          isActive: false,
        }),
      )
      .expect(201);
    expect(full.body).toMatchObject({
      description: "A wedding gift",
      shape: "custom",
      juiceGroove: false,
      displayOrder: 2,
      isActive: false,
    });
  });

  it("POST refuses a missing title or image, an unknown shape, a fractional order and unknown fields", async () => {
    const admin = await t.asAdmin();
    const noTitle = await admin.post("/api/admin/gallery").send({ imageUrl: "/a.webp", title: " " }).expect(400);
    expect(bodyOf<ApiErrorBody>(noTitle).message).toMatch(/Title is required/);
    const noImage = await admin.post("/api/admin/gallery").send({ title: "x" }).expect(400);
    expect(bodyOf<ApiErrorBody>(noImage).message).toBe("Image is required");
    const shape = await admin
      .post("/api/admin/gallery")
      .send(galleryItem({ shape: "oval" }))
      .expect(400);
    expect(bodyOf<ApiErrorBody>(shape).message).toMatch(/Shape must be rectangle, square, or custom/);
    await admin
      .post("/api/admin/gallery")
      .send(galleryItem({ displayOrder: 1.5 }))
      .expect(400);
    await admin
      .post("/api/admin/gallery")
      .send(galleryItem({ displayOrder: "2" }))
      .expect(400);
    await admin
      .post("/api/admin/gallery")
      .send(galleryItem({ id: "11111111-1111-4111-8111-111111111111" }))
      .expect(400);
    await admin
      .post("/api/admin/gallery")
      .send(galleryItem({ imageUrl: "javascript:alert(1)" }))
      .expect(400);
    expect(await t.db.$count(galleryImages)).toBe(0);
  });

  it("GET /api/admin/gallery lists every item; PATCH toggles isActive and the public gallery follows", async () => {
    const admin = await t.asAdmin();
    const b = bodyOf<GalleryImage>(
      await admin
        .post("/api/admin/gallery")
        .send(galleryItem({ title: "B", displayOrder: 2 }))
        .expect(201),
    );
    await admin
      .post("/api/admin/gallery")
      .send(galleryItem({ title: "A", displayOrder: 1 }))
      .expect(201);
    const off = await admin.patch(`/api/admin/gallery/${b.id}`).send({ isActive: false }).expect(200);
    expect(off.body).toMatchObject({ id: b.id, isActive: false, title: "B" });
    expect(bodyOf<GalleryImage[]>(await admin.get("/api/admin/gallery").expect(200)).map((g) => g.title)).toEqual([
      "A",
      "B",
    ]);
    expect(bodyOf<GalleryImage[]>(await request(t.app).get("/api/gallery")).map((g) => g.title)).toEqual(["A"]);
    await admin.patch(`/api/admin/gallery/${b.id}`).send({ isActive: true }).expect(200);
    expect(bodyOf<GalleryImage[]>(await request(t.app).get("/api/gallery")).map((g) => g.title)).toEqual(["A", "B"]);

    const edited = await admin
      .patch(`/api/admin/gallery/${b.id}`)
      .send({ title: "B2", shape: null, displayOrder: 0 })
      .expect(200);
    expect(edited.body).toMatchObject({ title: "B2", shape: null, displayOrder: 0 });
    await admin.patch(`/api/admin/gallery/${b.id}`).send({}).expect(400);
    await admin.patch(`/api/admin/gallery/${b.id}`).send({ isActive: "no" }).expect(400);
    await admin.patch("/api/admin/gallery/not-a-uuid").send({ isActive: true }).expect(404);
    await admin.patch("/api/admin/gallery/11111111-1111-4111-8111-111111111111").send({ isActive: true }).expect(404);
  });

  it("DELETE removes the item and its uploaded image file, unless another row still uses it", async () => {
    const admin = await t.asAdmin();
    const url = bodyOf<{ imageUrl: string }>(
      await admin
        .post("/api/admin/upload-content-image")
        .attach("image", await image(), "board.jpg")
        .expect(201),
    ).imageUrl;
    const one = bodyOf<GalleryImage>(
      await admin
        .post("/api/admin/gallery")
        .send(galleryItem({ imageUrl: url }))
        .expect(201),
    );
    const two = bodyOf<GalleryImage>(
      await admin
        .post("/api/admin/gallery")
        .send(galleryItem({ imageUrl: url, title: "Same photo" }))
        .expect(201),
    );

    await admin.delete(`/api/admin/gallery/${one.id}`).expect(204);
    await request(t.app).get(url).expect(200);
    await admin.delete(`/api/admin/gallery/${two.id}`).expect(204);
    await request(t.app).get(url).expect(404);
    await request(t.app).get(url.replace(".webp", "-960w.webp")).expect(404);
    expect(await t.storage.get(t.storage.keyFromUrl(url)!.replace(".webp", "-480w.webp"))).toBeNull();
    await admin.delete(`/api/admin/gallery/${two.id}`).expect(404);
  });

  it("PATCH with a new image removes the replaced upload", async () => {
    const admin = await t.asAdmin();
    const upload = async () =>
      bodyOf<{ imageUrl: string }>(
        await admin
          .post("/api/admin/upload-content-image")
          .attach("image", await image(), "board.png")
          .expect(201),
      ).imageUrl;
    const first = await upload();
    const item = bodyOf<GalleryImage>(
      await admin
        .post("/api/admin/gallery")
        .send(galleryItem({ imageUrl: first }))
        .expect(201),
    );
    const second = await upload();
    await admin.patch(`/api/admin/gallery/${item.id}`).send({ imageUrl: second }).expect(200);
    await request(t.app).get(first).expect(404);
    await request(t.app).get(second).expect(200);
  });

  it("answers 401 signed out and 403 for a customer on every admin gallery call", async () => {
    const customer = await t.asCustomer();
    const id = "11111111-1111-4111-8111-111111111111";
    const calls = [
      (a: request.Agent | ReturnType<typeof request>) => a.get("/api/admin/gallery"),
      (a: request.Agent | ReturnType<typeof request>) => a.post("/api/admin/gallery").send(galleryItem()),
      (a: request.Agent | ReturnType<typeof request>) => a.patch(`/api/admin/gallery/${id}`).send({ isActive: false }),
      (a: request.Agent | ReturnType<typeof request>) => a.delete(`/api/admin/gallery/${id}`),
    ];
    for (const call of calls) {
      await call(request(t.app)).expect(401);
      await call(customer).expect(403);
    }
    expect(await t.db.$count(galleryImages)).toBe(0);
  });
});
