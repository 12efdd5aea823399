import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import type { Express, RequestHandler } from "express";
import { requestIdOf } from "../infra/logger";
import type { FastAnswerObserver } from "./metrics";
import type { Header, PreparedResponse } from "./prepared-response";

/**
 * An answer kept in memory for one exact path; `ready` gives undefined while it is not (yet) made.
 * `route` is the pattern of the Express route it stands for (the metrics' label), the path itself when absent.
 */
export type FastAnswer = { cacheControl: string; ready(): PreparedResponse | undefined; route?: string };

/**
 * An answer for one exact path that brings all its headers (a file of the build, http/kept-files.ts):
 * `send` answers with them and this request's own (its X-Request-Id), or writes nothing and gives false.
 */
export type FastSender = {
  route: string;
  send(req: IncomingMessage, res: ServerResponse, own: readonly string[]): boolean;
};

type FastPath = {
  /** The security headers every answer carries (helmet's, recorded once). */
  headers: readonly Header[];
  routes: Map<string, FastSender>;
  /** Answers the request from memory (true), or leaves it untouched (false). */
  answer(req: IncomingMessage, res: ServerResponse): boolean;
};

const fastPathOf = new WeakMap<Express, FastPath>();

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
 * Bytes already in memory go out from the first handler (decision 018): for a kept answer the
 * middleware chain is most of the cost. pino-http makes a child logger per request, helmet sets its
 * headers one by one, and the router walks every layer; these answers need none of it. Each carries
 * its request's own X-Request-Id, as through the app (decision 035), and is counted by `observe`.
 * Everything else, and these paths while their answer is not made, goes on through the app as
 * usual, and gets the same bytes and headers there. Call it before any other `app.use`.
 *
 * The same answers are given before Express altogether by `serveFast(app)`, the server's listener
 * (decision 087): Express's own entry sets the prototypes of req and res, which alone made each of
 * these answers cost twice what node:http's work on it does.
 */
export function installFastPath(app: Express, headers: readonly Header[], observe?: FastAnswerObserver): void {
  const routes = new Map<string, FastSender>();
  function answer(req: IncomingMessage, res: ServerResponse): boolean {
    const method = req.method;
    if (method !== "GET" && method !== "HEAD") return false;
    const url = req.url ?? "/";
    const query = url.indexOf("?");
    const sender = routes.get(query === -1 ? url : url.slice(0, query));
    if (!sender) return false;
    const started = observe ? performance.now() : 0;
    if (!sender.send(req, res, ["X-Request-Id", requestIdOf(req)])) return false;
    // Counted with the rest of the traffic (decision 035): the bytes went out in one write, so this is their time.
    observe?.(req, res, sender.route, (performance.now() - started) / 1000);
    return true;
  }
  fastPathOf.set(app, { headers, routes, answer });
  app.use(function fastPath(req, res, next) {
    if (!answer(req, res)) next();
  });
}

/** Serves `path` from memory through the fast path whenever its answer is ready. */
export function fastRoute(app: Express, path: string, answer: FastAnswer): void {
  const fast = fastPathOf.get(app);
  if (!fast) return;
  // The answer's whole list of headers, made once.
  const headers: readonly Header[] = [...fast.headers, ["Cache-Control", answer.cacheControl]];
  fast.routes.set(path, {
    route: answer.route ?? path,
    send: (req, res, own) => answer.ready()?.sendReady(req, res, headers, own) ?? false,
  });
}

/** Serves `path` through the fast path with a sender that brings its own headers (a file of the build). */
export function fastSender(app: Express, path: string, sender: FastSender): void {
  fastPathOf.get(app)?.routes.set(path, sender);
}

/**
 * The server's request listener (decision 087): what the fast path holds is answered before Express
 * sees the request, everything else goes to the app. Not a patch of Express: the app is called as
 * node:http would call it.
 */
export function serveFast(app: Express): RequestListener {
  const fast = fastPathOf.get(app);
  if (!fast) return app;
  return (req, res) => {
    if (!fast.answer(req, res)) app(req, res);
  };
}
