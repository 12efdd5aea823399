import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { MAX_QUANTITY_PER_LINE } from "@shared/checkout-rules";
import type { Product } from "@shared/product";
import { toast } from "@/components/ui/use-toast";
import { lineKey } from "@/lib/cart-line";
import {
  lineLimit,
  lineTotalCents,
  othersOfBoard,
  parseCart,
  pickCartProduct,
  readStoredCart,
  reconcile,
  type CartLine,
  type CartProduct,
} from "./cart-lines";

/** SPEC §9: the cart lives in localStorage under this key. */
const CART_STORAGE_KEY = "cart";

type CartState = {
  lines: CartLine[];
  /**
   * Adds a board, engraved with `engraving` when given; a line of the same board and text has its
   * quantity raised, never above the board's limit (the stock) less its other lines. Answers how many
   * were really added: 0 when the cart already holds all there are.
   */
  addItem: (product: CartProduct, quantity?: number, engraving?: string) => number;
  /** Sets a line's quantity (the line by its lineKey); 0 or less removes the line (SPEC §4). */
  updateQuantity: (key: string, quantity: number) => void;
  removeItem: (key: string) => void;
  clearCart: () => void;
  /** Sum of price × quantity, in cents. */
  total: number;
  /** Sum of quantities. */
  count: number;
  /** The most this line may hold: its board's limit less what the board's other lines hold. */
  lineMax: (line: CartLine) => number;
  /** How many of this board the cart holds, over all its lines. */
  ofBoard: (productId: string) => number;
};

const CartContext = createContext<CartState | null>(null);

type CartProviderProps = {
  children: ReactNode;
  /**
   * The catalogue once GET /api/products has loaded (undefined before). Lines whose board was
   * deleted or sold out are dropped, changed prices and names are taken over, and the shopper is told.
   * A prop, so the cart does not reach into the catalogue feature (App composes the two).
   */
  catalogue?: readonly Product[];
};

export function CartProvider({ children, catalogue }: CartProviderProps) {
  const [lines, setLinesState] = useState<CartLine[]>(() => readStoredCart(CART_STORAGE_KEY));
  // The latest lines, for effects that must not re-run on every cart change.
  const linesRef = useRef(lines);
  const setLines = useCallback((next: CartLine[] | ((current: CartLine[]) => CartLine[])) => {
    const value = typeof next === "function" ? next(linesRef.current) : next;
    linesRef.current = value;
    setLinesState(value);
  }, []);

  const limits = useMemo(() => {
    const map = new Map<string, number>();
    for (const product of catalogue ?? []) map.set(product.id, lineLimit(product));
    return map;
  }, [catalogue]);
  // The most of a board the cart may hold over all its lines: the per-order limit, or fewer when fewer are on hand.
  const maxQuantity = useCallback((productId: string) => limits.get(productId) ?? MAX_QUANTITY_PER_LINE, [limits]);

  // Persist every change; skip writing what is already stored so another tab gets no echo.
  useEffect(() => {
    const text = JSON.stringify(lines);
    try {
      if (window.localStorage.getItem(CART_STORAGE_KEY) !== text) window.localStorage.setItem(CART_STORAGE_KEY, text);
    } catch {
      // storage full or disabled (private mode): the cart still works for this visit
    }
  }, [lines]);

  // Another tab changed the cart: follow it, so checking out in one tab never charges a stale cart.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === CART_STORAGE_KEY || event.key === null) setLines(parseCart(event.newValue));
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, [setLines]);

  // Reconcile with every catalogue the server gives us (first load, and refetches after a 409 at checkout).
  useEffect(() => {
    if (!catalogue) return;
    const { lines: next, changes, changed } = reconcile(linesRef.current, catalogue);
    if (!changed) return;
    setLines(next);
    if (changes.length) toast({ title: "Your cart was updated", description: changes.join(" ") });
  }, [catalogue, setLines]);

  const addItem = useCallback(
    (product: CartProduct, quantity = 1, engraving?: string) => {
      const add = Math.floor(quantity);
      if (!(add > 0)) return 0;
      const current = linesRef.current;
      const added: CartLine = { product: pickCartProduct(product), quantity: 0, ...(engraving ? { engraving } : {}) };
      const key = lineKey(added);
      const limit = maxQuantity(product.id) - othersOfBoard(current, key, product.id);
      const existing = current.find((line) => lineKey(line) === key);
      const before = existing?.quantity ?? 0;
      const after = Math.max(before, Math.min(before + add, limit));
      if (after === before) return 0;
      setLines(
        existing
          ? current.map((line) => (lineKey(line) === key ? { ...added, quantity: after } : line))
          : [...current, { ...added, quantity: after }],
      );
      return after - before;
    },
    [maxQuantity, setLines],
  );

  const removeItem = useCallback(
    (key: string) => setLines((current) => current.filter((line) => lineKey(line) !== key)),
    [setLines],
  );

  const lineMax = useCallback(
    (line: CartLine) => maxQuantity(line.product.id) - othersOfBoard(linesRef.current, lineKey(line), line.product.id),
    [maxQuantity],
  );

  const updateQuantity = useCallback(
    (key: string, quantity: number) => {
      const wanted = Math.floor(quantity);
      if (!(wanted > 0)) return removeItem(key);
      setLines((current) =>
        current.map((line) =>
          lineKey(line) === key
            ? {
                ...line,
                quantity: Math.min(wanted, maxQuantity(line.product.id) - othersOfBoard(current, key, line.product.id)),
              }
            : line,
        ),
      );
    },
    [maxQuantity, removeItem, setLines],
  );

  const clearCart = useCallback(() => setLines([]), [setLines]);

  const value = useMemo<CartState>(() => {
    let total = 0;
    let count = 0;
    for (const line of lines) {
      total += lineTotalCents(line);
      count += line.quantity;
    }
    const ofBoard = (productId: string) =>
      lines.reduce((sum, line) => (line.product.id === productId ? sum + line.quantity : sum), 0);
    return { lines, addItem, updateQuantity, removeItem, clearCart, total, count, lineMax, ofBoard };
  }, [lines, addItem, updateQuantity, removeItem, clearCart, lineMax]);

  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}

export function useCart(): CartState {
  const context = useContext(CartContext);
  if (!context) throw new Error("useCart must be used within a CartProvider");
  return context;
}
