import { useEffect } from "react";
import { FormProvider, useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { LoaderCircle, Send } from "@/components/ui/icons";
import { MAX_QUOTE_VALID_DAYS, quoteInputSchema, type AdminCommission } from "@shared/commissions";
import type { Inquiry } from "@shared/inquiries";
import { Button } from "@/components/ui/button";
import { FormField, fieldAria } from "@/components/ui/form-field";
import { TextField } from "@/components/ui/text-field";
import { formatDay, localDay } from "@/lib/format";
import { Textarea } from "@/components/ui/textarea";
import { currentQuote, paidPart } from "./commission-state";
import {
  lockedDeposit,
  quoteFieldOf,
  quoteFormDefaults,
  validUntil,
  type QuoteFormValues,
  type QuotePayload,
} from "./quote-form-values";
import { DepositField, QuotePreviewLine } from "./quote-form-fields";
import { fieldIssuesOf } from "@/lib/field-issues";
import { useSendQuote } from "./use-send-quote";

const resolver = zodResolver(quoteInputSchema);

type QuoteFormProps = { order: Inquiry; commission: AdminCommission; onDone: () => void };

/**
 * A first quote, or a new version prefilled from the current one (a quote is never edited, decision
 * 037): price, deposit, completion, how long it stays open and a message, with the deposit and
 * balance worked out as the owner types.
 */
export function QuoteForm({ order, commission, onDone }: QuoteFormProps) {
  const quote = currentQuote(commission);
  const depositPaid = paidPart(commission, "deposit")?.amount ?? null;
  const form = useForm<QuoteFormValues, unknown, QuotePayload>({
    resolver,
    defaultValues: quoteFormDefaults(quote, depositPaid),
  });
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    control,
    formState: { errors },
  } = form;
  const send = useSendQuote();
  // The form opens in place of the button that asked for it: the price is where the owner starts.
  useEffect(() => setFocus("price"), [setFocus]);
  const validDays = useWatch({ control, name: "validDays" });
  const until = validUntil(validDays);
  const id = (field: string) => `quote-${order.id}-${field}`;

  const onSubmit = (input: QuotePayload) => {
    send.mutate(
      { id: order.id, email: order.email, input },
      {
        onSuccess: onDone,
        // The toast says what went wrong; each field error goes beside its field too.
        onError: (error) => {
          for (const issue of fieldIssuesOf(error)) {
            const field = quoteFieldOf(issue.path);
            if (field) setError(field, { type: "server", message: issue.message });
          }
        },
      },
    );
  };

  const messageError = errors.message?.message;

  return (
    <FormProvider {...form}>
      <form
        noValidate
        onSubmit={(event) => void handleSubmit(onSubmit)(event)}
        aria-labelledby={id("title")}
        className="grid min-w-0 gap-4 rounded-md border border-primary/30 bg-background p-3 sm:p-4"
      >
        <div>
          <p id={id("title")} className="font-serif text-base font-semibold">
            {quote ? `New version: quote v${quote.version + 1}` : "Write a quote"}
          </p>
          <p className="text-sm text-muted-foreground">
            {quote
              ? `It replaces quote v${quote.version}; ${order.name} gets an email and the same private link.`
              : `${order.name} gets an email with a private page to accept the quote and pay the deposit.`}
          </p>
        </div>

        <fieldset disabled={send.isPending} className="grid gap-4">
          <div className="grid gap-4 sm:grid-cols-2 sm:items-start">
            <TextField
              id={id("price")}
              label="Price ($)"
              inputMode="decimal"
              placeholder="450.00"
              autoComplete="off"
              className="tabular-nums"
              error={errors.price?.message}
              {...register("price")}
            />
            <DepositField id={id("deposit")} locked={lockedDeposit(depositPaid) !== null} />
          </div>

          <QuotePreviewLine />

          <div className="grid gap-4 sm:grid-cols-2 sm:items-start">
            <TextField
              id={id("completion")}
              label="Estimated completion"
              type="date"
              min={localDay()}
              error={errors.estimatedCompletion?.message}
              {...register("estimatedCompletion")}
            />
            <TextField
              id={id("valid-days")}
              label="Valid for (days)"
              type="number"
              inputMode="numeric"
              min={1}
              max={MAX_QUOTE_VALID_DAYS}
              step={1}
              className="tabular-nums"
              hint={
                until ? `The customer can accept it until ${formatDay(until)}.` : `1 to ${MAX_QUOTE_VALID_DAYS} days.`
              }
              error={errors.validDays?.message}
              {...register("validDays", { valueAsNumber: true })}
            />
          </div>

          <FormField id={id("message")} label="Message (optional)" error={messageError}>
            <Textarea
              id={id("message")}
              rows={4}
              placeholder="What the price includes: the wood, the finish, the engraving, how it ships…"
              {...fieldAria(id("message"), messageError)}
              {...register("message")}
            />
          </FormField>
        </fieldset>

        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={onDone} disabled={send.isPending}>
            Cancel
          </Button>
          <Button type="submit" disabled={send.isPending}>
            {send.isPending ? (
              <LoaderCircle className="animate-spin motion-reduce:animate-none" aria-hidden="true" />
            ) : (
              <Send aria-hidden="true" />
            )}
            {send.isPending ? "Sending..." : "Send quote"}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
