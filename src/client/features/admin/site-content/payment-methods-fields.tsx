import { useFieldArray, useFormContext } from "react-hook-form";
import { Plus, Trash2, Wallet } from "@/components/ui/icons";
import { MAX_PAYMENT_METHODS, PAYMENT_METHOD_MAX_LENGTH } from "@shared/payment-methods";
import { Button } from "@/components/ui/button";
import { FormField, fieldAria } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { FormSection } from "./form-section";
import type { SiteContentEditorValues } from "./site-content-form";

/**
 * The ways a customer can pay by hand (decision 079), part of the tab's one form: the list that
 * 'Record payment' offers on an order and on a commission. A payment already recorded keeps the
 * name it was recorded with, whatever becomes of the list.
 */
export function PaymentMethodsFields() {
  const {
    control,
    register,
    formState: { errors },
  } = useFormContext<SiteContentEditorValues>();
  const { fields, append, remove } = useFieldArray({ control, name: "paymentMethods" });
  const rowErrors = errors.paymentMethods;
  const listError = rowErrors?.root?.message ?? rowErrors?.message;

  return (
    <FormSection
      id="site-section-payment-methods"
      title="Payment methods"
      icon={Wallet}
      description="How customers can pay you by hand. When you record a payment on an order or a custom order, you pick one of these. Payments already recorded keep their method."
      contentClassName="gap-3"
    >
      <ul className="grid gap-2 sm:max-w-md" aria-label="Payment methods">
        {fields.map((field, i) => {
          const id = `site-payment-method-${i}`;
          const error = rowErrors?.[i]?.message ?? rowErrors?.[i]?.name?.message;
          return (
            <li key={field.id} className="grid grid-cols-[minmax(0,1fr)_auto] items-start gap-2">
              <FormField id={id} label={`Method ${i + 1}`} error={error} className="[&>label]:sr-only">
                <Input
                  id={id}
                  autoComplete="off"
                  maxLength={PAYMENT_METHOD_MAX_LENGTH}
                  placeholder="e.g. Venmo"
                  {...fieldAria(id, error)}
                  {...register(`paymentMethods.${i}.name`)}
                />
              </FormField>
              <Button
                type="button"
                variant="ghost-destructive"
                size="icon"
                aria-label={`Remove method ${i + 1}`}
                title="Remove"
                disabled={fields.length <= 1}
                onClick={() => remove(i)}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </li>
          );
        })}
      </ul>
      {listError ? (
        <p role="alert" className="text-sm text-destructive">
          {listError}
        </p>
      ) : null}
      <div>
        <Button
          type="button"
          variant="outline"
          disabled={fields.length >= MAX_PAYMENT_METHODS}
          onClick={() => append({ name: "" }, { shouldFocus: true })}
        >
          <Plus aria-hidden="true" />
          Add a method
        </Button>
      </div>
    </FormSection>
  );
}
