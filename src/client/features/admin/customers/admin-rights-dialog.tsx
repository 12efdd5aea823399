import type { Customer } from "@shared/customers";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { buttonVariants } from "@/components/ui/button";
import { useUpdateAdminRights } from "./use-update-admin-rights";

type AdminRightsDialogProps = {
  /** The customer whose rights flip; null keeps the dialog closed. */
  customer: Customer | null;
  onClose: () => void;
};

export function adminRightsQuestion(customer: Pick<Customer, "email" | "isAdmin">): string {
  return customer.isAdmin
    ? `Remove admin rights from ${customer.email}?`
    : `Give ${customer.email} admin rights? They will be able to manage the whole shop.`;
}

export function AdminRightsDialog({ customer, onClose }: AdminRightsDialogProps) {
  const update = useUpdateAdminRights();
  const removing = customer?.isAdmin ?? false;

  return (
    <AlertDialog
      open={customer !== null}
      onOpenChange={(open) => {
        if (!open && !update.isPending) onClose();
      }}
    >
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle className="[overflow-wrap:anywhere]">{customer ? adminRightsQuestion(customer) : null}</AlertDialogTitle>
          <AlertDialogDescription>
            {removing
              ? "They keep their account and orders, and lose the admin area at once."
              : "The change applies at once, also in sessions they already have open."}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={update.isPending}>Cancel</AlertDialogCancel>
          <AlertDialogAction
            disabled={update.isPending}
            className={removing ? buttonVariants({ variant: "destructive" }) : undefined}
            onClick={(event) => {
              // Stay open while the request runs; the hook toasts the outcome.
              event.preventDefault();
              if (customer) update.mutate({ id: customer.id, isAdmin: !customer.isAdmin }, { onSettled: onClose });
            }}
          >
            {update.isPending ? "Saving..." : removing ? "Remove admin" : "Make admin"}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
