import { useId, useLayoutEffect, useState, type ReactNode } from "react";
import { createRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { hydrateInTurns, Island } from "./island";

/** Which parts the app has taken over, in order. */
let hydrated: string[] = [];

function Part({ name, children }: { name: string; children?: ReactNode }) {
  useLayoutEffect(() => {
    hydrated.push(name);
  }, [name]);
  return <>{children}</>;
}

/** As Radix's Select and Dialog do: the button names, by id, a panel that is added only when it opens. */
function Disclosure({ label }: { label: string }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  return (
    <div>
      <button type="button" aria-controls={id} aria-expanded={open} onClick={() => setOpen(!open)}>
        {label}
      </button>
      {open ? <p id={id}>{label}'s panel</p> : null}
    </div>
  );
}

function Field({ label }: { label: string }) {
  const id = useId();
  return (
    <p>
      <label htmlFor={id}>{label}</label>
      <input id={id} />
    </p>
  );
}

function Page() {
  return (
    <div>
      <Part name="outside">
        <Field label="Search" />
      </Part>
      <Island name="header">
        <header>
          <Part name="header" />
          <Disclosure label="Menu" />
        </header>
      </Island>
      <Island name="main">
        <main>
          <Part name="main" />
          <Field label="Quantity" />
          <Island name="custom-order-form">
            <form>
              <Part name="custom-order-form" />
              <Field label="Name" />
              <Disclosure label="Wood" />
            </form>
          </Island>
        </main>
      </Island>
      <Island name="footer">
        <footer>
          <Part name="footer" />
          <Field label="Email" />
          <Disclosure label="Policies" />
        </footer>
      </Island>
    </div>
  );
}

function serverHtml() {
  const root = document.body.appendChild(document.createElement("div"));
  root.innerHTML = renderToString(<Page />);
  return root;
}

afterEach(() => {
  hydrated = [];
  document.body.innerHTML = "";
});

describe("hydrating a page island by island", () => {
  it("takes over what lies outside the islands at once, then each island in a later task, in the page's order, keeping the server's elements", async () => {
    const root = serverHtml();
    const elements = Array.from(root.querySelectorAll("*"));
    const done = hydrateInTurns(root, <Page />);
    expect(hydrated).toEqual(["outside"]);
    await done;
    // The form's island is met once the main one renders.
    expect(hydrated).toEqual(["outside", "header", "main", "footer", "custom-order-form"]);
    expect(Array.from(root.querySelectorAll("*"))).toEqual(elements);
  });

  it("keeps the ids the server wrote, so that a panel added later is the one its button names", async () => {
    const root = serverHtml();
    const serverIds = Array.from(root.querySelectorAll("[id]"), (element) => element.id);
    await hydrateInTurns(root, <Page />);

    for (const button of root.querySelectorAll("button")) {
      button.click();
      // Preact renders the click's state once the click's microtasks are done.
      await Promise.resolve();
      const panel = document.getElementById(button.getAttribute("aria-controls")!);
      expect(panel?.textContent, button.textContent).toBe(`${button.textContent}'s panel`);
    }
    for (const label of root.querySelectorAll("label"))
      expect(document.getElementById(label.htmlFor)).toBe(label.nextSibling);
    const ids = Array.from(root.querySelectorAll("[id]"), (element) => element.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.filter((id) => serverIds.includes(id))).toEqual(serverIds);
  });

  it("renders an island at once once the page is hydrated", async () => {
    const root = serverHtml();
    await hydrateInTurns(root, <Page />);
    hydrated = [];
    const later = document.body.appendChild(document.createElement("div"));
    createRoot(later).render(<Page />);
    expect(hydrated).toEqual(["outside", "header", "main", "custom-order-form", "footer"]);
  });
});
