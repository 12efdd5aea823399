import { z } from "zod";
import { MAX_SERIAL_ID } from "./fields";
import { CUSTOM_ORDER_STATUSES } from "./inquiries";
import { ORDER_STATUSES } from "./orders";

/** The most rows one bulk call changes: an admin list's largest page (decision 030). */
const MAX_BULK_IDS = 200;

/** 1 to 200 ids, each once: a repeated id is a mistake of the caller, never silently merged. */
function idList<T extends z.ZodType<string | number>>(id: T) {
  return z
    .array(id, { error: "ids must be a list of ids" })
    .min(1, "Select at least one row")
    .max(MAX_BULK_IDS, `At most ${MAX_BULK_IDS} rows can be changed at once`)
    .refine((ids) => new Set(ids).size === ids.length, "Each id may appear only once");
}

const orderId = z
  .number({ error: "Invalid id" })
  .int("Invalid id")
  .min(1, "Invalid id")
  .max(MAX_SERIAL_ID, "Invalid id");
const uuid = z
  .string({ error: "Invalid id" })
  .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, "Invalid id")
  .transform((id) => id.toLowerCase());

/**
 * GET /api/admin/orders/packing-slips.pdf?ids=3,5,8: the packing slips of the picked orders, in one
 * PDF to print at once, in the order given.
 */
export const packingSlipsQuerySchema = z.object({
  ids: z
    .string({ error: "ids must be order ids separated by commas" })
    .transform((list) => list.split(",").map((id) => (/^\d+$/.test(id.trim()) ? Number(id.trim()) : NaN)))
    .pipe(idList(orderId)),
});

/** POST /api/admin/orders/bulk: archive the shop orders, or set their status (SPEC §4). */
export const orderBulkSchema = z.discriminatedUnion(
  "action",
  [
    z.strictObject({ ids: idList(orderId), action: z.literal("archive") }),
    z.strictObject({
      ids: idList(orderId),
      action: z.literal("status"),
      status: z.enum(ORDER_STATUSES, { error: "Status must be ordered, shipped or delivered" }),
    }),
  ],
  { error: 'action must be "archive" or "status"' },
);
export type OrderBulk = z.output<typeof orderBulkSchema>;

/** POST /api/admin/custom-orders/bulk: archive the custom orders, or set their status. */
export const customOrderBulkSchema = z.discriminatedUnion(
  "action",
  [
    z.strictObject({ ids: idList(uuid), action: z.literal("archive") }),
    z.strictObject({
      ids: idList(uuid),
      action: z.literal("status"),
      status: z.enum(CUSTOM_ORDER_STATUSES, { error: "Status must be one of the eight custom order statuses" }),
    }),
  ],
  { error: 'action must be "archive" or "status"' },
);
export type CustomOrderBulk = z.output<typeof customOrderBulkSchema>;

/** POST /api/admin/inquiries/bulk: archive the general inquiries. */
export const inquiryBulkSchema = z.strictObject({
  ids: idList(uuid),
  action: z.literal("archive", { error: 'action must be "archive"' }),
});
export type InquiryBulk = z.output<typeof inquiryBulkSchema>;
