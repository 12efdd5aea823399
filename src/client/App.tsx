import { lazy, Suspense, useEffect, useRef, type ReactNode } from "react";
import { QueryClientProvider } from "@tanstack/react-query";
import { Route, Switch, useLocation } from "wouter";
import { PRODUCT_ROUTE } from "@shared/routes";
import { createQueryClient } from "@/lib/query-client";
import { AuthProvider } from "@/features/auth/use-auth";
import { CartProvider, useCart } from "@/features/cart/cart-context";
import { useProducts } from "@/features/catalog/use-products";
import { useBoardOverHome } from "@/features/catalog/board-address";
import { NewsletterForm } from "@/features/inquiries/newsletter-form";
import { Toaster } from "@/components/ui/toaster";
import { Navbar } from "@/components/layout/navbar";
import { Footer } from "@/components/layout/footer";
import HomePage from "@/pages/home";
import NotFoundPage from "@/pages/not-found";

// Pages with forms (react-hook-form, zod) and the admin area are chunks of their own, so the
// storefront's first load carries neither.
const AuthPage = lazy(() => import("@/pages/auth"));
const AdminPage = lazy(() => import("@/pages/admin"));
const DashboardPage = lazy(() => import("@/pages/dashboard"));
const CartPage = lazy(() => import("@/pages/cart"));
const CheckoutPage = lazy(() => import("@/pages/checkout"));
const OrderConfirmationPage = lazy(() => import("@/pages/order-confirmation"));
const ForgotPasswordPage = lazy(() => import("@/pages/forgot-password"));
const ResetPasswordPage = lazy(() => import("@/pages/reset-password"));
const VerifyEmailPage = lazy(() => import("@/pages/verify-email"));
const CustomOrdersPage = lazy(() => import("@/pages/custom-orders"));
const GalleryPage = lazy(() => import("@/pages/gallery"));
const AboutPage = lazy(() => import("@/pages/about"));
const ProductPage = lazy(() => import("@/pages/product"));

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

const queryClient = createQueryClient();

/** The cart checks its stored lines against the catalogue, so a changed or deleted board never reaches checkout. */
function CatalogueCart({ children }: { children: ReactNode }) {
  const { data } = useProducts();
  return <CartProvider catalogue={data}>{children}</CartProvider>;
}

function CartNavbar() {
  const { count } = useCart();
  return <Navbar cartCount={count} />;
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

  useEffect(() => {
    const skip = first.current || popped.current || window.location.hash !== "" || boardOverHome;
    first.current = false;
    popped.current = false;
    if (!skip) window.scrollTo(0, 0);
  }, [location, boardOverHome]);
  return null;
}

/** The page for the address; a board opened from the home page keeps the home page under its dialog. */
function Pages() {
  const boardOverHome = useBoardOverHome() !== null;
  return (
    <Switch location={boardOverHome ? "/" : undefined}>
      <Route path="/" component={HomePage} />
      <Route path={PRODUCT_ROUTE} component={ProductPage} />
      <Route path="/gallery" component={GalleryPage} />
      <Route path="/custom-orders" component={CustomOrdersPage} />
      <Route path="/about" component={AboutPage} />
      <Route path="/cart" component={CartPage} />
      <Route path="/checkout" component={CheckoutPage} />
      <Route path="/order-confirmation" component={OrderConfirmationPage} />
      <Route path="/forgot-password" component={ForgotPasswordPage} />
      <Route path="/reset-password" component={ResetPasswordPage} />
      <Route path="/verify-email" component={VerifyEmailPage} />
      <Route path="/auth" component={AuthPage} />
      <Route path="/dashboard" component={DashboardPage} />
      <Route path="/admin" component={AdminPage} />
      <Route component={NotFoundPage} />
    </Switch>
  );
}

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <CatalogueCart>
          <ScrollToTopOnNavigate />
          <div className="flex min-h-screen flex-col bg-background text-foreground">
            <CartNavbar />
            <main id="main" className="flex-1">
              <Suspense fallback={<PageLoading />}>
                <Pages />
              </Suspense>
            </main>
            <Footer newsletter={<NewsletterForm variant="footer" />} />
          </div>
        </CatalogueCart>
        <Toaster />
      </AuthProvider>
    </QueryClientProvider>
  );
}
