import { Link, Redirect } from "wouter";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { History, Mail, Truck } from "lucide-react";
import { loginSchema, registerSchema } from "@shared/auth";
import { useAuth } from "@/features/auth/use-auth";
import { ProviderSignIn } from "@/features/auth/provider-sign-in";
import { usePublicConfig } from "@/features/checkout/use-public-config";
import { Button } from "@/components/ui/button";
import { IconPoints } from "@/components/icon-points";
import { Card, CardDescription, CardHeader } from "@/components/ui/card";
import { TextField } from "@/components/ui/text-field";
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

  if (user) return <Redirect to="/dashboard" />;

  return (
    <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:px-6 sm:py-16 lg:grid-cols-2 lg:gap-12 lg:px-8">
      <div className="flex flex-col gap-6">
        <div>
          <h1 className="text-4xl font-semibold sm:text-5xl">Your account</h1>
          <p className="mt-3 text-lg text-muted-foreground">
            Log in to see your orders, or create an account in under a minute.
          </p>
        </div>
        <Card className="shadow-md">
          {isLoading ? (
            <p role="status" className="p-6 text-sm text-muted-foreground">
              Checking your session…
            </p>
          ) : (
            <Tabs defaultValue="login" className="p-6">
              <TabsList className="grid w-full grid-cols-2">
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
          {/* The external identity provider (issue 4): hidden unless GET /api/config says it is configured. */}
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

function LoginForm() {
  const { loginMutation } = useAuth();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(loginSchema), defaultValues: { email: "", password: "" } });

  return (
    <form noValidate onSubmit={handleSubmit((values) => loginMutation.mutate(values))} className="grid gap-5">
      <CardHeader className="p-0">
        <h2 className="font-serif text-2xl font-semibold leading-tight">Welcome back</h2>
        <CardDescription>Log in with your email and password.</CardDescription>
      </CardHeader>
      <TextField
        id="login-email"
        label="Email"
        error={errors.email?.message}
        type="email"
        autoComplete="email"
        {...register("email")}
      />
      <TextField
        id="login-password"
        label="Password"
        error={errors.password?.message}
        type="password"
        autoComplete="current-password"
        {...register("password")}
      />
      <p className="-mt-2 text-right text-sm">
        <Link href="/forgot-password" className="font-medium text-accent underline-offset-4 hover:underline">
          Forgot password?
        </Link>
      </p>
      <Button type="submit" size="lg" className="w-full" disabled={loginMutation.isPending}>
        {loginMutation.isPending ? "Logging in..." : "Log In"}
      </Button>
    </form>
  );
}

function RegisterForm() {
  const { registerMutation } = useAuth();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(registerSchema),
    defaultValues: { firstName: "", lastName: "", email: "", password: "" },
  });

  // The account is made when the emailed link is opened (decision 014): say where it went.
  if (registerMutation.isSuccess) {
    return (
      <div role="status" className="grid gap-4">
        {/* Focused when shown, so a phone scrolled down to the button sees it. */}
        <h2 ref={(h) => h?.focus()} tabIndex={-1} className="font-serif text-2xl font-semibold leading-tight outline-none">
          Check your email
        </h2>
        <p>
          We&apos;ve sent a link to <strong className="break-all">{registerMutation.variables.email}</strong>. Open it to confirm
          your address and sign in; it works for 24 hours.
        </p>
        <p className="text-sm text-muted-foreground">Nothing there? Look in your spam folder, or check the address and try again.</p>
        <Button type="button" variant="outline" className="justify-self-start" onClick={() => registerMutation.reset()}>
          Use a different email
        </Button>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={handleSubmit((values) => registerMutation.mutate(values))} className="grid gap-5">
      <CardHeader className="p-0">
        <h2 className="font-serif text-2xl font-semibold leading-tight">Create your account</h2>
        <CardDescription>It only takes a minute.</CardDescription>
      </CardHeader>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          id="register-first-name"
          label="First name"
          error={errors.firstName?.message}
          autoComplete="given-name"
          {...register("firstName")}
        />
        <TextField
          id="register-last-name"
          label="Last name"
          error={errors.lastName?.message}
          autoComplete="family-name"
          {...register("lastName")}
        />
      </div>
      <TextField
        id="register-email"
        label="Email"
        error={errors.email?.message}
        type="email"
        autoComplete="email"
        {...register("email")}
      />
      <TextField
        id="register-password"
        label="Password"
        error={errors.password?.message}
        hint="At least 8 characters, and not a common password."
        type="password"
        autoComplete="new-password"
        {...register("password")}
      />
      <Button type="submit" size="lg" className="w-full" disabled={registerMutation.isPending}>
        {registerMutation.isPending ? "Creating account..." : "Create Account"}
      </Button>
    </form>
  );
}
