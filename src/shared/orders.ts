/** Shop order fulfilment statuses (SPEC §4); the admin may set any of them. */
export const ORDER_STATUSES = ["ordered", "shipped", "delivered"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** One order as GET /api/user/orders answers it: the dashboard reads productName and quantity. */
export type UserOrder = {
  id: number;
  status: string;
  total: string;
  createdAt: string;
  items: { productName: string; quantity: number }[];
};

type StoredItem = {
  product?: { name?: unknown; price?: unknown } | null;
  productName?: unknown;
  name?: unknown;
  quantity?: unknown;
};

/**
 * Reads an order's items text (SPEC §3: entries with product {name, …}, or name and price, plus
 * quantity). Null when it cannot be parsed, so screens can say so instead of guessing.
 */
export function parseOrderItems(text: string | null | undefined): { productName: string; quantity: number; price: string | null }[] | null {
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
    return {
      productName: typeof name === "string" && name ? name : "Unknown Product",
      quantity: Number.isInteger(quantity) && quantity > 0 ? quantity : 1,
      price: typeof price === "string" || typeof price === "number" ? String(price) : null,
    };
  });
}
