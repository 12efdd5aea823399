import { z } from "zod";
import { PAYMENT_STATUSES } from "./checkout";
import { isSingleLine, uuidIdOf } from "./fields";
import { CUSTOM_ORDER_STATUSES } from "./inquiries";
import { ORDER_STATUSES } from "./orders";
import { PRIVACY_ACTIONS, PRIVACY_ACTORS } from "./privacy";

// The query parameters of the admin's lists (decision 026). Every list answers the JSON
// array of SPEC §7, one page of it; the total goes in X-Total-Count and the other pages in Link.

const DEFAULT_PAGE_SIZE = 50;
const MAX_PAGE_SIZE = 200;
/** Longer searches match nothing a name or an email holds. */
const MAX_SEARCH_LENGTH = 254;

/**
 * A list's anchor (decision 071): the newest row its first page showed, so that the pages after it
 * count from there and rows that arrive meanwhile move no row to another page. Only pages after the
 * first carry it; the first page always shows the newest rows.
 */
export const ANCHOR_PARAM = "upTo";

/**
 * The parameters that say how a list is shown, not which rows it holds: they are no filter, and an
 * export, which holds every matching row, takes none of them.
 */
export const VIEW_PARAMS = ["page", "pageSize", "sort", ANCHOR_PARAM] as const;
export const isViewParam = (name: string) => (VIEW_PARAMS as readonly string[]).includes(name);

/** The headers a paged list answers with, beside its array. */
export const TOTAL_COUNT_HEADER = "X-Total-Count";

const list = (values: readonly string[]) =>
  values.length > 1 ? `${values.slice(0, -1).join(", ")} or ${values[values.length - 1]}` : values.join("");

/**
 * One query parameter, given once: `?status=a&status=b` arrives as a list, which no filter takes.
 * Its messages name the parameter, since a query string has no form field to point at.
 */
function once<T extends z.ZodType>(name: string, schema: T) {
  return z
    .unknown()
    .refine((value) => !Array.isArray(value), `${name} must be given once`)
    .pipe(schema);
}

function choice<const V extends readonly [string, ...string[]]>(name: string, values: V) {
  return once(name, z.enum(values, { error: `${name} must be ${list(values)}` })).optional();
}

function wholeNumber(name: string, min: number, max: number, fallback: number) {
  const message = `${name} must be a whole number from ${min} to ${max}`;
  return once(
    name,
    z
      .string({ error: message })
      .regex(/^\d{1,9}$/, message)
      .transform(Number)
      .pipe(z.number().min(min, message).max(max, message)),
  )
    .optional()
    .transform((value) => value ?? fallback);
}

const day = (name: string) => once(name, z.iso.date({ error: `${name} must be a date written yyyy-mm-dd` })).optional();

/** `q`: trimmed; blank is no search. An order number may be typed with or without '#'. */
const search = once(
  "q",
  z
    .string({ error: "q must be text" })
    .trim()
    .max(MAX_SEARCH_LENGTH, `q must be at most ${MAX_SEARCH_LENGTH} characters`)
    .refine(isSingleLine, "q contains characters that are not allowed"),
)
  .optional()
  .transform((q) => q || undefined);

const paging = {
  q: search,
  from: day("from"),
  to: day("to"),
  page: wholeNumber("page", 1, 1_000_000, 1),
  pageSize: wholeNumber("pageSize", 1, MAX_PAGE_SIZE, DEFAULT_PAGE_SIZE),
};

const inOrder = ({ from, to }: { from?: string; to?: string }) => !from || !to || from <= to;

/** A query of one list: strict, so a misspelt parameter is a 400, never a silently ignored filter. */
function listQuery<S extends z.ZodRawShape, const V extends readonly [string, ...string[]]>(shape: S, sorts: V) {
  return z
    .strictObject(
      { ...paging, ...shape, sort: choice("sort", sorts).transform((s) => s ?? sorts[0]) },
      {
        error: (issue) =>
          issue.code === "unrecognized_keys"
            ? `Unknown parameter${issue.keys.length > 1 ? "s" : ""} ${issue.keys.map((k) => `"${k}"`).join(", ")}: this list takes ${["q", "from", "to", "page", "pageSize", ...Object.keys(shape), "sort"].join(", ")}`
            : undefined,
      },
    )
    .refine((query) => inOrder(query as { from?: string; to?: string }), {
      message: "from must be on or before to",
      path: ["to"],
    });
}

