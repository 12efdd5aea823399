import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fireEvent, render } from "@testing-library/react";
import "@/test/render"; // jsdom's missing pieces
import { useFocusFieldOfHash } from "./use-focus-field-of-hash";

/** A ResizeObserver the test resizes: what a form loading above the field does to the page. */
const observers = new Set<() => void>();
class TestResizeObserver {
  constructor(private readonly callback: () => void) {}
  observe() {
    observers.add(this.callback);
  }
  unobserve() {}
  disconnect() {
    observers.delete(this.callback);
  }
}
const pageGrows = () => observers.forEach((callback) => callback());

function Settings() {
  useFocusFieldOfHash("settings-");
  return (
    <>
      <input id="settings-mail-host" aria-label="SMTP server" />
      <input id="settings-mail-port" aria-label="Port" />
    </>
  );
}

describe("useFocusFieldOfHash", () => {
  let scrolled: HTMLElement[];
  beforeEach(() => {
    vi.stubGlobal("ResizeObserver", TestResizeObserver);
    scrolled = [];
    vi.spyOn(HTMLElement.prototype, "scrollIntoView").mockImplementation(function (this: HTMLElement) {
      scrolled.push(this);
    });
    window.location.hash = "#settings-mail-host";
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    observers.clear();
    window.location.hash = "";
  });

  it("focuses the field the address names, and keeps it in view while the page above it still grows", () => {
    const { getByLabelText } = render(<Settings />);
    const field = getByLabelText("SMTP server");
    expect(document.activeElement).toBe(field);
    expect(scrolled).toEqual([field]);

    // The Site Content form above loads after the field was focused (the CI failure of stop 45).
    pageGrows();
    pageGrows();
    expect(scrolled).toEqual([field, field, field]);
  });

  it("lets go once the owner scrolls, types or leaves the field", () => {
    const { getByLabelText, unmount } = render(<Settings />);
    const field = getByLabelText("SMTP server");
    fireEvent.wheel(window);
    pageGrows();
    expect(scrolled).toEqual([field]);
    unmount();

    window.location.hash = "#settings-mail-host";
    const again = render(<Settings />);
    again.getByLabelText("Port").focus();
    pageGrows();
    expect(scrolled).toHaveLength(2);
    expect(observers.size).toBe(0);
  });
});
