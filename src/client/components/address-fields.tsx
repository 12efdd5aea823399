import type { UseFormRegisterReturn } from "react-hook-form";
import { TextField } from "@/components/ui/text-field";

type AddressKey = "street" | "city" | "state" | "zipCode";

type AddressFieldsProps = {
  /** Starts the inputs' ids: `${prefix}-street`, … */
  prefix: string;
  /** The autofill section the browser fills them from. */
  section: "billing" | "shipping";
  /** Each field's registration in the form that holds it, and its error. */
  field: (key: AddressKey) => { registration: UseFormRegisterReturn; error?: string };
};

/** Street, then City, State and ZIP code in a row from small tablets up: the checkout's and the address book's. */
export function AddressFields({ prefix, section, field }: AddressFieldsProps) {
  const street = field("street");
  const city = field("city");
  const state = field("state");
  const zip = field("zipCode");
  return (
    <div className="grid grid-cols-2 items-start gap-5 sm:grid-cols-6">
      <TextField
        id={`${prefix}-street`}
        label="Street"
        autoComplete={`${section} street-address`}
        error={street.error}
        fieldClassName="col-span-2 sm:col-span-6"
        {...street.registration}
      />
      <TextField
        id={`${prefix}-city`}
        label="City"
        autoComplete={`${section} address-level2`}
        error={city.error}
        fieldClassName="col-span-2"
        {...city.registration}
      />
      <TextField
        id={`${prefix}-state`}
        label="State"
        autoComplete={`${section} address-level1`}
        error={state.error}
        fieldClassName="sm:col-span-2"
        {...state.registration}
      />
      <TextField
        id={`${prefix}-zip`}
        label="ZIP code"
        autoComplete={`${section} postal-code`}
        error={zip.error}
        fieldClassName="sm:col-span-2"
        {...zip.registration}
      />
    </div>
  );
}
