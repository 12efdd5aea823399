import { useLocation, useRoute } from "wouter";
import { useHistoryState } from "wouter/use-browser-location";
import type { Product } from "@shared/product";
import { PRODUCT_ROUTE, productPath } from "@shared/routes";

/**
 * A board opened from the home page keeps the home page on screen with its dialog on top, while the
 * URL is the board's own address: the link can be shared, and Back closes the dialog. Such history
 * entries carry this mark. It is new on every page load, because the browser keeps history.state
 * across a reload (and a restored tab), where the address must show the board's full page instead.
 */
const PAGE_LOAD = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

type BoardOverHomeState = { boardOverHome?: string } | null;

/** The slug of the board whose dialog is open over the home page, or null (the address is a page of its own). */
export function useBoardOverHome(): string | null {
  const state = useHistoryState<BoardOverHomeState>();
  const [onBoardAddress, params] = useRoute<{ slug: string }>(PRODUCT_ROUTE);
  return onBoardAddress && state?.boardOverHome === PAGE_LOAD ? params.slug : null;
}

/** Opens a board's dialog over the home page at the board's address; closing it goes back to the home page. */
export function useBoardDialog(): { open: (product: Product) => void; close: () => void } {
  const [, navigate] = useLocation();
  return {
    open: (product) => navigate(productPath(product.slug), { state: { boardOverHome: PAGE_LOAD } }),
    // The home page is the entry before the dialog's: going back (rather than to "/") means Back
    // afterwards leaves the shop as it would have without the dialog, instead of reopening it.
    close: () => {
      if ((window.history.state as BoardOverHomeState)?.boardOverHome === PAGE_LOAD) window.history.back();
    },
  };
}
