import { lazy, Suspense, useEffect, useState } from "react";
import { Link } from "wouter";
import { ArrowRight, Award, Hand, Mail, Phone, Ruler, Trees } from "lucide-react";
import { Button } from "@/components/ui/button";
import { ResponsiveImage } from "@/components/responsive-image";
import { IconPoints } from "@/components/icon-points";
import { ProductGrid } from "@/features/catalog/product-grid";
import { useBoardDialog, useBoardOverHome } from "@/features/catalog/board-address";
import { useProducts } from "@/features/catalog/use-products";
import { useCart } from "@/features/cart/cart-context";
import { siteText, useSiteContent } from "@/features/site-content/use-site-content";
import { ContactForm } from "@/features/inquiries/contact-form";
import { NewsletterForm } from "@/features/inquiries/newsletter-form";
import { Card } from "@/components/ui/card";
import { SECTION_SCROLL_DELAY_MS, scrollToSection } from "@/lib/scroll";
import { absoluteUrl, PageHead, SHOP_NAME, useOrigin } from "@/lib/page-head";

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

const CRAFT_POINTS = [
  {
    icon: Trees,
    title: "Solid hardwood",
    text: "Walnut, maple and cherry from responsibly managed North American forests. No veneers, no fillers.",
  },
  {
    icon: Hand,
    title: "Hand finished",
    text: "Planed, sanded to silk and oiled with food-safe mineral oil and beeswax, one board at a time.",
  },
  {
    icon: Award,
    title: "Built to last",
    text: "Thick, edge-glued boards that are kind to your knives and made to be handed down.",
  },
] as const;

const ProductDialog = lazy(() => import("@/features/catalog/product-dialog").then((m) => ({ default: m.ProductDialog })));

