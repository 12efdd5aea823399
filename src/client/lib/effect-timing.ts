/**
 * What must meet the effects of every render before it: a key, a tap, a click, typing, and the page
 * going away (a cart written to storage by an effect must be there on the next page).
 */
const BEFORE = ["keydown", "pointerdown", "click", "input", "pagehide"] as const;

let pending: (() => void) | undefined;
let channel: MessageChannel | undefined;

function flush() {
  const run = pending;
  pending = undefined;
  run?.();
}

/**
 * When a render's effects run, as Preact's `options.requestAnimationFrame` (main.tsx): in a task of
 * their own right after the render, and at the latest as the next key, tap, click or keystroke
 * begins, before any listener of the page hears it, or as the page is left. That is React's order
 * (decision 093). Preact's own waits for the next frame, 35 ms or far more on a loaded phone: a key
 * pressed as a dialog appeared (Escape) met a dialog whose listeners were not yet there, and the
 * dialog stayed open.
 */
export function effectsBeforeNextInput(run: () => void) {
  pending = run;
  if (!channel) {
    channel = new MessageChannel();
    channel.port1.onmessage = flush;
    for (const type of BEFORE) addEventListener(type, flush, { capture: true });
  }
  channel.port2.postMessage(null);
}
