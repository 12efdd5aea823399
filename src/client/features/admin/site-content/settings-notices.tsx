import type { ReactNode } from "react";
import { Server } from "@/components/ui/icons";
import { Badge } from "@/components/ui/badge";

/** A group the server's environment decides: shown, never edited here (decision 084). */
export function SetOnServer({ names, children }: { names: string[]; children?: ReactNode }) {
  const many = names.length > 1;
  return (
    <div className="rounded-md border border-border bg-secondary/50 p-4 text-sm">
      <p className="flex items-center gap-2 font-medium">
        <Server className="size-4 text-accent" aria-hidden="true" />
        Set on the server
      </p>
      <p className="mt-1 text-muted-foreground">
        {names.map((name, i) => (
          <span key={name}>
            {i > 0 ? (i === names.length - 1 ? " and " : ", ") : null}
            <code className="rounded bg-muted px-1.5 py-0.5 font-mono text-xs text-foreground">{name}</code>
          </span>
        ))}{" "}
        {many ? "are" : "is"} set in the server's environment and {many ? "win" : "wins"} over anything saved here.
        Change {many ? "them" : "it"} there, or unset {many ? "them" : "it"} to manage this here.
      </p>
      {children}
    </div>
  );
}

/** Whether a group is working: a short badge at the top of its fields. */
export function SettingState({ on, children }: { on: boolean; children: ReactNode }) {
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm">
      <Badge variant={on ? "instock" : "muted"}>{on ? "On" : "Not set"}</Badge>
      <span className="text-muted-foreground [overflow-wrap:anywhere]">{children}</span>
    </p>
  );
}
