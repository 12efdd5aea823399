import { createContext, useContext, type ReactNode } from "react";
import { useMutation, useQuery, useQueryClient, type UseMutationResult } from "@tanstack/react-query";
import type { LoginInput, RegisterInput, User } from "@shared/auth";
import { apiRequest, errorMessage, getQueryFn } from "@/lib/api";
import { toast } from "@/components/ui/use-toast";

export const AUTH_USER_KEY = ["/api/auth/user"] as const;

type AuthState = {
  user: User | null;
  isLoading: boolean;
  loginMutation: UseMutationResult<User, Error, LoginInput>;
  registerMutation: UseMutationResult<User, Error, RegisterInput>;
  logoutMutation: UseMutationResult<void, Error, void>;
};

const AuthContext = createContext<AuthState | null>(null);

/** The current user is loaded at start; a 401 means signed out (SPEC §4, Auth). */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const { data: user, isLoading } = useQuery<User | null>({
    queryKey: AUTH_USER_KEY,
    queryFn: getQueryFn({ on401: "returnNull" }),
  });

  const onSignedIn = (signedIn: User) => {
    queryClient.setQueryData(AUTH_USER_KEY, signedIn);
  };

  const loginMutation = useMutation<User, Error, LoginInput>({
    mutationFn: async (input) => (await apiRequest("POST", "/api/login-local", input)).json(),
    onSuccess: (signedIn) => {
      onSignedIn(signedIn);
      toast({ title: "Welcome back!", description: "You have successfully logged in." });
    },
    onError: (error) => toast({ title: "Login failed", description: errorMessage(error), variant: "destructive" }),
  });

  const registerMutation = useMutation<User, Error, RegisterInput>({
    mutationFn: async (input) => (await apiRequest("POST", "/api/register", input)).json(),
    onSuccess: (signedIn) => {
      onSignedIn(signedIn);
      toast({ title: "Account created!", description: "Welcome to Grain & Groove. Your account is ready." });
    },
    onError: (error) => toast({ title: "Registration failed", description: errorMessage(error), variant: "destructive" }),
  });

  const logoutMutation = useMutation<void, Error, void>({
    mutationFn: async () => {
      // A session from the external identity provider ends there too: a browser navigation to
      // /api/logout, which comes back to the shop signed out (docs/decisions/009).
      if (user?.signedInWith === "oidc") {
        window.location.assign("/api/logout");
        return new Promise<never>(() => {}); // the page is going away
      }
      await apiRequest("POST", "/api/logout-local");
    },
    onSuccess: () => {
      queryClient.setQueryData(AUTH_USER_KEY, null);
      toast({ title: "Logged out", description: "You have been successfully logged out." });
    },
    onError: (error) => toast({ title: "Logout failed", description: errorMessage(error), variant: "destructive" }),
  });

  return (
    <AuthContext.Provider value={{ user: user ?? null, isLoading, loginMutation, registerMutation, logoutMutation }}>
      {children}
    </AuthContext.Provider>
  );
}

export function useAuth(): AuthState {
  const context = useContext(AuthContext);
  if (!context) throw new Error("useAuth must be used within an AuthProvider");
  return context;
}
