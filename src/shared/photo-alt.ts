// Without zod, so a board's page does not load the schemas to name its photos.
import type { Product } from "./product";

/** What a screen reader says of a board's photo: its own alt text, else the board's name (and which photo). */
export function photoAlt(product: Pick<Product, "name" | "images">, index: number): string {
  const alt = product.images[index]?.alt;
  if (alt) return alt;
  return index === 0 ? product.name : `${product.name}, photo ${index + 1} of ${product.images.length}`;
}
