/**
 * The `elementtiming` name of a page's largest photo (its <img fetchpriority="high">): the browser
 * reports when it is painted, and boot.ts starts the app then (decision 090).
 */
export const LARGEST_PHOTO = "largest-photo";

declare module "react" {
  // The same type parameter as React's own declaration, which this one extends.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ImgHTMLAttributes<T> {
    /** Element Timing: the browser reports this image's paint under this name. */
    elementtiming?: string;
  }
}
