import { afterAll, describe, expect, it } from "vitest";

// A page of the shop before its app is up: no entry to start here, so the click stays held.
const button = document.body.appendChild(document.createElement("button"));
let heard = 0;
button.addEventListener("click", () => heard++);
await import("./boot");

afterAll(() => window.dispatchEvent(new Event("app-started")));

describe("a click before the app has the whole page", () => {
  it("reaches the button once, when the app starts, even if the button could already hear it", () => {
    // The island of the button may have its handlers before the rest of the page is hydrated.
    button.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 }));
    expect(heard).toBe(0);
    window.dispatchEvent(new Event("app-started"));
    expect(heard).toBe(1);
  });
});
