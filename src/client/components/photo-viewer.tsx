import { useCallback, useRef, useState, type ReactNode } from "react";
import * as DialogPrimitive from "@radix-ui/react-dialog";
import { ChevronLeft, ChevronRight, X } from "lucide-react";
import { ResponsiveImage } from "@/components/responsive-image";
import { useReturnFocus } from "@/components/ui/return-focus";
import { scrollToPhoto, shownPhoto } from "@/lib/photo-strip";
import { cn } from "@/lib/utils";

type ViewedPhoto = { url: string; alt: string };

type PhotoViewerProps = {
  photos: readonly ViewedPhoto[];
  /** The photo shown first. */
  startIndex: number;
  onClose: () => void;
  /** Named for screen readers: "Photos of Walnut Classic". */
  title: string;
  /** Shown under the photo: a gallery piece's title, description, shape and groove. */
  caption?: ReactNode;
};

/** How far a finger must move down to close the view, in CSS pixels. */
const SWIPE_CLOSE_PX = 80;

/**
 * The zoomed view of a board's photos or a gallery piece (loaded only when opened): one photo at a
 * time over the page, as large as the screen allows. A swipe sideways (or the arrows, or the arrow
 * keys) goes to the next photo; Escape, the close button or a swipe down closes it, and focus goes
 * back to what opened it.
 */
export default function PhotoViewer({ photos, startIndex, onClose, title, caption }: PhotoViewerProps) {
  const [index, setIndex] = useState(startIndex);
  const strip = useRef<HTMLDivElement>(null);
  const touchStart = useRef<{ x: number; y: number } | null>(null);
  const returnFocus = useReturnFocus({});
  const many = photos.length > 1;

  // Opens at the chosen photo, without a visible scroll (the portal mounts the strip after this
  // component, so it is placed when it arrives).
  const placeStrip = useCallback(
    (el: HTMLDivElement | null) => {
      strip.current = el;
      if (el) el.scrollLeft = startIndex * el.clientWidth;
    },
    [startIndex],
  );

  const show = (next: number) => {
    const target = Math.max(0, Math.min(photos.length - 1, next));
    setIndex(target);
    scrollToPhoto(strip.current, target);
  };

  return (
    <DialogPrimitive.Root open onOpenChange={(open) => !open && onClose()}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-[60] bg-[rgb(24_16_11)]" />
        <DialogPrimitive.Content
          aria-describedby={undefined}
          className="fixed inset-0 z-[60] flex flex-col text-[rgb(250_244_235)] focus:outline-none"
          onKeyDown={(event) => {
            const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
            if (step === undefined) return;
            event.preventDefault();
            show(index + step);
          }}
          onTouchStart={(event) => {
            const touch = event.touches[0];
            touchStart.current = { x: touch.clientX, y: touch.clientY };
          }}
          onTouchEnd={(event) => {
            const start = touchStart.current;
            const touch = event.changedTouches[0];
            touchStart.current = null;
            if (!start || !touch) return;
            const dy = touch.clientY - start.y;
            if (dy > SWIPE_CLOSE_PX && dy > Math.abs(touch.clientX - start.x)) onClose();
          }}
          {...returnFocus}
        >
          <div className="flex items-center justify-between gap-3 px-4 py-3">
            <DialogPrimitive.Title className="line-clamp-2 font-serif text-lg font-semibold leading-snug">
              {title}
            </DialogPrimitive.Title>
            <div className="flex items-center gap-3">
              {many ? (
                <p className="whitespace-nowrap text-sm tabular-nums opacity-80" aria-live="polite">
                  <span className="sr-only">Photo </span>
                  {index + 1} / {photos.length}
                </p>
              ) : null}
              <DialogPrimitive.Close
                aria-label="Close"
                className="inline-flex size-11 items-center justify-center rounded-full bg-white/10 hover:bg-white/20 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white"
              >
                <X className="size-5" aria-hidden="true" />
              </DialogPrimitive.Close>
            </div>
          </div>

          <div className="relative min-h-0 flex-1">
            <div
              ref={placeStrip}
              // Reachable by keyboard like any scrolling region; the arrow keys move between photos.
              tabIndex={0}
              role="group"
              aria-label={`Photo ${index + 1} of ${photos.length}`}
              className="no-scrollbar flex h-full snap-x snap-mandatory overflow-x-auto overscroll-x-contain focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-white/60"
              onScroll={(event) => setIndex(shownPhoto(event.currentTarget))}
            >
              {photos.map((photo, i) => (
                <figure
                  key={photo.url}
                  className="flex h-full w-full shrink-0 snap-center items-center justify-center px-2 sm:px-16"
                  aria-hidden={i === index ? undefined : true}
                >
                  <ResponsiveImage
                    src={photo.url}
                    alt={photo.alt}
                    width={1600}
                    height={1200}
                    sizes="100vw"
                    loading={Math.abs(i - index) <= 1 ? "eager" : "lazy"}
                    className="max-h-full w-auto max-w-full object-contain"
                  />
                </figure>
              ))}
            </div>
            {many ? (
              <>
                <ArrowButton
                  side="left"
                  label="Previous photo"
                  disabled={index === 0}
                  onClick={() => show(index - 1)}
                />
                <ArrowButton
                  side="right"
                  label="Next photo"
                  disabled={index === photos.length - 1}
                  onClick={() => show(index + 1)}
                />
              </>
            ) : null}
          </div>

          {caption ? <div className="mx-auto w-full max-w-3xl px-4 pb-5 pt-3 text-sm">{caption}</div> : null}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

function ArrowButton({
  side,
  label,
  disabled,
  onClick,
}: {
  side: "left" | "right";
  label: string;
  disabled: boolean;
  onClick: () => void;
}) {
  const Icon = side === "left" ? ChevronLeft : ChevronRight;
  return (
    <button
      type="button"
      aria-label={label}
      disabled={disabled}
      onClick={onClick}
      className={cn(
        "absolute top-1/2 hidden size-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/10 hover:bg-white/20 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white disabled:opacity-30 sm:inline-flex",
        side === "left" ? "left-3" : "right-3",
      )}
    >
      <Icon className="size-6" aria-hidden="true" />
    </button>
  );
}
