import { fireEvent, render, screen } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { expectAccessible } from "@/test/axe";
import PhotoViewer from "./photo-viewer";

const photos = [
  { url: "/images/boards/walnut.webp", alt: "The walnut board" },
  { url: "/images/boards/walnut-edge.webp", alt: "Its edge" },
];

// jsdom lays nothing out: the view is a phone's 390 × 700 and the fitted photo 390 × 292.5, its
// middle at (0, 0), so a pointer's clientX and clientY are its place from the middle of the view.
function layOut() {
  const size = (figure: number, img: number) =>
    function (this: Element) {
      return this.tagName === "IMG" ? img : figure;
    };
  vi.spyOn(Element.prototype, "clientWidth", "get").mockImplementation(size(390, 390));
  vi.spyOn(Element.prototype, "clientHeight", "get").mockImplementation(size(700, 292.5));
  vi.spyOn(HTMLElement.prototype, "offsetWidth", "get").mockImplementation(size(390, 390));
  vi.spyOn(HTMLElement.prototype, "offsetHeight", "get").mockImplementation(size(700, 292.5));
}

function open() {
  const onClose = vi.fn();
  render(<PhotoViewer photos={photos} startIndex={0} title="Photos of Walnut Classic" onClose={onClose} />);
  const dialog = screen.getByRole("dialog", { name: "Photos of Walnut Classic" });
  const img = screen.getByRole("img", { name: "The walnut board" });
  const figure = img.closest("figure")!;
  const zoom = () => Number(screen.getByRole("group").dataset.zoom);
  return { onClose, dialog, img, figure, zoom, user: userEvent.setup() };
}

let now = 1_000_000;
/** A finger (or the mouse) down and up at one place, `gap` ms after the last. */
function tap(target: Element, x: number, y: number, gap = 1000, pointerId = 1) {
  now += gap;
  vi.setSystemTime(now);
  fireEvent.pointerDown(target, { pointerId, clientX: x, clientY: y, pointerType: "touch" });
  fireEvent.pointerUp(target, { pointerId, clientX: x, clientY: y, pointerType: "touch" });
}

