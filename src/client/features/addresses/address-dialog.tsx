import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";
import { savedAddressInputSchema, type SavedAddress, type SavedAddressInput } from "@shared/addresses";

type SavedAddressValues = z.output<typeof savedAddressInputSchema>;
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogHeading, DialogFooter } from "@/components/ui/dialog";
import { TextField } from "@/components/ui/text-field";
import { AddressFields } from "@/components/address-fields";
import { useAddAddress } from "./use-add-address";
import { useUpdateAddress } from "./use-update-address";

type AddressDialogProps = {
  open: boolean;
  onClose: () => void;
  /** The address to edit; a new one when absent. */
  address?: SavedAddress;
  /** A new address starts with the account's name. */
  defaultName: string;
};

const blank = (name: string): SavedAddressInput => ({ name, street: "", city: "", state: "", zipCode: "", phone: "" });

/** Add or edit one saved address: the checkout's fields and rules. */
export function AddressDialog({ open, onClose, address, defaultName }: AddressDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <DialogContent>
        <DialogHeading
          title={address ? "Edit address" : "Add an address"}
          description="Checkout offers your saved addresses, so you never type them twice."
        />
        {/* Mounted with the dialog, so each opening starts from the address (or a blank one). */}
        {open ? <AddressForm address={address} defaultName={defaultName} onDone={onClose} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function AddressForm({
  address,
  defaultName,
  onDone,
}: {
  address?: SavedAddress;
  defaultName: string;
  onDone: () => void;
}) {
  const add = useAddAddress();
  const update = useUpdateAddress();
  const pending = add.isPending || update.isPending;
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<SavedAddressInput, unknown, SavedAddressValues>({
    resolver: zodResolver(savedAddressInputSchema),
    defaultValues: address ? { ...address, phone: address.phone ?? "" } : blank(defaultName),
  });

  const onSubmit = handleSubmit((values) => {
    if (address)
      update.mutate({ id: address.id, patch: { ...values, phone: values.phone ?? "" } }, { onSuccess: onDone });
    else add.mutate(values, { onSuccess: onDone });
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5" aria-busy={pending}>
      <TextField
        id="address-name"
        label="Recipient name"
        autoComplete="shipping name"
        error={errors.name?.message}
        {...register("name")}
      />
      <AddressFields
        prefix="address"
        section="shipping"
        field={(key) => ({ registration: register(key), error: errors[key]?.message })}
        state={{ control, name: "state", error: errors.state?.message }}
      />
      <TextField
        id="address-phone"
        label={
          <>
            Phone <span className="font-normal text-muted-foreground">(optional)</span>
          </>
        }
        type="tel"
        autoComplete="tel"
        hint="For the carrier, if they need to reach the door."
        error={errors.phone?.message}
        {...register("phone")}
      />
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone} disabled={pending}>
          Cancel
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? "Saving..." : address ? "Save changes" : "Save address"}
        </Button>
      </DialogFooter>
    </form>
  );
}
