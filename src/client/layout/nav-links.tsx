import type { MouseEvent } from "react";
import { Link, useLocation } from "wouter";
import { goToSection } from "@/lib/scroll";
import { cn } from "@/lib/utils";

type NavLinkItem =
  | { label: string; kind: "section"; section: string; fallbackSection?: string }
  | { label: string; kind: "route"; href: string };

const NAV_LINKS: NavLinkItem[] = [
  { label: "Shop", kind: "section", section: "shop" },
  { label: "Gallery", kind: "route", href: "/gallery" },
  { label: "Custom Orders", kind: "route", href: "/custom-orders" },
  { label: "About", kind: "route", href: "/about" },
  { label: "Contact", kind: "section", section: "contact" },
];

type NavLinksProps = {
  variant: "desktop" | "mobile";
  /** Called as a link is followed (the mobile menu closes). */
  onNavigate: () => void;
};

/** The shop's main links, as list items: home-page sections scroll, the other pages are routes. */
export function NavLinks({ variant, onNavigate }: NavLinksProps) {
  const [location, navigate] = useLocation();

  const onSectionClick = (item: Extract<NavLinkItem, { kind: "section" }>) => (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return; // let the browser open a new tab
    e.preventDefault();
    onNavigate();
    goToSection(item.section, { location, navigate, fallbackId: item.fallbackSection });
  };

  const className = cn(
    "rounded-md font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
    variant === "desktop"
      ? "px-3 py-2 text-sm text-foreground/80 hover:bg-secondary hover:text-foreground aria-[current=page]:text-accent"
      : "block px-3 py-3 text-base hover:bg-secondary aria-[current=page]:text-accent",
  );
  return NAV_LINKS.map((item) => (
    <li key={item.label}>
      {item.kind === "section" ? (
        <a href={`/#${item.section}`} onClick={onSectionClick(item)} className={className}>
          {item.label}
        </a>
      ) : (
        <Link
          href={item.href}
          onClick={onNavigate}
          aria-current={location === item.href ? "page" : undefined}
          className={className}
        >
          {item.label}
        </Link>
      )}
    </li>
  ));
}
