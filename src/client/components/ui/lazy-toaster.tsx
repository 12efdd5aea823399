import { lazy, Suspense, useEffect, useState } from "react";
import { useToast } from "@/components/ui/use-toast";

// Radix Toast (with its collection, dismissable layer, portal…) is a chunk of its own: the first
// load shows no toast, so its code comes once the page has loaded and the browser is idle, or with
// the first toast, whichever is sooner.
const loadToaster = () => import("@/components/ui/toaster");
const Toaster = lazy(() => loadToaster().then((m) => ({ default: m.Toaster })));

export function LazyToaster() {
  const { toasts } = useToast();
  const [mounted, setMounted] = useState(false);
  if (!mounted && toasts.length > 0) setMounted(true);

  useEffect(() => {
    // Safari has no requestIdleCallback.
    const idle = (cb: () => void) =>
      typeof window.requestIdleCallback === "function" ? window.requestIdleCallback(cb) : setTimeout(cb, 1);
    const onLoad = () => idle(() => void loadToaster());
    if (document.readyState === "complete") onLoad();
    else window.addEventListener("load", onLoad, { once: true });
    return () => window.removeEventListener("load", onLoad);
  }, []);

  return mounted ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
