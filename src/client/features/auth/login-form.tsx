import { Link } from "wouter";
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { loginSchema } from "@shared/auth";
import { AuthForm } from "./auth-form";
import { CredentialFields } from "./credential-fields";
import { useAuth } from "./use-auth";

/** The auth page's Login tab: email and password, or a sign-in link by email. */
export function LoginForm() {
  const { loginMutation } = useAuth();
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm({ resolver: zodResolver(loginSchema), defaultValues: { email: "", password: "" } });
  // The sign-in link's page starts with the email typed here (decision 044).
  const email = useWatch({ control, name: "email" });

  return (
    <AuthForm
      title="Welcome back"
      description="Log in with your email and password."
      onSubmit={handleSubmit((values) => loginMutation.mutate(values))}
      submit={{ label: "Log In", pendingLabel: "Logging in...", pending: loginMutation.isPending }}
    >
      <CredentialFields idPrefix="login" email={register("email")} password={register("password")} errors={errors} />
      <p className="-mt-2 flex flex-wrap justify-between gap-x-4 gap-y-1 text-sm">
        <Link
          href="/sign-in-link"
          state={{ email }}
          className="font-medium text-accent underline-offset-4 hover:underline"
        >
          Email me a sign-in link
        </Link>
        <Link href="/forgot-password" className="font-medium text-accent underline-offset-4 hover:underline">
          Forgot password?
        </Link>
      </p>
    </AuthForm>
  );
}
