import { useState } from "react";
import { renderToString } from "react-dom/server";
import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { Product } from "@shared/product";
import { commissionPath } from "@/lib/custom-order-prefill";
import { renderWithProviders } from "@/test/render";
import { ONE_OF_A_KIND } from "./availability";
import { ProductDetails } from "./product-details";
import { ProductDialog } from "./product-dialog";

const BOARD: Product = {
  id: "p1",
  slug: "walnut-classic",
  name: "Walnut Classic",
  description: "A thick end-grain board for everyday carving.",
  price: "89.00",
  woodComposition: [
    { type: "Walnut", percentage: 70 },
    { type: "Maple", percentage: 30 },
  ],
  dimensions: '18" x 12" x 1.5"',
  shape: "rectangle",
  juiceGroove: true,
  imageUrl: "/uploads/walnut-classic.webp",
  images: [{ url: "/uploads/walnut-classic.webp", alt: "" }],
  inStock: true,
  stock: 5,
  visibility: "active",
  leadTime: null,
  engraving: null,
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
};

type DialogProps = Parameters<typeof ProductDialog>[0];

/** The dialog as the home page holds it: open on a board until it asks to close. */
function OpenBoard({ board, onClose, ...props }: Omit<DialogProps, "product"> & { board: Product }) {
  const [product, setProduct] = useState<Product | null>(board);
  const close = () => {
    onClose();
    setProduct(null);
  };
  return <ProductDialog product={product} onClose={close} {...props} />;
}

function renderDialog(product: Partial<Product> = {}, props: Partial<DialogProps> = {}) {
  const onClose = vi.fn();
  const onAddToCart = vi.fn((_product: Product, quantity: number) => quantity);
  const board = { ...BOARD, ...product };
  const view = renderWithProviders(<OpenBoard board={board} onClose={onClose} onAddToCart={onAddToCart} {...props} />);
  return { ...view, onClose, onAddToCart, board, dialog: screen.getByRole("dialog", { name: board.name }) };
}

const quantity = (dialog: HTMLElement) => within(dialog).getByTestId("quantity-value").textContent;

