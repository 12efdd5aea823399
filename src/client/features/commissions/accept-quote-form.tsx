import { useForm, useWatch, type FieldPath } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";
import { CircleCheck } from "@/components/ui/icons";
import type { ShippingAddressFields } from "@shared/addresses";
import { acceptQuoteSchema, type AcceptQuoteInput } from "@shared/commissions";
import { commissionTax } from "@shared/commission-money";
import { centsToDecimal, formatPrice, parseCents } from "@shared/money";
import { NO_TAX, orderTaxLabel, stateName, type TaxSetting } from "@shared/tax";
import { AddressFields } from "@/components/address-fields";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { fieldIssuesOf } from "@/lib/field-issues";
import { useAcceptQuote } from "./use-accept-quote";

type AcceptQuoteValues = z.output<typeof acceptQuoteSchema>;

const BLANK: ShippingAddressFields = { name: "", street: "", city: "", state: "", zipCode: "" };
const HINT_ID = "delivery-address-hint";

type AcceptQuoteFormProps = {
  token: string;
  price: string;
  deposit: string;
  /** The shop's sales tax table (Site Content): the total with tax follows the state chosen. */
  taxSetting?: TaxSetting;
  /** The shop collects sales tax somewhere: the address's state decides the balance's tax (decision 064). */
  collectsTax: boolean;
  /** The address a revised quote was accepted with before: the form starts with it. */
  start?: ShippingAddressFields | null;
};

/** Accepting the open quote: where the finished board goes, in the checkout's address fields, then 'Accept quote'. */
export function AcceptQuoteForm({ token, price, deposit, taxSetting, collectsTax, start }: AcceptQuoteFormProps) {
  const accept = useAcceptQuote(token);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<AcceptQuoteInput, unknown, AcceptQuoteValues>({
    resolver: zodResolver(acceptQuoteSchema),
    defaultValues: { deliveryAddress: start ?? BLANK },
  });
  const error = errors.deliveryAddress;
  const state = useWatch({ control, name: "deliveryAddress.state" });
  // The server's word on a field (a ZIP code of another state) stands at that field.
  const send = (values: AcceptQuoteValues) =>
    accept.mutate(values, {
      onError: (failure) => {
        const issues = fieldIssuesOf(failure).filter((issue) => issue.path.startsWith("deliveryAddress."));
        issues.forEach((issue, i) =>
          setError(issue.path as FieldPath<AcceptQuoteInput>, { message: issue.message }, { shouldFocus: i === 0 }),
        );
      },
    });

  return (
    <form
      noValidate
      onSubmit={handleSubmit(send)}
      className="grid gap-4 rounded-lg border border-border bg-muted/60 p-4 sm:p-5"
    >
      <div>
        <h3 className="text-lg font-semibold">Happy with it?</h3>
        <p className="mt-1 text-sm leading-relaxed text-muted-foreground">
          Tell us where the finished board should go and accept the quote. The deposit of {formatPrice(deposit)} is then
          all it takes for us to choose your lumber and start.
          {collectsTax ? " The sales tax of your state, if we collect it there, is added to the balance." : null}
        </p>
      </div>
      <fieldset className="grid gap-5" aria-describedby={HINT_ID}>
        <legend className="mb-1.5 font-semibold">Delivery address</legend>
        <p id={HINT_ID} className="text-sm text-muted-foreground">
          The name and address for the parcel. You can still tell us of a change before it ships.
        </p>
        <TextField
          id="delivery-name"
          label="Recipient name"
          autoComplete="shipping name"
          error={error?.name?.message}
          {...register("deliveryAddress.name")}
        />
        <AddressFields
          prefix="delivery"
          section="shipping"
          field={(key) => ({ registration: register(`deliveryAddress.${key}`), error: error?.[key]?.message })}
          state={{ control, name: "deliveryAddress.state", error: error?.state?.message }}
        />
      </fieldset>
      {collectsTax && state ? <TotalWithTax price={price} state={state} setting={taxSetting ?? NO_TAX} /> : null}
      <Button type="submit" size="lg" disabled={accept.isPending} className="w-full sm:w-fit">
        <CircleCheck aria-hidden="true" />
        {accept.isPending ? "Accepting..." : "Accept quote"}
      </Button>
    </form>
  );
}

/**
 * What the board comes to delivered to the state chosen, worked out as the server will on accepting
 * (the shop's table, `commissionTax`, decision 080): the tax is paid with the balance.
 */
function TotalWithTax({ price, state, setting }: { price: string; state: string; setting: TaxSetting }) {
  const priceCents = parseCents(price) ?? 0;
  const tax = commissionTax(setting, state, priceCents);
  const label = orderTaxLabel(tax);
  return (
    <p role="status" className="rounded-md bg-background px-3 py-2.5 text-sm">
      {label ? (
        <>
          Total with tax:{" "}
          <span className="font-semibold tabular-nums">{formatPrice(centsToDecimal(priceCents + tax.taxCents))}</span>
          <span className="text-muted-foreground">
            {" "}
            ({label} {formatPrice(centsToDecimal(tax.taxCents))}, paid with the balance)
          </span>
        </>
      ) : (
        <>
          Total: <span className="font-semibold tabular-nums">{formatPrice(price)}</span>
          <span className="text-muted-foreground"> (no sales tax for {stateName(state)})</span>
        </>
      )}
    </p>
  );
}
