// The browser code's tests share their worker's process (vitest.config.ts, project `components`), so a
// hook a test helper registered on import would run for the first file only: each file gets these here.
// Vitest has no globals here, so Testing Library cannot clean up by itself; nor may one test's toast
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
  toast({}).dismiss();
  vi.unstubAllGlobals();
});
