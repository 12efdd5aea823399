import { eq, inArray } from "drizzle-orm";
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
import { orders, products, users } from "../db/schema";
import { conflict, HttpError, notFound } from "../http/errors";
import type { ChangeNotifier } from "../infra/change-feed";
import type { Mailer } from "../infra/mail";
import type { Payments } from "../infra/payments";
import { holdStock } from "./stock";
import { orderMail } from "./order-emails";
import { orderPaymentsService } from "./order-payments.service";
import type { OrderTokens } from "./order-tokens";

type CheckoutInput = z.output<typeof createPaymentIntentSchema>;

export type CheckoutDeps = {
  db: Db;
  payments: Payments;
  mailer: Mailer;
  tokens: OrderTokens;
  logger: Logger;
  holdMinutes: number;
  /** Where new-order notices go (SHOP_EMAIL, else the contact email of the site content). */
  shopEmail: () => Promise<string>;
  /** Holding and giving back boards changes the public catalogue (stock, in stock). */
  changes: ChangeNotifier;
};

function splitName(name: string): { firstName: string; lastName: string | null } {
  const [first, ...rest] = name.trim().split(/\s+/);
  return { firstName: first, lastName: rest.length ? rest.join(" ") : null };
}

export function checkoutService(deps: CheckoutDeps) {
  const { db, payments, tokens, logger } = deps;
  const mail = orderMail(deps);
  const orderPayments = orderPaymentsService({ ...deps, mail });

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

        // The customer record: a guest row without password, created for an email no row has yet (SPEC §2,
        // Customers). Anyone can type any email here, so an existing row, an account perhaps, is never changed;
        // the order keeps the phone it was given.
        const info = input.customerInfo;
        await tx
          .insert(users)
          .values({ email: info.email, ...splitName(info.name), phone: info.phone || null })
          .onConflictDoNothing({ target: users.email });

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
      await deps.changes.notify("catalog");

      const answer = { orderId: order.id, orderToken: tokens.sign(order.id) };
      if (!stripeMode) {
        await mail.placed(order);
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
        await orderPayments.failUnstarted(order.id);
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

    handlePaymentEvent: orderPayments.handlePaymentEvent,
    expireUnpaid: orderPayments.expireUnpaid,
  };
}
export type CheckoutService = ReturnType<typeof checkoutService>;

