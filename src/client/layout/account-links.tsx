import type { ReactNode } from "react";
import { Link, useLocation } from "wouter";
import { LayoutDashboard, LogOut, ShieldCheck } from "@/components/ui/icons";
import { useAuth } from "@/features/auth/use-auth";
import { Button } from "@/components/ui/button";

type AccountLinksProps = {
  variant: "desktop" | "mobile";
  /** Called as a link is followed or the person logs out (the mobile menu closes). */
  onNavigate: () => void;
};

/**
 * Admin (for admins), Dashboard and Log out for someone signed in, Log In for anyone else; nothing
 * until it is known who is signed in. Compact in the bar, full width in the mobile menu.
 */
export function AccountLinks({ variant, onNavigate }: AccountLinksProps) {
  const [location, navigate] = useLocation();
  const { user, isLoading, logoutMutation } = useAuth();
  const desktop = variant === "desktop";

  if (isLoading) return null;
  if (!user) {
    return desktop ? (
      <Button asChild size="sm" className="ml-1">
        <Link href="/auth">Log In</Link>
      </Button>
    ) : (
      <Button asChild>
        <Link href="/auth" onClick={onNavigate}>
          Log In
        </Link>
      </Button>
    );
  }

  const logOut = () => {
    onNavigate();
    logoutMutation.mutate(undefined, { onSuccess: () => navigate("/") });
  };
  const accountLink = (href: string, icon: ReactNode, label: string) => (
    <Button asChild variant={desktop ? "ghost" : "outline"} size={desktop ? "sm" : undefined}>
      <Link
        href={href}
        onClick={desktop ? undefined : onNavigate}
        aria-current={desktop && location === href ? "page" : undefined}
        title={desktop ? label : undefined}
      >
        {icon}
        {/* In the bar of a tablet the icon alone, so the bar keeps to one line; the words stay its name. */}
        {desktop ? <span className="max-lg:sr-only">{label}</span> : label}
      </Link>
    </Button>
  );

  return (
    <>
      {user.isAdmin ? accountLink("/admin", <ShieldCheck aria-hidden="true" />, "Admin") : null}
      {accountLink("/dashboard", <LayoutDashboard aria-hidden="true" />, "Dashboard")}
      {desktop ? (
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
      ) : (
        <Button variant="ghost" onClick={logOut} disabled={logoutMutation.isPending}>
          <LogOut aria-hidden="true" />
          Log out
        </Button>
      )}
    </>
  );
}
