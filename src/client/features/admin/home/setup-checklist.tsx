import { Link } from "wouter";
import { ArrowRight, ChevronDown, ClipboardCheck } from "@/components/ui/icons";
import type { SetupItem } from "@shared/owner-setup";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { useAdminSetup } from "./use-admin-setup";
import { useKeepManualPayments } from "./use-keep-manual-payments";

/**
 * The owner's setup checklist at the top of /admin (decision 038): what the shop still lacks to run
 * for real, each item with where to fix it. Gone once nothing is open.
 */
export function SetupChecklist() {
  const { data: items } = useAdminSetup();
  if (!items?.length) return null;
  return (
    <section aria-labelledby="admin-setup-title">
      <Card tone="todo" className="overflow-hidden">
        <div className="flex items-start gap-3 border-b border-border bg-secondary/60 p-4 sm:px-6">
          <span className="mt-0.5 flex size-9 shrink-0 items-center justify-center rounded-full bg-accent text-accent-foreground">
            <ClipboardCheck className="size-5" aria-hidden="true" />
          </span>
          <div>
            <h2 id="admin-setup-title" className="font-serif text-xl font-semibold">
              Finish setting up your shop
            </h2>
            <p className="text-sm text-muted-foreground">
              {items.length === 1 ? "One thing is" : `${items.length} things are`} left before the shop runs for real.
              Each item goes away once it is done; open one to see how.
            </p>
          </div>
        </div>
        <ol className="divide-y divide-border">
          {items.map((item, index) => (
            <SetupRow key={item.id} item={item} number={index + 1} open={index === 0} />
          ))}
        </ol>
      </Card>
    </section>
  );
}

function SetupRow({ item, number, open }: { item: SetupItem; number: number; open: boolean }) {
  const keep = useKeepManualPayments();
  const titleId = `setup-item-${item.id}`;
  return (
    <li aria-labelledby={titleId}>
      {/* The first item open, the others one tap away: on a phone the list stays short. */}
      <details open={open} className="group">
        <summary className="flex cursor-pointer list-none items-center gap-3 px-4 py-3 transition-colors hover:bg-secondary/40 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-ring sm:px-6 [&::-webkit-details-marker]:hidden">
          <span
            aria-hidden="true"
            className="flex size-7 shrink-0 items-center justify-center rounded-full border border-accent/40 font-serif text-sm font-semibold text-accent"
          >
            {number}
          </span>
          <h3 id={titleId} className="min-w-0 flex-1 font-medium">
            {item.title}
          </h3>
          <ChevronDown
            className="size-5 shrink-0 text-muted-foreground transition-transform group-open:rotate-180 motion-reduce:transition-none"
            aria-hidden="true"
          />
        </summary>
        <div className="grid gap-3 px-4 pb-4 sm:grid-cols-[minmax(0,1fr)_auto] sm:pl-16 sm:pr-6">
          <div className="min-w-0">
            <p className="text-sm text-muted-foreground [overflow-wrap:anywhere]">{item.explanation}</p>
          </div>
          <div className="flex flex-wrap items-start gap-2 sm:justify-end">
            <Button asChild size="sm">
              <Link
                href={item.fix.href}
                // Already on the Site Content tab: the address only changes its #field, so say so.
                onClick={() => setTimeout(() => window.dispatchEvent(new HashChangeEvent("hashchange")))}
              >
                {item.fix.label}
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
            {item.dismissible ? (
              <Button variant="outline" size="sm" disabled={keep.isPending} onClick={() => keep.mutate()}>
                {keep.isPending ? "Saving..." : "Keep manual payments"}
              </Button>
            ) : null}
          </div>
        </div>
      </details>
    </li>
  );
}
