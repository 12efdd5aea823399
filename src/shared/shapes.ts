// A board's shapes (SPEC §3), without zod: the collection filters and the pages read them.
export const SHAPES = ["rectangle", "square", "custom"] as const;
export type Shape = (typeof SHAPES)[number];

// A product's type (issue 40, decision 082): a board, or an accessory (oil, wax, a stand), which has
// no shape, juice groove or wood to show.
export const PRODUCT_TYPES = ["board", "accessory"] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];
/** Whether a product shows a board's facts (shape, juice groove, wood); one without a type is a board. */
export const isBoard = (product: { productType?: ProductType }): boolean => product.productType !== "accessory";
