// A board's shapes (SPEC §3), without zod: the collection filters and the pages read them.
export const SHAPES = ["rectangle", "square", "custom"] as const;
export type Shape = (typeof SHAPES)[number];
