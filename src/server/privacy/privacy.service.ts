import type { Logger } from "pino";
import type { Page, PrivacyLogQuery } from "@shared/admin-lists";
import { centsToDecimal } from "@shared/money";
import { orderTaxLabel } from "@shared/tax";
import { readAttachments } from "@shared/inquiries";
import {
  ACCOUNT_DELETED_MESSAGE,
  ADMIN_NOT_DELETABLE_MESSAGE,
  DELETED_CUSTOMER,
  DELETED_CUSTOMER_EMAIL,
  DELETED_REVIEW_AUTHOR,
  DELETION_SCHEDULED_MESSAGE,
  hasOpenWork,
  openOrderState,
  type AccountDeletion,
  type DeletionState,
  type OpenWork,
  type PrivacyExport,
  type PrivacyAction,
  type PrivacyExportCommission,
  type PrivacyLogEntry,
} from "@shared/privacy";
import { Conflict, NotFound } from "../errors";
import type { Executor } from "../db/tx";
import type { Mailer } from "../infra/mail";
import type { Storage } from "../infra/storage";
import { textEmail } from "../infra/email-html";
import type { AccountsRepo, UserRow } from "../accounts/accounts.repo";
import type { AddressesRepo } from "../addresses/addresses.repo";
import type { OrderRow, OrdersRepo } from "../orders/orders.repo";
import type { DiscountUsesRepo } from "../discounts/discount-uses.repo";
import type { ReviewsRepo } from "../reviews/reviews.repo";
import type { ConsentRepo } from "../marketing/consent.repo";
import type { InquiriesRepo, InquiryRow } from "../inquiries/inquiries.repo";
import type { CommissionRecord, CommissionsRepo, QuoteRow } from "../commissions/commissions.repo";
import type { PrivacyLogRepo, PrivacyLogRow } from "./privacy-log.repo";

/** Who asked: the person from their account, or an admin for them (a request by email). */
type PrivacyActor = { kind: "customer" } | { kind: "owner"; adminEmail: string };

export type PrivacyDeps = {
  accounts: AccountsRepo;
  addresses: AddressesRepo;
  orders: OrdersRepo;
  discountUses: DiscountUsesRepo;
  reviews: ReviewsRepo;
  consent: ConsentRepo;
  inquiries: InquiriesRepo;
  commissions: CommissionsRepo;
  log: PrivacyLogRepo;
  mailer: Mailer;
  storage: Storage;
  logger: Logger;
};

const iso = (at: Date | null | undefined): string | null => (at ? at.toISOString() : null);

/** Payments that leave an order open: one still to come (a card on its way, a manual payment), or money taken for a board not yet delivered. */
const OPEN_PAYMENTS: ReadonlySet<string> = new Set(["awaiting_payment", "manual", "paid"]);

/**
 * An order still open (decision 078): not archived by the owner, its payment to come or taken, and
 * not yet delivered. Cancelled, refunded, failed, delivered or archived orders are closed.
 */
export function isOpenOrder(row: Pick<OrderRow, "archived" | "paymentStatus" | "status">): boolean {
  return (
    !row.archived && OPEN_PAYMENTS.has(row.paymentStatus) && (row.status === "ordered" || row.status === "shipped")
  );
}

/**
 * A commission still open (decision 078): its request not archived, a quote accepted (the customer
 * committed, a deposit or a board is owed), and the board not yet delivered.
 */
export function isOpenCommission(row: Pick<InquiryRow, "archived" | "status">, record: CommissionRecord | undefined) {
  if (row.archived || !record || row.status === "order delivered") return false;
  return record.quotes.some((q) => q.acceptedAt !== null) && record.commission.deliveredAt === null;
}

