import { useEffect, useState } from "react";
import { Link, useLocation } from "wouter";
import { Menu, ShoppingCart, X } from "@/components/ui/icons";
import { Button } from "@/components/ui/button";
import { AccountLinks } from "./account-links";
import { NavLinks } from "./nav-links";

type NavbarProps = {
  /** Number of items in the cart; the badge shows only above 0. Wire it up when the cart feature lands. */
  cartCount?: number;
};

export function Navbar({ cartCount = 0 }: NavbarProps) {
  const [location] = useLocation();
  // The mobile menu is open at the address it was opened at: a route change (back button
  // included) never leaves it hanging open.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const menuOpen = openAt === location;
  const setMenuOpen = (open: boolean) => setOpenAt(open ? location : null);

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && setOpenAt(null);
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [menuOpen]);

  const closeMenu = () => setMenuOpen(false);

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

        <ul className="hidden items-center gap-1 md:mr-auto md:flex">
          <NavLinks variant="desktop" onNavigate={closeMenu} />
        </ul>

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
          <AccountLinks variant="desktop" onNavigate={closeMenu} />
        </div>

        <Button
          variant="ghost"
          size="icon-lg"
          className="md:hidden"
          aria-label={menuOpen ? "Close menu" : "Open menu"}
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          onClick={() => setMenuOpen(!menuOpen)}
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
            <ul className="flex flex-col">
              <NavLinks variant="mobile" onNavigate={closeMenu} />
            </ul>
            <div className="mt-3 flex flex-col gap-2 border-t border-border pt-4">
              <AccountLinks variant="mobile" onNavigate={closeMenu} />
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
