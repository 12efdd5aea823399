import { z } from "zod";
import type { PaymentStatus } from "./checkout";

/** Shop order fulfilment statuses (SPEC §4); the admin may set any of them. */
export const ORDER_STATUSES = ["ordered", "shipped", "delivered"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** PATCH /api/admin/orders/:id/status */
export const orderStatusUpdateSchema = z.object({
  status: z.enum(ORDER_STATUSES, { error: "Status must be ordered, shipped or delivered" }),
});

/** What an order's items text holds for each line (SPEC §3), with the product as it was sold. */
export type OrderItemSnapshot = {
  productId: string;
  product: { name: string; dimensions: string; shape: string; juiceGroove: boolean; price: string };
  quantity: number;
};

/**
 * A shop order as the admin calls answer it (GET /api/admin/orders, /api/admin/archived-orders).
 * `items` is the stored JSON text; screens parse it with parseOrderItems and say when they cannot.
 */
export type AdminOrder = {
  id: number;
  userId: string | null;
  customerName: string;
  customerEmail: string;
  customerPhone: string | null;
  shippingAddress: string;
  items: string;
  total: string;
  status: string;
  paymentStatus: PaymentStatus;
  stripePaymentIntentId: string | null;
  archived: boolean;
  createdAt: string;
};

/** One order as GET /api/user/orders answers it: the dashboard reads productName and quantity. */
export type UserOrder = {
  id: number;
  status: string;
  paymentStatus: AdminOrder["paymentStatus"];
  total: string;
  createdAt: string;
  items: { productName: string; quantity: number }[];
};

type StoredItem = {
  product?: { name?: unknown; price?: unknown; dimensions?: unknown; shape?: unknown; juiceGroove?: unknown } | null;
  productName?: unknown;
  name?: unknown;
  quantity?: unknown;
};

/**
 * Reads an order's items text (SPEC §3: entries with product {name, …}, or name and price, plus
 * quantity). Null when it cannot be parsed, so screens can say so instead of guessing.
 */
export type ParsedOrderItem = {
  productName: string;
  quantity: number;
  price: string | null;
  dimensions: string | null;
  shape: string | null;
  juiceGroove: boolean | null;
};

export function parseOrderItems(text: string | null | undefined): ParsedOrderItem[] | null {
  let parsed: unknown;
  try {
    parsed = typeof text === "string" ? JSON.parse(text) : null;
  } catch {
    return null;
  }
  if (!Array.isArray(parsed)) return null;
  return parsed.map((raw: StoredItem) => {
    const item = raw && typeof raw === "object" ? raw : {};
    const name = item.product?.name ?? item.productName ?? item.name;
    const price = item.product?.price ?? (item as { price?: unknown }).price;
    const quantity = Number(item.quantity);
    const product = item.product ?? {};
    return {
      productName: typeof name === "string" && name ? name : "Unknown Product",
      quantity: Number.isInteger(quantity) && quantity > 0 ? quantity : 1,
      price: typeof price === "string" || typeof price === "number" ? String(price) : null,
      dimensions: typeof product.dimensions === "string" ? product.dimensions : null,
      shape: typeof product.shape === "string" ? product.shape : null,
      juiceGroove: typeof product.juiceGroove === "boolean" ? product.juiceGroove : null,
    };
  });
}
