import { useEffect } from "react";

/** What the owner does that means she has taken over: the field is no longer held in view. */
const TAKEN_OVER = ["wheel", "touchstart", "pointerdown", "keydown"] as const;

/**
 * Keeps `field` in view while the page around it still grows (a form above it that loads later, a
 * font), until the owner scrolls, clicks or types, or focus leaves the field. Returns the release.
 */
function holdInView(field: HTMLElement, bring: () => void): () => void {
  const observer = new ResizeObserver(() => (document.activeElement === field ? bring() : release()));
  function release() {
    observer.disconnect();
    for (const type of TAKEN_OVER) window.removeEventListener(type, release, true);
    field.removeEventListener("blur", release);
  }
  observer.observe(document.body);
  for (const type of TAKEN_OVER) window.addEventListener(type, release, { capture: true, passive: true });
  field.addEventListener("blur", release);
  return release;
}

/**
 * Brings the field the address names into view, focused, once `ready`: the setup checklist's links
 * (#site-contactEmail for a text of the Site Content form, #settings-mail-host for a server setting).
 * Only ids that start with `prefix` are taken. The field stays in view while what is above it loads.
 */
export function useFocusFieldOfHash(prefix: string, ready = true) {
  useEffect(() => {
    if (!ready) return;
    let release = () => {};
    const focus = () => {
      release();
      const id = decodeURIComponent(window.location.hash.slice(1));
      const field = id.startsWith(prefix) ? document.getElementById(id) : null;
      if (!(field instanceof HTMLElement)) return;
      // At once: a smooth scroll aims where the field was when it started.
      const bring = () => field.scrollIntoView({ block: "center", behavior: "instant" });
      bring();
      field.focus({ preventScroll: true });
      release = holdInView(field, bring);
    };
    focus();
    window.addEventListener("hashchange", focus);
    return () => {
      release();
      window.removeEventListener("hashchange", focus);
    };
  }, [prefix, ready]);
}
