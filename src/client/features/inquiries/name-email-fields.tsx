import type { ChangeEventHandler } from "react";
import { TextField } from "@/components/ui/text-field";
import type { SimpleErrors } from "./simple-checks";

type NameEmailFieldsProps = {
  /** prefix of the inputs' ids: `${id}-name`, `${id}-email` */
  id: string;
  fields: { name: string; email: string };
  errors: SimpleErrors;
  /** the field's onChange */
  set: (key: "name" | "email") => ChangeEventHandler<HTMLInputElement>;
};

/** The required Name and Email pair of the storefront's plain forms. */
export function NameEmailFields({ id, fields, errors, set }: NameEmailFieldsProps) {
  return (
    <>
      <TextField
        id={`${id}-name`}
        label="Name"
        name="name"
        autoComplete="name"
        required
        maxLength={120}
        value={fields.name}
        onChange={set("name")}
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
        value={fields.email}
        onChange={set("email")}
        error={errors.email}
      />
    </>
  );
}
