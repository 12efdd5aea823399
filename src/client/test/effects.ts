/**
 * When the components' tests run Preact's effects (test/setup.ts): Preact runs them after the next
 * paint, which jsdom never makes (35 ms later, far more on a loaded machine, where a test reading the
 * screen right after a click met a closed dialog's page still inert). Here they run once the render's
 * microtasks are done, as React's act ran them (decision 092); the journeys keep the browser's timing.
 */
export const AFTER_RENDER = (flush: () => void) => queueMicrotask(flush);
