import type { ShippingSetting } from "./shipping";
import type { TaxSetting } from "./tax";

/** Text fields of the single site-content row (id 1) and their built-in defaults (SPEC §3). */
export const SITE_CONTENT_DEFAULTS = {
  aboutHeading: "Our Story",
  aboutParagraph1:
    "Every board we make starts as a rough plank in our small workshop. We choose each piece of walnut, maple and cherry by hand, looking for tight grain and honest character.",
  aboutParagraph2:
    "We cut, glue, plane and sand every board ourselves, then finish it with food-safe mineral oil and beeswax. No two boards are ever exactly alike.",
  aboutParagraph3:
    "What began as gifts for family and friends has grown into a shop that sends boards to kitchens across the country, still made one at a time.",
  aboutSubheading: "Quality & Sustainability",
  aboutParagraph4:
    "Our hardwood comes from responsibly managed North American forests, and offcuts become coasters, trivets and kindling, so almost nothing goes to waste.",
  aboutParagraph5:
    "A well-made board lasts for decades. We build ours to be used every day, oiled now and then, and handed down.",
  contactHeading: "Get In Touch",
  contactSubheading: "Have questions? We'd love to hear from you.",
  contactEmail: "hello@example.com",
  contactPhone: "(555) 123-4567",
  galleryHeading: "Custom Work Gallery",
  galleryDescription:
    "A selection of one-of-a-kind boards we have made for customers: family recipes, odd-shaped counters and heirloom gifts.",
  galleryCallToAction: "Dreaming of a board of your own?",
  galleryCallToActionDescription:
    "Tell us the size, the woods and the story behind it, and we will design a board that is yours alone.",
  // Shown beside 'Continue to Payment' when payments are manual (decision 023).
  paymentNote: "No card is charged now. We'll email you an invoice within one working day.",
  // Shown on the page of a board that can be engraved (decision 055).
  personalisedPolicy:
    "Engraved boards are made just for you, so they can't be returned or exchanged unless they arrive damaged.",
} as const;

export type SiteContentText = { -readonly [K in keyof typeof SITE_CONTENT_DEFAULTS]: string };

/**
 * The optional images (null: the built-in image). SPEC §3 names three fields; the admin's Content
 * Images list four pictures, so About page image 2 has its own field (decision 011).
 */
export const SITE_CONTENT_IMAGE_FIELDS = [
  "heroImageUrl",
  "aboutImageUrl",
  "aboutImage2Url",
  "galleryHeroImageUrl",
] as const;
export type SiteContentImageField = (typeof SITE_CONTENT_IMAGE_FIELDS)[number];

/**
 * The shop's policies, Markdown served at /policies/<name> (decision 023). They have no built-in
 * text: a fresh shop is seeded with samples the owner adapts, and they stay out of the client's
 * defaults so the storefront's first load does not carry them.
 */
export const SITE_POLICY_FIELDS = ["shippingPolicy", "privacyPolicy", "termsPolicy"] as const;
export type SitePolicyField = (typeof SITE_POLICY_FIELDS)[number];

/** GET /api/site-content */
export type SiteContent = SiteContentText & { [K in SitePolicyField]: string } & {
  [K in SiteContentImageField]: string | null;
} & {
  id: number;
  updatedAt: string;
  /** The owner's shipping rates (decision 022). */
  shipping: ShippingSetting;
  /** Where the shop collects sales tax (decision 064). */
  tax: TaxSetting;
};
