import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import pg from "pg";
import type { Logger } from "pino";
import type { Database, ListenSource } from "../db/client";

/**
 * What a public read shows: the catalogue (names, prices, stock), the gallery, the site content, the
 * approved reviews; and `stock`, the stock of the boards named alone, which a checkout changes
 * (issue 39): only what shows those boards is refreshed; `settings`, the owner's server settings
 * (mail, public address, Stripe keys; decision 084), which every instance reads again.
 */
export const CHANGE_TOPICS = ["catalog", "stock", "gallery", "site-content", "reviews", "settings"] as const;
export type ChangeTopic = (typeof CHANGE_TOPICS)[number];

/**
 * What changed within a topic (the ids of the boards whose stock moved); undefined: anything may
 * have, as after the feed was lost.
 */
export type ChangeDetail = readonly string[] | undefined;

/** The side a write needs: every instance (this one at once) learns that a topic changed. */
export type ChangeNotifier = { notify(topic: ChangeTopic, detail?: readonly string[]): Promise<void> };

export type ChangeFeed = ChangeNotifier & {
  /** Calls `listener` whenever `topic` changes, on any instance; answers the unsubscribe. */
  subscribe(topic: ChangeTopic, listener: (detail: ChangeDetail) => void): () => void;
  close(): Promise<void>;
};

/** A detail longer than this goes as none (everything changed): NOTIFY's payload must stay under 8000 bytes. */
const MAX_DETAIL_CHARS = 7000;

// One channel for every topic: the payload names the topic and the instance that wrote.
const CHANNEL = "shop_changes";
const RETRY_MIN_MS = 100;
const RETRY_MAX_MS = 10_000;

/** How often the LISTEN connection proves it is alive, and how long its answer may take (decision 043). */
type FeedHealth = { checkEveryMs: number; answerWithinMs: number };
/** A silent connection is noticed within 10 s, so a kept page is never more than 15 s behind a change. */
const DEFAULT_FEED_HEALTH: FeedHealth = { checkEveryMs: 5_000, answerWithinMs: 5_000 };

type Listening = { close(): Promise<void> };

/** Rejects after `ms` unless `work` settles first. */
function within<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/** Ends a client at once, even one whose connection no longer answers (end() would wait for it forever). */
function discard(client: pg.Client) {
  client.end().catch(() => {});
  (client as unknown as { connection?: { stream?: { destroy(): void } } }).connection?.stream?.destroy();
}

/**
 * PostgreSQL delivers NOTIFY only to the session that ran LISTEN, so the feed keeps a connection
 * of its own, outside the pool (which hands connections around and may drop idle ones). A
 * connection can also go silent without closing (a half-open TCP connection, a frozen proxy): it
 * answers a round trip every few seconds, or is dropped. Whenever it drops, what was notified
 * meanwhile is lost, so `resync` (every topic counts as changed) runs at once, after each failed
 * attempt to reconnect, and once listening again.
 */
