import type { IncomingMessage, ServerResponse } from "node:http";
import type { Express, RequestHandler } from "express";
import type { Header, PreparedResponse } from "./prepared-response";

/** An answer kept in memory for one exact path; `ready` gives undefined while it is not (yet) made. */
export type FastAnswer = { cacheControl: string; ready(): PreparedResponse | undefined };

type Handle = (req: IncomingMessage, res: ServerResponse, callback?: (err?: unknown) => void) => void;

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
 * Bytes already in memory go out before Express (decision 018). For a cached answer Express is
 * most of the cost: it re-prototypes req and res, walks every layer of the router, and pino-http
 * makes a child logger per request; these answers need none of it. Everything else, and these
 * paths while their answer is not made, goes through the app as usual, and gets the same bytes and
 * headers there.
 */
export function installFastPath(app: Express, headers: readonly Header[]): void {
  const routes = new Map<string, FastAnswer>();
  routesOf.set(app, routes);
  // Each answer's whole list of headers, made once.
  const headersOf = new WeakMap<FastAnswer, readonly Header[]>();
  const answerHeaders = (answer: FastAnswer) => {
    let list = headersOf.get(answer);
    if (!list) headersOf.set(answer, (list = [...headers, ["Cache-Control", answer.cacheControl]]));
    return list;
  };
  // express() answers a request through app.handle, looked up at each call: supertest and listen() alike.
  const viaExpress = (app as unknown as { handle: Handle }).handle;
  (app as unknown as { handle: Handle }).handle = function (req, res, callback) {
    if (req.method === "GET" || req.method === "HEAD") {
      const url = req.url ?? "/";
      const query = url.indexOf("?");
      const answer = routes.get(query === -1 ? url : url.slice(0, query));
      const response = answer?.ready();
      if (answer && response?.sendReady(req, res, answerHeaders(answer))) return;
    }
    viaExpress.call(this, req, res, callback);
  };
}

/** Serves `path` from memory through the fast path whenever its answer is ready. */
export function fastRoute(app: Express, path: string, answer: FastAnswer): void {
  routesOf.get(app)?.set(path, answer);
}
