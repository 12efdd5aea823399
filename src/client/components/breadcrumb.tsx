import { Fragment } from "react";
import { Link } from "wouter";
import { ChevronRight } from "@/components/ui/icons";
import { cn } from "@/lib/utils";

const CRUMB_LINK =
  "rounded-sm underline-offset-4 hover:text-foreground hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring";

/** The way back from a page: links to the pages above it, then the page itself (aria-current). */
export function Breadcrumb({
  trail,
  current,
  className,
}: {
  trail: { label: string; href: string }[];
  current: string;
  className?: string;
}) {
  return (
    <nav aria-label="Breadcrumb" className={cn("mb-6", className)}>
      <ol className="flex flex-wrap items-center gap-1.5 text-sm text-muted-foreground">
        {trail.map((crumb) => (
          <Fragment key={crumb.href}>
            <li>
              <Link href={crumb.href} className={CRUMB_LINK}>
                {crumb.label}
              </Link>
            </li>
            <li aria-hidden="true">
              <ChevronRight className="size-4" />
            </li>
          </Fragment>
        ))}
        <li aria-current="page" className="font-medium text-foreground">
          {current}
        </li>
      </ol>
    </nav>
  );
}
