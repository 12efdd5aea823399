import { Eye, EyeOff, Trash2 } from "@/components/ui/icons";
import type { GalleryImage } from "@shared/gallery";
import { srcSetFor } from "@shared/image-variants";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { TableRow } from "@/components/ui/table";
import { AdminCell, AdminTable, RowActions } from "../admin-table";
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
      columns={COLUMNS}
      rows={images}
      isLoading={isLoading}
      skeleton={{
        rows: SKELETON_ROWS,
        sizeOf: (column) =>
          column === "Image"
            ? "size-12"
            : column === "Title" || column === "Description"
              ? "h-4 w-36"
              : column === "Actions"
                ? "ml-auto h-8 w-36"
                : "h-4 w-14",
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
      <AdminCell card="media" className="w-16">
        <img
          src={image.imageUrl}
          srcSet={srcSetFor(image.imageUrl)}
          sizes="48px"
          alt=""
          loading="lazy"
          className="size-12 rounded-md border border-border bg-muted object-cover"
        />
      </AdminCell>
      <AdminCell card="title" className="min-w-32 font-medium wrap-break-word">
        {image.title}
      </AdminCell>
      <AdminCell label="Description" className="min-w-40">
        {image.description ? (
          <p className="line-clamp-2 whitespace-pre-line break-words" title={image.description}>
            {image.description}
          </p>
        ) : (
          <NotGiven />
        )}
      </AdminCell>
      <AdminCell label="Shape">{shape ?? <NotGiven />}</AdminCell>
      <AdminCell label="Juice Groove">{groove ?? <NotGiven />}</AdminCell>
      <AdminCell label="Order" className="tabular-nums">
        {image.displayOrder}
      </AdminCell>
      <AdminCell label="Status">
        {image.isActive ? <Badge variant="instock">Active</Badge> : <Badge variant="secondary">Inactive</Badge>}
      </AdminCell>
      <RowActions>
        <Button
          variant="outline"
          size="sm"
          className="min-w-32"
          aria-label={`${toggleLabel} ${image.title}`}
          disabled={toggling}
          onClick={onToggle}
        >
          {image.isActive ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
          {toggling ? (image.isActive ? "Deactivating..." : "Activating...") : toggleLabel}
        </Button>
        <Button
          variant="ghost-destructive"
          size="icon"
          aria-label={`Delete ${image.title}`}
          className="text-destructive"
          onClick={onDelete}
        >
          <Trash2 aria-hidden="true" />
        </Button>
      </RowActions>
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
