import { and, eq, inArray, lt, ne, type SQL } from "drizzle-orm";
import type { Logger } from "pino";
import type { z } from "zod";
import { centsToDecimal, parseCents } from "@shared/money";
import { MANUAL_PAYMENT_MESSAGE, MAX_QUANTITY_PER_LINE } from "@shared/checkout-rules";
import {
  type CreatePaymentIntentAnswer,
  type OrderPaymentState,
  type PaymentStatus,
  createPaymentIntentSchema,
} from "@shared/checkout";
import type { OrderItemSnapshot } from "@shared/orders";
import type { PublicUser } from "../accounts/accounts.service";
import type { Db } from "../db/client";
import { orders, products, stripeEvents, users } from "../db/schema";
import { conflict, HttpError, notFound } from "../http/errors";
import type { Mailer } from "../infra/mail";
import type { PaymentEvent, Payments } from "../infra/payments";
import { holdStock, releaseOrderStock } from "./stock";
import { newOrderNotice, orderConfirmationEmail, type PlacedOrder } from "./order-emails";
import type { OrderTokens } from "./order-tokens";

type CheckoutInput = z.output<typeof createPaymentIntentSchema>;
type OrderRow = typeof orders.$inferSelect;

export type CheckoutDeps = {
  db: Db;
  payments: Payments;
  mailer: Mailer;
  tokens: OrderTokens;
  logger: Logger;
  holdMinutes: number;
  /** Where new-order notices go (SHOP_EMAIL, else the contact email of the site content). */
  shopEmail: () => Promise<string>;
};

function splitName(name: string): { firstName: string; lastName: string | null } {
  const [first, ...rest] = name.trim().split(/\s+/);
  return { firstName: first, lastName: rest.length ? rest.join(" ") : null };
}

function placedOrder(row: OrderRow): PlacedOrder {
  return {
    id: row.id,
    customerName: row.customerName,
    customerEmail: row.customerEmail,
    customerPhone: row.customerPhone,
    shippingAddress: row.shippingAddress,
    items: JSON.parse(row.items) as OrderItemSnapshot[],
    totalCents: parseCents(row.total) ?? 0,
    paymentStatus: row.paymentStatus,
  };
}

