import { describe, expect, it } from "vitest";
import { FITTED, type Frame } from "./photo-zoom";
import { DOUBLE_TAP_MS, ZoomGesture } from "./zoom-gesture";

const phone: Frame = { view: { width: 390, height: 700 }, photo: { width: 390, height: 292.5 } };
const zoomed = { scale: 2, x: 0, y: 0 };

describe("the fingers on the zoomed view (decision 085)", () => {
  it("a tap on the fitted photo enlarges it, a tap beside it closes the view, a tap on the enlarged photo does nothing", () => {
    const gesture = new ZoomGesture();
    gesture.down(1, { x: 10, y: 10 }, FITTED, true);
    expect(gesture.up(1, { x: 12, y: 11 }, 0, FITTED)).toBe("zoom-in");
    gesture.down(1, { x: 0, y: 330 }, FITTED, false);
    expect(gesture.up(1, { x: 0, y: 330 }, 1000, FITTED)).toBe("close");
    gesture.down(1, { x: 0, y: 330 }, zoomed, false);
    expect(gesture.up(1, { x: 0, y: 330 }, 2000, zoomed)).toBeNull();
  });

  it("a double tap toggles: on the enlarged photo it fits it again; on the fitted one its first tap enlarged it", () => {
    const gesture = new ZoomGesture();
    const tap = (time: number, zoom = FITTED) => {
      gesture.down(1, { x: 5, y: 5 }, zoom, true);
      return gesture.up(1, { x: 5, y: 5 }, time, zoom);
    };
    expect(tap(0)).toBe("zoom-in");
    expect(tap(DOUBLE_TAP_MS - 50, zoomed)).toBeNull();
    expect(tap(5000, zoomed)).toBeNull();
    expect(tap(5000 + DOUBLE_TAP_MS - 50, zoomed)).toBe("zoom-out");
    // Two taps far apart in time are two single taps.
    expect(tap(9000)).toBe("zoom-in");
    expect(tap(9000 + DOUBLE_TAP_MS + 200, zoomed)).toBeNull();
  });

  it("a pinch enlarges and never closes the view, even when its fingers lift beside the photo without moving", () => {
    const gesture = new ZoomGesture();
    gesture.down(1, { x: -50, y: 300 }, FITTED, false);
    gesture.down(2, { x: 50, y: 300 }, FITTED, false);
    expect(gesture.move(1, { x: -100, y: 300 }, phone)?.scale).toBe(1.5);
    expect(gesture.move(2, { x: 100, y: 300 }, phone)?.scale).toBe(2);
    expect(gesture.up(2, { x: 100, y: 300 }, 10, zoomed)).toBeNull();
    expect(gesture.up(1, { x: -100, y: 300 }, 20, zoomed)).toBe("settle");

    // Two fingers down and up again without moving, beside the photo: still no close, no tap.
    gesture.down(1, { x: 0, y: 330 }, FITTED, false);
    gesture.down(2, { x: 20, y: 330 }, FITTED, false);
    expect(gesture.up(1, { x: 0, y: 330 }, 1000, FITTED)).toBeNull();
    expect(gesture.up(2, { x: 20, y: 330 }, 1010, FITTED)).toBe("settle");
    // Nor when the browser takes one of them over.
    gesture.down(1, { x: 0, y: 330 }, FITTED, false);
    gesture.down(2, { x: 20, y: 330 }, FITTED, false);
    expect(gesture.cancel(1, FITTED)).toBeNull();
    expect(gesture.up(2, { x: 20, y: 330 }, 2000, FITTED)).toBe("settle");
  });

  it("after a pinch, the finger left on the glass drags on from where the photo is, without a jump", () => {
    const gesture = new ZoomGesture();
    gesture.down(1, { x: -50, y: 0 }, FITTED, true);
    gesture.down(2, { x: 50, y: 0 }, FITTED, true);
    const pinched = gesture.move(2, { x: 150, y: 0 }, phone)!;
    expect(pinched.scale).toBe(2);
    gesture.up(2, { x: 150, y: 0 }, 10, pinched);
    expect(gesture.move(1, { x: -50, y: 0 }, phone)).toEqual(pinched);
    expect(gesture.move(1, { x: -80, y: 0 }, phone)).toEqual({ ...pinched, x: pinched.x - 30 });
  });

  it("a drag moves only the enlarged photo, and is not a tap; a swipe the browser takes over is not one either", () => {
    const gesture = new ZoomGesture();
    gesture.down(1, { x: 0, y: 0 }, zoomed, true);
    expect(gesture.move(1, { x: 60, y: 40 }, phone)).toEqual({ scale: 2, x: 60, y: 0 });
    expect(gesture.up(1, { x: 60, y: 40 }, 0, { scale: 2, x: 60, y: 0 })).toBeNull();
    gesture.down(1, { x: 0, y: 0 }, FITTED, true);
    expect(gesture.move(1, { x: 60, y: 0 }, phone)).toBeNull();
    expect(gesture.up(1, { x: 60, y: 0 }, 1000, FITTED)).toBeNull();
    gesture.down(1, { x: 0, y: 0 }, FITTED, true);
    expect(gesture.cancel(1, FITTED)).toBeNull();
    expect(gesture.active).toBe(false);
  });
});
