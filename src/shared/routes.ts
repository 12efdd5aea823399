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
] as const;
