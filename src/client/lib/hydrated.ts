import { useSyncExternalStore } from "react";

const never = () => () => {};

/**
 * False while React renders on the server and while it hydrates that HTML, true afterwards: what
 * only the browser knows (the stored cart, a page that renders on the client only) waits for it, so
 * the hydrated tree matches the server's HTML exactly.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}

let pageLoaded = false;
const onPageLoaded = (done: () => void) => {
  // Safari has no requestIdleCallback: a short pause after load stands in for it.
  const idle = () => {
    if (typeof window.requestIdleCallback === "function") window.requestIdleCallback(done, { timeout: 2000 });
    else setTimeout(done, 200);
  };
  if (document.readyState === "complete") idle();
  else window.addEventListener("load", idle, { once: true });
};

/**
 * False on the server, while hydrating and until the page has loaded and the browser is idle; true
 * after, or at once on a page opened later. What the first paint does not need (a board's other
 * photos, its thumbnails) waits for it, so it never takes bandwidth from what is seen first.
 */
export function usePageLoaded(): boolean {
  return useSyncExternalStore(
    (notify) => {
      if (pageLoaded) return () => {};
      let live = true;
      onPageLoaded(() => {
        pageLoaded = true;
        if (live) notify();
      });
      return () => {
        live = false;
      };
    },
    () => pageLoaded,
    () => false,
  );
}
