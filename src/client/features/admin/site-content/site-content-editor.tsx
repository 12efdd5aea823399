import { Fragment, useState } from "react";
import { Controller, FormProvider, useForm, type FieldErrors, type FieldPath } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { LoaderCircle, Save } from "@/components/ui/icons";
import type { AdminSiteContent, NoticeRecipients } from "@shared/owner-setup";
import { SITE_CONTENT_IMAGE_FIELDS, type SiteContentImageField } from "@shared/site-content";
import { Button } from "@/components/ui/button";
import { FormField, fieldAria } from "@/components/ui/form-field";
import { TextField } from "@/components/ui/text-field";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/use-toast";
import { ContentImageField } from "../content-images/content-image-field";
import { useReportUnsaved } from "../unsaved-changes";
import { fieldIssuesOf } from "@/lib/field-issues";
import { SalesTaxFields } from "./sales-tax-fields";
import { ShippingRatesFields } from "./shipping-rates-fields";
import { RetentionFields } from "./retention-field";
import { PaymentMethodsFields } from "./payment-methods-fields";
import { useFocusFieldOfHash } from "./use-focus-field-of-hash";
import { FormSection } from "./form-section";
import {
  isLongText,
  isPolicy,
  SITE_CONTENT_SECTIONS,
  siteContentEditorPayload,
  siteContentEditorSchema,
  siteContentEditorValues,
  siteContentLabel,
  type SiteContentEditorOutput,
  type SiteContentEditorValues,
  type SiteContentTextField,
} from "./site-content-form";
import { useUpdateSiteContent } from "./use-update-site-content";

const resolver = zodResolver(siteContentEditorSchema);

const INPUT_TYPES: Partial<Record<SiteContentTextField, { type: string; autoComplete: string }>> = {
  contactEmail: { type: "email", autoComplete: "off" },
  contactPhone: { type: "tel", autoComplete: "off" },
};

/** Where each picture shows, so the owner knows which one they are changing. */
const IMAGE_HINTS: Record<SiteContentImageField, string> = {
  heroImageUrl: "The large picture behind the headline at the top of the home page.",
  aboutImageUrl: "Beside the heading and the first paragraphs of the About page.",
  aboutImage2Url: "Beside the subheading and paragraphs 4 and 5 of the About page.",
  galleryHeroImageUrl: "The picture at the top of the Gallery page.",
};

/** Who gets the notices, in the owner's words. */
function recipientsText({ source, recipients }: NoticeRecipients): string {
  const list = recipients.join(", ");
  if (source === "admins") return `the admin account${recipients.length > 1 ? "s" : ""} (${list})`;
  if (source === "contact") return `your contact email (${list})`;
  if (source === "none") return "nobody: set an address here, or the notices are not sent";
  return list;
}

/** The names of the fields the form refuses, for the toast when 'Save Changes' finds some. */
function countErrors(errors: FieldErrors): number {
  return Object.values(errors).reduce<number>((n, error) => {
    if (!error) return n;
    // A field's error has a type; a group's (the shipping rates) holds its fields' errors.
    if ("type" in error && typeof error.type === "string") return n + 1;
    return n + countErrors(error as FieldErrors);
  }, 0);
}

/**
 * SPEC §2, Site Content tab: the texts and pictures of the storefront, the shipping rates and the
 * owner's notification address, one form saved by one button (decision 038).
 */
