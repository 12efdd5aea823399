import { lazy, Suspense, useEffect, useState } from "react";
import type { Product } from "@shared/product";
import { ProductGrid } from "@/features/catalog/product-grid";
import { CollectionLinks } from "@/features/catalog/collection-links";
import { useBoardDialog, useBoardOverHome } from "@/features/catalog/board-address";
import { useProducts } from "@/features/catalog/use-products";
import { useCart } from "@/features/cart/cart-context";
import { Testimonials } from "@/features/reviews/testimonials";
import { useAuth } from "@/features/auth/use-auth";
import { siteText, useSiteContent } from "@/features/site-content/use-site-content";
import { SECTION_SCROLL_DELAY_MS, scrollToSection } from "@/lib/scroll";
import { Hero } from "./home/hero";
import { HomeHead } from "./home/home-head";
import { ContactSection, CraftStrip, CustomTeaser, NewsletterSection } from "./home/home-sections";

const ProductDialog = lazy(() =>
  import("@/features/catalog/product-dialog").then((m) => ({ default: m.ProductDialog })),
);

/** 'Our Collection' stays the boards' (SPEC §2): a collection marked off the home page (care products) shows only on its own page (decision 056). */
const inOurCollection = (product: Product) => product.category?.onHome !== false;

export default function HomePage() {
  // The open board is in the address (/products/<slug>), so Back closes its dialog and the link can be shared.
  const openSlug = useBoardOverHome();
  const boardDialog = useBoardDialog();
  const { data: products } = useProducts();
  const selected = (openSlug && products?.find((p) => p.slug === openSlug)) || null;
  // The dialog's code loads on the first opening, not with the page; it then stays for its closing animation.
  const [dialogWanted, setDialogWanted] = useState(false);
  if (selected && !dialogWanted) setDialogWanted(true);
  const { addItem, ofBoard } = useCart();
  const siteContent = useSiteContent();
  const { user } = useAuth();

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
              Every board is one of a kind: the grain, the colour and the little quirks are the wood's own. Choose the
              one that belongs in your kitchen.
            </p>
          </div>
          <ProductGrid onViewDetails={boardDialog.open} select={inOurCollection} />
          <CollectionLinks className="mt-12" />
        </div>
      </section>

      <Testimonials />
      <CustomTeaser />
      <NewsletterSection />
      <ContactSection />

      {dialogWanted ? (
        <Suspense fallback={null}>
          <ProductDialog
            product={selected}
            onClose={boardDialog.close}
            onAddToCart={addItem}
            inCart={ofBoard}
            personalisedPolicy={siteText(siteContent.data).personalisedPolicy}
            signedInEmail={user?.email}
          />
        </Suspense>
      ) : null}
    </>
  );
}
