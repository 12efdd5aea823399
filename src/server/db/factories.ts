import type { ProductInput } from "@shared/product";
import type { products } from "./schema";

type NewProduct = typeof products.$inferInsert;

/** A valid product payload; the seed and the tests build products from the same factory. */
export function productPayload(overrides: Partial<ProductInput> = {}): ProductInput {
  return {
    name: "Walnut Everyday Board",
    description: "A sturdy walnut board for daily chopping.",
    price: "89.00",
    woodComposition: [{ type: "Walnut", percentage: 100 }],
    dimensions: '16" x 11" x 1"',
    shape: "rectangle",
    juiceGroove: false,
    imageUrl: "/images/boards/walnut-classic.webp",
    inStock: true,
    ...overrides,
  };
}

/** The sample catalogue of `npm start`; each board has its own generated image. */
export function sampleProducts(): NewProduct[] {
  const boards: ProductInput[] = [
    productPayload({
      name: "Classic Walnut Carving Board",
      description:
        "Cut from a single slab of black walnut with a deep juice groove that catches every drop from the Sunday roast. Rich chocolate tones that deepen with each oiling.",
      price: "129.00",
      woodComposition: [{ type: "Walnut", percentage: 100 }],
      dimensions: '18" x 12" x 1.25"',
      shape: "rectangle",
      juiceGroove: true,
      imageUrl: "/images/boards/walnut-classic.webp",
    }),
    productPayload({
      name: "Maple & Walnut Stripe Board",
      description:
        "Alternating strips of hard maple and walnut, edge-glued and planed flat. A bright, everyday workhorse that looks as good on the table as it does by the stove.",
      price: "95.00",
      woodComposition: [
        { type: "Maple", percentage: 60 },
        { type: "Walnut", percentage: 40 },
      ],
      dimensions: '16" x 10" x 1"',
      shape: "rectangle",
      imageUrl: "/images/boards/maple-walnut-stripe.webp",
    }),
    productPayload({
      name: "Round Cherry Bread Board",
      description:
        "A round cherry board with a hand-cut hanging hole. Cherry starts a soft salmon pink and mellows to a deep red-brown in the light of your kitchen.",
      price: "74.50",
      woodComposition: [{ type: "Cherry", percentage: 100 }],
      dimensions: '14" diameter x 0.75"',
      shape: "custom",
      imageUrl: "/images/boards/cherry-round.webp",
    }),
    productPayload({
      name: "End-Grain Checkerboard Block",
      description:
        "Hundreds of end-grain blocks of walnut, maple and cherry in a checkerboard. End grain is kind to knife edges and hides cut marks; a board for serious cooks.",
      price: "189.00",
      woodComposition: [
        { type: "Walnut", percentage: 40 },
        { type: "Maple", percentage: 40 },
        { type: "Cherry", percentage: 20 },
      ],
      dimensions: '15" x 15" x 1.75"',
      shape: "square",
      juiceGroove: true,
      imageUrl: "/images/boards/end-grain-checker.webp",
    }),
    productPayload({
      name: "White Oak Serving Paddle",
      description:
        "A long-handled white oak paddle for pizza, cheese and charcuterie. Quarter-sawn for its shimmering ray fleck and cut thin enough to slide under a crust.",
      price: "68.00",
      woodComposition: [{ type: "White Oak", percentage: 100 }],
      dimensions: '20" x 9" x 0.6"',
      shape: "custom",
      imageUrl: "/images/boards/oak-serving-paddle.webp",
      inStock: false,
    }),
    productPayload({
      name: "Maple Square Prep Board",
      description:
        "A light, square hard-maple board sized for the counter by the stove: herbs, garlic, a lemon for the fish. Easy to lift, easy to rinse.",
      price: "49.00",
      woodComposition: [{ type: "Maple", percentage: 100 }],
      dimensions: '12" x 12" x 0.75"',
      shape: "square",
      imageUrl: "/images/boards/maple-square.webp",
    }),
    productPayload({
      name: "Walnut & Cherry Butcher Block",
      description:
        "A two-inch-thick butcher block of walnut and cherry strips, heavy enough to stay put while you break down a chicken. Finger grips routed into both ends.",
      price: "215.00",
      woodComposition: [
        { type: "Walnut", percentage: 55 },
        { type: "Cherry", percentage: 45 },
      ],
      dimensions: '20" x 14" x 2"',
      shape: "rectangle",
      juiceGroove: true,
      imageUrl: "/images/boards/walnut-cherry-butcher-block.webp",
    }),
  ];
  return boards.map((b) => ({
    name: b.name,
    description: b.description,
    price: b.price,
    woodComposition: b.woodComposition,
    dimensions: b.dimensions,
    shape: b.shape ?? "rectangle",
    juiceGroove: b.juiceGroove ?? false,
    imageUrl: b.imageUrl,
    inStock: b.inStock ?? true,
  }));
}
