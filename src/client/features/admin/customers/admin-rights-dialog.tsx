import type { Customer } from "@shared/customers";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useUpdateAdminRights } from "./use-update-admin-rights";

type AdminRightsDialogProps = {
  /** The customer whose rights flip; null keeps the dialog closed. */
  customer: Customer | null;
  onClose: () => void;
};

function adminRightsQuestion(customer: Pick<Customer, "email" | "isAdmin">): string {
  return customer.isAdmin
    ? `Remove admin rights from ${customer.email}?`
    : `Give ${customer.email} admin rights? They will be able to manage the whole shop.`;
}

export function AdminRightsDialog({ customer, onClose }: AdminRightsDialogProps) {
  const update = useUpdateAdminRights();
  const removing = customer?.isAdmin ?? false;
  return (
    <ConfirmDialog
      open={customer !== null}
      onClose={onClose}
      title={customer ? adminRightsQuestion(customer) : null}
      description={
        removing
          ? "They keep their account and orders, and lose the admin area at once."
          : "The change applies at once, also in sessions they already have open."
      }
      confirmLabel={removing ? "Remove admin" : "Make admin"}
      pendingLabel="Saving..."
      pending={update.isPending}
      destructive={removing}
      // The hook toasts the outcome.
      onConfirm={() =>
        customer && update.mutate({ id: customer.id, isAdmin: !customer.isAdmin }, { onSettled: onClose })
      }
    />
  );
}
