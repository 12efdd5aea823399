import { Link } from "wouter";
import { ArrowRight, Droplets, Hand, Leaf } from "@/components/ui/icons";
import { Button } from "@/components/ui/button";
import { IconPoints } from "@/components/icon-points";
import { ResponsiveImage } from "@/components/responsive-image";
import { cn } from "@/lib/utils";
import { siteText, useSiteContent } from "@/features/site-content/use-site-content";
import { PageHead } from "@/lib/page-head";

const DEFAULT_ABOUT_IMAGE = "/images/site/about-workshop.webp";
const DEFAULT_ABOUT_IMAGE_2 = "/images/site/about-timber.webp";

/** Both About images are 4:3. */
const ABOUT_IMAGE_WIDTH = 1200;
const ABOUT_IMAGE_HEIGHT = 900;
/** Full width on a phone, about half of max-w-7xl beside the text from lg. */
const ABOUT_IMAGE_SIZES = "(min-width: 1280px) 600px, (min-width: 1024px) 50vw, 100vw";

const PROMISES = [
  {
    icon: Hand,
    title: "Chosen by hand",
    text: "Every plank is picked in person for tight grain, honest colour and no hidden checks.",
  },
  {
    icon: Droplets,
    title: "Food-safe finish",
    text: "Mineral oil and beeswax, nothing else: safe for food and easy to refresh at home.",
  },
  {
    icon: Leaf,
    title: "Little waste",
    text: "Offcuts become coasters, trivets and kindling, so almost nothing leaves as rubbish.",
  },
] as const;

export default function AboutPage() {
  const { data, isLoading } = useSiteContent();
  const text = siteText(data);
  // Wait for the site content before choosing the pictures, so an owner's images never flash the defaults first.
  const image1 = isLoading ? null : data?.aboutImageUrl || DEFAULT_ABOUT_IMAGE;
  const image2 = isLoading ? null : data?.aboutImage2Url || DEFAULT_ABOUT_IMAGE_2;

  return (
    <>
      <PageHead
        title="About Us"
        description={text.aboutParagraph1}
        path="/about"
        image={data?.aboutImageUrl || DEFAULT_ABOUT_IMAGE}
        imageAlt="Hardwood boards stacked in our workshop"
      />
      <section aria-labelledby="about-heading" className="wood-grain border-b border-border">
        <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-14 sm:px-6 sm:py-20 lg:grid-cols-2 lg:gap-16 lg:px-8">
          <div>
            <p className="text-sm font-semibold uppercase tracking-[0.2em] text-accent">About Grain &amp; Groove</p>
            <h1 id="about-heading" className="mt-3 text-4xl font-semibold leading-tight sm:text-5xl lg:text-6xl">
              {text.aboutHeading}
            </h1>
            <div className="mt-6 space-y-5 text-lg leading-relaxed text-foreground/85">
              <p className="text-xl leading-relaxed text-foreground sm:text-2xl sm:leading-relaxed">
                {text.aboutParagraph1}
              </p>
              <p>{text.aboutParagraph2}</p>
              <p>{text.aboutParagraph3}</p>
            </div>
          </div>
          <AboutImage src={image1} alt="Hardwood boards stacked in our workshop" eager className="lg:rotate-1" />
        </div>
      </section>

      <section aria-labelledby="promises-heading" className="border-b border-border">
        <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-14 lg:px-8">
          <h2 id="promises-heading" className="sr-only">
            What we promise
          </h2>
          <IconPoints points={PROMISES} spacing="wide" className="sm:grid-cols-3" />
        </div>
      </section>

      <section aria-labelledby="quality-heading" className="py-14 sm:py-20">
        <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 sm:px-6 lg:grid-cols-2 lg:gap-16 lg:px-8">
          <AboutImage src={image2} alt="Oiled hardwood grain up close" className="lg:-rotate-1" />
          <div>
            <p className="text-sm font-semibold uppercase tracking-[0.2em] text-accent">How we work</p>
            <h2 id="quality-heading" className="mt-3 text-3xl font-semibold leading-tight sm:text-4xl lg:text-5xl">
              {text.aboutSubheading}
            </h2>
            <div className="mt-6 space-y-5 text-lg leading-relaxed text-foreground/85">
              <p>{text.aboutParagraph4}</p>
              <p>{text.aboutParagraph5}</p>
            </div>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <Button asChild size="lg">
                <Link href="/">
                  Shop the Collection
                  <ArrowRight aria-hidden="true" />
                </Link>
              </Button>
              <Button asChild size="lg" variant="outline">
                <Link href="/gallery">See Our Custom Work</Link>
              </Button>
            </div>
          </div>
        </div>
      </section>
    </>
  );
}

/** A 4:3 framed photo; the frame holds its space while the site content (and so the address) loads. */
function AboutImage({
  src,
  alt,
  eager = false,
  className,
}: {
  src: string | null;
  alt: string;
  eager?: boolean;
  className?: string;
}) {
  return (
    <div className={cn("aspect-[4/3] overflow-hidden rounded-xl bg-secondary shadow-xl ring-1 ring-border", className)}>
      {src ? (
        <ResponsiveImage
          src={src}
          alt={alt}
          width={ABOUT_IMAGE_WIDTH}
          height={ABOUT_IMAGE_HEIGHT}
          sizes={ABOUT_IMAGE_SIZES}
          loading={eager ? "eager" : "lazy"}
          className="size-full object-cover"
        />
      ) : null}
    </div>
  );
}
