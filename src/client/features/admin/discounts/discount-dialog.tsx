import { useId } from "react";
import { Controller, useForm, useWatch, type Control } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery } from "@tanstack/react-query";
import { Save, TicketPercent } from "@/components/ui/icons";
import {
  discountCodeInputSchema,
  type AdminDiscountCode,
  type DiscountCodeInput,
  type DiscountCodeValues,
} from "@shared/discount-schema";
import { DISCOUNT_KINDS } from "@shared/discounts";
import { Checkbox } from "@/components/ui/checkbox";
import { Dialog, DialogContent, DialogFooter, DialogHeading } from "@/components/ui/dialog";
import { FormActions } from "@/components/ui/form-actions";
import { FormCheckbox } from "@/components/ui/form-checkbox";
import { Label } from "@/components/ui/label";
import { TextField } from "@/components/ui/text-field";
import { categoriesQuery, productsQuery } from "@/lib/queries";
import { cn } from "@/lib/utils";
import { formValuesOf, KIND_LABELS } from "./discount-labels";
import { useCreateDiscount, useUpdateDiscount } from "./use-admin-discounts";

type DiscountDialogProps = { code?: AdminDiscountCode; open: boolean; onClose: () => void };

const KIND_HINTS = {
  percentage: "Off the boards it applies to",
  fixed: "Off, never more than those boards cost",
  free_shipping: "The order's shipping is free",
} as const;

