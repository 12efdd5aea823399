import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { AdminCard } from "../admin-panel";
import { SiteContentEditor } from "./site-content-editor";
import { useAdminSiteContent } from "./use-admin-site-content";

/**
 * The Site Content tab: the editable texts and pictures of the About, Contact and Gallery pages (SPEC §2),
 * the shipping rates and the owner's notification address, in one form (decision 038).
 */
export function SiteContentTab() {
  const { data: content, isLoading, isError, refetch, isFetching } = useAdminSiteContent();

  return (
    <section aria-labelledby="admin-site-content-title">
      {/* Not clipped: the save bar sticks to the bottom of the screen while scrolling. */}
      <AdminCard
        titleId="admin-site-content-title"
        title="Site Content"
        description="The words and pictures shoppers read on the About page, the home page contact section and the Gallery page, your shipping rates and policies. 'Save Changes' saves all of it."
        clip={false}
      >
        {isLoading ? (
          <FormSkeleton />
        ) : isError || !content ? (
          <div className="flex flex-col items-center gap-3 px-4 py-12 text-center">
            <p className="font-medium">No site content found</p>
            <p className="text-sm text-muted-foreground">
              The texts could not be loaded. The storefront shows its built-in texts meanwhile.
            </p>
            <Button variant="outline" onClick={() => void refetch()} disabled={isFetching}>
              {isFetching ? "Retrying..." : "Try again"}
            </Button>
          </div>
        ) : (
          <SiteContentEditor content={content} />
        )}
      </AdminCard>
    </section>
  );
}

function FormSkeleton() {
  return (
    <div className="grid gap-5 p-4 sm:p-6 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-10" aria-busy="true">
      <div className="grid content-start gap-2">
        <Skeleton className="h-5 w-32" />
        <Skeleton className="h-4 w-48" />
      </div>
      <div className="grid gap-5">
        {Array.from({ length: 4 }, (_, i) => (
          <div key={i} className="grid gap-2">
            <Skeleton className="h-4 w-24" />
            <Skeleton className={i % 2 === 0 ? "h-10 w-full" : "h-20 w-full"} />
          </div>
        ))}
      </div>
      <span className="sr-only" role="status">
        Loading site content…
      </span>
    </div>
  );
}
