import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import pg from "pg";
import type { Logger } from "pino";
import type { Database, ListenSource } from "../db/client";

/** What a public read shows: the catalogue (names, prices, stock), the gallery, the site content. */
export const CHANGE_TOPICS = ["catalog", "gallery", "site-content"] as const;
export type ChangeTopic = (typeof CHANGE_TOPICS)[number];

/** The side a write needs: every instance (this one at once) learns that a topic changed. */
export type ChangeNotifier = { notify(topic: ChangeTopic): Promise<void> };

export type ChangeFeed = ChangeNotifier & {
  /** Calls `listener` whenever `topic` changes, on any instance; answers the unsubscribe. */
  subscribe(topic: ChangeTopic, listener: () => void): () => void;
  close(): Promise<void>;
};

// One channel for every topic: the payload names the topic and the instance that wrote.
const CHANNEL = "shop_changes";
const RETRY_MIN_MS = 100;
const RETRY_MAX_MS = 10_000;

type Listening = { close(): Promise<void> };

/**
 * PostgreSQL delivers NOTIFY only to the session that ran LISTEN, so the feed keeps a connection
 * of its own, outside the pool (which hands connections around and may drop idle ones). When it
 * drops, it reconnects with backoff; what was notified meanwhile is lost, so `resync` runs then.
 */
async function listenOnPostgres(
  url: string,
  onPayload: (payload: string) => void,
  resync: () => void,
  logger: Logger,
): Promise<Listening> {
  let current: pg.Client | undefined;
  let closed = false;
  let retryMs = RETRY_MIN_MS;
  let timer: NodeJS.Timeout | undefined;

  async function connect(): Promise<pg.Client> {
    const client = new pg.Client({ connectionString: url, application_name: "grain-and-groove change feed" });
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
      await client.query(`LISTEN ${CHANNEL}`);
    } catch (err) {
      client.end().catch(() => {});
      throw err;
    }
    return client;
  }

  function dropped(client: pg.Client) {
    if (client !== current) return;
    current = undefined;
    client.end().catch(() => {});
    if (!closed) timer = setTimeout(reconnect, retryMs);
  }

  async function reconnect() {
    try {
      const client = await connect();
      if (closed) {
        await client.end();
        return;
      }
      current = client;
      retryMs = RETRY_MIN_MS;
      logger.info("change feed listening again");
      resync();
    } catch (err) {
      retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
      logger.warn({ err, retryInMs: retryMs }, "change feed could not reconnect");
      if (!closed) timer = setTimeout(reconnect, retryMs);
    }
  }

  current = await connect();
  return {
    async close() {
      closed = true;
      clearTimeout(timer);
      const client = current;
      current = undefined;
      await client?.end();
    },
  };
}

async function listen(
  source: ListenSource,
  onPayload: (payload: string) => void,
  resync: () => void,
  logger: Logger,
): Promise<Listening> {
  if (source.driver === "pg") return listenOnPostgres(source.url, onPayload, resync, logger);
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
): Promise<ChangeFeed> {
  // The writing instance has already told its own subscribers; it skips its own echo.
  const origin = randomUUID();
  const listeners = new Map<ChangeTopic, Set<() => void>>(CHANGE_TOPICS.map((topic) => [topic, new Set()]));

  function dispatch(topic: ChangeTopic) {
    for (const listener of listeners.get(topic) ?? []) {
      try {
        listener();
      } catch (err) {
        logger.error({ err, topic }, "a change listener failed");
      }
    }
  }

  function received(payload: string) {
    const [topic, from] = payload.split(" ");
    if (from === origin || !CHANGE_TOPICS.includes(topic as ChangeTopic)) return;
    dispatch(topic as ChangeTopic);
  }

  const listening = await listen(database.listenSource, received, () => CHANGE_TOPICS.forEach(dispatch), logger);
  return {
    async notify(topic) {
      dispatch(topic);
      try {
        await database.db.execute(sql`select pg_notify(${CHANNEL}, ${`${topic} ${origin}`})`);
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
