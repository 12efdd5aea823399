import type { ReactNode } from "react";
import { Link } from "wouter";
import { LoaderCircle, ShieldAlert } from "lucide-react";
import { useAuth } from "@/features/auth/use-auth";
import { StatsStrip } from "@/features/admin/stats-strip";
import { ProductsTab } from "@/features/admin/products/products-tab";
import { ShopOrdersTab } from "@/features/admin/orders/shop-orders-tab";
import { ArchivedTab } from "@/features/admin/archived-tab";
import { CustomersTab } from "@/features/admin/customers/customers-tab";
import { CustomOrdersTab } from "@/features/admin/inquiries/custom-orders-tab";
import { GeneralInquiriesTab } from "@/features/admin/inquiries/general-inquiries-tab";
import { NewsletterTab } from "@/features/admin/inquiries/newsletter-tab";
import { GalleryTab } from "@/features/admin/gallery/gallery-tab";
import { SiteContentTab } from "@/features/admin/site-content/site-content-tab";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";

/** SPEC §2, Admin area: nine tabs in this order; Products is the default. */
const TABS = [
  { value: "products", label: "Products" },
  { value: "shop-orders", label: "Shop Orders" },
  { value: "custom-orders", label: "Custom Orders" },
  { value: "archived", label: "Archived" },
  { value: "general-inquiries", label: "General Inquiries" },
  { value: "newsletter", label: "Newsletter" },
  { value: "customers", label: "Customers" },
  { value: "gallery", label: "Gallery" },
  { value: "site-content", label: "Site Content" },
] as const;

type TabValue = (typeof TABS)[number]["value"];

const TAB_CONTENT: Record<TabValue, (admin: { id: string }) => ReactNode> = {
  products: () => <ProductsTab />,
  "shop-orders": () => <ShopOrdersTab />,
  "custom-orders": () => <CustomOrdersTab />,
  archived: () => <ArchivedTab />,
  "general-inquiries": () => <GeneralInquiriesTab />,
  newsletter: () => <NewsletterTab />,
  customers: (admin) => <CustomersTab currentUserId={admin.id} />,
  gallery: () => <GalleryTab />,
  "site-content": () => <SiteContentTab />,
};

export default function AdminPage() {
  const { user, isLoading } = useAuth();

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

      <StatsStrip />

      <Tabs defaultValue="products" className="mt-8">
        <TabsList aria-label="Admin sections" className="flex w-full flex-wrap justify-start lg:grid lg:grid-cols-9">
          {TABS.map((tab) => (
            <TabsTrigger key={tab.value} value={tab.value} className="lg:px-1.5">
              {tab.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {TABS.map((tab) => (
          <TabsContent key={tab.value} value={tab.value}>
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
