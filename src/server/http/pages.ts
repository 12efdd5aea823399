import type { Express, Request, RequestHandler, Response } from "express";
import { slugSchema } from "@shared/fields";
import { collectionQuery } from "@shared/collection-filters";
import {
  CLIENT_ROUTES,
  COLLECTION_ROUTE,
  COMMISSION_ROUTE,
  ORDER_ROUTE,
  PREVIEW_ROUTE,
  PRODUCT_ROUTE,
  UNSUBSCRIBE_ROUTE,
  collectionPath,
  productPath,
} from "@shared/routes";
import { PAGE_SLOTS, type RenderPage } from "@shared/ssr";
import { CHANGE_TOPICS, type ChangeFeed } from "../infra/change-feed";
import { cannotWriteNow } from "./errors";
import { fastRoute } from "./fast-path";
import { preparedResponse, type PreparedResponse } from "./prepared-response";

/** The browser app as the server serves it: its files, its HTML page and its server entry. */
export type ClientApp = {
  /** Serves the app's own files (the build's, or Vite's in development), before any page. */
  mountFiles(app: Express): void;
  /** index.html for this address, with the slots of PAGE_SLOTS. */
  template(url: string): Promise<string>;
  /** The client's server entry (src/client/entry-server.tsx, or its build). */
  renderer(): Promise<RenderPage>;
  /**
   * Rendered pages are kept until the data they show changes; not in development, where the code
   * changes under them.
   */
  keepPages: boolean;
  /** <link rel="modulepreload"> for the chunks of these source modules (the build knows them; Vite in development loads them itself). */
  preloads?(modules: string[]): string;
  /** The part of the stylesheet this rendered app uses, for the page's head (the build's; decision 088). */
  styles?(app: string): string;
};

/**
 * A rendered page, with what refreshing it needs (issue 39): the reads it was rendered with, the
 * boards it shows (its own, and every board it links), and where its data script sits in its bytes.
 */
type Page = {
  status: number;
  response: PreparedResponse;
  body: Buffer;
  reads: readonly string[];
  boards: ReadonlySet<string>;
  data: { start: number; end: number; with: RenderedData };
};
type RenderedData = Awaited<ReturnType<RenderPage>>["dataWith"];

/** The boards a page's markup links to: each card, each related board, the board's own page. */
const BOARD_LINK = /href="\/products\/([a-z0-9-]+)"/g;

/** At most this many rendered pages in memory: every route and every board, with room to spare. */
const KEPT_PAGES = 2000;

/** Where a page renders that matches no route, and a board's address that is no board: the app shows 'Page Not Found' at both. */
const NOT_FOUND_PATH = "/__not-found";
const NO_BOARD_PATH = productPath("__no-such-board__");
/** A commission's page, whose token only the browser reads (the same HTML for every token). */
const COMMISSION_PAGE_PATH = "/commissions/__token__";
/** An order's own page (decision 039), rendered in the browser only, like a commission's. */
const ORDER_PAGE_PATH = "/orders/__token__";
/** The unsubscribe page (decision 060), rendered in the browser only: one render serves every link. */
const UNSUBSCRIBE_PAGE_PATH = "/unsubscribe/__token__";
/** The owner's preview of a board (issue 40): one render, the same bare layout for every board; the browser fetches the board. */
const PREVIEW_PAGE_PATH = "/admin/preview/__board__";

/**
 * Serves every page of the app as complete HTML, rendered by the client's own code (decision 020):
 * the public pages with their data, the pages that depend on the visitor (cart, account, admin) as
 * their layout. The HTML is the same for every visitor, so each page is rendered once and kept,
 * compressed, until the catalogue, gallery or site content changes on any instance.
 */
