import { lazy, Suspense } from "react";
import { QueryClientProvider } from "@tanstack/react-query";
import { Route, Switch } from "wouter";
import { createQueryClient } from "@/lib/query-client";
import { AuthProvider } from "@/features/auth/use-auth";
import { Toaster } from "@/components/ui/toaster";
import { Navbar } from "@/components/layout/navbar";
import { Footer } from "@/components/layout/footer";
import HomePage from "@/pages/home";
import AuthPage from "@/pages/auth";
import NotFoundPage from "@/pages/not-found";

// The admin area is its own chunk, loaded only on /admin.
const AdminPage = lazy(() => import("@/pages/admin"));

const queryClient = createQueryClient();

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <div className="flex min-h-screen flex-col bg-background text-foreground">
          <Navbar />
          <main id="main" className="flex-1">
            <Switch>
              <Route path="/" component={HomePage} />
              <Route path="/auth" component={AuthPage} />
              <Route path="/admin">
                <Suspense fallback={<p className="p-8 text-center text-muted-foreground">Loading admin…</p>}>
                  <AdminPage />
                </Suspense>
              </Route>
              <Route component={NotFoundPage} />
            </Switch>
          </main>
          <Footer />
        </div>
        <Toaster />
      </AuthProvider>
    </QueryClientProvider>
  );
}
