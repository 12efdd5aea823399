import { useState } from "react";
import type { GalleryImage } from "@shared/gallery";
import { AddGalleryImageForm } from "./add-gallery-image-form";
import { DeleteGalleryImageDialog } from "./delete-gallery-image-dialog";
import { GalleryTable } from "./gallery-table";
import { useAdminGallery } from "./use-admin-gallery";
import { AdminCard, AdminList } from "../admin-panel";

/** The Gallery tab: add photos of custom work, show or hide them on /gallery, delete them (SPEC §2). */
export function GalleryTab() {
  const query = useAdminGallery();
  const { data: images, isLoading } = query;
  const [deleting, setDeleting] = useState<GalleryImage | null>(null);
  const activeCount = images?.filter((image) => image.isActive).length ?? 0;

  return (
    <div className="grid gap-6">
      <AdminCard
        title="Add Gallery Image"
        description="A photo of a custom board for the Gallery page. Only the image and the title are required."
      >
        <AddGalleryImageForm />
      </AdminCard>

      <AdminCard
        title="Gallery Images"
        description={
          images && images.length > 0
            ? `${activeCount} of ${images.length} shown on the Gallery page, lowest display order first. Inactive images stay here, hidden from visitors.`
            : "Shown on the Gallery page, lowest display order first. Inactive images stay here, hidden from visitors."
        }
      >
        <AdminList
          query={query}
          loadError="The gallery could not be loaded."
          empty={{ title: "No images in gallery yet", hint: "Add a photo of your custom work with the form above." }}
        >
          <GalleryTable images={images} isLoading={isLoading} onDelete={setDeleting} />
        </AdminList>
      </AdminCard>

      <DeleteGalleryImageDialog image={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
