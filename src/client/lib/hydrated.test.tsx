// @vitest-environment jsdom
import { render } from "@testing-library/react";
import { useRef } from "react";
import { describe, expect, it, vi } from "vitest";
import { rememberTyped, useTypedBeforeHydration } from "./hydrated";

function NameForm({ adopt }: { adopt: (name: string, value: string) => void }) {
  const form = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(form, adopt);
  return (
    <form ref={form} aria-label="Quote">
      <input name="name" defaultValue="" />
    </form>
  );
}

/** The server's HTML of `NameForm`, with `rememberTyped` called on it as main.tsx does before hydrating. */
function serverForm() {
  const container = document.body.appendChild(document.createElement("div"));
  container.innerHTML = '<form aria-label="Quote"><input name="name" value=""></form>';
  rememberTyped(container);
  return { container, field: container.querySelector("input")! };
}

function type(field: HTMLInputElement, value: string) {
  field.value = value;
  field.dispatchEvent(new Event("input", { bubbles: true }));
}

describe("what a visitor types before a form hydrates", () => {
  it("reaches the form when typed while the app's scripts loaded", () => {
    const container = document.body.appendChild(document.createElement("div"));
    container.innerHTML = '<form aria-label="Quote"><input name="name" value=""></form>';
    container.querySelector("input")!.value = "Wren";
    rememberTyped(container);
    const adopt = vi.fn();
    render(<NameForm adopt={adopt} />, { container, hydrate: true });
    expect(adopt).toHaveBeenCalledWith("name", "Wren");
  });

  it("reaches the form when typed after hydrating began, while the form still waited for its code", () => {
    const { container, field } = serverForm();
    type(field, "Wren Woodley");
    const adopt = vi.fn();
    render(<NameForm adopt={adopt} />, { container, hydrate: true });
    expect(adopt).toHaveBeenCalledWith("name", "Wren Woodley");
  });

  it("is not handed over again once the form has hydrated", () => {
    const { container, field } = serverForm();
    const adopt = vi.fn();
    render(<NameForm adopt={adopt} />, { container, hydrate: true });
    type(field, "typed later");
    expect(adopt).not.toHaveBeenCalled();
  });
});
