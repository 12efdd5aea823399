import { TextField } from "@/components/ui/text-field";
import type { SimpleErrors } from "./simple-checks";

type NameEmailFieldsProps = {
  /** prefix of the inputs' ids: `${id}-name`, `${id}-email` */
  id: string;
  values: { name: string; email: string };
  errors: SimpleErrors;
  set: (key: "name" | "email") => (value: string) => void;
};

/** The required Name and Email pair of the storefront's plain forms. */
export function NameEmailFields({ id, values, errors, set }: NameEmailFieldsProps) {
  return (
    <>
      <TextField
        id={`${id}-name`}
        label="Name"
        name="name"
        autoComplete="name"
        required
        maxLength={120}
        value={values.name}
        onChange={(e) => set("name")(e.target.value)}
        error={errors.name}
      />
      <TextField
        id={`${id}-email`}
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        required
        maxLength={254}
        value={values.email}
        onChange={(e) => set("email")(e.target.value)}
        error={errors.email}
      />
    </>
  );
}
