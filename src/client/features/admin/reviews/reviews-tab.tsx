import { useState } from "react";
import { Link } from "wouter";
import { Check, EyeOff, LoaderCircle, MessageSquareHeart, MessageSquareReply } from "@/components/ui/icons";
import type { AdminReview, ReviewStatus } from "@shared/reviews";
import { productPath } from "@shared/routes";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { Textarea } from "@/components/ui/textarea";
import { Label } from "@/components/ui/label";
import { LoadError } from "@/components/load-error";
import { Stars } from "@/components/stars";
import { formatLongDate } from "@/lib/format";
import { cn } from "@/lib/utils";
import { AdminCard } from "../admin-panel";
import { useAdminReviews } from "./use-admin-reviews";
import { useModerateReview } from "./use-moderate-review";

const FILTERS: { value: ReviewStatus | undefined; label: string }[] = [
  { value: "pending", label: "Waiting" },
  { value: "approved", label: "Approved" },
  { value: "hidden", label: "Hidden" },
  { value: undefined, label: "All" },
];

const STATUS_BADGE: Record<ReviewStatus, { label: string; variant: "accent" | "instock" | "muted" }> = {
  pending: { label: "Waiting for approval", variant: "accent" },
  approved: { label: "Approved", variant: "instock" },
  hidden: { label: "Hidden", variant: "muted" },
};

/** The Reviews tab (decision 058): what buyers wrote, to approve, hide or answer in public. */
export function ReviewsTab() {
  const [status, setStatus] = useState<ReviewStatus | undefined>("pending");
  const reviews = useAdminReviews(status);
  return (
    <AdminCard
      titleId="admin-reviews-title"
      title="Reviews"
      description="Reviews from delivered orders wait here until you approve them. Approved ones show on the board's page and on /reviews."
      clip={false}
    >
      <div role="group" aria-label="Show reviews" className="flex flex-wrap gap-2 border-b border-border p-4 sm:px-6">
        {FILTERS.map((filter) => (
          <Button
            key={filter.label}
            size="sm"
            variant={status === filter.value ? "default" : "outline"}
            aria-pressed={status === filter.value}
            onClick={() => setStatus(filter.value)}
          >
            {filter.label}
          </Button>
        ))}
      </div>
      <div className="p-4 sm:p-6">
        {reviews.isPending ? (
          <div className="grid gap-4" aria-busy="true">
            <Skeleton className="h-40 w-full" />
            <Skeleton className="h-40 w-full" />
          </div>
        ) : reviews.isError ? (
          <LoadError
            message="The reviews could not be loaded."
            onRetry={() => void reviews.refetch()}
            retrying={reviews.isFetching}
          />
        ) : reviews.data.length === 0 ? (
          <div className="flex flex-col items-center gap-2 py-10 text-center">
            <MessageSquareHeart className="size-8 text-accent" aria-hidden="true" />
            <p className="font-serif text-lg font-semibold">
              {status === "pending" ? "Nothing waiting for you" : "No reviews here yet"}
            </p>
            <p className="max-w-md text-sm text-muted-foreground">
              The 'Delivered' email asks each buyer for a review, and a reminder follows two weeks later. New reviews
              arrive here for you to approve.
            </p>
          </div>
        ) : (
          <ul className="grid gap-4">
            {reviews.data.map((review) => (
              <li key={review.id}>
                <ReviewItem review={review} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </AdminCard>
  );
}

function ReviewItem({ review }: { review: AdminReview }) {
  const moderate = useModerateReview();
  const [replying, setReplying] = useState(false);
  const [reply, setReply] = useState(review.reply?.text ?? "");
  const badge = STATUS_BADGE[review.status];
  const replyId = `reply-${review.id}`;
  const busy = moderate.isPending;
  const send = (change: Parameters<typeof moderate.mutate>[0]["change"], after?: () => void) =>
    // With the version read: a review rewritten since is refused, never approved unseen (issue 39).
    moderate.mutate({ id: review.id, change: { ...change, version: review.version } }, { onSuccess: after });

  return (
    <article
      aria-label={`${review.customerName}'s review of ${review.board.name}`}
      className={cn(
        "rounded-lg border border-border bg-card p-4 sm:p-5",
        review.status === "pending" && "border-accent/50",
      )}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex flex-wrap items-center gap-3">
          <Stars rating={review.rating} />
          <Badge variant={badge.variant}>{badge.label}</Badge>
        </div>
        <p className="text-sm text-muted-foreground">
          {formatLongDate(review.updatedAt)} · Order #{review.orderId}
        </p>
      </div>
      <p className="mt-2 text-sm">
        {review.board.slug ? (
          <Link
            href={productPath(review.board.slug)}
            className="font-medium text-accent underline-offset-4 hover:underline"
          >
            {review.board.name}
          </Link>
        ) : (
          <span className="font-medium">{review.board.name}</span>
        )}
        <span className="text-muted-foreground">
          {" "}
          · {review.customerName}
          {review.customerEmail ? ` (${review.customerEmail})` : ""}
        </span>
      </p>
      <h3 className="mt-3 font-serif text-lg font-semibold">{review.title}</h3>
      <p className="mt-1 whitespace-pre-line text-sm leading-relaxed">{review.text}</p>
      {review.photos.length ? (
        <ul className="mt-3 flex flex-wrap gap-2" aria-label="Photos">
          {review.photos.map((url, i) => (
            <li key={url}>
              <a href={url} target="_blank" rel="noreferrer">
                <img
                  src={url}
                  alt={`Photo ${i + 1} of the review`}
                  width={80}
                  height={80}
                  loading="lazy"
                  className="size-20 rounded-md border border-border object-cover"
                />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {review.reply && !replying ? (
        <div className="mt-3 rounded-md border-l-4 border-accent/60 bg-secondary/60 px-3 py-2 text-sm">
          <p className="font-semibold">Your public reply</p>
          <p className="mt-1 whitespace-pre-line">{review.reply.text}</p>
        </div>
      ) : null}
      {replying ? (
        <form
          className="mt-3 grid gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            send({ reply }, () => setReplying(false));
          }}
        >
          <Label htmlFor={replyId}>Public reply</Label>
          <Textarea id={replyId} rows={3} maxLength={2000} value={reply} onChange={(e) => setReply(e.target.value)} />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" size="sm" disabled={busy}>
              {busy ? <LoaderCircle className="animate-spin motion-reduce:animate-none" aria-hidden="true" /> : null}
              {reply.trim() ? "Publish reply" : "Remove reply"}
            </Button>
            <Button type="button" size="sm" variant="outline" onClick={() => setReplying(false)} disabled={busy}>
              Cancel
            </Button>
          </div>
        </form>
      ) : (
        <div className="mt-4 flex flex-wrap gap-2">
          {review.status !== "approved" ? (
            <Button size="sm" disabled={busy} onClick={() => send({ status: "approved" })}>
              <Check aria-hidden="true" />
              Approve
            </Button>
          ) : null}
          {review.status !== "hidden" ? (
            <Button size="sm" variant="outline" disabled={busy} onClick={() => send({ status: "hidden" })}>
              <EyeOff aria-hidden="true" />
              Hide
            </Button>
          ) : null}
          <Button size="sm" variant="outline" disabled={busy} onClick={() => setReplying(true)}>
            <MessageSquareReply aria-hidden="true" />
            {review.reply ? "Edit reply" : "Reply"}
          </Button>
        </div>
      )}
    </article>
  );
}