export default function HomePage() {
  // The open board is in the address (/products/<slug>), so Back closes its dialog and the link can be shared.
  const openSlug = useBoardOverHome();
  const boardDialog = useBoardDialog();
  const { data: products } = useProducts();
  const selected = (openSlug && products?.find((p) => p.slug === openSlug)) || null;
  // The dialog's code loads on the first opening, not with the page; it then stays for its closing animation.
  const [dialogWanted, setDialogWanted] = useState(false);
  if (selected && !dialogWanted) setDialogWanted(true);
  const { addItem } = useCart();

  // Arriving on /#shop (a link from elsewhere or a fresh load): the section renders after the browser
  // looked for the anchor, so scroll once it is there.
  useEffect(() => {
    const id = window.location.hash.slice(1);
    if (!id) return;
    const timer = window.setTimeout(() => scrollToSection(id), SECTION_SCROLL_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  return (
    <>
      <HomeHead />
      <Hero />
      <CraftStrip />

      <section id="shop" aria-labelledby="shop-heading" className="py-16 sm:py-24">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <div className="mx-auto mb-12 max-w-2xl text-center">
            <p className="text-sm font-semibold uppercase tracking-[0.2em] text-accent">The shop</p>
            <h2 id="shop-heading" className="mt-3 text-4xl font-semibold sm:text-5xl">
              Our Collection
            </h2>
            <p className="mt-4 text-lg leading-relaxed text-muted-foreground">
              Every board is one of a kind: the grain, the colour and the little quirks are the wood's own. Choose
              the one that belongs in your kitchen.
            </p>
          </div>
          <ProductGrid onViewDetails={boardDialog.open} />
        </div>
      </section>

      <CustomTeaser />
      <NewsletterSection />
      <ContactSection />

      {dialogWanted ? (
        <Suspense fallback={null}>
          <ProductDialog product={selected} onClose={boardDialog.close} onAddToCart={addItem} />
        </Suspense>
      ) : null}
    </>
  );
}

const HOME_DESCRIPTION =
  "Handcrafted walnut, maple and cherry cutting boards, cut, glued and oiled by hand in a small workshop. Made for everyday cooking and built to be handed down.";

/** The shop itself for search engines: who makes the boards, and the site. */
function HomeHead() {
  const origin = useOrigin();
  const { data } = useSiteContent();
  const { contactEmail, contactPhone } = siteText(data);
  const home = absoluteUrl("/", origin);
  return (
    <PageHead
      title={`${SHOP_NAME} — Handcrafted Cutting Boards`}
      fullTitle
      description={HOME_DESCRIPTION}
      path="/"
      image={data?.heroImageUrl || DEFAULT_HERO_IMAGE}
      imageAlt="Hardwood cutting boards on a workbench"
      jsonLd={[
        {
          "@context": "https://schema.org",
          "@type": "Organization",
          "@id": `${home}#organization`,
          name: SHOP_NAME,
          url: home,
          logo: absoluteUrl("/favicon.svg", origin),
          email: contactEmail,
          telephone: contactPhone,
        },
        {
          "@context": "https://schema.org",
          "@type": "WebSite",
          "@id": `${home}#website`,
          name: SHOP_NAME,
          url: home,
          publisher: { "@id": `${home}#organization` },
        },
      ]}
    />
  );
}

function Hero() {
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
      <div aria-hidden="true" className="absolute inset-x-0 bottom-0 -z-10 h-1/3 bg-gradient-to-t from-[#1d130c]/60 to-transparent" />

      <div className="mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="max-w-2xl text-[#faf6ef]">
          <p className="text-xs font-semibold uppercase tracking-[0.2em] text-[#f0d9bd] sm:text-sm sm:tracking-[0.25em]">
            Handcrafted in small batches
          </p>
          <h1 id="hero-heading" className="mt-5 text-5xl font-semibold leading-[1.05] sm:text-6xl lg:text-7xl">
            Boards with a story in the grain
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-[#f3e9dc] sm:text-xl">
            Walnut, maple and cherry cutting boards, cut, glued and oiled by hand in our workshop. Made for
            everyday cooking and built to last a lifetime.
          </p>
          <div className="mt-10 flex flex-col gap-3 sm:flex-row sm:gap-4">
            <Button
              size="lg"
              className="bg-[#faf6ef] text-[#2b1d14] shadow-md hover:bg-[#efe3d0]"
              onClick={() => scrollToSection("shop")}
            >
              Shop Collection
            </Button>
            <Button
              asChild
              size="lg"
              variant="outline"
              className="border-[#faf6ef]/80 bg-transparent text-[#faf6ef] hover:bg-[#faf6ef]/10 hover:text-[#faf6ef]"
            >
              <Link href="/custom-orders">Custom Orders</Link>
            </Button>
          </div>
        </div>
      </div>
    </section>
  );
}

function CraftStrip() {
  return (
    <section aria-labelledby="craft-heading" className="wood-grain border-b border-border">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-14 lg:px-8">
        <h2 id="craft-heading" className="sr-only">
          Why our boards
        </h2>
        <IconPoints points={CRAFT_POINTS} className="gap-8 sm:grid-cols-3 sm:gap-10" />
      </div>
    </section>
  );
}

/** The /#custom target (SPEC §2): a short pitch that leads to the quote form. */
function CustomTeaser() {
  return (
    <section id="custom" aria-labelledby="custom-heading" className="scroll-mt-16 bg-foreground text-background">
      <div className="mx-auto grid max-w-7xl items-center gap-8 px-4 py-16 sm:px-6 sm:py-20 md:grid-cols-[1fr_auto] lg:px-8">
        <div className="max-w-2xl">
          <p className="text-sm font-semibold uppercase tracking-[0.2em] text-[#f0d9bd]">Custom orders</p>
          <h2 id="custom-heading" className="mt-3 text-3xl font-semibold sm:text-4xl">
            Have a board in mind that isn't here?
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-background/80">
            Tell us the size, the woods and who it is for. We will sketch it, quote it and build it by hand, just for you.
          </p>
        </div>
        <Button
          asChild
          size="lg"
          className="w-full bg-background text-foreground shadow-md hover:bg-secondary focus-visible:ring-background focus-visible:ring-offset-foreground sm:w-auto"
        >
          <Link href="/custom-orders">
            <Ruler aria-hidden="true" />
            Start a Custom Order
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </div>
    </section>
  );
}

function NewsletterSection() {
  return (
    <section aria-labelledby="newsletter-heading" className="wood-grain border-b border-border">
      <div className="mx-auto max-w-4xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
        <div className="text-center">
          <p className="text-sm font-semibold uppercase tracking-[0.2em] text-accent">Newsletter</p>
          <h2 id="newsletter-heading" className="mt-3 text-3xl font-semibold sm:text-4xl">
            Stay Connected
          </h2>
          <p className="mx-auto mt-4 max-w-xl text-lg leading-relaxed text-muted-foreground">
            New woods, limited runs and notes from the workshop, a few times a year. No spam, ever.
          </p>
        </div>
        <NewsletterForm variant="section" className="mx-auto mt-10 max-w-3xl" />
      </div>
    </section>
  );
}

function ContactSection() {
  const { data } = useSiteContent();
  const { contactHeading, contactSubheading, contactEmail, contactPhone } = siteText(data);

  return (
    <section id="contact" aria-labelledby="contact-heading" className="scroll-mt-16 py-16 sm:py-24">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 sm:px-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:gap-16 lg:px-8">
        <div>
          <p className="text-sm font-semibold uppercase tracking-[0.2em] text-accent">Contact</p>
          <h2 id="contact-heading" className="mt-3 text-4xl font-semibold sm:text-5xl">
            {contactHeading}
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-muted-foreground">{contactSubheading}</p>
          <ul className="mt-8 grid gap-4">
            <ContactLine icon={Mail} label="Email" href={`mailto:${contactEmail}`} value={contactEmail} />
            <ContactLine icon={Phone} label="Phone" href={`tel:${contactPhone.replace(/[^\d+]/g, "")}`} value={contactPhone} />
          </ul>
        </div>
        <Card className="p-5 shadow-md sm:p-8">
          <h3 className="text-2xl font-semibold">Send us a message</h3>
          <p className="mt-2 text-sm text-muted-foreground">We usually answer within one working day.</p>
          <ContactForm className="mt-6" />
        </Card>
      </div>
    </section>
  );
}

function ContactLine({ icon: Icon, label, href, value }: { icon: typeof Mail; label: string; href: string; value: string }) {
  return (
    <li className="flex items-center gap-4">
      <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-card text-accent shadow-sm ring-1 ring-border">
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <div className="min-w-0">
        <p className="text-sm text-muted-foreground">{label}</p>
        <a
          href={href}
          className="break-words font-medium text-foreground underline-offset-4 hover:text-accent hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          {value}
        </a>
      </div>
    </li>
  );
}
