import { renderToStringAsync } from "preact-render-to-string";
import { dehydrate, type DehydratedState } from "@tanstack/react-query";
import { PAGE_DATA_ID, type PageData, type RenderPage } from "@shared/ssr";
import { createQueryClient } from "@/lib/query-client";
import { urlOfQueryKey } from "@/lib/api";
import { headElements, headHtml, scriptSafeJson, type PageMeta } from "@/lib/page-head";
import { photoPreloads } from "@/lib/photo-preloads";
import { App, pageAt } from "./App";

/** Reads that lead to further reads are followed this deep (a page needs at most two rounds today). */
const MAX_ROUNDS = 4;

/**
 * Renders a page as the browser will hydrate it (decision 020). The render itself says which reads
 * it needs: each round renders, answers the public reads it asked for, and renders again until it
 * asks for nothing new. Reads that depend on who is signed in stay unanswered: the browser asks for
 * them after paint, so the HTML is the same for every visitor.
 */
export const render: RenderPage = async (url, { origin, read }) => {
  const { pathname, search } = new URL(url, origin);
  const page = pageAt(pathname);
  await page.preload();
  const queryClient = createQueryClient();
  let app = "";
  let meta: PageMeta | undefined;
  for (let round = 0; round < MAX_ROUNDS; round++) {
    meta = undefined;
    // Awaits the page's lazy parts: the whole page in one piece.
    app = await renderToStringAsync(
      <App
        queryClient={queryClient}
        origin={origin}
        ssrPath={pathname + search}
        collectHead={(m) => {
          meta = m;
        }}
      />,
    );
    const asked = queryClient
      .getQueryCache()
      .getAll()
      .filter((query) => query.state.status === "pending")
      .flatMap((query) => {
        const answer = read(urlOfQueryKey(query.queryKey));
        return answer ? [{ key: query.queryKey, answer }] : [];
      });
    if (asked.length === 0) break;
    // Awaited together: when one read fails (the database gone), the others' failures are handled
    // too, not left as unhandled rejections that end the process (issue 39).
    const answers = await Promise.all(asked.map((ask) => ask.answer));
    asked.forEach(({ key }, i) => queryClient.setQueryData(key, answers[i]));
  }
  const { queries, ...rest } = dehydrate(queryClient);
  // Its queries would otherwise live on for gcTime (5 minutes) on their timers, with the page's
  // data: under load, every render's (issue 39's soak).
  queryClient.clear();
  const script = (state: DehydratedState) =>
    `<script type="application/json" id="${PAGE_DATA_ID}">${scriptSafeJson({ origin, queries: state } satisfies PageData)}</script>`;
  // Every query kept is a public read's answer: its shape is kept, its data read again on refresh.
  const shape = queries.map((query) => ({ ...query, state: { ...query.state, data: undefined } }));
  return {
    status: meta?.status ?? 200,
    head: [meta ? headHtml(headElements(meta, origin)) : "", ...photoPreloads(app)].filter(Boolean).join("\n    "),
    app,
    modules: page.module ? [page.module] : [],
    data: script({ ...rest, queries }),
    dataWith: (answer) =>
      script({
        ...rest,
        queries: shape.map((query) => ({
          ...query,
          state: { ...query.state, data: answer(urlOfQueryKey(query.queryKey)) },
        })),
      }),
  };
};
