/**
 * The client routes of SPEC §2 that exist so far; any other path is the 404 page, and the server
 * answers it with status 404. Add a route here when its page lands.
 */
export const CLIENT_ROUTES = [
  "/",
  "/gallery",
  "/custom-orders",
  "/about",
  "/auth",
  "/dashboard",
  "/admin",
  "/cart",
  "/checkout",
  "/order-confirmation",
  // Account recovery: links sent by email.
  "/forgot-password",
  "/reset-password",
  "/verify-email",
  "/sign-in-link",
  // The shop's policies (decision 023).
  "/policies/shipping",
  "/policies/privacy",
  "/policies/terms",
] as const;

/** The public pages a search engine should find, besides one page per board (sitemap.xml). */
export const PUBLIC_PAGES = [
  "/",
  "/gallery",
  "/about",
  "/custom-orders",
  "/policies/shipping",
  "/policies/privacy",
  "/policies/terms",
] as const;

/** The policies' pages, by the site-content field that holds each text (decision 023). */
export const POLICY_PAGES = [
  { field: "shippingPolicy", path: "/policies/shipping", title: "Shipping & Returns" },
  { field: "privacyPolicy", path: "/policies/privacy", title: "Privacy Policy" },
  { field: "termsPolicy", path: "/policies/terms", title: "Terms of Service" },
] as const;

/** A board's own page; the server answers an old slug with a 301 to the current one. */
export const PRODUCT_ROUTE = "/products/:slug";

export function productPath(slug: string): string {
  return `/products/${slug}`;
}
