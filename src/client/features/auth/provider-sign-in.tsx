import { useSearch } from "wouter";
import { KeyRound } from "@/components/ui/icons";
import { accountsApi } from "@shared/api/accounts";
import { urlOf } from "@shared/api/contract";
import { Button } from "@/components/ui/button";

/** What went wrong on the way back from the provider (`/auth?error=…`, set by GET /api/callback). */
const PROVIDER_ERRORS: Record<string, string> = {
  oidc: "Signing in with your account provider did not work. Please try again, or log in with your email and password.",
  "oidc-email-unverified":
    "An account with this email already exists, and your account provider has not confirmed that the email is yours. Log in with your password instead, or confirm the email with your provider first.",
  "oidc-account-conflict":
    "This email's account is already connected to a different login at your account provider. Log in with your password, or with the login you used before.",
  "oidc-no-email":
    "Your account provider did not share an email address, which the shop needs. Please log in with your email and password.",
};

/**
 * The external identity provider's button (a full browser navigation to /api/login, SPEC §6) and
 * the reason a provider sign-in failed. Hidden entirely when no provider is configured.
 */
export function ProviderSignIn({ enabled }: { enabled: boolean }) {
  const error = new URLSearchParams(useSearch()).get("error");
  const message = error ? PROVIDER_ERRORS[error] : undefined;

  return (
    <>
      {message ? (
        <p
          role="alert"
          className="mx-6 mt-6 rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive"
        >
          {message}
        </p>
      ) : null}
      {enabled ? (
        <div className="px-6 pb-6">
          <p className="mb-4 flex items-center gap-3 text-xs uppercase tracking-wider text-muted-foreground before:h-px before:flex-1 before:bg-border after:h-px after:flex-1 after:bg-border">
            or
          </p>
          <Button asChild variant="outline" size="lg" className="w-full">
            <a href={urlOf(accountsApi.providerSignIn)}>
              <KeyRound aria-hidden="true" />
              Continue with your account provider
            </a>
          </Button>
        </div>
      ) : null}
    </>
  );
}
