import { useCallback, useRef, useState, type DragEvent, type PointerEvent, type ReactNode } from "react";
import * as DialogPrimitive from "@radix-ui/react-dialog";
import { ChevronLeft, ChevronRight, X, ZoomIn, ZoomOut } from "@/components/ui/icons";
import { ResponsiveImage } from "@/components/responsive-image";
import { useReturnFocus } from "@/components/ui/return-focus";
import { scrollToPhoto, shownPhoto } from "@/lib/photo-strip";
import {
  arrowPan,
  FITTED,
  isZoomed,
  settle,
  stepZoom,
  TAP_SCALE,
  toggleZoom,
  zoomAt,
  type Frame,
  type Point,
  type Zoom,
} from "@/lib/photo-zoom";
import { ZoomGesture, type GestureEnd } from "@/lib/zoom-gesture";
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

/**
 * The zoomed view of a board's photos or a gallery piece (loaded only when opened): one photo at a
 * time over the page, as large as the screen allows. A swipe sideways (or the arrows, or the arrow
 * keys) goes to the next photo. A tap or click on the photo enlarges it twice, from the largest file
 * there is; a pinch enlarges it up to three times; a drag moves the enlarged photo; a double tap, the
 * zoom button or the + and − keys go in and out, and the arrow keys move it (decision 085). Escape,
 * the close button or a tap beside the fitted photo close it (a pinch never does), and focus goes
 * back to what opened it.
 */
