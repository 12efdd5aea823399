import type { z } from "zod";
import { centsToDecimal, parseCents } from "@shared/money";
import type { Product, Shape, productInputSchema, productPatchSchema } from "@shared/product";
import { notFound } from "../http/errors";
import type { UploadsService } from "../uploads/uploads.service";
import type { CatalogRepo, NewProductRow, ProductRow } from "./catalog.repo";

export function toProduct(row: ProductRow): Product {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    // numeric(10,2) arrives as a string; normalise through cents so it always has 2 decimals.
    price: centsToDecimal(parseCents(row.price) ?? 0),
    woodComposition: row.woodComposition ?? [],
    dimensions: row.dimensions,
    shape: row.shape as Shape,
    juiceGroove: row.juiceGroove,
    imageUrl: row.imageUrl,
    inStock: row.inStock,
    stock: row.stock,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

type ProductPatch = z.output<typeof productPatchSchema>;

function toRow(input: ProductPatch): Partial<NewProductRow> {
  const { price, ...rest } = input;
  return price === undefined ? rest : { ...rest, price: centsToDecimal(parseCents(price)!) };
}

export function catalogService(repo: CatalogRepo, uploads: UploadsService) {
  const missing = () => notFound("Product not found");
  return {
    async list(): Promise<Product[]> {
      return (await repo.list()).map(toProduct);
    },
    async create(input: z.output<typeof productInputSchema>): Promise<Product> {
      return toProduct(await repo.insert(toRow(input) as NewProductRow));
    },
    async update(id: string, input: ProductPatch): Promise<Product> {
      const before = await repo.findById(id);
      if (!before) throw missing();
      const row = await repo.update(id, toRow(input));
      if (!row) throw missing();
      if (before.imageUrl !== row.imageUrl) await uploads.releaseIfUnreferenced(before.imageUrl);
      return toProduct(row);
    },
    async remove(id: string): Promise<void> {
      const deleted = await repo.delete(id);
      if (!deleted) throw missing();
      await uploads.releaseIfUnreferenced(deleted.imageUrl);
    },
  };
}
export type CatalogService = ReturnType<typeof catalogService>;
