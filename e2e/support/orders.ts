import { expect, type APIRequestContext } from "@playwright/test";
import { centsToDecimal, parseCents } from "../../src/shared/money";
import { shippingCents, type ShippingSetting } from "../../src/shared/shipping";
import { parseOrderAddress } from "../../src/shared/addresses";
import { orderFigures, stateCode, type TaxSetting } from "../../src/shared/tax";

// Preconditions made over the API (issue 38): a journey that needs an order or a board gets one
// here, in one request, instead of clicking through the shop again. The checkout and the product
// form each have journeys of their own.

type Board = { id: string; name: string; slug: string; price: string };

/** The catalogue's board of this slug, as the storefront's API answers it. */
export async function boardOf(request: APIRequestContext, slug: string): Promise<Board> {
  const boards = (await (await request.get("/api/products")).json()) as Board[];
  const board = boards.find((b) => b.slug === slug);
  expect(board, slug).toBeDefined();
  return board!;
}

export type PlacedOrder = { orderId: number; orderToken: string };

/**
 * An order placed through the checkout's API (manual payment: it awaits payment), by whoever
 * `request` is signed in as, or a guest. One Maple Square Prep Board to Portland unless told.
 */
export async function placeOrder(
  request: APIRequestContext,
  email: string,
  options: {
    name?: string;
    address?: string;
    items?: { slug: string; quantity?: number }[];
    extra?: Record<string, unknown>;
  } = {},
): Promise<PlacedOrder> {
  const address = options.address ?? "12 Billing Road\nPortland, OR 97201";
  const lines = await Promise.all(
    (options.items ?? [{ slug: "maple-square-prep-board" }]).map(async ({ slug, quantity = 1 }) => {
      const board = await boardOf(request, slug);
      return { productId: board.id, quantity, cents: (parseCents(board.price) ?? 0) * quantity };
    }),
  );
  // The amount the checkout would show; the server works it out again and refuses another one.
  const content = (await (await request.get("/api/site-content")).json()) as {
    shipping: ShippingSetting;
    tax: TaxSetting;
  };
  const subtotalCents = lines.reduce((sum, line) => sum + line.cents, 0);
  const { totalCents } = orderFigures(content.tax, stateCode(parseOrderAddress(address)?.state ?? ""), {
    subtotalCents,
    shippingCents: shippingCents(content.shipping, subtotalCents),
    discountCents: 0,
    discountOnShipping: false,
  });
  const res = await request.post("/api/create-payment-intent", {
    data: {
      amount: centsToDecimal(totalCents),
      items: lines.map(({ productId, quantity }) => ({ productId, quantity })),
      customerInfo: { name: options.name ?? "Ada Wood", email, phone: "", address },
      ...options.extra,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as PlacedOrder;
}

/** A board made by the owner over the API (`owner` is signed in as the owner); answers its id and slug. */
export async function createBoard(
  owner: APIRequestContext,
  fields: { name: string } & Record<string, unknown>,
): Promise<Board> {
  const categories = (await (await owner.get("/api/categories")).json()) as { id: string; onHome: boolean }[];
  const res = await owner.post("/api/products", {
    data: {
      description: "A one-of-a-kind board, made in the shop for this journey.",
      price: "129.00",
      woodComposition: [{ type: "Walnut", percentage: 100 }],
      dimensions: '16" x 11" x 1.5"',
      imageUrl: "/images/boards/walnut-classic.webp",
      inStock: true,
      stock: 5,
      categoryId: categories.find((c) => c.onHome)?.id ?? null,
      ...fields,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as Board;
}
