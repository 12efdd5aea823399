import { createContext, useContext, useEffect, type ReactNode } from "react";
import { useQuery, useQueryClient, type UseMutationResult } from "@tanstack/react-query";
import type { LoginInput, RegisterAnswer, RegisterInput, User } from "@shared/auth";
import { accountsApi } from "@shared/api/accounts";
import { callApi } from "@/lib/api";
import { useApiMutation } from "@/lib/mutation";
import { authUserQuery, forgetReadsWhenUserChanges } from "./auth-user";

type AuthState = {
  user: User | null;
  isLoading: boolean;
  loginMutation: UseMutationResult<User, Error, LoginInput>;
  /** Answers where the confirmation link went: the account exists once it is opened (decision 014). */
  registerMutation: UseMutationResult<RegisterAnswer, Error, RegisterInput>;
  logoutMutation: UseMutationResult<void, Error, void>;
};

const AuthContext = createContext<AuthState | null>(null);

/** The current user is loaded at start; a 401 means signed out (SPEC §4, Auth). */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  // Pending on the server and while hydrating alike: the page's HTML is the same for everyone, and
  // who is signed in shows once the browser knows.
  const { data: user, isPending: isLoading } = useQuery(authUserQuery());
  useEffect(() => forgetReadsWhenUserChanges(queryClient), [queryClient]);

  const setUser = (signedIn: User | null) => queryClient.setQueryData(authUserQuery().queryKey, signedIn);

  const loginMutation = useApiMutation<User, LoginInput>({
    mutationFn: (input) => callApi(accountsApi.login, { body: input }),
    success: { title: "Welcome back!", description: "You have successfully logged in." },
    error: "Login failed",
    onSuccess: setUser,
  });

  const registerMutation = useApiMutation<RegisterAnswer, RegisterInput>({
    mutationFn: (input) => callApi(accountsApi.register, { body: input }),
    success: (_answer, input) => ({
      title: "Account created!",
      description: `Welcome to Grain & Groove. Open the link we sent to ${input.email} to confirm it and sign in.`,
    }),
    error: "Registration failed",
  });

  const logoutMutation = useApiMutation<void, void>({
    mutationFn: async () => {
      // A session from the external identity provider ends there too: a form POST to /api/logout
      // (a POST, so another site cannot log anyone out), which the browser follows to the
      // provider's logout and back to the shop signed out (decisions 009 and 016).
      if (user?.signedInWith === "oidc") {
        postNavigation(accountsApi.providerLogout.path);
        return new Promise<never>(() => {}); // the page is going away
      }
      await callApi(accountsApi.logout);
    },
    success: { title: "Logged out", description: "You have been successfully logged out." },
    error: "Logout failed",
    onSuccess: () => setUser(null),
  });

  return (
    <AuthContext.Provider value={{ user: user ?? null, isLoading, loginMutation, registerMutation, logoutMutation }}>
      {children}
    </AuthContext.Provider>
  );
}

/** A top-level POST navigation, as a submitted form makes, so the browser follows its redirects. */
function postNavigation(action: string): void {
  const form = document.createElement("form");
  form.method = "post";
  form.action = action;
  form.hidden = true;
  document.body.append(form);
  form.submit();
}

export function useAuth(): AuthState {
  const context = useContext(AuthContext);
  if (!context) throw new Error("useAuth must be used within an AuthProvider");
  return context;
}
