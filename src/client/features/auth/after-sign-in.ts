// Where the auth page sends someone once signed in (decision 085): back to the checkout they left
// through "Have an account? Log in", else the dashboard (SPEC §2). Only the pages listed here are
// followed, so `/auth?next=` can never send anyone to another site.
const RETURNS = ["/checkout"] as const;

/** The checkout's "Log in" link: the auth page, then back to the checkout with the cart as it was. */
export const SIGN_IN_FROM_CHECKOUT = "/auth?next=%2Fcheckout";

/** The page to go to once signed in, from the auth page's query string. */
export function afterSignIn(search: string): string {
  const next = new URLSearchParams(search).get("next");
  return RETURNS.find((path) => path === next) ?? "/dashboard";
}
