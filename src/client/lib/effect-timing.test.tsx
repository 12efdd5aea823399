import { options } from "preact";
import { useEffect } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { AFTER_RENDER } from "@/test/effects";
import { effectsBeforeNextInput } from "./effect-timing";

/** As a dialog does: once shown, an effect starts listening for Escape on the document. */
function ClosesOnEscape({ heard }: { heard: string[] }) {
  useEffect(() => {
    const listen = (event: KeyboardEvent) => heard.push(event.key);
    document.addEventListener("keydown", listen);
    return () => document.removeEventListener("keydown", listen);
  }, [heard]);
  return <div role="dialog">Edit Product</div>;
}

/** As the cart does: an effect writes the lines to storage. */
function StoresCart({ stored }: { stored: string[] }) {
  useEffect(() => {
    stored.push("1 board");
  }, [stored]);
  return <span>Cart, 1 item</span>;
}

describe("the effects of a render, in the browser's app", () => {
  let root: Root;
  beforeEach(() => {
    options.requestAnimationFrame = effectsBeforeNextInput;
    root = createRoot(document.body.appendChild(document.createElement("div")));
  });
  afterEach(() => {
    root.unmount();
    // The components' tests' own timing (test/setup.ts).
    options.requestAnimationFrame = AFTER_RENDER;
  });

  it("have run before a key pressed as the render ends is heard: Escape reaches the dialog's listener", () => {
    const heard: string[] = [];
    root.render(<ClosesOnEscape heard={heard} />);
    document.body.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }));
    expect(heard).toEqual(["Escape"]);
  });

  it("have run before the page is left: what an effect stores is there for the next page", () => {
    const stored: string[] = [];
    root.render(<StoresCart stored={stored} />);
    window.dispatchEvent(new PageTransitionEvent("pagehide"));
    expect(stored).toEqual(["1 board"]);
  });

  it("run in a task of their own soon after the render, with no input", async () => {
    const heard: string[] = [];
    root.render(<ClosesOnEscape heard={heard} />);
    await new Promise((resolve) => setTimeout(resolve));
    document.dispatchEvent(new KeyboardEvent("keydown", { key: "Enter" }));
    expect(heard).toEqual(["Enter"]);
  });
});
