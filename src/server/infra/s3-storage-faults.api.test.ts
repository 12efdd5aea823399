import { createServer, type Server, type Socket } from "node:net";
import sharp from "sharp";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/harness";
import { PHOTOS_UNAVAILABLE, s3Storage } from "./s3-storage";

// A bucket that hangs (decision 043): its server accepts connections and never answers a
// byte. Every storage call must fail within the storage's bound (10 s in the shop, 1 s here), and
// the shopper or the owner reads a 503 that says so, never a generic 500 and never a hang.

let silent: Server;
const sockets = new Set<Socket>();
let t: TestApp;

beforeAll(async () => {
  silent = createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
  const { port } = silent.address() as { port: number };
  const storage = s3Storage({
    bucket: "shop-uploads",
    endpoint: `http://127.0.0.1:${port}`,
    region: "us-east-1",
    credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
    forcePathStyle: true,
    timeoutMs: 1_000,
  });
  t = await createTestApp({ storage });
});
afterAll(async () => {
  await t?.close();
  for (const socket of sockets) socket.destroy();
  await new Promise((resolve) => silent?.close(resolve));
});

describe("a bucket that accepts connections and never answers", () => {
  it("an owner's photo upload answers 503 with a clear message", async () => {
    const admin = await t.asAdmin();
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#8b5a2b" } })
      .png()
      .toBuffer();
    const res = await admin.post("/api/products/upload-image").attach("image", png, "board.png");
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ message: PHOTOS_UNAVAILABLE });
    expect(res.headers["retry-after"]).toBeDefined();
  });

  it("a shopper's GET /uploads/… answers 503 with the same message", async () => {
    const res = await request(t.app).get("/uploads/products/walnut-1.webp");
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ message: PHOTOS_UNAVAILABLE });
  });

  it("readiness fails", async () => {
    const res = await request(t.app).get("/readyz");
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ status: "unavailable" });
  });
});
