import type { ReactNode } from "react";
import { Link, useSearchParams } from "wouter";
import type { AdminCounts } from "@shared/admin-lists";
import { LoaderCircle, ShieldAlert } from "lucide-react";
import { useAuth } from "@/features/auth/use-auth";
import { StatsStrip } from "@/features/admin/stats-strip";
import { SetupChecklist } from "@/features/admin/home/setup-checklist";
import { NeedsDoing } from "@/features/admin/home/needs-doing";
import { leaveUnsaved, UnsavedChangesGuard } from "@/features/admin/unsaved-changes";
import { ScrollingTabsList } from "@/components/ui/scrolling-tabs-list";
import { useAdminCounts } from "@/features/admin/use-admin-counts";
import { TAB_PARAM } from "@/features/admin/admin-list";
import { ProductsTab } from "@/features/admin/products/products-tab";
import { ShopOrdersTab } from "@/features/admin/orders/shop-orders-tab";
import { ArchivedTab } from "@/features/admin/archived-tab";
import { CustomersTab } from "@/features/admin/customers/customers-tab";
import { CustomOrdersTab } from "@/features/admin/inquiries/custom-orders-tab";
import { GeneralInquiriesTab } from "@/features/admin/inquiries/general-inquiries-tab";
import { NewsletterTab } from "@/features/admin/inquiries/newsletter-tab";
import { DiscountsTab } from "@/features/admin/discounts/discounts-tab";
import { ReviewsTab } from "@/features/admin/reviews/reviews-tab";
import { GalleryTab } from "@/features/admin/gallery/gallery-tab";
import { SiteContentTab } from "@/features/admin/site-content/site-content-tab";
import { ShopSettingsCard } from "@/features/admin/site-content/shop-settings-card";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Tabs, TabsContent, TabsTrigger } from "@/components/ui/tabs";

/** A tab's count of what needs the owner, and what it means for a screen reader. */
type TabCountOf = { of: (c: AdminCounts) => number; says: (c: AdminCounts) => string };

/** SPEC §2, Admin area: the spec's tabs in its order, with Discounts and Reviews after Newsletter (decisions 058, 059): eleven; Products is the default. */
const TABS = [
  { value: "products", label: "Products" },
  {
    value: "shop-orders",
    label: "Shop Orders",
    // The orders waiting for their money as well as those to ship (decision 038).
    count: {
      of: (c) => c.ordersToShip + c.ordersAwaitingPayment,
      says: (c) => `${c.ordersToShip} to ship, ${c.ordersAwaitingPayment} awaiting payment`,
    },
  },
  {
    value: "custom-orders",
    label: "Custom Orders",
    count: { of: (c) => c.newCustomOrders, says: (c) => `${c.newCustomOrders} new` },
  },
  { value: "archived", label: "Archived" },
  {
    value: "general-inquiries",
    label: "General Inquiries",
    count: { of: (c) => c.openInquiries, says: (c) => `${c.openInquiries} open` },
  },
  { value: "newsletter", label: "Newsletter" },
  { value: "discounts", label: "Discounts" },
  {
    value: "reviews",
    label: "Reviews",
    count: { of: (c) => c.reviewsWaiting, says: (c) => `${c.reviewsWaiting} waiting` },
  },
  { value: "customers", label: "Customers" },
  { value: "gallery", label: "Gallery" },
  { value: "site-content", label: "Site Content" },
] as const satisfies readonly { value: string; label: string; count?: TabCountOf }[];

type TabValue = (typeof TABS)[number]["value"];

const isTab = (value: string | null): value is TabValue => TABS.some((tab) => tab.value === value);

const TAB_CONTENT: Record<TabValue, (admin: { id: string }) => ReactNode> = {
  products: () => <ProductsTab />,
  "shop-orders": () => <ShopOrdersTab />,
  "custom-orders": () => <CustomOrdersTab />,
  archived: () => <ArchivedTab />,
  "general-inquiries": () => <GeneralInquiriesTab />,
  newsletter: () => <NewsletterTab />,
  discounts: () => <DiscountsTab />,
  reviews: () => <ReviewsTab />,
  customers: (admin) => <CustomersTab currentUserId={admin.id} />,
  gallery: () => <GalleryTab />,
  // The words and pictures, then the server settings the owner enters herself (decision 084).
  "site-content": () => (
    <div className="grid gap-6">
      <SiteContentTab />
      <ShopSettingsCard />
    </div>
  ),
};

