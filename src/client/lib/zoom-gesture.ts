// The fingers (or the mouse) on the zoomed view (components/photo-viewer.tsx, decision 085): which
// gesture they make and what it does. No DOM: the viewer hands in each pointer's id and its point,
// relative to the middle of the view, and applies what comes back.
import { isZoomed, pan, pinchZoom, type Frame, type Point, type Zoom } from "./photo-zoom";

/** A finger that moves further than this is dragging, not tapping (CSS pixels). */
export const TAP_SLOP = 10;
/** A second tap this soon after the first, and this near it, makes a double tap. */
export const DOUBLE_TAP_MS = 300;
export const DOUBLE_TAP_SLOP = 40;

/**
 * What lifting the last finger does: a tap on the fitted photo enlarges it there, a tap beside it
 * closes the view, a double tap on the enlarged photo fits it again; after a pinch the zoom settles.
 * A gesture that ever had two fingers is never a tap, so a pinch never closes the view.
 */
export type GestureEnd = "zoom-in" | "zoom-out" | "close" | "settle" | null;

const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);

export class ZoomGesture {
  private readonly pointers = new Map<number, Point>();
  /** The zoom and the pointers when the last finger came or went: moves are measured from here. */
  private base: { zoom: Zoom; pointers: Map<number, Point> } | null = null;
  private origin: Point | null = null;
  /** Whether the first finger came down on the photo (not beside it). */
  private onPhoto = false;
  private multi = false;
  private moved = false;
  private lastTap: { at: Point; time: number; zoomed: boolean } | null = null;

  /** Is a finger (or the mouse button) down? */
  get active(): boolean {
    return this.pointers.size > 0;
  }

  /** A finger (or the mouse button) down at `at`; `onPhoto`: on the photo, not beside it. */
  down(id: number, at: Point, zoom: Zoom, onPhoto: boolean): void {
    if (this.pointers.size === 0) {
      this.origin = at;
      this.onPhoto = onPhoto;
      this.multi = false;
      this.moved = false;
    }
    this.pointers.set(id, at);
    if (this.pointers.size > 1) this.multi = true;
    this.base = { zoom, pointers: new Map(this.pointers) };
  }

  /** A pointer moved: the new zoom (a drag of the enlarged photo, or a pinch), or null if nothing changes. */
  move(id: number, at: Point, frame: Frame): Zoom | null {
    const base = this.base;
    if (!base || !this.pointers.has(id)) return null;
    this.pointers.set(id, at);
    if (this.origin && distance(at, this.origin) > TAP_SLOP) this.moved = true;
    const [a, b] = [...this.pointers.keys()];
    if (b !== undefined) {
      const from: [Point, Point] = [base.pointers.get(a)!, base.pointers.get(b)!];
      return pinchZoom({ zoom: base.zoom, from }, [this.pointers.get(a)!, this.pointers.get(b)!], frame);
    }
    if (!isZoomed(base.zoom)) return null;
    const from = base.pointers.get(id)!;
    return pan(base.zoom, { x: at.x - from.x, y: at.y - from.y }, frame);
  }

  /** A pointer lifted at `at`, with the zoom as it is now. */
  up(id: number, at: Point, time: number, zoom: Zoom): GestureEnd {
    if (!this.pointers.delete(id)) return null;
    if (this.pointers.size > 0) {
      // One finger of a pinch lifted: the other drags on from here, without a jump.
      this.base = { zoom, pointers: new Map(this.pointers) };
      return null;
    }
    this.base = null;
    if (this.multi) return "settle";
    if (this.moved) return null;
    return this.tap(at, time, zoom, this.onPhoto);
  }

  /** The browser took the pointer over (a swipe to the next photo): never a tap. */
  cancel(id: number, zoom: Zoom): GestureEnd {
    if (!this.pointers.delete(id)) return null;
    this.moved = true;
    if (this.pointers.size > 0) {
      this.base = { zoom, pointers: new Map(this.pointers) };
      return null;
    }
    this.base = null;
    return this.multi ? "settle" : null;
  }

  private tap(at: Point, time: number, zoom: Zoom, onPhoto: boolean): GestureEnd {
    const last = this.lastTap;
    if (last && time - last.time <= DOUBLE_TAP_MS && distance(at, last.at) <= DOUBLE_TAP_SLOP) {
      this.lastTap = null;
      // A double tap toggles: the enlarged photo is fitted again; on the fitted one, its first tap
      // has already enlarged it.
      return last.zoomed ? "zoom-out" : null;
    }
    this.lastTap = { at, time, zoomed: isZoomed(zoom) };
    if (isZoomed(zoom)) return null;
    return onPhoto ? "zoom-in" : "close";
  }
}
