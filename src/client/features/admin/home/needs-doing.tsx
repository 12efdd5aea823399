import { useState } from "react";
import { Link } from "wouter";
import type { LucideIcon } from "@/components/ui/icons";
import {
  ChevronRight,
  Coffee,
  FileText,
  Inbox,
  MessageSquare,
  PackageCheck,
  Star,
  Undo2,
  Wallet,
} from "@/components/ui/icons";
import type { AdminCounts } from "@shared/admin-lists";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";

type Item = {
  key: string;
  icon: LucideIcon;
  count: (c: AdminCounts) => number;
  /** What the count means: "2 orders awaiting payment". */
  says: (n: number) => string;
  /** A second line: the oldest order's age. */
  detail?: (c: AdminCounts, now: number) => string | null;
  /** The filtered list (decision 032: the lists keep their filters in the address). */
  href: string;
};

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** "today", "1 day", "3 days": how long the oldest order has waited. */
function ageOf(iso: string, now: number): string {
  const days = Math.floor((now - new Date(iso).getTime()) / 86_400_000);
  return days < 1 ? "oldest placed today" : `oldest ${plural(days, "day", "days")}`;
}

const list = (tab: string, params: Record<string, string> = {}) =>
  `/admin?${new URLSearchParams({ tab, ...params }).toString()}`;

/** What needs the owner, in the order work flows: money in, boards out, then requests and messages. */
const ITEMS: Item[] = [
  {
    // A customer waits for an answer before the board ships: first of all.
    key: "cancellation-requests",
    icon: Undo2,
    count: (c) => c.cancellationRequests,
    says: (n) => `${plural(n, "request", "requests")} to cancel an order`,
    href: list("shop-orders", { request: "cancellation", sort: "oldest" }),
  },
  {
    key: "awaiting-payment",
    icon: Wallet,
    count: (c) => c.ordersAwaitingPayment,
    says: (n) => `${plural(n, "order", "orders")} awaiting payment`,
    detail: (c, now) => (c.oldestAwaitingPaymentAt ? ageOf(c.oldestAwaitingPaymentAt, now) : null),
    href: list("shop-orders", { status: "ordered", payment: "manual", sort: "oldest" }),
  },
  {
    key: "to-ship",
    icon: PackageCheck,
    count: (c) => c.ordersToShip,
    says: (n) => `${plural(n, "paid order", "paid orders")} to ship`,
    href: list("shop-orders", { status: "ordered", payment: "paid", sort: "oldest" }),
  },
  {
    key: "new-requests",
    icon: Inbox,
    count: (c) => c.newCustomOrders,
    says: (n) => `${plural(n, "new custom request", "new custom requests")}`,
    href: list("custom-orders", { status: "new inquiry" }),
  },
  {
    key: "quotes-waiting",
    icon: FileText,
    count: (c) => c.quotesWaiting,
    says: (n) => `${plural(n, "quote", "quotes")} waiting for the customer`,
    href: list("custom-orders", { status: "consultation complete" }),
  },
  {
    key: "unread-messages",
    icon: MessageSquare,
    count: (c) => c.openInquiries,
    says: (n) => `${plural(n, "unread message", "unread messages")}`,
    href: list("general-inquiries"),
  },
  {
    // The Reviews tab opens on the reviews waiting for approval (decision 058).
    key: "reviews-waiting",
    icon: Star,
    count: (c) => c.reviewsWaiting,
    says: (n) => `${plural(n, "review", "reviews")} waiting for approval`,
    href: list("reviews"),
  },
];

/**
 * The list a link opened, brought into view if it is under the sticky tab bar or far down the screen
 * (what needs doing is gone once another tab is open, and the page is shorter).
 */
const showList = () =>
  setTimeout(() => {
    const panel = document.querySelector<HTMLElement>("#admin-sections [role=tabpanel]");
    const bar = document.querySelector<HTMLElement>("[data-admin-tab-bar]");
    if (!panel) return;
    const top = panel.getBoundingClientRect().top;
    if (top < (bar?.getBoundingClientRect().bottom ?? 0) || top > window.innerHeight / 2)
      panel.scrollIntoView({ behavior: "smooth", block: "start" });
  });

/**
 * The admin home's first section (decisions 038, 083): what needs doing, each a link to the filtered
 * list; a warm line when nothing does.
 */
export function NeedsDoing({ counts, isError }: { counts: AdminCounts | undefined; isError: boolean }) {
  // The page's moment: an order's age is in days, so it need not tick.
  const [now] = useState(() => Date.now());
  const open = counts ? ITEMS.filter((item) => item.count(counts) > 0) : [];
  return (
    <section aria-labelledby="admin-needs-doing-title">
      <Card>
        <div className="border-b border-border px-4 py-3 sm:px-5">
          <h2 id="admin-needs-doing-title" className="font-serif text-lg font-semibold sm:text-xl">
            What needs doing
          </h2>
        </div>
        {!counts ? (
          isError ? (
            <p className="p-4 text-sm text-muted-foreground sm:px-6">
              The list could not be loaded. The tabs above still show every order and message.
            </p>
          ) : (
            <div className="grid gap-3 p-4 sm:px-6" aria-busy="true">
              <Skeleton className="h-6 w-56" />
              <Skeleton className="h-6 w-44" />
              <span className="sr-only" role="status">
                Loading what needs doing…
              </span>
            </div>
          )
        ) : open.length === 0 ? (
          <div className="flex items-center gap-3 p-4 sm:px-6">
            <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-success text-success-foreground">
              <Coffee className="size-5" aria-hidden="true" />
            </span>
            <p>
              <span className="font-medium">All caught up.</span>{" "}
              <span className="text-muted-foreground">
                No order waits for you and every message is answered. Time for the workshop.
              </span>
            </p>
          </div>
        ) : (
          <ul className="divide-y divide-border">
            {open.map((item) => {
              const n = item.count(counts);
              const detail = item.detail?.(counts, now);
              const Icon = item.icon;
              return (
                <li key={item.key}>
                  <Link
                    href={item.href}
                    onClick={showList}
                    data-testid={`needs-doing-${item.key}`}
                    className="group flex min-h-12 items-center gap-3 px-4 py-2 transition-colors hover:bg-secondary/60 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-ring sm:px-5"
                  >
                    <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-secondary text-accent">
                      <Icon className="size-4" aria-hidden="true" />
                    </span>
                    <span className="min-w-0 flex-1">
                      <span className="block font-medium">{item.says(n)}</span>
                      {detail ? <span className="block text-sm text-muted-foreground">{detail}</span> : null}
                    </span>
                    <ChevronRight
                      className="size-5 shrink-0 text-muted-foreground transition-transform group-hover:translate-x-0.5"
                      aria-hidden="true"
                    />
                  </Link>
                </li>
              );
            })}
          </ul>
        )}
      </Card>
    </section>
  );
}
