import {
  useController,
  type Control,
  type FieldPathByValue,
  type FieldValues,
  type UseFormRegisterReturn,
} from "react-hook-form";
import { US_STATES } from "@shared/tax";
import { FormField, fieldAria } from "@/components/ui/form-field";
import { TextField } from "@/components/ui/text-field";

type AddressKey = "street" | "city" | "zipCode";

type AddressFieldsProps<T extends FieldValues, O> = {
  /** Starts the inputs' ids: `${prefix}-street`, … */
  prefix: string;
  /** The autofill section the browser fills them from. */
  section: "billing" | "shipping";
  /** Each text field's registration in the form that holds it, and its error. */
  field: (key: AddressKey) => { registration: UseFormRegisterReturn; error?: string };
  /**
   * The State select of the form, controlled, so that a state saved before the list (decision 072)
   * still shows as it was typed, beside the error that asks for one of the list.
   */
  state: { control: Control<T, unknown, O>; name: FieldPathByValue<T, string>; error?: string };
};

const SELECT =
  "h-10 w-full rounded-md border border-input bg-card px-3 text-base text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background aria-invalid:border-destructive md:text-sm";

const KNOWN = new Set(US_STATES.map(([code]) => code));

/**
 * Street, then City, State and ZIP code in a row from small tablets up: the checkout's, the address
 * book's and a commission's delivery address. The state is chosen from the states the shop ships
 * to, by name, and kept as its postal code.
 */
export function AddressFields<T extends FieldValues, O>({ prefix, section, field, state }: AddressFieldsProps<T, O>) {
  // Registered in the fields' order: a form sent with errors focuses the first one on the page.
  const street = field("street");
  const city = field("city");
  const { ref: selectRef, ...select } = useController({ control: state.control, name: state.name }).field;
  const zip = field("zipCode");
  const stateId = `${prefix}-state`;
  const value = String(select.value ?? "");
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
      <FormField id={stateId} label="State" error={state.error} className="sm:col-span-2">
        <select
          id={stateId}
          autoComplete={`${section} address-level1`}
          className={SELECT}
          {...fieldAria(stateId, state.error)}
          name={select.name}
          ref={selectRef}
          value={value}
          onChange={select.onChange}
          onBlur={select.onBlur}
        >
          <option value="">Choose…</option>
          {value && !KNOWN.has(value) ? <option value={value}>{value}</option> : null}
          {US_STATES.map(([code, name]) => (
            <option key={code} value={code}>
              {name}
            </option>
          ))}
        </select>
      </FormField>
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
