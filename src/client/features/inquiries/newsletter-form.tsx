import { useId, type FormEvent } from "react";
import { NEWSLETTER_MESSAGE } from "@shared/inquiry-constants";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { cn } from "@/lib/utils";
import { HoneypotField } from "./honeypot-field";
import { NameEmailFields } from "./name-email-fields";
import { usePlainForm } from "./use-plain-form";
import { useSendInquiry } from "./use-send-inquiry";

type NewsletterFormProps = {
  /** "section": one row on the home page's light band; "footer": stacked, on the dark footer. */
  variant?: "section" | "footer";
  className?: string;
};

const EMPTY = { name: "", email: "", website: "" };

/** Name and email, sent as a newsletter inquiry (SPEC §2, §7); toasts per SPEC §8. */
export function NewsletterForm({ variant = "section", className }: NewsletterFormProps) {
  const id = useId();
  const { fields, errors, set, validate, reset } = usePlainForm(EMPTY);
  const send = useSendInquiry();
  const footer = variant === "footer";

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (!validate()) return;
    send.mutate(
      {
        name: fields.name.trim(),
        email: fields.email.trim(),
        inquiryType: "newsletter",
        message: NEWSLETTER_MESSAGE,
        website: fields.website,
      },
      {
        onSuccess: () => {
          toast({ title: "Subscribed!", description: "Thank you for subscribing to our newsletter." });
          reset();
        },
        onError: () =>
          toast({ title: "Error", description: "Failed to subscribe. Please try again.", variant: "destructive" }),
      },
    );
  };

  return (
    <form
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
      <NameEmailFields id={id} values={fields} errors={errors} set={set} />
      <HoneypotField id={`${id}-website`} value={fields.website} onChange={(e) => set("website")(e.target.value)} />
      <Button
        type="submit"
        disabled={send.isPending}
        className={cn(
          footer
            ? "w-full bg-background text-foreground hover:bg-secondary focus-visible:ring-background focus-visible:ring-offset-foreground"
            : "w-full sm:mt-[22px] sm:w-auto",
        )}
      >
        {send.isPending ? "Subscribing..." : "Subscribe"}
      </Button>
    </form>
  );
}
