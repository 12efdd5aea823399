/**
 * The contract between the server and the client's server entry (src/client/entry-server.tsx): the
 * server hands over the URL and the public reads, the client's code renders the page (decision 020).
 */
type RenderContext = {
  /** The shop's public origin (PUBLIC_URL, or http://localhost:PORT): canonical and image URLs are absolute. */
  origin: string;
  /** The answer of GET `url` when it is a public read (the catalogue, site content, gallery); else undefined. */
  read: (url: string) => Promise<unknown> | undefined;
};

type RenderedPage = {
  /** 200, or 404 for the 'Page Not Found' page. */
  status: number;
  /** The page's own <title>, description, canonical, Open Graph, Twitter and JSON-LD elements. */
  head: string;
  /** The app's markup, for inside <div id="root">. */
  app: string;
  /** The source modules of the page's code besides the app's entry ("pages/gallery.tsx"), to preload. */
  modules: string[];
  /** A <script type="application/json"> holding the reads the page was rendered with, for hydration. */
  data: string;
  /**
   * `data` again with fresh answers of the same reads (`answer(url)`): the page's markup still
   * holds, its data has moved on (a board's stock it does not show, issue 39). Keeps no answer.
   */
  dataWith: (answer: (url: string) => unknown) => string;
};

export type RenderPage = (url: string, context: RenderContext) => Promise<RenderedPage>;

/** Where index.html takes the rendered parts. */
export const PAGE_SLOTS = { head: "<!--page-head-->", app: "<!--page-app-->", data: "<!--page-data-->" } as const;

/** The id of the JSON script the client reads the rendered reads from. */
export const PAGE_DATA_ID = "page-data";

/** What the JSON script holds. */
export type PageData = { origin: string; queries: unknown };
