import { z } from "zod";
import { PRODUCT_TYPES, SHAPES, type ProductType, type Shape } from "./shapes";
import type { CategoryRef } from "./categories";
import { isSingleLine, notAllowedMessage, text, uuidIdSchema } from "./fields";
import { MAX_CENTS, centsToDecimal, parseCents } from "./money";
import { isAttachmentUrl, isImageUrl } from "./urls";
import { woodTotal, type WoodEntry } from "./wood";
import {
  DEFAULT_ENGRAVING_LENGTH,
  DEFAULT_ENGRAVING_SYMBOLS,
  MAX_ENGRAVING_LENGTH,
  type EngravingSetting,
} from "./engraving";

/** The longest lead time a board may carry, e.g. "Made to order, ships in 2–3 weeks". */
export const MAX_LEAD_TIME = 80;

/** active: sold in the shop; draft: hidden, only in the admin; archived: no longer sold, kept on its orders. */
const PRODUCT_VISIBILITIES = ["active", "draft", "archived"] as const;
export type ProductVisibility = (typeof PRODUCT_VISIBILITIES)[number];

const woodEntrySchema = z.object({
  type: text("Wood type", { max: 60, required: true }),
  percentage: z
    .number({ error: "Percentage must be a number" })
    .min(0, "Percentage must be at least 0")
    .max(100, "Percentage must be at most 100"),
});

/** SPEC §5: the server accepts a sum within 0.01 of 100; the form itself requires exactly 100. */
const WOOD_SUM_TOLERANCE = 0.01;

const woodCompositionSchema = z
  .array(woodEntrySchema)
  .min(1, "At least one wood type is required")
  .max(10, "At most 10 wood types")
  .refine((entries) => Math.abs(woodTotal(entries) - 100) <= WOOD_SUM_TOLERANCE, {
    message: "Wood type percentages must add up to 100%",
  });

const priceSchema = z
  .string({ error: "Price is required" })
  .trim()
  .min(1, "Price is required")
  .refine((v) => parseCents(v) !== null, "Price must be a number with at most 2 decimals, e.g. 89.00")
  .refine((v) => (parseCents(v) ?? 0) > 0, "Price must be greater than 0")
  .refine((v) => (parseCents(v) ?? 0) <= MAX_CENTS, "Price must be at most 99999999.99");

/**
 * An image address: a path on this site or an http(s) URL, never a private custom-order
 * attachment (decision 010), which pages must not show and image clean-up must not touch.
 */
export const imageUrlSchema = z
  .string({ error: "Image is required" })
  .trim()
  .min(1, "Image is required")
  .max(2000, "Image URL is too long")
  .refine(isSingleLine, notAllowedMessage("Image URL"))
  .refine(isImageUrl, "Image URL must start with / or http(s)://")
  .refine((url) => !isAttachmentUrl(url), "Image URL cannot point to a private attachment");

/** A board shows at most this many photos; the first is its `imageUrl` (SPEC §7) and its card's. */
export const MAX_PRODUCT_IMAGES = 8;
const MAX_IMAGE_ALT = 200;

/** One photo of a board: its address and what a screen reader says of it (blank: the board's name). */
const productImageSchema = z.strictObject({
  url: imageUrlSchema,
  alt: text("Alt text", { max: MAX_IMAGE_ALT }).default(""),
});
export type ProductImage = z.output<typeof productImageSchema>;

const imagesSchema = z
  .array(productImageSchema, { error: "Photos must be a list" })
  .min(1, "Image is required")
  .max(MAX_PRODUCT_IMAGES, `A board can have at most ${MAX_PRODUCT_IMAGES} photos`)
  .refine((images) => new Set(images.map((i) => i.url)).size === images.length, "The same photo is listed twice");

/**
 * A board's engraving as the owner offers it (decision 055). The symbols are characters besides
 * letters, digits and spaces (which are always allowed), each listed once.
 */
