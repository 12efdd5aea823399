import { Link } from "wouter";
import { ArrowRight, Ruler } from "@/components/ui/icons";
import { Button } from "@/components/ui/button";
import { ResponsiveImage } from "@/components/responsive-image";
import { GalleryGrid } from "@/features/gallery/gallery-grid";
import { siteText, useSiteContent } from "@/features/site-content/use-site-content";
import { PageHead } from "@/lib/page-head";

const DEFAULT_GALLERY_HERO_IMAGE = "/images/site/gallery-hero.webp";
/**
 * The 2:1 picture covers a banner at least 440px (500px from sm) tall: at least twice that wide. On
 * a phone only its middle shows, under the dark gradient that carries the heading, so a copy as
 * wide as the screen is enough there (as for the home page's hero).
 */
const GALLERY_HERO_SIZES = "(min-width: 640px) max(100vw, 1000px), 100vw";

/** The home page's custom section (SPEC §2): the home page scrolls to it once it is there. */
const CUSTOM_SECTION = "/#custom";

export default function GalleryPage() {
  const { data } = useSiteContent();
  const { galleryHeading, galleryDescription, galleryCallToAction, galleryCallToActionDescription } = siteText(data);

  return (
    <>
      <PageHead
        title={galleryHeading}
        description={galleryDescription}
        path="/gallery"
        image={data?.galleryHeroImageUrl || DEFAULT_GALLERY_HERO_IMAGE}
        imageAlt="Custom cutting boards from our workshop"
      />
      <GalleryHero />

      <section aria-labelledby="gallery-work-heading" className="py-14 sm:py-20">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <h2 id="gallery-work-heading" className="sr-only">
            Custom boards we have made
          </h2>
          <GalleryGrid />
        </div>
      </section>

      <section aria-labelledby="gallery-cta-heading" className="px-4 pb-16 sm:px-6 sm:pb-24 lg:px-8">
        <div className="mx-auto grid max-w-7xl items-center gap-8 rounded-xl bg-foreground px-6 py-12 text-background shadow-lg sm:px-10 sm:py-14 md:grid-cols-[1fr_auto] lg:px-14">
          <div className="max-w-2xl">
            <p className="text-sm font-semibold uppercase tracking-[0.2em] text-[#f0d9bd]">Made to order</p>
            <h2 id="gallery-cta-heading" className="mt-3 text-3xl font-semibold sm:text-4xl">
              {galleryCallToAction}
            </h2>
            <p className="mt-4 text-lg leading-relaxed text-background/80">{galleryCallToActionDescription}</p>
          </div>
          <div className="flex flex-col gap-3 sm:flex-row md:flex-col lg:flex-row">
            <Button
              asChild
              size="lg"
              variant="bare"
              ring="inverse"
              className="bg-background text-foreground shadow-md hover:bg-secondary"
            >
              <Link href={CUSTOM_SECTION}>
                <Ruler aria-hidden="true" />
                Start Custom Order
              </Link>
            </Button>
            <Button
              asChild
              size="lg"
              variant="bare"
              ring="inverse"
              className="border border-background/70 bg-transparent text-background hover:bg-background/10 hover:text-background"
            >
              <Link href="/">Browse Shop</Link>
            </Button>
          </div>
        </div>
      </section>
    </>
  );
}

function GalleryHero() {
  const { data, isLoading } = useSiteContent();
  const { galleryHeading, galleryDescription } = siteText(data);
  // Wait for the site content before choosing the picture, so an owner's image never flashes the default first.
  const imageUrl = isLoading ? null : data?.galleryHeroImageUrl || DEFAULT_GALLERY_HERO_IMAGE;

  return (
    <section
      aria-labelledby="gallery-heading"
      className="relative isolate flex min-h-[440px] items-center overflow-hidden bg-[#2b1d14] sm:min-h-[500px]"
    >
      {imageUrl ? (
        <ResponsiveImage
          src={imageUrl}
          alt=""
          width={1920}
          height={960}
          sizes={GALLERY_HERO_SIZES}
          loading="eager"
          fetchPriority="high"
          fallback={null}
          className="absolute inset-0 -z-10 size-full object-cover object-[70%_50%]"
        />
      ) : null}
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-gradient-to-r from-[#1d130c]/90 via-[#1d130c]/70 to-[#1d130c]/25"
      />

      <div className="mx-auto w-full max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
        <div className="max-w-2xl text-[#faf6ef]">
          <p className="text-xs font-semibold uppercase tracking-[0.2em] text-[#f0d9bd] sm:text-sm sm:tracking-[0.25em]">
            One of a kind, made by hand
          </p>
          <h1 id="gallery-heading" className="mt-4 text-4xl font-semibold leading-[1.1] sm:text-5xl lg:text-6xl">
            {galleryHeading}
          </h1>
          <p className="mt-5 max-w-xl text-lg leading-relaxed text-[#f3e9dc]">{galleryDescription}</p>
          <Button
            asChild
            size="lg"
            variant="bare"
            className="mt-8 bg-[#faf6ef] text-[#2b1d14] shadow-md hover:bg-[#efe3d0]"
          >
            <Link href={CUSTOM_SECTION}>
              Request Your Custom Board
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
