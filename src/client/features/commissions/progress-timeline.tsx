import { Hammer } from "@/components/ui/icons";
import type { CommissionUpdate } from "@shared/commissions";
import { ProgressPhotos } from "@/components/progress-photos";
import { ResponsiveImage } from "@/components/responsive-image";
import { formatLongDate } from "@/lib/format";

/** The photos' widths: 2 columns on a phone, 3 from sm, inside the page's main column. */
const PHOTO_SIZES = "(min-width: 1024px) 200px, (min-width: 640px) 30vw, 45vw";

/** The maker's progress updates, oldest first, as a timeline. */
export function ProgressTimeline({ updates }: { updates: CommissionUpdate[] }) {
  if (updates.length === 0) {
    return (
      <div className="wood-grain flex items-start gap-3 rounded-lg border border-dashed border-input/60 p-5">
        <Hammer className="mt-0.5 size-5 shrink-0 text-accent" aria-hidden="true" />
        <p className="text-sm leading-relaxed text-muted-foreground">
          No updates yet. Once work begins, we'll post notes and photos from the bench here, and email you each time.
        </p>
      </div>
    );
  }
  return (
    <ol className="relative grid gap-8 border-l-2 border-border pl-6 sm:pl-8">
      {updates.map((update) => (
        <li key={update.id} className="relative">
          <span
            aria-hidden="true"
            className="absolute top-1 -left-[calc(1.5rem+7px)] size-3 rounded-full bg-accent ring-4 ring-background sm:-left-[calc(2rem+7px)]"
          />
          <p className="text-sm font-semibold text-accent">
            <time dateTime={update.createdAt}>{formatLongDate(update.createdAt)}</time>
          </p>
          <p className="mt-1.5 leading-relaxed whitespace-pre-line">{update.text}</p>
          <ProgressPhotos
            photos={update.photos}
            className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3"
            linkClassName="overflow-hidden bg-secondary ring-1 ring-border"
          >
            {(photo, i) => (
              <ResponsiveImage
                src={photo}
                alt={`Progress photo ${i + 1} of ${update.photos.length}, ${formatLongDate(update.createdAt)}`}
                width={1200}
                height={900}
                sizes={PHOTO_SIZES}
                className="aspect-[4/3] w-full object-cover transition-transform duration-300 hover:scale-[1.03] motion-reduce:transition-none"
              />
            )}
          </ProgressPhotos>
        </li>
      ))}
    </ol>
  );
}
