import { createServer, type AddressInfo } from "node:net";

/** A port on 127.0.0.1 that nobody listens on now: for a shop whose address must be known before it starts. */
export async function freePort(): Promise<number> {
  const server = createServer().listen(0, "127.0.0.1");
  await new Promise((resolve, reject) => {
    server.once("listening", resolve);
    server.once("error", reject);
  });
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}
