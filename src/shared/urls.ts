/** An image address the shop will store and show: a path on this site or an http(s) URL. */
export function isImageUrl(value: string): boolean {
  return (value.startsWith("/") && !value.startsWith("//")) || /^https?:\/\/[^\s]+$/i.test(value);
}
