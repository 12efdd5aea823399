// An order as the admin's API answers it, for component tests: a manual order of $49.00 placed
// and not paid yet, changed where the test needs (`over`).
import type { AdminOrder } from "@shared/orders";

export function testAdminOrder(over: Partial<AdminOrder> = {}): AdminOrder {
  return {
    id: 57,
    userId: null,
    customerName: "Una Paid",
    customerEmail: "una@example.com",
    customerPhone: null,
    shippingAddress: "12 Billing Road\nPortland, OR 97201",
    items: "[]",
    status: "ordered",
    paymentStatus: "manual",
    stripePaymentIntentId: null,
    archived: false,
    createdAt: "2026-03-14T15:00:00.000Z",
    history: [],
    shipment: null,
    refunds: [],
    refunded: "0.00",
    refundable: "0.00",
    restockable: [],
    cancellationRequest: null,
    gift: null,
    paymentDueAt: null,
    subtotal: "49.00",
    shipping: "0.00",
    discount: "0.00",
    discountCode: null,
    tax: "0.00",
    taxLabel: null,
    total: "49.00",
    ...over,
  };
}
