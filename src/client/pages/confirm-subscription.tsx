import { Link, useSearch } from "wouter";
import { MailCheck } from "@/components/ui/icons";
import { Button } from "@/components/ui/button";
import { RecoveryCard } from "@/features/account-recovery/recovery-card";
import { useConfirmSubscription } from "@/features/subscriptions/use-confirm-subscription";
import { usePostTokenOnce } from "@/features/subscriptions/use-post-token-once";
import { errorMessage } from "@/lib/api";

/** /subscriptions/confirm?token=…: the double opt-in's link (decision 060); the page posts the token. */
export default function ConfirmSubscriptionPage() {
  const token = new URLSearchParams(useSearch()).get("token") ?? "";
  const confirm = useConfirmSubscription();
  usePostTokenOnce(token, confirm);

  return (
    <RecoveryCard title="Confirm your email">
      <div role="status" aria-live="polite" className="grid gap-4">
        {!token ? (
          <p>This link is incomplete. Please open the link from the email again.</p>
        ) : confirm.isSuccess ? (
          <>
            <p className="flex items-center gap-3 font-serif text-xl font-semibold">
              <MailCheck aria-hidden="true" className="size-6 text-accent" />
              You&apos;re on the list
            </p>
            <p className="text-muted-foreground">
              {confirm.data.message} We&apos;ll write to{" "}
              <span className="font-medium break-all text-foreground">{confirm.data.email}</span>, and every email has a
              link to stop them.
            </p>
            <Button asChild>
              <Link href="/#shop">Browse the boards</Link>
            </Button>
          </>
        ) : confirm.isError ? (
          <p role="alert">{errorMessage(confirm.error)}</p>
        ) : (
          <p>Confirming your email…</p>
        )}
      </div>
    </RecoveryCard>
  );
}
