import helmet from "helmet";
import type { RequestHandler } from "express";

/**
 * Helmet's headers with a Content-Security-Policy that allows only what the shop uses: itself,
 * images from https (admins may link product images), and Stripe's script and frames.
 * `formActionOrigins` are where a form of the shop may end up after a redirect: the identity
 * provider, whose logout page the POST /api/logout form is sent on to (decision 016).
 */
export function securityHeaders(options: { production: boolean; formActionOrigins?: string[] }): RequestHandler {
  const headers = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        "default-src": ["'self'"],
        "base-uri": ["'self'"],
        "object-src": ["'none'"],
        "frame-ancestors": ["'none'"],
        "form-action": ["'self'", ...(options.formActionOrigins ?? [])],
        "script-src": ["'self'", "https://js.stripe.com"],
        "frame-src": ["https://js.stripe.com", "https://hooks.stripe.com"],
        "connect-src": ["'self'", "https://api.stripe.com"],
        "img-src": ["'self'", "data:", "blob:", "https:"],
        // Radix positions popovers with inline style attributes.
        "style-src": ["'self'", "'unsafe-inline'"],
        "font-src": ["'self'", "data:"],
        ...(options.production ? { "upgrade-insecure-requests": [] } : {}),
      },
    },
    // Stripe's frames need cross-origin embedding of their own resources.
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: options.production,
  });
  return (req, res, next) =>
    headers(req, res, (err?: unknown) => {
      if (!err && typeof req.path === "string" && SHAREABLE_IMAGE.test(req.path))
        res.setHeader("Cross-Origin-Resource-Policy", "cross-origin");
      next(err);
    });
}

/**
 * The shop's public pictures (boards, gallery, site images, reviews): an email shows them from a
 * webmail page of another site, which `same-origin` would block. A customer's private attachments
 * (/uploads/attachments/) keep `same-origin`.
 */
const SHAREABLE_IMAGE = /^\/(?:images\/|uploads\/(?!attachments\/))[^?]*\.(?:webp|jpe?g|png|gif|avif)$/i;
