import { useFieldArray, useFormContext, useWatch } from "react-hook-form";
import { Landmark, Plus, Trash2 } from "@/components/ui/icons";
import { stateName, US_STATES } from "@shared/tax";
import { Button } from "@/components/ui/button";
import { FormField, fieldAria } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { cn } from "@/lib/utils";
import { newTaxRate, taxRateSummary, type SiteContentEditorValues, type TaxRateFormValues } from "./site-content-form";
import { FormSection } from "./form-section";

const SELECT =
  "h-10 w-full rounded-md border border-input bg-card px-3 text-base text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background aria-invalid:border-destructive md:text-sm";

/**
 * The sales tax rates of the Site Content tab (decision 064), part of its one form (decision 038):
 * a rate per state the shop collects in, and whether shipping is taxed there. None: no tax anywhere.
 */
export function SalesTaxFields() {
  const {
    control,
    register,
    formState: { errors },
  } = useFormContext<SiteContentEditorValues>();
  const { fields, append, remove } = useFieldArray({ control, name: "tax.rates" });
  // The inputs hold text and a checkbox: the form starts from the saved rates, which are text too.
  const rates = (useWatch({ control, name: "tax.rates" }) ?? []) as TaxRateFormValues[];
  const rowErrors = errors.tax?.rates;
  const listError = rowErrors?.root?.message ?? rowErrors?.message;

  return (
    <FormSection
      id="sales-tax-title"
      title="Sales Tax"
      icon={Landmark}
      description="Nothing is collected until you add a state. The rate of the state an order ships to applies, rounded once per order. A change never alters orders already placed."
      contentClassName="gap-4"
    >
      {fields.length === 0 ? (
        <p className="rounded-md border border-dashed border-border px-4 py-5 text-center text-sm text-muted-foreground">
          No sales tax is collected.
        </p>
      ) : (
        <ul className="grid gap-3" aria-label="States where sales tax is collected">
          {fields.map((field, i) => {
            const row = rates[i] ?? field;
            const name = stateName(row.state);
            const error = rowErrors?.[i];
            const id = (part: string) => `site-tax-${i}-${part}`;
            return (
              <li key={field.id} className="grid gap-3 rounded-md border border-border bg-background/60 p-3 sm:p-4">
                <div className="grid grid-cols-[minmax(0,1fr)_auto_auto] items-start gap-3 sm:grid-cols-[minmax(0,1fr)_8rem_auto_auto]">
                  <FormField
                    id={id("state")}
                    label="State"
                    error={error?.state?.message}
                    className="col-span-3 sm:col-span-1"
                  >
                    <select
                      id={id("state")}
                      className={SELECT}
                      {...fieldAria(id("state"), error?.state?.message)}
                      {...register(`tax.rates.${i}.state`)}
                    >
                      {US_STATES.map(([code, stateTitle]) => (
                        <option key={code} value={code}>
                          {`${stateTitle} (${code})`}
                        </option>
                      ))}
                    </select>
                  </FormField>
                  <FormField id={id("rate")} label="Rate (%)" error={error?.rate?.message}>
                    <Input
                      id={id("rate")}
                      inputMode="decimal"
                      placeholder="6.5"
                      autoComplete="off"
                      {...fieldAria(id("rate"), error?.rate?.message)}
                      {...register(`tax.rates.${i}.rate`)}
                    />
                  </FormField>
                  <label
                    className={cn(
                      "mt-7 flex h-10 cursor-pointer items-center gap-2 rounded-md border px-3 text-sm font-medium whitespace-nowrap transition-colors hover:bg-secondary/60",
                      row.shipping ? "border-primary bg-secondary/60" : "border-input bg-card",
                    )}
                  >
                    <input
                      type="checkbox"
                      className="size-4 accent-[var(--color-primary)]"
                      {...register(`tax.rates.${i}.shipping`)}
                    />
                    Tax shipping
                  </label>
                  <Button
                    type="button"
                    variant="ghost-destructive"
                    size="icon"
                    className="mt-7"
                    aria-label={`Remove ${name}`}
                    title={`Remove ${name}`}
                    onClick={() => remove(i)}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                </div>
                <p className="text-sm text-muted-foreground" data-testid="tax-rate-summary">
                  {taxRateSummary(row)}
                </p>
              </li>
            );
          })}
        </ul>
      )}
      {listError ? (
        <p role="alert" className="text-sm text-destructive">
          {listError}
        </p>
      ) : null}
      <div>
        <Button
          type="button"
          variant="outline"
          disabled={fields.length >= US_STATES.length}
          onClick={() => append(newTaxRate(rates, US_STATES), { shouldFocus: true })}
        >
          <Plus aria-hidden="true" />
          Add a state
        </Button>
      </div>
    </FormSection>
  );
}
