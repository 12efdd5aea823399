import { Link, Redirect, useSearch } from "wouter";
import { History, Mail, ShoppingBag, Truck } from "@/components/ui/icons";
import { useAuth } from "@/features/auth/use-auth";
import { afterSignIn } from "@/features/auth/after-sign-in";
import { LoginForm } from "@/features/auth/login-form";
import { ProviderSignIn } from "@/features/auth/provider-sign-in";
import { RegisterForm } from "@/features/auth/register-form";
import { usePublicConfig } from "@/features/checkout/use-public-config";
import { IconPoints } from "@/components/icon-points";
import { Card } from "@/components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";

const BENEFITS = [
  {
    icon: History,
    title: "Order history",
    text: "See every board you have ordered and follow each one from the workbench to your door.",
  },
  {
    icon: Truck,
    title: "Faster checkout",
    text: "Your details are ready next time, so ordering a gift takes a minute.",
  },
  {
    icon: Mail,
    title: "Exclusive updates",
    text: "Be the first to hear about new woods, limited runs and workshop news.",
  },
] as const;

export default function AuthPage() {
  const { user, isLoading } = useAuth();
  const publicConfig = usePublicConfig();
  // From the checkout's "Have an account? Log in": back there once signed in (decision 085).
  const next = afterSignIn(useSearch());

  if (user) return <Redirect to={next} />;

  return (
    <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:px-6 sm:py-16 lg:grid-cols-2 lg:gap-12 lg:px-8">
      <div className="flex flex-col gap-6">
        <div>
          <h1 className="text-4xl font-semibold sm:text-5xl">Your account</h1>
          <p className="mt-3 text-lg text-muted-foreground">
            Log in to see your orders, or create an account in under a minute.
          </p>
        </div>
        {next === "/checkout" ? (
          <p className="flex items-start gap-2 rounded-lg border border-border bg-secondary/60 p-4 text-sm">
            <ShoppingBag className="mt-0.5 size-4 shrink-0 text-accent" aria-hidden="true" />
            <span>
              Your cart is saved: once you log in, you go straight back to checkout.{" "}
              <Link href="/checkout" className="font-semibold text-accent underline underline-offset-4">
                Continue as a guest
              </Link>
            </span>
          </p>
        ) : null}
        <Card elevation="raised">
          {isLoading ? (
            <p role="status" className="p-6 text-sm text-muted-foreground">
              Checking your session…
            </p>
          ) : (
            <Tabs defaultValue="login" className="p-6">
              <TabsList layout="grid" className="w-full grid-cols-2">
                <TabsTrigger value="login">Login</TabsTrigger>
                <TabsTrigger value="register">Register</TabsTrigger>
              </TabsList>
              <TabsContent value="login" className="mt-6">
                <LoginForm />
              </TabsContent>
              <TabsContent value="register" className="mt-6">
                <RegisterForm />
              </TabsContent>
            </Tabs>
          )}
          {/* The external identity provider (decision 009): hidden unless GET /api/config says it is configured. */}
          <ProviderSignIn enabled={!isLoading && (publicConfig.data?.oidcEnabled ?? false)} />
        </Card>
      </div>

      <aside
        aria-labelledby="benefits-heading"
        className="wood-grain flex flex-col justify-center rounded-lg border border-border p-8 shadow-sm sm:p-10 lg:p-12"
      >
        <p className="text-sm font-semibold uppercase tracking-[0.2em] text-accent">Grain &amp; Groove</p>
        <h2 id="benefits-heading" className="mt-3 text-3xl font-semibold sm:text-4xl">
          Why create an account?
        </h2>
        <p className="mt-3 text-muted-foreground">
          An account is free and optional: guests can always check out. It simply makes coming back easier.
        </p>
        <IconPoints points={BENEFITS} className="mt-8" />
      </aside>
    </div>
  );
}
