import { useEffect, useRef } from "react";
import { Link, useSearch } from "wouter";
import { useQueryClient } from "@tanstack/react-query";
import { Button } from "@/components/ui/button";
import { authUserQuery } from "@/features/auth/auth-user";
import { RecoveryCard } from "@/features/account-recovery/recovery-card";
import { useVerifyEmail } from "@/features/account-recovery/use-verify-email";
import { USER_ORDERS_PATH } from "@/features/orders/use-user-orders";
import { errorMessage } from "@/lib/api";

export default function VerifyEmailPage() {
  const token = new URLSearchParams(useSearch()).get("token") ?? "";
  const verify = useVerifyEmail();
  const queryClient = useQueryClient();
  const sent = useRef(false);

  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true; // once, even under StrictMode's double effects: the token works once
    verify.mutate(
      { token },
      {
        onSuccess: (answer) => {
          // A registration's link signs the new account in: the auth read takes its user at once.
          const { queryKey } = authUserQuery();
          if (answer.user) queryClient.setQueryData(queryKey, answer.user);
          else void queryClient.invalidateQueries({ queryKey });
          void queryClient.invalidateQueries({ queryKey: USER_ORDERS_PATH });
        },
      },
    );
  }, [token, verify, queryClient]);

  return (
    <RecoveryCard title="Confirm your email">
      <div role="status" aria-live="polite" className="grid gap-4">
        {!token ? (
          <p>This link is incomplete. Please open the link from the email again.</p>
        ) : verify.isSuccess ? (
          <>
            <p className="font-serif text-xl font-semibold">
              {verify.data.user ? "Your account is ready. Welcome to Grain & Groove!" : "Your email is confirmed."}
            </p>
            <p className="text-muted-foreground">
              Orders you placed as a guest with this address now appear on your dashboard.
            </p>
            <Button asChild>
              <Link href="/dashboard">Go to my dashboard</Link>
            </Button>
          </>
        ) : verify.isError ? (
          <>
            <p role="alert">{errorMessage(verify.error)}</p>
            <Button asChild variant="outline">
              <Link href="/dashboard">Go to my dashboard</Link>
            </Button>
          </>
        ) : (
          <p>Confirming your email…</p>
        )}
      </div>
    </RecoveryCard>
  );
}
