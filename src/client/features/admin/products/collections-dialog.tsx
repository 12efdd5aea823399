import { useState, type FormEvent } from "react";
import { ArrowDown, ArrowUp, Pencil, Trash2 } from "@/components/ui/icons";
import type { Category } from "@shared/categories";
import { collectionPath } from "@shared/routes";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Dialog, DialogContent, DialogHeading } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Label } from "@/components/ui/label";
import { TextField } from "@/components/ui/text-field";
import { Textarea } from "@/components/ui/textarea";
import {
  useAdminCategories,
  useCreateCategory,
  useDeleteCategory,
  useUpdateCategory,
  type CategoryPatch,
} from "./use-admin-categories";

/**
 * The owner's collections (decision 056): add one, rename it, change its description and whether its
 * products show in the home page's 'Our Collection', move it up or down, delete it.
 */
export function CollectionsDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { data: categories, isLoading, isError } = useAdminCategories();
  const create = useCreateCategory();
  const update = useUpdateCategory();
  const move = useUpdateCategory("Collection moved");
  const remove = useDeleteCategory();
  const [editing, setEditing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Category | null>(null);
  // Counts the collections added: the add form starts empty again after each.
  const [added, setAdded] = useState(0);
  const list = categories ?? [];

  /** Swaps a collection's place with its neighbour's: the list's order is their positions. */
  const swap = async (index: number, by: -1 | 1) => {
    const a = list[index];
    const b = list[index + by];
    if (!a || !b) return;
    // Positions may tie (or be far apart): give both the places they take in the list.
    const [first, second] = by === -1 ? [index - 1, index] : [index, index + 1];
    await move.mutateAsync({ id: a.id, patch: { position: by === -1 ? first : second } });
    await move.mutateAsync({ id: b.id, patch: { position: by === -1 ? second : first } });
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent width="2xl" spacing="form">
        <DialogHeading
          title="Collections"
          description="Group products into pages of their own, such as /collections/boards, listed in the sitemap."
        />
        {isLoading ? <p role="status">Loading collections…</p> : null}
        {isError ? <p className="text-destructive">The collections could not be loaded.</p> : null}
        {categories && list.length === 0 ? (
          <p className="text-muted-foreground">No collections yet. Add your first one below.</p>
        ) : null}
        <ol className="grid gap-3" aria-label="Collections">
          {list.map((category, index) => (
            <li key={category.id} className="rounded-lg border border-border bg-card p-4">
              {editing === category.id ? (
                <CategoryForm
                  category={category}
                  pending={update.isPending}
                  submitLabel="Save Collection"
                  onCancel={() => setEditing(null)}
                  onSubmit={(patch) => update.mutate({ id: category.id, patch }, { onSuccess: () => setEditing(null) })}
                />
              ) : (
                <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
                  <div className="min-w-0">
                    <p className="flex flex-wrap items-center gap-2 font-semibold">
                      {category.name}
                      {category.onHome ? <Badge variant="secondary">In Our Collection</Badge> : null}
                    </p>
                    <p className="text-sm text-muted-foreground">{collectionPath(category.slug)}</p>
                    {category.description ? (
                      <p className="mt-1 line-clamp-2 text-sm text-muted-foreground">{category.description}</p>
                    ) : null}
                  </div>
                  <div className="flex shrink-0 gap-1">
                    <Button
                      size="icon"
                      variant="ghost"
                      aria-label={`Move ${category.name} up`}
                      disabled={index === 0 || move.isPending}
                      onClick={() => void swap(index, -1)}
                    >
                      <ArrowUp aria-hidden="true" />
                    </Button>
                    <Button
                      size="icon"
                      variant="ghost"
                      aria-label={`Move ${category.name} down`}
                      disabled={index === list.length - 1 || move.isPending}
                      onClick={() => void swap(index, 1)}
                    >
                      <ArrowDown aria-hidden="true" />
                    </Button>
                    <Button
                      size="icon"
                      variant="ghost"
                      aria-label={`Edit ${category.name}`}
                      onClick={() => setEditing(category.id)}
                    >
                      <Pencil aria-hidden="true" />
                    </Button>
                    <Button
                      size="icon"
                      variant="ghost-destructive"
                      aria-label={`Delete ${category.name}`}
                      onClick={() => setDeleting(category)}
                    >
                      <Trash2 aria-hidden="true" />
                    </Button>
                  </div>
                </div>
              )}
            </li>
          ))}
        </ol>

        <section aria-labelledby="add-collection-heading" className="rounded-lg border border-dashed border-input p-4">
          <h3 id="add-collection-heading" className="mb-3 font-serif text-lg font-semibold">
            Add a collection
          </h3>
          <CategoryForm
            key={added}
            pending={create.isPending}
            submitLabel="Add Collection"
            onSubmit={(patch) =>
              create.mutate({ name: patch.name ?? "", ...patch }, { onSuccess: () => setAdded((n) => n + 1) })
            }
          />
        </section>

        <ConfirmDialog
          open={deleting !== null}
          onClose={() => setDeleting(null)}
          title={`Delete the collection ${deleting?.name ?? ""}?`}
          description="Its page goes; its products stay in the shop, without a collection."
          confirmLabel="Delete"
          pendingLabel="Deleting..."
          pending={remove.isPending}
          destructive
          onConfirm={() => deleting && remove.mutate(deleting.id, { onSettled: () => setDeleting(null) })}
        />
      </DialogContent>
    </Dialog>
  );
}

type CategoryFormProps = {
  category?: Category;
  pending: boolean;
  submitLabel: string;
  onSubmit: (patch: CategoryPatch) => void;
  onCancel?: () => void;
};

/** A collection's name, description and place on the home page; the server's checks answer in the toast. */
function CategoryForm({ category, pending, submitLabel, onSubmit, onCancel }: CategoryFormProps) {
  const id = category?.id ?? "new";
  const [name, setName] = useState(category?.name ?? "");
  const [description, setDescription] = useState(category?.description ?? "");
  const [onHome, setOnHome] = useState(category?.onHome ?? true);
  const [nameError, setNameError] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setNameError("Name is required");
      return;
    }
    setNameError(undefined);
    onSubmit({ name: name.trim(), description: description.trim(), onHome });
  };
  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <TextField
        id={`collection-name-${id}`}
        label="Collection name"
        value={name}
        maxLength={60}
        error={nameError}
        onChange={(e) => setName(e.target.value)}
        autoComplete="off"
      />
      <FormField id={`collection-description-${id}`} label="Collection description">
        <Textarea
          id={`collection-description-${id}`}
          rows={2}
          maxLength={1000}
          value={description}
          onChange={(e) => setDescription(e.target.value)}
        />
      </FormField>
      <div className="flex min-h-10 items-center gap-3">
        <Checkbox
          id={`collection-on-home-${id}`}
          checked={onHome}
          onCheckedChange={(checked) => setOnHome(checked === true)}
        />
        <Label htmlFor={`collection-on-home-${id}`} leading="snug">
          Show its products in the home page's 'Our Collection'
        </Label>
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        {onCancel ? (
          <Button type="button" variant="outline" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
        <Button type="submit" disabled={pending}>
          {pending ? "Saving..." : submitLabel}
        </Button>
      </div>
    </form>
  );
}
