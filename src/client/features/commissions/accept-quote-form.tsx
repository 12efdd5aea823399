import { useForm, type FieldPath } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";
import { CircleCheck } from "lucide-react";
import type { ShippingAddressFields } from "@shared/addresses";
import { acceptQuoteSchema, type AcceptQuoteInput } from "@shared/commissions";
import { formatPrice } from "@shared/money";
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
  deposit: string;
  /** The shop collects sales tax somewhere: the address's state decides the balance's tax (decision 064). */
  collectsTax: boolean;
  /** The address a revised quote was accepted with before: the form starts with it. */
  start?: ShippingAddressFields | null;
};

/** Accepting the open quote: where the finished board goes, in the checkout's address fields, then 'Accept quote'. */
export function AcceptQuoteForm({ token, deposit, collectsTax, start }: AcceptQuoteFormProps) {
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
      <Button type="submit" size="lg" disabled={accept.isPending} className="w-full sm:w-fit">
        <CircleCheck aria-hidden="true" />
        {accept.isPending ? "Accepting..." : "Accept quote"}
      </Button>
    </form>
  );
}