function parsed(text: string | null): unknown {
  if (text === null) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function exportedOrder(row: OrderRow): PrivacyExport["orders"][number] {
  return {
    number: row.id,
    placedAt: row.createdAt.toISOString(),
    status: row.status,
    paymentStatus: row.paymentStatus,
    name: row.customerName,
    email: row.customerEmail,
    phone: row.customerPhone,
    shippingAddress: row.shippingAddress,
    items: parsed(row.items),
    shipping: row.shipping,
    discountCode: row.discountCode,
    discount: row.discount,
    tax: row.tax,
    total: row.total,
    gift: row.gift,
    carrier: row.carrier,
    trackingNumber: row.trackingNumber,
    shippedAt: iso(row.shippedAt),
    deliveredAt: iso(row.deliveredAt),
    cancellationRequestedAt: iso(row.cancellationRequestedAt),
    cancellationReason: row.cancellationReason,
    history: row.history,
  };
}

function exportedQuote(q: QuoteRow): PrivacyExportCommission["quotes"][number] {
  const taxLabel = orderTaxLabel(q);
  return {
    version: q.version,
    price: centsToDecimal(q.priceCents),
    deposit: centsToDecimal(q.depositCents),
    tax: taxLabel ? { label: taxLabel, amount: centsToDecimal(q.taxCents) } : null,
    estimatedCompletion: q.estimatedCompletion,
    message: q.message,
    sentAt: q.sentAt.toISOString(),
    expiresAt: q.expiresAt.toISOString(),
    acceptedAt: iso(q.acceptedAt),
  };
}

function exportedCommission(record: CommissionRecord): PrivacyExportCommission {
  const { commission, quotes, payments, updates } = record;
  return {
    deliveryAddress: commission.deliveryAddress,
    quotes: quotes.map(exportedQuote),
    payments: payments.map((p) => ({
      kind: p.kind,
      amount: centsToDecimal(p.amountCents),
      status: p.status,
      via: p.via,
      paidAt: iso(p.paidAt),
    })),
    messages: updates.map((u) => ({ text: u.text, photos: u.photos, createdAt: u.createdAt.toISOString() })),
    carrier: commission.carrier,
    trackingNumber: commission.trackingNumber,
    shippedAt: iso(commission.shippedAt),
    deliveredAt: iso(commission.deliveredAt),
  };
}

function toLogEntry(row: PrivacyLogRow): PrivacyLogEntry {
  return { ...row, createdAt: row.createdAt.toISOString() };
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** The last email of a deleted account: what went, and what the shop keeps for its books. */
function deletionEmail(user: UserRow, kept: { orders: number; commissions: number }) {
  const keptLines =
    kept.orders + kept.commissions > 0
      ? [
          `We keep ${[
            kept.orders > 0 ? plural(kept.orders, "order") : "",
            kept.commissions > 0 ? plural(kept.commissions, "paid custom order") : "",
          ]
            .filter(Boolean)
            .join(
              " and ",
            )} for our accounting records, as the law asks, with your name, email, phone and addresses replaced by "deleted customer".`,
        ]
      : [];
  return textEmail({
    to: user.email,
    subject: "Your Grain & Groove account has been deleted",
    text: [
      `Hello${user.firstName ? ` ${user.firstName}` : ""},`,
      "",
      "Your Grain & Groove account has been deleted, as asked. You have been signed out everywhere, and your account, saved addresses, messages and newsletter or back-in-stock sign-ups are gone.",
      ...(keptLines.length ? ["", ...keptLines] : []),
      "",
      "This is the last email we send you. Thank you for the time you spent with our boards.",
    ].join("\n"),
  });
}

const openLines = (open: OpenWork) => [
  ...open.orders.map((o) => `- Order #${o.number}: ${o.state.toLowerCase()}`),
  ...open.commissions.map((c) => `- Your custom board (requested ${c.requestedAt.slice(0, 10)}): ${c.stage}`),
];

/** The email of a deletion that waits (decision 078): what it waits for, and how to take it back. */
function scheduledEmail(user: UserRow, open: OpenWork) {
  return textEmail({
    to: user.email,
    subject: "Your Grain & Groove account will be deleted once your orders are closed",
    text: [
      `Hello${user.firstName ? ` ${user.firstName}` : ""},`,
      "",
      "You asked us to delete your Grain & Groove account. Some of your orders are still open, so we keep your account, with your name and address, until they are closed:",
      "",
      ...openLines(open),
      "",
      "We still email you about them, and you can follow them from your account. The day the last one is delivered, cancelled or refunded, your account is deleted and we send you a last email.",
      "",
      "Changed your mind? Sign in and choose 'Keep my account' under Your data.",
    ].join("\n"),
  });
}

/**
 * A person's data and their account's deletion (issue 28, decision 065), and the retention of
 * messages. What is theirs: the account and its saved addresses; orders placed signed in, and
 * guest orders, messages and sign-ups of their address once the address is proven (as the
 * dashboard shows them) or when the owner acts on their emailed request.
 */
export function privacyService(deps: PrivacyDeps) {
  const { accounts, orders, inquiries, commissions } = deps;
  const missing = () => new NotFound("Customer not found");

  async function personOf(userId: string, actor: PrivacyActor) {
    const user = await accounts.findById(userId);
    if (!user) throw missing();
    const proven = actor.kind === "owner" || user.emailVerifiedAt !== null;
    const theirOrders = await orders.byCustomer({ id: user.id, email: user.email, emailVerified: proven });
    const messages = proven ? await inquiries.ofEmail(user.email) : [];
    return { user, proven, orders: theirOrders, messages };
  }

  const logged = (action: PrivacyAction, actor: PrivacyActor, subjectRef: string, detail: string) => ({
    action,
    actor: actor.kind,
    adminEmail: actor.kind === "owner" ? actor.adminEmail : null,
    subjectRef,
    detail,
  });

  /** Removes the stored files of attachments whose rows are gone; a failure leaves them to the hourly clean-up. */
  async function dropAttachments(rows: InquiryRow[]): Promise<void> {
    for (const attachment of rows.flatMap((row) => readAttachments(row.attachments))) {
      const key = deps.storage.keyFromUrl(attachment.url);
      if (!key) continue;
      await deps.storage.delete(key).catch((err: unknown) => {
        deps.logger.warn({ err, key }, "attachment not removed; the upload clean-up will");
      });
    }
  }

  /** The person's orders and commissions still open (decision 078). */
  async function openWorkOf(theirOrders: OrderRow[], messages: InquiryRow[], ex?: Executor): Promise<OpenWork> {
    const customOrders = messages.filter((m) => m.inquiryType === "custom_order" && !m.archived);
    const records = await Promise.all(customOrders.map((m) => commissions.find(m.id, ex)));
    return {
      orders: theirOrders.filter(isOpenOrder).map((o) => ({ number: o.id, state: openOrderState(o) })),
      commissions: customOrders
        .filter((m, i) => isOpenCommission(m, records[i]))
        .map((m) => ({ requestedAt: m.createdAt.toISOString(), stage: m.status })),
    };
  }

  /** What a deletion would wait for now, and whether one already waits (decision 078). */
  async function deletionState(userId: string): Promise<DeletionState> {
    const { user, orders: theirOrders, messages } = await personOf(userId, { kind: "customer" });
    return { requestedAt: iso(user.deletionRequestedAt), open: await openWorkOf(theirOrders, messages) };
  }

  /** The deletion, or its mark while something is open; `actorOf` says who asked, from the account as it is. */
  async function runDeletion(userId: string, actorOf: (user: UserRow) => PrivacyActor): Promise<AccountDeletion> {
    const placeholder = { name: DELETED_CUSTOMER, email: DELETED_CUSTOMER_EMAIL };
    // Read under the account's lock, in the transaction: what is deleted is what was read.
    const outcome = await accounts.transaction(async (tx) => {
      const user = await accounts.lock(userId, tx);
      if (!user) throw missing();
      if (user.isAdmin) throw new Conflict(ADMIN_NOT_DELETABLE_MESSAGE);
      const actor = actorOf(user);
      const proven = actor.kind === "owner" || user.emailVerifiedAt !== null;
      const theirOrders = await orders.byCustomer({ id: user.id, email: user.email, emailVerified: proven }, tx);
      const messages = proven ? await inquiries.ofEmail(user.email, tx) : [];
      const open = await openWorkOf(theirOrders, messages, tx);
      if (hasOpenWork(open)) {
        const requestedAt = user.deletionRequestedAt ?? new Date();
        // Asked once: asking again while it waits changes nothing and sends nothing.
        if (!user.deletionRequestedAt) {
          await accounts.markDeletion(user.id, requestedAt, actor.kind === "owner" ? actor.adminEmail : null, tx);
          await deps.mailer.send(scheduledEmail(user, open), tx);
          const waits = `${plural(open.orders.length, "open order")} and ${plural(open.commissions.length, "open commission")}`;
          await deps.log.insert(logged("delete_requested", actor, user.id, `Waits for ${waits}`), tx);
        }
        return {
          answer: {
            status: "scheduled",
            message: DELETION_SCHEDULED_MESSAGE,
            requestedAt: requestedAt.toISOString(),
            waitingFor: open,
          } satisfies AccountDeletion,
          files: [] as InquiryRow[],
        };
      }
      const orderIds = theirOrders.map((o) => o.id);
      const customOrders = messages.filter((m) => m.inquiryType === "custom_order").map((m) => m.id);
      const keptIds = new Set(await commissions.withPaidParts(customOrders, tx));
      const keptRows = messages.filter((m) => keptIds.has(m.id));

      await orders.forgetBuyer(orderIds, placeholder, tx);
      await deps.discountUses.forgetEmail(orderIds, DELETED_CUSTOMER_EMAIL, tx);
      await deps.reviews.renameAuthors(orderIds, DELETED_REVIEW_AUTHOR, tx);
      await inquiries.forgetSender([...keptIds], placeholder, tx);
      await commissions.forgetDeliveryAddress([...keptIds], DELETED_CUSTOMER, tx);
      const gone = await inquiries.removeMany(
        messages.filter((m) => !keptIds.has(m.id)).map((m) => m.id),
        tx,
      );
      if (proven) await deps.consent.forgetEmail(user.email, tx);
      await accounts.dropPendingRegistrations(user.email, tx);
      await accounts.endSessions(user.id, tx);
      await accounts.remove(user.id, tx);
      const waited = user.deletionRequestedAt
        ? ` (asked ${user.deletionRequestedAt.toISOString().slice(0, 10)}, done once all closed)`
        : "";
      const detail = `${plural(orderIds.length, "order")} and ${plural(keptRows.length, "paid custom order")} kept for the books, anonymised${waited}`;
      await deps.mailer.send(deletionEmail(user, { orders: orderIds.length, commissions: keptRows.length }), tx);
      // Last, so that its stamp is as close to the commit as it can be (decision 071).
      await deps.log.insert(logged("delete", actor, user.id, detail), tx);
      return {
        answer: {
          status: "deleted",
          message: ACCOUNT_DELETED_MESSAGE,
          ordersKept: orderIds.length,
          commissionsKept: keptRows.length,
        } satisfies AccountDeletion,
        files: [...gone, ...keptRows],
      };
    });
    await dropAttachments(outcome.files);
    return outcome.answer;
  }

  return {
    /** Everything the shop holds about the person, as one JSON document; the export is logged. */
    async exportData(userId: string, actor: PrivacyActor, now = new Date()): Promise<PrivacyExport> {
      const person = await personOf(userId, actor);
      const { user } = person;
      const orderIds = person.orders.map((o) => o.id);
      const [addresses, reviews, signUps, sessions, records] = await Promise.all([
        deps.addresses.list(user.id),
        deps.reviews.ofOrders(orderIds),
        person.proven ? deps.consent.ofEmail(user.email) : Promise.resolve([]),
        accounts.sessionsOf(user.id, now),
        Promise.all(person.messages.map((m) => commissions.find(m.id))),
      ]);
      const data: PrivacyExport = {
        exportedAt: now.toISOString(),
        shop: "Grain & Groove",
        account: {
          id: user.id,
          email: user.email,
          firstName: user.firstName,
          lastName: user.lastName,
          phone: user.phone,
          emailVerified: user.emailVerifiedAt !== null,
          hasPassword: user.password !== null,
          externalLogin: user.oidcSubject !== null,
          createdAt: user.createdAt.toISOString(),
          updatedAt: user.updatedAt.toISOString(),
        },
        addresses: addresses.map((a) => ({
          name: a.name,
          street: a.street,
          city: a.city,
          state: a.state,
          zipCode: a.zipCode,
          phone: a.phone,
          isDefault: a.isDefault,
          createdAt: a.createdAt.toISOString(),
        })),
        orders: person.orders.map(exportedOrder),
        messages: person.messages.map((m, i) => ({
          type: m.inquiryType,
          sentAt: m.createdAt.toISOString(),
          name: m.name,
          email: m.email,
          phone: m.phone,
          communicationPreference: m.communicationPreference,
          message: m.message,
          customOrderDetails: parsed(m.customOrderDetails),
          status: m.status,
          attachments: readAttachments(m.attachments).map((a) => ({ name: a.name, uploadedAt: a.uploadedAt })),
          commission: records[i] ? exportedCommission(records[i]) : null,
        })),
        reviews: reviews.map((r) => ({
          orderNumber: r.orderId,
          board: r.boardName,
          authorName: r.authorName,
          rating: r.rating,
          title: r.title,
          body: r.body,
          photos: r.photos,
          status: r.status,
          reply: r.reply,
          writtenAt: r.createdAt.toISOString(),
        })),
        signUps: signUps.map((s) => ({
          topic: s.topic,
          productId: s.productId,
          categoryId: s.categoryId,
          confirmedAt: iso(s.confirmedAt),
          alertSentAt: iso(s.notifiedAt),
          createdAt: s.createdAt.toISOString(),
        })),
        sessions: sessions.map(({ sess, expire }) => ({
          signedInAt: typeof sess.signedInAt === "number" ? new Date(sess.signedInAt).toISOString() : null,
          signedInWith: sess.signedInWith ?? "password",
          expiresAt: expire.toISOString(),
        })),
      };
      await deps.log.insert(
        logged(
          "export",
          actor,
          user.id,
          `${plural(data.orders.length, "order")}, ${plural(data.messages.length, "message")}`,
        ),
      );
      return data;
    },

    /**
     * Deletes the account (decision 065), in one transaction with its log entry and last email:
     * every session ends, the account goes with its saved addresses, emailed links and external
     * login, and its sign-ups and messages go; orders and paid custom orders stay for the books
     * with "deleted customer" in place of the buyer, and their reviews are signed "A verified buyer".
     * While an order or a commission is open (decision 078), nothing is deleted yet: the account is
     * marked, the person is told what it waits for, and the hourly job deletes it once they close.
     */
    deleteAccount(userId: string, actor: PrivacyActor): Promise<AccountDeletion> {
      return runDeletion(userId, () => actor);
    },

    deletionState,

    /** Takes a waiting deletion back: the account stays, and the log says so. */
    async cancelDeletion(userId: string, actor: PrivacyActor): Promise<DeletionState> {
      await accounts.transaction(async (tx) => {
        const user = await accounts.lock(userId, tx);
        if (!user) throw missing();
        if (!user.deletionRequestedAt) return;
        await accounts.markDeletion(user.id, null, null, tx);
        await deps.log.insert(logged("delete_withdrawn", actor, user.id, "Taken back before it was done"), tx);
      });
      return deletionState(userId);
    },

    /**
     * The hourly job (decision 078): each account marked to delete whose orders and commissions
     * have all closed is deleted now, as the person (or the owner) asked. One that fails is logged
     * and tried again the next hour.
     */
    async completeWaitingDeletions(): Promise<number> {
      let done = 0;
      for (const id of await accounts.markedForDeletion()) {
        try {
          const answer = await runDeletion(id, (user) =>
            user.deletionRequestedBy ? { kind: "owner", adminEmail: user.deletionRequestedBy } : { kind: "customer" },
          );
          if (answer.status === "deleted") done += 1;
        } catch (err) {
          deps.logger.error({ err, userId: id }, "a waiting account deletion failed; it is tried again next hour");
        }
      }
      return done;
    },

    /** One page of the privacy log as the owner asked for it (decision 071). */
    async logPage(query: PrivacyLogQuery): Promise<Page<PrivacyLogEntry>> {
      const { items, total } = await deps.log.page(query);
      return { items: items.map(toLogEntry), total };
    },
  };
}
export type PrivacyService = ReturnType<typeof privacyService>;