export default function PhotoViewer({ photos, startIndex, onClose, title, caption }: PhotoViewerProps) {
  const [index, setIndex] = useState(startIndex);
  const [zoom, setZoom] = useState<Zoom>(FITTED);
  const [dragging, setDragging] = useState(false);
  // The photos enlarged once: they show the largest file from then on.
  const [large, setLarge] = useState<ReadonlySet<number>>(() => new Set());
  const strip = useRef<HTMLDivElement>(null);
  const gesture = useRef(new ZoomGesture());
  const returnFocus = useReturnFocus({});
  const many = photos.length > 1;
  const zoomed = isZoomed(zoom);

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
    setZoom(FITTED);
    scrollToPhoto(strip.current, target);
  };

  const zoomTo = (next: Zoom) => {
    setZoom(next);
    if (isZoomed(next) && !large.has(index)) setLarge(new Set(large).add(index));
  };

  /** The shown photo's figure: the view, and the photo fitted in it (sizes before any transform). */
  const shownFigure = () => strip.current?.querySelectorAll("figure")[index] ?? null;
  const frameOf = (figure: HTMLElement | null): Frame => {
    const img = figure?.querySelector("img");
    return {
      view: { width: figure?.clientWidth ?? 0, height: figure?.clientHeight ?? 0 },
      photo: { width: img?.offsetWidth ?? 0, height: img?.offsetHeight ?? 0 },
    };
  };
  /** A pointer's place from the middle of the view. */
  const pointIn = (figure: HTMLElement, event: { clientX: number; clientY: number }): Point => {
    const box = figure.getBoundingClientRect();
    return { x: event.clientX - box.left - box.width / 2, y: event.clientY - box.top - box.height / 2 };
  };

  const end = (outcome: GestureEnd, at: Point, figure: HTMLElement) => {
    setDragging(gesture.current.active);
    if (outcome === "close") onClose();
    else if (outcome === "zoom-in") zoomTo(zoomAt(zoom, TAP_SCALE, at, frameOf(figure)));
    else if (outcome === "zoom-out") setZoom(FITTED);
    else if (outcome === "settle") setZoom(settle(zoom));
  };

  const figureEvents = (i: number) =>
    i !== index
      ? {}
      : {
          onPointerDown: (event: PointerEvent<HTMLElement>) => {
            if (event.pointerType === "mouse" && event.button !== 0) return;
            // Read before the capture: from then on the figure is every event's target.
            const onPhoto = event.target instanceof HTMLImageElement;
            try {
              event.currentTarget.setPointerCapture(event.pointerId);
            } catch {
              // A pointer the browser no longer tracks: its events come to the figure anyway.
            }
            gesture.current.down(event.pointerId, pointIn(event.currentTarget, event), zoom, onPhoto);
            setDragging(true);
          },
          onPointerMove: (event: PointerEvent<HTMLElement>) => {
            const figure = event.currentTarget;
            const next = gesture.current.move(event.pointerId, pointIn(figure, event), frameOf(figure));
            if (next) zoomTo(next);
          },
          onPointerUp: (event: PointerEvent<HTMLElement>) => {
            const figure = event.currentTarget;
            const at = pointIn(figure, event);
            end(gesture.current.up(event.pointerId, at, event.timeStamp, zoom), at, figure);
          },
          onPointerCancel: (event: PointerEvent<HTMLElement>) => {
            const figure = event.currentTarget;
            end(gesture.current.cancel(event.pointerId, zoom), pointIn(figure, event), figure);
          },
          // The browser's own dragging of an image would steal the mouse from the pan.
          onDragStart: (event: DragEvent<HTMLElement>) => event.preventDefault(),
        };

  return (
    <DialogPrimitive.Root open onOpenChange={(open) => !open && onClose()}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-[60] bg-[rgb(24_16_11)]" />
        <DialogPrimitive.Content
          aria-describedby={undefined}
          className="fixed inset-0 z-[60] flex flex-col text-[rgb(250_244_235)] focus:outline-none"
          onKeyDown={(event) => {
            const frame = frameOf(shownFigure());
            const step = { "+": 1, "=": 1, "-": -1, _: -1 }[event.key] as 1 | -1 | undefined;
            if (step !== undefined) {
              event.preventDefault();
              zoomTo(stepZoom(zoom, step, frame));
              return;
            }
            if (zoomed) {
              const next = arrowPan(zoom, event.key, frame);
              if (!next) return;
              event.preventDefault();
              setZoom(next);
              return;
            }
            const move = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
            if (move === undefined) return;
            event.preventDefault();
            show(index + move);
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
              <button
                type="button"
                aria-label={zoomed ? "Zoom out" : "Zoom in"}
                onClick={() => zoomTo(toggleZoom(zoom, { x: 0, y: 0 }, frameOf(shownFigure())))}
                className={VIEWER_BUTTON}
              >
                {zoomed ? (
                  <ZoomOut className="size-5" aria-hidden="true" />
                ) : (
                  <ZoomIn className="size-5" aria-hidden="true" />
                )}
              </button>
              <DialogPrimitive.Close aria-label="Close" className={VIEWER_BUTTON}>
                <X className="size-5" aria-hidden="true" />
              </DialogPrimitive.Close>
            </div>
          </div>
          <p className="sr-only" aria-live="polite">
            {zoomed ? "Zoomed in. Drag or use the arrow keys to look around; the minus key zooms out." : ""}
          </p>

          <div className="relative min-h-0 flex-1">
            <div
              ref={placeStrip}
              // Reachable by keyboard like any scrolling region; the arrow keys move between photos.
              tabIndex={0}
              role="group"
              aria-label={`Photo ${index + 1} of ${photos.length}`}
              data-zoom={zoom.scale}
              className={cn(
                "no-scrollbar flex h-full snap-x snap-mandatory overscroll-x-contain focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-white/60",
                // An enlarged photo is dragged, not swiped away.
                zoomed ? "overflow-hidden" : "overflow-x-auto",
              )}
              onScroll={(event) => {
                if (!zoomed) setIndex(shownPhoto(event.currentTarget));
              }}
            >
              {photos.map((photo, i) => (
                <figure
                  key={photo.url}
                  className={cn(
                    "flex h-full w-full shrink-0 snap-center select-none items-center justify-center px-2 sm:px-16",
                    // A swipe sideways still scrolls to the next photo; a pinch is the view's, not the page's.
                    i === index && zoomed ? "touch-none" : "touch-pan-x",
                  )}
                  aria-hidden={i === index ? undefined : true}
                  {...figureEvents(i)}
                >
                  <ResponsiveImage
                    src={photo.url}
                    alt={photo.alt}
                    width={1600}
                    height={1200}
                    sizes="100vw"
                    largest={large.has(i)}
                    loading={Math.abs(i - index) <= 1 ? "eager" : "lazy"}
                    style={
                      i === index && zoomed
                        ? { transform: `translate(${zoom.x}px, ${zoom.y}px) scale(${zoom.scale})` }
                        : undefined
                    }
                    className={cn(
                      "max-h-full w-auto max-w-full object-contain",
                      i === index && zoomed ? "cursor-grab active:cursor-grabbing" : "cursor-zoom-in",
                      // The photo glides to a tap's or a key's zoom, and follows a finger at once.
                      !dragging && "transition-transform duration-200 ease-out motion-reduce:transition-none",
                    )}
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

const VIEWER_BUTTON =
  "inline-flex size-11 items-center justify-center rounded-full bg-white/10 hover:bg-white/20 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white";

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
