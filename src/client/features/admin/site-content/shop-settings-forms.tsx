import { useState, type ReactNode } from "react";
import { useForm, type FieldPath, type FieldValues, type UseFormSetError } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { CreditCard, Globe, LoaderCircle, Mail, ShieldCheck } from "@/components/ui/icons";
import {
  addressSettingsSchema,
  mailSettingsSchema,
  stripeSettingsSchema,
  type AddressSettingsInput,
  type MailSettings,
  type MailSettingsInput,
  type SecretState,
  type SettingsGroup,
  type ShopSettingsView,
  type StripeSettings,
  type StripeSettingsInput,
} from "@shared/shop-settings";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { TextField } from "@/components/ui/text-field";
import { fieldIssuesOf } from "@/lib/field-issues";
import { FormSection } from "./form-section";
import { SetOnServer, SettingState } from "./settings-notices";
import { useClearShopSettings, useSaveShopSettings } from "./use-shop-settings";

/** What a secret field says under it: saved and its last 4 characters, or that it must be entered again. */
function secretHint(state: SecretState): string | undefined {
  if (state.unreadable) return "Saved, but this server's settings key cannot read it: enter it again.";
  if (state.set && state.last4) return `Saved, ends in …${state.last4}. Leave blank to keep it.`;
  return undefined;
}

/** The server's refusals (a failed test email, a key Stripe does not know) beside their fields. */
function showIssues<T extends FieldValues>(setError: UseFormSetError<T>) {
  return (error: Error) => {
    for (const issue of fieldIssuesOf(error))
      setError(issue.path as FieldPath<T>, { type: "server", message: issue.message });
  };
}

/** 'Check and save' with what it checks, and 'Remove' when something is saved. */
function SaveRow({
  pending,
  label,
  pendingLabel,
  note,
  group,
  removable,
}: {
  pending: boolean;
  label: string;
  pendingLabel: string;
  note: ReactNode;
  group: SettingsGroup;
  removable: { title: string; description: string } | null;
}) {
  const clear = useClearShopSettings();
  const [asking, setAsking] = useState(false);
  return (
    <div className="flex flex-col gap-3 border-t border-border pt-4 sm:flex-row sm:items-center sm:justify-between">
      <p className="flex items-start gap-2 text-sm text-muted-foreground">
        <ShieldCheck className="mt-0.5 size-4 shrink-0 text-accent" aria-hidden="true" />
        <span>{note}</span>
      </p>
      <div className="flex shrink-0 flex-wrap gap-2">
        {removable ? (
          <Button type="button" variant="outline" disabled={pending} onClick={() => setAsking(true)}>
            Remove
          </Button>
        ) : null}
        <Button type="submit" disabled={pending}>
          {pending ? <LoaderCircle className="animate-spin motion-reduce:animate-none" aria-hidden="true" /> : null}
          {pending ? pendingLabel : label}
        </Button>
      </div>
      {removable ? (
        <ConfirmDialog
          open={asking}
          onClose={() => setAsking(false)}
          title={removable.title}
          description={removable.description}
          confirmLabel="Remove"
          pendingLabel="Removing..."
          pending={clear.isPending}
          destructive
          onConfirm={() => clear.mutate(group, { onSettled: () => setAsking(false) })}
        />
      ) : null}
    </div>
  );
}

const mailResolver = zodResolver(mailSettingsSchema);

