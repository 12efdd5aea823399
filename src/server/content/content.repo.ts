import { asc, eq, or, sql } from "drizzle-orm";
import { SITE_CONTENT_IMAGE_FIELDS } from "@shared/site-content";
import type { Db } from "../db/client";
import type { Executor } from "../db/tx";
import { galleryImages, siteContent } from "../db/schema";

export type SiteContentRow = typeof siteContent.$inferSelect;
export type GalleryImageRow = typeof galleryImages.$inferSelect;
type NewGalleryImageRow = typeof galleryImages.$inferInsert;
type SiteContentChanges = Partial<Omit<typeof siteContent.$inferInsert, "id" | "updatedAt">>;

const GALLERY_ORDER = [asc(galleryImages.displayOrder), asc(galleryImages.createdAt)] as const;

export function contentRepo(db: Db) {
  async function siteContentRow(tx: Executor = db): Promise<SiteContentRow> {
    const rows = await tx.select().from(siteContent).where(eq(siteContent.id, 1)).limit(1);
    if (rows[0]) return rows[0];
    await tx.insert(siteContent).values({ id: 1 }).onConflictDoNothing();
    const created = await tx.select().from(siteContent).where(eq(siteContent.id, 1)).limit(1);
    return created[0];
  }

  return {
    /** The single row (id 1), created with the column defaults when missing. */
    siteContent: (tx?: Executor) => siteContentRow(tx),
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
    /** Adds a setup checklist item the owner keeps as it is, once (decision 038). */
    async dismissSetupItem(id: string): Promise<void> {
      await siteContentRow();
      await db
        .update(siteContent)
        .set({
          setupDismissed: sql`case when ${siteContent.setupDismissed} ? ${id} then ${siteContent.setupDismissed}
            else ${siteContent.setupDismissed} || jsonb_build_array(${id}::text) end`,
        })
        .where(eq(siteContent.id, 1));
    },
    activeGallery(): Promise<GalleryImageRow[]> {
      return db
        .select()
        .from(galleryImages)
        .where(eq(galleryImages.isActive, true))
        .orderBy(...GALLERY_ORDER);
    },
    allGallery(): Promise<GalleryImageRow[]> {
      return db
        .select()
        .from(galleryImages)
        .orderBy(...GALLERY_ORDER);
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

    /** Whether a gallery item or a site-content image shows `url` (uploads/uploads.repo.ts). */
    async showsImage(url: string): Promise<boolean> {
      const counts = await Promise.all([
        db.$count(galleryImages, eq(galleryImages.imageUrl, url)),
        db.$count(siteContent, or(...SITE_CONTENT_IMAGE_FIELDS.map((field) => eq(siteContent[field], url)))),
      ]);
      return counts.some((n) => n > 0);
    },
    /** The images of the gallery and the site content; an empty site-content field is null. */
    async imageUrls(): Promise<(string | null)[]> {
      const [galleryRows, siteRows] = await Promise.all([
        db.select({ url: galleryImages.imageUrl }).from(galleryImages),
        db.select().from(siteContent),
      ]);
      return [
        ...galleryRows.map((row) => row.url),
        ...siteRows.flatMap((row) => SITE_CONTENT_IMAGE_FIELDS.map((field) => row[field])),
      ];
    },
  };
}
export type ContentRepo = ReturnType<typeof contentRepo>;
