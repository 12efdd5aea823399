import { Link, useLocation, useSearch } from "wouter";
import { signInLinkRequestSchema } from "@shared/auth";
import { Button } from "@/components/ui/button";
import { EmailLinkRequest } from "@/features/account-recovery/email-link-request";
import { RecoveryCard } from "@/features/account-recovery/recovery-card";
import { useRequestSignInLink } from "@/features/auth/use-request-sign-in-link";
import { useSignInWithLink } from "@/features/auth/use-sign-in-with-link";
import { errorMessage } from "@/lib/api";

/**
 * "Email me a sign-in link" (decision 044): without a token, asks for the email (the login form's,
 * handed over in the history state) and mails a link; with the link's token, signs in when asked,
 * which works even while password sign-in for that email is paused.
 */
export default function SignInLinkPage() {
  const token = new URLSearchParams(useSearch()).get("token") ?? "";
  return token ? <UseLink token={token} /> : <AskForLink />;
}

function AskForLink() {
  const request = useRequestSignInLink();
  const handedOver =
    (typeof window !== "undefined" && (window.history.state as { email?: unknown } | null)?.email) || "";
  return (
    <RecoveryCard
      title="Email me a sign-in link"
      intro="Enter the email of your account and we'll send you a link that signs you in, no password needed."
    >
      <EmailLinkRequest
        schema={signInLinkRequestSchema}
        request={request}
        fieldId="sign-in-link-email"
        defaultEmail={typeof handedOver === "string" ? handedOver : ""}
        submitLabel="Send sign-in link"
        sentNote="Check your spam folder if nothing arrives."
      />
    </RecoveryCard>
  );
}

function UseLink({ token }: { token: string }) {
  const [, navigate] = useLocation();
  const signIn = useSignInWithLink();
  const onSignIn = () =>
    signIn.mutate({ token }, { onSuccess: (user) => navigate(user.isAdmin ? "/admin" : "/dashboard") });

  return (
    <RecoveryCard title="Sign in to Grain & Groove" intro="This link works once, within 15 minutes of being sent.">
      {signIn.isError ? (
        <div role="alert" className="grid gap-4">
          <p>{errorMessage(signIn.error)}</p>
          <Button asChild variant="outline">
            <Link href="/sign-in-link">Email me a new sign-in link</Link>
          </Button>
        </div>
      ) : (
        <Button type="button" size="lg" onClick={onSignIn} disabled={signIn.isPending || signIn.isSuccess}>
          {signIn.isPending || signIn.isSuccess ? "Signing in..." : "Sign in"}
        </Button>
      )}
    </RecoveryCard>
  );
}
