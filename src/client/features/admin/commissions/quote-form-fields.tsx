import { Controller, useFormContext, useWatch, type FieldError } from "react-hook-form";
import { formatCents } from "@shared/money";
import { fieldAria, fieldErrorId } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { cn } from "@/lib/utils";
import { quotePreview, switchDeposit, type QuoteFormValues } from "./quote-form-values";

type DepositErrors = FieldError & { percent?: FieldError; amount?: FieldError };

/** The deposit's message: the whole deposit's (more than the price, a server's), else its input's. */
function depositErrorOf(error: unknown): string | undefined {
  const e = error as DepositErrors | undefined;
  return e?.message || e?.percent?.message || e?.amount?.message || undefined;
}

const TOGGLE =
  "h-8 rounded-sm px-3 text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:cursor-not-allowed";

/**
 * The deposit as a whole percentage or an amount: one input with a small Percent / Amount toggle beside it.
 * Flipping keeps the same deposit when it can. `locked`: a deposit already paid, carried over.
 */
export function DepositField({ id, locked }: { id: string; locked: boolean }) {
  const { control, getValues, formState } = useFormContext<QuoteFormValues>();
  const error = depositErrorOf(formState.errors.deposit);
  return (
    <Controller
      control={control}
      name="deposit"
      render={({ field }) => {
        const deposit = field.value;
        const flip = (to: "percent" | "amount") => field.onChange(switchDeposit(deposit, getValues("price"), to));
        return (
          <div className="grid gap-2">
            <Label htmlFor={id}>Deposit</Label>
            <div className="flex gap-2">
              <div className="relative min-w-0 flex-1">
                {deposit.type === "amount" ? (
                  <span
                    aria-hidden="true"
                    className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-muted-foreground"
                  >
                    $
                  </span>
                ) : null}
                <Input
                  id={id}
                  ref={field.ref}
                  name={field.name}
                  onBlur={field.onBlur}
                  disabled={locked}
                  inputMode={deposit.type === "percent" ? "numeric" : "decimal"}
                  autoComplete="off"
                  className={cn(deposit.type === "amount" ? "pl-7" : "pr-9", "tabular-nums")}
                  value={
                    deposit.type === "percent"
                      ? Number.isNaN(deposit.percent)
                        ? ""
                        : String(deposit.percent)
                      : deposit.amount
                  }
                  onChange={(event) => {
                    const text = event.target.value;
                    field.onChange(
                      deposit.type === "percent"
                        ? { type: "percent", percent: text.trim() === "" ? Number.NaN : Number(text) }
                        : { type: "amount", amount: text },
                    );
                  }}
                  {...fieldAria(id, error, `${id}-hint`)}
                />
                {deposit.type === "percent" ? (
                  <span
                    aria-hidden="true"
                    className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-muted-foreground"
                  >
                    %
                  </span>
                ) : null}
              </div>
              <div
                role="group"
                aria-label="Deposit as"
                className="inline-flex h-10 shrink-0 items-center rounded-md border border-border bg-muted p-0.5"
              >
                {(["percent", "amount"] as const).map((type) => (
                  <button
                    key={type}
                    type="button"
                    aria-pressed={deposit.type === type}
                    disabled={locked}
                    onClick={() => flip(type)}
                    className={cn(
                      TOGGLE,
                      deposit.type === type
                        ? "bg-card text-foreground shadow-sm"
                        : "text-muted-foreground hover:text-foreground",
                    )}
                  >
                    {type === "percent" ? "Percent" : "Amount"}
                  </button>
                ))}
              </div>
            </div>
            {error ? (
              <p id={fieldErrorId(id)} role="alert" className="text-sm text-destructive">
                {error}
              </p>
            ) : (
              <p id={`${id}-hint`} className="text-sm text-muted-foreground">
                {locked
                  ? "The deposit is paid: it carries over to the new version."
                  : deposit.type === "percent"
                    ? "A whole percentage of the price."
                    : "An amount in dollars, e.g. 150.00."}
              </p>
            )}
          </div>
        );
      }}
    />
  );
}

/** The deposit and balance as the owner types, in the shop's cents (depositCentsOf rounds as the server does). */
export function QuotePreviewLine() {
  const { control } = useFormContext<QuoteFormValues>();
  const [price, deposit] = useWatch({ control, name: ["price", "deposit"] });
  const preview = quotePreview(price, deposit);
  return (
    <div aria-live="polite" className="rounded-md bg-secondary/60 px-3 py-2.5 text-sm">
      {!preview ? (
        <span className="text-muted-foreground">Enter the price to see the deposit and the balance.</span>
      ) : preview.tooHigh ? (
        <span className="text-destructive">The deposit would be more than the price.</span>
      ) : (
        <dl className="flex flex-wrap gap-x-6 gap-y-1 tabular-nums">
          <Pair label="Price" value={formatCents(preview.price)} />
          <Pair label="Deposit now" value={preview.deposit === null ? "—" : formatCents(preview.deposit)} />
          <Pair label="Balance on completion" value={preview.balance === null ? "—" : formatCents(preview.balance)} />
        </dl>
      )}
    </div>
  );
}

function Pair({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex items-baseline gap-1.5">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="font-semibold">{value}</dd>
    </div>
  );
}
