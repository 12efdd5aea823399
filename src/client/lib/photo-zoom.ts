// The zoomed view's arithmetic (components/photo-viewer.tsx, decision 085): how far a photo is
// enlarged and where it sits, from taps, pinches, drags and keys. No DOM: the viewer measures and
// hands in sizes and points, relative to the middle of the view.

/** A point or a distance in CSS pixels, from the middle of the view. */
export type Point = { x: number; y: number };
export type Size = { width: number; height: number };

/** How much the photo is enlarged (1 = fitted to the view) and how far it is moved, in CSS pixels. */
export type Zoom = { scale: number; x: number; y: number };

/** The photo fitted to the view, in its middle. */
export const FITTED: Zoom = { scale: 1, x: 0, y: 0 };
/** A tap, a click, a double tap or the zoom button enlarge to this. */
export const TAP_SCALE = 2;
/** A pinch or the + key go no further. */
export const MAX_SCALE = 3;
/** The levels the + and − keys step through. */
export const SCALE_STEPS = [1, 2, 3] as const;
/** A pinch that ends below this goes back to the fitted photo. */
const SETTLE_BELOW = 1.1;

/** What the zoom needs to know about the screen: the view's size and the fitted photo's. */
export type Frame = { view: Size; photo: Size };

export const isZoomed = (zoom: Zoom) => zoom.scale > 1;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * Keeps the enlarged photo over the view: it may move only as far as it overhangs the view on each
 * side, and a side it does not overhang stays in the middle.
 */
export function clampPan(zoom: Zoom, frame: Frame): Zoom {
  const scale = clamp(zoom.scale, 1, MAX_SCALE);
  const maxX = Math.max(0, (frame.photo.width * scale - frame.view.width) / 2);
  const maxY = Math.max(0, (frame.photo.height * scale - frame.view.height) / 2);
  // `+ 0` turns a -0 into 0, so a photo that cannot move reads as not moved.
  return { scale, x: clamp(zoom.x, -maxX, maxX) + 0, y: clamp(zoom.y, -maxY, maxY) + 0 };
}

/** Enlarges (or shrinks) to `scale`, keeping what is under `at` under it, as a finger expects. */
export function zoomAt(zoom: Zoom, scale: number, at: Point, frame: Frame): Zoom {
  const next = clamp(scale, 1, MAX_SCALE);
  const ratio = next / zoom.scale;
  return clampPan({ scale: next, x: at.x - (at.x - zoom.x) * ratio, y: at.y - (at.y - zoom.y) * ratio }, frame);
}

/** Moves the enlarged photo by a drag of `by`; the fitted photo does not move. */
export function pan(zoom: Zoom, by: Point, frame: Frame): Zoom {
  if (!isZoomed(zoom)) return FITTED;
  return clampPan({ ...zoom, x: zoom.x + by.x, y: zoom.y + by.y }, frame);
}

/** The + key (`1`) and the − key (`-1`): the next level of SCALE_STEPS, about the middle of the view. */
export function stepZoom(zoom: Zoom, direction: 1 | -1, frame: Frame): Zoom {
  const next =
    direction === 1
      ? (SCALE_STEPS.find((step) => step > zoom.scale + 0.01) ?? MAX_SCALE)
      : ([...SCALE_STEPS].reverse().find((step) => step < zoom.scale - 0.01) ?? 1);
  return next === 1 ? FITTED : zoomAt(zoom, next, { x: 0, y: 0 }, frame);
}

/** A double tap, a double click or the zoom button: to TAP_SCALE at `at`, or back to the fitted photo. */
export function toggleZoom(zoom: Zoom, at: Point, frame: Frame): Zoom {
  return isZoomed(zoom) ? FITTED : zoomAt(zoom, TAP_SCALE, at, frame);
}

/** Two fingers where they started (with the zoom then) and where they are now. */
export type Pinch = { zoom: Zoom; from: [Point, Point] };

const middle = (a: Point, b: Point): Point => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });
const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);

/**
 * A pinch: the photo grows as the fingers part and follows their middle, between fitted and
 * MAX_SCALE. It never closes the view, however the fingers move.
 */
export function pinchZoom(pinch: Pinch, to: [Point, Point], frame: Frame): Zoom {
  const start = pinch.zoom;
  const scale = clamp(start.scale * (distance(...to) / Math.max(1, distance(...pinch.from))), 1, MAX_SCALE);
  const from = middle(...pinch.from);
  const now = middle(...to);
  const ratio = scale / start.scale;
  // The photo's point that was under the fingers' middle stays under it.
  return clampPan({ scale, x: now.x - (from.x - start.x) * ratio, y: now.y - (from.y - start.y) * ratio }, frame);
}

/** When the fingers lift: a pinch that hardly enlarged goes back to the fitted photo. */
export function settle(zoom: Zoom): Zoom {
  return zoom.scale < SETTLE_BELOW ? FITTED : zoom;
}

/** An arrow key's step, in CSS pixels. */
export const ARROW_STEP = 60;

/** The arrow keys move the enlarged photo: ArrowRight shows more of its right side. */
export function arrowPan(zoom: Zoom, key: string, frame: Frame): Zoom | null {
  const by = {
    ArrowRight: { x: -ARROW_STEP, y: 0 },
    ArrowLeft: { x: ARROW_STEP, y: 0 },
    ArrowDown: { x: 0, y: -ARROW_STEP },
    ArrowUp: { x: 0, y: ARROW_STEP },
  }[key];
  return by ? pan(zoom, by, frame) : null;
}
