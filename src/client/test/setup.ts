// The browser code's tests share their worker's process (vitest.config.ts, project `components`), so a
// hook a test helper registered on import would run for the first file only: each file gets these here.
// Vitest has no globals here, so Testing Library cannot clean up by itself; nor may one test's page or toast
// (the toasts are one store) be read by the next, nor a stubbed global (fetch) outlive its test.
import "@/lib/react-events";
import { cleanup } from "@testing-library/react";
import { options } from "preact";
import { afterEach, vi } from "vitest";
import { toast } from "@/components/ui/use-toast";
import { AFTER_RENDER } from "./effects";

options.requestAnimationFrame = AFTER_RENDER;

afterEach(() => {
  cleanup();
  // The files share one document per worker (vitest.config.ts): what a test put in the page outside
  // Testing Library's container (a button appended by hand, a root's emptied div) goes too, so the next
  // test, maybe another file's, starts on an empty page, as in an environment of its own. A button left
  // by boot.test.ts once failed axe.test.tsx's scan of a page that should have passed.
  document.body.replaceChildren();
  toast({}).dismiss();
  vi.unstubAllGlobals();
});
