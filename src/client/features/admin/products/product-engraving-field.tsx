import { Controller, useFormContext } from "react-hook-form";
import { DEFAULT_ENGRAVING_LENGTH, DEFAULT_ENGRAVING_SYMBOLS, MAX_ENGRAVING_LENGTH } from "@shared/engraving";
import { centsToDecimal, parseCents } from "@shared/money";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { TextField } from "@/components/ui/text-field";
import type { ProductFormValues, ProductPayload } from "./product-form";

/** What a board newly offered with engraving starts with; the owner changes any of it. */
const NEW_ENGRAVING = { price: "15.00", maxLength: DEFAULT_ENGRAVING_LENGTH, symbols: DEFAULT_ENGRAVING_SYMBOLS };

/**
 * 'Offer engraving' and, once ticked, its price, the most characters and the symbols allowed
 * besides letters, digits and spaces (decision 055). Unticked, the board is sent with engraving null.
 */
export function EngravingFields() {
  const {
    control,
    register,
    setValue,
    watch,
    formState: { errors },
  } = useFormContext<ProductFormValues, unknown, ProductPayload>();
  const offered = watch("engraving") != null;
  const error = errors.engraving;
  return (
    <fieldset className="grid gap-4 rounded-lg border border-border p-4">
      <legend className="px-1 text-sm font-medium">Engraving</legend>
      <div className="flex min-h-10 items-center gap-3">
        <Checkbox
          id="product-engraving"
          checked={offered}
          onCheckedChange={(checked) =>
            setValue("engraving", checked === true ? { ...NEW_ENGRAVING } : null, { shouldDirty: true })
          }
        />
        <Label htmlFor="product-engraving" className="cursor-pointer">
          Offer engraving
        </Label>
      </div>
      {offered ? (
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField
            id="product-engraving-price"
            label="Engraving price"
            hint="Added to the board's price; 0 for free"
            error={error?.price?.message}
            inputMode="decimal"
            autoComplete="off"
            className="tabular-nums"
            {...register("engraving.price", {
              onBlur: (event: { target: { value: string } }) => {
                const cents = parseCents(event.target.value);
                if (cents !== null) setValue("engraving.price", centsToDecimal(cents), { shouldDirty: true });
              },
            })}
          />
          <Controller
            control={control}
            name="engraving.maxLength"
            render={({ field }) => (
              <TextField
                id="product-engraving-length"
                label="Maximum characters"
                hint={`Spaces count; at most ${MAX_ENGRAVING_LENGTH}`}
                error={error?.maxLength?.message}
                type="number"
                inputMode="numeric"
                min={1}
                max={MAX_ENGRAVING_LENGTH}
                step={1}
                className="tabular-nums"
                ref={field.ref}
                name={field.name}
                onBlur={field.onBlur}
                value={field.value == null || Number.isNaN(field.value) ? "" : field.value}
                onChange={(event) => field.onChange(event.target.valueAsNumber)}
              />
            )}
          />
          <TextField
            id="product-engraving-symbols"
            label="Allowed symbols"
            hint="Letters, digits and spaces are always allowed"
            error={error?.symbols?.message}
            autoComplete="off"
            spellCheck={false}
            {...register("engraving.symbols")}
          />
        </div>
      ) : null}
    </fieldset>
  );
}