/** The sorts of each list; the first is the default. */
export const ORDER_SORTS = ["newest", "oldest", "total", "name"] as const;
export const CUSTOM_ORDER_SORTS = ["newest", "oldest", "name"] as const;
export const INQUIRY_SORTS = ["newest", "oldest", "name"] as const;
export const CUSTOMER_SORTS = ["newest", "oldest", "name", "email"] as const;
export const CUSTOMER_KINDS = ["registered", "guest"] as const;

/** What a customer can ask of an order from its page: `request=cancellation` lists the orders asked to be cancelled. */
export const ORDER_REQUESTS = ["cancellation"] as const;

/** GET /api/admin/orders and /api/admin/archived-orders. `total` is the highest first, `name` A to Z. */
export const orderListQuerySchema = listQuery(
  {
    status: choice("status", ORDER_STATUSES),
    payment: choice("payment", PAYMENT_STATUSES),
    request: choice("request", ORDER_REQUESTS),
  },
  ORDER_SORTS,
);
export type OrderListQuery = z.output<typeof orderListQuerySchema>;

/** GET /api/admin/custom-orders and /api/admin/archived-custom-orders. */
export const customOrderListQuerySchema = listQuery(
  { status: choice("status", CUSTOM_ORDER_STATUSES) },
  CUSTOM_ORDER_SORTS,
);
export type CustomOrderListQuery = z.output<typeof customOrderListQuerySchema>;

/** GET /api/admin/general-inquiries and /api/admin/newsletter-subscriptions. */
export const inquiryListQuerySchema = listQuery({}, INQUIRY_SORTS);
export type InquiryListQuery = z.output<typeof inquiryListQuerySchema>;

/** GET /api/admin/customers: `status` is registered or guest, as the tab's Status column says. */
export const customerListQuerySchema = listQuery({ status: choice("status", CUSTOMER_KINDS) }, CUSTOMER_SORTS);
export type CustomerListQuery = z.output<typeof customerListQuerySchema>;

/** The privacy log's one order: the newest entry first, ties by id (its pages are anchored, decision 071). */
export const PRIVACY_LOG_SORTS = ["newest"] as const;

/**
 * GET /api/admin/privacy-log (decisions 065, 071): `action` (export or delete), `actor` (customer or
 * owner), and `upTo`, the id of the entry the pages count from. `q` looks through the admin's email
 * that acted, the email of the person's account while it exists, and the start of the account reference.
 */
export const privacyLogQuerySchema = listQuery(
  {
    action: choice("action", PRIVACY_ACTIONS),
    actor: choice("actor", PRIVACY_ACTORS),
    [ANCHOR_PARAM]: once(ANCHOR_PARAM, uuidIdOf(`${ANCHOR_PARAM} must be the id of a log entry`)).optional(),
  },
  PRIVACY_LOG_SORTS,
);
export type PrivacyLogQuery = z.output<typeof privacyLogQuerySchema>;

/** What every list query has: the server's paging and the search over name, email and order number. */
export type ListQuery = Pick<OrderListQuery, "q" | "from" | "to" | "page" | "pageSize">;

/** One page of a list as a service answers it; the route sends `items` and puts `total` in X-Total-Count. */
export type Page<T> = { items: T[]; total: number };

/** The order number a search names, "#123" or "123"; null for any other text. */
export function orderNumberOf(q: string): number | null {
  const match = /^#?\s*(\d{1,10})$/.exec(q);
  const id = match ? Number(match[1]) : NaN;
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}

/**
 * GET /api/admin/counts: what needs the owner, for the tabs and the admin home (decisions 026, 038).
 * - ordersToShip: not archived, status Ordered, paid (by card, or a manual order marked paid);
 * - ordersAwaitingPayment: not archived, status Ordered, a manual order not yet marked paid;
 *   oldestAwaitingPaymentAt: when the oldest of them was placed (ISO), null when none;
 * - newCustomOrders: custom orders not archived whose status is 'new inquiry';
 * - quotesWaiting: custom orders not archived whose current quote is neither accepted nor expired;
 * - openInquiries: general inquiries not archived (the unread messages: archiving one marks it read);
 * - cancellationRequests: orders not archived whose customer asked to cancel and the owner has not
 *   answered yet (decision 045).
 */
export type AdminCounts = {
  ordersToShip: number;
  ordersAwaitingPayment: number;
  oldestAwaitingPaymentAt: string | null;
  newCustomOrders: number;
  quotesWaiting: number;
  openInquiries: number;
  cancellationRequests: number;
  /** Reviews waiting for the owner's approval (decision 058). */
  reviewsWaiting: number;
};
