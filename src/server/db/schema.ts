import { sql } from "drizzle-orm";
import {
  bigserial,
  boolean,
  index,
  uniqueIndex,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uuid,
  varchar,
  json,
  check,
} from "drizzle-orm/pg-core";
import { SITE_CONTENT_DEFAULTS as D } from "@shared/site-content";
import { DEFAULT_PAYMENT_METHODS } from "@shared/payment-methods";
import type { WoodEntry } from "@shared/wood";
import type { EngravingSetting } from "@shared/engraving";
import type { GiftOptions, PaymentStatus } from "@shared/checkout";
import type { Attachment, CustomOrderStatus } from "@shared/inquiries";
import type { OrderHistoryEntry, OrderStatus } from "@shared/orders";
import type { ShippingRule } from "@shared/shipping";
import type { TaxSetting } from "@shared/tax";
import { MAX_PRODUCT_IMAGES, type ProductImage, type ProductVisibility } from "@shared/product";
import type { DiscountKind } from "@shared/discounts";
import type { ProductType, Shape } from "@shared/shapes";
import type { ReviewStatus } from "@shared/reviews";
import type { PrivacyAction, PrivacyActorKind } from "@shared/privacy";
import type { RestockLine } from "@shared/refunds";

const createdAt = () => timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow();

export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    // Stored lower-cased, so uniqueness is case-insensitive.
    email: varchar("email", { length: 254 }).notNull().unique(),
    // argon2id hash; null for guests who ordered without an account.
    password: text("password"),
    firstName: varchar("first_name", { length: 80 }),
    lastName: varchar("last_name", { length: 80 }),
    phone: varchar("phone", { length: 40 }),
    profileImageUrl: text("profile_image_url"),
    isAdmin: boolean("is_admin").notNull().default(false),
    // Set when the person proved they read this address (verification link, or a verified OIDC email).
    emailVerifiedAt: timestamp("email_verified_at", { withTimezone: true, mode: "date" }),
    // The external identity provider's subject for this person, once they signed in through it.
    oidcSubject: text("oidc_subject").unique(),
    // Deletion asked for while an order or commission was open: the account goes once they close (decision 078).
    deletionRequestedAt: timestamp("deletion_requested_at", { withTimezone: true, mode: "date" }),
    // Who asked: null for the customer, else the admin's email (for the privacy log).
    deletionRequestedBy: text("deletion_requested_by"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // The admin's Customers list: newest first, by name, registered or guest (decision 026).
  (t) => [
    index("users_created_idx").on(t.createdAt, t.id),
    index("users_name_idx").on(sql`lower(${t.firstName})`, sql`lower(${t.lastName})`, t.id),
    index("users_registered_idx").on(sql`(${t.password} is not null or ${t.oidcSubject} is not null)`, t.createdAt),
  ],
);

/** One-time links sent by email: password reset and email verification. Only a hash is stored. */
export const accountTokens = pgTable(
  "account_tokens",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: text("purpose").notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true, mode: "date" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("account_tokens_user_idx").on(t.userId, t.purpose),
    check("account_tokens_purpose_check", sql`${t.purpose} in ('reset_password', 'verify_email', 'sign_in')`),
  ],
);

/**
 * Registrations waiting for their address to be confirmed: the account is created from the emailed
 * link, so registering never tells whether an address already has one (decision 014).
 */
export const pendingRegistrations = pgTable(
  "pending_registrations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: varchar("email", { length: 254 }).notNull(),
    // argon2id hash of the chosen password
    password: text("password").notNull(),
    firstName: varchar("first_name", { length: 80 }),
    lastName: varchar("last_name", { length: 80 }),
    tokenHash: text("token_hash").notNull().unique(),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("pending_registrations_email_idx").on(t.email),
    index("pending_registrations_expires_idx").on(t.expiresAt),
  ],
);

/** Fixed-window counters for rate limits, shared by every instance. */
export const rateLimits = pgTable(
  "rate_limits",
  {
    key: text("key").primaryKey(),
    windowStart: timestamp("window_start", { withTimezone: true, mode: "date" }).notNull(),
    hits: integer("hits").notNull(),
  },
  (t) => [index("rate_limits_window_idx").on(t.windowStart)],
);

/**
 * Password sign-in paused for one email after too many failures, from every address, with a delay
 * that grows with each further failure (decision 012). The key is the lower-cased email.
 */
export const signInPauses = pgTable("sign_in_pauses", {
  email: varchar("email", { length: 254 }).primaryKey(),
  failures: integer("failures").notNull().default(0),
  pausedUntil: timestamp("paused_until", { withTimezone: true, mode: "date" }),
  lastFailureAt: timestamp("last_failure_at", { withTimezone: true, mode: "date" }).notNull(),
});

export const sessions = pgTable(
  "session",
  {
    sid: varchar("sid").primaryKey(),
    sess: json("sess").notNull(),
    expire: timestamp("expire", { precision: 6, mode: "date" }).notNull(),
  },
  (t) => [index("IDX_session_expire").on(t.expire)],
);

