import { z } from "zod";
import {
  SITE_CONTENT_DEFAULTS,
  SITE_CONTENT_IMAGE_FIELDS,
  SITE_POLICY_FIELDS,
  type SiteContent,
  type SiteContentImageField,
  type SiteContentText,
  type SitePolicyField,
} from "@shared/site-content";
import { SITE_CONTENT_LABELS, siteContentPatchSchema, type SiteContentPatch } from "@shared/site-content-schema";
import { isImageUrl } from "@shared/urls";
import { paymentDaysSchema, retentionMonthsSchema, type AdminSiteContent } from "@shared/owner-setup";
import { paymentMethodsSchema } from "@shared/payment-methods";
import type { ShippingRule, ShippingSetting } from "@shared/shipping";
import { shippingSettingSchema } from "@shared/shipping-schema";
import { percentText, rateMillis, stateName, type TaxSetting } from "@shared/tax";
import { taxSettingSchema } from "@shared/tax-schema";

export type SiteContentTextField = keyof SiteContentText | SitePolicyField;

/** What the Site Content form's inputs hold: every text, and each image address ("" for the built-in image). */
type SiteContentFormValues = SiteContentText & Record<SitePolicyField, string> & Record<SiteContentImageField, string>;

/** The form's sections (SPEC §2, Site Content tab), in the order they show. */
export const SITE_CONTENT_SECTIONS = [
  {
    id: "about",
    title: "About Section",
    description: "The story on the About page: a heading, three paragraphs, a subheading and two more.",
    fields: [
      "aboutHeading",
      "aboutParagraph1",
      "aboutParagraph2",
      "aboutParagraph3",
      "aboutSubheading",
      "aboutParagraph4",
      "aboutParagraph5",
    ],
  },
  {
    id: "contact",
    title: "Contact Section",
    description: "The contact section of the home page; the email and phone also show in the footer.",
    fields: ["contactHeading", "contactSubheading", "contactEmail", "contactPhone"],
  },
  {
    id: "gallery",
    title: "Gallery Page",
    description: "The introduction and the closing call to action of the Gallery page.",
    fields: ["galleryHeading", "galleryDescription", "galleryCallToAction", "galleryCallToActionDescription"],
  },
  {
    id: "checkout",
    title: "Checkout",
    description:
      "When payments are manual, this note shows beside 'Continue to Payment': say how and when the shopper pays.",
    fields: ["paymentNote"],
  },
  {
    id: "personalised",
    title: "Personalised Boards",
    description:
      "Shown on the page of every board you offer with engraving, beside the engraving field: say what you can and can't take back.",
    fields: ["personalisedPolicy"],
  },
  {
    id: "policies",
    title: "Policies",
    description:
      "Your Shipping & Returns, Privacy and Terms pages, linked from the footer, the checkout and the order email. Written in Markdown: ## for a heading, - for a list item, **bold**, *italic* and [a link](https://…).",
    fields: ["shippingPolicy", "privacyPolicy", "termsPolicy"],
  },
] as const satisfies readonly {
  id: string;
  title: string;
  description: string;
  fields: readonly SiteContentTextField[];
}[];

/** Long texts get a text area; the rest a one-line input. */
export function isLongText(field: SiteContentTextField): boolean {
  return /Paragraph|Description|Policy|paymentNote/.test(field);
}

/** The policies are Markdown (decision 023): a tall text area in a fixed-width font. */
export const isPolicy = (field: SiteContentTextField): field is SitePolicyField =>
  (SITE_POLICY_FIELDS as readonly string[]).includes(field);

export const siteContentLabel = (field: SiteContentTextField | SiteContentImageField): string =>
  SITE_CONTENT_LABELS[field];

const TEXT_FIELDS: SiteContentTextField[] = [
  ...(Object.keys(SITE_CONTENT_DEFAULTS) as (keyof SiteContentText)[]),
  ...SITE_POLICY_FIELDS,
];

/** Blank (the built-in image) or an address the shop will show. */
const imageAddress = z
  .string()
  .trim()
  .refine((value) => value === "" || isImageUrl(value), "Image URL must start with / or http(s)://")
  .refine((value) => value.length <= 2000, "Image URL is too long");

/**
 * SPEC §5, Site content form: every text is required (the shared rules and messages,
 * '<Label> is required'); an image may be blank.
 */
export const siteContentFormSchema = z.object({
  ...(Object.fromEntries(TEXT_FIELDS.map((key) => [key, siteContentPatchSchema.shape[key].unwrap()])) as {
    [K in SiteContentTextField]: z.ZodType<string, string>;
  }),
  ...(Object.fromEntries(SITE_CONTENT_IMAGE_FIELDS.map((key) => [key, imageAddress])) as Record<
    SiteContentImageField,
    typeof imageAddress
  >),
}) satisfies z.ZodType<SiteContentFormValues, SiteContentFormValues>;

/** The form starts from the stored content; a missing text shows its default, a missing image is blank. */
export function siteContentToFormValues(content: SiteContent): SiteContentFormValues {
  const values = {} as SiteContentFormValues;
  for (const key of Object.keys(SITE_CONTENT_DEFAULTS) as (keyof SiteContentText)[])
    values[key] = content[key] ?? SITE_CONTENT_DEFAULTS[key];
  // A policy has no built-in text: one never written is blank, and the form asks for it.
  for (const key of SITE_POLICY_FIELDS) values[key] = content[key] ?? "";
  for (const key of SITE_CONTENT_IMAGE_FIELDS) values[key] = content[key] ?? "";
  return values;
}

