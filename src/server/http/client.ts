import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Express, Request, RequestHandler, Response } from "express";
import { CLIENT_ROUTES } from "@shared/routes";
import { preferredEncoding, type Encoding } from "./compression";
import { notFound } from "./errors";
import { fastRoute } from "./fast-path";
import { preparedResponse } from "./prepared-response";

const knownRoutes = new Set<string>(CLIENT_ROUTES);

/** Unknown paths still get the app (which shows 'Page Not Found'), but with status 404. */
export function clientStatus(pathname: string): number {
  const normalised = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return knownRoutes.has(normalised) ? 200 : 404;
}

/** A route before the client may decide the status itself (e.g. /products/<unknown slug> → 404). */
export function pageStatus(req: Request, res: Response): number {
  return (res.locals.status as number | undefined) ?? clientStatus(req.path);
}

export type MountClient = (app: Express) => void;

const COPY_SUFFIX = { br: ".br", gzip: ".gz" } as const;

/** URL path → the compressed copies scripts/precompress.mjs wrote beside that file of the build. */
function buildFiles(dir: string): Map<string, Set<Encoding>> {
  const files = new Map<string, Set<Encoding>>();
  if (!existsSync(dir)) return files;
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || /\.(br|gz)$/.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const copies = (["br", "gzip"] as const).filter((e) => existsSync(file + COPY_SUFFIX[e]));
    files.set("/" + path.relative(dir, file).split(path.sep).join("/"), new Set(copies));
  }
  return files;
}

/**
 * Serves the files of the build, each in its precompressed copy when the browser takes that coding
 * (with the file's own type); send() answers HEAD, Range and revalidation. The build does not change
 * while the server runs, so the list is read once, and any other path (a page) costs no file lookup.
 */
function buildFilesOf(dir: string, options: { maxAge: string; immutable?: boolean }): RequestHandler {
  const files = buildFiles(dir);
  return (req, res, next) => {
    const copies = req.method === "GET" || req.method === "HEAD" ? files.get(req.path) : undefined;
    if (!copies) return next();
    let suffix = "";
    if (copies.size) {
      res.vary("Accept-Encoding");
      const encoding = preferredEncoding(req.headers["accept-encoding"]);
      if (encoding !== "identity" && copies.has(encoding)) {
        res.type(path.extname(req.path)).setHeader("Content-Encoding", encoding);
        suffix = COPY_SUFFIX[encoding];
      }
    }
    res.sendFile(path.join(dir, req.path + suffix), options, (err) => {
      if (err && !res.headersSent) {
        res.removeHeader("Content-Encoding");
        next(err);
      }
    });
  };
}

/**
 * Serves the production build: hashed assets cached for a year, index.html always revalidated (with
 * its ETag); text files in their precompressed copies.
 */
export function staticClient(dir: string): MountClient {
  const indexHtml = preparedResponse(readFileSync(path.join(dir, "index.html")), "text/html; charset=utf-8");
  const assets = path.join(dir, "assets");
  return (app) => {
    // The app's own routes get the same HTML: straight from memory.
    for (const route of CLIENT_ROUTES) fastRoute(app, route, { cacheControl: "no-cache", ready: () => indexHtml });
    // An unknown asset is a 404, never the app.
    app.use("/assets", buildFilesOf(assets, { immutable: true, maxAge: "1y" }), (_req, _res, next) => next(notFound()));
    app.use(buildFilesOf(dir, { maxAge: "1d" }));
    app.get("/{*path}", (req, res) => {
      res.setHeader("Cache-Control", "no-cache");
      return indexHtml.send(req, res, pageStatus(req, res));
    });
  };
}
