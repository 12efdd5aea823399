import { asc, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { galleryImages, siteContent } from "../db/schema";

export type SiteContentRow = typeof siteContent.$inferSelect;
export type GalleryImageRow = typeof galleryImages.$inferSelect;
export type NewGalleryImageRow = typeof galleryImages.$inferInsert;
type SiteContentChanges = Partial<Omit<typeof siteContent.$inferInsert, "id" | "updatedAt">>;

const GALLERY_ORDER = [asc(galleryImages.displayOrder), asc(galleryImages.createdAt)] as const;

export function contentRepo(db: Db) {
  async function siteContentRow(): Promise<SiteContentRow> {
    const rows = await db.select().from(siteContent).where(eq(siteContent.id, 1)).limit(1);
    if (rows[0]) return rows[0];
    await db.insert(siteContent).values({ id: 1 }).onConflictDoNothing();
    const created = await db.select().from(siteContent).where(eq(siteContent.id, 1)).limit(1);
    return created[0];
  }

  return {
    /** The single row (id 1), created with the column defaults when missing. */
    siteContent: siteContentRow,
    /** Updates row 1 (creating it first when missing) and answers the row before and after. */
    async updateSiteContent(changes: SiteContentChanges): Promise<{ before: SiteContentRow; after: SiteContentRow }> {
      const before = await siteContentRow();
      const [after] = await db
        .update(siteContent)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(siteContent.id, 1))
        .returning();
      return { before, after };
    },
    activeGallery(): Promise<GalleryImageRow[]> {
      return db
        .select()
        .from(galleryImages)
        .where(eq(galleryImages.isActive, true))
        .orderBy(...GALLERY_ORDER);
    },
    allGallery(): Promise<GalleryImageRow[]> {
      return db.select().from(galleryImages).orderBy(...GALLERY_ORDER);
    },
    async findGalleryImage(id: string): Promise<GalleryImageRow | undefined> {
      const rows = await db.select().from(galleryImages).where(eq(galleryImages.id, id)).limit(1);
      return rows[0];
    },
    async insertGalleryImage(values: NewGalleryImageRow): Promise<GalleryImageRow> {
      const [row] = await db.insert(galleryImages).values(values).returning();
      return row;
    },
    async updateGalleryImage(id: string, changes: Partial<NewGalleryImageRow>): Promise<GalleryImageRow | undefined> {
      const [row] = await db.update(galleryImages).set(changes).where(eq(galleryImages.id, id)).returning();
      return row;
    },
    async deleteGalleryImage(id: string): Promise<GalleryImageRow | undefined> {
      const [row] = await db.delete(galleryImages).where(eq(galleryImages.id, id)).returning();
      return row;
    },
  };
}
export type ContentRepo = ReturnType<typeof contentRepo>;
