import { z } from "zod";
import { text } from "./fields";
import { imageUrlSchema } from "./product";
import { SHAPES, type Shape } from "./shapes";

/** A gallery item as GET /api/gallery and GET /api/admin/gallery answer it. */
export type GalleryImage = {
  id: string;
  imageUrl: string;
  title: string;
  description: string | null;
  shape: Shape | null;
  juiceGroove: boolean | null;
  displayOrder: number;
  isActive: boolean;
  createdAt: string;
};

const galleryFields = {
  imageUrl: imageUrlSchema,
  title: text("Title", { max: 120, required: true }),
  // SPEC §5: a blank description is sent as nothing; stored as null.
  description: text("Description", { max: 2000, multiline: true })
    .nullable()
    .transform((v) => (v ? v : null)),
  shape: z.enum(SHAPES, { error: "Shape must be rectangle, square, or custom" }).nullable(),
  juiceGroove: z.boolean({ error: "Juice groove must be true or false" }).nullable(),
  displayOrder: z
    .number({ error: "Display order must be a whole number" })
    .int("Display order must be a whole number")
    .min(-100_000, "Display order is too small")
    .max(100_000, "Display order is too large"),
  isActive: z.boolean({ error: "Active must be true or false" }),
};

/** POST /api/admin/gallery (SPEC §3, §5: no id or timestamps; displayOrder 0 and active by default). */
export const galleryInputSchema = z.strictObject({
  ...galleryFields,
  description: galleryFields.description.optional().transform((v) => v ?? null),
  shape: galleryFields.shape.optional().transform((v) => v ?? null),
  juiceGroove: galleryFields.juiceGroove.optional().transform((v) => v ?? null),
  displayOrder: galleryFields.displayOrder.default(0),
  isActive: galleryFields.isActive.default(true),
});
export type GalleryInput = z.input<typeof galleryInputSchema>;

/** PATCH /api/admin/gallery/:id: any subset of the fields; the active toggle sends {isActive}. */
export const galleryPatchSchema = z
  .strictObject(galleryFields)
  .partial()
  .refine((patch) => Object.keys(patch).length > 0, "At least one field must be provided for update");

/** Content and gallery uploads (SPEC §9: any image): raster types sharp can read. SVG is refused: it can carry script. */
export const CONTENT_UPLOAD_TYPES = [
  "image/jpeg",
  "image/png",
  "image/gif",
  "image/webp",
  "image/avif",
  "image/tiff",
] as const;
