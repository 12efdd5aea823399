import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { changePasswordSchema } from "@shared/auth";
import { accountsApi } from "@shared/api/accounts";
import { urlOf } from "@shared/api/contract";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { errorMessage, statusOf } from "@/lib/api";
import { useChangePassword } from "./use-change-password";

/** For a signed-in person; `hasPassword` is false for an external-login account setting its first one. */
export function ChangePasswordForm({ hasPassword }: { hasPassword: boolean }) {
  const change = useChangePassword();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm({ resolver: zodResolver(changePasswordSchema), defaultValues: { currentPassword: "", newPassword: "" } });

  const onSubmit = handleSubmit((values) => change.mutate(values, { onSuccess: () => reset() }));
  // A first password needs a recent sign-in (decision 013): offer one that comes back here.
  const signInAgain = !hasPassword && statusOf(change.error) === 403;

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5 sm:max-w-md">
      {hasPassword ? (
        <TextField
          id="current-password"
          label="Current password"
          type="password"
          autoComplete="current-password"
          error={errors.currentPassword?.message}
          {...register("currentPassword")}
        />
      ) : null}
      <TextField
        id="new-password"
        label="New password"
        type="password"
        autoComplete="new-password"
        hint="At least 8 characters. Other devices signed in to your account will be signed out."
        error={errors.newPassword?.message}
        {...register("newPassword")}
      />
      {signInAgain ? (
        <p role="alert" className="text-sm">
          {errorMessage(change.error)}{" "}
          <a
            href={urlOf(accountsApi.providerSignIn, { query: { returnTo: "/dashboard" } })}
            className="font-medium underline underline-offset-4"
          >
            Sign in again
          </a>
        </p>
      ) : null}
      <Button type="submit" disabled={change.isPending} className="justify-self-start">
        {change.isPending ? "Saving..." : "Change password"}
      </Button>
    </form>
  );
}
