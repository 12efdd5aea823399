import { z } from "zod";
import { text as textField } from "./fields";
import { imageUrlSchema } from "./product";
import { shippingSettingSchema } from "./shipping-schema";
import { taxSettingSchema } from "./tax-schema";
import { notificationEmailSchema, paymentDaysSchema, retentionMonthsSchema } from "./owner-setup";
import { refusedLinkAddresses } from "./markdown-links";
import { paymentMethodsSchema } from "./payment-methods";
import {
  SITE_CONTENT_DEFAULTS,
  SITE_CONTENT_IMAGE_FIELDS,
  SITE_POLICY_FIELDS,
  type SiteContentImageField,
  type SiteContentText,
  type SitePolicyField,
} from "./site-content";

/** Field labels as the Site Content tab shows them; the server's messages use them too. */
export const SITE_CONTENT_LABELS: Record<keyof SiteContentText | SitePolicyField | SiteContentImageField, string> = {
  aboutHeading: "About heading",
  aboutParagraph1: "Paragraph 1",
  aboutParagraph2: "Paragraph 2",
  aboutParagraph3: "Paragraph 3",
  aboutSubheading: "Subheading",
  aboutParagraph4: "Paragraph 4",
  aboutParagraph5: "Paragraph 5",
  contactHeading: "Contact heading",
  contactSubheading: "Contact subheading",
  contactEmail: "Contact email",
  contactPhone: "Contact phone",
  galleryHeading: "Gallery heading",
  galleryDescription: "Gallery description",
  galleryCallToAction: "Call-to-action heading",
  galleryCallToActionDescription: "Call-to-action description",
  paymentNote: "Payment note",
  personalisedPolicy: "Personalised boards policy",
  shippingPolicy: "Shipping & Returns",
  privacyPolicy: "Privacy Policy",
  termsPolicy: "Terms of Service",
  heroImageUrl: "Home page hero image",
  aboutImageUrl: "About page image 1",
  aboutImage2Url: "About page image 2",
  galleryHeroImageUrl: "Gallery page hero image",
};

// Paragraphs and descriptions may hold line breaks; headings, the email and the phone are one line.
const text = (key: keyof SiteContentText | SitePolicyField, max: number, multiline = false) =>
  textField(SITE_CONTENT_LABELS[key], { max, required: true, multiline });

const textFields = Object.fromEntries(
  (Object.keys(SITE_CONTENT_DEFAULTS) as (keyof SiteContentText)[]).map((key) => {
    if (key === "contactEmail")
      return [key, text(key, 254).pipe(z.email("Contact email must be a valid email address"))];
    if (key === "paymentNote" || key === "personalisedPolicy") return [key, text(key, 500, true)];
    const long = /Paragraph|Description|Subheading/.test(key);
    return [key, text(key, long ? 5000 : 200, long)];
  }),
) as { [K in keyof SiteContentText]: z.ZodType<string, string> };

/** Why a policy with a link to `address` is not saved. */
export const policyLinkMessage = (label: string, address: string) =>
  `${label}: the link to "${address}" is not allowed. Use an address that starts with https://, http:// or mailto:, or a page of this shop such as /policies/terms.`;

/**
 * A policy is Markdown (decision 023): required once given, room for a long text, and no link the
 * page would not follow (safeHref): "/\host" and "//host" lead to another site (decision 044).
 */
const policyFields = Object.fromEntries(
  SITE_POLICY_FIELDS.map((key): [SitePolicyField, z.ZodType<string, string>] => [
    key,
    text(key, 20_000, true).superRefine((value, ctx) => {
      const [address] = refusedLinkAddresses(value);
      if (address !== undefined)
        ctx.addIssue({ code: "custom", message: policyLinkMessage(SITE_CONTENT_LABELS[key], address) });
    }),
  ]),
) as { [K in SitePolicyField]: z.ZodType<string, string> };

/** A blank image field (absent, empty or null) means the built-in image: stored as null (SPEC §5). */
const imageField = z
  .union([z.literal(""), z.null(), imageUrlSchema])
  .optional()
  .transform((v) => (v ? v : null));

/**
 * PATCH /api/admin/site-content, the Site Content form as it saves (row id 1, no id or timestamps).
 * A text field that is given must not be blank; one left out keeps its text. The image fields are
 * the form's images: one left out or blank goes back to the built-in image (decision 011).
 */
export const siteContentPatchSchema = z.strictObject({
  ...(Object.fromEntries(Object.entries(textFields).map(([k, v]) => [k, v.optional()])) as {
    [K in keyof SiteContentText]: z.ZodOptional<z.ZodType<string, string>>;
  }),
  ...(Object.fromEntries(Object.entries(policyFields).map(([k, v]) => [k, v.optional()])) as {
    [K in SitePolicyField]: z.ZodOptional<z.ZodType<string, string>>;
  }),
  ...(Object.fromEntries(SITE_CONTENT_IMAGE_FIELDS.map((k) => [k, imageField])) as Record<
    SiteContentImageField,
    typeof imageField
  >),
  // The shipping rates (decision 022); left out, they stay as they are.
  shipping: shippingSettingSchema.optional(),
  // Where the shop collects sales tax (decision 064); left out, it stays as it is.
  tax: taxSettingSchema.optional(),
  // Where the owner's notices go (decision 038): blank or null, the default; left out, unchanged.
  notificationEmail: notificationEmailSchema.optional(),
  // How long unanswered messages are kept (decision 065); left out, unchanged.
  retentionMonths: retentionMonthsSchema.optional(),
  // How many days a manual order may wait for its payment (decision 073); left out, unchanged.
  paymentDays: paymentDaysSchema.optional(),
  // The owner's payment methods (decision 079); left out, unchanged.
  paymentMethods: paymentMethodsSchema.optional(),
});
export type SiteContentPatch = z.input<typeof siteContentPatchSchema>;
