/**
 * The first script of every page (decision 090): the page's HTML names it, and this tag's
 * `data-entry` names the app's entry (vite.config.ts). The app's scripts (about 96 KB brotli) start
 * once the page's largest photo, its <img fetchpriority="high">, is on the screen, so that the photo
 * has the connection to itself in the first second; the page reads and its links work meanwhile.
 * They start at once on a page without such a photo, in a hidden tab and in a browser that cannot
 * tell when the photo is painted (no Element Timing); at the visitor's first tap, key or scroll; if
 * the photo fails; and after `MAX_WAIT_MS` at the latest.
 *
 * A click or a form's submit before the app is up is held, and given to the app once it hydrates
 * (main.tsx says so with `APP_STARTED`), so a tap on a photo or a button is not lost; if the app
 * does not load, a held link or form goes where the browser would have taken it.
 */
const MAX_WAIT_MS = 3000;
/** The event main.tsx dispatches on window once the whole page is hydrated (lib/island.tsx). */
const APP_STARTED = "app-started";

const entry = document.querySelector<HTMLScriptElement>("script[data-entry]")?.dataset.entry;
const held: { type: string; target: Element }[] = [];
let started = false;

function start() {
  if (started || !entry) return;
  started = true;
  import(/* @vite-ignore */ entry).catch(() => {
    stopHolding();
    for (const { type, target } of held) {
      if (type === "submit" && target instanceof HTMLFormElement) target.submit();
      const link = target.closest("a[href]");
      if (type === "click" && link instanceof HTMLAnchorElement) window.location.assign(link.href);
    }
  });
}

function hold(event: Event) {
  if (!(event.target instanceof Element)) return;
  // A new tab, a download or a middle click stays the browser's.
  if (
    event instanceof MouseEvent &&
    (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
  )
    return;
  event.preventDefault();
  // Nothing on the page hears it yet: a part the app has already taken over would act on it now, and
  // again when it is given back (decision 094), opening a board's dialog twice.
  event.stopPropagation();
  held.push({ type: event.type, target: event.target });
  start();
}

function stopHolding() {
  removeEventListener("click", hold, { capture: true });
  removeEventListener("submit", hold, { capture: true });
}

addEventListener("click", hold, { capture: true });
addEventListener("submit", hold, { capture: true });
addEventListener(
  APP_STARTED,
  () => {
    stopHolding();
    for (const { type, target } of held.splice(0)) {
      if (!target.isConnected) continue;
      if (type === "submit" && target instanceof HTMLFormElement) target.requestSubmit();
      else if (type === "click" && target instanceof HTMLElement) target.click();
    }
  },
  { once: true },
);

const photo = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
// Element Timing: the photo carries an elementtiming name (components/responsive-image.tsx).
const canWatch = PerformanceObserver.supportedEntryTypes?.includes("element");

if (!photo || !canWatch || document.visibilityState !== "visible" || (photo.complete && !photo.naturalWidth)) {
  start();
} else {
  new PerformanceObserver((list, observer) => {
    if (!list.getEntries().some((paint) => (paint as PerformanceEntry & { element: Element | null }).element === photo))
      return;
    observer.disconnect();
    // A task of its own, after the frame that showed the photo.
    setTimeout(start);
  }).observe({ type: "element", buffered: true });
  photo.addEventListener("error", start);
  // A visitor who taps, types or scrolls wants the app now.
  for (const type of ["pointerdown", "keydown", "scroll"]) {
    addEventListener(type, start, { once: true, passive: true, capture: true });
  }
  setTimeout(start, MAX_WAIT_MS);
}

// The page loads it as a module script, and its test imports it.
export {};
