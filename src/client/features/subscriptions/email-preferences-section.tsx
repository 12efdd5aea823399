import { Link } from "wouter";
import { BellRing, Mail, X } from "@/components/ui/icons";
import type { MarketingPreferences, NewsletterStanding } from "@shared/marketing";
import { productPath } from "@shared/routes";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { useMarketingPreferences } from "./use-marketing-preferences";
import { useNewsletterChoice } from "./use-newsletter-choice";
import { useRemoveAlert } from "./use-remove-alert";

const STANDING: Record<
  NewsletterStanding,
  { badge: string; variant: "instock" | "secondary" | "muted"; text: string }
> = {
  confirmed: {
    badge: "Subscribed",
    variant: "instock",
    text: "You get our newsletter: new boards, limited runs and workshop news, a few times a year.",
  },
  unconfirmed: {
    badge: "Waiting for confirmation",
    variant: "secondary",
    text: "Open the link we emailed you to start receiving our newsletter.",
  },
  unsubscribed: {
    badge: "Not subscribed",
    variant: "muted",
    text: "You unsubscribed from our emails, so we send you no newsletter and no back-in-stock alerts.",
  },
  none: {
    badge: "Not subscribed",
    variant: "muted",
    text: "Hear about new boards, limited runs and workshop news, a few times a year.",
  },
};

/**
 * The dashboard's "Email preferences" (decision 085): the account's address with the newsletter
 * (subscribed, waiting for the emailed link, or not) and its back-in-stock alerts, each removable.
 */
export function EmailPreferencesSection({ userId }: { userId: string }) {
  const preferences = useMarketingPreferences(userId);
  return (
    <section aria-labelledby="email-preferences" className="mt-14">
      <h2 id="email-preferences" className="mb-4 font-serif text-2xl font-semibold">
        Email preferences
      </h2>
      {preferences.isPending ? (
        <div aria-busy="true">
          <p role="status" className="sr-only">
            Loading your email preferences…
          </p>
          <Skeleton className="h-48 w-full" />
        </div>
      ) : preferences.isError ? (
        <p role="alert" className="text-destructive">
          We could not load your email preferences. Please reload the page.
        </p>
      ) : (
        <Card>
          <CardContent className="grid gap-0 divide-y divide-border p-0">
            <Newsletter userId={userId} preferences={preferences.data} />
            <Alerts userId={userId} preferences={preferences.data} />
          </CardContent>
        </Card>
      )}
    </section>
  );
}

function Newsletter({ userId, preferences }: { userId: string; preferences: MarketingPreferences }) {
  const choice = useNewsletterChoice(userId);
  const standing = STANDING[preferences.newsletter];
  const subscribed = preferences.newsletter === "confirmed" || preferences.newsletter === "unconfirmed";
  return (
    <div className="grid gap-3 p-5 sm:p-6">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <Mail className="size-5 text-accent" aria-hidden="true" />
        <h3 id="newsletter-heading" className="font-semibold">
          Newsletter
        </h3>
        <Badge variant={standing.variant} weight="medium" data-testid="newsletter-standing">
          {standing.badge}
        </Badge>
      </div>
      <p className="text-sm text-muted-foreground">
        {standing.text} Sent to <span className="font-medium text-foreground">{preferences.email}</span>.
      </p>
      <div className="flex flex-wrap gap-2">
        {preferences.newsletter === "confirmed" ? null : (
          <Button
            size="sm"
            variant={subscribed ? "outline" : "default"}
            disabled={choice.isPending}
            onClick={() => choice.mutate("subscribe")}
          >
            {choice.isPending && choice.variables === "subscribe"
              ? "Sending..."
              : subscribed
                ? "Send the link again"
                : "Subscribe"}
          </Button>
        )}
        {subscribed ? (
          <Button size="sm" variant="outline" disabled={choice.isPending} onClick={() => choice.mutate("unsubscribe")}>
            {choice.isPending && choice.variables === "unsubscribe" ? "Unsubscribing..." : "Unsubscribe"}
          </Button>
        ) : null}
      </div>
      {choice.isSuccess && choice.variables === "subscribe" && preferences.newsletter !== "confirmed" ? (
        <p role="status" className="text-sm font-medium">
          We sent a link to {preferences.email}: open it to confirm your subscription.
        </p>
      ) : null}
    </div>
  );
}

function Alerts({ userId, preferences }: { userId: string; preferences: MarketingPreferences }) {
  const remove = useRemoveAlert(userId);
  const { alerts } = preferences;
  return (
    <div className="grid gap-3 p-5 sm:p-6">
      <div className="flex items-center gap-3">
        <BellRing className="size-5 text-accent" aria-hidden="true" />
        <h3 id="alerts-heading" className="font-semibold">
          Back-in-stock alerts
        </h3>
      </div>
      {alerts.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          No alerts. On a sold-out board, choose &lsquo;Email me when it&rsquo;s back&rsquo; and it will be listed here.
        </p>
      ) : (
        <ul aria-labelledby="alerts-heading" className="grid gap-2">
          {alerts.map((alert) => (
            <li
              key={alert.id}
              className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 rounded-md border border-border px-3 py-2"
            >
              <div className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1">
                {alert.board.slug ? (
                  <Link
                    href={productPath(alert.board.slug)}
                    className="font-medium text-accent underline underline-offset-4"
                  >
                    {alert.board.name}
                  </Link>
                ) : (
                  <span className="font-medium">{alert.board.name}</span>
                )}
                <span className="text-sm text-muted-foreground">
                  {alert.confirmed ? "We'll email you when it's back." : "Waiting for your confirmation."}
                </span>
              </div>
              <Button
                size="xs"
                variant="ghost-destructive"
                aria-label={`Remove the alert for ${alert.board.name}`}
                disabled={remove.isPending && remove.variables.id === alert.id}
                onClick={() => remove.mutate({ id: alert.id, boardName: alert.board.name })}
              >
                <X aria-hidden="true" />
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
