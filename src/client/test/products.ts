// A board as the catalogue's API answers it, for component tests: a walnut rectangle in stock,
// named and priced as the test needs (`over`).
import type { Product } from "@shared/product";

export function testProduct(over: Partial<Product> = {}): Product {
  const id = over.id ?? "p1";
  const name = over.name ?? "Walnut Board";
  const imageUrl = over.imageUrl ?? `/images/boards/${id}.webp`;
  return {
    id,
    slug: name.toLowerCase().replace(/\W+/g, "-"),
    name,
    description: name,
    price: "129.00",
    woodComposition: [{ type: "Walnut", percentage: 100 }],
    dimensions: '18" x 12"',
    productType: "board",
    shape: "rectangle",
    juiceGroove: false,
    imageUrl,
    images: [{ url: imageUrl, alt: "" }],
    inStock: true,
    stock: 3,
    visibility: "active",
    leadTime: null,
    engraving: null,
    categoryId: null,
    category: null,
    relatedIds: [],
    createdAt: "2026-01-01T00:00:00.000Z",
    updatedAt: "2026-01-01T00:00:00.000Z",
    ...over,
  };
}