export const engravingSettingSchema = z.strictObject({
  price: z
    .string({ error: "Engraving price is required" })
    .trim()
    .refine((v) => parseCents(v) !== null, "Engraving price must be a number with at most 2 decimals, e.g. 15.00")
    .refine((v) => (parseCents(v) ?? 0) <= 100_000, "Engraving price must be at most 1000.00")
    .transform((v) => centsToDecimal(parseCents(v)!)),
  maxLength: z
    .number({ error: "Maximum characters must be a whole number" })
    .int("Maximum characters must be a whole number")
    .min(1, "Maximum characters must be at least 1")
    .max(MAX_ENGRAVING_LENGTH, `Maximum characters must be at most ${MAX_ENGRAVING_LENGTH}`)
    .default(DEFAULT_ENGRAVING_LENGTH),
  symbols: z
    .string({ error: "Allowed symbols must be text" })
    .transform((v) => [...new Set(v.replace(/\s/g, ""))].join(""))
    .refine((v) => !/[\p{L}\p{N}\p{C}]/u.test(v), "Allowed symbols are the characters besides letters and digits")
    .refine((v) => v.length <= 40, "Allowed symbols are too many")
    .default(DEFAULT_ENGRAVING_SYMBOLS),
}) satisfies z.ZodType<EngravingSetting, unknown>;

const IMAGE_URL_IS_FIRST = "Image URL must be the first photo";
/** `imageUrl` beside `images` says the same thing twice: it must name the first photo. */
const imageUrlAgrees = (p: { imageUrl?: string; images?: ProductImage[] }) =>
  !(p.imageUrl !== undefined && p.images !== undefined && p.images[0]?.url !== p.imageUrl);

/** 'Complete the set' pairs a product with at most this many others (decision 056). */
export const MAX_RELATED_PRODUCTS = 4;

const relatedIdsSchema = z
  .array(uuidIdSchema, { error: "Related products must be a list of product ids" })
  .max(MAX_RELATED_PRODUCTS, `At most ${MAX_RELATED_PRODUCTS} related products`)
  .refine((ids) => new Set(ids).size === ids.length, "The same related product is listed twice");

const productFields = {
  name: text("Name", { max: 120, required: true }),
  description: text("Description", { max: 2000, required: true, multiline: true }),
  price: priceSchema,
  woodComposition: woodCompositionSchema,
  dimensions: text("Dimensions", { max: 120, required: true, plural: true }),
  // A board, or an accessory whose page shows no shape, juice groove or wood (decision 082).
  productType: z.enum(PRODUCT_TYPES, { error: "Product type must be board or accessory" }),
  shape: z.enum(SHAPES, { error: "Shape must be rectangle, square, or custom" }),
  juiceGroove: z.boolean({ error: "Juice groove must be true or false" }),
  imageUrl: imageUrlSchema,
  // Every photo in order, the first being `imageUrl`. Either may be sent (SPEC §7 sends only imageUrl).
  images: imagesSchema,
  inStock: z.boolean({ error: "In stock must be true or false" }),
  // Boards on hand; null (or absent on create) means made to order, without a limit.
  stock: z
    .number({ error: "Stock must be a whole number" })
    .int("Stock must be a whole number")
    .min(0, "Stock cannot be negative")
    .max(100_000, "Stock is too large")
    .nullable(),
  visibility: z.enum(PRODUCT_VISIBILITIES, { error: "Visibility must be active, draft or archived" }),
  // Only for a board made to order (no stock count): "Made to order, ships in 2–3 weeks".
  leadTime: text("Lead time", { max: MAX_LEAD_TIME })
    .nullable()
    .transform((value) => value || null),
  // null: the board is not engraved; else its price and rules (decision 055).
  engraving: engravingSettingSchema.nullable(),
  // Its collection (decision 056), or none; the server checks that it exists.
  categoryId: uuidIdSchema.nullable(),
  // 'Complete the set': other products, in order; the server checks that each exists and is not this one.
  relatedIds: relatedIdsSchema,
};

const LEAD_TIME_NEEDS_NO_STOCK = "Lead time is only for boards made to order: leave the stock empty";
/** A lead time beside a stock count contradicts it (the count says how many are ready now). */
const leadTimeFits = (p: { stock?: number | null; leadTime?: string | null }) =>
  !(p.leadTime && p.stock !== undefined && p.stock !== null);

