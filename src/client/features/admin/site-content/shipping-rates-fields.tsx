import { useFormContext, useWatch } from "react-hook-form";
import { Truck } from "@/components/ui/icons";
import { formatPrice } from "@shared/money";
import type { ShippingRule } from "@shared/shipping";
import { TextField } from "@/components/ui/text-field";
import { cn } from "@/lib/utils";
import type { ShippingFormValues, SiteContentEditorValues } from "./site-content-form";
import { FormSection } from "./form-section";

const CHOICES: { rule: ShippingRule; title: string; hint: string }[] = [
  { rule: "free", title: "Free shipping", hint: "Every order ships free." },
  { rule: "flat", title: "Flat rate", hint: "One rate per order, whatever it holds." },
  {
    rule: "flat_free_from",
    title: "Flat rate, free from an amount",
    hint: "The rate, until the boards reach the amount: from that amount on, shipping is free.",
  },
];

/** What shoppers will read, so the owner sees the rule in their words before saving. */
function summary({ rule, rate, freeFrom }: ShippingFormValues): string {
  if (rule === "free") return "Shoppers see 'Shipping: Free' on every order.";
  if (rule === "flat") return `Shoppers pay ${formatPrice(rate)} shipping on every order.`;
  return `Shoppers pay ${formatPrice(rate)} shipping; orders of ${formatPrice(freeFrom)} or more ship free.`;
}

/** The shipping rates of the Site Content tab (decision 022), part of its one form (decision 038). */
export function ShippingRatesFields() {
  const {
    control,
    register,
    formState: { errors },
  } = useFormContext<SiteContentEditorValues>();
  // The inputs hold text: the form starts from text, and radios and text inputs only give text.
  const values = useWatch({ control, name: "shipping" }) as ShippingFormValues;
  const error = errors.shipping;

  return (
    <FormSection
      id="shipping-rates-title"
      title="Shipping Rates"
      icon={Truck}
      description="What an order pays for shipping. The cart, the checkout, the emails and every order show it beside the subtotal."
    >
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">Shipping</legend>
        {CHOICES.map((choice) => (
          <label
            key={choice.rule}
            className={cn(
              "flex cursor-pointer items-start gap-3 rounded-md border p-3 transition-colors hover:bg-secondary/60",
              values.rule === choice.rule ? "border-primary bg-secondary/60" : "border-border",
            )}
          >
            <input
              type="radio"
              value={choice.rule}
              className="mt-1 size-4 accent-[var(--color-primary)]"
              {...register("shipping.rule")}
            />
            <span>
              <span className="block font-medium">{choice.title}</span>
              <span className="block text-sm text-muted-foreground">{choice.hint}</span>
            </span>
          </label>
        ))}
      </fieldset>
      {values.rule !== "free" ? (
        <div className="grid items-start gap-5 sm:grid-cols-2">
          <TextField
            id="shipping-rate"
            label="Shipping rate ($)"
            inputMode="decimal"
            placeholder="12.00"
            autoComplete="off"
            error={error?.rate?.message}
            {...register("shipping.rate")}
          />
          {values.rule === "flat_free_from" ? (
            <TextField
              id="shipping-free-from"
              label="Free shipping from ($)"
              inputMode="decimal"
              placeholder="150.00"
              autoComplete="off"
              hint="An order whose boards cost this much or more ships free."
              error={error?.freeFrom?.message}
              {...register("shipping.freeFrom")}
            />
          ) : null}
        </div>
      ) : null}
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {summary(values)}
      </p>
    </FormSection>
  );
}
