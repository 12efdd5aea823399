import { describe, expect, it } from "vitest";
import { galleryInputSchema } from "@shared/gallery";
import {
  EMPTY_GALLERY_FORM,
  galleryFormSchema,
  galleryPayload,
  juiceGrooveLabel,
  parseDisplayOrder,
  shapeLabel,
} from "./gallery-form";

const filled = { ...EMPTY_GALLERY_FORM, imageUrl: "/uploads/content/a.webp", title: "Walnut Heirloom" };

describe("gallery add-image form (SPEC §5, Gallery rules)", () => {
  it("requires the image and the title", () => {
    const result = galleryFormSchema.safeParse(EMPTY_GALLERY_FORM);
    // The form shows each field's first message.
    const first = new Map<string, string>();
    for (const issue of result.error?.issues ?? [])
      if (!first.has(issue.path.join("."))) first.set(issue.path.join("."), issue.message);
    expect([...first]).toEqual([
      ["imageUrl", "Image is required"],
      ["title", "Title is required"],
    ]);
    expect(galleryFormSchema.safeParse({ ...filled, title: "   " }).success).toBe(false);
    expect(galleryFormSchema.safeParse({ ...filled, imageUrl: "javascript:alert(1)" }).error?.issues[0].message).toBe(
      "Image URL must start with / or http(s)://",
    );
    expect(galleryFormSchema.safeParse(filled).success).toBe(true);
  });

  it("sends a blank description and 'Not specified' choices as nothing", () => {
    const payload = galleryPayload({ ...filled, title: "  Walnut Heirloom ", description: "   " });
    expect(payload).toEqual({
      imageUrl: "/uploads/content/a.webp",
      title: "Walnut Heirloom",
      displayOrder: 0,
      isActive: true,
    });
    expect("description" in payload || "shape" in payload || "juiceGroove" in payload).toBe(false);
  });

  it("sends the chosen shape, juice groove, description and order", () => {
    expect(
      galleryPayload({
        ...filled,
        description: " Made for a wedding ",
        shape: "square",
        juiceGroove: "no",
        displayOrder: "7",
      }),
    ).toEqual({
      imageUrl: "/uploads/content/a.webp",
      title: "Walnut Heirloom",
      description: "Made for a wedding",
      shape: "square",
      juiceGroove: false,
      displayOrder: 7,
      isActive: true,
    });
    expect(galleryPayload({ ...filled, juiceGroove: "yes" }).juiceGroove).toBe(true);
  });

  it("falls back to 0 for a display order that is not a number, and refuses a fraction", () => {
    for (const text of ["", "  ", "abc", "Infinity"]) expect(parseDisplayOrder(text)).toBe(0);
    expect(parseDisplayOrder(" -3 ")).toBe(-3);
    expect(galleryFormSchema.safeParse({ ...filled, displayOrder: "abc" }).success).toBe(true);
    expect(galleryFormSchema.safeParse({ ...filled, displayOrder: "1.5" }).error?.issues[0].message).toBe(
      "Display order must be a whole number",
    );
    expect(galleryFormSchema.safeParse({ ...filled, displayOrder: "1000000" }).success).toBe(false);
  });

  it("builds a payload the server's schema accepts", () => {
    const payload = galleryPayload({ ...filled, shape: "custom", juiceGroove: "yes", displayOrder: "-2" });
    expect(galleryInputSchema.safeParse(payload).success).toBe(true);
    expect(galleryInputSchema.safeParse(galleryPayload(filled)).success).toBe(true);
  });

  it("labels stored values for the table", () => {
    expect(shapeLabel("rectangle")).toBe("Rectangle");
    expect(shapeLabel(null)).toBeNull();
    expect(juiceGrooveLabel(true)).toBe("Yes");
    expect(juiceGrooveLabel(false)).toBe("No");
    expect(juiceGrooveLabel(null)).toBeNull();
  });
});
