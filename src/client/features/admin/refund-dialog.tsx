import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { CreditCard, HandCoins, Mail, Undo2 } from "@/components/ui/icons";
import { formatPrice, parseCents } from "@shared/money";
import { CARD_REFUND_DELAY, refundRequestSchema, type RefundRequest } from "@shared/refunds";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { FormActions } from "@/components/ui/form-actions";
import { FormField, fieldAria } from "@/components/ui/form-field";
import { TextField } from "@/components/ui/text-field";
import { Textarea } from "@/components/ui/textarea";
import { requestKey } from "@/lib/request-key";
import { overRefundMessage, refundShortcuts } from "./refund-amounts";
import { chosenLines, RestockField, type RestockChoice, type RestockCounts } from "./restock-field";

/** Said in the dialog for a card payment, and for money the owner gave back by hand (decision 047). */
const REFUND_VIA_CARD = "Refunded to the card through Stripe";
const REFUND_VIA_MANUAL = "Record a refund you made by hand";

type RefundDialogProps = {
  /** Whether the dialog is open; its form starts afresh at each opening. */
  open: boolean;
  /** 'Refund order #12', 'Refund the deposit'. */
  title: string;
  /** Prefix of the fields' ids, unique on the screen. */
  idPrefix: string;
  /** What was paid, and what of it is left to refund (decimal strings). */
  paid: string;
  refundable: string;
  via: "card" | "manual";
  /**
   * A shop order's lines, whose boards the owner may put back (decision 070); null for a commission
   * part, which has no boards in stock.
   */
  boards: readonly RestockChoice[] | null;
  pending: boolean;
  onSubmit: (refund: RefundRequest) => void;
  onClose: () => void;
};

/**
 * A refund, in full or in part, with its reason (decision 047): the amount starts at what is left, 'Refund
 * in full' and 'Half' are one click away, and the owner is told how the money goes back and that
 * the customer is emailed. The server refuses more than is left, concurrent clicks included; the
 * dialog says so first.
 */
export function RefundDialog(props: RefundDialogProps) {
  const { open, pending, onClose } = props;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && !pending) onClose();
      }}
    >
      <DialogContent width="md" spacing="form">
        {open ? <RefundForm {...props} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function RefundForm({ title, idPrefix, paid, refundable, via, boards, pending, onSubmit, onClose }: RefundDialogProps) {
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    control,
    formState: { errors },
  } = useForm<RefundRequest>({
    resolver: zodResolver(refundRequestSchema),
    defaultValues: { amount: refundable, reason: "" },
  });
  // None go back until the owner chooses them, whatever the amount (decision 070).
  const [restockCounts, setRestockCounts] = useState<RestockCounts>({});
  const amount = useWatch({ control, name: "amount" });
  // One per opening (the form mounts afresh each time): pressing Refund again after an error or a
  // lost answer is the same request, which the server never carries out twice (issue 39).
  const [idempotencyKey] = useState(requestKey);
  const id = (field: string) => `${idPrefix}-${field}`;
  const card = via === "card";
  const amountError = errors.amount?.message;
  const reasonError = errors.reason?.message;
  const shown = parseCents(amount ?? "") !== null ? formatPrice(amount) : null;

  const submit = handleSubmit((values) => {
    const tooMuch = overRefundMessage(values.amount, refundable);
    if (tooMuch) {
      setError("amount", { message: tooMuch }, { shouldFocus: true });
      return;
    }
    const restock = boards ? chosenLines(boards, restockCounts) : [];
    onSubmit({
      amount: values.amount,
      reason: values.reason,
      idempotencyKey,
      ...(restock.length > 0 ? { restock } : {}),
    });
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-5">
      <DialogHeader>
        <DialogTitle className="flex items-center gap-2">
          <Undo2 className="size-5 text-accent" aria-hidden="true" />
          {title}
        </DialogTitle>
        <DialogDescription className="flex items-center gap-2">
          {card ? (
            <CreditCard className="size-4 shrink-0" aria-hidden="true" />
          ) : (
            <HandCoins className="size-4 shrink-0" aria-hidden="true" />
          )}
          {card ? REFUND_VIA_CARD : REFUND_VIA_MANUAL}
        </DialogDescription>
      </DialogHeader>

      <p className="text-sm" data-testid="refund-left">
        Paid {formatPrice(paid)}; {formatPrice(refundable)} of it is left to refund.
      </p>

      <div className="grid gap-2">
        <TextField
          id={id("amount")}
          label="Amount to refund ($)"
          inputMode="decimal"
          autoComplete="off"
          error={amountError}
          {...register("amount")}
        />
        <div className="flex flex-wrap gap-2">
          {refundShortcuts(refundable).map((shortcut) => (
            <Button
              key={shortcut.label}
              type="button"
              variant="outline"
              size="sm"
              aria-pressed={amount === shortcut.amount}
              className="aria-pressed:border-primary aria-pressed:bg-secondary"
              onClick={() => setValue("amount", shortcut.amount, { shouldValidate: true })}
            >
              {shortcut.label}
            </Button>
          ))}
        </div>
      </div>

      <FormField id={id("reason")} label="Reason" error={reasonError}>
        <Textarea
          id={id("reason")}
          rows={3}
          maxLength={500}
          placeholder="e.g. a crack in the end grain, returned unused"
          {...fieldAria(id("reason"), reasonError)}
          {...register("reason")}
        />
      </FormField>

      {boards ? (
        <RestockField idPrefix={idPrefix} boards={boards} counts={restockCounts} onChange={setRestockCounts} />
      ) : null}

      <p className="flex items-start gap-2 rounded-md bg-secondary/60 px-3 py-2.5 text-sm">
        <Mail className="mt-0.5 size-4 shrink-0 text-accent" aria-hidden="true" />
        <span>
          The customer will be emailed
          {card
            ? `: the amount, and that it reaches their card within ${CARD_REFUND_DELAY}.`
            : ": the amount you gave back."}
        </span>
      </p>

      <DialogFooter spacing="loose">
        <FormActions
          onCancel={onClose}
          submit={{
            icon: <Undo2 aria-hidden="true" />,
            label: card ? `Refund ${shown ?? ""}`.trim() : "Record refund",
            pendingLabel: card ? "Refunding..." : "Recording...",
            pending,
          }}
        />
      </DialogFooter>
    </form>
  );
}
