import { useEffect, useState, type MouseEvent } from "react";
import { Link, useLocation } from "wouter";
import { LayoutDashboard, LogOut, Menu, ShieldCheck, ShoppingCart, X } from "lucide-react";
import { useAuth } from "@/features/auth/use-auth";
import { Button } from "@/components/ui/button";
import { goToSection } from "@/lib/scroll";
import { cn } from "@/lib/utils";

type NavLinkItem =
  | { label: string; kind: "section"; section: string; fallbackSection?: string }
  | { label: string; kind: "route"; href: string };

export const NAV_LINKS: NavLinkItem[] = [
  { label: "Shop", kind: "section", section: "shop" },
  { label: "Gallery", kind: "route", href: "/gallery" },
  { label: "Custom Orders", kind: "route", href: "/custom-orders" },
  { label: "About", kind: "route", href: "/about" },
  { label: "Contact", kind: "section", section: "contact" },
];

type NavbarProps = {
  /** Number of items in the cart; the badge shows only above 0. Wire it up when the cart feature lands. */
  cartCount?: number;
};

export function Navbar({ cartCount = 0 }: NavbarProps) {
  const [location, navigate] = useLocation();
  const { user, isLoading, logoutMutation } = useAuth();
  const [menuOpen, setMenuOpen] = useState(false);

  // A route change (back button included) never leaves the mobile menu hanging open.
  useEffect(() => setMenuOpen(false), [location]);

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && setMenuOpen(false);
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [menuOpen]);

  const closeMenu = () => setMenuOpen(false);

  const onSectionClick = (item: Extract<NavLinkItem, { kind: "section" }>) => (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return; // let the browser open a new tab
    e.preventDefault();
    closeMenu();
    goToSection(item.section, { location, navigate, fallbackId: item.fallbackSection });
  };

  const logOut = () => {
    closeMenu();
    logoutMutation.mutate(undefined, { onSuccess: () => navigate("/") });
  };

  const renderLinks = (variant: "desktop" | "mobile") =>
    NAV_LINKS.map((item) => {
      const className = cn(
        "rounded-md font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
        variant === "desktop"
          ? "px-3 py-2 text-sm text-foreground/80 hover:bg-secondary hover:text-foreground aria-[current=page]:text-accent"
          : "block px-3 py-3 text-base hover:bg-secondary aria-[current=page]:text-accent",
      );
      if (item.kind === "section") {
        return (
          <li key={item.label}>
            <a href={`/#${item.section}`} onClick={onSectionClick(item)} className={className}>
              {item.label}
            </a>
          </li>
        );
      }
      return (
        <li key={item.label}>
          <Link
            href={item.href}
            onClick={closeMenu}
            aria-current={location === item.href ? "page" : undefined}
            className={className}
          >
            {item.label}
          </Link>
        </li>
      );
    });

  const cartLabel = cartCount > 0 ? `Cart, ${cartCount} ${cartCount === 1 ? "item" : "items"}` : "Cart";

  return (
    <header className="sticky top-0 z-40 border-b border-border bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/85">
      <nav aria-label="Main" className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 sm:px-6 lg:px-8">
        <Link
          href="/"
          onClick={closeMenu}
          className="mr-auto flex items-center gap-2.5 rounded-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring md:mr-6"
        >
          <LogoMark className="size-9 shrink-0" />
          <span className="font-serif text-xl font-semibold tracking-tight whitespace-nowrap">Grain &amp; Groove</span>
        </Link>

        <ul className="hidden items-center gap-1 md:mr-auto md:flex">{renderLinks("desktop")}</ul>

        <Link
          href="/cart"
          onClick={closeMenu}
          aria-label={cartLabel}
          aria-current={location === "/cart" ? "page" : undefined}
          className="relative inline-flex size-10 items-center justify-center rounded-md text-foreground transition-colors hover:bg-secondary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <ShoppingCart className="size-5" aria-hidden="true" />
          {cartCount > 0 ? (
            <span
              aria-hidden="true"
              data-testid="cart-count"
              className="absolute -right-0.5 -top-0.5 flex min-w-5 items-center justify-center rounded-full bg-accent px-1 text-[11px] font-semibold leading-5 text-accent-foreground"
            >
              {cartCount > 99 ? "99+" : cartCount}
            </span>
          ) : null}
        </Link>

        <div className="hidden items-center gap-1 md:flex">
          {isLoading ? null : user ? (
            <>
              {user.isAdmin ? (
                <Button asChild variant="ghost" size="sm">
                  <Link href="/admin" aria-current={location === "/admin" ? "page" : undefined}>
                    <ShieldCheck aria-hidden="true" />
                    Admin
                  </Link>
                </Button>
              ) : null}
              <Button asChild variant="ghost" size="sm">
                <Link href="/dashboard" aria-current={location === "/dashboard" ? "page" : undefined}>
                  <LayoutDashboard aria-hidden="true" />
                  Dashboard
                </Link>
              </Button>
              <Button
                variant="ghost"
                size="icon"
                aria-label="Log out"
                title="Log out"
                onClick={logOut}
                disabled={logoutMutation.isPending}
              >
                <LogOut aria-hidden="true" />
              </Button>
            </>
          ) : (
            <Button asChild size="sm" className="ml-1">
              <Link href="/auth">Log In</Link>
            </Button>
          )}
        </div>

        <Button
          variant="ghost"
          size="icon"
          className="md:hidden [&_svg]:size-5"
          aria-label={menuOpen ? "Close menu" : "Open menu"}
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
        </Button>
      </nav>

      {menuOpen ? (
        <div
          id="mobile-menu"
          className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-border bg-background shadow-lg md:hidden"
        >
          <div className="mx-auto max-w-7xl px-4 pb-5 pt-2 sm:px-6">
            <ul className="flex flex-col">{renderLinks("mobile")}</ul>
            <div className="mt-3 flex flex-col gap-2 border-t border-border pt-4">
              {isLoading ? null : user ? (
                <>
                  {user.isAdmin ? (
                    <Button asChild variant="outline">
                      <Link href="/admin" onClick={closeMenu}>
                        <ShieldCheck aria-hidden="true" />
                        Admin
                      </Link>
                    </Button>
                  ) : null}
                  <Button asChild variant="outline">
                    <Link href="/dashboard" onClick={closeMenu}>
                      <LayoutDashboard aria-hidden="true" />
                      Dashboard
                    </Link>
                  </Button>
                  <Button variant="ghost" onClick={logOut} disabled={logoutMutation.isPending}>
                    <LogOut aria-hidden="true" />
                    Log out
                  </Button>
                </>
              ) : (
                <Button asChild>
                  <Link href="/auth" onClick={closeMenu}>
                    Log In
                  </Link>
                </Button>
              )}
            </div>
          </div>
        </div>
      ) : null}
    </header>
  );
}

/** A little end-grain board with a handle hole: the shop's mark. */
function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 40 40" aria-hidden="true" focusable="false" className={className}>
      <rect x="2" y="7" width="36" height="26" rx="6" fill="#5a3a22" />
      <rect x="4.5" y="9.5" width="31" height="21" rx="4.5" fill="#8a5a36" />
      <path
        d="M7 15c6-2.5 13 2.5 21 0M7 20c6-2.5 13 2.5 21 0M7 25c6-2.5 13 2.5 21 0"
        stroke="#c89566"
        strokeWidth="1.4"
        strokeLinecap="round"
        fill="none"
      />
      <circle cx="32" cy="14" r="2.2" fill="#faf6ef" />
    </svg>
  );
}
