import { Link, type RouteComponentProps } from "wouter";
import { ArrowLeft, Eye } from "@/components/ui/icons";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { LoadError } from "@/components/load-error";
import { useAuth } from "@/features/auth/use-auth";
import { useAdminProducts } from "@/features/admin/products/use-admin-products";
import { ProductDetails } from "@/features/catalog/product-details";
import { siteText, useSiteContent } from "@/features/site-content/use-site-content";
import { PageHead } from "@/lib/page-head";
import NotFoundPage from "@/pages/not-found";

const PAGE = "mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8";

/** What the board's visibility means for shoppers, in the preview's banner. */
const SEEN_AS = {
  draft: "This board is a draft: shoppers can't see it, and this page is not in the shop.",
  archived: "This board is archived: it is no longer sold, and this page is not in the shop.",
  active: "This board is on sale: this is its page as shoppers see it.",
} as const;

/**
 * /admin/preview/<id> (issue 40): a board's page as shoppers would see it, a draft's too, for the
 * owner alone. Marked as a preview, never indexed, nothing to add to a cart; the server answers
 * anyone else 'Page Not Found', and so does this page.
 */
export default function ProductPreviewPage({ params }: RouteComponentProps) {
  const { user, isLoading: authLoading } = useAuth();
  const isAdmin = user?.isAdmin === true;
  const boards = useAdminProducts();
  const siteContent = useSiteContent();

  if (authLoading || (isAdmin && boards.isLoading)) return <PreviewSkeleton />;
  if (!isAdmin) return <NotFoundPage />;
  if (boards.isError) {
    return (
      <div className={PAGE}>
        <LoadError
          message="We couldn't load this board."
          onRetry={() => void boards.refetch()}
          retrying={boards.isFetching}
        />
      </div>
    );
  }
  const product = boards.data?.find((p) => p.id === params.id);
  if (!product) return <NotFoundPage />;

  return (
    <div className="wood-grain min-h-[calc(100svh-4rem)]">
      <PageHead title={`Preview: ${product.name}`} noindex />
      <div className={PAGE}>
        <div
          role="note"
          aria-label="Preview"
          className="mb-6 flex flex-col gap-3 rounded-lg border-2 border-dashed border-accent bg-card px-4 py-3 sm:mb-8 sm:flex-row sm:items-center sm:justify-between sm:px-5"
        >
          <p className="flex items-start gap-2 text-sm">
            <Eye className="mt-0.5 size-4 shrink-0 text-accent" aria-hidden="true" />
            <span>
              <strong className="font-semibold">Preview.</strong> {SEEN_AS[product.visibility]}
            </span>
          </p>
          <Link
            href="/admin?tab=products"
            className="inline-flex shrink-0 items-center gap-1.5 text-sm font-medium text-accent underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <ArrowLeft className="size-4" aria-hidden="true" />
            Back to Products
          </Link>
        </div>
        <Card elevation="raised" className="p-5 sm:p-8 lg:p-10">
          <ProductDetails
            product={product}
            personalisedPolicy={siteText(siteContent.data).personalisedPolicy}
            variant="page"
            Title="h1"
            Description="p"
          />
        </Card>
      </div>
    </div>
  );
}

function PreviewSkeleton() {
  return (
    <div className={PAGE} aria-busy="true">
      <p role="status" className="sr-only">
        Loading preview…
      </p>
      <Skeleton surface="card" className="mb-6 h-14 w-full sm:mb-8" />
      <Card elevation="raised" className="p-5 sm:p-8 lg:p-10">
        <div className="grid gap-6 md:grid-cols-2 md:gap-x-10">
          <Skeleton rounded="lg" className="aspect-[4/3] w-full" />
          <div className="flex flex-col gap-5">
            <Skeleton className="h-10 w-4/5" />
            <Skeleton className="h-10 w-32" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-3/4" />
          </div>
        </div>
      </Card>
    </div>
  );
}
