import { describe, expect, it } from "vitest";
import { photoPreloads } from "./photo-preloads";

describe("photoPreloads: the <head>'s preloads of the pictures a page shows at once (decision 092)", () => {
  it("preloads each picture that does not load lazily, with its sources and sizes, the main photo first", () => {
    const html =
      '<main><img src="/a.webp" alt="" loading="eager" width="4" height="3">' +
      '<img src="/b.webp" srcset="/b-480w.webp 480w, /b.webp 960w" sizes="100vw" alt="" loading="lazy">' +
      '<img alt="Hero" src="/h.webp" srcSet="/h-480w.webp 480w, /h.webp 1920w" sizes="(max-width: 767px) 100vw, 50vw" fetchPriority="high" loading="eager"></main>';
    expect(photoPreloads(html)).toEqual([
      '<link rel="preload" as="image" imagesrcset="/h-480w.webp 480w, /h.webp 1920w" imagesizes="(max-width: 767px) 100vw, 50vw" fetchpriority="high">',
      '<link rel="preload" as="image" href="/a.webp">',
    ]);
  });

  it("leaves out a picture asked for with a low priority, and one without an address", () => {
    expect(photoPreloads('<img src="/c.webp" fetchpriority="low"><img alt="">')).toEqual([]);
  });

  it("keeps the sources as the HTML escaped them", () => {
    expect(photoPreloads('<img src="/d.webp?a=1&amp;b=&quot;2&quot;">')).toEqual([
      '<link rel="preload" as="image" href="/d.webp?a=1&amp;b=&quot;2&quot;">',
    ]);
  });
});
