// The component tests' setup (`*.test.tsx`, run in jsdom): never imported by the app, so never built.
import type { ReactElement, ReactNode } from "react";
import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { renderToString } from "react-dom/server";
import { configure, render, renderHook } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { vi } from "vitest";
import { Toaster } from "@/components/ui/toaster";
import { rememberTyped } from "@/lib/hydrated";
import { createQueryClient } from "@/lib/query-client";

// findBy… and waitFor give up after 1 s by default: a bound for what never comes, not a speed test,
// and a loaded machine (two suites at once) can take longer than that to render.
configure({ asyncUtilTimeout: 15_000 });

// What jsdom lacks and the components use (a Radix checkbox measures itself, a select scrolls to its
// item and captures the pointer, the checkout scrolls to its payment step): answered as by a
// browser where nothing moves.
class StillResizeObserver implements ResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= StillResizeObserver;
const stillElement = { scrollIntoView: () => {}, hasPointerCapture: () => false, releasePointerCapture: () => {} };
for (const [name, value] of Object.entries(stillElement)) {
  if (!(name in Element.prototype)) Object.defineProperty(Element.prototype, name, { value, configurable: true });
}
window.scrollTo = () => {};

/** One call the component made: what was asked, and the JSON body sent with it. */
export type FetchCall = { method: string; url: string; body: unknown };

/**
 * Answers the component's calls with `answer` instead of the network (every call goes through the
 * global fetch, lib/api.ts), and keeps each call so a test can say what was sent.
 */
export function stubFetch(answer: (call: FetchCall) => Response | Promise<Response>): FetchCall[] {
  const calls: FetchCall[] = [];
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    const text = typeof init?.body === "string" ? init.body : undefined;
    const call = {
      method: init?.method ?? "GET",
      url,
      body: text === undefined ? undefined : (JSON.parse(text) as unknown),
    };
    calls.push(call);
    return answer(call);
  });
  return calls;
}

/** A JSON answer with `status`. */
export const jsonAnswer = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

type ProviderOptions = { path?: string; queryClient?: QueryClient };

/**
 * What the app wraps every component in: a query client with the app's settings
 * (lib/query-client.ts), wouter's router on an address in memory (`location.history` lists where it
 * went), and the toaster, so a toast is on the screen like any other text.
 */
function providers(options: ProviderOptions) {
  const queryClient = options.queryClient ?? createQueryClient();
  const [pathname = "/", search = ""] = (options.path ?? "/").split("?");
  const location = memoryLocation({ path: pathname, searchPath: search, record: true });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        {children}
        <Toaster />
      </Router>
    </QueryClientProvider>
  );
  return { queryClient, location, wrapper };
}

/** Renders `ui` inside the app's providers; `user` types and clicks as a person does. */
export function renderWithProviders(ui: ReactElement, options: ProviderOptions = {}) {
  const { wrapper, ...rest } = providers(options);
  const user = userEvent.setup();
  return { ...render(ui, { wrapper }), ...rest, user };
}

/**
 * Renders `ui` as the server does, lets `before` act on that HTML as a visitor would while the
 * scripts load, then hydrates it inside the app's providers, as main.tsx does.
 */
export function hydrateWithProviders(
  ui: ReactElement,
  before: (html: HTMLElement) => void,
  options: ProviderOptions = {},
) {
  const { wrapper: Wrapper, ...rest } = providers(options);
  const container = document.body.appendChild(document.createElement("div"));
  container.innerHTML = renderToString(<Wrapper>{ui}</Wrapper>);
  before(container);
  rememberTyped(container);
  const user = userEvent.setup();
  return { ...render(ui, { container, hydrate: true, wrapper: Wrapper }), ...rest, user };
}

/** Runs a hook inside the app's providers: `result.current` is its latest answer. */
export function renderHookWithProviders<Props, Result>(
  hook: (props: Props) => Result,
  options: ProviderOptions & { initialProps?: Props } = {},
) {
  const { wrapper, ...rest } = providers(options);
  return { ...renderHook(hook, { wrapper, initialProps: options.initialProps }), ...rest };
}
