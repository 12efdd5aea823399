import { useState } from "react";
import { screen } from "@testing-library/react";
import { options } from "preact";
import { afterEach, describe, expect, it } from "vitest";
import { AFTER_RENDER } from "@/test/effects";
import { renderWithProviders } from "@/test/render";
import { UnsavedChangesGuard, useReportUnsaved } from "./unsaved-changes";

/** A form of the admin in one field: changed once anything is typed. */
function Draft() {
  const [text, setText] = useState("");
  useReportUnsaved(text !== "");
  return <input aria-label="Contact heading" value={text} onChange={(event) => setText(event.target.value)} />;
}

/** Whether leaving the page now (a reload, closing the tab) would make the browser ask first. */
function browserAsks(): boolean {
  const leaving = new Event("beforeunload", { cancelable: true });
  window.dispatchEvent(leaving);
  return leaving.defaultPrevented;
}

describe("UnsavedChangesGuard: leaving the page with a change not saved (decision 038)", () => {
  afterEach(() => {
    options.requestAnimationFrame = AFTER_RENDER;
  });

  it("has the browser ask from the keystroke's own task on, not only after the next paint (decision 092)", async () => {
    // Effects after the next paint, as in the browser (test/effects.ts runs them at once).
    options.requestAnimationFrame = undefined;
    renderWithProviders(
      <>
        <Draft />
        <UnsavedChangesGuard />
      </>,
    );
    expect(browserAsks()).toBe(false);
    // Typed as the browser delivers a keystroke, outside Testing Library's act, which would run
    // every effect at once; the reload comes in the next task.
    const field = screen.getByRole<HTMLInputElement>("textbox", { name: "Contact heading" });
    field.value = "Say hello";
    field.dispatchEvent(new Event("input", { bubbles: true }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(browserAsks()).toBe(true);
  });
});
