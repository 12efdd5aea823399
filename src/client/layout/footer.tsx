import type { MouseEvent, ReactNode } from "react";
import { Link, useLocation } from "wouter";
import { Mail, Phone } from "@/components/ui/icons";
import { POLICY_PAGES } from "@shared/routes";
import { siteText, useSiteContent } from "@/features/site-content/use-site-content";
import { goToSection } from "@/lib/scroll";

const linkClass =
  "rounded-sm text-background/80 underline-offset-4 transition-colors hover:text-background hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-background/70";

type FooterProps = {
  /** The newsletter sign-up form; App passes it in, as layout components never import a feature. */
  newsletter?: ReactNode;
};

export function Footer({ newsletter }: FooterProps) {
  const [location, navigate] = useLocation();
  const { data } = useSiteContent();
  const { contactEmail, contactPhone } = siteText(data);
  const year = new Date().getFullYear();

  const onShopClick = (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
    e.preventDefault();
    goToSection("shop", { location, navigate });
  };

  return (
    <footer className="bg-foreground text-background">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 lg:grid-cols-[1.6fr_1fr_1.4fr_1.8fr] lg:px-8">
        <div className="max-w-sm">
          <p className="font-serif text-2xl font-semibold">Grain &amp; Groove</p>
          <p className="mt-3 text-sm leading-relaxed text-background/80">
            Handcrafted hardwood cutting boards, cut, glued, sanded and oiled one at a time in our small workshop. Made
            for everyday cooking and built to be handed down.
          </p>
        </div>

        <nav aria-label="Footer">
          <h2 className="font-sans text-sm font-semibold uppercase tracking-wider text-background">Quick links</h2>
          <ul className="mt-4 space-y-2.5 text-sm">
            <li>
              <a href="/#shop" onClick={onShopClick} className={linkClass}>
                Shop
              </a>
            </li>
            <li>
              <Link href="/gallery" className={linkClass}>
                Gallery
              </Link>
            </li>
            <li>
              <Link href="/custom-orders" className={linkClass}>
                Custom Orders
              </Link>
            </li>
            <li>
              <Link href="/about" className={linkClass}>
                About
              </Link>
            </li>
            <li>
              <Link href="/reviews" className={linkClass}>
                Reviews
              </Link>
            </li>
          </ul>
        </nav>

        <div id="footer-contact" className="scroll-mt-20">
          <h2 className="font-sans text-sm font-semibold uppercase tracking-wider text-background">Contact</h2>
          <ul className="mt-4 space-y-3 text-sm">
            <li className="flex items-center gap-2.5">
              <Mail className="size-4 shrink-0 text-background/70" aria-hidden="true" />
              <a href={`mailto:${contactEmail}`} className={linkClass}>
                {contactEmail}
              </a>
            </li>
            <li className="flex items-center gap-2.5">
              <Phone className="size-4 shrink-0 text-background/70" aria-hidden="true" />
              <a href={`tel:${contactPhone.replace(/[^\d+]/g, "")}`} className={linkClass}>
                {contactPhone}
              </a>
            </li>
          </ul>
        </div>

        {newsletter ? (
          <div>
            <h2 className="font-sans text-sm font-semibold uppercase tracking-wider text-background">Newsletter</h2>
            <p className="mt-4 text-sm leading-relaxed text-background/80">
              New boards and workshop news, a few times a year.
            </p>
            <div className="mt-4">{newsletter}</div>
          </div>
        ) : null}
      </div>

      <div className="border-t border-background/15">
        <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-6 sm:px-6 md:flex-row-reverse md:items-center md:justify-between lg:px-8">
          <nav aria-label="Policies">
            <ul className="flex flex-wrap gap-x-5 gap-y-2 text-sm">
              {POLICY_PAGES.map((policy) => (
                <li key={policy.path}>
                  <Link href={policy.path} className={linkClass}>
                    {policy.title}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <p className="text-xs text-background/75">
            © {year} Grain &amp; Groove. Handcrafted with care, one board at a time.
          </p>
        </div>
      </div>
    </footer>
  );
}