/**
 * The shop's collections (decision 056): "Boards", "Care & Accessories"… each with its own page,
 * /collections/<slug>. The slug is made from the name once, so a rename keeps the address.
 */
export const categories = pgTable("categories", {
  id: uuid("id").primaryKey().defaultRandom(),
  slug: text("slug").notNull().unique(),
  name: text("name").notNull(),
  description: text("description").notNull().default(""),
  // The order of the collections in their links and the admin's list (0 first).
  position: integer("position").notNull().default(0),
  // Whether its products show in the home page's 'Our Collection' (SPEC §2), which stays the boards'.
  onHome: boolean("on_home").notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const products = pgTable(
  "products",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    // The board's address, /products/<slug>: made from the name (src/shared/slug.ts), changed only on a rename.
    slug: text("slug").notNull().unique(),
    description: text("description").notNull(),
    price: numeric("price", { precision: 10, scale: 2 }).notNull(),
    woodComposition: jsonb("wood_composition").$type<WoodEntry[]>().notNull().default([]),
    dimensions: text("dimensions").notNull(),
    shape: text("shape").$type<Shape>().notNull().default("rectangle"),
    juiceGroove: boolean("juice_groove").notNull().default(false),
    // A board, or an accessory (oil, wax, a stand) whose pages show no shape, juice groove or wood (decision 082).
    productType: text("product_type").$type<ProductType>().notNull().default("board"),
    // The first photo (SPEC §7's imageUrl, the card's); photos 2 to 8 follow it in extra_images (decision 053).
    imageUrl: text("image_url").notNull(),
    imageAlt: text("image_alt").notNull().default(""),
    extraImages: jsonb("extra_images").$type<ProductImage[]>().notNull().default([]),
    inStock: boolean("in_stock").notNull().default(true),
    // Boards on hand; null means made to order (no limit). Orders hold boards by decrementing it.
    stock: integer("stock"),
    // active: in the shop; draft: hidden, shown only in the admin; archived: no longer sold, kept for its orders.
    visibility: text("visibility").$type<ProductVisibility>().notNull().default("active"),
    // For a board made to order (no stock count): "Made to order, ships in 2–3 weeks".
    leadTime: text("lead_time"),
    // null: not engraved; else its price and rules (src/shared/engraving.ts, decision 055).
    engraving: jsonb("engraving").$type<EngravingSetting>(),
    // Its collection (decision 056); a deleted collection leaves its products without one.
    categoryId: uuid("category_id").references(() => categories.id, { onDelete: "set null" }),
    // 'Complete the set': up to 4 other products the owner pairs with this one, in order (decision 056).
    relatedIds: jsonb("related_ids").$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("products_shape_check", sql`${t.shape} in ('rectangle', 'square', 'custom')`),
    check("products_product_type_check", sql`${t.productType} in ('board', 'accessory')`),
    check("products_visibility_check", sql`${t.visibility} in ('active', 'draft', 'archived')`),
    check("products_price_check", sql`${t.price} >= 0`),
    check("products_stock_check", sql`${t.stock} is null or ${t.stock} >= 0`),
    index("products_category_idx").on(t.categoryId),
    check(
      "products_extra_images_check",
      sql`jsonb_array_length(${t.extraImages}) <= ${sql.raw(String(MAX_PRODUCT_IMAGES - 1))}`,
    ),
  ],
);

/**
 * The addresses a board had before it was renamed, so shared links and search results answer a 301
 * to its current address instead of a 404. They go with the board.
 */
export const productOldSlugs = pgTable(
  "product_old_slugs",
  {
    slug: text("slug").primaryKey(),
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [index("product_old_slugs_product_idx").on(t.productId)],
);

export const orders = pgTable(
  "orders",
  {
    id: serial("id").primaryKey(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    customerName: text("customer_name").notNull(),
    customerEmail: varchar("customer_email", { length: 254 }).notNull(),
    customerPhone: varchar("customer_phone", { length: 40 }),
    shippingAddress: text("shipping_address").notNull(),
    // JSON list of {product: {name, dimensions, shape, juiceGroove, price}, quantity} (SPEC §3).
    items: text("items").notNull(),
    // The grand total the shopper pays: the boards plus `shipping` (decision 022).
    total: numeric("total", { precision: 10, scale: 2 }).notNull(),
    shipping: numeric("shipping", { precision: 10, scale: 2 }).notNull().default("0"),
    status: text("status").$type<OrderStatus>().notNull().default("ordered"),
    stripePaymentIntentId: text("stripe_payment_intent_id"),
    // awaiting_payment | paid | failed | manual | cancelled | refunded, beside the fulfilment status (decisions 005, 015).
    paymentStatus: text("payment_status").$type<PaymentStatus>().notNull().default("manual"),
    // True once the boards this order held went back to stock (failed, expired or cancelled).
    stockReleased: boolean("stock_released").notNull().default(false),
    archived: boolean("archived").notNull().default(false),
    // When the owner recorded that a manual order was paid ('Mark as paid'), with its history entry.
    paidAt: timestamp("paid_at", { withTimezone: true, mode: "date" }),
    // A manual order's payment deadline (decision 073): reminded once before it, cancelled at it
    // (its boards back on sale) unless the owner extends it. Null for card orders.
    paymentDueAt: timestamp("payment_due_at", { withTimezone: true, mode: "date" }),
    paymentRemindedAt: timestamp("payment_reminded_at", { withTimezone: true, mode: "date" }),
    history: jsonb("history").$type<OrderHistoryEntry[]>().notNull().default([]),
    // How it travels, given when the owner sets it to Shipped (decision 025); kept if it goes back to Ordered.
    carrier: text("carrier"),
    trackingNumber: text("tracking_number"),
    // When it last became Shipped and Delivered: each move into those sends the customer one email.
    shippedAt: timestamp("shipped_at", { withTimezone: true, mode: "date" }),
    deliveredAt: timestamp("delivered_at", { withTimezone: true, mode: "date" }),
    // The customer asked, from the order's page, to cancel it before it ships (decision 045); cleared when the owner answers.
    cancellationRequestedAt: timestamp("cancellation_requested_at", { withTimezone: true, mode: "date" }),
    cancellationReason: text("cancellation_reason"),
    // "This is a gift": the message for the packing slip and whether it hides the prices; null when not a gift.
    gift: jsonb("gift").$type<GiftOptions>(),
    // The discount code the order used and what it took off (decision 059): total = boards + shipping - discount.
    discountCode: text("discount_code"),
    discount: numeric("discount", { precision: 10, scale: 2 }).notNull().default("0"),
    // The sales tax collected (decision 064), in `total`: the shipping state and the rate (percent)
    // it was worked out with, kept so a later change of rate never changes the order, and on how much.
    tax: numeric("tax", { precision: 10, scale: 2 }).notNull().default("0"),
    taxState: varchar("tax_state", { length: 2 }),
    taxRate: numeric("tax_rate", { precision: 6, scale: 3 }),
    taxable: numeric("taxable", { precision: 10, scale: 2 }).notNull().default("0"),
    createdAt: createdAt(),
  },
  (t) => [
    index("orders_user_id_idx").on(t.userId),
    index("orders_customer_email_idx").on(t.customerEmail),
    index("orders_payment_status_idx").on(t.paymentStatus, t.createdAt),
    uniqueIndex("orders_stripe_payment_intent_idx").on(t.stripePaymentIntentId),
    // The admin's lists: each filter and sort within shop orders or archived ones (decision 026).
    index("orders_list_created_idx").on(t.archived, t.createdAt, t.id),
    index("orders_list_status_idx").on(t.archived, t.status, t.createdAt, t.id),
    index("orders_list_payment_idx").on(t.archived, t.paymentStatus, t.createdAt, t.id),
    index("orders_list_total_idx").on(t.archived, t.total, t.id),
    index("orders_list_name_idx").on(t.archived, sql`lower(${t.customerName})`, t.id),
    index("orders_email_lower_idx").on(sql`lower(${t.customerEmail})`),
    // The hourly job's manual orders still unpaid, by deadline (decision 073).
    index("orders_payment_due_idx")
      .on(t.paymentDueAt)
      .where(sql`${t.paymentStatus} = 'manual'`),
    // The tabs' count of orders to ship (GET /api/admin/counts) reads only these rows.
    index("orders_to_ship_idx")
      .on(t.createdAt)
      .where(sql`${t.status} = 'ordered' and ${t.paymentStatus} = 'paid' and not ${t.archived}`),
    check(
      "orders_payment_status_check",
      sql`${t.paymentStatus} in ('awaiting_payment', 'paid', 'failed', 'manual', 'cancelled', 'refunded')`,
    ),
  ],
);

/** Stripe webhook events already handled, so a repeated delivery changes nothing twice. */
export const stripeEvents = pgTable("stripe_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  receivedAt: timestamp("received_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
});

export const contactInquiries = pgTable(
  "contact_inquiries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    email: varchar("email", { length: 254 }).notNull(),
    phone: varchar("phone", { length: 40 }),
    communicationPreference: text("communication_preference"),
    message: text("message").notNull(),
    inquiryType: text("inquiry_type").notNull().default("general"),
    // JSON text of {dimensions, woodType, specialRequests} (SPEC §3).
    customOrderDetails: text("custom_order_details"),
    status: text("status").$type<CustomOrderStatus>().notNull().default("new inquiry"),
    attachments: jsonb("attachments").$type<Attachment[]>().notNull().default([]),
    archived: boolean("archived").notNull().default(false),
    createdAt: createdAt(),
  },
  // The admin's lists, each within one type and archived or not: newest first, by status, by name (decision 026).
  (t) => [
    index("contact_inquiries_list_idx").on(t.inquiryType, t.archived, t.createdAt, t.id),
    index("contact_inquiries_status_idx").on(t.inquiryType, t.archived, t.status, t.createdAt, t.id),
    index("contact_inquiries_name_idx").on(t.inquiryType, t.archived, sql`lower(${t.name})`, t.id),
  ],
);

export const siteContent = pgTable(
  "site_content",
  {
    id: integer("id").primaryKey().default(1),
    aboutHeading: text("about_heading").notNull().default(D.aboutHeading),
    aboutParagraph1: text("about_paragraph1").notNull().default(D.aboutParagraph1),
    aboutParagraph2: text("about_paragraph2").notNull().default(D.aboutParagraph2),
    aboutParagraph3: text("about_paragraph3").notNull().default(D.aboutParagraph3),
    aboutSubheading: text("about_subheading").notNull().default(D.aboutSubheading),
    aboutParagraph4: text("about_paragraph4").notNull().default(D.aboutParagraph4),
    aboutParagraph5: text("about_paragraph5").notNull().default(D.aboutParagraph5),
    contactHeading: text("contact_heading").notNull().default(D.contactHeading),
    contactSubheading: text("contact_subheading").notNull().default(D.contactSubheading),
    contactEmail: text("contact_email").notNull().default(D.contactEmail),
    contactPhone: text("contact_phone").notNull().default(D.contactPhone),
    galleryHeading: text("gallery_heading").notNull().default(D.galleryHeading),
    galleryDescription: text("gallery_description").notNull().default(D.galleryDescription),
    galleryCallToAction: text("gallery_call_to_action").notNull().default(D.galleryCallToAction),
    galleryCallToActionDescription: text("gallery_call_to_action_description")
      .notNull()
      .default(D.galleryCallToActionDescription),
    paymentNote: text("payment_note").notNull().default(D.paymentNote),
    personalisedPolicy: text("personalised_policy").notNull().default(D.personalisedPolicy),
    // Markdown; a fresh shop is seeded with samples to adapt (seed.ts, decision 023).
    shippingPolicy: text("shipping_policy").notNull().default(""),
    privacyPolicy: text("privacy_policy").notNull().default(""),
    termsPolicy: text("terms_policy").notNull().default(""),
    heroImageUrl: text("hero_image_url"),
    aboutImageUrl: text("about_image_url"),
    aboutImage2Url: text("about_image2_url"),
    galleryHeroImageUrl: text("gallery_hero_image_url"),
    // The owner's shipping rates (src/shared/shipping.ts, decision 022); free by default.
    shippingRule: text("shipping_rule").$type<ShippingRule>().notNull().default("free"),
    shippingRate: numeric("shipping_rate", { precision: 10, scale: 2 }).notNull().default("0"),
    shippingFreeFrom: numeric("shipping_free_from", { precision: 10, scale: 2 }),
    // Where the shop collects sales tax: a rate per state (src/shared/tax.ts, decision 064); none by default.
    tax: jsonb("tax").$type<TaxSetting>().notNull().default({ rates: [] }),
    // Where the owner's notices go (new orders, messages, commission events); null: the admins' emails.
    notificationEmail: text("notification_email"),
    // Setup checklist items the owner chose to keep as they are (e.g. manual payments on purpose).
    setupDismissed: jsonb("setup_dismissed").$type<string[]>().notNull().default([]),
    // How long general inquiries and custom requests that never became commissions are kept (decision 065).
    retentionMonths: integer("retention_months").notNull().default(24),
    // How many days a customer has to pay a manual order before it is cancelled (decision 073).
    paymentDays: integer("payment_days").notNull().default(7),
    // The ways a customer can pay by hand, the names a recorded payment picks from (decision 079).
    paymentMethods: jsonb("payment_methods")
      .$type<string[]>()
      .notNull()
      .default([...DEFAULT_PAYMENT_METHODS]),
    updatedAt: updatedAt(),
  },
  (t) => [check("site_content_single_row", sql`${t.id} = 1`)],
);

/** A signed-in customer's saved shipping addresses; at most one is the default (the partial unique index). */
export const customerAddresses = pgTable(
  "customer_addresses",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: varchar("name", { length: 160 }).notNull(),
    street: text("street").notNull(),
    city: text("city").notNull(),
    state: text("state").notNull(),
    zipCode: varchar("zip_code", { length: 20 }).notNull(),
    phone: varchar("phone", { length: 40 }),
    isDefault: boolean("is_default").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("customer_addresses_user_idx").on(t.userId, t.createdAt),
    uniqueIndex("customer_addresses_default_idx")
      .on(t.userId)
      .where(sql`${t.isDefault}`),
  ],
);