export function SiteContentEditor({ content }: { content: AdminSiteContent }) {
  const form = useForm<SiteContentEditorValues, unknown, SiteContentEditorOutput>({
    resolver,
    defaultValues: siteContentEditorValues(content),
  });
  const {
    control,
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isDirty },
  } = form;
  const update = useUpdateSiteContent();
  const [uploads, setUploads] = useState(0);
  useReportUnsaved(isDirty);
  useFocusFieldOfHash("site-");

  const onSubmit = (values: SiteContentEditorOutput) => {
    // On failure the hook toasts the server's message and the form keeps what was typed; each field
    // the server refuses (tax.rates.1.rate, say) shows its message under it too.
    update.mutate(siteContentEditorPayload(values), {
      onSuccess: (saved) => reset(siteContentEditorValues(saved)),
      onError: (error) => {
        for (const issue of fieldIssuesOf(error))
          setError(issue.path as FieldPath<SiteContentEditorValues>, { type: "server", message: issue.message });
      },
    });
  };
  const onInvalid = (invalid: FieldErrors<SiteContentEditorValues>) => {
    const n = countErrors(invalid);
    toast({
      title: "Nothing was saved",
      description: `${n === 1 ? "One field needs" : `${n} fields need`} your attention: see the message under ${n === 1 ? "it" : "each"}.`,
      variant: "destructive",
    });
  };

  const textField = (key: SiteContentTextField) => {
    const id = `site-${key}`;
    const label = siteContentLabel(key);
    const error = errors[key]?.message;
    if (isLongText(key)) {
      return (
        <FormField key={key} id={id} label={label} error={error}>
          <Textarea
            id={id}
            rows={3}
            // Grows with the text where the browser can, so a whole paragraph is visible while editing; a
            // policy never grows taller than the room between the sticky header and tab bar and the Save
            // bar, so focus lands on it whole (WCAG 2.4.11, decision 083): longer text scrolls inside it.
            variant={isPolicy(key) ? "source" : "default"}
            className={
              isPolicy(key)
                ? "field-sizing-content max-h-[max(12rem,min(36rem,calc(100dvh_-_12rem_-_var(--admin-tab-bar-height,0px))))]"
                : "field-sizing-content"
            }
            {...fieldAria(id, error)}
            {...register(key)}
          />
        </FormField>
      );
    }
    return (
      <TextField
        key={key}
        id={id}
        label={label}
        error={error}
        type={INPUT_TYPES[key]?.type ?? "text"}
        autoComplete={INPUT_TYPES[key]?.autoComplete ?? "off"}
        {...register(key)}
      />
    );
  };

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={handleSubmit(onSubmit, onInvalid)}>
        {SITE_CONTENT_SECTIONS.map((section) => (
          <Fragment key={section.id}>
            {/* The shipping and tax rates beside the checkout's payment note, before the long policies. */}
            {section.id === "policies" ? (
              <>
                <ShippingRatesFields />
                <SalesTaxFields />
              </>
            ) : null}
            <FormSection id={`site-section-${section.id}`} title={section.title} description={section.description}>
              {section.id === "contact" ? (
                <div className="grid gap-5 sm:grid-cols-2">{section.fields.map(textField)}</div>
              ) : (
                section.fields.map(textField)
              )}
              {section.id === "checkout" ? (
                <TextField
                  id="site-paymentDays"
                  label="Days to pay (manual payments)"
                  type="text"
                  inputMode="numeric"
                  autoComplete="off"
                  className="max-w-32"
                  error={errors.paymentDays?.message}
                  hint="An order still unpaid after this many days is cancelled and its boards go back on sale; the customer is reminded 2 days before. You can extend one order from its page."
                  {...register("paymentDays")}
                />
              ) : null}
            </FormSection>
            {/* The ways to pay by hand, beside the checkout's payment note (decision 079). */}
            {section.id === "checkout" ? <PaymentMethodsFields /> : null}
          </Fragment>
        ))}

        <FormSection
          id="site-section-notifications"
          title="Notifications"
          description="Where the shop tells you about new orders, messages and commission events. Shoppers never see this address."
        >
          <TextField
            id="site-notificationEmail"
            label="Notification email (optional)"
            type="email"
            autoComplete="email"
            placeholder={content.noticeDefault.recipients[0] ?? "you@yourshop.com"}
            error={errors.notificationEmail?.message}
            hint={
              content.notices.source === "shop_email"
                ? `SHOP_EMAIL is set on the server, so notices go to ${content.notices.recipients.join(", ")} whatever this field says.`
                : `Leave it blank and notices go to ${recipientsText(content.noticeDefault)}.`
            }
            {...register("notificationEmail")}
          />
        </FormSection>

        <RetentionFields />

        <FormSection
          id="site-section-images"
          title="Content Images"
          description="Upload a picture or paste its address. Leave a field blank to use the built-in image."
        >
          <div className="grid gap-6 xl:grid-cols-2">
            {SITE_CONTENT_IMAGE_FIELDS.map((key) => (
              <Controller
                key={key}
                control={control}
                name={key}
                render={({ field }) => (
                  <ContentImageField
                    id={`site-${key}`}
                    label={siteContentLabel(key)}
                    name={field.name}
                    inputRef={field.ref}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    error={errors[key]?.message}
                    hint={IMAGE_HINTS[key]}
                    emptyPreview="Built-in image"
                    onUploadingChange={(uploading) => setUploads((n) => n + (uploading ? 1 : -1))}
                  />
                )}
              />
            ))}
          </div>
        </FormSection>

        <div className="sticky bottom-0 flex items-center justify-between gap-3 rounded-b-lg border-t border-border bg-card/95 p-4 backdrop-blur sm:px-6">
          <p className="text-xs text-muted-foreground sm:text-sm" aria-live="polite">
            {uploads > 0
              ? "Waiting for the upload to finish…"
              : isDirty
                ? "You have unsaved changes."
                : "Saved changes show on the storefront at once."}
          </p>
          <Button type="submit" disabled={update.isPending || uploads > 0}>
            {update.isPending ? (
              <LoaderCircle className="animate-spin motion-reduce:animate-none" aria-hidden="true" />
            ) : (
              <Save aria-hidden="true" />
            )}
            {update.isPending ? "Saving..." : "Save Changes"}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
