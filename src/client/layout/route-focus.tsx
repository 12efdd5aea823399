import { useEffect, useRef, useState, type MouseEvent } from "react";
import { useLocation } from "wouter";
import { headChanges } from "@/lib/page-head";

/** Moves focus to `target` without scrolling it under the sticky header; makes it focusable from script only. */
function focusQuietly(target: HTMLElement) {
  if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
  target.focus({ preventScroll: true });
}

/**
 * 'Skip to content' (WCAG 2.4.1): the first thing a Tab reaches on every page, shown only when
 * focused. It lands on the main region, so the next Tab is the page's first control.
 */
export function SkipLink() {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById("main");
    if (!main) return;
    event.preventDefault();
    focusQuietly(main);
    main.scrollIntoView({ block: "start" });
  };
  return (
    <a
      href="#main"
      onClick={skip}
      className="sr-only z-[60] rounded-md bg-primary text-sm font-semibold text-primary-foreground shadow-lg focus:not-sr-only focus:fixed focus:px-4 focus:py-3 focus:left-4 focus:top-3 focus:outline-none focus:ring-2 focus:ring-ring focus:ring-offset-2"
    >
      Skip to content
    </a>
  );
}

/**
 * After a route change (WCAG 2.4.3, 4.1.3): focus moves to the new page's main heading once it has
 * rendered (a page's code or data may arrive later), and the new title is announced. Focus the
 * shopper has put somewhere else meanwhile is left alone; focus left on a toast that closed (its
 * 'View cart') or on nothing is taken to the heading. A heading that a loading page swaps for its
 * real one takes focus with it. `hold`: the address changed without a new
 * page (a board's dialog over the home page).
 */
export function RouteFocus({ hold }: { hold: boolean }) {
  const [location] = useLocation();
  const first = useRef(true);
  const held = useRef(hold);
  const [announced, setAnnounced] = useState("");

  useEffect(() => {
    // Closing that dialog gives focus back to the card that opened it (return-focus.ts).
    const backFromDialog = held.current && !hold;
    held.current = hold;
    if (first.current || hold || backFromDialog) {
      first.current = false;
      return;
    }
    const main = document.getElementById("main");
    if (!main) return;
    const from = document.activeElement;
    const ours = (active: Element | null) =>
      !active ||
      active === document.body ||
      active === from ||
      !active.isConnected ||
      active.closest("[data-toast-viewport], [role=region][aria-label^='Notifications']") !== null;
    // The new page writes its <title> in its own effect, which may come after its heading shows.
    const headsBefore = headChanges.count();
    let stopListening = () => {};
    const announce = () => {
      if (headChanges.count() > headsBefore) return setAnnounced(document.title);
      stopListening = headChanges.subscribe(() => {
        stopListening();
        setAnnounced(document.title);
      });
    };
    // The heading focus was put on. A page may swap its heading for another once its data comes
    // (the confirmation's 'Checking your order…', then 'Order Confirmed!'): focus then follows it,
    // unless the shopper has moved on from it.
    let kept: HTMLElement | null = null;
    const letGo = (event: FocusEvent) => {
      // Chromium blurs a focused element just before React removes it: only one still there after
      // this task was left by the shopper.
      const heading = event.target as HTMLElement;
      setTimeout(() => {
        if (kept === heading && heading.isConnected) keep(null);
      });
    };
    const keep = (heading: HTMLElement | null) => {
      kept?.removeEventListener("focusout", letGo);
      kept = heading;
      kept?.addEventListener("focusout", letGo);
    };
    const visibleHeading = () =>
      // While the new page's code loads, React keeps the old page in the document, hidden.
      [...main.querySelectorAll<HTMLElement>("h1")].find((h) => h.getClientRects().length > 0);
    let landed = false;
    const land = () => {
      const heading = visibleHeading();
      if (!heading) return;
      if (ours(document.activeElement)) {
        focusQuietly(heading);
        keep(heading);
      }
      announce();
      landed = true;
    };
    const follow = () => {
      if (!kept || kept.isConnected) return;
      const active = document.activeElement;
      if (active && active !== document.body) return keep(null);
      const heading = visibleHeading();
      if (!heading) return;
      focusQuietly(heading);
      keep(heading);
    };
    land();
    const observer = new MutationObserver(() => (landed ? follow() : land()));
    observer.observe(main, { childList: true, subtree: true, attributes: true, attributeFilter: ["style", "hidden"] });
    return () => {
      observer.disconnect();
      keep(null);
      stopListening();
    };
  }, [location, hold]);

  return (
    <p aria-live="polite" aria-atomic="true" className="sr-only" data-testid="route-announcer">
      {announced}
    </p>
  );
}
