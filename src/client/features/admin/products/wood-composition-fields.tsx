import { Controller, useFieldArray, useFormContext, useWatch } from "react-hook-form";
import { Plus, X } from "@/components/ui/icons";
import { woodTotal } from "@shared/wood";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { fieldAria, fieldErrorId } from "@/components/ui/form-field";
import { cn } from "@/lib/utils";
import { ADDED_WOOD_ROW, woodCompositionError, type ProductFormValues, type ProductPayload } from "./product-form";
import { PercentageInput } from "./percentage-input";

/** Wood rows of the product form: type + percentage, with a running total (SPEC §2, Products tab). */
export function WoodCompositionFields() {
  const {
    control,
    register,
    formState: { errors },
  } = useFormContext<ProductFormValues, unknown, ProductPayload>();
  const { fields, append, remove } = useFieldArray({ control, name: "woodComposition" });
  const rows = useWatch({ control, name: "woodComposition" }) ?? [];
  const total = woodTotal(rows);
  const totalOk = total === 100;
  const compositionError = woodCompositionError(errors);

  return (
    <fieldset className="grid gap-3" aria-describedby={compositionError ? fieldErrorId("wood-composition") : undefined}>
      <legend className="mb-2 text-sm font-medium leading-none">Wood Composition</legend>

      <div
        aria-hidden="true"
        className="grid grid-cols-[minmax(0,1fr)_6.5rem_2.5rem] gap-2 text-xs text-muted-foreground"
      >
        <span>Wood type</span>
        <span>Percentage</span>
      </div>

      <ul className="grid gap-2">
        {fields.map((field, index) => {
          const n = index + 1;
          const rowErrors = errors.woodComposition?.[index];
          const typeId = `wood-${index}-type`;
          const percentageId = `wood-${index}-percentage`;
          return (
            <li key={field.id} className="grid gap-1">
              <div className="grid grid-cols-[minmax(0,1fr)_6.5rem_2.5rem] items-center gap-2">
                <Input
                  id={typeId}
                  aria-label={`Wood type ${n}`}
                  placeholder="e.g. Walnut"
                  autoComplete="off"
                  {...fieldAria(typeId, rowErrors?.type)}
                  {...register(`woodComposition.${index}.type`)}
                />
                <div className="relative">
                  <Controller
                    control={control}
                    name={`woodComposition.${index}.percentage`}
                    render={({ field: percentage }) => (
                      <PercentageInput
                        id={percentageId}
                        ref={percentage.ref}
                        name={percentage.name}
                        aria-label={`Percentage ${n}`}
                        className="pr-7 tabular-nums"
                        {...fieldAria(percentageId, rowErrors?.percentage)}
                        value={percentage.value}
                        onValueChange={percentage.onChange}
                        onBlur={percentage.onBlur}
                      />
                    )}
                  />
                  <span
                    aria-hidden="true"
                    className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-sm text-muted-foreground"
                  >
                    %
                  </span>
                </div>
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  aria-label={`Remove wood ${n}`}
                  disabled={fields.length <= 1}
                  onClick={() => remove(index)}
                >
                  <X aria-hidden="true" />
                </Button>
              </div>
              {rowErrors?.type?.message ? (
                <p id={fieldErrorId(typeId)} role="alert" className="text-sm text-destructive">
                  {rowErrors.type.message}
                </p>
              ) : null}
              {rowErrors?.percentage?.message ? (
                <p id={fieldErrorId(percentageId)} role="alert" className="text-sm text-destructive">
                  {rowErrors.percentage.message}
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>

      <div className="flex flex-wrap items-center justify-between gap-2">
        <Button type="button" variant="outline" size="sm" onClick={() => append({ ...ADDED_WOOD_ROW })}>
          <Plus aria-hidden="true" />
          Add Wood Type
        </Button>
        <p
          aria-live="polite"
          className={cn("text-sm font-medium tabular-nums", totalOk ? "text-muted-foreground" : "text-destructive")}
        >
          Total: {total.toFixed(1)}%{totalOk ? "" : " (must equal 100%)"}
        </p>
      </div>

      {compositionError ? (
        <p id={fieldErrorId("wood-composition")} role="alert" className="text-sm text-destructive">
          {compositionError}
        </p>
      ) : null}
    </fieldset>
  );
}
