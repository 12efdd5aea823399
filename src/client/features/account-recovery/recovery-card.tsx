import type { ReactNode } from "react";
import { Card, CardContent } from "@/components/ui/card";

/** The narrow centred card of the forgot, reset and verify pages. */
export function RecoveryCard({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <div className="mx-auto flex max-w-md flex-col px-4 py-16 sm:py-24">
      <h1 className="font-serif text-4xl font-semibold tracking-tight">{title}</h1>
      {intro ? <p className="mt-3 text-muted-foreground">{intro}</p> : null}
      <Card className="mt-8">
        <CardContent className="grid gap-5 p-6">{children}</CardContent>
      </Card>
    </div>
  );
}
