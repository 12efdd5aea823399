import { Link } from "wouter";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { loginSchema } from "@shared/auth";
import { TextField } from "@/components/ui/text-field";
import { AuthForm } from "./auth-form";
import { useAuth } from "./use-auth";

/** The auth page's Login tab: email and password. */
export function LoginForm() {
  const { loginMutation } = useAuth();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(loginSchema), defaultValues: { email: "", password: "" } });

  return (
    <AuthForm
      title="Welcome back"
      description="Log in with your email and password."
      onSubmit={handleSubmit((values) => loginMutation.mutate(values))}
      submit={{ label: "Log In", pendingLabel: "Logging in...", pending: loginMutation.isPending }}
    >
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
    </AuthForm>
  );
}
