import { useState } from "react";
import { MessageSquareHeart } from "@/components/ui/icons";
import { LoadError } from "@/components/load-error";
import { Skeleton } from "@/components/ui/skeleton";
import { ReviewCard } from "./review-card";
import { ReviewPager } from "./review-pager";
import { RatingSummary } from "@/components/stars";
import { useBoardReviews } from "./use-board-reviews";

/** A board's page: its approved reviews, newest first, five a page, with the average and the count. */
export function BoardReviews({ productId, className }: { productId: string; className?: string }) {
  const [page, setPage] = useState(1);
  const { data, isPending, isError, refetch, isFetching } = useBoardReviews(productId, page);
  return (
    <section aria-labelledby="reviews-heading" className={className}>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <p className="text-sm font-semibold uppercase tracking-[0.2em] text-accent">From our buyers</p>
          <h2 id="reviews-heading" className="mt-2 text-3xl font-semibold">
            Reviews
          </h2>
        </div>
        {data ? <RatingSummary average={data.average} count={data.count} /> : null}
      </div>
      <div className="mt-6" aria-busy={isFetching}>
        {isPending ? (
          <div className="grid gap-4">
            <Skeleton surface="card" className="h-40 w-full" />
          </div>
        ) : isError ? (
          <LoadError message="We couldn't load the reviews." onRetry={() => void refetch()} retrying={isFetching} />
        ) : data.count === 0 ? (
          <div className="flex items-start gap-4 rounded-lg border border-dashed border-border bg-card/70 p-5 sm:p-6">
            <MessageSquareHeart className="mt-0.5 size-6 shrink-0 text-accent" aria-hidden="true" />
            <div>
              <p className="font-serif text-lg font-semibold">No reviews yet</p>
              <p className="mt-1 text-sm text-muted-foreground">
                Bought this board? The link in your delivery email lets you tell the next cook how it is doing.
              </p>
            </div>
          </div>
        ) : (
          <>
            <ol className="grid gap-4">
              {data.reviews.map((review) => (
                <li key={review.id}>
                  <ReviewCard review={review} />
                </li>
              ))}
            </ol>
            <ReviewPager page={data.page} pages={data.pages} onPage={setPage} />
          </>
        )}
      </div>
    </section>
  );
}
