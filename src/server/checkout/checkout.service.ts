import type { Logger } from "pino";
import type { z } from "zod";
import { centsToDecimal, parseCents } from "@shared/money";
import { MANUAL_PAYMENT_MESSAGE, MAX_QUANTITY_PER_LINE } from "@shared/checkout-rules";
import { type CreatePaymentIntentAnswer, type OrderPaymentState, createPaymentIntentSchema } from "@shared/checkout";
import { engravingProblem } from "@shared/engraving";
import { parseOrderItems, type OrderItemSnapshot } from "@shared/orders";
import { shippingCents, type ShippingSetting } from "@shared/shipping";
import { formatOrderAddress } from "@shared/addresses";
import { shipToText } from "@shared/ship-to";
import { orderFigures, percentText, type OrderTax, type TaxSetting } from "@shared/tax";
import type { DiscountLine } from "@shared/discounts";
import type { DiscountCheck, discountCheckSchema } from "@shared/discount-schema";
import type { AccountsRepo } from "../accounts/accounts.repo";
import type { PublicUser } from "../accounts/accounts.service";
import type { CatalogRepo, ProductRow } from "../catalog/catalog.repo";
import type { Executor, Tx } from "../db/tx";
import { Conflict, Invalid, NotFound, ProviderFailed } from "../errors";
import type { ChangeNotifier } from "../infra/change-feed";
import type { Mailer } from "../infra/mail";
import type { OrderCounters } from "../orders/order-counters";
import type { PaymentEvent, Payments } from "../infra/payments";
import { orderStock } from "../orders/order-stock";
import type { OrderRow, OrdersRepo } from "../orders/orders.repo";
import type { RefundsRepo } from "../payments/refunds.repo";
import type { AddressesService } from "../addresses/addresses.service";
import type { PaymentEventsRepo } from "../payments/payment-events.repo";
import { orderMail } from "../orders/order-emails";
import { asksForPayment, howToPay } from "../orders/payment-emails";
import { amounts } from "../orders/orders.service";
import { orderPaymentsService } from "./order-payments.service";
import type { OrderTokens } from "../orders/order-tokens";
import type { DiscountsService, TakenDiscount } from "../discounts/discounts.service";

type CheckoutInput = z.output<typeof createPaymentIntentSchema>;
type DiscountCheckValues = z.output<typeof discountCheckSchema>;
type CartLine = { productId: string; quantity: number; name?: string; engraving?: string };
type PricedOrder = {
  items: OrderItemSnapshot[];
  /** The lines as the discount sees them: unit price with engraving, and the board's collection. */
  discountLines: DiscountLine[];
  subtotalCents: number;
  shippingCents: number;
};
type OrderMoney = PricedOrder & { totalCents: number; discount: TakenDiscount | null; tax: OrderTax | null };

export type CheckoutDeps = {
  /** The signed-in customer's address book: "Save this address to my account" (decision 041). */
  addressBook?: Pick<AddressesService, "saveFromCheckout">;
  orders: OrdersRepo;
  /** The refund row of a card payment given back because its boards were sold (decision 045). */
  refunds: RefundsRepo;
  catalog: CatalogRepo;
  accounts: AccountsRepo;
  events: PaymentEventsRepo;
  payments: Payments;
  mailer: Mailer;
  tokens: OrderTokens;
  logger: Logger;
  holdMinutes: number;
  /** Where new-order notices go (decision 038); read in the order's transaction. */
  shopEmail: (tx?: Executor) => Promise<string>;
  /** Holding and giving back boards changes the public catalogue (stock, in stock). */
  changes: ChangeNotifier;
  /** The owner's shipping rates (decision 022) and where the shop collects sales tax (decision 064), from the site content in one read. */
  rates: () => Promise<{ shipping: ShippingSetting; tax: TaxSetting; paymentDays: number }>;
  /**
   * What one person (an email, or an address) may hold in unpaid manual orders at once (decision
   * 073): how many orders, and how many of one board across them. None in Stripe mode, where an
   * unpaid order lets go of its boards after the hold.
   */
  unpaidLimits?: { orders: number; ofOneItem: number };
  /** The shop's address for links in emails (PUBLIC_URL, or the owner's; decisions 023, 084): the policies. */
  linkOrigin: () => string;
  /** Counts orders placed and paid for /metrics. */
  orderCounters?: OrderCounters;
  /** The owner's payment instructions, for the confirmation page and email (decision 039). */
  paymentNote?: (tx?: Executor) => Promise<string>;
  /** The order's own page, /orders/<token> (decision 039). */
  orderPath?: (orderId: number) => string;
  orderUrl?: (orderId: number) => string;
  /** Discount codes: worked out here on the server, their use taken with the order (decision 059). */
  discounts?: DiscountsService;
};

