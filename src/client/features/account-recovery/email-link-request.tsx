import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { UseMutationResult } from "@tanstack/react-query";
import { Link } from "wouter";
import type { passwordResetRequestSchema, signInLinkRequestSchema } from "@shared/auth";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";

type EmailLinkRequestProps = {
  /** The request's schema: its email, checked as the server checks it. */
  schema: typeof passwordResetRequestSchema | typeof signInLinkRequestSchema;
  /** The call that mails the link; its answer is the same whether or not the email has an account. */
  request: UseMutationResult<{ message: string }, Error, { email: string }>;
  /** The email field's id, unique on the screen. */
  fieldId: string;
  defaultEmail?: string;
  submitLabel: string;
  /** Said under the server's answer once the link is sent. */
  sentNote: string;
};

/**
 * Asks for an account's email and mails it a link, then says it was sent: the forgot-password page's
 * reset link and the sign-in link of decision 044. Goes inside the page's RecoveryCard.
 */
export function EmailLinkRequest({
  schema,
  request,
  fieldId,
  defaultEmail = "",
  submitLabel,
  sentNote,
}: EmailLinkRequestProps) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(schema), defaultValues: { email: defaultEmail } });

  const onSubmit = handleSubmit((values) => request.mutate(values));

  return request.isSuccess ? (
    <div role="status" className="grid gap-4">
      <p>{request.data.message}</p>
      <p className="text-sm text-muted-foreground">{sentNote}</p>
      <Button asChild variant="outline">
        <Link href="/auth">Back to log in</Link>
      </Button>
    </div>
  ) : (
    <form noValidate onSubmit={onSubmit} className="grid gap-5">
      <TextField
        id={fieldId}
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register("email")}
      />
      <Button type="submit" size="lg" disabled={request.isPending}>
        {request.isPending ? "Sending..." : submitLabel}
      </Button>
      <Link href="/auth" className="text-center text-sm font-medium text-accent underline-offset-4 hover:underline">
        Back to log in
      </Link>
    </form>
  );
}
