import { useEffect, useState, type ReactNode } from "react";
import { addressRuleProblem, type SavedAddress } from "@shared/addresses";
import { useForm, useWatch } from "react-hook-form";
import { Link } from "wouter";
import { zodResolver } from "@hookform/resolvers/zod";
import { CircleAlert, Info, Lock } from "@/components/ui/icons";
import { MIN_PASSWORD_LENGTH } from "@shared/auth";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { FormCheckbox } from "@/components/ui/form-checkbox";
import { Label } from "@/components/ui/label";
import { TextField } from "@/components/ui/text-field";
import { toast } from "@/components/ui/use-toast";
import { AddressFields } from "@/components/address-fields";
import { GiftOptions } from "./gift-options";
import { PolicyLinks } from "./policy-links";
import { NEW_ADDRESS, SavedAddressChoice } from "./saved-address-choice";
import {
  addressValues,
  CHECKOUT_FORM_DEFAULTS,
  checkoutFormSchema,
  type CheckoutFormInput,
  type CheckoutFormValues,
} from "./checkout-form-schema";

type CheckoutFormProps = {
  /** Guests are offered an account; signed-in shoppers are not. */
  isGuest: boolean;
  pending: boolean;
  /** The last failed submission, said next to the button (the toast alone goes away). */
  error?: string | null;
  /** A line under the button, e.g. how payment works in this mode. */
  note?: ReactNode;
  onSubmit: (values: CheckoutFormValues) => void;
  /** A signed-in customer's starting values: the account's details and an address (decision 041). */
  start?: Partial<CheckoutFormInput>;
  /** A signed-in customer's saved addresses, offered above the form. */
  savedAddresses?: SavedAddress[];
  /** The saved address the form starts with, if any. */
  startAddressId?: string;
  /** Offers "Save this address to my account" (a signed-in customer). */
  offerSaveAddress?: boolean;
  /** Where a guest with an account logs in and comes back from: "Have an account? Log in" (decision 085). */
  signInHref?: string;
  /** Told the state the order ships to as it is typed or picked: the summary's sales tax follows it (decision 064). */
  onShippingState?: (state: string) => void;
};

/** The fields a filled-in address is checked again at (decision 072). */
const RECHECKED = ["state", "zipCode", "shipping.state", "shipping.zipCode"] as const;

