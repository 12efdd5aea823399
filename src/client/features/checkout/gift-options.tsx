import { useWatch, type Control, type FieldErrors, type UseFormRegister } from "react-hook-form";
import { Gift } from "@/components/ui/icons";
import { MAX_GIFT_MESSAGE } from "@shared/checkout";
import { Card } from "@/components/ui/card";
import { FormCheckbox } from "@/components/ui/form-checkbox";
import { FormField, fieldAria } from "@/components/ui/form-field";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { cn } from "@/lib/utils";
import type { CheckoutFormInput, CheckoutFormValues } from "./checkout-form-schema";

type GiftOptionsProps = {
  control: Control<CheckoutFormInput, unknown, CheckoutFormValues>;
  register: UseFormRegister<CheckoutFormInput>;
  errors: FieldErrors<CheckoutFormInput>;
};

/**
 * "This is a gift": a message for the packing slip, with a live count, and whether the slip leaves
 * the prices off. Unticked, neither is sent.
 */
export function GiftOptions({ control, register, errors }: GiftOptionsProps) {
  const isGift = useWatch({ control, name: "isGift" });
  const message = useWatch({ control, name: "giftMessage" }) ?? "";
  const messageError = errors.giftMessage?.message;
  const over = message.trim().length > MAX_GIFT_MESSAGE;

  return (
    <Card className="p-5 sm:p-6">
      <div className="flex items-start gap-3">
        <FormCheckbox
          control={control}
          name="isGift"
          id="checkout-gift"
          aria-describedby="checkout-gift-hint"
          className="mt-0.5"
        />
        <div className="grid gap-1.5">
          <Label htmlFor="checkout-gift" leading="snug" className="inline-flex items-center gap-2">
            <Gift className="size-4 text-accent" aria-hidden="true" />
            This is a gift
          </Label>
          <p id="checkout-gift-hint" className="text-sm text-muted-foreground">
            We print your message on the packing slip in the box.
          </p>
        </div>
      </div>
      {isGift ? (
        <div className="mt-5 grid gap-4">
          <FormField id="checkout-gift-message" label="Gift message (optional)" error={messageError}>
            <Textarea
              id="checkout-gift-message"
              rows={3}
              placeholder="Happy housewarming! Love, Sam"
              {...fieldAria("checkout-gift-message", messageError, "checkout-gift-message-count")}
              {...register("giftMessage")}
            />
            <p
              id="checkout-gift-message-count"
              aria-live="polite"
              className={cn("text-right text-xs tabular-nums", over ? "text-destructive" : "text-muted-foreground")}
            >
              {message.trim().length} / {MAX_GIFT_MESSAGE}
            </p>
          </FormField>
          <div className="flex items-start gap-3">
            <FormCheckbox control={control} name="hidePrices" id="checkout-hide-prices" className="mt-0.5" />
            <Label htmlFor="checkout-hide-prices" leading="snug">
              Hide prices on the packing slip
            </Label>
          </div>
        </div>
      ) : null}
    </Card>
  );
}
