import type { Express, RequestHandler } from "express";
import { requestIdOf } from "../infra/logger";
import type { FastAnswerObserver } from "./metrics";
import type { Header, PreparedResponse } from "./prepared-response";

/**
 * An answer kept in memory for one exact path; `ready` gives undefined while it is not (yet) made.
 * `route` is the pattern of the Express route it stands for (the metrics' label), the path itself when absent.
 */
export type FastAnswer = { cacheControl: string; ready(): PreparedResponse | undefined; route?: string };

const routesOf = new WeakMap<Express, Map<string, FastAnswer>>();

/**
 * The headers a middleware sets alike on every answer, recorded once: helmet's, whose policy has no
 * per-request nonce. The fast path sends them without running it.
 */
export function constantHeaders(middleware: RequestHandler): Header[] {
  const headers: Header[] = [];
  const res = {
    setHeader: (name: string, value: Header[1]) => headers.push([name, value]),
    removeHeader: () => {},
    getHeader: () => undefined,
  };
  let passed = false;
  middleware({ headers: {} } as never, res as never, () => (passed = true));
  if (!passed) throw new Error("the security headers depend on the request; the fast path cannot send them");
  return headers;
}

/**
 * Bytes already in memory go out from the app's first handler (decision 018). For a cached answer
 * the middleware chain is most of the cost: pino-http makes a child logger per request, helmet sets
 * its headers one by one, and the router walks every layer; these answers need none of it.
 * Everything else, and these paths while their answer is not made, goes on through the app as
 * usual, and gets the same bytes and headers there. Each answer carries its request's own
 * X-Request-Id, as through the app (decision 035). Call it before any other `app.use`.
 */
export function installFastPath(app: Express, headers: readonly Header[], observe?: FastAnswerObserver): void {
  const routes = new Map<string, FastAnswer>();
  routesOf.set(app, routes);
  // Each answer's whole list of headers, made once.
  const headersOf = new WeakMap<FastAnswer, readonly Header[]>();
  const answerHeaders = (answer: FastAnswer) => {
    let list = headersOf.get(answer);
    if (!list) headersOf.set(answer, (list = [...headers, ["Cache-Control", answer.cacheControl]]));
    return list;
  };
  app.use(function fastPath(req, res, next) {
    if (req.method === "GET" || req.method === "HEAD") {
      const url = req.url;
      const query = url.indexOf("?");
      const path = query === -1 ? url : url.slice(0, query);
      const answer = routes.get(path);
      const started = performance.now();
      if (answer?.ready()?.sendReady(req, res, answerHeaders(answer), ["X-Request-Id", requestIdOf(req)])) {
        // Counted with the rest of the traffic (decision 035): the bytes went out in one write, so this is their time.
        observe?.(req, res, answer.route ?? path, (performance.now() - started) / 1000);
        return;
      }
    }
    next();
  });
}

/** Serves `path` from memory through the fast path whenever its answer is ready. */
export function fastRoute(app: Express, path: string, answer: FastAnswer): void {
  routesOf.get(app)?.set(path, answer);
}
