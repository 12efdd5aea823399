import { z } from "zod";
import { galleryInputSchema, type GalleryImage, type GalleryInput } from "@shared/gallery";
import { imageUrlSchema } from "@shared/product";
import { SHAPES, type Shape } from "@shared/shapes";

/** The select choice that sends nothing (SPEC §2, §5: 'Not specified'). Radix items cannot hold "". */
const NOT_SPECIFIED = "unspecified";

export const SHAPE_CHOICES = [NOT_SPECIFIED, ...SHAPES] as const;
export const JUICE_GROOVE_CHOICES = [NOT_SPECIFIED, "yes", "no"] as const;

export const CHOICE_LABELS: Record<(typeof SHAPE_CHOICES)[number] | (typeof JUICE_GROOVE_CHOICES)[number], string> = {
  [NOT_SPECIFIED]: "Not specified",
  rectangle: "Rectangle",
  square: "Square",
  custom: "Custom",
  yes: "Yes",
  no: "No",
};

/** What the add-image form's inputs hold. */
export type GalleryFormValues = {
  imageUrl: string;
  title: string;
  description: string;
  shape: (typeof SHAPE_CHOICES)[number];
  juiceGroove: (typeof JUICE_GROOVE_CHOICES)[number];
  /** The number box's text; blank or not a number means 0 (SPEC §5). */
  displayOrder: string;
};

export const EMPTY_GALLERY_FORM: GalleryFormValues = {
  imageUrl: "",
  title: "",
  description: "",
  shape: NOT_SPECIFIED,
  juiceGroove: NOT_SPECIFIED,
  displayOrder: "0",
};

const MAX_ORDER = 100_000;

/** SPEC §5: a display order that is not a number falls back to 0. */
export function parseDisplayOrder(text: string): number {
  const trimmed = text.trim();
  const value = trimmed === "" ? NaN : Number(trimmed);
  return Number.isFinite(value) ? value : 0;
}

/**
 * The form's checks (SPEC §5, Gallery rules): image and title required, with the shared
 * contract's messages. A number given as the order must be one the server accepts.
 */
export const galleryFormSchema = z.object({
  imageUrl: imageUrlSchema,
  title: galleryInputSchema.shape.title,
  description: z.string().max(2000, "Description is too long"),
  shape: z.enum(SHAPE_CHOICES),
  juiceGroove: z.enum(JUICE_GROOVE_CHOICES),
  displayOrder: z
    .string()
    .refine((text) => Number.isInteger(parseDisplayOrder(text)), "Display order must be a whole number")
    .refine(
      (text) => Math.abs(parseDisplayOrder(text)) <= MAX_ORDER,
      "Display order must be between -100000 and 100000",
    ),
}) satisfies z.ZodType<GalleryFormValues, GalleryFormValues>;

/**
 * The POST /api/admin/gallery payload (SPEC §5): a blank description, and 'Not specified' for
 * shape or juice groove, are left out; a new image is active.
 */
export function galleryPayload(values: GalleryFormValues): GalleryInput {
  const payload: GalleryInput = {
    imageUrl: values.imageUrl.trim(),
    title: values.title.trim(),
    displayOrder: parseDisplayOrder(values.displayOrder),
    isActive: true,
  };
  const description = values.description.trim();
  if (description) payload.description = description;
  if (values.shape !== NOT_SPECIFIED) payload.shape = values.shape;
  if (values.juiceGroove !== NOT_SPECIFIED) payload.juiceGroove = values.juiceGroove === "yes";
  return payload;
}

/** Table cells: a stored shape or juice groove, or a dash when the admin did not say. */
export function shapeLabel(shape: Shape | null): string | null {
  return shape ? CHOICE_LABELS[shape] : null;
}

export function juiceGrooveLabel(juiceGroove: GalleryImage["juiceGroove"]): string | null {
  return juiceGroove === null ? null : juiceGroove ? "Yes" : "No";
}

export const DELETE_GALLERY_IMAGE_QUESTION = "Delete this image from the gallery?";