export function servePages(
  app: Express,
  options: {
    client: ClientApp;
    /** The shop's public address as it is now (decision 084): a change of it is a "settings" change. */
    origin: () => string;
    changes: Pick<ChangeFeed, "subscribe">;
    /** The public reads a render may ask for, by URL. */
    reads: Record<string, { get(): Promise<{ value: unknown }> }>;
    /** The public reads whose URL carries a parameter (a board's reviews); undefined for any other URL. */
    readAt?(url: string): Promise<unknown> | undefined;
    /** The current slugs of the boards (from the kept catalogue). */
    boardSlugs(): Promise<ReadonlySet<string>>;
    /** The slugs of these boards by id (undefined for one that is gone), from the kept catalogue. */
    slugsOf?(ids: readonly string[]): Promise<(string | undefined)[]>;
    /** The current slugs of the collections (decision 056); none when absent. */
    collectionSlugs?(): Promise<ReadonlySet<string>>;
    /** Whether a token could open an order's page (its HMAC checks out); a made-up one answers 404. */
    isOrderToken?(token: string): boolean;
    /** The session and its user, for the owner's previews (issue 40): only an admin gets one. */
    whoIsThere?: RequestHandler[];
  },
): void {
  const { client, origin, reads } = options;
  const kept = new Map<string, Page>();
  // Kept pages after a change of some boards' stock, with those boards: each is looked at on its
  // next request, and rendered again only if it shows one of them; else its data is refreshed.
  const stockChanged = new Map<string, { page: Page; boards: Set<string> }>();
  const rendering = new Map<string, Promise<Page>>();
  // Counts changes: a render begun before the latest one may show old data and is not kept.
  let generation = 0;
  for (const topic of CHANGE_TOPICS) {
    options.changes.subscribe(topic, (detail) => {
      generation += 1;
      rendering.clear();
      if (topic === "stock" && detail && options.slugsOf) {
        for (const [path, page] of kept) stockChanged.set(path, { page, boards: new Set() });
        for (const changed of stockChanged.values()) detail.forEach((id) => changed.boards.add(id));
      } else stockChanged.clear();
      kept.clear();
    });
  }

  const read = (url: string): Promise<unknown> | undefined =>
    reads[url]?.get().then((answer) => answer.value) ?? options.readAt?.(url);

  async function render(path: string): Promise<Page> {
    const [renderPage, template] = await Promise.all([client.renderer(), client.template(path)]);
    const asked: string[] = [];
    const page = await renderPage(path, {
      origin: origin(),
      read: (url) => {
        const answer = read(url);
        if (answer) asked.push(url);
        return answer;
      },
    });
    const filled = template
      .replace(
        PAGE_SLOTS.head,
        () => page.head + (client.styles?.(page.app) ?? "") + (client.preloads?.(page.modules) ?? ""),
      )
      .replace(PAGE_SLOTS.app, () => page.app);
    const slot = filled.indexOf(PAGE_SLOTS.data);
    const [before, after] =
      slot === -1 ? [filled, ""] : [filled.slice(0, slot), filled.slice(slot + PAGE_SLOTS.data.length)];
    const body = Buffer.from(before + page.data + after);
    const start = Buffer.byteLength(before);
    const boards = new Set([...page.app.matchAll(BOARD_LINK)].map((link) => link[1]));
    if (path.startsWith(productPath(""))) boards.add(path.slice(productPath("").length));
    return {
      status: page.status,
      response: preparedResponse(body, "text/html; charset=utf-8"),
      body,
      reads: asked,
      boards,
      data: { start, end: start + Buffer.byteLength(page.data), with: page.dataWith },
    };
  }

  /**
   * A kept page after some boards' stock changed: rendered again when it shows one of them, else
   * the same markup with its reads' fresh answers, a few milliseconds instead of a render.
   */
  async function refresh(path: string, { page, boards }: { page: Page; boards: Set<string> }): Promise<Page> {
    const slugs = await options.slugsOf!([...boards]);
    if (slugs.some((slug) => slug === undefined || page.boards.has(slug))) return render(path);
    const answers = new Map(await Promise.all(page.reads.map(async (url) => [url, await read(url)] as const)));
    if ([...answers.values()].includes(undefined)) return render(path);
    const data = page.data.with((url) => answers.get(url));
    const body = Buffer.concat([
      page.body.subarray(0, page.data.start),
      Buffer.from(data),
      page.body.subarray(page.data.end),
    ]);
    return {
      ...page,
      response: preparedResponse(body, "text/html; charset=utf-8"),
      body,
      data: { ...page.data, end: page.data.start + Buffer.byteLength(data) },
    };
  }

  /** The page rendered at `path`, kept while nothing changes (concurrent requests share one render). */
  function page(path: string): Promise<Page> {
    // A filtered collection (a query) is rendered for its request: the filters' combinations are endless.
    if (!client.keepPages || path.includes("?")) return render(path);
    const known = kept.get(path);
    if (known) return Promise.resolve(known);
    const pending = rendering.get(path);
    if (pending) return pending;
    const started = generation;
    const changed = stockChanged.get(path);
    stockChanged.delete(path);
    const made = changed ? refresh(path, changed) : render(path);
    rendering.set(path, made);
    const done = () => {
      if (rendering.get(path) === made) rendering.delete(path);
    };
    made.then((p) => {
      done();
      if (generation === started && kept.size < KEPT_PAGES) kept.set(path, p);
    }, done);
    return made;
  }

  async function send(req: Request, res: Response, path: string, status?: number, cacheControl = "no-cache") {
    let answer: Page;
    try {
      answer = await page(path);
    } catch (err) {
      // The page could not be rendered (its data unreadable, a bug): the app's bare page still
      // lets the browser render and fetch everything itself, and the status tells the truth: 503
      // with Retry-After while the database is away (issue 39), else 500.
      const unavailable = cannotWriteNow(err);
      if (unavailable) {
        req.log?.warn({ err }, "a page could not be rendered: the database is unavailable");
        res.setHeader("Retry-After", "30");
      } else req.log?.error({ err }, "a page could not be rendered");
      res.setHeader("Cache-Control", "no-store");
      res
        .status(unavailable ? 503 : 500)
        .type("html")
        .send(bare(await client.template(path)));
      return;
    }
    res.setHeader("Cache-Control", cacheControl);
    await answer.response.send(req, res, status ?? answer.status);
  }

  client.mountFiles(app);
  app.use(canonicalAddress);

  // The fixed pages are sent from memory, before Express, once rendered.
  for (const route of CLIENT_ROUTES) {
    fastRoute(app, route, { cacheControl: "no-cache", ready: () => okPage(kept.get(route)) });
    app.get(route, (req, res) => send(req, res, route));
  }
  app.get(PRODUCT_ROUTE, async (req, res, next) => {
    const slug = slugSchema.safeParse(req.params.slug).data;
    if (slug === undefined || !(await options.boardSlugs()).has(slug)) return next();
    const path = productPath(slug);
    fastRoute(app, path, { cacheControl: "no-cache", ready: () => okPage(kept.get(path)), route: PRODUCT_ROUTE });
    await send(req, res, path);
  });
  // A collection's page (decision 056): its filters are in the query, read (bad values dropped) and
  // written back in one canonical order, so the render sees only what it shows.
  app.get(COLLECTION_ROUTE, async (req, res, next) => {
    const slug = slugSchema.safeParse(req.params.slug).data;
    const known = (await options.collectionSlugs?.()) ?? new Set<string>();
    if (slug === undefined || !known.has(slug)) return next();
    const path = collectionPath(slug);
    const query = collectionQuery(new URLSearchParams(req.originalUrl.split("?")[1] ?? ""));
    await send(req, res, query ? `${path}?${query}` : path);
  });
  app.get(COLLECTION_ROUTE, (req, res) => send(req, res, NOT_FOUND_PATH));
  // A board's old address has been redirected before (catalogPages); any other is no board.
  app.get(PRODUCT_ROUTE, (req, res) => send(req, res, NO_BOARD_PATH));
  // A commission's private page (decision 037) renders in the browser only: one render serves every link.
  app.get(COMMISSION_ROUTE, (req, res) => send(req, res, COMMISSION_PAGE_PATH));
  // The same page answers a made-up token, as 404: the browser then shows 'Page Not Found' there.
  app.get(ORDER_ROUTE, (req, res) =>
    send(req, res, ORDER_PAGE_PATH, options.isOrderToken?.(String(req.params.token)) === false ? 404 : undefined),
  );
  app.get(UNSUBSCRIBE_ROUTE, (req, res) => send(req, res, UNSUBSCRIBE_PAGE_PATH));
  // A board's preview (issue 40): the owner's alone, kept by no cache and by no search engine. Anyone
  // else gets the same bare page with status 404, and the browser shows 'Page Not Found' there (as a
  // made-up order token does): the page holds no board, which comes from the admin's API.
  app.get(PREVIEW_ROUTE, ...(options.whoIsThere ?? []), (req, res) => {
    res.setHeader("X-Robots-Tag", "noindex, nofollow");
    const owner = req.user?.isAdmin === true;
    return send(req, res, PREVIEW_PAGE_PATH, owner ? 200 : 404, owner ? "private, no-store" : "no-store");
  });
  app.get("/{*path}", (req, res) => send(req, res, NOT_FOUND_PATH));
}