export default function AdminPage() {
  const { user, isLoading } = useAuth();
  const { data: counts, isError: countsFailed } = useAdminCounts(user?.isAdmin === true);
  // The open tab is in the address (?tab=shop-orders), beside its list's search, filters and page,
  // so a reload or a shared link opens the same view (decision 032). Another tab starts unfiltered.
  const [search, setSearch] = useSearchParams();
  const requested = search.get(TAB_PARAM);
  const tab = isTab(requested) ? requested : "products";

  if (isLoading) {
    return (
      <div className="flex min-h-[50vh] items-center justify-center" role="status">
        <LoaderCircle
          className="size-5 animate-spin text-muted-foreground motion-reduce:animate-none"
          aria-hidden="true"
        />
        <span className="ml-2 text-sm text-muted-foreground">Loading…</span>
      </div>
    );
  }

  if (!user) {
    return (
      <AccessDenied message="Access Denied - Please log in to access the admin panel">
        <Button asChild>
          <Link href="/auth">Log in</Link>
        </Button>
      </AccessDenied>
    );
  }

  if (!user.isAdmin) {
    return (
      <AccessDenied message="Access Denied - You do not have admin privileges">
        <Button asChild variant="outline">
          <Link href="/">Return to the shop</Link>
        </Button>
      </AccessDenied>
    );
  }

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 lg:px-8 lg:py-10">
      <header className="mb-6 sm:mb-8">
        <h1 className="font-serif text-3xl font-semibold tracking-tight sm:text-4xl">Admin Dashboard</h1>
        <p className="mt-1 text-muted-foreground">Manage your products and orders</p>
      </header>

      {/* The owner's home (decision 038): what is left to set up, what needs doing, then the figures. */}
      <SetupChecklist />
      <NeedsDoing counts={counts} isError={countsFailed} />
      <StatsStrip />
      <UnsavedChangesGuard />

      <Tabs
        id="admin-sections"
        value={tab}
        // A form with unsaved changes (Site Content) asks before its tab closes.
        onValueChange={(next) => leaveUnsaved(() => setSearch(next === "products" ? {} : { [TAB_PARAM]: next }))}
        className="mt-8 scroll-mt-4"
      >
        {/*
          One row: below 1280px it scrolls sideways (the eleven tabs would wrap into rows), its edges
          fading where more tabs hide; from 1280px up it is one bar of columns, each as wide as its label
          and its count of what needs the owner, the room left shared among them (decisions 027, 038;
          issue 27 added Reviews and Discounts to the spec's nine).
        */}
        <ScrollingTabsList
          value={tab}
          aria-label="Admin sections"
          className="w-full snap-x snap-mandatory scroll-px-8 overflow-x-auto overscroll-x-contain [scrollbar-width:none] xl:grid xl:grid-flow-col xl:overflow-visible"
        >
          {TABS.map((tab) => {
            const count = "count" in tab && counts ? tab.count.of(counts) : 0;
            return (
              <TabsTrigger
                key={tab.value}
                value={tab.value}
                aria-describedby={count > 0 ? `admin-tab-count-${tab.value}` : undefined}
                className="shrink-0 snap-start gap-1.5 xl:px-1.5"
              >
                {tab.label}
                {count > 0 ? <TabCount count={count} /> : null}
              </TabsTrigger>
            );
          })}
        </ScrollingTabsList>
        {/* What each count means, for screen readers: the tabs' descriptions. */}
        <div hidden>
          {TABS.map((tab) =>
            "count" in tab && counts && tab.count.of(counts) > 0 ? (
              <span key={tab.value} id={`admin-tab-count-${tab.value}`}>
                {tab.count.says(counts)}
              </span>
            ) : null,
          )}
        </div>
        {TABS.map((tab) => (
          <TabsContent key={tab.value} value={tab.value} className="mt-4">
            {TAB_CONTENT[tab.value](user)}
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}

/**
 * A tab's count of what needs the owner. CSS draws the number from data-count, so the tab's text and
 * name stay the spec's; screen readers hear the count as the tab's description.
 */
function TabCount({ count }: { count: number }) {
  return (
    <span
      aria-hidden="true"
      data-count={count > 99 ? "99+" : String(count)}
      className="inline-flex min-w-5 items-center justify-center rounded-full bg-accent px-1.5 text-[11px] font-semibold leading-5 text-accent-foreground after:content-[attr(data-count)]"
    />
  );
}

function AccessDenied({ message, children }: { message: string; children: ReactNode }) {
  return (
    <div className="mx-auto flex min-h-[50vh] w-full max-w-lg items-center px-4 py-12">
      <Card className="flex w-full flex-col items-center gap-4 p-8 text-center">
        <span className="flex size-12 items-center justify-center rounded-full bg-secondary text-accent">
          <ShieldAlert className="size-6" aria-hidden="true" />
        </span>
        <h1 className="font-serif text-xl font-semibold">{message}</h1>
        {children}
      </Card>
    </div>
  );
}