/** A code's every rule (decision 059): what it takes off, from when to when, how often, on which boards. */
export function DiscountDialog({ code, open, onClose }: DiscountDialogProps) {
  const create = useCreateDiscount();
  const update = useUpdateDiscount();
  const {
    register,
    control,
    handleSubmit,
    getValues,
    formState: { errors },
  } = useForm<DiscountCodeInput, unknown, DiscountCodeValues>({
    resolver: zodResolver(discountCodeInputSchema),
    defaultValues: formValuesOf(code),
  });
  const kind = useWatch({ control, name: "kind" });
  const pending = create.isPending || update.isPending;
  // The checked values go as the form holds them; the server parses them with the same schema.
  const save = () => {
    const input = getValues();
    if (code) update.mutate({ id: code.id, input }, { onSuccess: onClose });
    else create.mutate(input, { onSuccess: onClose });
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent width="2xl" spacing="form" className="max-h-[90vh] overflow-y-auto">
        <DialogHeading
          icon={<TicketPercent aria-hidden="true" />}
          title={code ? `Edit ${code.code}` : "New Discount Code"}
          description="Shoppers type the code in their cart or at checkout. Leave a condition blank for none."
        />
        <form noValidate onSubmit={handleSubmit(save)} className="grid gap-5">
          <TextField
            id="discount-code"
            label="Code"
            hint="Letters, digits, - or _; case doesn't matter."
            autoComplete="off"
            className="font-mono uppercase"
            error={errors.code?.message}
            {...register("code")}
          />

          <fieldset className="grid gap-2">
            <legend className="mb-2 text-sm font-medium">Discount</legend>
            <div className="grid gap-2 sm:grid-cols-3">
              {DISCOUNT_KINDS.map((value) => (
                <label
                  key={value}
                  className={cn(
                    "flex cursor-pointer flex-col gap-1 rounded-lg border p-3 text-sm transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring",
                    kind === value ? "border-primary bg-secondary" : "border-border bg-card hover:bg-secondary/60",
                  )}
                >
                  <span className="flex items-center gap-2 font-medium">
                    <input type="radio" value={value} className="accent-primary" {...register("kind")} />
                    {KIND_LABELS[value]}
                  </span>
                  <span className="text-muted-foreground">{KIND_HINTS[value]}</span>
                </label>
              ))}
            </div>
          </fieldset>

          <div className="grid gap-5 sm:grid-cols-2">
            {kind !== "free_shipping" ? (
              <TextField
                id="discount-value"
                fieldClassName="content-start"
                label={kind === "percentage" ? "Percentage off" : "Amount off ($)"}
                inputMode={kind === "percentage" ? "numeric" : "decimal"}
                placeholder={kind === "percentage" ? "15" : "10.00"}
                error={errors.value?.message}
                {...register("value")}
              />
            ) : null}
            <TextField
              id="discount-min"
              fieldClassName="content-start"
              label="Minimum subtotal ($)"
              inputMode="decimal"
              placeholder="None"
              hint="Of the boards it applies to."
              error={errors.minSubtotal?.message}
              {...register("minSubtotal")}
            />
            <TextField
              id="discount-starts"
              fieldClassName="content-start"
              type="date"
              label="Starts on"
              error={errors.startsOn?.message}
              {...register("startsOn")}
            />
            <TextField
              id="discount-ends"
              fieldClassName="content-start"
              type="date"
              label="Ends on"
              hint="The last day it works."
              error={errors.endsOn?.message}
              {...register("endsOn")}
            />
            <TextField
              id="discount-max-uses"
              fieldClassName="content-start"
              label="Total uses"
              inputMode="numeric"
              placeholder="Unlimited"
              error={errors.maxUses?.message}
              {...register("maxUses")}
            />
          </div>

          <div className="grid gap-3">
            <CheckboxRow id="discount-once" label="Once per customer email">
              <FormCheckbox id="discount-once" control={control} name="oncePerEmail" />
            </CheckboxRow>
            <CheckboxRow id="discount-active" label="Active: shoppers can use it">
              <FormCheckbox id="discount-active" control={control} name="active" />
            </CheckboxRow>
          </div>

          <AppliesTo control={control} />

          <DialogFooter className="border-t border-border pt-4">
            <FormActions
              onCancel={onClose}
              submit={{
                icon: <Save aria-hidden="true" />,
                label: code ? "Save Code" : "Create Code",
                pendingLabel: "Saving...",
                pending,
              }}
            />
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function CheckboxRow({ id, label, children }: { id: string; label: string; children: React.ReactNode }) {
  return (
    <div className="flex min-h-10 items-center gap-3">
      {children}
      <Label htmlFor={id} className="cursor-pointer">
        {label}
      </Label>
    </div>
  );
}

/** Which collections and products the code applies to; none ticked: every board. */
function AppliesTo({ control }: { control: Control<DiscountCodeInput, unknown, DiscountCodeValues> }) {
  const { data: categories } = useQuery(categoriesQuery());
  const { data: products } = useQuery(productsQuery());
  return (
    <fieldset className="grid gap-3 rounded-lg border border-dashed border-input p-4">
      <legend className="px-1 text-sm font-medium">Applies to</legend>
      <p className="text-sm text-muted-foreground">Tick nothing for every board in the shop.</p>
      <IdChoices
        control={control}
        name="categoryIds"
        title="Collections"
        choices={(categories ?? []).map((c) => ({ id: c.id, label: c.name }))}
      />
      <IdChoices
        control={control}
        name="productIds"
        title="Products"
        choices={(products ?? []).map((p) => ({ id: p.id, label: p.name }))}
      />
    </fieldset>
  );
}

function IdChoices({
  control,
  name,
  title,
  choices,
}: {
  control: Control<DiscountCodeInput, unknown, DiscountCodeValues>;
  name: "categoryIds" | "productIds";
  title: string;
  choices: { id: string; label: string }[];
}) {
  const groupId = useId();
  if (choices.length === 0) return null;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => {
        const ticked = new Set(field.value ?? []);
        return (
          <div role="group" aria-labelledby={groupId} className="grid gap-2">
            <p id={groupId} className="text-xs font-semibold uppercase tracking-[0.15em] text-muted-foreground">
              {title}
            </p>
            <ul className="grid max-h-44 gap-1 overflow-y-auto sm:grid-cols-2">
              {choices.map((choice) => (
                <li key={choice.id} className="flex min-h-9 items-center gap-2">
                  <Checkbox
                    id={`${groupId}-${choice.id}`}
                    checked={ticked.has(choice.id)}
                    onCheckedChange={(on) =>
                      field.onChange(
                        on === true ? [...ticked, choice.id] : [...ticked].filter((id) => id !== choice.id),
                      )
                    }
                  />
                  <Label htmlFor={`${groupId}-${choice.id}`} className="cursor-pointer font-normal">
                    {choice.label}
                  </Label>
                </li>
              ))}
            </ul>
          </div>
        );
      }}
    />
  );
}
