import type { Customer } from "@shared/customers";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useDeleteCustomer } from "./use-privacy";

/** 'Delete account' for a customer who asked by email (decision 065): what goes, what the books keep. */
export function DeleteCustomerDialog({ customer, onClose }: { customer: Customer | null; onClose: () => void }) {
  const deletion = useDeleteCustomer();
  return (
    <ConfirmDialog
      open={customer !== null}
      onClose={onClose}
      title={customer ? `Delete the account of ${customer.email}?` : null}
      description="Their account, saved addresses, messages and sign-ups are deleted and every session ends. Their orders and paid custom orders stay for the books, with the name, email, phone and addresses replaced by “deleted customer”. They get a last email. This cannot be undone."
      confirmLabel="Delete account"
      pendingLabel="Deleting..."
      pending={deletion.isPending}
      destructive
      onConfirm={() => customer && deletion.mutate(customer.id, { onSettled: onClose })}
    />
  );
}
