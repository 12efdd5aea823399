import { useState } from "react";
import { Link } from "wouter";
import { MessageSquareHeart } from "@/components/ui/icons";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { LoadError } from "@/components/load-error";
import { ReviewCard } from "@/features/reviews/review-card";
import { ReviewPager } from "@/features/reviews/review-pager";
import { RatingSummary } from "@/components/stars";
import { useShopReviews } from "@/features/reviews/use-shop-reviews";
import { PageHead } from "@/lib/page-head";

/**
 * /reviews: every approved review of the shop, newest first (decision 058). A one-of-a-kind board
 * sells once, and its page goes with it; what its buyer said stays here for the shop.
 */
export default function ReviewsPage() {
  const [page, setPage] = useState(1);
  const { data, isPending, isError, refetch, isFetching } = useShopReviews(page);
  return (
    <div className="wood-grain min-h-[calc(100svh-4rem)]">
      <PageHead
        title="Reviews"
        description="What buyers of our handmade cutting boards say, each from a verified order."
        path="/reviews"
      />
      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
        <header className="text-center">
          <p className="text-sm font-semibold uppercase tracking-[0.2em] text-accent">Verified buyers</p>
          <h1 className="mt-3 text-4xl font-semibold sm:text-5xl">What our buyers say</h1>
          <p className="mx-auto mt-4 max-w-xl text-lg leading-relaxed text-muted-foreground">
            Every review here comes from someone who bought a board from our workshop and has cooked on it since.
          </p>
          {data ? <RatingSummary average={data.average} count={data.count} className="mt-5 justify-center" /> : null}
        </header>

        <div className="mt-10" aria-busy={isFetching}>
          {isPending ? (
            <div className="grid gap-4">
              <Skeleton surface="card" className="h-48 w-full" />
              <Skeleton surface="card" className="h-48 w-full" />
            </div>
          ) : isError ? (
            <LoadError message="We couldn't load the reviews." onRetry={() => void refetch()} retrying={isFetching} />
          ) : data.count === 0 ? (
            <div className="rounded-lg border border-dashed border-border bg-card/80 p-8 text-center">
              <MessageSquareHeart className="mx-auto size-8 text-accent" aria-hidden="true" />
              <p className="mt-3 font-serif text-xl font-semibold">No reviews yet</p>
              <p className="mt-2 text-muted-foreground">
                Our first buyers are still breaking their boards in. Have a look at what is on the bench meanwhile.
              </p>
              <Button asChild className="mt-5">
                <Link href="/#shop">Browse the boards</Link>
              </Button>
            </div>
          ) : (
            <>
              <ol className="grid gap-4">
                {data.reviews.map((review) => (
                  <li key={review.id}>
                    <ReviewCard review={review} showBoard heading="h2" />
                  </li>
                ))}
              </ol>
              <ReviewPager page={data.page} pages={data.pages} onPage={setPage} />
            </>
          )}
        </div>
      </div>
    </div>
  );
}