// Moving to the next photo scrolls the strip, which jsdom cannot.
if (!("scrollTo" in Element.prototype))
  Object.defineProperty(Element.prototype, "scrollTo", { value: () => {}, configurable: true });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  layOut();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("PhotoViewer: a real zoom (issue 40, decision 085)", () => {
  it("a tap enlarges the photo twice at the finger, from its largest file; a double tap fits it again", () => {
    const { img, zoom } = open();
    expect(img.getAttribute("srcset")).toContain("-960w.webp 960w");
    tap(img, 100, 0);
    expect(zoom()).toBe(2);
    expect(img.style.transform).toBe("translate(-100px, 0px) scale(2)");
    // The largest file, not a narrower copy chosen for the fitted size.
    expect(img.getAttribute("srcset")).toBeNull();
    expect(img.getAttribute("src")).toBe("/images/boards/walnut.webp");
    expect(screen.getByRole("button", { name: "Zoom out" })).toBeTruthy();

    // A single tap on the enlarged photo leaves it; a double tap fits it.
    tap(img, 0, 0);
    expect(zoom()).toBe(2);
    tap(img, 0, 0, 100);
    expect(zoom()).toBe(1);
    expect(img.style.transform).toBe("");
    expect(screen.getByRole("button", { name: "Zoom in" })).toBeTruthy();
  });

  it("a drag moves the enlarged photo only as far as it overhangs the view", () => {
    const { img, figure, zoom } = open();
    tap(img, 0, 0);
    fireEvent.pointerDown(img, { pointerId: 1, clientX: 0, clientY: 0, pointerType: "touch" });
    fireEvent.pointerMove(figure, { pointerId: 1, clientX: 500, clientY: 300, pointerType: "touch" });
    // 195 px is how far a 780 px wide photo overhangs a 390 px view on each side; it is shorter than the view.
    expect(img.style.transform).toBe("translate(195px, 0px) scale(2)");
    fireEvent.pointerUp(figure, { pointerId: 1, clientX: 500, clientY: 300, pointerType: "touch" });
    expect(zoom()).toBe(2);
  });

  it("a pinch enlarges up to 3× and never closes the view, even ending beside the photo", () => {
    const { onClose, dialog, figure, img, zoom } = open();
    fireEvent.pointerDown(figure, { pointerId: 1, clientX: -50, clientY: 300, pointerType: "touch" });
    fireEvent.pointerDown(figure, { pointerId: 2, clientX: 50, clientY: 300, pointerType: "touch" });
    fireEvent.pointerMove(figure, { pointerId: 1, clientX: -200, clientY: 320, pointerType: "touch" });
    fireEvent.pointerMove(figure, { pointerId: 2, clientX: 200, clientY: 330, pointerType: "touch" });
    expect(zoom()).toBe(3);
    fireEvent.pointerUp(figure, { pointerId: 1, clientX: -200, clientY: 320, pointerType: "touch" });
    fireEvent.pointerUp(figure, { pointerId: 2, clientX: 200, clientY: 330, pointerType: "touch" });
    expect(onClose).not.toHaveBeenCalled();
    expect(dialog.isConnected).toBe(true);
    expect(img.getAttribute("srcset")).toBeNull();

    // Two fingers set down and lifted beside the fitted photo, without moving: not a tap either.
    tap(img, 0, 0);
    tap(img, 0, 0, 100);
    expect(zoom()).toBe(1);
    fireEvent.pointerDown(figure, { pointerId: 3, clientX: 0, clientY: 330, pointerType: "touch" });
    fireEvent.pointerDown(figure, { pointerId: 4, clientX: 20, clientY: 330, pointerType: "touch" });
    fireEvent.pointerUp(figure, { pointerId: 3, clientX: 0, clientY: 330, pointerType: "touch" });
    fireEvent.pointerUp(figure, { pointerId: 4, clientX: 20, clientY: 330, pointerType: "touch" });
    expect(onClose).not.toHaveBeenCalled();
  });

  it("a tap beside the fitted photo closes the view; beside the enlarged photo it does not", () => {
    const { onClose, img, figure } = open();
    tap(img, 0, 0);
    tap(figure, 0, 340);
    expect(onClose).not.toHaveBeenCalled();
    tap(img, 0, 0);
    tap(img, 0, 0, 100);
    tap(figure, 0, 340);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("with the keyboard: + and − zoom, the arrow keys move the enlarged photo (or change photos when fitted), Escape closes", async () => {
    const { onClose, img, zoom, user } = open();
    await user.keyboard("+");
    expect(zoom()).toBe(2);
    await user.keyboard("+");
    await user.keyboard("+");
    expect(zoom()).toBe(3);
    await user.keyboard("{ArrowRight}");
    expect(img.style.transform).toBe("translate(-60px, 0px) scale(3)");
    expect(screen.getByRole("group").getAttribute("aria-label")).toBe("Photo 1 of 2");
    await user.keyboard("-");
    await user.keyboard("-");
    expect(zoom()).toBe(1);
    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("group").getAttribute("aria-label")).toBe("Photo 2 of 2");
    await user.keyboard("+");
    await user.keyboard("{Escape}");
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("the zoom button goes in and out; focus stays in the view; no axe violation, zoomed or not", async () => {
    const { dialog, zoom, user } = open();
    await expectAccessible(dialog);
    await user.click(screen.getByRole("button", { name: "Zoom in" }));
    expect(zoom()).toBe(2);
    expect(screen.getByText(/^Zoomed in\./)).toBeTruthy();
    await expectAccessible(dialog);
    for (let i = 0; i < 6; i++) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await user.click(screen.getByRole("button", { name: "Zoom out" }));
    expect(zoom()).toBe(1);
  });
});
