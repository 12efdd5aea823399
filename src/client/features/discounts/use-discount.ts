import { useCallback, useState } from "react";
import { parseCents } from "@shared/money";
import { normaliseCode } from "@shared/discounts";
import { errorMessage } from "@/lib/api";
import { useCheckDiscount } from "./use-check-discount";

/** The code the shopper applied, kept in this browser so it carries from the cart to the checkout. */
const DISCOUNT_STORAGE_KEY = "discountCode";

type DiscountCartLine = { product: { id: string; name: string }; quantity: number; engraving?: string };

function storedCode(): string {
  try {
    return typeof window === "undefined" ? "" : (window.localStorage.getItem(DISCOUNT_STORAGE_KEY) ?? "");
  } catch {
    return "";
  }
}

function store(code: string) {
  try {
    if (code) window.localStorage.setItem(DISCOUNT_STORAGE_KEY, code);
    else window.localStorage.removeItem(DISCOUNT_STORAGE_KEY);
  } catch {
    // Private mode without storage: the code lasts as long as the page.
  }
}

/** What the summaries show of the code: the code, what it takes off, or why it doesn't apply. */
export type DiscountState = {
  code: string;
  /** Cents taken off; 0 while it doesn't apply. */
  cents: number;
  /** It takes the shipping off (a free-shipping code): tax sees the difference (decision 064). */
  onShipping: boolean;
  /** Why it gives nothing, in the server's words; null when it applies or nothing is entered. */
  reason: string | null;
  checking: boolean;
  apply: (code: string) => void;
  remove: () => void;
};

/**
 * One discount code per order (decision 059): the server works it out for the cart's lines; the
 * cart and the checkout show what it answered and send the code with the order.
 */
export function useDiscount(lines: readonly DiscountCartLine[]): DiscountState {
  // The cart and checkout render only in the browser (their server HTML is the layout), so storage is there.
  const [code, setCode] = useState(storedCode);
  const items = lines.map((line) => ({
    productId: line.product.id,
    productName: line.product.name,
    quantity: line.quantity,
    ...(line.engraving ? { engraving: line.engraving } : {}),
  }));
  const check = useCheckDiscount(code && items.length ? { code, items } : null);
  const apply = useCallback((next: string) => {
    const value = normaliseCode(next);
    store(value);
    setCode(value);
  }, []);
  const remove = useCallback(() => apply(""), [apply]);
  const answer = check.data;
  const applies = answer?.applies === true;
  return {
    code,
    cents: applies ? (parseCents(answer.discount) ?? 0) : 0,
    onShipping: applies && answer.onShipping,
    reason: !code ? null : check.error ? errorMessage(check.error) : answer && !answer.applies ? answer.reason : null,
    checking: check.isFetching,
    apply,
    remove,
  };
}