/**
 * The product payload of POST /api/products (SPEC §5: no id; shape, juiceGroove, inStock default).
 * Its photos arrive as `images`, or as one `imageUrl` (SPEC §7), and always leave as `images`.
 */
export const productInputSchema = z
  .strictObject({
    ...productFields,
    imageUrl: productFields.imageUrl.optional(),
    images: productFields.images.optional(),
    productType: productFields.productType.default("board"),
    shape: productFields.shape.default("rectangle"),
    juiceGroove: productFields.juiceGroove.default(false),
    inStock: productFields.inStock.default(true),
    stock: productFields.stock.default(null),
    visibility: productFields.visibility.default("active"),
    leadTime: productFields.leadTime.default(null),
    engraving: productFields.engraving.default(null),
    categoryId: productFields.categoryId.default(null),
    relatedIds: productFields.relatedIds.default([]),
  })
  .refine(leadTimeFits, { message: LEAD_TIME_NEEDS_NO_STOCK, path: ["leadTime"] })
  .refine((p) => p.imageUrl !== undefined || p.images !== undefined, {
    message: "Image is required",
    path: ["imageUrl"],
  })
  .refine(imageUrlAgrees, { message: IMAGE_URL_IS_FIRST, path: ["imageUrl"] })
  .transform(({ imageUrl, images, ...rest }) => ({ ...rest, images: images ?? [{ url: imageUrl!, alt: "" }] }));

/** PATCH /api/products/:id: any subset of the fields (no defaults, so nothing unsent is reset). */
export const productPatchSchema = z
  .strictObject(productFields)
  .partial()
  .refine((patch) => Object.keys(patch).length > 0, "At least one field must be provided for update")
  .refine(leadTimeFits, { message: LEAD_TIME_NEEDS_NO_STOCK, path: ["leadTime"] })
  .refine(imageUrlAgrees, { message: IMAGE_URL_IS_FIRST, path: ["imageUrl"] });
export type ProductInput = z.input<typeof productInputSchema>;

/** A board's stars on its card and under its title (decision 058's average and count). */
export type ProductRating = { average: number; count: number };

/** A product as GET /api/products answers it. */
export type Product = {
  id: string;
  /** The board's address segment (/products/<slug>), made by the server from its name; never sent by a client. */
  slug: string;
  name: string;
  description: string;
  price: string;
  woodComposition: WoodEntry[];
  dimensions: string;
  /** A board or an accessory (decision 082). The server always sends it; absent (a stored cart line, a test's board) means a board. */
  productType?: ProductType;
  shape: Shape;
  juiceGroove: boolean;
  /** The first photo's address (SPEC §7). */
  imageUrl: string;
  /** Every photo in order, the first being `imageUrl`; an alt text may be blank (the board's name is read then). */
  images: ProductImage[];
  inStock: boolean;
  /** Boards on hand; null means made to order. At 0 the board is out of stock. */
  stock: number | null;
  /** Only the admin's list (GET /api/admin/products) holds boards that are not 'active'. */
  visibility: ProductVisibility;
  /** A made-to-order board's lead time ("Made to order, ships in 2–3 weeks"), or null. */
  leadTime: string | null;
  /** Whether the board can be engraved, at what price and with which characters (decision 055); null: not offered. */
  engraving: EngravingSetting | null;
  // The server always sends the three below (decision 056); they are optional because a product kept
  // from before them (a stored cart line) has none.
  /** Its collection, or null. */
  categoryId?: string | null;
  category?: CategoryRef | null;
  /** 'Complete the set': the products the owner pairs with this one, in order (any visibility; the pages show the active ones in stock). */
  relatedIds?: string[];
  /** Its approved reviews' average (to 1 decimal) and count, or null before the first; only GET /api/products carries it. */
  rating?: ProductRating | null;
  createdAt: string;
  updatedAt: string;
};

export const PRODUCT_UPLOAD_TYPES = ["image/jpeg", "image/png", "image/gif"] as const;
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
