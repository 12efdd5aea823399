import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { ResponsiveImage } from "@/components/responsive-image";
import { useSiteContent } from "@/features/site-content/use-site-content";
import { scrollToSection } from "@/lib/scroll";

export const DEFAULT_HERO_IMAGE = "/images/site/hero.webp";
const HERO_IMAGE_WIDTH = 1920;
const HERO_IMAGE_HEIGHT = 1080;
/**
 * The 16:9 picture covers a hero 85vh tall (at least 600px): on a screen taller than 16:9 it is
 * wider than the screen, max(100vw, 85vh × 16/9, 600px × 16/9). On a phone only its middle shows,
 * under a dark gradient that carries the headline, so a copy as wide as the screen is enough there
 * (the 960 px one rather than the 1920 px one: half the bytes on a mobile connection).
 */
const HERO_IMAGE_SIZES = "(max-width: 767px) 100vw, max(100vw, 152vh, 1067px)";

/** The home page's opening: the owner's picture (or ours) behind the headline and the two ways in. */
export function Hero() {
  const { data, isLoading } = useSiteContent();
  // Wait for the site content before choosing the picture, so an owner's image never flashes the default first.
  const imageUrl = isLoading ? null : data?.heroImageUrl || DEFAULT_HERO_IMAGE;

  return (
    <section
      aria-labelledby="hero-heading"
      className="relative isolate flex items-center overflow-hidden bg-[#2b1d14]"
      style={{ height: "85vh", minHeight: "600px" }}
    >
      {imageUrl ? (
        // A picture that fails to load leaves the dark backdrop, which the headline is designed for.
        <ResponsiveImage
          src={imageUrl}
          alt=""
          width={HERO_IMAGE_WIDTH}
          height={HERO_IMAGE_HEIGHT}
          sizes={HERO_IMAGE_SIZES}
          loading="eager"
          fetchPriority="high"
          fallback={null}
          className="absolute inset-0 -z-10 size-full object-cover"
        />
      ) : null}
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-gradient-to-r from-[#1d130c]/90 via-[#1d130c]/70 to-[#1d130c]/30"
      />
      <div
        aria-hidden="true"
        className="absolute inset-x-0 bottom-0 -z-10 h-1/3 bg-gradient-to-t from-[#1d130c]/60 to-transparent"
      />

      <div className="mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="max-w-2xl text-[#faf6ef]">
          <p className="text-xs font-semibold uppercase tracking-[0.2em] text-[#f0d9bd] sm:text-sm sm:tracking-[0.25em]">
            Handcrafted in small batches
          </p>
          {/* Three lines kept below 424px: from 412 to 420px (many phones, and Lighthouse's) the fallback
              sets the title on two lines and Fraunces on three, and the page now paints before the
              font arrives (decision 088). */}
          <h1
            id="hero-heading"
            className="mt-5 text-5xl font-semibold leading-[1.05] max-[26.5rem]:min-h-[3lh] sm:text-6xl lg:text-7xl"
          >
            Boards with a story in the grain
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-[#f3e9dc] sm:text-xl">
            Walnut, maple and cherry cutting boards, cut, glued and oiled by hand in our workshop. Made for everyday
            cooking and built to last a lifetime.
          </p>
          <div className="mt-10 flex flex-col gap-3 sm:flex-row sm:gap-4">
            <Button
              size="lg"
              variant="bare"
              className="bg-[#faf6ef] text-[#2b1d14] shadow-md hover:bg-[#efe3d0]"
              onClick={() => scrollToSection("shop")}
            >
              Shop Collection
            </Button>
            <Button
              asChild
              size="lg"
              variant="bare"
              className="border border-[#faf6ef]/80 bg-transparent text-[#faf6ef] hover:bg-[#faf6ef]/10 hover:text-[#faf6ef]"
            >
              <Link href="/custom-orders">Custom Orders</Link>
            </Button>
          </div>
        </div>
      </div>
    </section>
  );
}
