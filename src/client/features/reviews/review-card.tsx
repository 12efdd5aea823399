import { Link } from "wouter";
import { BadgeCheck, MessageSquareReply } from "@/components/ui/icons";
import type { PublicReview } from "@shared/reviews";
import { productPath } from "@shared/routes";
import { ResponsiveImage } from "@/components/responsive-image";
import { Stars } from "@/components/stars";

// In UTC: the server's HTML and the browser's hydration write the same day.
const DAY = new Intl.DateTimeFormat("en-US", { month: "long", day: "numeric", year: "numeric", timeZone: "UTC" });
export const reviewDay = (iso: string) => DAY.format(new Date(iso));

/** The mark beside a buyer's name: only an order line's token can write a review (decision 058). */
export function VerifiedBuyer({ className = "" }: { className?: string }) {
  return (
    <span className={`inline-flex items-center gap-1 text-success-foreground ${className}`}>
      <BadgeCheck className="size-4" aria-hidden="true" />
      Verified buyer
    </span>
  );
}

/** The reviewed board: a link to its page, or its name alone once it has none (deleted). */
export function ReviewedBoard({ board, className = "" }: { board: PublicReview["board"]; className?: string }) {
  return board.slug ? (
    <Link href={productPath(board.slug)} className={`text-accent underline-offset-4 hover:underline ${className}`}>
      {board.name}
    </Link>
  ) : (
    <span className={`text-muted-foreground ${className}`}>{board.name}</span>
  );
}

/**
 * One approved review: its stars, words and photos, the buyer with "Verified buyer", and the owner's
 * reply. `heading`: its title's level, one below the section it sits in (h2 straight under a page's h1).
 */
export function ReviewCard({
  review,
  showBoard = false,
  heading: Heading = "h3",
}: {
  review: PublicReview;
  showBoard?: boolean;
  heading?: "h2" | "h3";
}) {
  return (
    <article
      className="rounded-lg border border-border bg-card p-5 shadow-sm sm:p-6"
      aria-label={`Review: ${review.title}`}
    >
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <Stars rating={review.rating} />
        <time dateTime={review.createdAt} className="text-sm text-muted-foreground">
          {reviewDay(review.createdAt)}
        </time>
      </div>
      <Heading className="mt-3 font-serif text-lg font-semibold leading-snug">{review.title}</Heading>
      <p className="mt-2 whitespace-pre-line leading-relaxed text-foreground/90">{review.text}</p>
      {review.photos.length ? (
        <ul className="mt-4 flex flex-wrap gap-3" aria-label="Photos from the buyer">
          {review.photos.map((url, i) => (
            <li key={url}>
              <a
                href={url}
                target="_blank"
                rel="noreferrer"
                className="block rounded-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                <ResponsiveImage
                  src={url}
                  alt={`Photo ${i + 1} from ${review.author}`}
                  width={112}
                  height={112}
                  sizes="112px"
                  className="size-24 rounded-md border border-border object-cover sm:size-28"
                />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      <p className="mt-4 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        <span className="font-medium">{review.author}</span>
        <VerifiedBuyer className="font-medium" />
        {showBoard ? <ReviewedBoard board={review.board} /> : null}
      </p>
      {review.reply ? (
        <div className="mt-4 rounded-md border-l-4 border-accent/60 bg-secondary/60 px-4 py-3">
          <p className="flex items-center gap-2 text-sm font-semibold">
            <MessageSquareReply className="size-4 text-accent" aria-hidden="true" />
            Reply from Grain &amp; Groove
          </p>
          <p className="mt-1 whitespace-pre-line text-sm leading-relaxed text-foreground/90">{review.reply.text}</p>
        </div>
      ) : null}
    </article>
  );
}
