import { useState } from "react";
import { checkContactFields, type SimpleErrors } from "./simple-checks";

type PlainFields = Record<string, string> & { name: string; email: string };

/**
 * State for the storefront's plain (zod-free) forms: the fields, their inline errors, a `set(key)` updater
 * that clears that field's error, `validate()` with checkContactFields, and `reset()` to the empty fields.
 */
export function usePlainForm<F extends PlainFields>(empty: F) {
  const [fields, setFields] = useState(empty);
  const [errors, setErrors] = useState<SimpleErrors>({});

  const set = (key: keyof F & string) => (value: string) => {
    setFields((f) => ({ ...f, [key]: value }));
    if (key === "name" || key === "email" || key === "message") setErrors((e) => ({ ...e, [key]: undefined }));
  };

  /** Shows the errors found; true when there are none. */
  const validate = () => {
    const found = checkContactFields(fields);
    setErrors(found);
    return Object.keys(found).length === 0;
  };

  const reset = () => setFields(empty);

  return { fields, errors, set, validate, reset };
}
