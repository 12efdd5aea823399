/**
 * Responsive images (zod-free: the storefront imports it). Every image the shop stores or ships is a
 * WebP file `name.webp` (at most IMAGE_MAX_WIDTH wide) with narrower copies beside it,
 * `name-480w.webp` and `name-960w.webp`: uploads get them from the server (http/upload.ts), the
 * built-in images from `npm run images`. Pages offer them through `srcset`/`sizes`.
 */
export const IMAGE_VARIANT_WIDTHS = [480, 960] as const;
export const IMAGE_MAX_WIDTH = 1920;

/** Our own WebP images: uploads and the built-in images (not external URLs, not variants). */
const OWN_WEBP = /^\/(uploads|images)\/[a-z0-9-]+(\/[a-z0-9-]+)*\.webp$/;
const VARIANT = /-(\d+)w\.webp$/;

export function variantUrl(url: string, width: number): string {
  return url.replace(/\.webp$/, `-${width}w.webp`);
}

/** The `srcset` for one of our images, or undefined for any other address (shown as it is). */
export function srcSetFor(url: string): string | undefined {
  if (!OWN_WEBP.test(url) || VARIANT.test(url)) return undefined;
  return [...IMAGE_VARIANT_WIDTHS.map((w) => `${variantUrl(url, w)} ${w}w`), `${url} ${IMAGE_MAX_WIDTH}w`].join(", ");
}

/** For a variant's key or URL (`…/name-480w.webp`): the original's and the width; null otherwise. */
export function parseVariant(keyOrUrl: string): { original: string; width: number } | null {
  const match = VARIANT.exec(keyOrUrl);
  const width = match ? Number(match[1]) : NaN;
  if (!match || !(IMAGE_VARIANT_WIDTHS as readonly number[]).includes(width)) return null;
  return { original: keyOrUrl.slice(0, match.index) + ".webp", width };
}