export const galleryImages = pgTable(
  "gallery_images",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    imageUrl: text("image_url").notNull(),
    title: text("title").notNull(),
    description: text("description"),
    shape: text("shape").$type<Shape>(),
    juiceGroove: boolean("juice_groove"),
    displayOrder: integer("display_order").notNull().default(0),
    isActive: boolean("is_active").notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    index("gallery_images_active_order_idx").on(t.isActive, t.displayOrder),
    check("gallery_images_shape_check", sql`${t.shape} is null or ${t.shape} in ('rectangle', 'square', 'custom')`),
  ],
);

/**
 * Every email the shop sends, kept until it is sent (decision 034). A worker on any instance claims
 * a due row by moving `next_attempt_at` past a lease; a failure moves it by the back-off, and giving
 * up clears it. Once sent, the bodies are emptied: they may hold one-time links.
 */
/** A file sent with a mail (an invoice or receipt PDF); its bytes in base64, as kept in mail_queue. */
export type MailAttachment = { filename: string; contentType: string; content: string };

export const mailQueue = pgTable(
  "mail_queue",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    recipient: text("recipient").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html").notNull(),
    replyTo: text("reply_to"),
    // Files sent with the mail (an invoice or receipt PDF), base64; emptied with the bodies once sent.
    attachments: jsonb("attachments").$type<MailAttachment[]>(),
    // What sort of mail: 'automatic' for the ones anyone can cause by typing an address into a form
    // (acknowledgements, sign-in links), which a per-recipient cap limits (decision 046); else null.
    kind: text("kind"),
    // Extra headers of a marketing mail (List-Unsubscribe, List-Unsubscribe-Post; decision 060); null for others.
    headers: jsonb("headers").$type<Record<string, string>>(),
    // What the mail belongs to, for a campaign's results ('campaign:<id>', decision 061); null for others.
    ref: text("ref"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true, mode: "date" }).defaultNow(),
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true, mode: "date" }),
    createdAt: createdAt(),
  },
  // The worker's claim and the queue depth read only the mails still waiting.
  (t) => [
    index("mail_queue_due_idx")
      .on(t.nextAttemptAt, t.id)
      .where(sql`${t.sentAt} is null`),
    index("mail_queue_recipient_idx").on(sql`lower(${t.recipient})`, t.createdAt),
    index("mail_queue_ref_idx")
      .on(t.ref)
      .where(sql`${t.ref} is not null`),
  ],
);

