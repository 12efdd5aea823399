import { useEffect } from "react";

/**
 * Brings the field the address names into view, focused, once `ready`: the setup checklist's links
 * (#site-contactEmail for a text of the Site Content form, #settings-mail-host for a server setting).
 * Only ids that start with `prefix` are taken.
 */
export function useFocusFieldOfHash(prefix: string, ready = true) {
  useEffect(() => {
    if (!ready) return;
    const focus = () => {
      const id = decodeURIComponent(window.location.hash.slice(1));
      const field = id.startsWith(prefix) ? document.getElementById(id) : null;
      if (!(field instanceof HTMLElement)) return;
      field.scrollIntoView({ block: "center" });
      field.focus({ preventScroll: true });
    };
    focus();
    window.addEventListener("hashchange", focus);
    return () => window.removeEventListener("hashchange", focus);
  }, [prefix, ready]);
}
