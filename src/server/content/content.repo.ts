import { asc, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { galleryImages, siteContent } from "../db/schema";

export type SiteContentRow = typeof siteContent.$inferSelect;
export type GalleryImageRow = typeof galleryImages.$inferSelect;

export function contentRepo(db: Db) {
  return {
    /** The single row (id 1), created with the column defaults when missing. */
    async siteContent(): Promise<SiteContentRow> {
      const rows = await db.select().from(siteContent).where(eq(siteContent.id, 1)).limit(1);
      if (rows[0]) return rows[0];
      await db.insert(siteContent).values({ id: 1 }).onConflictDoNothing();
      const created = await db.select().from(siteContent).where(eq(siteContent.id, 1)).limit(1);
      return created[0];
    },
    activeGallery(): Promise<GalleryImageRow[]> {
      return db
        .select()
        .from(galleryImages)
        .where(eq(galleryImages.isActive, true))
        .orderBy(asc(galleryImages.displayOrder), asc(galleryImages.createdAt));
    },
  };
}
export type ContentRepo = ReturnType<typeof contentRepo>;
