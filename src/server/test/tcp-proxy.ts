import { connect, createServer, type Socket } from "node:net";

type Connection = { client: Socket; server: Socket; opening: string; frozen: boolean };

export type TcpProxy = {
  /** The proxy's port on 127.0.0.1. */
  port: number;
  /** `url` (e.g. a postgres:// URL) with its host and port replaced by the proxy's. */
  through(url: string): string;
  /**
   * Stops forwarding bytes both ways on the open connections whose first bytes contain `marker`
   * (all of them without it), without closing them: a half-open TCP connection, as a frozen
   * network or proxy leaves it. Connections opened afterwards pass. Answers how many froze.
   */
  freeze(marker?: string): number;
  /** While on, closes each new connection as it comes, as a server that is down or starting does. */
  refuse(on: boolean): void;
  /** Closes every open connection at once, as a server killed with -9 leaves them: no message, the socket just ends. */
  cut(): void;
  close(): Promise<void>;
};

/**
 * A TCP proxy on 127.0.0.1 in front of `target` that a test can freeze (PostgreSQL's startup
 * message carries the connection's application_name, so a marker picks one client's connections).
 */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const connections = new Set<Connection>();
  let refusing = false;
  const proxy = createServer((client) => {
    if (refusing) {
      client.destroy();
      return;
    }
    const server = connect(target.port, target.host);
    const connection: Connection = { client, server, opening: "", frozen: false };
    connections.add(connection);
    const forget = () => {
      connections.delete(connection);
      client.destroy();
      server.destroy();
    };
    client.on("data", (chunk: Buffer) => {
      if (connection.opening.length < 1024) connection.opening += chunk.toString("latin1");
      if (!connection.frozen) server.write(chunk);
    });
    server.on("data", (chunk: Buffer) => {
      if (!connection.frozen) client.write(chunk);
    });
    for (const socket of [client, server]) {
      socket.on("error", forget);
      socket.on("close", forget);
    }
  });
  await new Promise<void>((resolve) => proxy.listen(0, "127.0.0.1", resolve));
  const { port } = proxy.address() as { port: number };
  return {
    port,
    through(url) {
      const parsed = new URL(url);
      parsed.hostname = "127.0.0.1";
      parsed.port = String(port);
      return parsed.toString();
    },
    freeze(marker) {
      let frozen = 0;
      for (const connection of connections) {
        if (marker !== undefined && !connection.opening.includes(marker)) continue;
        connection.frozen = true;
        // Read nothing more either: the peers' writes fill the buffers and stay unanswered.
        connection.client.pause();
        connection.server.pause();
        frozen += 1;
      }
      return frozen;
    },
    refuse(on) {
      refusing = on;
    },
    cut() {
      for (const connection of connections) {
        connection.client.destroy();
        connection.server.destroy();
      }
    },
    async close() {
      for (const connection of connections) {
        connection.client.destroy();
        connection.server.destroy();
      }
      await new Promise<void>((resolve) => proxy.close(() => resolve()));
    },
  };
}