/** Mail: the owner's SMTP server, saved once a test email went through it. */
export function MailSettingsForm({ view }: { view: ShopSettingsView }) {
  const { mail } = view;
  const fromServer = mail.environment.includes("SMTP_URL");
  const values = (): MailSettingsInput => ({
    host: mail.host,
    port: mail.port === null ? "587" : String(mail.port),
    username: mail.username,
    password: "",
    from: mail.from,
  });
  const form = useForm<MailSettingsInput, unknown, MailSettings>({ resolver: mailResolver, defaultValues: values() });
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = form;
  const save = useSaveShopSettings();
  const sending = mail.host !== "";
  const onSubmit = (body: MailSettings) =>
    save.mutate(
      { group: "mail", body },
      {
        onSuccess: ({ mail: now }) =>
          reset({
            host: now.host,
            port: String(now.port ?? 587),
            username: now.username,
            password: "",
            from: now.from,
          }),
        onError: showIssues(setError),
      },
    );
  return (
    <FormSection
      id="settings-section-mail"
      title="Mail"
      icon={Mail}
      description="Order confirmations, invoices and shipping notices go out through your mail provider's SMTP server (Postmark, Mailgun, your email host…)."
    >
      {fromServer ? (
        <SetOnServer names={mail.environment} />
      ) : (
        <form noValidate className="grid gap-5" onSubmit={handleSubmit(onSubmit)}>
          <SettingState on={sending}>
            {sending
              ? `Emails go out through ${mail.host}.`
              : "Emails are written to the server's outbox folder; no customer receives them."}
          </SettingState>
          <div className="grid items-start gap-5 sm:grid-cols-[minmax(0,1fr)_8rem]">
            <TextField
              id="settings-mail-host"
              label="SMTP server"
              autoComplete="off"
              placeholder="smtp.example.com"
              error={errors.host?.message}
              {...register("host")}
            />
            <TextField
              id="settings-mail-port"
              label="Port"
              inputMode="numeric"
              autoComplete="off"
              error={errors.port?.message}
              hint="465 or 587"
              {...register("port")}
            />
          </div>
          <div className="grid items-start gap-5 sm:grid-cols-2">
            <TextField
              id="settings-mail-username"
              label="Username"
              autoComplete="off"
              error={errors.username?.message}
              hint="Blank if the server asks for none"
              {...register("username")}
            />
            <TextField
              id="settings-mail-password"
              label="Password"
              type="password"
              autoComplete="new-password"
              error={errors.password?.message}
              hint={secretHint(mail.password)}
              {...register("password")}
            />
          </div>
          <TextField
            id="settings-mail-from"
            label="From address"
            autoComplete="off"
            disabled={mail.environment.includes("MAIL_FROM")}
            placeholder={mail.defaultFrom}
            error={errors.from?.message}
            hint={
              mail.environment.includes("MAIL_FROM")
                ? "Set on the server (MAIL_FROM)."
                : `Blank for ${mail.defaultFrom}. Use an address your provider lets you send from.`
            }
            {...register("from")}
          />
          <SaveRow
            group="mail"
            pending={save.isPending}
            label="Send test email and save"
            pendingLabel="Sending test email..."
            note={`A test email goes to ${mail.testRecipient} first; nothing is saved unless the server takes it.`}
            removable={
              sending
                ? {
                    title: "Remove the mail settings?",
                    description:
                      "Emails will be written to the server's outbox folder again, and no customer will receive them.",
                  }
                : null
            }
          />
        </form>
      )}
    </FormSection>
  );
}

const addressResolver = zodResolver(addressSettingsSchema);

/** The public address: where links in emails, the sitemap and link previews point. */
export function AddressSettingsForm({ view }: { view: ShopSettingsView }) {
  const { address } = view;
  const form = useForm<AddressSettingsInput, unknown, { publicUrl: string }>({
    resolver: addressResolver,
    defaultValues: { publicUrl: address.publicUrl ?? "" },
  });
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = form;
  const save = useSaveShopSettings();
  const onSubmit = (body: { publicUrl: string }) =>
    save.mutate(
      { group: "address", body },
      { onSuccess: (saved) => reset({ publicUrl: saved.address.publicUrl ?? "" }), onError: showIssues(setError) },
    );
  return (
    <FormSection
      id="settings-section-address"
      title="Public address"
      icon={Globe}
      description="The address shoppers type to reach your shop. Links in emails, the sitemap and link previews use it."
    >
      {address.environment.length > 0 ? (
        <SetOnServer names={address.environment}>
          <p className="mt-2 text-muted-foreground [overflow-wrap:anywhere]">Links point to {address.effective}.</p>
        </SetOnServer>
      ) : (
        <form noValidate className="grid gap-5" onSubmit={handleSubmit(onSubmit)}>
          <SettingState on={address.publicUrl !== null}>Links point to {address.effective}.</SettingState>
          <TextField
            id="settings-address-publicUrl"
            label="Your shop's address"
            type="url"
            inputMode="url"
            autoComplete="off"
            placeholder="https://boards.example.com"
            error={errors.publicUrl?.message}
            hint="Only the address, with https:// and without a path."
            {...register("publicUrl")}
          />
          <SaveRow
            group="address"
            pending={save.isPending}
            label="Save address"
            pendingLabel="Saving..."
            note="Every instance of the shop uses it at once, without a restart."
            removable={
              address.publicUrl !== null
                ? {
                    title: "Remove the public address?",
                    description: `Links in emails will point to this machine (${address.effective}) again, which customers cannot open.`,
                  }
                : null
            }
          />
        </form>
      )}
    </FormSection>
  );
}

