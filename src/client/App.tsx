import { lazy, Suspense } from "react";
import { QueryClientProvider } from "@tanstack/react-query";
import { Route, Switch } from "wouter";
import { createQueryClient } from "@/lib/query-client";
import { AuthProvider } from "@/features/auth/use-auth";
import { Toaster } from "@/components/ui/toaster";
import { Navbar } from "@/components/layout/navbar";
import { Footer } from "@/components/layout/footer";
import HomePage from "@/pages/home";
import NotFoundPage from "@/pages/not-found";

// Pages with forms (react-hook-form, zod) and the admin area are chunks of their own, so the
// storefront's first load carries neither.
const AuthPage = lazy(() => import("@/pages/auth"));
const AdminPage = lazy(() => import("@/pages/admin"));
const DashboardPage = lazy(() => import("@/pages/dashboard"));

function PageLoading() {
  return <p className="p-8 text-center text-muted-foreground">Loading…</p>;
}

const queryClient = createQueryClient();

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <div className="flex min-h-screen flex-col bg-background text-foreground">
          <Navbar />
          <main id="main" className="flex-1">
            <Suspense fallback={<PageLoading />}>
            <Switch>
              <Route path="/" component={HomePage} />
              <Route path="/auth" component={AuthPage} />
              <Route path="/dashboard" component={DashboardPage} />
              <Route path="/admin" component={AdminPage} />
              <Route component={NotFoundPage} />
            </Switch>
            </Suspense>
          </main>
          <Footer />
        </div>
        <Toaster />
      </AuthProvider>
    </QueryClientProvider>
  );
}