describe("ProductDetails in the product dialog (SPEC §2 Product dialog, §4 cart, §5 quantity)", () => {
  it("shows the board: image, wood and stock badges, price, description, facts and care", () => {
    const { dialog } = renderDialog();
    expect(within(dialog).getByRole("img", { name: "Walnut Classic" })).toBeTruthy();
    expect(within(dialog).getAllByText("Walnut 70%, Maple 30%")).toHaveLength(2);
    expect(within(dialog).getByText("In Stock")).toBeTruthy();
    expect(within(dialog).getByText("$89.00")).toBeTruthy();
    expect(within(dialog).getByText("A thick end-grain board for everyday carving.")).toBeTruthy();
    const facts = Object.fromEntries(
      within(dialog)
        .getAllByRole("term")
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(facts).toEqual({
      Dimensions: '18" x 12" x 1.5"',
      Shape: "Rectangle",
      "Juice groove": "Yes",
      "Wood composition": "Walnut 70%, Maple 30%",
    });
    const care = within(dialog).getByRole("region", { name: "Care instructions" });
    expect(
      within(care)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([
      "Hand wash with mild soap and warm water",
      "Dry immediately",
      "Oil regularly with food-safe mineral oil",
      "Never soak or put in the dishwasher",
    ]);
  });

  it("starts at quantity 1, never goes below it, and adds the chosen quantity: 'Added to cart', then closes", async () => {
    const { user, dialog, onAddToCart, onClose, board } = renderDialog();
    const decrease = within(dialog).getByRole("button", { name: "Decrease quantity" });
    expect(quantity(dialog)).toBe("1");
    expect(decrease).toHaveProperty("disabled", true);

    await user.click(within(dialog).getByRole("button", { name: "Increase quantity" }));
    await user.click(within(dialog).getByRole("button", { name: "Increase quantity" }));
    expect(quantity(dialog)).toBe("3");
    await user.click(decrease);
    expect(quantity(dialog)).toBe("2");
    await user.click(within(dialog).getByRole("button", { name: "Add to Cart" }));

    expect(onAddToCart).toHaveBeenCalledWith(board, 2, undefined);
    expect(await screen.findByText("Added to cart")).toBeTruthy();
    expect(screen.getByText("2 × Walnut Classic added to your cart.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "View cart" }).getAttribute("href")).toBe("/cart");
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("stops the quantity at what is left of the stock once the cart holds some", async () => {
    const { user, dialog } = renderDialog({ stock: 3 }, { inCart: () => 1 });
    const increase = within(dialog).getByRole("button", { name: "Increase quantity" });
    await user.click(increase);
    expect(quantity(dialog)).toBe("2");
    expect(increase).toHaveProperty("disabled", true);
  });

  it("says so when the cart already holds every one there is", async () => {
    const { user, dialog } = renderDialog({ stock: 1 }, { onAddToCart: () => 0 });
    expect(within(dialog).getByText(ONE_OF_A_KIND)).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Add to Cart" }));
    expect(await screen.findByText("Already in your cart")).toBeTruthy();
    expect(screen.getByText("Your cart already holds all 1 of Walnut Classic there is.")).toBeTruthy();
  });

  it("sold out: 'Out of Stock', 'Add to Cart' disabled, and 'Commission one like it' to the custom-order form", async () => {
    const { user, dialog, onAddToCart, board } = renderDialog({ inStock: false, stock: 0 });
    expect(within(dialog).getByText("Out of Stock")).toBeTruthy();
    const add = within(dialog).getByRole("button", { name: "Add to Cart" });
    expect(add).toHaveProperty("disabled", true);
    await user.click(add);
    expect(onAddToCart).not.toHaveBeenCalled();
    expect(within(dialog).getByRole("link", { name: "Commission one like it" }).getAttribute("href")).toBe(
      commissionPath(board),
    );
  });

  it("sold out: the purchase bar offers 'Email me when it's back', which puts the cursor in the back-in-stock form", async () => {
    const { user, dialog } = renderDialog({ inStock: false, stock: 0 });
    const bar = within(dialog).getByTestId("purchase-bar");
    const notify = within(bar).getByRole("link", { name: "Email me when it's back" });
    // The bar hides 'Add to Cart' on a phone: nothing in it can be added.
    expect(within(bar).getByRole("button", { name: "Add to Cart" }).className).toContain("max-md:hidden");
    const form = within(dialog).getByRole("form", { name: "Sold out for now" });
    expect(notify.getAttribute("href")).toBe(`#${form.id}`);
    await user.click(notify);
    expect(document.activeElement).toBe(within(form).getByLabelText("Your email"));
  });

  it("in stock: the purchase bar has no 'Email me when it's back'", () => {
    const { dialog } = renderDialog();
    expect(within(dialog).queryByRole("link", { name: "Email me when it's back" })).toBeNull();
    expect(within(dialog).queryByRole("form", { name: "Sold out for now" })).toBeNull();
  });

  it("before the cart exists, 'Add to Cart' waits: disabled, with 'The cart opens soon.'", () => {
    const { dialog } = renderDialog({}, { onAddToCart: undefined });
    const add = within(dialog).getByRole("button", { name: "Add to Cart" });
    expect(add).toHaveProperty("disabled", true);
    expect(add.getAttribute("aria-describedby")).toBeTruthy();
    expect(document.getElementById(add.getAttribute("aria-describedby") ?? "")?.textContent).toBe(
      "The cart opens soon.",
    );
  });

  it("closes with its Close button", async () => {
    const { user, dialog, onClose } = renderDialog();
    await user.click(within(dialog).getByRole("button", { name: "Close" }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});

describe("engraving a board in the dialog (decision 055)", () => {
  const ENGRAVING = { price: "15.00", maxLength: 12, symbols: "&.,'-" };

  it("offers it with its price, counts as the shopper types, says what is wrong, and adds the text with the board", async () => {
    const { user, dialog, onAddToCart, board } = renderDialog(
      { engraving: ENGRAVING },
      { personalisedPolicy: "Engraved boards are final sale." },
    );
    await user.click(within(dialog).getByRole("checkbox", { name: "Add engraving (+$15.00)" }));
    const field = await within(dialog).findByRole("textbox", { name: "Engraving text" });
    expect(within(dialog).getByText("Engraved boards are final sale.")).toBeTruthy();
    expect(within(dialog).getByText("$104.00")).toBeTruthy();

    await user.click(within(dialog).getByRole("button", { name: "Add to Cart" }));
    expect(onAddToCart).not.toHaveBeenCalled();
    expect(within(dialog).getByRole("alert").textContent).toBe("The engraving is empty: type the text to engrave");
    expect(document.activeElement).toBe(field);

    await user.type(field, "A + J 2026!");
    expect(within(dialog).getByRole("alert").textContent).toBe(
      `The engraving can't contain "+", "!". Use letters, digits, spaces and & . , ' -`,
    );
    await user.clear(field);
    await user.type(field, "A & J 2026");
    expect(within(dialog).getByText("10 / 12")).toBeTruthy();
    expect(within(dialog).queryByRole("alert")).toBeNull();
    await user.click(within(dialog).getByRole("button", { name: "Add to Cart" }));
    expect(onAddToCart).toHaveBeenCalledWith(board, 1, "A & J 2026");
    expect(await screen.findByText("1 × Walnut Classic, engraved “A & J 2026”, added to your cart.")).toBeTruthy();
  });

  it("is not offered on a board the owner does not engrave", () => {
    const { dialog } = renderDialog();
    expect(within(dialog).queryByRole("checkbox", { name: /Add engraving/ })).toBeNull();
  });
});

describe("ProductDetails on the board's own page", () => {
  it("names the board with the page's heading, the care instructions under it", () => {
    renderWithProviders(
      <ProductDetails product={BOARD} onAddToCart={() => 1} variant="page" Title="h1" Description="p" />,
    );
    expect(screen.getByRole("heading", { level: 1, name: "Walnut Classic" })).toBeTruthy();
    expect(screen.getByRole("heading", { level: 2, name: "Care instructions" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Add to Cart" })).toHaveProperty("disabled", false);
  });
});

describe("ProductDetails: the stars under the title (issue 40)", () => {
  it("on the board's page, lead down to its reviews", () => {
    renderWithProviders(
      <ProductDetails
        product={{ ...BOARD, rating: { average: 4.5, count: 2 } }}
        variant="page"
        Title="h1"
        Description="p"
      />,
    );
    const heading = screen.getByRole("heading", { level: 1, name: "Walnut Classic" });
    const link = screen.getByRole("link", { name: /4\.5 out of 5 stars/ });
    expect(link.getAttribute("href")).toBe("#reviews");
    expect(link.textContent).toContain(", 2 reviews");
    // Straight under the title.
    expect(heading.nextElementSibling).toBe(link);
  });

  it("in the dialog, show without a link; a board without reviews shows none", () => {
    const { dialog } = renderDialog({ rating: { average: 4, count: 1 } });
    expect(within(dialog).getByRole("img", { name: "4 out of 5 stars" }).closest("a")).toBeNull();
    renderWithProviders(
      <ProductDetails product={{ ...BOARD, rating: null }} variant="page" Title="h1" Description="p" />,
    );
    expect(screen.getAllByRole("img", { name: /out of 5 stars/ })).toHaveLength(1);
  });
});

describe("ProductDetails of an accessory (decision 082)", () => {
  it("shows its size, and no shape, juice groove or wood", () => {
    renderWithProviders(
      <ProductDetails
        product={{ ...BOARD, name: "Board Oil", productType: "accessory", dimensions: "8 fl oz bottle" }}
        variant="page"
        Title="h1"
        Description="p"
      />,
    );
    const facts = Object.fromEntries(
      screen.getAllByRole("term").map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(facts).toEqual({ Size: "8 fl oz bottle" });
    expect(screen.queryByText("Walnut 70%, Maple 30%")).toBeNull();
    expect(screen.queryByText(/Juice groove|Rectangle/)).toBeNull();
  });
});

describe("ProductDetails before hydration", () => {
  it("the server's 'Add to Cart' is disabled, since a tap before hydration would be lost", () => {
    const html = renderToString(
      <ProductDetails product={BOARD} onAddToCart={() => 1} variant="page" Title="h1" Description="p" />,
    );
    const host = document.createElement("div");
    host.innerHTML = html;
    const button = within(host).getByRole("button", { name: "Add to Cart" });
    expect(button).toHaveProperty("disabled", true);
    // It looks as it will once it works, and says nothing of a cart that "opens soon".
    expect(button.className).toContain("disabled:opacity-100");
    expect(host.textContent).not.toContain("The cart opens soon.");
  });

  it("the server's 'Add engraving' waits for hydration too, looking as it will", () => {
    const html = renderToString(
      <ProductDetails
        product={{ ...BOARD, engraving: { price: "15.00", maxLength: 12, symbols: "&.,'-" } }}
        onAddToCart={() => 1}
        variant="page"
        Title="h1"
        Description="p"
      />,
    );
    const host = document.createElement("div");
    host.innerHTML = html;
    const checkbox = within(host).getByRole("checkbox", { name: "Add engraving (+$15.00)" });
    expect(checkbox).toHaveProperty("disabled", true);
    expect(checkbox.className).toContain("disabled:opacity-100");
  });
});
