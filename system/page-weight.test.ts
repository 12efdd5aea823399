import { describe, expect, it } from "vitest";
import { preloadedImage } from "./page-weight";

// Which file of a preloaded image the budgets weigh: the one Lighthouse's phone (412 CSS px at 1.75)
// fetches, read from the link's imagesrcset and imagesizes as the pages write them.
const srcset = "/images/a-480w.webp 480w, /images/a-960w.webp 960w, /images/a.webp 1920w";

describe("the image a phone fetches for a preload link", () => {
  it("is the narrowest candidate that covers the slot at the phone's density", () => {
    // The home page's hero: 100vw on a phone, 412 × 1.75 = 721 device pixels.
    const hero = "(max-width: 767px) 100vw, max(100vw, 152vh, 1067px)";
    expect(preloadedImage({ href: "/images/a.webp", imagesrcset: srcset, imagesizes: hero })).toBe(
      "/images/a-960w.webp",
    );
    // A card shown 45vw wide from 420 px, 96px below: 168 device pixels.
    const card = "(min-width: 1024px) 260px, (min-width: 420px) 45vw, 96px";
    expect(preloadedImage({ href: "/images/a.webp", imagesrcset: srcset, imagesizes: card })).toBe(
      "/images/a-480w.webp",
    );
    // The gallery's hero: max(100vw, 1000px) only from 640 px; 100vw on a phone.
    const gallery = "(min-width: 640px) max(100vw, 1000px), 100vw";
    expect(preloadedImage({ href: "/images/a.webp", imagesrcset: srcset, imagesizes: gallery })).toBe(
      "/images/a-960w.webp",
    );
  });

  it("is the largest candidate when none covers the slot, and the href without a srcset", () => {
    expect(preloadedImage({ href: "/images/a.webp", imagesrcset: srcset, imagesizes: "max(100vw, 1200px)" })).toBe(
      "/images/a.webp",
    );
    expect(preloadedImage({ href: "/images/b.webp" })).toBe("/images/b.webp");
  });

  it("refuses a sizes it cannot read, naming it, rather than guess", () => {
    expect(() => preloadedImage({ href: "/a.webp", imagesrcset: srcset, imagesizes: "calc(100vw - 2rem)" })).toThrow(
      'a length of sizes this measure does not know: "calc(100vw - 2rem)"',
    );
    expect(() =>
      preloadedImage({ href: "/a.webp", imagesrcset: srcset, imagesizes: "(orientation: portrait) 50vw, 100vw" }),
    ).toThrow("a media condition of sizes this measure does not know");
  });
});