const stripeResolver = zodResolver(stripeSettingsSchema);

/** Card payments: Stripe's keys, saved once Stripe accepted the secret key. */
export function StripeSettingsForm({ view }: { view: ShopSettingsView }) {
  const { stripe } = view;
  const values = (): StripeSettingsInput => ({
    publishableKey: stripe.publishableKey,
    secretKey: "",
    webhookSecret: "",
  });
  const form = useForm<StripeSettingsInput, unknown, StripeSettings>({
    resolver: stripeResolver,
    defaultValues: values(),
  });
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = form;
  const save = useSaveShopSettings();
  const onSubmit = (body: StripeSettings) =>
    save.mutate(
      { group: "stripe", body },
      {
        onSuccess: (saved) => reset({ publishableKey: saved.stripe.publishableKey, secretKey: "", webhookSecret: "" }),
        onError: showIssues(setError),
      },
    );
  const webhook = (
    <>
      In Stripe's dashboard (Developers → Webhooks), add an endpoint at{" "}
      <code className="rounded bg-muted px-1 font-mono text-xs text-foreground [overflow-wrap:anywhere]">
        {stripe.webhookUrl}
      </code>{" "}
      for payment_intent.succeeded, payment_intent.payment_failed and charge.refunded.
    </>
  );
  return (
    <FormSection
      id="settings-section-stripe"
      title="Card payments"
      icon={CreditCard}
      description="With Stripe's keys the checkout takes cards; without them, orders are paid by arrangement."
    >
      {stripe.environment.includes("STRIPE_SECRET_KEY") ? (
        <SetOnServer names={stripe.environment} />
      ) : (
        <form noValidate className="grid gap-5" onSubmit={handleSubmit(onSubmit)}>
          <SettingState on={stripe.active}>
            {stripe.active ? "The checkout takes cards through Stripe." : "Payments are manual."}
          </SettingState>
          <TextField
            id="settings-stripe-publishableKey"
            label="Publishable key"
            autoComplete="off"
            placeholder="pk_live_…"
            error={errors.publishableKey?.message}
            {...register("publishableKey")}
          />
          <TextField
            id="settings-stripe-secretKey"
            label="Secret key"
            type="password"
            autoComplete="new-password"
            placeholder="sk_live_…"
            error={errors.secretKey?.message}
            hint={secretHint(stripe.secretKey)}
            {...register("secretKey")}
          />
          <TextField
            id="settings-stripe-webhookSecret"
            label="Webhook signing secret"
            type="password"
            autoComplete="new-password"
            placeholder="whsec_…"
            error={errors.webhookSecret?.message}
            hint={secretHint(stripe.webhookSecret) ?? webhook}
            {...register("webhookSecret")}
          />
          {secretHint(stripe.webhookSecret) ? <p className="text-sm text-muted-foreground">{webhook}</p> : null}
          <SaveRow
            group="stripe"
            pending={save.isPending}
            label="Check with Stripe and save"
            pendingLabel="Checking with Stripe..."
            note="Stripe is asked whether it knows the secret key; nothing is saved unless it does."
            removable={
              stripe.active
                ? {
                    title: "Remove the Stripe keys?",
                    description: "The checkout will stop taking cards, and new orders will be paid by arrangement.",
                  }
                : null
            }
          />
        </form>
      )}
    </FormSection>
  );
}
