import { hasOpenWork, type DeletionState } from "@shared/privacy";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { OpenWorkList } from "./open-work";

/** What a deletion removes and what the shop keeps, as the confirmation says it. */
export const DELETION_EXPLAINED =
  "Your account, saved addresses, messages and newsletter or back-in-stock sign-ups are deleted, and you are signed out everywhere. Orders and paid custom orders stay in our accounting records, with your name, email, phone and addresses replaced by “deleted customer”. This cannot be undone.";

/** The same question while an order or a commission is open (decision 078): the deletion waits for them. */
export const DELETION_WAITS_EXPLAINED =
  "Some of your orders are still open, so we can't delete your account yet: we still need your name and address to finish them. We keep your account until they are delivered, cancelled or refunded, then delete it and email you. Until then you can follow them here, and take the request back.";

type DeleteAccountDialogProps = {
  open: boolean;
  onClose: () => void;
  /** What a deletion would wait for; undefined while it loads (the dialog waits for it before it can act). */
  state: DeletionState | undefined;
  pending: boolean;
  onConfirm: () => void;
};

/**
 * 'Delete your account?' (decisions 065, 078). With an order or a commission open, the dialog
 * lists them and says the account is deleted only once they close; nothing is lost silently.
 */
export function DeleteAccountDialog({ open, onClose, state, pending, onConfirm }: DeleteAccountDialogProps) {
  const waits = state !== undefined && hasOpenWork(state.open);
  const checking = state === undefined;
  return (
    <ConfirmDialog
      open={open}
      onClose={onClose}
      title={waits ? "Delete your account once your orders are closed?" : "Delete your account?"}
      description={waits ? DELETION_WAITS_EXPLAINED : DELETION_EXPLAINED}
      confirmLabel={waits ? "Delete when they're closed" : "Delete my account"}
      dismissLabel="Keep my account"
      pendingLabel={checking ? "Checking your orders..." : waits ? "Saving..." : "Deleting..."}
      pending={pending || checking}
      destructive
      onConfirm={onConfirm}
    >
      {waits ? (
        <div className="grid gap-2">
          <p id="deletion-waits-for" className="text-sm font-semibold">
            Still open
          </p>
          <OpenWorkList open={state.open} labelledBy="deletion-waits-for" />
        </div>
      ) : null}
    </ConfirmDialog>
  );
}
