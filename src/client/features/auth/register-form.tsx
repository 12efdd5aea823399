import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { registerSchema } from "@shared/auth";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { AuthForm } from "./auth-form";
import { CredentialFields } from "./credential-fields";
import { useAuth } from "./use-auth";

/** The auth page's Register tab; once sent, where the confirmation link went. */
export function RegisterForm() {
  const { registerMutation } = useAuth();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(registerSchema),
    defaultValues: { firstName: "", lastName: "", email: "", password: "" },
  });

  // The account is made when the emailed link is opened (decision 014): say where it went.
  if (registerMutation.isSuccess) {
    return (
      <div role="status" className="grid gap-4">
        {/* Focused when shown, so a phone scrolled down to the button sees it. */}
        <h2
          ref={(h) => h?.focus()}
          tabIndex={-1}
          className="font-serif text-2xl font-semibold leading-tight outline-none"
        >
          Check your email
        </h2>
        <p>
          We&apos;ve sent a link to <strong className="break-all">{registerMutation.variables.email}</strong>. Open it
          to confirm your address and sign in; it works for 24 hours.
        </p>
        <p className="text-sm text-muted-foreground">
          Nothing there? Look in your spam folder, or check the address and try again.
        </p>
        <Button type="button" variant="outline" className="justify-self-start" onClick={() => registerMutation.reset()}>
          Use a different email
        </Button>
      </div>
    );
  }

  return (
    <AuthForm
      title="Create your account"
      description="It only takes a minute."
      onSubmit={handleSubmit((values) => registerMutation.mutate(values))}
      submit={{ label: "Create Account", pendingLabel: "Creating account...", pending: registerMutation.isPending }}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          id="register-first-name"
          label="First name"
          error={errors.firstName?.message}
          autoComplete="given-name"
          {...register("firstName")}
        />
        <TextField
          id="register-last-name"
          label="Last name"
          error={errors.lastName?.message}
          autoComplete="family-name"
          {...register("lastName")}
        />
      </div>
      <CredentialFields
        idPrefix="register"
        email={register("email")}
        password={register("password")}
        errors={errors}
        newPasswordHint="At least 8 characters, and not a common password."
      />
    </AuthForm>
  );
}
