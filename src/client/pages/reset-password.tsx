import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Link, useLocation, useSearch } from "wouter";
import { passwordResetSchema } from "@shared/auth";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { RecoveryCard } from "@/features/account-recovery/recovery-card";
import { useResetPassword } from "@/features/account-recovery/use-reset-password";

export default function ResetPasswordPage() {
  const token = new URLSearchParams(useSearch()).get("token") ?? "";
  const [, navigate] = useLocation();
  const reset = useResetPassword();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(passwordResetSchema), defaultValues: { token, password: "" } });

  const onSubmit = handleSubmit((values) => reset.mutate(values, { onSuccess: () => navigate("/auth") }));

  if (!token) {
    return (
      <RecoveryCard title="Choose a new password">
        <p role="alert">This link is incomplete. Please open the link from the email again, or ask for a new one.</p>
        <Button asChild variant="outline">
          <Link href="/forgot-password">Ask for a new link</Link>
        </Button>
      </RecoveryCard>
    );
  }

  return (
    <RecoveryCard
      title="Choose a new password"
      intro="After this, every device signed in to your account is signed out."
    >
      <form noValidate onSubmit={onSubmit} className="grid gap-5">
        <input type="hidden" {...register("token")} />
        <TextField
          id="reset-password"
          label="New password"
          type="password"
          autoComplete="new-password"
          hint="At least 8 characters."
          error={errors.password?.message ?? errors.token?.message}
          {...register("password")}
        />
        <Button type="submit" size="lg" disabled={reset.isPending}>
          {reset.isPending ? "Saving..." : "Save new password"}
        </Button>
      </form>
    </RecoveryCard>
  );
}
