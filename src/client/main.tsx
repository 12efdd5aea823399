import "@/lib/react-events";
import { options } from "preact";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { hydrate, type DehydratedState } from "@tanstack/react-query";
import { PAGE_DATA_ID, type PageData } from "@shared/ssr";
import { effectsBeforeNextInput } from "@/lib/effect-timing";
import { hydrateInTurns } from "@/lib/island";
import { createQueryClient } from "@/lib/query-client";
import { App, pageAt } from "./App";
import "./styles.css";

options.requestAnimationFrame = effectsBeforeNextInput;

/** The reads the server rendered the page with (entry-server.tsx), taken over so nothing is fetched twice. */
function pageData(): PageData | null {
  const script = document.getElementById(PAGE_DATA_ID);
  return script?.textContent ? (JSON.parse(script.textContent) as PageData) : null;
}

async function start() {
  const root = document.getElementById("root")!;
  const data = pageData();
  const queryClient = createQueryClient();
  if (data) hydrate(queryClient, data.queries as DehydratedState);
  const app = (
    <StrictMode>
      <App queryClient={queryClient} origin={data?.origin ?? window.location.origin} />
    </StrictMode>
  );
  if (!data) {
    createRoot(root).render(app);
    return;
  }
  // The page's own chunk first: hydrating must not suspend on it.
  await pageAt(window.location.pathname)
    .preload()
    .catch(() => {
      // The chunk did not load: the page suspends while hydrating, keeping the server's HTML, and asks for it again.
    });
  // Part by part (decision 094); whatever the visitor typed while the scripts loaded is kept for the forms to take over.
  await hydrateInTurns(root, app);
}

// boot.ts gives the app what a visitor clicked before it was up: the whole page is hydrated by then.
void start().then(() => window.dispatchEvent(new Event("app-started")));
