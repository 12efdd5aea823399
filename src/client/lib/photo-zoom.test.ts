import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  arrowPan,
  clampPan,
  FITTED,
  MAX_SCALE,
  pan,
  pinchZoom,
  settle,
  stepZoom,
  toggleZoom,
  zoomAt,
  type Frame,
} from "./photo-zoom";

// A phone held upright: a 390 × 700 view, the 4:3 photo fitted to its width.
const phone: Frame = { view: { width: 390, height: 700 }, photo: { width: 390, height: 292.5 } };

describe("the zoomed view's arithmetic (decision 085)", () => {
  it("a tap enlarges twice at the finger, and a double tap fits the photo again", () => {
    const zoomed = toggleZoom(FITTED, { x: 100, y: 0 }, phone);
    // The point under the finger stays under it: 100 from the middle, twice as far on the photo.
    expect(zoomed).toEqual({ scale: 2, x: -100, y: 0 });
    expect(toggleZoom(zoomed, { x: 0, y: 0 }, phone)).toEqual(FITTED);
  });

  it("the + and − keys step through 1×, 2× and 3×, and stop there", () => {
    const two = stepZoom(FITTED, 1, phone);
    const three = stepZoom(two, 1, phone);
    expect([two.scale, three.scale, stepZoom(three, 1, phone).scale]).toEqual([2, 3, 3]);
    expect(stepZoom(three, -1, phone).scale).toBe(2);
    expect(stepZoom(two, -1, phone)).toEqual(FITTED);
    expect(stepZoom(FITTED, -1, phone)).toEqual(FITTED);
    // From a pinch's 2.4×, + goes to 3× and − to 2×.
    const pinched = { scale: 2.4, x: 0, y: 0 };
    expect([stepZoom(pinched, 1, phone).scale, stepZoom(pinched, -1, phone).scale]).toEqual([3, 2]);
  });

  it("the enlarged photo moves only as far as it overhangs the view, and a side that fits stays in the middle", () => {
    // At 2× the photo is 780 × 585: 195 px over each side, and shorter than the 700 px view.
    expect(clampPan({ scale: 2, x: 500, y: 300 }, phone)).toEqual({ scale: 2, x: 195, y: 0 });
    expect(clampPan({ scale: 2, x: -500, y: -300 }, phone)).toEqual({ scale: 2, x: -195, y: 0 });
    // At 3× it is 877.5 px high: 88.75 px over the top and the bottom.
    expect(clampPan({ scale: 3, x: 0, y: -300 }, phone)).toEqual({ scale: 3, x: 0, y: -88.75 });
    expect(pan({ scale: 2, x: 0, y: 0 }, { x: 50, y: 50 }, phone)).toEqual({ scale: 2, x: 50, y: 0 });
    // The fitted photo never moves.
    expect(pan(FITTED, { x: 50, y: 50 }, phone)).toEqual(FITTED);
  });

  it("whatever the zoom and the drag, the photo still covers the view where it overhangs it", () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.2, max: 6, noNaN: true }),
        fc.double({ min: -5000, max: 5000, noNaN: true }),
        fc.double({ min: -5000, max: 5000, noNaN: true }),
        (scale, x, y) => {
          const zoom = clampPan({ scale, x, y }, phone);
          expect(zoom.scale).toBeGreaterThanOrEqual(1);
          expect(zoom.scale).toBeLessThanOrEqual(MAX_SCALE);
          const width = phone.photo.width * zoom.scale;
          const height = phone.photo.height * zoom.scale;
          // Each edge of the photo is beyond the view's edge, or the photo sits in the middle.
          if (width >= phone.view.width) expect(Math.abs(zoom.x)).toBeLessThanOrEqual((width - phone.view.width) / 2);
          else expect(zoom.x).toBe(0);
          if (height >= phone.view.height)
            expect(Math.abs(zoom.y)).toBeLessThanOrEqual((height - phone.view.height) / 2);
          else expect(zoom.y).toBe(0);
        },
      ),
    );
  });

  it("a pinch grows with the fingers' spread up to 3×, follows their middle, and a small one settles back", () => {
    const from: [{ x: number; y: number }, { x: number; y: number }] = [
      { x: -50, y: 0 },
      { x: 50, y: 0 },
    ];
    expect(
      pinchZoom(
        { zoom: FITTED, from },
        [
          { x: -100, y: 0 },
          { x: 100, y: 0 },
        ],
        phone,
      ).scale,
    ).toBe(2);
    // Spread five times: no further than 3×.
    expect(
      pinchZoom(
        { zoom: FITTED, from },
        [
          { x: -250, y: 0 },
          { x: 250, y: 0 },
        ],
        phone,
      ).scale,
    ).toBe(MAX_SCALE);
    // Pinched in below fitted: fitted.
    expect(
      pinchZoom(
        { zoom: FITTED, from },
        [
          { x: -10, y: 0 },
          { x: 10, y: 0 },
        ],
        phone,
      ),
    ).toEqual(FITTED);
    // Both fingers slide right while spreading: the photo follows them.
    const moved = pinchZoom(
      { zoom: FITTED, from },
      [
        { x: -60, y: 0 },
        { x: 140, y: 0 },
      ],
      phone,
    );
    expect(moved).toEqual({ scale: 2, x: 40, y: 0 });
    expect(settle({ scale: 1.05, x: 3, y: 0 })).toEqual(FITTED);
    expect(settle(moved)).toBe(moved);
  });

  it("zooming at a point near an edge keeps the photo over the view", () => {
    expect(zoomAt(FITTED, 3, { x: 195, y: 0 }, phone)).toEqual({ scale: 3, x: -390, y: 0 });
    expect(zoomAt(FITTED, 3, { x: 0, y: 340 }, phone)).toEqual({ scale: 3, x: 0, y: -88.75 });
  });

  it("the arrow keys move the enlarged photo to show the side they point to", () => {
    const zoomed = { scale: 2, x: 0, y: 0 };
    expect(arrowPan(zoomed, "ArrowRight", phone)).toEqual({ scale: 2, x: -60, y: 0 });
    expect(arrowPan(zoomed, "ArrowLeft", phone)).toEqual({ scale: 2, x: 60, y: 0 });
    expect(arrowPan({ scale: 3, x: 0, y: 0 }, "ArrowDown", phone)).toEqual({ scale: 3, x: 0, y: -60 });
    expect(arrowPan(zoomed, "Enter", phone)).toBeNull();
  });
});