/**
 * A custom order carried through a quote, payments and progress updates (decision 037):
 * one row per custom order once its first quote is sent. The private page's token is derived from
 * the server's secret (commissions/commission-links.ts); only its hash is kept, for the lookup.
 */
export const commissions = pgTable(
  "commissions",
  {
    inquiryId: uuid("inquiry_id")
      .primaryKey()
      .references(() => contactInquiries.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique(),
    // The number of its reference for transfers, "C-" and 1000 more than it (decision 080): short,
    // stable and unique, given once when the commission's row is made.
    referenceNumber: serial("reference_number").notNull().unique(),
    // The delivery address as printed ("Name\nStreet\nCity, ST ZIP"): made from the fields below
    // since decision 072, and as the customer typed it in one box before (those rows have no fields).
    deliveryAddress: text("delivery_address"),
    // The delivery address's fields, as checkout and the address book keep them (decision 072): the
    // state is a postal code whose ZIP code matches; tax reads it.
    deliveryName: varchar("delivery_name", { length: 160 }),
    deliveryStreet: text("delivery_street"),
    deliveryCity: text("delivery_city"),
    deliveryState: varchar("delivery_state", { length: 2 }),
    deliveryZipCode: varchar("delivery_zip_code", { length: 10 }),
    balanceRequestedAt: timestamp("balance_requested_at", { withTimezone: true, mode: "date" }),
    carrier: text("carrier"),
    trackingNumber: text("tracking_number"),
    shippedAt: timestamp("shipped_at", { withTimezone: true, mode: "date" }),
    deliveredAt: timestamp("delivered_at", { withTimezone: true, mode: "date" }),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      "commissions_delivery_fields_check",
      sql`num_nulls(${t.deliveryName}, ${t.deliveryStreet}, ${t.deliveryCity}, ${t.deliveryState}, ${t.deliveryZipCode}) in (0, 5)`,
    ),
  ],
);

