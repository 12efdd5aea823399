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
