import { lazy, Suspense, type ReactNode } from "react";
import { Link, useSearch } from "wouter";
import { Clock, LoaderCircle, PackageCheck } from "@/components/ui/icons";
import type { ReviewDraft, ReviewStatus } from "@shared/reviews";
import { productPath } from "@shared/routes";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { LoadError } from "@/components/load-error";
import { ResponsiveImage } from "@/components/responsive-image";
import { errorMessage, statusOf } from "@/lib/api";
import { ReviewCard, reviewDay } from "@/features/reviews/review-card";
import { useReviewDraft } from "@/features/reviews/use-review-draft";

// The form brings react-hook-form and the review's zod schema: loaded once the page knows the line.
const ReviewForm = lazy(() => import("@/features/reviews/review-form"));

const STATUS_TEXT: Record<ReviewStatus, { label: string; says: string }> = {
  pending: { label: "Waiting for approval", says: "We read every review before it goes up; yours will appear soon." },
  approved: { label: "Published", says: "Your review is on the board's page. Thank you!" },
  hidden: {
    label: "Not shown",
    says: "We haven't published this review. Reply to any of our emails if you'd like to talk.",
  },
};

/**
 * /write-review?token=…: the review of one board of a delivered order (decision 058), from the link of
 * the 'Delivered' email. The token is the key, so no account is needed; written again within 30 days,
 * the review replaces the first.
 */
export default function WriteReviewPage() {
  const token = new URLSearchParams(useSearch()).get("token") ?? "";
  const draft = useReviewDraft(token);

  if (!token) return <Refused title="This link is incomplete" message="Please open the link from your email again." />;
  if (draft.isPending) return <Loading />;
  if (draft.isError) {
    const status = statusOf(draft.error);
    if (status === 404 || status === 409) {
      return <Refused title="We can't open this review" message={errorMessage(draft.error)} />;
    }
    return (
      <Frame>
        <LoadError
          message="We couldn't load your review."
          onRetry={() => void draft.refetch()}
          retrying={draft.isFetching}
        />
      </Frame>
    );
  }
  const view = draft.data;
  return (
    <Frame>
      <BoardHeader view={view} />
      {view.review ? <WrittenReview view={view} /> : null}
      {view.canEdit ? (
        <Card className="mt-6 p-5 sm:p-8">
          <h2 className="font-serif text-2xl font-semibold">{view.review ? "Change your review" : "Your review"}</h2>
          <p className="mt-1 text-sm text-muted-foreground">
            {view.review && view.editableUntil
              ? `You can change it until ${reviewDay(view.editableUntil)}; the new version replaces this one and waits for approval again.`
              : "Only your first name and the initial of your last name are shown with it."}
          </p>
          <div className="mt-6">
            <Suspense
              fallback={
                <div className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
                  <LoaderCircle className="size-4 animate-spin motion-reduce:animate-none" aria-hidden="true" />
                  Loading the form…
                </div>
              }
            >
              <ReviewForm key={view.review?.updatedAt ?? "new"} token={token} draft={view} />
            </Suspense>
          </div>
        </Card>
      ) : (
        <p role="status" className="mt-6 flex items-start gap-2 rounded-md border border-border bg-card/80 p-4 text-sm">
          <Clock className="mt-0.5 size-4 shrink-0 text-accent" aria-hidden="true" />
          Reviews can be changed for 30 days after they are first written, so this one stays as it is. Thank you for it!
        </p>
      )}
    </Frame>
  );
}

function BoardHeader({ view }: { view: ReviewDraft }) {
  return (
    <header className="flex items-center gap-4 sm:gap-6">
      {view.board.imageUrl ? (
        <ResponsiveImage
          src={view.board.imageUrl}
          alt=""
          width={112}
          height={112}
          sizes="112px"
          loading="eager"
          className="size-20 shrink-0 rounded-lg border border-border object-cover shadow-sm sm:size-28"
        />
      ) : null}
      <div>
        <p className="flex items-center gap-2 text-sm font-semibold uppercase tracking-[0.2em] text-accent">
          <PackageCheck className="size-4" aria-hidden="true" />
          Order #{view.orderId}
        </p>
        <h1 className="mt-2 text-3xl font-semibold sm:text-4xl">
          {view.review ? "Your review of" : "Review"} {view.board.name}
        </h1>
        <p className="mt-2 text-muted-foreground">
          Thank you, {view.customerName.split(/\s+/)[0]}. A few honest words help the next cook choose.
        </p>
      </div>
    </header>
  );
}

function WrittenReview({ view }: { view: ReviewDraft }) {
  const review = view.review!;
  const status = STATUS_TEXT[review.status];
  return (
    <section aria-labelledby="written-heading" className="mt-8">
      <div className="mb-3 flex flex-wrap items-center gap-3">
        <h2 id="written-heading" className="font-serif text-xl font-semibold">
          As you wrote it
        </h2>
        <Badge variant={review.status === "approved" ? "instock" : "muted"}>{status.label}</Badge>
      </div>
      <ReviewCard review={{ ...review, author: view.customerName.split(/\s+/)[0], board: view.board }} />
      <p className="mt-2 text-sm text-muted-foreground">
        {status.says}{" "}
        {review.status === "approved" && view.board.slug ? (
          <Link href={productPath(view.board.slug)} className="text-accent underline-offset-4 hover:underline">
            See it on the board's page
          </Link>
        ) : null}
      </p>
    </section>
  );
}

function Frame({ children }: { children: ReactNode }) {
  return (
    <div className="wood-grain min-h-[calc(100svh-4rem)]">
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">{children}</div>
    </div>
  );
}

function Loading() {
  return (
    <Frame>
      <div aria-busy="true" className="grid gap-6">
        <p role="status" className="sr-only">
          Loading your review…
        </p>
        <div className="flex items-center gap-4">
          <Skeleton surface="card" rounded="lg" className="size-20 sm:size-28" />
          <div className="grid flex-1 gap-3">
            <Skeleton surface="card" className="h-4 w-32" />
            <Skeleton surface="card" className="h-9 w-3/4" />
          </div>
        </div>
        <Skeleton surface="card" className="h-96 w-full" />
      </div>
    </Frame>
  );
}

function Refused({ title, message }: { title: string; message: string }) {
  return (
    <Frame>
      <Card className="p-6 text-center sm:p-10">
        <h1 className="font-serif text-3xl font-semibold">{title}</h1>
        <p role="alert" className="mx-auto mt-3 max-w-md text-muted-foreground">
          {message}
        </p>
        <Button asChild className="mt-6">
          <Link href="/reviews">Read what others say</Link>
        </Button>
      </Card>
    </Frame>
  );
}