/** Every version of a commission's quote; amounts in integer cents. The latest version is the current one. */
export const commissionQuotes = pgTable(
  "commission_quotes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    inquiryId: uuid("inquiry_id")
      .notNull()
      .references(() => commissions.inquiryId, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    priceCents: integer("price_cents").notNull(),
    depositCents: integer("deposit_cents").notNull(),
    estimatedCompletion: text("estimated_completion").notNull(),
    message: text("message").notNull().default(""),
    sentAt: timestamp("sent_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true, mode: "date" }),
    supersededAt: timestamp("superseded_at", { withTimezone: true, mode: "date" }),
    // The sales tax of the price (decision 064), worked out when the quote is accepted, on the
    // delivery address's state and the rate (percent) of that day; paid with the balance.
    taxCents: integer("tax_cents").notNull().default(0),
    taxState: varchar("tax_state", { length: 2 }),
    taxRate: numeric("tax_rate", { precision: 6, scale: 3 }),
  },
  (t) => [
    uniqueIndex("commission_quotes_version_idx").on(t.inquiryId, t.version),
    check(
      "commission_quotes_amounts_check",
      sql`${t.priceCents} > 0 and ${t.depositCents} > 0 and ${t.depositCents} <= ${t.priceCents}`,
    ),
  ],
);

/**
 * Money asked for or received for a commission. At most one paid deposit and one paid balance per
 * commission, whatever webhooks and clicks arrive (the partial unique index).
 */
export const commissionPayments = pgTable(
  "commission_payments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    inquiryId: uuid("inquiry_id")
      .notNull()
      .references(() => commissions.inquiryId, { onDelete: "cascade" }),
    quoteId: uuid("quote_id")
      .notNull()
      .references(() => commissionQuotes.id, { onDelete: "cascade" }),
    kind: text("kind").$type<"deposit" | "balance">().notNull(),
    amountCents: integer("amount_cents").notNull(),
    // A waiting part whose quote was revised before it was paid is 'cancelled' (decision 045).
    status: text("status").$type<"awaiting" | "paid" | "cancelled">().notNull().default("awaiting"),
    via: text("via").$type<"card" | "manual">(),
    stripePaymentIntentId: text("stripe_payment_intent_id").unique(),
    paidAt: timestamp("paid_at", { withTimezone: true, mode: "date" }),
    paidOn: text("paid_on"),
    method: text("method"),
    note: text("note"),
    // The sales tax in `amountCents` (decision 064): all of the quote's, in the balance; 0 in a deposit.
    taxCents: integer("tax_cents").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("commission_payments_once_idx")
      .on(t.inquiryId, t.kind)
      .where(sql`${t.status} = 'paid'`),
    index("commission_payments_paid_idx")
      .on(t.paidAt)
      .where(sql`${t.status} = 'paid'`),
    check("commission_payments_kind_check", sql`${t.kind} in ('deposit', 'balance')`),
    check("commission_payments_status_check", sql`${t.status} in ('awaiting', 'paid', 'cancelled')`),
    check("commission_payments_amount_check", sql`${t.amountCents} > 0`),
  ],
);