const money = (decimal: string | null) => parseCents(decimal ?? "") ?? 0;
const DAY_MS = 24 * 60 * 60_000;

/** What the confirmation page recaps: the order's lines, amounts, address and payment state. */
function orderRecap(
  row: OrderRow,
  extras: Pick<OrderPaymentState, "orderPage" | "paymentInstructions">,
): OrderPaymentState {
  return {
    orderId: row.id,
    paymentStatus: row.paymentStatus,
    status: row.status,
    items: (parseOrderItems(row.items) ?? []).map((item) => ({
      productName: item.productName,
      quantity: item.quantity,
      price: centsToDecimal(money(item.price)),
      lineTotal: centsToDecimal(money(item.price) * item.quantity),
      engraving: item.engraving,
    })),
    ...amounts(row),
    // Where it goes and to whom: the buyer's name above an address that is theirs (issue 40).
    shippingAddress: shipToText(row),
    email: row.customerEmail,
    paidAt: row.paidAt?.toISOString() ?? null,
    cancellationRequested: row.cancellationRequestedAt !== null,
    ...extras,
  };
}

function splitName(name: string): { firstName: string; lastName: string | null } {
  const [first, ...rest] = name.trim().split(/\s+/);
  return { firstName: first, lastName: rest.length ? rest.join(" ") : null };
}

/**
 * The request's lines: the same board with the same engraving (or none) twice is one line, and with
 * two texts two lines (decision 055). The per-order limit counts a board across its lines.
 */
function cartLines(
  items: Pick<CheckoutInput["items"][number], "productId" | "quantity" | "productName" | "engraving">[],
): CartLine[] {
  const lines = new Map<string, CartLine>();
  const perBoard = new Map<string, number>();
  for (const item of items) {
    const key = `${item.productId}\n${item.engraving ?? ""}`;
    const line = lines.get(key) ?? {
      productId: item.productId,
      quantity: 0,
      name: item.productName,
      engraving: item.engraving,
    };
    line.quantity += item.quantity;
    const ofBoard = (perBoard.get(item.productId) ?? 0) + item.quantity;
    if (ofBoard > MAX_QUANTITY_PER_LINE) throw new Invalid(`At most ${MAX_QUANTITY_PER_LINE} of one board per order`);
    perBoard.set(item.productId, ofBoard);
    lines.set(key, line);
  }
  return [...lines.values()];
}

/** The engraving's price in cents, once its text is checked against the board's rules; 0 without one. */
function engravingCents(product: ProductRow, text: string | undefined): number {
  if (text === undefined) return 0;
  const subject = `The engraving for "${product.name}"`;
  if (!product.engraving) throw new Invalid(`"${product.name}" can't be engraved. Please remove the engraving text.`);
  const problem = engravingProblem(text, product.engraving, subject);
  if (problem) throw new Invalid(`${problem}.`);
  return parseCents(product.engraving.price) ?? 0;
}

