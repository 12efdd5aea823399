import { useId } from "react";
import { NEWSLETTER_MESSAGE } from "@shared/inquiry-constants";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import { useHydrated } from "@/lib/hydrated";
import { HoneypotField } from "./honeypot-field";
import { NameEmailFields } from "./name-email-fields";
import { usePlainForm } from "./use-plain-form";

type NewsletterFormProps = {
  /** "section": one row on the home page's light band; "footer": stacked, on the dark footer. */
  variant?: "section" | "footer";
  className?: string;
};

const EMPTY = { name: "", email: "", website: "" };

/** SPEC §8's description, and that nothing is sent until the emailed link is clicked. */
export const NEWSLETTER_THANKS =
  "Thank you for subscribing to our newsletter. Check your inbox and click the link we sent to confirm.";

/** Name and email, sent as a newsletter inquiry (SPEC §2, §7); toasts per SPEC §8. */
export function NewsletterForm({ variant = "section", className }: NewsletterFormProps) {
  // Until the app has taken over the server's HTML, a submission would be the browser's own, with
  // the fields in the address: the button waits (decision 020).
  const hydrated = useHydrated();
  const id = useId();
  const { form, fields, errors, set, submit, sending } = usePlainForm(EMPTY);
  const footer = variant === "footer";

  const onSubmit = submit(
    (f) => ({
      name: f.name.trim(),
      email: f.email.trim(),
      inquiryType: "newsletter",
      message: NEWSLETTER_MESSAGE,
      website: f.website,
    }),
    // The sign-up is double opt-in (decision 060): SPEC §8's title and thanks, then what to do next (decision 081).
    { title: "Subscribed!", description: NEWSLETTER_THANKS },
    "Failed to subscribe. Please try again.",
  );

  return (
    <form
      ref={form}
      noValidate
      onSubmit={onSubmit}
      aria-label={footer ? "Newsletter sign-up (footer)" : "Newsletter sign-up"}
      className={cn(
        "relative grid gap-4",
        footer
          ? "[&_[role=alert]]:text-[#ffb4a6] [&_input]:border-transparent"
          : "sm:grid-cols-[1fr_1fr_auto] sm:items-start",
        className,
      )}
    >
      <NameEmailFields id={id} fields={fields} errors={errors} set={set} />
      <HoneypotField id={`${id}-website`} value={fields.website} onChange={set("website")} />
      <Button
        type="submit"
        disabled={sending || !hydrated}
        variant={footer ? "bare" : "default"}
        ring={footer ? "inverse" : "default"}
        className={cn(
          footer
            ? "w-full bg-background text-foreground shadow-sm hover:bg-secondary"
            : "w-full sm:mt-[22px] sm:w-auto",
        )}
      >
        {sending ? "Subscribing..." : "Subscribe"}
      </Button>
    </form>
  );
}
