// A strip of photos one screen wide each, scrolled sideways with CSS scroll snap (a board's photos and
// the zoomed view, decision 053): which photo it shows, and bringing one into view.

/** The photo a strip shows now (the nearest snap point). */
export function shownPhoto(strip: HTMLElement): number {
  return Math.round(strip.scrollLeft / Math.max(1, strip.clientWidth));
}

/** Scrolls the strip to photo `index`, smoothly unless the shopper asked for reduced motion. */
export function scrollToPhoto(strip: HTMLElement | null, index: number): void {
  const reduced = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
  strip?.scrollTo({ left: index * strip.clientWidth, behavior: reduced ? "auto" : "smooth" });
}
