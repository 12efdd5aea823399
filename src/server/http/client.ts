import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { RequestHandler } from "express";
import type { RenderPage } from "@shared/ssr";
import { preferredEncoding, type Encoding } from "./compression";
import { criticalCss } from "./critical-css";
import { notFound } from "./errors";
import { keptFiles, type KeptFiles } from "./kept-files";
import type { ClientApp } from "./pages";

const COPY_SUFFIX = { br: ".br", gzip: ".gz" } as const;

/** URL path → the compressed copies scripts/precompress.mjs wrote beside that file of the build. */
function buildFiles(dir: string): Map<string, Set<Encoding>> {
  const files = new Map<string, Set<Encoding>>();
  if (!existsSync(dir)) return files;
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || /\.(br|gz)$/.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    // The build's own records (.vite/manifest.json) are not for the browser.
    if (path.relative(dir, file).startsWith(".")) continue;
    const copies = (["br", "gzip"] as const).filter((e) => existsSync(file + COPY_SUFFIX[e]));
    files.set("/" + path.relative(dir, file).split(path.sep).join("/"), new Set(copies));
  }
  return files;
}

/**
 * Serves the files of the build, each in its precompressed copy when the browser takes that coding
 * (with the file's own type); send() answers HEAD, Range and revalidation. The build does not change
 * while the server runs, so the list is read once, and any other path (a page) costs no file lookup;
 * each answer is kept for the fast path (`kept`, decision 087).
 */
function buildFilesOf(
  dir: string,
  options: { maxAge: string; immutable?: boolean; except?: string; kept?: KeptFiles; mountedAt?: string },
): RequestHandler {
  const { except, kept, mountedAt = "", ...sendOptions } = options;
  const files = buildFiles(dir);
  if (except) files.delete(except);
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
    const file = path.join(dir, req.path + suffix);
    res.sendFile(file, sendOptions, (err) => {
      if (err && !res.headersSent) {
        res.removeHeader("Content-Encoding");
        next(err);
      }
      // Answered from memory next time, by the fast path (decision 087); only at its own address.
      else if (!err && req.baseUrl === mountedAt) kept?.record(req, res, mountedAt + req.path, copies, file);
    });
  };
}

type ManifestChunk = { file: string; isEntry?: boolean; imports?: string[] };

/**
 * The JavaScript files a page's module needs beyond what index.html already loads (the entry and
 * its imports), from the build's manifest.
 */
function pageChunks(dir: string): (module: string) => string[] {
  const file = path.join(dir, ".vite", "manifest.json");
  const manifest = existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as Record<string, ManifestChunk>) : {};
  const closure = (keys: string[], seen = new Set<string>()): Set<string> => {
    for (const key of keys) {
      if (seen.has(key) || !manifest[key]) continue;
      seen.add(key);
      closure(manifest[key].imports ?? [], seen);
    }
    return seen;
  };
  const loaded = closure(Object.keys(manifest).filter((key) => manifest[key].isEntry));
  return (module) => [...closure([module])].filter((key) => !loaded.has(key)).map((key) => manifest[key].file);
}

/**
 * The built stylesheet, taken out of the template's head (decision 088, after 057): each page's head
 * carries, in a <style>, the part of it that its HTML uses (`critical`), and the whole file is
 * linked at the end of the body. The page paints with its first answer, without waiting for the
 * file, which the browser fetches beside the scripts; those run only once it is in (a stylesheet
 * before them holds them), so what the app shows later is styled. A file that could end a <style>
 * early stays linked in the head.
 */
export function deferStylesheet(dir: string, html: string): { template: string; critical: (app: string) => string } {
  const link = /<link rel="stylesheet"[^>]*href="\/(assets\/[\w.-]+\.css)"[^>]*>/.exec(html);
  if (!link) return { template: html, critical: () => "" };
  const css = readFileSync(path.join(dir, link[1]), "utf8");
  if (/<\/style/i.test(css)) return { template: html, critical: () => "" };
  const cut = criticalCss(css);
  return {
    template: html.replace(link[0], "").replace("</body>", () => `${link[0]}</body>`),
    critical: (app) => `<style>${cut(app)}</style>`,
  };
}

/**
 * The production build: hashed assets cached for a year, other files for a day, text files in their
 * precompressed copies; pages rendered by the built server entry into the built index.html.
 */
export function staticClient(dir: string, loadRenderer: () => Promise<RenderPage>): ClientApp {
  const stylesheet = deferStylesheet(dir, readFileSync(path.join(dir, "index.html"), "utf8"));
  const template = Promise.resolve(stylesheet.template);
  let renderer: Promise<RenderPage> | undefined;
  const chunks = pageChunks(dir);
  return {
    keepPages: true,
    preloads: (modules) =>
      [...new Set(modules.flatMap((module) => chunks(module)))]
        // Hydrating needs them, painting does not: they load beside the page, after its images and
        // fonts (low priority; decision 057).
        .map((file) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="/${file}">`)
        .join(""),
    styles: stylesheet.critical,
    template: () => template,
    renderer: () => (renderer ??= loadRenderer()),
    mountFiles(app) {
      const kept = keptFiles(app);
      // An unknown asset is a 404, never a page.
      app.use(
        "/assets",
        buildFilesOf(path.join(dir, "assets"), { immutable: true, maxAge: "1y", kept, mountedAt: "/assets" }),
        (_req, _res, next) => next(notFound()),
      );
      // index.html is the pages' template, never an answer of its own.
      app.use(buildFilesOf(dir, { maxAge: "1d", except: "/index.html", kept }));
    },
  };
}
