/**
 * A readable cookie, set beside the session's own (which scripts cannot read) and holding no
 * secret: "someone may be signed in here". Without it the browser knows nobody is, and does not ask
 * GET /api/auth/user for a 401 (decision 020).
 */
export const SIGNED_IN_COOKIE = "signed_in";

const HINT = new RegExp(`(?:^|;\\s*)${SIGNED_IN_COOKIE}=`);

/** A Cookie header (or document.cookie) carries the signed-in hint. */
export const hasSignedInHint = (cookies: string): boolean => HINT.test(cookies);
