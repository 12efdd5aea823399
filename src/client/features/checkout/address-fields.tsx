import type { FieldErrors, UseFormRegister } from "react-hook-form";
import { TextField } from "@/components/ui/text-field";
import type { CheckoutFormInput } from "./checkout-form-schema";

type AddressFieldsProps = {
  prefix: "checkout" | "shipping";
  section: "billing" | "shipping";
  register: UseFormRegister<CheckoutFormInput>;
  errors: FieldErrors<CheckoutFormInput>;
};

/** Street, then City, State and ZIP code in a row from small tablets up. */
export function AddressFields({ prefix, section, register, errors }: AddressFieldsProps) {
  const shipping = section === "shipping";
  const fieldErrors = shipping ? errors.shipping : errors;
  const name = <K extends "street" | "city" | "state" | "zipCode">(key: K) =>
    shipping ? (`shipping.${key}` as const) : key;

  return (
    <div className="grid grid-cols-2 items-start gap-5 sm:grid-cols-6">
      <TextField
        id={`${prefix}-street`}
        label="Street"
        autoComplete={`${section} street-address`}
        error={fieldErrors?.street?.message}
        fieldClassName="col-span-2 sm:col-span-6"
        {...register(name("street"))}
      />
      <TextField
        id={`${prefix}-city`}
        label="City"
        autoComplete={`${section} address-level2`}
        error={fieldErrors?.city?.message}
        fieldClassName="col-span-2"
        {...register(name("city"))}
      />
      <TextField
        id={`${prefix}-state`}
        label="State"
        autoComplete={`${section} address-level1`}
        error={fieldErrors?.state?.message}
        fieldClassName="sm:col-span-2"
        {...register(name("state"))}
      />
      <TextField
        id={`${prefix}-zip`}
        label="ZIP code"
        autoComplete={`${section} postal-code`}
        error={fieldErrors?.zipCode?.message}
        fieldClassName="sm:col-span-2"
        {...register(name("zipCode"))}
      />
    </div>
  );
}
