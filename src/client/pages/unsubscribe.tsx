import { Link, type RouteComponentProps } from "wouter";
import { MailCheck, MailX } from "@/components/ui/icons";
import { Button } from "@/components/ui/button";
import { RecoveryCard } from "@/features/account-recovery/recovery-card";
import { useResubscribe } from "@/features/subscriptions/use-resubscribe";
import { useUnsubscribe } from "@/features/subscriptions/use-unsubscribe";
import { usePostTokenOnce } from "@/features/subscriptions/use-post-token-once";
import { errorMessage } from "@/lib/api";

/**
 * /unsubscribe/<token>, every marketing email's link (decision 060). The page posts the token once
 * it runs (a link scanner's GET changes nothing), says so, and offers to subscribe again. A mail
 * client's one-click POST to the same address is answered by the server alone.
 */
export default function UnsubscribePage({ params }: RouteComponentProps) {
  const token = params.token ?? "";
  const unsubscribe = useUnsubscribe();
  const resubscribe = useResubscribe();
  usePostTokenOnce(token, unsubscribe);

  if (resubscribe.isSuccess) {
    return (
      <RecoveryCard title="Welcome back">
        <div role="status" className="grid gap-4">
          <p className="flex items-center gap-3 font-serif text-xl font-semibold">
            <MailCheck aria-hidden="true" className="size-6 text-accent" />
            You&apos;re subscribed again
          </p>
          <p className="text-muted-foreground">We&apos;ll write to {resubscribe.data.email} again, now and then.</p>
          <Button asChild>
            <Link href="/#shop">Browse the boards</Link>
          </Button>
        </div>
      </RecoveryCard>
    );
  }

  return (
    <RecoveryCard title="Unsubscribe">
      <div role="status" aria-live="polite" className="grid gap-4">
        {unsubscribe.isSuccess ? (
          <>
            <p className="flex items-center gap-3 font-serif text-xl font-semibold">
              <MailX aria-hidden="true" className="size-6 text-accent" />
              You&apos;re unsubscribed
            </p>
            <p className="text-muted-foreground">
              <span className="font-medium break-all text-foreground">{unsubscribe.data.email}</span> will get no more
              newsletters or board alerts from Grain &amp; Groove. Emails about your orders still arrive.
            </p>
            <p className="text-sm text-muted-foreground">Changed your mind? You can come back in one tap.</p>
            {resubscribe.isError ? <p role="alert">{errorMessage(resubscribe.error)}</p> : null}
            <div className="flex flex-wrap gap-3">
              <Button type="button" onClick={() => resubscribe.mutate({ token })} disabled={resubscribe.isPending}>
                {resubscribe.isPending ? "Subscribing…" : "Subscribe again"}
              </Button>
              <Button asChild variant="outline">
                <Link href="/">Back to the shop</Link>
              </Button>
            </div>
          </>
        ) : unsubscribe.isError ? (
          <p role="alert">{errorMessage(unsubscribe.error)}</p>
        ) : (
          <p>Unsubscribing…</p>
        )}
      </div>
    </RecoveryCard>
  );
}
