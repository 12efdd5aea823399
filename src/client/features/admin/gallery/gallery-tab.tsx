import { useState } from "react";
import type { GalleryImage } from "@shared/gallery";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { AddGalleryImageForm } from "./add-gallery-image-form";
import { DeleteGalleryImageDialog } from "./delete-gallery-image-dialog";
import { GalleryTable } from "./gallery-table";
import { useAdminGallery } from "./use-admin-gallery";

/** The Gallery tab: add photos of custom work, show or hide them on /gallery, delete them (SPEC §2). */
export function GalleryTab() {
  const { data: images, isLoading, isError, refetch, isFetching } = useAdminGallery();
  const [deleting, setDeleting] = useState<GalleryImage | null>(null);
  const activeCount = images?.filter((image) => image.isActive).length ?? 0;

  return (
    <div className="grid gap-6">
      <Card className="overflow-hidden">
        <div className="border-b border-border p-4 sm:px-6">
          <h2 className="font-serif text-xl font-semibold">Add Gallery Image</h2>
          <p className="text-sm text-muted-foreground">
            A photo of a custom board for the Gallery page. Only the image and the title are required.
          </p>
        </div>
        <AddGalleryImageForm />
      </Card>

      <Card className="overflow-hidden">
        <div className="border-b border-border p-4 sm:px-6">
          <h2 className="font-serif text-xl font-semibold">Gallery Images</h2>
          <p className="text-sm text-muted-foreground">
            {images && images.length > 0
              ? `${activeCount} of ${images.length} shown on the Gallery page, lowest display order first. Inactive images stay here, hidden from visitors.`
              : "Shown on the Gallery page, lowest display order first. Inactive images stay here, hidden from visitors."}
          </p>
        </div>

        {isError ? (
          <div className="flex flex-col items-center gap-3 px-4 py-12 text-center">
            <p className="text-muted-foreground">The gallery could not be loaded.</p>
            <Button variant="outline" onClick={() => void refetch()} disabled={isFetching}>
              {isFetching ? "Retrying..." : "Try again"}
            </Button>
          </div>
        ) : !isLoading && images?.length === 0 ? (
          <div className="flex flex-col items-center gap-1 px-4 py-12 text-center">
            <p className="font-medium">No images in gallery yet</p>
            <p className="text-sm text-muted-foreground">Add a photo of your custom work with the form above.</p>
          </div>
        ) : (
          <GalleryTable images={images} isLoading={isLoading} onDelete={setDeleting} />
        )}
      </Card>

      <DeleteGalleryImageDialog image={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
