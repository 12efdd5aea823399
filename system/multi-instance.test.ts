import sharp from "sharp";
import type pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Product } from "../src/shared/product";
import { startS3Server, type S3Server } from "../src/server/test/s3-server";
import {
  ADMIN,
  call,
  createBoard,
  order,
  signIn,
  startInstance,
  stopAll,
  suiteDatabase,
  type Instance,
} from "./support";

// Two built instances of the shop (dist/server/main.js) on one PostgreSQL database and one S3
// server, as docs/deploy.md deploys them behind a load balancer: what one instance does, the other sees.
// Everything binds to 127.0.0.1 and stops when the suite ends.

let s3: S3Server;
let a: Instance;
let b: Instance;
let db: pg.Client;
let drop: () => Promise<void>;

beforeAll(async () => {
  const database = await suiteDatabase("gg_multi");
  db = database.db;
  drop = () => database.drop();
  s3 = await startS3Server();
  // Both start at once on the empty database: they take turns to migrate and seed.
  [a, b] = await Promise.all([startInstance("a", database.url, s3.env), startInstance("b", database.url, s3.env)]);
});

afterAll(async () => {
  await stopAll([a, b]);
  await s3?.close();
  await drop?.();
});

describe("two instances on one database and one bucket", () => {
  it("start together on an empty database, which they migrate and seed once", async () => {
    const { rows } = await db.query<{ boards: string; names: string; admins: string }>(
      `select (select count(*) from products) as boards, (select count(distinct name) from products) as names,
              (select count(*) from users where email = $1) as admins`,
      [ADMIN.email],
    );
    expect(Number(rows[0].boards)).toBeGreaterThan(0);
    expect(rows[0].names).toBe(rows[0].boards);
    expect(rows[0].admins).toBe("1");
  });

  it("honour on one instance a login made on the other", async () => {
    const cookie = await signIn(a.origin);
    const res = await call(b.origin, cookie, "GET", "/api/auth/user");
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ email: ADMIN.email, isAdmin: true });
  });

  it("serve from one instance an image uploaded through the other", async () => {
    const cookie = await signIn(a.origin);
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#8b5a2b" } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append("image", new Blob([new Uint8Array(png)], { type: "image/png" }), "board.png");
    const upload = await fetch(`${a.origin}/api/products/upload-image`, {
      method: "POST",
      headers: { Cookie: cookie, Origin: a.origin },
      body: form,
    });
    expect(upload.status).toBe(201);
    const { imageUrl } = (await upload.json()) as { imageUrl: string };

    const image = await fetch(`${b.origin}${imageUrl}`);
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/webp");
    expect((await sharp(Buffer.from(await image.arrayBuffer())).metadata()).format).toBe("webp");
  });

  it("sell the last board once when 20 shoppers race for it across both", async () => {
    const cookie = await signIn(a.origin);
    const board = await createBoard(a.origin, cookie, { name: "Last Walnut", price: "95.00", stock: 1 });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call(
          i % 2 ? b.origin : a.origin,
          null,
          "POST",
          "/api/create-payment-intent",
          order(board, `race${i}@example.com`),
        ),
      ),
    );
    const statuses = answers.map((res) => res.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    const { rows } = await db.query<{ count: string }>(
      "select count(*) from orders where items like '%' || $1 || '%'",
      [board.id],
    );
    expect(Number(rows[0].count)).toBe(1);
  });

  it("show an edit made on one instance on the other, told by the change feed", async () => {
    const cookie = await signIn(a.origin);
    const board = await createBoard(a.origin, cookie, { name: "Cherry Round", price: "70.00" });
    // Read it on B first, so B holds the catalogue in its cache.
    const before = (await (await fetch(`${b.origin}/api/products`)).json()) as Product[];
    expect(before.find((p) => p.id === board.id)?.price).toBe("70.00");

    const edit = await call(a.origin, cookie, "PATCH", `/api/products/${board.id}`, { price: "72.50" });
    expect(edit.status).toBe(200);
    // B keeps its catalogue until told of a change (no expiry): only the change feed can bring the new price.
    await expect
      .poll(
        async () => {
          const products = (await (await fetch(`${b.origin}/api/products`)).json()) as Product[];
          return products.find((p) => p.id === board.id)?.price;
        },
        { timeout: 30_000, interval: 25 },
      )
      .toBe("72.50");
  });

  it("finish the requests an instance is serving when it gets SIGTERM, and write no order by half", async () => {
    const cookie = await signIn(a.origin);
    const board = await createBoard(a.origin, cookie, { name: "Maple Stack", price: "40.00", stock: 50 });
    const requests = Array.from({ length: 12 }, (_, i) =>
      call(a.origin, null, "POST", "/api/create-payment-intent", order(board, `term${i}@example.com`)).then(
        (res) => res.status,
        (error: unknown) =>
          error instanceof Error ? String((error.cause as Error | undefined)?.message ?? error) : "?",
      ),
    );
    await new Promise((r) => setTimeout(r, 15));
    a.child.kill("SIGTERM");
    const outcomes = await Promise.all(requests);
    expect(await a.exited).toBe(0);

    // Every request the instance took got its whole answer; one that came too late was refused, never cut off.
    const placed = outcomes.filter((o) => o === 201).length;
    expect(outcomes.filter((o) => o !== 201 && !/ECONNREFUSED/.test(String(o)))).toEqual([]);
    expect(placed).toBeGreaterThan(0);

    const { rows } = await db.query<{ count: string }>(
      "select count(*) from orders where items like '%' || $1 || '%'",
      [board.id],
    );
    expect(Number(rows[0].count)).toBe(placed);
    const stock = await db.query<{ stock: number }>("select stock from products where id = $1", [board.id]);
    expect(stock.rows[0].stock).toBe(50 - placed);

    // The other instance goes on serving, with the same session.
    const res = await call(b.origin, cookie, "GET", "/api/auth/user");
    expect(res.status).toBe(200);
  });
});