export function checkoutService(deps: CheckoutDeps) {
  const { orders, catalog, payments, tokens, logger } = deps;
  const mail = orderMail(deps);
  const stock = orderStock(orders, catalog, deps.discounts);
  const orderPayments = orderPaymentsService({ ...deps, stock, mail });

  /** Prices the lines from the database, each board as it is sold now, and adds the shipping of the owner's rates. */
  async function priceLines(lines: CartLine[], shipping: ShippingSetting, tx?: Executor): Promise<PricedOrder> {
    const byId = new Map(
      (await catalog.findByIds([...new Set(lines.map((l) => l.productId))], tx)).map((p) => [p.id, p]),
    );
    const wanted = new Map<string, number>();
    for (const line of lines) wanted.set(line.productId, (wanted.get(line.productId) ?? 0) + line.quantity);
    const items: OrderItemSnapshot[] = [];
    const discountLines: DiscountLine[] = [];
    let subtotalCents = 0;
    for (const line of lines) {
      const { productId } = line;
      const product = byId.get(productId);
      // A draft or archived board is not sold, as if it were deleted.
      if (!product || product.visibility !== "active")
        throw new Conflict(
          `"${line.name ?? "A board in your cart"}" is no longer sold. Please remove it from your cart.`,
        );
      if (!product.inStock || product.stock === 0)
        throw new Conflict(`"${product.name}" is out of stock. Please remove it from your cart.`);
      if (product.stock !== null && product.stock < wanted.get(productId)!) {
        throw new Conflict(`Only ${product.stock} of "${product.name}" left. Please lower the quantity.`);
      }
      const extraCents = engravingCents(product, line.engraving);
      const priceCents = (parseCents(product.price) ?? 0) + extraCents;
      subtotalCents += priceCents * line.quantity;
      discountLines.push({ productId, categoryId: product.categoryId, unitCents: priceCents, quantity: line.quantity });
      const { name, dimensions, shape, juiceGroove } = product;
      // A made-to-order board's lead time as promised when it was bought.
      const leadTime = product.stock === null && product.leadTime ? { leadTime: product.leadTime } : {};
      const engraving =
        line.engraving === undefined ? {} : { engraving: { text: line.engraving, price: centsToDecimal(extraCents) } };
      items.push({
        productId,
        product: { name, dimensions, shape, juiceGroove, price: centsToDecimal(priceCents), ...leadTime, ...engraving },
        quantity: line.quantity,
      });
    }
    return { items, discountLines, subtotalCents, shippingCents: shippingCents(shipping, subtotalCents) };
  }

  /**
   * The order's money: its boards, shipping and discount code, whose use is taken in the order's
   * transaction (decision 059), and the sales tax of the state it ships to (decision 064); the
   * client's amount must match the total.
   */
  async function orderMoney(input: CheckoutInput, priced: PricedOrder, tax: TaxSetting, tx: Tx): Promise<OrderMoney> {
    // The address's own field, a state of the list whose ZIP code matches (decision 072).
    const { state } = input.customerInfo.address;
    const code = input.discountCode;
    if (code && !deps.discounts) throw new Conflict("Discount codes are not available");
    const discount = code
      ? await deps.discounts!.take(code, priced.discountLines, priced.shippingCents, input.customerInfo.email, tx)
      : null;
    const figures = orderFigures(tax, state, {
      subtotalCents: priced.subtotalCents,
      shippingCents: priced.shippingCents,
      discountCents: discount?.cents ?? 0,
      discountOnShipping: discount?.onShipping ?? false,
    });
    const { totalCents } = figures;
    if (input.amount !== totalCents) {
      throw new Conflict(
        "Prices changed since these boards went into your cart. Please review your cart and try again.",
      );
    }
    return { ...priced, totalCents, discount, tax: figures.tax };
  }

  /** Holds each line's boards with a conditional update, so two checkouts never sell one board twice. */
  async function holdStock(items: OrderItemSnapshot[], tx: Tx): Promise<void> {
    for (const item of items) {
      if (!(await catalog.holdStock(item.productId, item.quantity, tx))) {
        throw new Conflict(`"${item.product.name}" just sold out. Please remove it from your cart.`);
      }
    }
  }

  /**
   * The customer record: a guest row without password, created for an email no row has yet (SPEC §2,
   * Customers). Anyone can type any email here, so an existing row, an account perhaps, is never
   * changed; the order keeps the phone it was given.
   */
  async function findOrCreateCustomer(info: CheckoutInput["customerInfo"], tx: Tx): Promise<void> {
    await deps.accounts.insertGuest({ email: info.email, ...splitName(info.name), phone: info.phone || null }, tx);
  }

  /** The address the customer asked to keep, with the order; its failure never costs the order (a savepoint). */
  async function keepAddress(userId: string, address: NonNullable<CheckoutInput["saveAddress"]>, tx: Tx) {
    try {
      await deps.addressBook?.saveFromCheckout(userId, address, tx);
    } catch (err) {
      logger.warn({ err }, "the checkout's address could not be saved to the address book");
    }
  }

  /**
   * A stranger may not hold the shop's boards with unpaid manual orders (issue 39, decision 073):
   * one person's open ones (by email or by address) are counted with this one under advisory locks,
   * so two checkouts at once never both pass.
   */
  async function withinUnpaidLimits(input: CheckoutInput, items: OrderItemSnapshot[], tx: Tx): Promise<void> {
    const limits = deps.unpaidLimits;
    if (payments.mode === "stripe" || !limits) return;
    const { email } = input.customerInfo;
    // As the order keeps it: the same address typed twice reads the same here.
    const address = formatOrderAddress(input.customerInfo.address);
    await orders.lockPerson(email, address, tx);
    const open = await orders.openUnpaidOf(email, address, tx);
    if (open.length >= limits.orders)
      throw new Conflict(
        `You already have ${open.length} orders waiting for payment. Please pay for them first, or write to us and we'll help.`,
      );
    const held = new Map<string, number>();
    for (const line of [...open.flatMap((o) => parseOrderItems(o.items) ?? []), ...items])
      if (line.productId) held.set(line.productId, (held.get(line.productId) ?? 0) + line.quantity);
    const over = items.find((item) => (held.get(item.productId) ?? 0) > limits.ofOneItem);
    if (over)
      throw new Conflict(
        `Orders waiting for payment may hold at most ${limits.ofOneItem} of "${over.product.name}" at once. Please pay for your open order first, or write to us about a larger order.`,
      );
  }

  function writeOrder(
    input: CheckoutInput,
    user: PublicUser | undefined,
    priced: OrderMoney,
    paymentDays: number,
    tx: Tx,
  ): Promise<OrderRow> {
    const info = input.customerInfo;
    const manual = payments.mode !== "stripe";
    return orders.insert(
      {
        userId: user?.id ?? null,
        customerName: info.name,
        customerEmail: info.email,
        customerPhone: info.phone || null,
        shippingAddress: formatOrderAddress(info.address),
        items: JSON.stringify(priced.items),
        total: centsToDecimal(priced.totalCents),
        shipping: centsToDecimal(priced.shippingCents),
        discountCode: priced.discount?.code ?? null,
        discount: centsToDecimal(priced.discount?.cents ?? 0),
        tax: centsToDecimal(priced.tax?.cents ?? 0),
        taxState: priced.tax?.state ?? null,
        taxRate: priced.tax ? percentText(priced.tax.rateMillis) : null,
        taxable: centsToDecimal(priced.tax?.taxableCents ?? 0),
        paymentStatus: manual ? "manual" : "awaiting_payment",
        // A manual order is cancelled unless paid by then (decision 073); the card's hold is minutes.
        paymentDueAt: manual ? new Date(Date.now() + paymentDays * DAY_MS) : null,
        gift: input.gift ?? null,
      },
      tx,
    );
  }

  /**
   * In manual mode the order's emails are already queued with it; in Stripe mode a PaymentIntent is
   * created for the card form (the emails go with the payment, decision 042).
   */
  async function askForPayment(order: OrderRow): Promise<CreatePaymentIntentAnswer> {
    const answer = { orderId: order.id, orderToken: tokens.sign(order.id) };
    if (payments.mode !== "stripe") return { ...answer, clientSecret: null, message: MANUAL_PAYMENT_MESSAGE };
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
      throw new ProviderFailed("The card payment could not be started. Please try again in a moment.");
    }
    await orders.setIntent(order.id, intent.id);
    return {
      ...answer,
      clientSecret: intent.clientSecret,
      message: "Please enter your card details to complete your order.",
    };
  }

  return {
    /**
     * POST /api/create-payment-intent: prices the order from the database, holds the boards and
     * writes the order and the customer record in one transaction, then asks for a card payment.
     * A manual order's confirmation and the shop's notice are queued in that transaction: the order
     * exists exactly when its emails do (decision 042).
     */
    async placeOrder(input: CheckoutInput, user: PublicUser | undefined): Promise<CreatePaymentIntentAnswer> {
      const lines = cartLines(input.items);
      const { shipping, tax, paymentDays } = await deps.rates();
      const order = await orders.transaction(async (tx) => {
        const priced = await orderMoney(input, await priceLines(lines, shipping, tx), tax, tx);
        await withinUnpaidLimits(input, priced.items, tx);
        await holdStock(priced.items, tx);
        await findOrCreateCustomer(input.customerInfo, tx);
        if (user && input.saveAddress) await keepAddress(user.id, input.saveAddress, tx);
        const row = await writeOrder(input, user, priced, paymentDays, tx);
        if (priced.discount) await deps.discounts!.recordUse(row, priced.discount, tx);
        if (payments.mode !== "stripe") await mail.placed(row, tx);
        return row;
      });
      deps.orderCounters?.placed();
      // Only these boards' stock moved: the pages that show them are refreshed, not every page (issue 39).
      const boards = new Set((parseOrderItems(order.items) ?? []).flatMap((item) => item.productId ?? []));
      await deps.changes.notify("stock", [...boards]);
      return askForPayment(order);
    },

    /**
     * POST /api/discounts/check: what a code takes off this cart, priced as the checkout prices it,
     * or exactly why it does not apply (decision 059). Whether an address already used a
     * once-per-customer code is said only to the signed-in owner of that address: to anyone else it
     * would tell whether someone is a customer (issue 39). The checkout still refuses a second use.
     */
    async checkDiscount(input: DiscountCheckValues, signedInEmail?: string): Promise<DiscountCheck> {
      if (!deps.discounts) return { applies: false, reason: "Discount codes are not available" };
      const priced = await priceLines(cartLines(input.items), (await deps.rates()).shipping);
      const outcome = await deps.discounts.evaluate(
        input.code,
        priced.discountLines,
        priced.shippingCents,
        input.email && signedInEmail?.toLowerCase() === input.email.toLowerCase() ? input.email : undefined,
      );
      return outcome.applies
        ? { applies: true, code: outcome.code, discount: centsToDecimal(outcome.cents), onShipping: outcome.onShipping }
        : { applies: false, reason: outcome.reason };
    },

    /** GET /api/orders/:id/payment-status: only with the token the order's browser received. */
    async paymentState(orderId: number, token: string): Promise<OrderPaymentState> {
      if (!Number.isSafeInteger(orderId) || !tokens.verify(orderId, token)) throw new NotFound("Order not found");
      const row = await orders.findById(orderId);
      if (!row) throw new NotFound("Order not found");
      // No "How to pay" once the order is cancelled or the customer asked to cancel it (decision 076).
      const note = asksForPayment(row) ? howToPay((await deps.paymentNote?.()) ?? "", row.paymentDueAt) : "";
      return orderRecap(row, {
        orderPage: deps.orderPath?.(row.id) ?? "",
        paymentInstructions: note || null,
      });
    },

    handlePaymentEvent: (event: PaymentEvent) => orderPayments.handlePaymentEvent(event),
    expireUnpaid: (now?: Date) => orderPayments.expireUnpaid(now),
  };
}
export type CheckoutService = ReturnType<typeof checkoutService>;
