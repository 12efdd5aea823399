import { z } from "zod";
import { text } from "./fields";

/** The most collections a shop keeps; their links fit one row. */
export const MAX_CATEGORIES = 50;

/** A collection of the shop (decision 056), as GET /api/categories and the admin's calls answer it. */
export type Category = {
  id: string;
  /** Its page's address segment, /collections/<slug>: made from the name at creation, kept on a rename. */
  slug: string;
  name: string;
  description: string;
  /** Its place among the collections, 0 first. */
  position: number;
  /** Whether its products show in the home page's 'Our Collection' (SPEC §2 keeps that grid the boards'). */
  onHome: boolean;
  createdAt: string;
  updatedAt: string;
};

/** What a product carries of its collection. */
export type CategoryRef = Pick<Category, "id" | "slug" | "name" | "onHome">;

const categoryFields = {
  name: text("Name", { max: 60, required: true }),
  description: text("Description", { max: 1000, multiline: true }),
  position: z
    .number({ error: "Position must be a whole number" })
    .int("Position must be a whole number")
    .min(0, "Position cannot be negative")
    .max(1000, "Position is too large"),
  onHome: z.boolean({ error: "Show on the home page must be true or false" }),
};

/** POST /api/admin/categories: a new collection goes last unless a position is given. */
export const categoryInputSchema = z.strictObject({
  ...categoryFields,
  description: categoryFields.description.default(""),
  position: categoryFields.position.optional(),
  onHome: categoryFields.onHome.default(true),
});

/** PATCH /api/admin/categories/:id: any subset of the fields. */
export const categoryPatchSchema = z
  .strictObject(categoryFields)
  .partial()
  .refine((patch) => Object.keys(patch).length > 0, "At least one field must be provided for update");

export type CategoryInput = z.input<typeof categoryInputSchema>;
