import { Link, type RouteComponentProps } from "wouter";
import { POLICY_PAGES } from "@shared/routes";
import { Markdown } from "@/components/markdown";
import { Skeleton } from "@/components/ui/skeleton";
import { LoadError } from "@/components/load-error";
import { useSiteContent } from "@/features/site-content/use-site-content";
import { PageHead, summary } from "@/lib/page-head";
import { cn } from "@/lib/utils";
import NotFoundPage from "@/pages/not-found";

/** The words of a Markdown text without its markers, for the page's description. */
const plainText = (markdown: string) =>
  markdown
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/[#*_`]/g, "")
    .replace(/\s+/g, " ");

/**
 * /policies/shipping, /policies/privacy and /policies/terms: the owner's Markdown from the site
 * content, rendered as React elements (decision 023).
 */
export default function PolicyPage({ params }: RouteComponentProps) {
  const policy = POLICY_PAGES.find((p) => p.path === `/policies/${params.policy?.toLowerCase()}`);
  const { data, isLoading, isError, refetch, isFetching } = useSiteContent();
  if (!policy) return <NotFoundPage />;

  const text = data?.[policy.field].trim() ?? "";
  // The sample's first line asks the owner to adapt it: a description should start with the policy itself.
  const description = summary(plainText(text.replace(/^_[^\n]*_\n+/, ""))) || undefined;

  return (
    <div className="wood-grain min-h-[calc(100svh-4rem)]">
      <PageHead title={policy.title} description={description} path={policy.path} />
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-16 lg:px-8">
        <p className="text-sm font-semibold uppercase tracking-[0.2em] text-accent">Shop policies</p>
        <h1 className="mt-3 text-4xl font-semibold leading-tight sm:text-5xl">{policy.title}</h1>
        <nav aria-label="Shop policies" className="mt-6">
          <ul className="flex flex-wrap gap-2">
            {POLICY_PAGES.map((p) => (
              <li key={p.path}>
                <Link
                  href={p.path}
                  aria-current={p === policy ? "page" : undefined}
                  className={cn(
                    "inline-flex min-h-10 items-center rounded-full border px-4 text-sm font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
                    p === policy
                      ? "border-primary bg-primary text-primary-foreground"
                      : "border-border bg-card hover:border-accent hover:text-accent",
                  )}
                >
                  {p.title}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <article className="mt-8 rounded-lg border border-border bg-card p-5 shadow-sm sm:p-10">
          {isLoading ? (
            <div className="space-y-4" role="status" aria-label="Loading the policy">
              <Skeleton className="h-6 w-1/2" />
              <Skeleton className="h-4 w-full" />
              <Skeleton className="h-4 w-5/6" />
              <Skeleton className="h-4 w-2/3" />
            </div>
          ) : isError ? (
            <LoadError message="We couldn't load this policy." onRetry={() => void refetch()} retrying={isFetching} />
          ) : text ? (
            <Markdown source={text} />
          ) : (
            <p className="text-muted-foreground">
              This policy hasn't been written yet. Questions? <Link href="/#contact">Get in touch</Link> and we'll
              gladly answer.
            </p>
          )}
        </article>
      </div>
    </div>
  );
}
