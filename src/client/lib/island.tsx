import { options, type VNode } from "preact";
import { createElement, Suspense, use, useState, type ReactElement, type ReactNode } from "react";
import { hydrateRoot } from "react-dom/client";
import { rememberTyped } from "./hydrated";

/**
 * The parts of a page that the app takes over one at a time, each in a task of its own (decision
 * 094): Preact hydrates a whole page in one go, and on a mid-range phone /custom-orders took 300 ms
 * in one task, in which a tap waited. In the order the page shows them; a part inside another
 * (the form, in the page) waits for it.
 */
const ISLANDS = ["header", "main", "footer", "custom-order-form"] as const;
export type IslandName = (typeof ISLANDS)[number];

type Turn = { promise: Promise<void>; take: () => void };

/** While the page's HTML is being taken over: the islands met so far, and those still waiting their turn. */
type Hydration = { turns: Map<IslandName, Turn>; waiting: Turn[] };
let hydration: Hydration | null = null;

function turnOf(name: IslandName, { turns, waiting }: Hydration): Turn {
  let turn = turns.get(name);
  if (!turn) {
    let take = () => {};
    const promise = new Promise<void>((resolve) => (take = resolve));
    turn = { promise, take };
    turns.set(name, turn);
    waiting.push(turn);
  }
  return turn;
}

type GateProps = { name: IslandName; ids: [number, number]; children: ReactElement };

/** While the page is hydrating, holds its island's part until its turn: Preact keeps the server's HTML of a part that suspends. */
function Gate({ name, children }: GateProps) {
  if (hydration) use(turnOf(name, hydration).promise);
  return children;
}

/**
 * A part of the page the app takes over in a turn of its own when it hydrates the server's HTML;
 * rendered at once otherwise. `children` is one element: what Preact keeps of a part it holds back
 * is its first element. Its ids (useId) are its own, "P<island>-<n>", as on the server: the part is
 * rendered later than the rest, so it must not take its numbers from the rest's count. Each name
 * is used once on a page.
 */
export function Island({ name, children }: { name: IslandName; children: ReactElement }): ReactNode {
  const [ids] = useState((): [number, number] => [ISLANDS.indexOf(name) + 1, 0]);
  return createElement(Suspense, { fallback: null }, createElement(Gate, { name, ids, children }));
}

// Preact's useId counts from the nearest element above that carries such a pair, its `_mask`: every
// element of a Gate carries its island's, copies included (Preact copies an element it renders again).
const next = options.vnode?.bind(options);
options.vnode = (vnode: VNode) => {
  if (vnode.type === Gate) (vnode as VNode & { __m: [number, number] }).__m = (vnode.props as GateProps).ids;
  next?.(vnode);
};

/** A task of its own, at once (setTimeout waits 4 ms once nested). */
const nextTask = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });

/**
 * Hydrates the server's HTML in `root` with `app`: what lies outside the islands at once, then each
 * island in turn, a task each, so that the browser can paint and answer between them. Resolves once
 * the whole page is the app's. What the visitor typed before an island's turn is kept for its forms
 * (rememberTyped).
 */
export async function hydrateInTurns(root: Element, app: ReactNode): Promise<void> {
  const turns: Hydration = (hydration = { turns: new Map(), waiting: [] });
  try {
    rememberTyped(root);
    hydrateRoot(root, app);
    // After each task the render's microtasks are done: an island it rendered (one inside another) is waiting too.
    for (await nextTask(); turns.waiting.length > 0; await nextTask()) {
      const turn = turns.waiting.shift()!;
      rememberTyped(root);
      // Preact renders the part once this promise settles, in this task: its renders wait for microtasks only.
      turn.take();
    }
  } finally {
    hydration = null;
  }
}
