import { ChevronLeft, ChevronRight } from "@/components/ui/icons";
import { Button } from "@/components/ui/button";

/** Newer and older pages of reviews; nothing when they fit on one. */
export function ReviewPager({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  if (pages <= 1) return null;
  return (
    <nav aria-label="Review pages" className="mt-6 flex items-center justify-between gap-4">
      <Button variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeft aria-hidden="true" />
        Newer
      </Button>
      <span className="text-sm text-muted-foreground" aria-live="polite">
        Page {page} of {pages}
      </span>
      <Button variant="outline" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Older
        <ChevronRight aria-hidden="true" />
      </Button>
    </nav>
  );
}
