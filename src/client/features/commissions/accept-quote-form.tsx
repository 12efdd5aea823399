import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { CircleCheck } from "lucide-react";
import { acceptQuoteSchema, type AcceptQuoteInput } from "@shared/commissions";
import { formatPrice } from "@shared/money";
import { Button } from "@/components/ui/button";
import { FormField, fieldAria } from "@/components/ui/form-field";
import { Textarea } from "@/components/ui/textarea";
import { fieldIssuesOf } from "@/lib/field-issues";
import { useAcceptQuote } from "./use-accept-quote";

const HINT_ID = "delivery-address-hint";

type AcceptQuoteFormProps = {
  token: string;
  deposit: string;
  /** The shop collects sales tax somewhere: the address's state decides the balance's tax (decision 064). */
  collectsTax: boolean;
};

/** Accepting the open quote: where the finished board goes, then 'Accept quote'. */
export function AcceptQuoteForm({ token, deposit, collectsTax }: AcceptQuoteFormProps) {
  const accept = useAcceptQuote(token);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(acceptQuoteSchema), defaultValues: { deliveryAddress: "" } });
  const error = errors.deliveryAddress?.message;
  // The server's word on the address (no state while the shop collects tax) stands at the field.
  const send = (values: AcceptQuoteInput) =>
    accept.mutate(values, {
      onError: (failure) => {
        const issue = fieldIssuesOf(failure).find((i) => i.path === "deliveryAddress");
        if (issue) setError("deliveryAddress", { message: issue.message }, { shouldFocus: true });
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
      <FormField id="delivery-address" label="Delivery address" error={error}>
        <Textarea
          id="delivery-address"
          rows={4}
          autoComplete="shipping street-address"
          placeholder={"Name\nStreet and number\nCity, State ZIP"}
          {...fieldAria("delivery-address", error, HINT_ID)}
          {...register("deliveryAddress")}
        />
        {error ? null : (
          <p id={HINT_ID} className="text-sm text-muted-foreground">
            The name and full address for the parcel. You can still tell us of a change before it ships.
          </p>
        )}
      </FormField>
      <Button type="submit" size="lg" disabled={accept.isPending} className="w-full sm:w-fit">
        <CircleCheck aria-hidden="true" />
        {accept.isPending ? "Accepting..." : "Accept quote"}
      </Button>
    </form>
  );
}