/** The page with nothing rendered into it: the browser app renders it on its own. */
const bare = (template: string) =>
  template
    .replace(PAGE_SLOTS.head, "<title>Grain &amp; Groove</title>")
    .replace(PAGE_SLOTS.app, "")
    .replace(PAGE_SLOTS.data, "");

const knownRoutes = new Set<string>(CLIENT_ROUTES);

/**
 * One address per page: "/gallery/" and "/Gallery" answer a 301 to "/gallery" (as would a board's
 * address in capitals; slugs are lower case), so the browser's router, which ignores case and a
 * trailing slash, never shows a page the server answered as 'Page Not Found'.
 */
function canonicalAddress(req: Request, res: Response, next: () => void) {
  if (req.method !== "GET" && req.method !== "HEAD") return next();
  const path = req.path.length > 1 ? req.path.replace(/\/+$/, "") : req.path;
  const lower = path.toLowerCase();
  const isPage = knownRoutes.has(lower) || /^\/(?:products|collections)\/[a-z0-9-]+$/.test(lower);
  if (!isPage || lower === req.path) return next();
  permanentRedirect(req, res, lower);
}

/** A 301 to `path` that keeps the request's query (a shared link's campaign tag survives the move). */
export function permanentRedirect(req: Request, res: Response, path: string): void {
  const queryAt = req.originalUrl.indexOf("?");
  res.redirect(301, path + (queryAt === -1 ? "" : req.originalUrl.slice(queryAt)));
}

const okPage = (page: Page | undefined) => (page?.status === 200 ? page.response : undefined);
