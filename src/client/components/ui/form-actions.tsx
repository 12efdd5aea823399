import type { ReactNode } from "react";
import { LoaderCircle } from "./icons";
import { Button } from "@/components/ui/button";

type FormActionsProps = {
  onCancel: () => void;
  /** The button that closes the form without sending; "Cancel" unless another word says it better. */
  cancelLabel?: string;
  /**
   * The submit button's icon (a spinner while the call is on its way), its words, and its words while
   * the call is on its way (both buttons are disabled then).
   */
  submit: { icon: ReactNode; label: string; pendingLabel: string; pending: boolean };
};

/** The cancel and submit buttons at the foot of a form that sends one call; the caller lays them out. */
export function FormActions({ onCancel, cancelLabel = "Cancel", submit }: FormActionsProps) {
  const { icon, label, pendingLabel, pending } = submit;
  return (
    <>
      <Button type="button" variant="outline" onClick={onCancel} disabled={pending}>
        {cancelLabel}
      </Button>
      <Button type="submit" disabled={pending}>
        {pending ? <LoaderCircle className="animate-spin motion-reduce:animate-none" aria-hidden="true" /> : icon}
        {pending ? pendingLabel : label}
      </Button>
    </>
  );
}