export function checkoutService(deps: CheckoutDeps) {
  const { db, payments, mailer, tokens, logger } = deps;

  /** Emails never decide whether an order exists: a failure is logged, not thrown. */
  async function sendOrderEmails(row: OrderRow): Promise<void> {
    const order = placedOrder(row);
    try {
      await mailer.send(orderConfirmationEmail(order));
      await mailer.send(newOrderNotice(order, await deps.shopEmail()));
    } catch (err) {
      logger.error({ err, orderId: row.id }, "order emails could not be sent");
    }
  }

  /** Marks an unpaid order failed and gives its boards back, in one transaction. */
  async function failOrder(where: SQL): Promise<OrderRow | undefined> {
    return db.transaction(async (tx) => {
      const [row] = await tx
        .update(orders)
        .set({ paymentStatus: "failed" })
        .where(and(where, eq(orders.paymentStatus, "awaiting_payment")))
        .returning();
      if (row) await releaseOrderStock(tx, row.id);
      return row;
    });
  }

  return {
    /**
     * POST /api/create-payment-intent: prices the order from the database, holds the boards and
     * writes the order and the customer record in one transaction, then asks for a card payment.
     */
    async placeOrder(input: CheckoutInput, user: PublicUser | undefined): Promise<CreatePaymentIntentAnswer> {
      // The same board twice in one request is one line.
      const quantities = new Map<string, { quantity: number; name?: string }>();
      for (const item of input.items) {
        const line = quantities.get(item.productId) ?? { quantity: 0, name: item.productName };
        line.quantity += item.quantity;
        if (line.quantity > MAX_QUANTITY_PER_LINE) throw new HttpError(400, `At most ${MAX_QUANTITY_PER_LINE} of one board per order`);
        quantities.set(item.productId, line);
      }

      const stripeMode = payments.mode === "stripe";
      const order = await db.transaction(async (tx) => {
        const found = await tx.select().from(products).where(inArray(products.id, [...quantities.keys()]));
        const byId = new Map(found.map((p) => [p.id, p]));
        const items: OrderItemSnapshot[] = [];
        let totalCents = 0;
        for (const [productId, line] of quantities) {
          const product = byId.get(productId);
          if (!product) throw conflict(`"${line.name ?? "A board in your cart"}" is no longer sold. Please remove it from your cart.`);
          if (!product.inStock || product.stock === 0) throw conflict(`"${product.name}" is out of stock. Please remove it from your cart.`);
          if (product.stock !== null && product.stock < line.quantity) {
            throw conflict(`Only ${product.stock} of "${product.name}" left. Please lower the quantity.`);
          }
          const priceCents = parseCents(product.price) ?? 0;
          totalCents += priceCents * line.quantity;
          items.push({
            productId,
            product: {
              name: product.name,
              dimensions: product.dimensions,
              shape: product.shape,
              juiceGroove: product.juiceGroove,
              price: centsToDecimal(priceCents),
            },
            quantity: line.quantity,
          });
        }
        if (input.amount !== totalCents) {
          throw conflict("Prices changed since these boards went into your cart. Please review your cart and try again.");
        }
        for (const item of items) {
          if (!(await holdStock(tx, item.productId, item.quantity))) {
            throw conflict(`"${item.product.name}" just sold out. Please remove it from your cart.`);
          }
        }

        // The customer record: a guest row without password, found by email (SPEC §2, Customers).
        const info = input.customerInfo;
        const [existing] = await tx.select().from(users).where(eq(users.email, info.email)).limit(1);
        if (!existing) {
          await tx.insert(users).values({ email: info.email, ...splitName(info.name), phone: info.phone || null });
        } else if (!existing.phone && info.phone) {
          await tx.update(users).set({ phone: info.phone, updatedAt: new Date() }).where(eq(users.id, existing.id));
        }

        const [row] = await tx
          .insert(orders)
          .values({
            userId: user?.id ?? null,
            customerName: info.name,
            customerEmail: info.email,
            customerPhone: info.phone || null,
            shippingAddress: info.address,
            items: JSON.stringify(items),
            total: centsToDecimal(totalCents),
            paymentStatus: stripeMode ? "awaiting_payment" : "manual",
          })
          .returning();
        return row;
      });

      const answer = { orderId: order.id, orderToken: tokens.sign(order.id) };
      if (!stripeMode) {
        await sendOrderEmails(order);
        return { ...answer, clientSecret: null, message: MANUAL_PAYMENT_MESSAGE };
      }

      let intent: { id: string; clientSecret: string };
      try {
        intent = await payments.createIntent({
          orderId: order.id,
          amountCents: parseCents(order.total) ?? 0,
          email: order.customerEmail,
          // Derived from the order: a retried call never creates a second intent (or charge).
          idempotencyKey: `order-${order.id}-payment-intent`,
        });
      } catch (err) {
        logger.error({ err, orderId: order.id }, "payment intent could not be created");
        await failOrder(eq(orders.id, order.id));
        throw new HttpError(502, "The card payment could not be started. Please try again in a moment.");
      }
      await db.update(orders).set({ stripePaymentIntentId: intent.id }).where(eq(orders.id, order.id));
      return { ...answer, clientSecret: intent.clientSecret, message: "Please enter your card details to complete your order." };
    },

    /** GET /api/orders/:id/payment-status: only with the token the order's browser received. */
    async paymentState(orderId: number, token: string): Promise<OrderPaymentState> {
      if (!Number.isSafeInteger(orderId) || !tokens.verify(orderId, token)) throw notFound("Order not found");
      const [row] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
      if (!row) throw notFound("Order not found");
      return { orderId: row.id, paymentStatus: row.paymentStatus as PaymentStatus, status: row.status };
    },

    /**
     * A verified webhook event. The event id is recorded in the same transaction as its effect,
     * so a repeated delivery changes nothing, and a late 'failed' never undoes a payment.
     */
    async handlePaymentEvent(event: PaymentEvent): Promise<"handled" | "duplicate" | "ignored"> {
      if (event.type === "other") return "ignored";
      const result = await db.transaction(async (tx) => {
        const recorded = await tx.insert(stripeEvents).values({ id: event.id, type: event.type }).onConflictDoNothing().returning();
        if (recorded.length === 0) return { outcome: "duplicate" as const };
        const intent = eq(orders.stripePaymentIntentId, event.paymentIntentId);
        if (event.type === "payment_intent.succeeded") {
          const [row] = await tx.update(orders).set({ paymentStatus: "paid" }).where(and(intent, ne(orders.paymentStatus, "paid"))).returning();
          if (row?.stockReleased) {
            // Paid after its hold expired: take the boards again if they are still there.
            const items = JSON.parse(row.items) as OrderItemSnapshot[];
            const held = await Promise.all(items.map((item) => holdStock(tx, item.productId, item.quantity)));
            if (held.some((ok) => !ok)) logger.warn({ orderId: row.id }, "order paid after its hold expired and a board is gone: check stock");
            await tx.update(orders).set({ stockReleased: false }).where(eq(orders.id, row.id));
          }
          return { outcome: "handled" as const, paid: row };
        }
        const [row] = await tx
          .update(orders)
          .set({ paymentStatus: "failed" })
          .where(and(intent, eq(orders.paymentStatus, "awaiting_payment")))
          .returning();
        if (row) await releaseOrderStock(tx, row.id);
        return { outcome: "handled" as const };
      });
      if ("paid" in result && result.paid) await sendOrderEmails(result.paid);
      return result.outcome;
    },

    /** Orders left unpaid past the hold give their boards back (run periodically, any instance). */
    async expireUnpaid(now = new Date()): Promise<number[]> {
      const cutoff = new Date(now.getTime() - deps.holdMinutes * 60_000);
      const stale = await db
        .select({ id: orders.id, intent: orders.stripePaymentIntentId })
        .from(orders)
        .where(and(eq(orders.paymentStatus, "awaiting_payment"), lt(orders.createdAt, cutoff)));
      const expired: number[] = [];
      for (const order of stale) {
        if (!(await failOrder(eq(orders.id, order.id)))) continue;
        expired.push(order.id);
        if (order.intent) {
          await payments.cancelIntent(order.intent).catch((err) => logger.warn({ err, orderId: order.id }, "could not cancel the payment intent"));
        }
      }
      return expired;
    },
  };
}
export type CheckoutService = ReturnType<typeof checkoutService>;

