import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SITE_CONTENT_DEFAULTS } from "@shared/site-content";
import { galleryImages, siteContent } from "../db/schema";
import { createTestApp, type TestApp } from "../test/harness";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe("GET /api/site-content", () => {
  it("answers row 1 with the spec's default texts and no images", async () => {
    const res = await request(t.app).get("/api/site-content").expect(200);
    expect(res.body).toMatchObject({ id: 1, ...SITE_CONTENT_DEFAULTS, heroImageUrl: null, aboutImageUrl: null, galleryHeroImageUrl: null });
    expect(res.body.aboutHeading).toBe("Our Story");
    expect(res.body.aboutSubheading).toBe("Quality & Sustainability");
    expect(res.body.contactHeading).toBe("Get In Touch");
    expect(res.body.galleryHeading).toBe("Custom Work Gallery");
  });

  it("recreates the row with defaults if it is missing", async () => {
    await t.db.delete(siteContent);
    const res = await request(t.app).get("/api/site-content").expect(200);
    expect(res.body.contactPhone).toBe("(555) 123-4567");
  });
});

describe("GET /api/gallery", () => {
  it("answers only active items, by display order", async () => {
    await t.db.insert(galleryImages).values([
      { imageUrl: "/a.webp", title: "Third", displayOrder: 3 },
      { imageUrl: "/b.webp", title: "Hidden", displayOrder: 0, isActive: false },
      { imageUrl: "/c.webp", title: "First", displayOrder: 1, shape: "square", juiceGroove: true },
    ]);
    const res = await request(t.app).get("/api/gallery").expect(200);
    expect(res.body.map((g: { title: string }) => g.title)).toEqual(["First", "Third"]);
    expect(res.body[0]).toMatchObject({ shape: "square", juiceGroove: true, isActive: true, description: null });
  });
});