/** The 'info' step: 'Billing Information', the shipping choice and, for guests, the create-account option. */
export function CheckoutForm(props: CheckoutFormProps) {
  const { isGuest, pending, error, note, onSubmit, start, savedAddresses = [], offerSaveAddress = false } = props;
  const {
    register,
    control,
    handleSubmit,
    setError,
    setFocus,
    reset,
    getValues,
    trigger,
    clearErrors,
    formState: { errors },
  } = useForm<CheckoutFormInput, unknown, CheckoutFormValues>({
    resolver: zodResolver(checkoutFormSchema),
    defaultValues: { ...CHECKOUT_FORM_DEFAULTS, ...start },
  });
  const sameAsBilling = useWatch({ control, name: "sameAsBilling" });
  const createAccount = useWatch({ control, name: "createAccount" });
  const billingState = useWatch({ control, name: "state" });
  const shippingState = useWatch({ control, name: "shipping.state" });
  const { onShippingState } = props;
  const shipsTo = sameAsBilling ? billingState : shippingState;
  useEffect(() => onShippingState?.(shipsTo), [onShippingState, shipsTo]);
  const [addressChoice, setAddressChoice] = useState(props.startAddressId ?? NEW_ADDRESS);

  // An address filled in that breaks the state and ZIP rules (saved before decision 072) says so at
  // its fields at once, and is checked again as it is corrected, before any submit.
  const [recheck, setRecheck] = useState(
    () => addressRuleProblem({ state: start?.state ?? "", zipCode: start?.zipCode ?? "" }) !== null,
  );
  const billingZip = useWatch({ control, name: "zipCode" });
  const shippingZip = useWatch({ control, name: "shipping.zipCode" });
  useEffect(() => {
    if (recheck) void trigger(RECHECKED);
  }, [recheck, trigger, billingState, billingZip, shippingState, shippingZip, sameAsBilling]);

  // Picking a saved address fills the address fields: nothing to type (decision 041).
  const chooseAddress = (choice: string) => {
    setAddressChoice(choice);
    const current = getValues();
    const saved = savedAddresses.find((address) => address.id === choice);
    const buyer = `${current.firstName} ${current.lastName}`;
    const fields = saved
      ? addressValues(saved, buyer)
      : addressValues({ name: "", street: "", city: "", state: "", zipCode: "" }, buyer);
    const phone = current.phone || saved?.phone || "";
    // keepFieldsRef: reset() would otherwise forget the inputs, and setFocus would find none.
    reset({ ...current, ...fields, phone }, { keepDefaultValues: true, keepFieldsRef: true });
    const fails = saved !== undefined && addressRuleProblem(saved) !== null;
    setRecheck(fails);
    if (!fails) clearErrors(RECHECKED);
    if (!saved) setFocus("street");
  };
  const saveChoice = offerSaveAddress && (savedAddresses.length === 0 || addressChoice === NEW_ADDRESS);

  const submit = handleSubmit((values) => {
    if (isGuest && values.createAccount && values.password.length < MIN_PASSWORD_LENGTH) {
      toast({
        title: "Invalid Password",
        description: "Password must be at least 8 characters long to create an account.",
        variant: "destructive",
      });
      setError("password", { message: "Password must be at least 8 characters" });
      setFocus("password");
      return;
    }
    onSubmit({
      ...values,
      createAccount: isGuest && values.createAccount,
      saveAddress: !isGuest && saveChoice && values.saveAddress,
    });
  });

  return (
    <form noValidate onSubmit={submit} className="grid gap-6" aria-busy={pending}>
      {savedAddresses.length > 0 ? (
        <SavedAddressChoice addresses={savedAddresses} selected={addressChoice} onSelect={chooseAddress} />
      ) : null}
      <Card className="p-5 sm:p-6">
        <fieldset className="grid gap-5">
          <legend className="mb-5 font-serif text-2xl font-semibold">Billing Information</legend>
          {isGuest && props.signInHref ? (
            <p className="-mt-2 text-sm text-muted-foreground">
              Have an account?{" "}
              <Link href={props.signInHref} className="font-semibold text-accent underline underline-offset-4">
                Log in
              </Link>
            </p>
          ) : null}
          <div className="grid items-start gap-5 sm:grid-cols-2">
            <TextField
              id="checkout-first-name"
              label="First name"
              autoComplete="given-name"
              error={errors.firstName?.message}
              {...register("firstName")}
            />
            <TextField
              id="checkout-last-name"
              label="Last name"
              autoComplete="family-name"
              error={errors.lastName?.message}
              {...register("lastName")}
            />
            <TextField
              id="checkout-email"
              label="Email"
              type="email"
              autoComplete="email"
              inputMode="email"
              error={errors.email?.message}
              hint="Your order confirmation goes here."
              {...register("email")}
            />
            <TextField
              id="checkout-phone"
              label={
                <>
                  Phone <span className="font-normal text-muted-foreground">(optional)</span>
                </>
              }
              type="tel"
              autoComplete="tel"
              error={errors.phone?.message}
              {...register("phone")}
            />
          </div>
          <AddressFields
            prefix="checkout"
            section="billing"
            field={(key) => ({ registration: register(key), error: errors[key]?.message })}
            state={{ control, name: "state", error: errors.state?.message }}
          />
        </fieldset>

        <div className="mt-6 flex items-start gap-3 border-t border-border pt-5">
          <FormCheckbox control={control} name="sameAsBilling" id="checkout-same-as-billing" className="mt-0.5" />
          <Label htmlFor="checkout-same-as-billing" leading="snug">
            Shipping address is same as billing address
          </Label>
        </div>
      </Card>

      {sameAsBilling ? null : (
        <Card className="p-5 sm:p-6">
          <fieldset className="grid gap-5">
            <legend className="mb-5 font-serif text-2xl font-semibold">Shipping Address</legend>
            <TextField
              id="shipping-name"
              label="Recipient name"
              autoComplete="shipping name"
              error={errors.shipping?.name?.message}
              {...register("shipping.name")}
            />
            <AddressFields
              prefix="shipping"
              section="shipping"
              field={(key) => ({ registration: register(`shipping.${key}`), error: errors.shipping?.[key]?.message })}
              state={{ control, name: "shipping.state", error: errors.shipping?.state?.message }}
            />
          </fieldset>
        </Card>
      )}

      <GiftOptions control={control} register={register} errors={errors} />

      {saveChoice ? (
        <Card className="wood-grain p-5 sm:p-6">
          <div className="flex items-start gap-3">
            <FormCheckbox
              control={control}
              name="saveAddress"
              id="checkout-save-address"
              aria-describedby="checkout-save-address-hint"
              className="mt-0.5"
            />
            <div className="grid gap-1.5">
              <Label htmlFor="checkout-save-address" leading="snug">
                Save this address to my account
              </Label>
              <p id="checkout-save-address-hint" className="text-sm text-muted-foreground">
                Your next checkout starts filled in. Change it any time under Saved addresses in your dashboard.
              </p>
            </div>
          </div>
        </Card>
      ) : null}

      {isGuest ? (
        <Card className="wood-grain p-5 sm:p-6">
          <div className="flex items-start gap-3">
            <FormCheckbox
              control={control}
              name="createAccount"
              id="checkout-create-account"
              aria-describedby="checkout-create-account-hint"
              className="mt-0.5"
            />
            <div className="grid gap-1.5">
              <Label htmlFor="checkout-create-account" leading="snug">
                Create an account for faster checkout next time
              </Label>
              <p id="checkout-create-account-hint" className="text-sm text-muted-foreground">
                Optional. Follow your order and keep your details for next time, using the email above.
              </p>
            </div>
          </div>
          {createAccount ? (
            <TextField
              id="checkout-password"
              label="Password"
              type="password"
              autoComplete="new-password"
              hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
              error={errors.password?.message}
              fieldClassName="mt-5 sm:max-w-sm"
              {...register("password")}
            />
          ) : null}
        </Card>
      ) : null}

      <div className="grid gap-3">
        {error ? (
          <p
            role="alert"
            className="flex items-start gap-2 rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm text-destructive"
          >
            <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {error}
          </p>
        ) : null}
        <Button type="submit" size="lg" className="w-full" disabled={pending}>
          <Lock aria-hidden="true" />
          {pending ? "Processing..." : "Continue to Payment"}
        </Button>
        {note ? (
          <p
            id="checkout-payment-note"
            className="flex items-start gap-2.5 rounded-md border border-border bg-muted/60 p-3 text-sm text-foreground/85"
          >
            <Info className="mt-0.5 size-4 shrink-0 text-accent" aria-hidden="true" />
            <span className="whitespace-pre-line">{note}</span>
          </p>
        ) : null}
        <PolicyLinks />
      </div>
    </form>
  );
}