/** The owner's progress updates: a short text and photos (image URLs of our storage). */
export const commissionUpdates = pgTable(
  "commission_updates",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    inquiryId: uuid("inquiry_id")
      .notNull()
      .references(() => commissions.inquiryId, { onDelete: "cascade" }),
    text: text("text").notNull(),
    photos: jsonb("photos").$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [index("commission_updates_inquiry_idx").on(t.inquiryId, t.createdAt)],
);

/**
 * Money given back (decision 045): part or all of a paid shop order, or of a paid commission part. A
 * card refund is 'pending' from the moment it is asked of Stripe until `charge.refunded` confirms
 * it ('succeeded') or it fails ('failed', which frees its amount again); a manual one is recorded
 * 'succeeded'. Pending and succeeded refunds count against what can still be refunded.
 */
export const refunds = pgTable(
  "refunds",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderId: integer("order_id").references(() => orders.id, { onDelete: "cascade" }),
    commissionPaymentId: uuid("commission_payment_id").references(() => commissionPayments.id, {
      onDelete: "cascade",
    }),
    amountCents: integer("amount_cents").notNull(),
    reason: text("reason").notNull(),
    via: text("via").$type<"card" | "manual">().notNull(),
    status: text("status").$type<"pending" | "succeeded" | "failed">().notNull().default("pending"),
    stripeRefundId: text("stripe_refund_id").unique(),
    // The admin's request that made it (the refund dialog's idempotency key, issue 39): a retry of
    // the same request finds this row instead of making another, and Stripe's key is made from it.
    requestKey: text("request_key").unique(),
    // Boards went back to stock with it: set when it is recorded (at once by hand, once Stripe takes
    // a card refund), never while it only asks.
    restocked: boolean("restocked").notNull().default(false),
    // The boards it puts back, by line of the order (decision 070): what the owner asked until it is
    // recorded, then what went back. Pending and succeeded refunds hold their lines, so two refunds
    // never put back one board twice.
    restockLines: jsonb("restock_lines").$type<RestockLine[]>().notNull().default([]),
    // It puts back every board of the order not back yet, once recorded (approving a cancellation).
    restockAll: boolean("restock_all").notNull().default(false),
    // The part of it that gives back sales tax (decision 064): what the order's refunds so far give
    // back of its tax, less what the earlier ones did; a full refund gives back all of it.
    taxCents: integer("tax_cents").notNull().default(0),
    // The admin who asked for it; null for refunds made by the shop itself or in Stripe's dashboard.
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    failureReason: text("failure_reason"),
    createdAt: createdAt(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true, mode: "date" }),
  },
  (t) => [
    index("refunds_order_idx").on(t.orderId),
    index("refunds_commission_payment_idx").on(t.commissionPaymentId),
    index("refunds_created_idx")
      .on(t.createdAt)
      .where(sql`${t.status} <> 'failed'`),
    check("refunds_target_check", sql`(${t.orderId} is null) <> (${t.commissionPaymentId} is null)`),
    check("refunds_amount_check", sql`${t.amountCents} > 0`),
    check("refunds_via_check", sql`${t.via} in ('card', 'manual')`),
    check("refunds_status_check", sql`${t.status} in ('pending', 'succeeded', 'failed')`),
  ],
);

/**
 * The owner's discount codes (decision 059). `uses` counts the orders holding one now: taken with a
 * conditional update in the order's transaction, given back when the order expires or is cancelled.
 */
