// Privacy self-service (issue 28, decision 065): what a person's data download holds, what an
// account deletion keeps, and the owner's privacy log. Types and texts only: no zod here.
import type { SavedAddress } from "./addresses";

/** What replaces a deleted customer's name, phone and addresses on what the shop keeps for its books. */
export const DELETED_CUSTOMER = "deleted customer";
/** What replaces their email there: an address of the reserved .invalid domain, which no mail reaches. */
export const DELETED_CUSTOMER_EMAIL = "deleted-customer@invalid";
/** How a deleted customer's reviews are signed from then on. */
export const DELETED_REVIEW_AUTHOR = "A verified buyer";
/** Deleting an account asks for a sign-in (password or the provider) at most this long ago. */
export const REAUTHENTICATION_WINDOW_MS = 10 * 60 * 1000;
/** The 403 of a deletion whose sign-in is older than the window. */
export const SIGN_IN_AGAIN_MESSAGE = "Please sign in again to delete your account";
/** The answer to a deletion, and the toast the customer sees. */
export const ACCOUNT_DELETED_MESSAGE = "Your account has been deleted";
/** Why the owner cannot delete an admin's account from the Customers tab. */
export const ADMIN_NOT_DELETABLE_MESSAGE = "An admin account cannot be deleted. Remove its admin rights first.";

/** Money on the wire: a 2-decimal string. Times: ISO strings. */
type When = string;

type PrivacyExportAccount = {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
  emailVerified: boolean;
  hasPassword: boolean;
  /** Whether the account signs in through the external identity provider (its identifier stays out). */
  externalLogin: boolean;
  createdAt: When;
  updatedAt: When;
};

type PrivacyExportOrder = {
  number: number;
  placedAt: When;
  status: string;
  paymentStatus: string;
  name: string;
  email: string;
  phone: string | null;
  shippingAddress: string;
  items: unknown;
  shipping: string;
  discountCode: string | null;
  discount: string;
  tax: string;
  total: string;
  gift: { message: string; hidePrices: boolean } | null;
  carrier: string | null;
  trackingNumber: string | null;
  shippedAt: When | null;
  deliveredAt: When | null;
  cancellationRequestedAt: When | null;
  cancellationReason: string | null;
  history: unknown[];
};

export type PrivacyExportCommission = {
  deliveryAddress: string | null;
  quotes: {
    version: number;
    price: string;
    deposit: string;
    /** Its sales tax, "Tax (WA 6.5%)" and the amount, once accepted where the shop collects it. */
    tax: { label: string; amount: string } | null;
    estimatedCompletion: string;
    message: string;
    sentAt: When;
    expiresAt: When;
    acceptedAt: When | null;
  }[];
  payments: { kind: string; amount: string; status: string; via: string | null; paidAt: When | null }[];
  /** The owner's progress messages, with their photos' addresses. */
  messages: { text: string; photos: string[]; createdAt: When }[];
  carrier: string | null;
  trackingNumber: string | null;
  shippedAt: When | null;
  deliveredAt: When | null;
};

/** A message sent through the contact form: a general inquiry, a custom request, a legacy newsletter sign-up. */
type PrivacyExportMessage = {
  type: string;
  sentAt: When;
  name: string;
  email: string;
  phone: string | null;
  communicationPreference: string | null;
  message: string;
  customOrderDetails: unknown;
  status: string;
  attachments: { name: string; uploadedAt: string }[];
  /** The commission it became, with its quotes, payments and the owner's messages. */
  commission: PrivacyExportCommission | null;
};

export type PrivacyExport = {
  exportedAt: When;
  shop: string;
  account: PrivacyExportAccount;
  /** The address book as the dashboard shows it, without the rows' ids. */
  addresses: Omit<SavedAddress, "id">[];
  orders: PrivacyExportOrder[];
  messages: PrivacyExportMessage[];
  reviews: {
    orderNumber: number;
    board: string;
    authorName: string;
    rating: number;
    title: string;
    body: string;
    photos: string[];
    status: string;
    reply: string | null;
    writtenAt: When;
  }[];
  /** Newsletter, back-in-stock and new-board sign-ups. */
  signUps: {
    topic: string;
    productId: string | null;
    categoryId: string | null;
    confirmedAt: When | null;
    alertSentAt: When | null;
    createdAt: When;
  }[];
  /** The sessions signed in now: when, how, until when (their ids and tokens stay out). */
  sessions: { signedInAt: When | null; signedInWith: string; expiresAt: When }[];
};

/**
 * What the privacy log records: a download of a person's data, their account's deletion, and a
 * deletion asked for while orders were open, then done or taken back (decision 078).
 */
export const PRIVACY_ACTIONS = ["export", "delete", "delete_requested", "delete_withdrawn"] as const;
export type PrivacyAction = (typeof PRIVACY_ACTIONS)[number];
/** Who acted: the person from their account, or an admin for them (a request by email). */
export const PRIVACY_ACTORS = ["customer", "owner"] as const;
export type PrivacyActorKind = (typeof PRIVACY_ACTORS)[number];

export type PrivacyLogEntry = {
  id: string;
  action: PrivacyAction;
  actor: PrivacyActorKind;
  adminEmail: string | null;
  /** The person's former account id: a reference that names nobody once the account is gone. */
  subjectRef: string;
  detail: string;
  createdAt: When;
};

/**
 * What still binds the shop to the person (decision 078): orders not yet closed (awaiting their
 * payment, being prepared, or on their way) and commissions accepted and not yet delivered. While
 * any is open, a deletion waits for them.
 */
export type OpenWork = {
  orders: { number: number; state: OpenOrderState }[];
  commissions: { requestedAt: When; stage: string }[];
};
export type OpenOrderState = "Awaiting payment" | "Being prepared" | "On its way";

/** Whether anything is still open. */
export const hasOpenWork = (open: OpenWork | undefined) =>
  open !== undefined && open.orders.length + open.commissions.length > 0;

/** The answer to a deletion: done, or (something still open) marked to happen once it all closes. */
export type AccountDeletion =
  | { status: "deleted"; message: string; ordersKept: number; commissionsKept: number }
  | { status: "scheduled"; message: string; requestedAt: When; waitingFor: OpenWork };

/** GET /api/user/delete-account: what a deletion would wait for now, and whether one is already asked for. */
export type DeletionState = { requestedAt: When | null; open: OpenWork };

/** The answer to a deletion that waits, and the customer's toast. */
export const DELETION_SCHEDULED_MESSAGE = "Your account will be deleted once your open orders are closed";
/** The answer when the customer (or the owner) takes a waiting deletion back. */
export const DELETION_CANCELLED_MESSAGE = "Your account will not be deleted";

/** An open order's state, in the customer's words. */
export function openOrderState(order: { paymentStatus: string; status: string }): OpenOrderState {
  if (order.status === "shipped") return "On its way";
  return order.paymentStatus === "paid" ? "Being prepared" : "Awaiting payment";
}

/** The file name of a data download. */
export const privacyExportFileName = (at: Date) => `grain-and-groove-data-${at.toISOString().slice(0, 10)}.json`;
