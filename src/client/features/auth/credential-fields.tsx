import type { UseFormRegisterReturn } from "react-hook-form";
import { TextField } from "@/components/ui/text-field";

type CredentialFieldsProps = {
  /** Prefix of the fields' ids, unique on the screen: `<prefix>-email`, `<prefix>-password`. */
  idPrefix: string;
  email: UseFormRegisterReturn<"email">;
  password: UseFormRegisterReturn<"password">;
  errors: { email?: { message?: string }; password?: { message?: string } };
  /** Registering chooses a password: the rule it must meet, said under it. Logging in fills the saved one. */
  newPasswordHint?: string;
};

/** An account's email and password, the fields the login and register forms share. */
export function CredentialFields({ idPrefix, email, password, errors, newPasswordHint }: CredentialFieldsProps) {
  return (
    <>
      <TextField
        id={`${idPrefix}-email`}
        label="Email"
        error={errors.email?.message}
        type="email"
        autoComplete="email"
        {...email}
      />
      <TextField
        id={`${idPrefix}-password`}
        label="Password"
        error={errors.password?.message}
        hint={newPasswordHint}
        type="password"
        autoComplete={newPasswordHint ? "new-password" : "current-password"}
        {...password}
      />
    </>
  );
}
