import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { LoaderCircle, Truck } from "lucide-react";
import { formatPrice } from "@shared/money";
import type { ShippingRule, ShippingSetting } from "@shared/shipping";
import { shippingSettingSchema, type ShippingSettingInput } from "@shared/shipping-schema";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { cn } from "@/lib/utils";
import { useUpdateSiteContent } from "./use-update-site-content";

type ShippingFormValues = ShippingSettingInput & { rule: ShippingRule; rate: string; freeFrom: string };

const resolver = zodResolver(shippingSettingSchema);

const CHOICES: { rule: ShippingRule; title: string; hint: string }[] = [
  { rule: "free", title: "Free shipping", hint: "Every order ships free." },
  { rule: "flat", title: "Flat rate", hint: "One rate per order, whatever it holds." },
  {
    rule: "flat_free_from",
    title: "Flat rate, free from an amount",
    hint: "The rate, until the boards reach the amount: from that amount on, shipping is free.",
  },
];

const toValues = (s: ShippingSetting): ShippingFormValues => ({
  rule: s.rule,
  rate: s.rule === "free" ? "" : s.rate,
  freeFrom: s.freeFrom ?? "",
});

/** What shoppers will read, so the owner sees the rule in their words before saving. */
function summary({ rule, rate, freeFrom }: ShippingFormValues): string {
  if (rule === "free") return "Shoppers see 'Shipping: Free' on every order.";
  if (rule === "flat") return `Shoppers pay ${formatPrice(rate)} shipping on every order.`;
  return `Shoppers pay ${formatPrice(rate)} shipping; orders of ${formatPrice(freeFrom)} or more ship free.`;
}

/** The shipping rates of the Site Content tab (decision 022): saved on their own, checked with the shared schema. */
export function ShippingRatesForm({ shipping }: { shipping: ShippingSetting }) {
  const {
    control,
    register,
    handleSubmit,
    reset,
    formState: { errors, isDirty },
  } = useForm<ShippingSettingInput, unknown, ShippingSetting>({ resolver, defaultValues: toValues(shipping) });
  const values = useWatch({ control }) as ShippingFormValues;
  const update = useUpdateSiteContent();

  const onSubmit = (setting: ShippingSetting) => {
    update.mutate({ shipping: setting }, { onSuccess: (saved) => reset(toValues(saved.shipping)) });
  };

  return (
    <form
      noValidate
      onSubmit={handleSubmit(onSubmit)}
      aria-labelledby="shipping-rates-title"
      className="grid gap-5 border-b border-border p-4 sm:p-6 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-10"
    >
      <div>
        <h3 id="shipping-rates-title" className="flex items-center gap-2 font-serif text-lg font-semibold">
          <Truck className="size-5 text-accent" aria-hidden="true" />
          Shipping Rates
        </h3>
        <p className="mt-1 text-sm text-muted-foreground">
          What an order pays for shipping. The cart, the checkout, the emails and every order show it beside the
          subtotal.
        </p>
      </div>
      <div className="grid content-start gap-5">
        <fieldset className="grid gap-2">
          <legend className="mb-2 text-sm font-medium">Shipping</legend>
          {CHOICES.map((choice) => (
            <label
              key={choice.rule}
              className={cn(
                "flex cursor-pointer items-start gap-3 rounded-md border border-border p-3 transition-colors hover:bg-secondary/60",
                values.rule === choice.rule && "border-primary bg-secondary/60",
              )}
            >
              <input
                type="radio"
                value={choice.rule}
                className="mt-1 size-4 accent-[var(--color-primary)]"
                {...register("rule")}
              />
              <span>
                <span className="block font-medium">{choice.title}</span>
                <span className="block text-sm text-muted-foreground">{choice.hint}</span>
              </span>
            </label>
          ))}
        </fieldset>
        {values.rule !== "free" ? (
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              id="shipping-rate"
              label="Shipping rate ($)"
              inputMode="decimal"
              placeholder="12.00"
              autoComplete="off"
              error={errors.rate?.message}
              {...register("rate")}
            />
            {values.rule === "flat_free_from" ? (
              <TextField
                id="shipping-free-from"
                label="Free shipping from ($)"
                inputMode="decimal"
                placeholder="150.00"
                autoComplete="off"
                hint="An order whose boards cost this much or more ships free."
                error={errors.freeFrom?.message}
                {...register("freeFrom")}
              />
            ) : null}
          </div>
        ) : null}
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {summary(values)}
          </p>
          <Button type="submit" variant={isDirty ? "default" : "outline"} disabled={update.isPending}>
            {update.isPending ? (
              <LoaderCircle className="animate-spin motion-reduce:animate-none" aria-hidden="true" />
            ) : null}
            {update.isPending ? "Saving..." : "Save Shipping Rates"}
          </Button>
        </div>
      </div>
    </form>
  );
}
