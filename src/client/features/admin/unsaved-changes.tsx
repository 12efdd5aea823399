import { useLayoutEffect, useSyncExternalStore } from "react";
import { useLocation } from "wouter";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";

// A form of the admin with changes not yet saved (the Site Content tab) says so here; switching
// tabs, following a link or leaving the page then asks first (decision 038).

let dirty = false;
let pending: (() => void) | null = null;
/** What had focus when the question came: it gets it back. */
let opener: HTMLElement | null = null;
let discarded = false;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * A form reports whether it holds unsaved changes; unmounting it clears them. In layout effects, here
 * and in the guard: the browser's question is armed in the same task as the keystroke that made the
 * change, not after the next paint (Preact's effects, decision 092), so a reload right after typing
 * still asks.
 */
export function useReportUnsaved(isDirty: boolean): void {
  useLayoutEffect(() => {
    dirty = isDirty;
    emit();
    return () => {
      dirty = false;
      emit();
    };
  }, [isDirty]);
}

/** Runs `go` at once, or after the owner chose to discard the unsaved changes. */
export function leaveUnsaved(go: () => void): void {
  if (!dirty) return go();
  pending = go;
  discarded = false;
  opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  emit();
}

/** A click that navigates inside the shop: a plain click on a link to another page or view. */
function inAppTarget(event: MouseEvent): string | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return null;
  const link = (event.target as Element | null)?.closest?.("a[href]");
  if (!(link instanceof HTMLAnchorElement) || link.target === "_blank" || link.hasAttribute("download")) return null;
  const url = new URL(link.href);
  if (url.origin !== window.location.origin) return null;
  // Another place on the same view (the checklist's link to a field) loses nothing.
  if (url.pathname === window.location.pathname && url.search === window.location.search) return null;
  return url.pathname + url.search + url.hash;
}

/**
 * The admin page's guard: the browser's own question before a reload or closing the tab, and a
 * dialog (stay or discard) before a link inside the shop or a tab switch takes the owner away.
 */
export function UnsavedChangesGuard() {
  const isDirty = useSyncExternalStore(
    subscribe,
    () => dirty,
    () => false,
  );
  const asking = useSyncExternalStore(
    subscribe,
    () => pending !== null,
    () => false,
  );
  const [, navigate] = useLocation();

  useLayoutEffect(() => {
    if (!isDirty) return;
    const beforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = "";
    };
    // Before the router's own click handler, so the link does not navigate until the owner chose.
    const click = (event: MouseEvent) => {
      const target = inAppTarget(event);
      if (!target) return;
      event.preventDefault();
      event.stopPropagation();
      leaveUnsaved(() => navigate(target));
    };
    window.addEventListener("beforeunload", beforeUnload);
    document.addEventListener("click", click, true);
    return () => {
      window.removeEventListener("beforeunload", beforeUnload);
      document.removeEventListener("click", click, true);
    };
  }, [isDirty, navigate]);

  const stay = () => {
    pending = null;
    emit();
  };
  const discard = () => {
    discarded = true;
    const go = pending;
    pending = null;
    dirty = false;
    emit();
    go?.();
  };
  return (
    <ConfirmDialog
      open={asking}
      onClose={stay}
      title="Leave without saving?"
      description={
        <>
          Your changes to Site Content are not saved yet. Stay to save them with &lsquo;Save Changes&rsquo;, or discard
          them.
        </>
      }
      dismissLabel="Stay"
      confirmLabel="Discard changes"
      destructive
      onConfirm={discard}
      onCloseAutoFocus={(event) => {
        // Focus back on the tab that asked would open it (tabs open on focus): the open tab takes it.
        event.preventDefault();
        // After 'Discard changes' the tab that asked is the open one.
        const back =
          !discarded && opener?.getAttribute("role") === "tab"
            ? opener.parentElement?.querySelector<HTMLElement>('[role="tab"][data-state="active"]')
            : opener;
        opener = null;
        if (back?.isConnected) back.focus();
      }}
    />
  );
}
