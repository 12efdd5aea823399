import { Star } from "@/components/ui/icons";
import { cn } from "@/lib/utils";

const SIZES = { sm: "size-4", md: "size-5", lg: "size-6" } as const;

/** "4.5 out of 5 stars": the stars as one image for a screen reader, each filled to its share. */
export function Stars({
  rating,
  size = "sm",
  className,
}: {
  rating: number;
  size?: keyof typeof SIZES;
  className?: string;
}) {
  const label = `${Number.isInteger(rating) ? rating : rating.toFixed(1)} out of 5 stars`;
  return (
    <span role="img" aria-label={label} className={cn("inline-flex items-center gap-0.5", className)}>
      {[1, 2, 3, 4, 5].map((n) => {
        const fill = Math.max(0, Math.min(1, rating - n + 1));
        return (
          <span key={n} className={cn("relative inline-block", SIZES[size])} aria-hidden="true">
            <Star className={cn("absolute inset-0 text-[#d9c3a5]", SIZES[size])} strokeWidth={1.5} />
            {fill > 0 ? (
              <span className="absolute inset-0 overflow-hidden" style={{ width: `${fill * 100}%` }}>
                <Star className={cn("fill-[#b8741a] text-[#b8741a]", SIZES[size])} strokeWidth={1.5} />
              </span>
            ) : null}
          </span>
        );
      })}
    </span>
  );
}

/** "4.8 · 12 reviews": the average in stars and figures, and the count. */
export function RatingSummary({
  average,
  count,
  className,
}: {
  average: number | null;
  count: number;
  className?: string;
}) {
  if (!count || average === null) return null;
  return (
    <span className={cn("inline-flex flex-wrap items-center gap-2", className)}>
      <Stars rating={average} size="md" />
      <span className="font-semibold">{average.toFixed(1)}</span>
      <span className="text-muted-foreground">
        · {count} {count === 1 ? "review" : "reviews"}
      </span>
    </span>
  );
}

/**
 * A board's stars under its title or on its card: the stars, the average and the count, e.g.
 * "★★★★★ 4.8 (12)", read as "4.8 out of 5 stars, 12 reviews". Nothing before the first review.
 * With `href` it leads to the reviews.
 */
export function BoardRating({
  rating,
  href,
  className,
}: {
  rating: { average: number; count: number } | null | undefined;
  href?: string;
  className?: string;
}) {
  if (!rating || rating.count === 0) return null;
  const reviews = `${rating.count} ${rating.count === 1 ? "review" : "reviews"}`;
  const content = (
    <>
      <Stars rating={rating.average} />
      <span className="font-semibold text-foreground" aria-hidden="true">
        {rating.average.toFixed(1)}
      </span>
      <span className="text-muted-foreground">
        <span aria-hidden="true">({rating.count})</span>
        <span className="sr-only">, {reviews}</span>
      </span>
    </>
  );
  const look = cn("inline-flex w-fit items-center gap-1.5 text-sm", className);
  return href ? (
    <a
      href={href}
      className={cn(
        look,
        "min-h-6 rounded-sm underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
      )}
    >
      {content}
    </a>
  ) : (
    <p className={look}>{content}</p>
  );
}
