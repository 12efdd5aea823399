import { z } from "zod";
import { emailSchema as email, text } from "./fields";
import { COMMUNICATION_PREFERENCES } from "./inquiry-constants";

/** SPEC §4, Custom order status, in order; the admin may set any of them. */
export const CUSTOM_ORDER_STATUSES = [
  "new inquiry",
  "consultation complete",
  "deposit received",
  "in progress",
  "product completed",
  "final payment received",
  "order shipped",
  "order delivered",
] as const;
export type CustomOrderStatus = (typeof CUSTOM_ORDER_STATUSES)[number];

// The plain constants live in a zod-free module so the storefront's first load can use them.
export { COMMUNICATION_PREFERENCES, NEWSLETTER_MESSAGE, WOOD_PREFERENCES } from "./inquiry-constants";

const name = text("Name", { max: 120, required: true });
const phone = text("Phone", { max: 40 }).optional();
/** Bots fill every field; people never see this one. Anything in it and the message is dropped. */
const honeypot = { website: z.string().max(500).optional() };

/** The JSON text of customOrderDetails (SPEC §3). */
export const customOrderDetailsSchema = z.object({
  dimensions: text("Dimensions", { max: 200, plural: true }).optional(),
  woodType: text("Wood type", { max: 60 }).optional(),
  specialRequests: text("Special requests", { max: 2000, plural: true, multiline: true }).optional(),
});
export type CustomOrderDetails = z.infer<typeof customOrderDetailsSchema>;

/** POST /api/contact: one of three payloads (SPEC §7), told apart by inquiryType. */
export const contactInquirySchema = z.discriminatedUnion(
  "inquiryType",
  [
    z.object({
      inquiryType: z.literal("general"),
      name,
      email,
      phone,
      message: text("Message", { max: 5000, required: true, multiline: true }),
      ...honeypot,
    }),
    z.object({
      inquiryType: z.literal("newsletter"),
      name,
      email,
      message: z.string().max(200).optional(),
      ...honeypot,
    }),
    z.object({
      inquiryType: z.literal("custom_order"),
      name,
      email,
      phone,
      communicationPreference: z
        .enum(COMMUNICATION_PREFERENCES, { error: "Communication preference must be email, phone or text" })
        .default("email"),
      message: text("Message", { max: 5000, multiline: true }).default(""),
      // A JSON string of {dimensions, woodType, specialRequests} (SPEC §3).
      customOrderDetails: z
        .string()
        .max(4000, "Custom order details are too long")
        .transform((text, ctx) => {
          let parsed: unknown;
          try {
            parsed = JSON.parse(text);
          } catch {
            ctx.addIssue({ code: "custom", message: "Custom order details must be JSON" });
            return z.NEVER;
          }
          const result = customOrderDetailsSchema.safeParse(parsed);
          if (!result.success) {
            for (const issue of result.error.issues)
              ctx.addIssue({ code: "custom", message: issue.message, path: issue.path });
            return z.NEVER;
          }
          return result.data;
        })
        .optional(),
      ...honeypot,
    }),
  ],
  { error: "inquiryType must be general, newsletter or custom_order" },
);
export type ContactInquiryInput = z.input<typeof contactInquirySchema>;
export type InquiryType = ContactInquiryInput["inquiryType"];

export type Attachment = { name: string; url: string; uploadedAt: string };

/** A contact inquiry, custom order or newsletter subscription as the admin calls answer it. */
export type Inquiry = {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  communicationPreference: string | null;
  message: string;
  inquiryType: string;
  /** The stored JSON text; screens read it with parseCustomOrderDetails. */
  customOrderDetails: string | null;
  status: CustomOrderStatus;
  attachments: Attachment[];
  archived: boolean;
  createdAt: string;
  /** A newsletter sign-up's consent (decision 060): confirmed by its email's link, not yet, or unsubscribed. */
  consent?: ConsentStatus;
};

/** Where an address stands with the shop's marketing mail (decision 060). */
export type ConsentStatus = "confirmed" | "unconfirmed" | "unsubscribed";

/** PATCH /api/admin/custom-orders/:id/status */
export const customOrderStatusSchema = z.object({
  status: z.enum(CUSTOM_ORDER_STATUSES, { error: "Status must be one of the eight custom order statuses" }),
});

/** PATCH /api/admin/custom-orders/:id (SPEC §5, Custom order edit). */
export const customOrderUpdateSchema = z
  .object({
    name: name.optional(),
    email: email.optional(),
    phone,
    customOrderDetails: customOrderDetailsSchema.optional(),
  })
  .strict()
  .refine((v) => Object.values(v).some((x) => x !== undefined), "At least one field must be provided for update");
export type CustomOrderUpdate = z.input<typeof customOrderUpdateSchema>;

/** Stored details are read as they were saved: a row kept under older, looser rules still shows. */
const storedDetailsSchema = z.object({
  dimensions: z.string().optional(),
  woodType: z.string().optional(),
  specialRequests: z.string().optional(),
});

/** Reads customOrderDetails text; null when absent or unparseable (SPEC §8, Other fallbacks). */
export function parseCustomOrderDetails(text: string | null | undefined): CustomOrderDetails | null {
  if (!text) return null;
  try {
    const result = storedDetailsSchema.safeParse(JSON.parse(text));
    return result.success ? result.data : null;
  } catch {
    return null;
  }
}

/** Attachments may arrive as a list or as a JSON string holding one (SPEC §3). */
export function readAttachments(value: unknown): Attachment[] {
  let list = value;
  if (typeof value === "string") {
    try {
      list = JSON.parse(value) as unknown;
    } catch {
      return [];
    }
  }
  if (!Array.isArray(list)) return [];
  return list.filter((a): a is Attachment => {
    const item = a as Partial<Record<keyof Attachment, unknown>> | null;
    return typeof item === "object" && item !== null && typeof item.name === "string" && typeof item.url === "string";
  });
}

/** Largest file the admin may attach to a custom order (POST /api/admin/custom-orders/:id/upload). */
export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;

/** The answer of POST /api/contact (the same whether the message was kept or dropped as spam). */
export type ContactAnswer = { message: string };
