import { DEFAULT_ENGRAVING_SYMBOLS, type EngravingSetting } from "@shared/engraving";
import { engravingSettingSchema, type ProductInput } from "@shared/product";
import { slugify } from "@shared/slug";
import type { galleryImages, products } from "./schema";

type NewProduct = typeof products.$inferInsert;
type NewGalleryImage = typeof galleryImages.$inferInsert;

/**
 * A valid product payload; the seed and the tests build products from the same factory. Its photo
 * is one `imageUrl` (SPEC §7's form), so it is also a row's first photo.
 */
type ProductPayload = Omit<ProductInput, "engraving"> & { imageUrl: string; engraving?: EngravingSetting | null };

export function productPayload({ engraving, ...overrides }: Partial<ProductInput> = {}): ProductPayload {
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
    // As the API stores it, so a test can also insert the payload as a row.
    ...(engraving === undefined ? {} : { engraving: engraving && engravingSettingSchema.parse(engraving) }),
  };
}

/** The sample boards a couple can have engraved (decision 055). */
const SAMPLE_ENGRAVING: EngravingSetting = { price: "15.00", maxLength: 24, symbols: DEFAULT_ENGRAVING_SYMBOLS };

/** The sample catalogue of `npm start`; each board has its own generated image. */
export function sampleProducts(): NewProduct[] {
  const boards = [
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
      images: [
        { url: "/images/boards/walnut-classic.webp", alt: "The walnut carving board from above, on linen" },
        { url: "/images/boards/walnut-classic-grain.webp", alt: "The walnut's grain, close up" },
        { url: "/images/boards/walnut-classic-groove.webp", alt: "The juice groove at a corner" },
        {
          url: "/images/boards/walnut-classic-end.webp",
          alt: "One end of the board, with the groove running round it",
        },
        { url: "/images/boards/walnut-classic-angle.webp", alt: "The board turned at an angle" },
        { url: "/images/boards/walnut-classic-counter.webp", alt: "The board on a stone counter" },
        { url: "/images/boards/walnut-classic-corner.webp", alt: "A rounded corner and its edge, on stone" },
        { url: "/images/boards/walnut-classic-upright.webp", alt: "The board stood lengthwise" },
      ],
      engraving: SAMPLE_ENGRAVING,
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
      images: [
        { url: "/images/boards/maple-walnut-stripe.webp", alt: "The maple and walnut stripe board from above" },
        { url: "/images/boards/maple-walnut-stripe-closeup.webp", alt: "The maple and walnut strips, close up" },
      ],
      engraving: SAMPLE_ENGRAVING,
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
      images: [
        { url: "/images/boards/end-grain-checker.webp", alt: "The end-grain checkerboard from above" },
        { url: "/images/boards/end-grain-checker-closeup.webp", alt: "The end-grain blocks and their rings, close up" },
      ],
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
  return boards.map(sampleRow);
}

/** The sample collections (decision 056): the boards, which the home page's 'Our Collection' shows, and what keeps them. */
export function sampleCategories() {
  return [
    {
      slug: "boards",
      name: "Boards",
      description:
        "Cutting, carving and serving boards, each cut, glued and oiled by hand in our workshop from walnut, maple, cherry and oak.",
      position: 0,
      onHome: true,
    },
    {
      slug: "care-accessories",
      name: "Care & Accessories",
      description:
        "Everything a wooden board needs to last a lifetime: food-safe oil and wax for its finish, and a stand to let it dry and show it off.",
      position: 1,
      onHome: false,
    },
  ];
}

/**
 * The sample care products and accessories: products too (decision 056). Their "wood composition"
 * is what they are made of, as the form requires one; their dimensions name their size.
 */
export function sampleAccessories(): NewProduct[] {
  const accessories = [
    productPayload({
      name: "Board Oil",
      productType: "accessory",
      description:
        "Our own food-safe mineral oil, the one every board leaves the workshop with. A few drops once a month keep the wood from drying out and bring the grain back to life.",
      price: "14.00",
      woodComposition: [{ type: "Mineral oil", percentage: 100 }],
      dimensions: "8 fl oz bottle",
      shape: "custom",
      imageUrl: "/images/boards/board-oil.webp",
      stock: 40,
    }),
    productPayload({
      name: "Board Wax",
      productType: "accessory",
      description:
        "Beeswax melted into mineral oil and poured by hand in small batches. Buff it on after oiling for a silky, water-resistant finish.",
      price: "12.00",
      woodComposition: [
        { type: "Beeswax", percentage: 30 },
        { type: "Mineral oil", percentage: 70 },
      ],
      dimensions: "4 oz tin",
      shape: "custom",
      imageUrl: "/images/boards/board-wax.webp",
      leadTime: "Poured to order, ships in 3–5 days",
    }),
    productPayload({
      name: "Walnut Board Stand",
      productType: "accessory",
      description:
        "A slotted walnut stand that holds a board upright on the counter, so it dries evenly on both faces and shows off its grain between meals.",
      price: "38.00",
      woodComposition: [{ type: "Walnut", percentage: 100 }],
      dimensions: '9" x 4" x 3"',
      shape: "rectangle",
      imageUrl: "/images/boards/walnut-board-stand.webp",
      stock: 12,
    }),
  ];
  return accessories.map(sampleRow);
}

/** A sample product's row; the sample names are distinct, so each slug is the name's own (no -2 suffixes to work out). */
function sampleRow(b: ProductPayload): NewProduct {
  return {
    name: b.name,
    slug: slugify(b.name),
    description: b.description,
    price: b.price,
    woodComposition: b.woodComposition,
    dimensions: b.dimensions,
    productType: b.productType ?? "board",
    shape: b.shape ?? "rectangle",
    juiceGroove: b.juiceGroove ?? false,
    ...sampleImageColumns(b),
    inStock: b.inStock ?? true,
    stock: b.stock ?? null,
    leadTime: b.leadTime ?? null,
    engraving: b.engraving ?? null,
  };
}

/** A sample board's photo columns: its first photo, then the others (decision 053). */
function sampleImageColumns(board: ProductPayload) {
  const [first, ...rest] = board.images ?? [{ url: board.imageUrl, alt: "" }];
  return {
    imageUrl: first.url,
    imageAlt: first.alt ?? "",
    extraImages: rest.map((i) => ({ url: i.url, alt: i.alt ?? "" })),
  };
}

/** The sample gallery of custom work seeded with the sample catalogue; each piece has its own generated image. */
export function sampleGalleryImages(): NewGalleryImage[] {
  const pieces: Omit<NewGalleryImage, "displayOrder" | "isActive">[] = [
    {
      title: "Heirloom End-Grain Butcher Block",
      description:
        "A four-inch-thick block of walnut, maple and cherry laid in staggered bricks, made for a family who breaks down their own meat. Built to outlast the kitchen it sits in.",
      shape: "rectangle",
      juiceGroove: false,
      imageUrl: "/images/gallery/end-grain-butcher-block.webp",
    },
    {
      title: "Long Walnut Serving Plank",
      description:
        "A thirty-inch walnut plank with a tapered handle and a hanging hole, cut from one board so the grain runs unbroken from end to end. Commissioned for a wedding table.",
      shape: "custom",
      juiceGroove: false,
      imageUrl: "/images/gallery/walnut-serving-plank.webp",
    },
    {
      title: "Round Maple Carving Board",
      description:
        "A sixteen-inch round of hard maple banded with walnut and cherry, with a juice groove turned near the rim to catch every drop from the holiday roast.",
      shape: "custom",
      juiceGroove: true,
      imageUrl: "/images/gallery/round-juice-groove.webp",
    },
    {
      title: "Mixed-Wood Stripe Board",
      description:
        "Thirteen strips of walnut, maple, cherry and white oak in a rhythm the customer drew for us, sized to fit a narrow galley counter.",
      shape: "rectangle",
      juiceGroove: null,
      imageUrl: "/images/gallery/mixed-wood-stripe.webp",
    },
  ];
  return pieces.map((piece, displayOrder) => ({ ...piece, displayOrder, isActive: true }));
}
