import { createElement, Suspense, useEffect, useRef, type ComponentType, type ReactNode } from "react";
import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { Route, Router, Switch, useLocation, type RouteComponentProps } from "wouter";
import { PAGE_ROUTES } from "@shared/routes";
import { Island } from "@/lib/island";
import { lazyPage, type LazyPage } from "@/lib/lazy-page";
import { useHydrated } from "@/lib/hydrated";
import { PageHead, PageHeadProvider, type PageMeta } from "@/lib/page-head";
import { AuthProvider } from "@/features/auth/use-auth";
import { CartProvider, useCart } from "@/features/cart/cart-context";
import { useProducts } from "@/features/catalog/use-products";
import { useBoardOverHome } from "@/features/catalog/board-address";
import { NewsletterForm } from "@/features/inquiries/newsletter-form";
import { LazyToaster } from "@/components/ui/lazy-toaster";
import { Navbar } from "@/layout/navbar";
import { Footer } from "@/layout/footer";
import { RouteFocus, SkipLink } from "@/layout/route-focus";
import HomePage from "@/pages/home";
import NotFoundPage from "@/pages/not-found";

// Every page but the home page (and 'Page Not Found') is a chunk of its own: forms with
// react-hook-form and zod, the admin area. The storefront's first load carries none of them, and a
// server-rendered page names its chunk for the browser to fetch beside the app (decision 020).
/** A page takes the params of its route (PRODUCT_ROUTE's slug), or none. */
type PageComponent = ComponentType<RouteComponentProps>;

const pageModules = import.meta.glob<{ default: PageComponent }>([
  "./pages/*.tsx",
  "!./pages/home.tsx",
  "!./pages/not-found.tsx",
  // The pages' component tests sit beside them and are no page: matched, each was a chunk of the build.
  "!./pages/*.test.tsx",
]);
const page = (name: string) => lazyPage(pageModules[`./pages/${name}.tsx`], `pages/${name}.tsx`);

type PageRoute = {
  path: string;
  page: PageComponent & Partial<Pick<LazyPage<object>, "preload" | "module">>;
  clientOnly?: PageMeta;
};

/** The client routes of @shared/routes (SPEC §2), in matching order, with their code; any other address is the 404 page. */
const PAGES: readonly PageRoute[] = PAGE_ROUTES.map(({ path, page: name, ...route }) => ({
  path,
  page: name === "home" ? HomePage : page(name),
  clientOnly: "clientOnly" in route ? route.clientOnly : undefined,
}));

/** wouter's matching: ":name" is one segment, a trailing slash is optional, case does not matter. */
function matches(pattern: string, pathname: string): boolean {
  const source = pattern.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/:\w+/g, "[^/]+");
  return new RegExp(`^${source}/?$`, "i").test(pathname);
}

/** The page at `pathname`: its code's module (a lazy page's), and how to load it before rendering. */
export function pageAt(pathname: string): { module?: string; preload(): Promise<void> } {
  const found = PAGES.find((route) => matches(route.path, pathname))?.page;
  return { module: found?.module, preload: () => found?.preload?.() ?? Promise.resolve() };
}

/**
 * While a page's code loads: at least a screen tall, so the footer waits below the fold instead of
 * jumping down when the page arrives (a layout shift on every first visit).
 */
function PageLoading() {
  return (
    <p role="status" className="min-h-[calc(100svh-4rem)] p-8 text-center text-muted-foreground">
      Loading…
    </p>
  );
}

/** The cart checks its stored lines against the catalogue, so a changed or deleted board never reaches checkout. */
function CatalogueCart({ children }: { children: ReactNode }) {
  const { data } = useProducts();
  return <CartProvider catalogue={data}>{children}</CartProvider>;
}

/** The stored cart is the browser's: its count shows once the server's HTML is hydrated. */
function CartNavbar() {
  const { count } = useCart();
  const hydrated = useHydrated();
  return <Navbar cartCount={hydrated ? count : 0} />;
}