async function listenOnPostgres(
  url: string,
  onPayload: (payload: string) => void,
  resync: () => void,
  logger: Logger,
  health: FeedHealth,
): Promise<Listening> {
  let current: pg.Client | undefined;
  let closed = false;
  let retryMs = RETRY_MIN_MS;
  let timer: NodeJS.Timeout | undefined;

  async function connect(): Promise<pg.Client> {
    const client = new pg.Client({
      connectionString: url,
      application_name: "grain-and-groove change feed",
      connectionTimeoutMillis: health.answerWithinMs,
      // The operating system's own probe, for a peer that vanished without a word.
      keepAlive: true,
      keepAliveInitialDelayMillis: health.checkEveryMs,
    });
    client.on("notification", (message) => {
      if (message.channel === CHANNEL && message.payload) onPayload(message.payload);
    });
    client.on("error", (err) => {
      logger.warn({ err }, "change feed connection lost");
      dropped(client);
    });
    client.on("end", () => dropped(client));
    try {
      await client.connect();
      await within(client.query(`LISTEN ${CHANNEL}`), health.answerWithinMs, "LISTEN");
    } catch (err) {
      discard(client);
      throw err;
    }
    return client;
  }

  function dropped(client: pg.Client) {
    if (client !== current) return;
    current = undefined;
    discard(client);
    if (closed) return;
    resync();
    timer = setTimeout(reconnect, retryMs);
  }

  /** One round trip; a connection that does not answer in time is dropped like a closed one. */
  function check() {
    const client = current;
    if (!client) return;
    within(client.query("select 1"), health.answerWithinMs, "change feed check").catch((err: unknown) => {
      if (client !== current) return;
      logger.warn({ err }, "change feed connection silent: reconnecting, every kept page and read is refreshed");
      dropped(client);
    });
  }

  async function reconnect() {
    try {
      const client = await connect();
      if (closed) {
        discard(client);
        return;
      }
      current = client;
      retryMs = RETRY_MIN_MS;
      logger.info("change feed listening again");
      resync();
    } catch (err) {
      retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
      logger.warn({ err, retryInMs: retryMs }, "change feed could not reconnect");
      if (closed) return;
      // Nothing can be heard meanwhile: what is kept is read again at each attempt.
      resync();
      timer = setTimeout(reconnect, retryMs);
    }
  }

  current = await connect();
  const checking = setInterval(check, health.checkEveryMs);
  checking.unref();
  return {
    async close() {
      closed = true;
      clearTimeout(timer);
      clearInterval(checking);
      const client = current;
      current = undefined;
      if (client) await within(client.end(), health.answerWithinMs, "change feed close").catch(() => discard(client));
    },
  };
}

async function listen(
  source: ListenSource,
  onPayload: (payload: string) => void,
  resync: () => void,
  logger: Logger,
  health: FeedHealth,
): Promise<Listening> {
  if (source.driver === "pg") return listenOnPostgres(source.url, onPayload, resync, logger, health);
  // PGlite is one session in this process: each feed on it registers its own callback.
  const unlisten = await source.client.listen(CHANNEL, onPayload);
  return { close: () => unlisten() };
}

/**
 * Change notifications between the instances sharing one database (PostgreSQL LISTEN/NOTIFY; PGlite
 * has the same calls). A write calls `notify` once its transaction has committed: this instance's
 * subscribers run at once, the others when the notification reaches them (decision 018).
 */
export async function openChangeFeed(
  database: Pick<Database, "db" | "listenSource">,
  logger: Logger,
  health: FeedHealth = DEFAULT_FEED_HEALTH,
): Promise<ChangeFeed> {
  // The writing instance has already told its own subscribers; it skips its own echo.
  const origin = randomUUID();
  const listeners = new Map<ChangeTopic, Set<(detail: ChangeDetail) => void>>(
    CHANGE_TOPICS.map((topic) => [topic, new Set()]),
  );

  function dispatch(topic: ChangeTopic, detail?: ChangeDetail) {
    for (const listener of listeners.get(topic) ?? []) {
      try {
        listener(detail);
      } catch (err) {
        logger.error({ err, topic }, "a change listener failed");
      }
    }
  }

  function received(payload: string) {
    const [topic, from, detail] = payload.split(" ");
    if (from === origin || !CHANGE_TOPICS.includes(topic as ChangeTopic)) return;
    dispatch(topic as ChangeTopic, detail ? detail.split(",") : undefined);
  }

  const listening = await listen(
    database.listenSource,
    received,
    () => CHANGE_TOPICS.forEach((topic) => dispatch(topic)),
    logger,
    health,
  );
  return {
    async notify(topic, given) {
      const detail = given && given.join(",").length <= MAX_DETAIL_CHARS ? given : undefined;
      dispatch(topic, detail);
      const payload = detail ? `${topic} ${origin} ${detail.join(",")}` : `${topic} ${origin}`;
      try {
        await database.db.execute(sql`select pg_notify(${CHANNEL}, ${payload})`);
      } catch (err) {
        // The write itself stands; the other instances catch up at the next change of the topic.
        logger.error({ err, topic }, "could not notify the other instances of a change");
      }
    },
    subscribe(topic, listener) {
      const set = listeners.get(topic)!;
      set.add(listener);
      return () => void set.delete(listener);
    },
    close: () => listening.close(),
  };
}
