/** A board's own page; the server answers an old slug with a 301 to the current one. */
export const PRODUCT_ROUTE = "/products/:slug";
/** A collection's page (decision 056): its products, filtered by the address's query. */
export const COLLECTION_ROUTE = "/collections/:slug";
/** A commission's private page (decision 037): its link is the key, kept out of search engines. */
export const COMMISSION_ROUTE = "/commissions/:token";
/** An order's own page (decision 039): its link is the key, kept out of search engines. */
export const ORDER_ROUTE = "/orders/:token";
/** Every marketing email's unsubscribe link (decision 060); a mail client's one-click POST goes to the same address. */
export const UNSUBSCRIBE_ROUTE = "/unsubscribe/:token";

/**
 * The owner's preview of a board's page, a draft's included (issue 40): admins only, never indexed,
 * rendered in the browser alone, so no draft ever enters the kept public pages.
 */
export const PREVIEW_ROUTE = "/admin/preview/:id";
export const previewPath = (id: string) => `/admin/preview/${encodeURIComponent(id)}`;

/** The review page of an order line: ?token=<order id>-<line>-<HMAC> (decision 058). */
export const REVIEW_WRITE_PATH = "/write-review";

/**
 * The client routes of SPEC §2, in matching order: the one list of the shop's pages. The browser
 * app renders `page` (src/client/pages/<page>.tsx) at `path`; the server renders and keeps each
 * fixed address (CLIENT_ROUTES); any other address is the 404 page, answered with status 404.
 * `clientOnly`: rendered in the browser only (what it shows depends on the stored cart or on who is
 * signed in): the server's HTML has the layout and this head, and the page follows once the app runs.
 */
export const PAGE_ROUTES = [
  { path: "/", page: "home" },
  { path: PRODUCT_ROUTE, page: "product" },
  { path: COLLECTION_ROUTE, page: "collection" },
  { path: "/gallery", page: "gallery" },
  { path: "/custom-orders", page: "custom-orders" },
  { path: "/about", page: "about" },
  // Every approved review of the shop (decision 058).
  { path: "/reviews", page: "reviews" },
  // The shop's policies (decision 023): one page per POLICY_PAGES entry.
  { path: "/policies/:policy", page: "policy" },
  { path: "/cart", page: "cart", clientOnly: { title: "Shopping Cart", noindex: true } },
  { path: "/checkout", page: "checkout", clientOnly: { title: "Checkout", noindex: true } },
  { path: "/order-confirmation", page: "order-confirmation", clientOnly: { title: "Your Order", noindex: true } },
  // Account recovery: links sent by email.
  { path: "/forgot-password", page: "forgot-password", clientOnly: { title: "Forgot Password", noindex: true } },
  { path: "/reset-password", page: "reset-password", clientOnly: { title: "Reset Password", noindex: true } },
  { path: "/verify-email", page: "verify-email", clientOnly: { title: "Confirm Your Email", noindex: true } },
  { path: "/sign-in-link", page: "sign-in-link", clientOnly: { title: "Sign-in Link", noindex: true } },
  // An order line's review, from the link of the delivered email (decision 058): the token is in the query.
  { path: REVIEW_WRITE_PATH, page: "write-review", clientOnly: { title: "Write a Review", noindex: true } },
  // Consent (decision 060): the double opt-in's link, and every marketing email's unsubscribe link.
  {
    path: "/subscriptions/confirm",
    page: "confirm-subscription",
    clientOnly: { title: "Confirm Your Email", noindex: true },
  },
  { path: UNSUBSCRIBE_ROUTE, page: "unsubscribe", clientOnly: { title: "Unsubscribe", noindex: true } },
  { path: "/auth", page: "auth", clientOnly: { title: "Sign In", noindex: true } },
  { path: "/dashboard", page: "dashboard", clientOnly: { title: "My Account", noindex: true } },
  { path: COMMISSION_ROUTE, page: "commission", clientOnly: { title: "Your Custom Board", noindex: true } },
  { path: ORDER_ROUTE, page: "order", clientOnly: { title: "Your Order", noindex: true } },
  { path: PREVIEW_ROUTE, page: "product-preview", clientOnly: { title: "Preview", noindex: true } },
  { path: "/admin", page: "admin", clientOnly: { title: "Admin", noindex: true } },
] as const satisfies readonly { path: string; page: string; clientOnly?: { title: string; noindex: true } }[];

/** The public pages a search engine should find, besides one page per board (sitemap.xml). */
export const PUBLIC_PAGES = [
  "/",
  "/gallery",
  "/about",
  "/reviews",
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

/** The pages at one fixed address each, which the server renders and keeps: every route without a parameter, and each policy. */
export const CLIENT_ROUTES: readonly string[] = [
  ...PAGE_ROUTES.map((route) => route.path).filter((path) => !path.includes(":")),
  ...POLICY_PAGES.map((policy) => policy.path),
];

export function productPath(slug: string): string {
  return `/products/${slug}`;
}

export function collectionPath(slug: string): string {
  return `/collections/${slug}`;
}
