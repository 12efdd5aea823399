import { Eye, EyeOff, Trash2 } from "lucide-react";
import type { GalleryImage } from "@shared/gallery";
import { srcSetFor } from "@shared/image-variants";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { TableCell, TableRow } from "@/components/ui/table";
import { AdminTable } from "../admin-table";
import { juiceGrooveLabel, shapeLabel } from "./gallery-form";
import { useSetGalleryImageActive } from "./use-update-gallery-image";

type GalleryTableProps = {
  images: GalleryImage[] | undefined;
  isLoading: boolean;
  onDelete: (image: GalleryImage) => void;
};

const COLUMNS = ["Image", "Title", "Description", "Shape", "Juice Groove", "Order", "Status", "Actions"] as const;
const SKELETON_ROWS = 4;

/** SPEC §2, Gallery tab: every image with its details, an Activate/Deactivate toggle and delete. */
export function GalleryTable({ images, isLoading, onDelete }: GalleryTableProps) {
  const toggle = useSetGalleryImageActive();
  return (
    <AdminTable
      className="min-w-[900px]"
      columns={COLUMNS}
      rows={images}
      isLoading={isLoading}
      skeleton={{
        rows: SKELETON_ROWS,
        widthOf: (column) =>
          column === "Image"
            ? "size-12"
            : column === "Title" || column === "Description"
              ? "w-36"
              : column === "Actions"
                ? "ml-auto h-8 w-36"
                : "w-14",
      }}
    >
      {(image) => (
        <GalleryRow
          key={image.id}
          image={image}
          toggling={toggle.isPending && toggle.variables?.id === image.id}
          onToggle={() => toggle.mutate({ id: image.id, isActive: !image.isActive })}
          onDelete={() => onDelete(image)}
        />
      )}
    </AdminTable>
  );
}

function GalleryRow({
  image,
  toggling,
  onToggle,
  onDelete,
}: {
  image: GalleryImage;
  toggling: boolean;
  onToggle: () => void;
  onDelete: () => void;
}) {
  const shape = shapeLabel(image.shape);
  const groove = juiceGrooveLabel(image.juiceGroove);
  const toggleLabel = image.isActive ? "Deactivate" : "Activate";
  return (
    <TableRow>
      <TableCell className="w-16">
        <img
          src={image.imageUrl}
          srcSet={srcSetFor(image.imageUrl)}
          sizes="48px"
          alt=""
          loading="lazy"
          className="size-12 rounded-md border border-border bg-muted object-cover"
        />
      </TableCell>
      <TableCell className="min-w-40 max-w-56 break-words font-medium">{image.title}</TableCell>
      <TableCell className="min-w-48 max-w-80">
        {image.description ? (
          <p className="line-clamp-2 whitespace-pre-line break-words" title={image.description}>
            {image.description}
          </p>
        ) : (
          <NotGiven />
        )}
      </TableCell>
      <TableCell className="whitespace-nowrap">{shape ?? <NotGiven />}</TableCell>
      <TableCell className="whitespace-nowrap">{groove ?? <NotGiven />}</TableCell>
      <TableCell className="tabular-nums">{image.displayOrder}</TableCell>
      <TableCell>
        {image.isActive ? <Badge variant="instock">Active</Badge> : <Badge variant="secondary">Inactive</Badge>}
      </TableCell>
      <TableCell>
        <div className="flex justify-end gap-1">
          <Button
            variant="outline"
            size="sm"
            className="w-36"
            aria-label={`${toggleLabel} ${image.title}`}
            disabled={toggling}
            onClick={onToggle}
          >
            {image.isActive ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
            {toggling ? (image.isActive ? "Deactivating..." : "Activating...") : toggleLabel}
          </Button>
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Delete ${image.title}`}
            className="text-destructive hover:bg-destructive/10 hover:text-destructive"
            onClick={onDelete}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
      </TableCell>
    </TableRow>
  );
}

/** A detail the admin left as 'Not specified'. */
function NotGiven() {
  return (
    <span className="text-muted-foreground">
      <span aria-hidden="true">—</span>
      <span className="sr-only">Not specified</span>
    </span>
  );
}
