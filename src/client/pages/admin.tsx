import type { ReactNode } from "react";
import { Link, useSearchParams } from "wouter";
import { LoaderCircle, ShieldAlert } from "@/components/ui/icons";
import { useAuth } from "@/features/auth/use-auth";
import { SetupChecklist } from "@/features/admin/home/setup-checklist";
import { NeedsDoing } from "@/features/admin/home/needs-doing";
import { leaveUnsaved, UnsavedChangesGuard } from "@/features/admin/unsaved-changes";
import { AdminTabBar, type AdminTabGroup } from "@/features/admin/admin-tab-bar";
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
import { ReportsTab } from "@/features/admin/reports/reports-tab";
import { ShopSettingsCard } from "@/features/admin/site-content/shop-settings-card";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Tabs, TabsContent } from "@/components/ui/tabs";

/**
 * SPEC §2, Admin area: the spec's tabs with Discounts and Reviews (decisions 058, 059) and Reports,
 * grouped by the work they hold (decision 083). Products stays the default tab, the owner's home.
 */
const GROUPS = [
  {
    label: "Sell",
    tabs: [
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
      { value: "discounts", label: "Discounts" },
      // It holds orders and custom orders only.
      { value: "archived", label: "Archived" },
    ],
  },
  {
    label: "Catalogue",
    tabs: [
      { value: "products", label: "Products" },
      { value: "gallery", label: "Gallery" },
    ],
  },
  {
    label: "People",
    tabs: [
      { value: "customers", label: "Customers" },
      {
        value: "general-inquiries",
        label: "General Inquiries",
        count: { of: (c) => c.openInquiries, says: (c) => `${c.openInquiries} open` },
      },
      { value: "newsletter", label: "Newsletter" },
      {
        value: "reviews",
        label: "Reviews",
        count: { of: (c) => c.reviewsWaiting, says: (c) => `${c.reviewsWaiting} waiting` },
      },
    ],
  },
  {
    label: "Shop",
    tabs: [
      { value: "site-content", label: "Site Content" },
      { value: "reports", label: "Reports" },
    ],
  },
] as const satisfies readonly AdminTabGroup[];

type TabValue = (typeof GROUPS)[number]["tabs"][number]["value"];

const TABS: readonly { value: TabValue }[] = GROUPS.flatMap((group): readonly { value: TabValue }[] => group.tabs);

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
  reports: () => <ReportsTab />,
};

/** The default tab: the owner's home, with what needs doing above it. */
const HOME: TabValue = "products";

export default function AdminPage() {
  const { user, isLoading } = useAuth();
  const { data: counts, isError: countsFailed } = useAdminCounts(user?.isAdmin === true);
  // The open tab is in the address (?tab=shop-orders), beside its list's search, filters and page,
  // so a reload or a shared link opens the same view (decision 032). Another tab starts unfiltered.
  const [search, setSearch] = useSearchParams();
  const requested = search.get(TAB_PARAM);
  const tab = isTab(requested) ? requested : HOME;

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

      <UnsavedChangesGuard />

      <Tabs
        id="admin-sections"
        value={tab}
        // A form with unsaved changes (Site Content) asks before its tab closes.
        onValueChange={(next) => leaveUnsaved(() => setSearch(next === HOME ? {} : { [TAB_PARAM]: next }))}
      >
        {/* The tabs first, in sight at every width (decision 083). */}
        <AdminTabBar groups={GROUPS} counts={counts} />
        {/*
          The home (decision 038): what needs doing and what is left to set up, above the default
          tab's list. Another tab opens straight on its list.
        */}
        {tab === HOME ? (
          // Side by side from 1024 px while both show; what needs doing alone takes the whole width.
          <div className="mt-6 grid items-start gap-4 lg:gap-6 lg:[&:has(>section+section)]:grid-cols-2">
            <NeedsDoing counts={counts} isError={countsFailed} />
            <SetupChecklist />
          </div>
        ) : null}
        {TABS.map((tab) => (
          <TabsContent key={tab.value} value={tab.value} className="mt-6">
            {TAB_CONTENT[tab.value](user)}
          </TabsContent>
        ))}
      </Tabs>
    </div>
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
