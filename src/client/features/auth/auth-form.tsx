import type { FormEventHandler, ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { CardDescription, CardHeader } from "@/components/ui/card";

type AuthFormProps = {
  title: string;
  description: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The submit button's words, and its words while the call is on its way (it is disabled then). */
  submit: { label: string; pendingLabel: string; pending: boolean };
  children: ReactNode;
};

/** The frame the auth page's login and register forms share: heading, fields, full-width submit. */
export function AuthForm({ title, description, onSubmit, submit, children }: AuthFormProps) {
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5">
      <CardHeader>
        <h2 className="font-serif text-2xl font-semibold leading-tight">{title}</h2>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      {children}
      <Button type="submit" size="lg" className="w-full" disabled={submit.pending}>
        {submit.pending ? submit.pendingLabel : submit.label}
      </Button>
    </form>
  );
}
