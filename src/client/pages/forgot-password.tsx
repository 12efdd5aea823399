import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Link } from "wouter";
import { passwordResetRequestSchema } from "@shared/auth";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { RecoveryCard } from "@/features/account-recovery/recovery-card";
import { useRequestPasswordReset } from "@/features/account-recovery/use-request-password-reset";

export default function ForgotPasswordPage() {
  const request = useRequestPasswordReset();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(passwordResetRequestSchema), defaultValues: { email: "" } });

  const onSubmit = handleSubmit((values) => request.mutate(values));

  return (
    <RecoveryCard
      title="Forgot password?"
      intro="Enter the email of your account and we'll send you a link to choose a new password."
    >
      {request.isSuccess ? (
        <div role="status" className="grid gap-4">
          <p>{request.data.message}</p>
          <p className="text-sm text-muted-foreground">
            The link works for one hour. Check your spam folder if nothing arrives.
          </p>
          <Button asChild variant="outline">
            <Link href="/auth">Back to log in</Link>
          </Button>
        </div>
      ) : (
        <form noValidate onSubmit={onSubmit} className="grid gap-5">
          <TextField
            id="forgot-email"
            label="Email"
            type="email"
            autoComplete="email"
            error={errors.email?.message}
            {...register("email")}
          />
          <Button type="submit" size="lg" disabled={request.isPending}>
            {request.isPending ? "Sending..." : "Send reset link"}
          </Button>
          <Link href="/auth" className="text-center text-sm font-medium text-accent underline-offset-4 hover:underline">
            Back to log in
          </Link>
        </form>
      )}
    </RecoveryCard>
  );
}
