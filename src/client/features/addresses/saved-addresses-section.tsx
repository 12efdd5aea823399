import { useState } from "react";
import { CircleAlert, MapPin, Pencil, Plus, Star, Trash2 } from "@/components/ui/icons";
import type { SavedAddress } from "@shared/addresses";
import { addressRuleProblem, MAX_SAVED_ADDRESSES } from "@shared/addresses";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { AddressDialog } from "./address-dialog";
import { useAddresses } from "./use-addresses";
import { useDeleteAddress } from "./use-delete-address";
import { useUpdateAddress } from "./use-update-address";

type Editing = { mode: "closed" } | { mode: "add" } | { mode: "edit"; address: SavedAddress };

/** The dashboard's 'Saved addresses': add, edit, delete and 'Make default' (decision 041). */
export function SavedAddressesSection({ userId, accountName }: { userId: string; accountName: string }) {
  const addresses = useAddresses(userId);
  const remove = useDeleteAddress();
  const [editing, setEditing] = useState<Editing>({ mode: "closed" });
  const [deleting, setDeleting] = useState<SavedAddress | null>(null);
  const book = addresses.data ?? [];
  const full = book.length >= MAX_SAVED_ADDRESSES;

  return (
    <section aria-labelledby="saved-addresses" className="mt-14">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id="saved-addresses" className="font-serif text-2xl font-semibold">
          Saved addresses
        </h2>
        {book.length > 0 ? (
          <Button variant="outline" size="sm" disabled={full} onClick={() => setEditing({ mode: "add" })}>
            <Plus aria-hidden="true" />
            Add an address
          </Button>
        ) : null}
      </div>

      {addresses.isLoading ? (
        <Skeleton className="h-32 w-full" />
      ) : addresses.isError ? (
        <p role="alert" className="text-destructive">
          We could not load your addresses. Please reload the page.
        </p>
      ) : book.length === 0 ? (
        <Card>
          <CardContent className="flex flex-col items-center gap-3 px-6 py-10 text-center">
            <MapPin className="size-10 text-muted-foreground" aria-hidden="true" />
            <p className="font-serif text-xl font-semibold">No saved addresses yet</p>
            <p className="max-w-sm text-muted-foreground">
              Add the address your boards usually go to, and checkout starts filled in. You can also save one when you
              place an order.
            </p>
            <Button className="mt-2" onClick={() => setEditing({ mode: "add" })}>
              <Plus aria-hidden="true" />
              Add an address
            </Button>
          </CardContent>
        </Card>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2">
          {book.map((address) => (
            <AddressCard
              key={address.id}
              address={address}
              onEdit={() => setEditing({ mode: "edit", address })}
              onDelete={() => setDeleting(address)}
            />
          ))}
        </ul>
      )}
      {full ? (
        <p className="mt-3 text-sm text-muted-foreground">
          You can keep up to {MAX_SAVED_ADDRESSES} addresses. Delete one you no longer use to add another.
        </p>
      ) : null}

      <AddressDialog
        open={editing.mode !== "closed"}
        onClose={() => setEditing({ mode: "closed" })}
        address={editing.mode === "edit" ? editing.address : undefined}
        defaultName={accountName}
      />
      <ConfirmDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title="Delete this address?"
        description={
          deleting ? (
            <>
              {deleting.name}, {deleting.street}, {deleting.city}.
              {deleting.isDefault && book.length > 1 ? " Your newest other address becomes the default." : ""}
            </>
          ) : null
        }
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        pending={remove.isPending}
        destructive
        onConfirm={() => {
          if (deleting) remove.mutate(deleting.id, { onSettled: () => setDeleting(null) });
        }}
      />
    </section>
  );
}

function AddressCard({
  address,
  onEdit,
  onDelete,
}: {
  address: SavedAddress;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const makeDefault = useUpdateAddress();
  const label = `${address.street}, ${address.city}`;
  // Saved before states came from a list and ZIP codes were checked (decision 072): say what to fix.
  const problem = addressRuleProblem(address);
  return (
    <li>
      <Card tone={address.isDefault ? "chosen" : "default"} className="h-full">
        <CardContent className="flex h-full flex-col gap-3 p-5">
          <div className="flex items-start justify-between gap-3">
            <p className="font-semibold [overflow-wrap:anywhere]">{address.name}</p>
            {address.isDefault ? (
              <Badge className="shrink-0 gap-1">
                <Star className="size-3" aria-hidden="true" />
                Default
              </Badge>
            ) : null}
          </div>
          <address className="text-sm not-italic leading-relaxed text-foreground/85 [overflow-wrap:anywhere]">
            {address.street}
            <br />
            {address.city}, {address.state} {address.zipCode}
            {address.phone ? (
              <>
                <br />
                {address.phone}
              </>
            ) : null}
          </address>
          {problem ? (
            <p className="flex items-start gap-2 text-sm text-destructive">
              <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              <span>{problem}. Edit it before its next order.</span>
            </p>
          ) : null}
          <div className="mt-auto flex flex-wrap gap-2 border-t border-border pt-3">
            {address.isDefault ? null : (
              <Button
                variant="secondary"
                size="sm"
                disabled={makeDefault.isPending}
                aria-label={`Make default: ${label}`}
                onClick={() => makeDefault.mutate({ id: address.id, patch: { isDefault: true } })}
              >
                {makeDefault.isPending ? "Saving..." : "Make default"}
              </Button>
            )}
            <Button variant="ghost" size="sm" aria-label={`Edit ${label}`} onClick={onEdit}>
              <Pencil aria-hidden="true" />
              Edit
            </Button>
            <Button variant="ghost" size="sm" aria-label={`Delete ${label}`} onClick={onDelete}>
              <Trash2 aria-hidden="true" />
              Delete
            </Button>
          </div>
        </CardContent>
      </Card>
    </li>
  );
}