export const discountCodes = pgTable(
  "discount_codes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    // Stored upper-case, so codes are case-insensitive and unique.
    code: varchar("code", { length: 40 }).notNull().unique(),
    kind: text("kind").$type<DiscountKind>().notNull(),
    // percentage: its whole percent; fixed: the amount.
    percent: integer("percent"),
    amount: numeric("amount", { precision: 10, scale: 2 }),
    minSubtotal: numeric("min_subtotal", { precision: 10, scale: 2 }),
    // First and last day it works (UTC, both included).
    startsOn: text("starts_on"),
    endsOn: text("ends_on"),
    maxUses: integer("max_uses"),
    uses: integer("uses").notNull().default(0),
    oncePerEmail: boolean("once_per_email").notNull().default(false),
    // Both empty: every board.
    productIds: jsonb("product_ids").$type<string[]>().notNull().default([]),
    categoryIds: jsonb("category_ids").$type<string[]>().notNull().default([]),
    active: boolean("active").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("discount_codes_kind_check", sql`${t.kind} in ('percentage', 'fixed', 'free_shipping')`),
    check("discount_codes_uses_check", sql`${t.uses} >= 0 and (${t.maxUses} is null or ${t.uses} <= ${t.maxUses})`),
  ],
);

/** Each order that used a code: one code per order; the row goes when the order's use is given back. */
export const discountUses = pgTable(
  "discount_uses",
  {
    orderId: integer("order_id")
      .primaryKey()
      .references(() => orders.id, { onDelete: "cascade" }),
    codeId: uuid("code_id")
      .notNull()
      .references(() => discountCodes.id),
    // Lower-cased, as the order's.
    email: varchar("email", { length: 254 }).notNull(),
    amount: numeric("amount", { precision: 10, scale: 2 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("discount_uses_code_email_idx").on(t.codeId, t.email)],
);

/**
 * Verified-buyer reviews (decision 058): one per order line (the order and the line's index in its
 * items), written through the line's own link. The board's name and the buyer's name are kept as
 * the order had them; a review stays when its board is archived, and counts for the shop's page.
 */
export const reviews = pgTable(
  "reviews",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    line: integer("line").notNull(),
    productId: uuid("product_id").references(() => products.id, { onDelete: "set null" }),
    boardName: text("board_name").notNull(),
    authorName: text("author_name").notNull(),
    rating: integer("rating").notNull(),
    title: text("title").notNull(),
    body: text("body").notNull(),
    photos: jsonb("photos").$type<string[]>().notNull().default([]),
    status: text("status").$type<ReviewStatus>().notNull().default("pending"),
    reply: text("reply"),
    repliedAt: timestamp("replied_at", { withTimezone: true, mode: "date" }),
    // When it was first written: writing it again is allowed for 30 days from here.
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("reviews_order_line_idx").on(t.orderId, t.line),
    index("reviews_board_idx")
      .on(t.productId, t.createdAt)
      .where(sql`${t.status} = 'approved'`),
    index("reviews_status_idx").on(t.status, t.createdAt),
    check("reviews_rating_check", sql`${t.rating} between 1 and 5`),
    check("reviews_status_check", sql`${t.status} in ('pending', 'approved', 'hidden')`),
    check("reviews_line_check", sql`${t.line} >= 0`),
    check("reviews_photos_check", sql`jsonb_array_length(${t.photos}) <= 3`),
  ],
);

/** The one review reminder an order gets, 14 days after delivery: its row claims it (decision 058). */
export const reviewReminders = pgTable("review_reminders", {
  orderId: integer("order_id")
    .primaryKey()
    .references(() => orders.id, { onDelete: "cascade" }),
  sentAt: timestamp("sent_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
});

/** What an address agreed to receive (decision 060): the newsletter, a board's return, or new boards of a collection. */
type SubscriptionTopic = "newsletter" | "restock" | "new_boards";

/**
 * An address's consent to one kind of marketing mail (decision 060). Confirmed by a signed link
 * (double opt-in): an unconfirmed row is never mailed a campaign or an alert. A board's return
 * ('restock') is mailed once: `notified_at` is claimed by a conditional update.
 */
export const subscriptions = pgTable(
  "subscriptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    // Stored lower-cased.
    email: varchar("email", { length: 254 }).notNull(),
    topic: text("topic").$type<SubscriptionTopic>().notNull(),
    // The board a 'restock' row waits for; the collection of a 'new_boards' row.
    productId: uuid("product_id").references(() => products.id, { onDelete: "cascade" }),
    categoryId: uuid("category_id").references(() => categories.id, { onDelete: "cascade" }),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true, mode: "date" }),
    notifiedAt: timestamp("notified_at", { withTimezone: true, mode: "date" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("subscriptions_unique_idx").on(
      t.email,
      t.topic,
      sql`coalesce(${t.productId}, ${t.categoryId}, '00000000-0000-0000-0000-000000000000'::uuid)`,
    ),
    index("subscriptions_topic_idx").on(t.topic, t.productId, t.categoryId),
    check("subscriptions_topic_check", sql`${t.topic} in ('newsletter', 'restock', 'new_boards')`),
    check(
      "subscriptions_target_check",
      sql`(${t.topic} = 'newsletter' and ${t.productId} is null and ${t.categoryId} is null)
        or (${t.topic} = 'restock' and ${t.productId} is not null)
        or (${t.topic} = 'new_boards' and ${t.categoryId} is not null)`,
    ),
  ],
);

/** Addresses that unsubscribed (decision 060): never mailed again by any campaign or alert until they confirm anew. */
export const emailSuppressions = pgTable("email_suppressions", {
  // Stored lower-cased.
  email: varchar("email", { length: 254 }).primaryKey(),
  createdAt: createdAt(),
});

/** Boards already announced to their collection's 'new boards like this' subscribers: once each (decision 060). */
export const announcedBoards = pgTable("announced_boards", {
  productId: uuid("product_id")
    .primaryKey()
    .references(() => products.id, { onDelete: "cascade" }),
  createdAt: createdAt(),
});

export type CampaignStatus = "draft" | "sending" | "paused" | "sent";

/** A newsletter the owner writes and sends to the confirmed subscribers (decision 061). */
export const campaigns = pgTable(
  "campaigns",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    subject: text("subject").notNull(),
    // Markdown, rendered safely on the server for the email.
    body: text("body").notNull(),
    // The boards shown as cards under the text, in order.
    productIds: jsonb("product_ids").$type<string[]>().notNull().default([]),
    status: text("status").$type<CampaignStatus>().notNull().default("draft"),
    // How many emails a minute go to the mail queue (the owner's SMTP allowance).
    ratePerMinute: integer("rate_per_minute").notNull().default(60),
    // When the next batch may be queued: claimed by one instance with a conditional update.
    nextBatchAt: timestamp("next_batch_at", { withTimezone: true, mode: "date" }),
    queuedAt: timestamp("queued_at", { withTimezone: true, mode: "date" }),
    finishedAt: timestamp("finished_at", { withTimezone: true, mode: "date" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("campaigns_status_check", sql`${t.status} in ('draft', 'sending', 'paused', 'sent')`),
    check("campaigns_rate_check", sql`${t.ratePerMinute} between 1 and 10000`),
  ],
);

/**
 * One row per campaign and recipient, made in one INSERT … SELECT when the owner sends (decision
 * 061): the unique key is why nobody gets a campaign twice. 'pending' rows are claimed in batches
 * (FOR UPDATE SKIP LOCKED) and become 'queued' (in the mail queue) or 'skipped' (unsubscribed since).
 */
export const campaignRecipients = pgTable(
  "campaign_recipients",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    campaignId: uuid("campaign_id")
      .notNull()
      .references(() => campaigns.id, { onDelete: "cascade" }),
    subscriptionId: uuid("subscription_id")
      .notNull()
      .references(() => subscriptions.id, { onDelete: "cascade" }),
    email: varchar("email", { length: 254 }).notNull(),
    status: text("status").$type<"pending" | "queued" | "skipped">().notNull().default("pending"),
    queuedAt: timestamp("queued_at", { withTimezone: true, mode: "date" }),
  },
  (t) => [
    uniqueIndex("campaign_recipients_unique_idx").on(t.campaignId, t.subscriptionId),
    index("campaign_recipients_pending_idx")
      .on(t.campaignId, t.id)
      .where(sql`${t.status} = 'pending'`),
    check("campaign_recipients_status_check", sql`${t.status} in ('pending', 'queued', 'skipped')`),
  ],
);

/**
 * The privacy log (decision 065): each download of a person's data and each account deletion, by
 * the customer or by the owner. The person is named by a reference that identifies nobody once the
 * account is gone (its former id), never by name or email.
 */
export const privacyLog = pgTable(
  "privacy_log",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    action: text("action").$type<PrivacyAction>().notNull(),
    // 'customer' when the person did it from their account; 'owner' when an admin did it for them.
    actor: text("actor").$type<PrivacyActorKind>().notNull(),
    // The admin who acted (their email, an admin's own record); null when the customer did.
    adminEmail: varchar("admin_email", { length: 254 }),
    subjectRef: text("subject_ref").notNull(),
    // What was kept or done, in numbers only ("2 orders kept for the books").
    detail: text("detail").notNull().default(""),
    createdAt: createdAt(),
  },
  (t) => [
    index("privacy_log_created_idx").on(t.createdAt),
    check("privacy_log_action_check", sql`${t.action} in ('export', 'delete', 'delete_requested', 'delete_withdrawn')`),
    check("privacy_log_actor_check", sql`${t.actor} in ('customer', 'owner')`),
  ],
);

/**
 * The owner's server settings entered in the admin (decision 084): one row per setting, by its name
 * (settings/shop-settings.ts). A secret (the SMTP password, Stripe's secret key and webhook secret)
 * is stored only sealed with the server's settings key; the others in clear. The environment's
 * variables win over any row.
 */
export const shopSettings = pgTable(
  "shop_settings",
  {
    name: text("name").primaryKey(),
    value: text("value"),
    sealed: text("sealed"),
    updatedAt: updatedAt(),
  },
  (t) => [check("shop_settings_one_value_check", sql`(${t.value} is null) <> (${t.sealed} is null)`)],
);
