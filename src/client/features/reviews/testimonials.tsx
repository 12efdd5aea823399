import { Link } from "wouter";
import { ArrowRight, Quote } from "@/components/ui/icons";
import { Stars, RatingSummary } from "@/components/stars";
import { ReviewedBoard, VerifiedBuyer } from "./review-card";
import { useShopReviews } from "./use-shop-reviews";

/** The home page's few words from buyers (decision 058): the newest approved reviews of 4 stars or more, when there are some. */
export function Testimonials() {
  const { data } = useShopReviews();
  const chosen = (data?.reviews ?? []).filter((review) => review.rating >= 4).slice(0, 3);
  if (!data || chosen.length === 0) return null;
  return (
    <section aria-labelledby="testimonials-heading" className="bg-secondary/50 py-16 sm:py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold uppercase tracking-[0.2em] text-accent">Kind words</p>
          <h2 id="testimonials-heading" className="mt-3 text-4xl font-semibold">
            From our buyers' kitchens
          </h2>
          <RatingSummary average={data.average} count={data.count} className="mt-4 justify-center" />
        </div>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {chosen.map((review) => (
            <li key={review.id} className="flex flex-col rounded-lg border border-border bg-card p-6 shadow-sm">
              <Quote className="size-6 text-accent/70" aria-hidden="true" />
              <Stars rating={review.rating} className="mt-3" />
              <p className="mt-3 font-serif text-lg font-semibold leading-snug">{review.title}</p>
              <p className="mt-2 line-clamp-5 flex-1 leading-relaxed text-foreground/85">{review.text}</p>
              <p className="mt-4 text-sm">
                <span className="font-medium">{review.author}</span>
                <VerifiedBuyer className="ml-2" />
              </p>
              <ReviewedBoard board={review.board} className="mt-1 self-start text-sm" />
            </li>
          ))}
        </ul>
        <p className="mt-8 text-center">
          <Link
            href="/reviews"
            className="inline-flex items-center gap-2 font-medium text-accent underline-offset-4 hover:underline"
          >
            Read every review
            <ArrowRight className="size-4" aria-hidden="true" />
          </Link>
        </p>
      </div>
    </section>
  );
}
