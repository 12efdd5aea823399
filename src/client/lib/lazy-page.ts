import { createElement, lazy, type ComponentType } from "react";

/** A page's module: its component, and what else it needs before it hydrates (its `lazyPart`s). */
type PageModule<P> = { default: ComponentType<P>; preload?: () => Promise<void> };

export type LazyPage<P> = ComponentType<P> & {
  /** Loads the page's code ahead of rendering it: before hydration, the page must not suspend. */
  preload(): Promise<void>;
  /** The page's source module, relative to src/client ("pages/gallery.tsx"): the build's manifest names its chunk. */
  module: string;
};

/**
 * A page whose code is a chunk of its own. Once its code is loaded it renders at once, with no
 * Suspense: the server-rendered HTML is hydrated by the very same tree, and a page already loaded
 * never shows its loading state again.
 */
export function lazyPage<P extends object>(load: () => Promise<PageModule<P>>, module: string): LazyPage<P> {
  const page = lazyPart(() =>
    load().then(async (loaded) => {
      await loaded.preload?.();
      return loaded.default;
    }),
  );
  return Object.assign(page, { module });
}

/**
 * A part of a page whose code is a chunk of its own (a form inside a Suspense of its page; a page
 * itself, for `lazyPage`): it renders at once once its code is in. The page exports its `preload` as
 * its own, so the part's code is in before the page hydrates (decision 090): a part still on its way
 * would stay the server's HTML while the rest hydrates, and the renderer may render such a part afresh,
 * wiping what a visitor typed into it, when anything above it changes first.
 */
export function lazyPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> & { preload: () => Promise<void> } {
  let loaded: ComponentType<P> | undefined;
  const preload = () =>
    load().then((component) => {
      loaded = component;
    });
  const Lazy = lazy(() => preload().then(() => ({ default: loaded! })));
  const Part = (props: P) => createElement(loaded ?? Lazy, props);
  return Object.assign(Part, { preload });
}
