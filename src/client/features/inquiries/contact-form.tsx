import { useId } from "react";
import { Button } from "@/components/ui/button";
import { FormField, fieldAria } from "@/components/ui/form-field";
import { TextField } from "@/components/ui/text-field";
import { Textarea } from "@/components/ui/textarea";
import { cn } from "@/lib/utils";
import { useHydrated } from "@/lib/hydrated";
import { HoneypotField } from "./honeypot-field";
import { NameEmailFields } from "./name-email-fields";
import { usePlainForm } from "./use-plain-form";

const EMPTY = { name: "", email: "", phone: "", message: "", website: "" };

/** The home page's contact form: a general inquiry (SPEC §2, §5, §7); toasts per SPEC §8. */
export function ContactForm({ className }: { className?: string }) {
  // Until the app has taken over the server's HTML, a submission would be the browser's own, with
  // the fields in the address: the button waits (decision 020).
  const hydrated = useHydrated();
  const id = useId();
  const { form, fields, errors, set, submit, sending } = usePlainForm(EMPTY);

  const onSubmit = submit(
    (f) => ({
      name: f.name.trim(),
      email: f.email.trim(),
      phone: f.phone.trim(),
      message: f.message.trim(),
      inquiryType: "general",
      website: f.website,
    }),
    { title: "Message sent!", description: "We'll get back to you as soon as possible." },
    "Failed to send message. Please try again.",
  );

  const messageId = `${id}-message`;

  return (
    <form
      ref={form}
      noValidate
      onSubmit={onSubmit}
      aria-label="Contact us"
      className={cn("relative grid gap-5", className)}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <NameEmailFields id={id} fields={fields} errors={errors} set={set} />
      </div>
      <TextField
        id={`${id}-phone`}
        label={
          <>
            Phone <span className="font-normal text-muted-foreground">(optional)</span>
          </>
        }
        name="phone"
        type="tel"
        autoComplete="tel"
        maxLength={40}
        value={fields.phone}
        onChange={set("phone")}
      />
      <FormField id={messageId} label="Message" error={errors.message}>
        <Textarea
          id={messageId}
          name="message"
          rows={5}
          required
          maxLength={5000}
          placeholder="A question about a board, care, shipping, a gift…"
          value={fields.message}
          onChange={set("message")}
          {...fieldAria(messageId, errors.message)}
        />
      </FormField>
      <HoneypotField id={`${id}-website`} value={fields.website} onChange={set("website")} />
      <Button
        type="submit"
        size="lg"
        disabled={sending || !hydrated}
        className="w-full sm:w-auto sm:justify-self-start"
      >
        {sending ? "Sending..." : "Send Message"}
      </Button>
    </form>
  );
}
