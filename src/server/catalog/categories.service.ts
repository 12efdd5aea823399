import type { z } from "zod";
import { MAX_CATEGORIES, type Category, type categoryInputSchema, type categoryPatchSchema } from "@shared/categories";
import { slugify } from "@shared/slug";
import { Conflict, Invalid, NotFound } from "../errors";
import type { ChangeNotifier } from "../infra/change-feed";
import { isCategorySlugClash, type CategoriesRepo, type CategoryRow } from "./categories.repo";

function toCategory(row: CategoryRow): Category {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    position: row.position,
    onHome: row.onHome,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const CATEGORY_SLUG_TAKEN = "Another collection already has this name's address; choose another name";

/**
 * The shop's collections (decision 056). They are part of the catalogue: every change notifies
 * 'catalog', so the products' read, the collection pages and the sitemap follow.
 */
export function categoriesService(repo: CategoriesRepo, changes: ChangeNotifier) {
  const missing = () => new NotFound("Category not found");
  const notified = async <T>(result: T): Promise<T> => {
    await changes.notify("catalog");
    return result;
  };
  const slugTaken = (error: unknown): never => {
    if (isCategorySlugClash(error)) throw new Conflict(CATEGORY_SLUG_TAKEN);
    throw error;
  };

  return {
    async list(): Promise<Category[]> {
      return (await repo.list()).map(toCategory);
    },
    async findBySlug(slug: string): Promise<Category | undefined> {
      const row = await repo.findBySlug(slug);
      return row && toCategory(row);
    },
    async create(input: z.output<typeof categoryInputSchema>): Promise<Category> {
      if ((await repo.count()) >= MAX_CATEGORIES)
        throw new Invalid(`A shop can have at most ${MAX_CATEGORIES} collections`);
      const position = input.position ?? (await repo.nextPosition());
      const row = await repo.insert({ ...input, position, slug: slugify(input.name) }).catch(slugTaken);
      return notified(toCategory(row));
    },
    /** A rename keeps the slug: the collection's address, in links and search results, stays. */
    async update(id: string, patch: z.output<typeof categoryPatchSchema>): Promise<Category> {
      const row = await repo.update(id, patch);
      if (!row) throw missing();
      return notified(toCategory(row));
    },
    /** Its products stay, without a collection. */
    async remove(id: string): Promise<void> {
      if (!(await repo.delete(id))) throw missing();
      await changes.notify("catalog");
    },
  };
}
export type CategoriesService = ReturnType<typeof categoriesService>;
