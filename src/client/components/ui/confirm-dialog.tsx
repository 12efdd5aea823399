import type { ComponentProps, ReactNode } from "react";
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

type ConfirmDialogProps = {
  open: boolean;
  /** Called when the person cancels; ignored while the action runs. */
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  confirmLabel: string;
  /** The button that closes the question without acting; "Cancel" unless that would read like the action. */
  dismissLabel?: string;
  /** While the action's call is on its way; a question with no call to wait for has neither. */
  pendingLabel?: string;
  pending?: boolean;
  destructive?: boolean;
  /** Runs the action; the dialog stays open (buttons disabled) until the caller closes it. */
  onConfirm: () => void;
  /** Where focus goes on closing, when not back to what opened the dialog (decision 024). */
  onCloseAutoFocus?: ComponentProps<typeof AlertDialogContent>["onCloseAutoFocus"];
  /** What the question needs besides its sentence (a list, say), between it and the buttons. */
  children?: ReactNode;
};

/** A yes/no question before an action that changes or removes something. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const {
    open,
    onClose,
    title,
    description,
    confirmLabel,
    dismissLabel = "Cancel",
    pendingLabel,
    pending = false,
    destructive,
    onConfirm,
    onCloseAutoFocus,
    children,
  } = props;
  return (
    <AlertDialog
      open={open}
      onOpenChange={(next) => {
        if (!next && !pending) onClose();
      }}
    >
      <AlertDialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <AlertDialogHeader>
          <AlertDialogTitle className="[overflow-wrap:anywhere]">{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        {children}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>{dismissLabel}</AlertDialogCancel>
          <AlertDialogAction
            variant={destructive ? "destructive" : "default"}
            disabled={pending}
            onClick={(event) => {
              event.preventDefault();
              onConfirm();
            }}
          >
            {pending && pendingLabel ? pendingLabel : confirmLabel}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
