import type { RequestHandler } from "express";
import type { ChangeFeed, ChangeTopic } from "../infra/change-feed";
import type { FastAnswer } from "./fast-path";
import { preparedResponse, type PreparedResponse } from "./prepared-response";

/** Served from memory by the fast path once read; `send` answers the first request (and any other). */
export type CachedRead<T> = FastAnswer & {
  /** The value and its JSON answer, read from the database once per change of the topic. */
  get(): Promise<{ value: T; response: PreparedResponse }>;
  /**
   * The GET handler: the kept bytes, revalidated on every use (no-cache + ETag), so an edit shows on
   * the browser's next fetch. No session, no query, no JSON.stringify on the way.
   */
  send: RequestHandler;
};

/** How a kept value is answered: its bytes and their type. */
export type Representation<T> = { contentType: string; bytes(value: T): Buffer };

const JSON_ANSWER: Representation<unknown> = {
  contentType: "application/json; charset=utf-8",
  bytes: (value) => Buffer.from(JSON.stringify(value)),
};

/**
 * A public read kept in memory until its topic changes on any instance (decision 018). The same
 * for every visitor: nothing that depends on who asks may go through it. Answered as JSON unless
 * `as` says otherwise (robots.txt and the sitemap are text, decision 087).
 */
export function cachedRead<T>(
  changes: Pick<ChangeFeed, "subscribe">,
  topics: ChangeTopic | readonly ChangeTopic[],
  load: () => Promise<T>,
  as: Representation<T> = JSON_ANSWER,
): CachedRead<T> {
  type Entry = { value: T; response: PreparedResponse };
  let entry: Entry | undefined;
  let loading: Promise<Entry> | undefined;
  // Counts changes: a read that began before the latest one may hold old rows and is not kept.
  let generation = 0;
  for (const topic of typeof topics === "string" ? [topics] : topics) {
    changes.subscribe(topic, () => {
      generation += 1;
      entry = undefined;
      loading = undefined;
    });
  }

  function get(): Promise<Entry> {
    if (entry) return Promise.resolve(entry);
    if (loading) return loading;
    const started = generation;
    const read = load().then((value): Entry => {
      const made = { value, response: preparedResponse(as.bytes(value), as.contentType) };
      if (generation === started) entry = made;
      return made;
    });
    // Concurrent requests share one database read; a failed one is not kept, the next request retries.
    loading = read;
    const done = () => {
      if (loading === read) loading = undefined;
    };
    read.then(done, done);
    return read;
  }

  return {
    get,
    cacheControl: "no-cache",
    ready: () => entry?.response,
    async send(req, res) {
      const { response } = entry ?? (await get());
      res.setHeader("Cache-Control", "no-cache");
      await response.send(req, res);
    },
  };
}
