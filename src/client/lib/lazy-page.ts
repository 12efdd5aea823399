import { createElement, lazy, type ComponentType } from "react";

type PageModule<P> = { default: ComponentType<P> };

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
  let loaded: ComponentType<P> | undefined;
  const preload = () =>
    load().then((module) => {
      loaded = module.default;
    });
  const Lazy = lazy(() => preload().then(() => ({ default: loaded! })));
  const Page = (props: P) => createElement(loaded ?? Lazy, props);
  return Object.assign(Page, { preload, module });
}