/** The admin area is a back office with a layout of its own: no footer, no newsletter sign-up (decision 027). */
function StorefrontFooter() {
  const [location] = useLocation();
  if (/^\/admin(\/|$)/i.test(location)) return null;
  return (
    <Island name="footer">
      <Footer newsletter={<NewsletterForm variant="footer" />} />
    </Island>
  );
}

/**
 * A new page starts at its top (cart → checkout → confirmation on a phone would otherwise open
 * mid-page). Back and forward keep the browser's own scroll restoration, and /#section links scroll themselves.
 */
function ScrollToTopOnNavigate() {
  const [location] = useLocation();
  // A board's dialog opening over the home page leaves the page where it was.
  const boardOverHome = useBoardOverHome() !== null;
  const first = useRef(true);
  const popped = useRef(false);

  useEffect(() => {
    const onPop = () => {
      popped.current = true;
    };
    window.addEventListener("popstate", onPop);
    return () => window.removeEventListener("popstate", onPop);
  }, []);

  // At once: the new page does not glide up past its content under the sticky header (the page's
  // smooth scrolling is for in-page links).
  useEffect(() => {
    const skip = first.current || popped.current || window.location.hash !== "" || boardOverHome;
    first.current = false;
    popped.current = false;
    if (!skip) window.scrollTo({ top: 0, behavior: "instant" });
  }, [location, boardOverHome]);
  return null;
}

/** Focus follows a route change to the new page's heading, except under a board's dialog over the home page. */
function FocusOnNavigate() {
  return <RouteFocus hold={useBoardOverHome() !== null} />;
}

/** The page for the address; a board opened from the home page keeps the home page under its dialog. */
function Pages() {
  const boardOverHome = useBoardOverHome() !== null;
  return (
    <Switch location={boardOverHome ? "/" : undefined}>
      {PAGES.map(({ path, page, clientOnly }) => (
        <Route key={path} path={path}>
          {(params) =>
            clientOnly ? (
              <ClientOnlyPage page={page} params={params} head={clientOnly} />
            ) : (
              createElement(page, { params })
            )
          }
        </Route>
      ))}
      <Route component={NotFoundPage} />
    </Switch>
  );
}

/**
 * A page of one visitor: the server's HTML (and the hydration of it) has its head and the loading
 * line, the page itself renders right after. Its own component, so that hydrating re-renders only it.
 */
function ClientOnlyPage({
  page,
  params,
  head,
}: {
  page: PageRoute["page"];
  params: RouteComponentProps["params"];
  head: PageMeta;
}) {
  const hydrated = useHydrated();
  return (
    <>
      <PageHead {...head} />
      {hydrated ? createElement(page, { params }) : <PageLoading />}
    </>
  );
}

type AppProps = {
  queryClient: QueryClient;
  /** The shop's public origin, for the absolute URLs of the page's head. */
  origin: string;
  /** On the server: the address rendered (the browser's own address otherwise). */
  ssrPath?: string;
  /** On the server: receives the page's head (see PageHead). */
  collectHead?: (meta: PageMeta) => void;
};

export function App({ queryClient, origin, ssrPath, collectHead }: AppProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <PageHeadProvider value={{ origin, collect: collectHead }}>
        <Router ssrPath={ssrPath}>
          <AuthProvider>
            <CatalogueCart>
              <ScrollToTopOnNavigate />
              <FocusOnNavigate />
              <div className="flex min-h-screen flex-col bg-background text-foreground">
                <SkipLink />
                <Island name="header">
                  <CartNavbar />
                </Island>
                <Island name="main">
                  <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
                    <Suspense fallback={<PageLoading />}>
                      <Pages />
                    </Suspense>
                  </main>
                </Island>
                <StorefrontFooter />
              </div>
            </CatalogueCart>
            <LazyToaster />
          </AuthProvider>
        </Router>
      </PageHeadProvider>
    </QueryClientProvider>
  );
}
