import { readFileSync } from "node:fs";
import path from "node:path";
import express, { type Express } from "express";
import { CLIENT_ROUTES } from "@shared/routes";

const knownRoutes = new Set<string>(CLIENT_ROUTES);

/** Unknown paths still get the app (which shows 'Page Not Found'), but with status 404. */
export function clientStatus(pathname: string): number {
  const normalised = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return knownRoutes.has(normalised) ? 200 : 404;
}

export type MountClient = (app: Express) => void;

/** Serves the production build: hashed assets cached for a year, index.html always revalidated. */
export function staticClient(dir: string): MountClient {
  const indexHtml = readFileSync(path.join(dir, "index.html"), "utf8");
  return (app) => {
    app.use(
      "/assets",
      express.static(path.join(dir, "assets"), { immutable: true, maxAge: "1y", index: false, fallthrough: false }),
    );
    app.use(express.static(dir, { index: false, maxAge: "1d" }));
    app.get("/{*path}", (req, res) => {
      res.status(clientStatus(req.path)).set("Cache-Control", "no-cache").type("html").send(indexHtml);
    });
  };
}
