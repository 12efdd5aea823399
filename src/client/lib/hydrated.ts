import { useEffect, useSyncExternalStore, type RefObject } from "react";

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

/** What a visitor typed into the server's HTML before the app took it over, by field (rememberTyped). */
const typedBeforeHydration = new WeakMap<Element, string>();

/**
 * Called just before hydrating: keeps each text field whose value the visitor changed from the
 * server's. React leaves such a value on the screen while hydrating but not in its state, so the
 * next render (another field typed into, a box ticked) would wipe it.
 */
export function rememberTyped(root: ParentNode) {
  for (const field of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>("input, textarea")) {
    if (field.type === "checkbox" || field.type === "radio") continue;
    if (field.value !== field.defaultValue) typedBeforeHydration.set(field, field.value);
  }
}

/** Once hydrated, hands `adopt` each named field of `form` the visitor typed into before (rememberTyped). */
export function useTypedBeforeHydration(
  form: RefObject<HTMLFormElement | null>,
  adopt: (name: string, value: string) => void,
) {
  useEffect(() => {
    for (const field of Array.from(form.current?.elements ?? [])) {
      const typed = typedBeforeHydration.get(field);
      if (typed === undefined || !(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) continue;
      typedBeforeHydration.delete(field);
      if (field.name) adopt(field.name, typed);
    }
    // Once, after hydrating: what is typed later goes through the fields' own onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