/**
 * PATCH /api/admin/site-content: every text, trimmed; an image only when it has an address
 * (SPEC §5: empty image fields are sent as absent, which means the built-in image).
 */
export function siteContentPayload(values: SiteContentFormValues): SiteContentPatch {
  const payload: SiteContentPatch = {};
  for (const key of TEXT_FIELDS) payload[key] = values[key].trim();
  for (const key of SITE_CONTENT_IMAGE_FIELDS) {
    const url = values[key].trim();
    if (url) payload[key] = url;
  }
  return payload;
}

/** The shipping rates as the form's inputs hold them: text, "" for none. */
export type ShippingFormValues = { rule: ShippingRule; rate: string; freeFrom: string };

/** Blank (the default recipients) or an email address. */
const notificationEmail = z
  .string()
  .trim()
  .max(254, "Notification email is too long")
  .refine((value) => value === "" || z.email().safeParse(value).success, {
    message: "Notification email must be a valid email address",
  });

/** One state of the Sales Tax section as its inputs hold it: the state's code, the rate as typed, shipping taxed or not. */
export type TaxRateFormValues = { state: string; rate: string; shipping: boolean };

/** How long unanswered messages are kept (decision 065): whole months, typed as text. */
const retentionMonths = z
  .string()
  .trim()
  .regex(/^\d+$/, "Keep messages for must be a whole number of months")
  .transform(Number)
  .pipe(retentionMonthsSchema);

/** How many days a manual order may wait for its payment (decision 073): whole days, typed as text. */
const paymentDays = z
  .string()
  .trim()
  .regex(/^\d+$/, "Days to pay must be a whole number of days")
  .transform(Number)
  .pipe(paymentDaysSchema);

/** The owner's payment methods as the inputs hold them (decision 079): one row a name, sent as a list. */
const paymentMethods = z
  .array(z.object({ name: z.string() }))
  .transform((rows) => rows.map((row) => row.name))
  .pipe(paymentMethodsSchema);

/**
 * The whole Site Content tab as one form (decision 038): the texts, the images, the shipping rates,
 * the sales tax rates (decision 064), the owner's notification address and how long messages are kept
 * (decision 065), saved together by 'Save Changes'.
 */
export const siteContentEditorSchema = siteContentFormSchema.extend({
  shipping: shippingSettingSchema,
  tax: taxSettingSchema,
  notificationEmail,
  retentionMonths,
  paymentDays,
  paymentMethods,
});
export type SiteContentEditorOutput = z.output<typeof siteContentEditorSchema>;
export type SiteContentEditorValues = z.input<typeof siteContentEditorSchema>;

const shippingToFormValues = (s: ShippingSetting): ShippingFormValues => ({
  rule: s.rule,
  rate: s.rule === "free" ? "" : s.rate,
  freeFrom: s.freeFrom ?? "",
});

/** The form starts from what the server holds, the owner's notification address included. */
export function siteContentEditorValues(content: AdminSiteContent): SiteContentEditorValues {
  return {
    ...siteContentToFormValues(content),
    shipping: shippingToFormValues(content.shipping),
    tax: taxToFormValues(content.tax),
    notificationEmail: content.notificationEmail ?? "",
    retentionMonths: String(content.retentionMonths),
    paymentDays: String(content.paymentDays),
    paymentMethods: content.paymentMethods.map((name) => ({ name })),
  };
}

/** PATCH /api/admin/site-content with everything the tab holds: one call, saved all together or not at all. */
export function siteContentEditorPayload(values: SiteContentEditorOutput): SiteContentPatch {
  return {
    ...siteContentPayload(values),
    shipping: values.shipping,
    tax: values.tax,
    notificationEmail: values.notificationEmail || null,
    retentionMonths: values.retentionMonths,
    paymentDays: values.paymentDays,
    paymentMethods: values.paymentMethods,
  };
}

const taxToFormValues = (tax: TaxSetting): { rates: TaxRateFormValues[] } => ({
  rates: tax.rates.map((r) => ({ state: r.state, rate: r.rate, shipping: r.shipping })),
});

/** The row 'Add a state' adds: the first state without a rate yet, its rate to fill in, shipping not taxed. */
export function newTaxRate(rates: readonly { state: string }[], states: readonly (readonly [string, string])[]) {
  const taken = new Set(rates.map((r) => r.state));
  const free = states.find(([code]) => !taken.has(code));
  return { state: free?.[0] ?? "", rate: "", shipping: false } satisfies TaxRateFormValues;
}

/** What a row means for shoppers, before saving: "Washington: 6.5% of the boards and shipping". */
export function taxRateSummary({ state, rate, shipping }: TaxRateFormValues): string {
  const millis = rateMillis(rate);
  const name = stateName(state);
  if (millis === null) return `${name}: enter the rate in percent, like 6.5`;
  return `${name}: ${percentText(millis)}% of the boards${shipping ? " and shipping" : ""}`;
}
