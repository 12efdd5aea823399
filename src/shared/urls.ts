/**
 * An image address the shop will store and show: a path on this site or an http(s) URL. Never
 * one with a backslash: a browser reads "/\host" as "//host", another site (decision 044).
 */
export function isImageUrl(value: string): boolean {
  if (value.includes("\\")) return false;
  return (value.startsWith("/") && !value.startsWith("//")) || /^https?:\/\/[^\s]+$/i.test(value);
}

/** The storage folder of custom-order attachments: private, served to admins only (decision 010). */
export const ATTACHMENT_FOLDER = "attachments";

/**
 * True for an address inside /uploads/attachments/, on this site or written as an absolute URL,
 * however its path is spelled (case, repeated slashes, dot segments, percent-encoding).
 */
export function isAttachmentUrl(value: string): boolean {
  let path = value;
  try {
    path = new URL(value, "http://shop.invalid").pathname;
    path = decodeURIComponent(path);
  } catch {
    // A malformed escape: judge the path as it is written.
  }
  return new RegExp(`^/+uploads/+(?:\\./+)*${ATTACHMENT_FOLDER}(?:/|$)`, "i").test(path);
}
