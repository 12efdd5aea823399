// An order's invoice and receipt as PDF (decision 039): a 20-line order on PGlite, each document
// made many times through the service the routes call, the database read included; p50 and p95 are
// printed beside the target (p95 < 200 ms).
//   npm run bench:pdf                   (BENCH_RUNS=n sets the timed runs per document, 50 by default)
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { pino } from "pino";
import { orderTokens } from "../src/server/orders/order-tokens";
import { openDatabase } from "../src/server/db/client";
import { seed } from "../src/server/db/seed";
import { orderLinks } from "../src/server/orders/order-links";
import { orderPageService } from "../src/server/orders/order-page.service";
import { ordersRepo } from "../src/server/orders/orders.repo";
import type { OrderItemSnapshot } from "../src/shared/orders";
import { machine, percentile, timeRuns } from "./seeded-shop";

const RUNS = Number(process.env.BENCH_RUNS ?? 50);
const TARGET_MS = 200;

const dir = await mkdtemp(path.join(os.tmpdir(), "gg-bench-pdf-"));
const database = await openDatabase({ dataDir: dir });
try {
  await database.migrate();
  await seed(database.db, { sampleData: false });
  const repo = ordersRepo(database.db);
  const items: OrderItemSnapshot[] = Array.from({ length: 20 }, (_, i) => ({
    productId: "00000000-0000-4000-8000-000000000000",
    product: {
      name: `End-Grain Walnut Butcher Block No. ${i + 1}`,
      dimensions: "18 × 12 × 1.5 in",
      shape: "rectangle",
      juiceGroove: i % 2 === 0,
      price: "1249.50",
    },
    quantity: (i % 3) + 1,
  }));
  const order = await repo.insert({
    customerName: "Ada Lovelace",
    customerEmail: "ada@example.com",
    customerPhone: "555-0100",
    shippingAddress: "12 Maple Lane\nSpringfield, IL 62704",
    items: JSON.stringify(items),
    total: "49995.00",
    paymentStatus: "paid",
    paidAt: new Date(),
  });
  const service = orderPageService({
    repo,
    links: orderLinks(orderTokens("bench-secret-that-is-long-enough"), () => "http://localhost:5000"),
    shop: () =>
      Promise.resolve({
        shop: {
          name: "Grain & Groove",
          email: "hello@example.com",
          phone: "(555) 123-4567",
          website: "localhost:5000",
        },
        paymentNote: "Pay by bank transfer: Grain & Groove, account 4242, with your order number as the reference.",
      }),
    mailer: { send: () => Promise.resolve() },
    logger: pino({ level: "silent" }),
  });

  const rows: Record<string, string>[] = [];
  let within = true;
  for (const kind of ["invoice", "receipt"] as const) {
    let pdf: Buffer = Buffer.alloc(0);
    const run = async () => void (pdf = (await service.document(order.id, kind)).pdf);
    const times = await timeRuns(run, RUNS);
    const p95 = percentile(times, 95);
    within &&= p95 < TARGET_MS;
    rows.push({
      document: `${kind} (20 lines)`,
      // Each page object of the document (pdfkit writes them uncompressed).
      pages: String(pdf.toString("latin1").match(/\/Type \/Page\b/g)?.length ?? 0),
      "p50 ms": percentile(times, 50).toFixed(1),
      "p95 ms": p95.toFixed(1),
      "max ms": times[times.length - 1].toFixed(1),
      bytes: String(pdf.length),
      target: `< ${TARGET_MS}`,
      ok: p95 < TARGET_MS ? "yes" : "NO",
    });
  }
  console.table(rows);
  console.log(
    `PGlite: ${within ? "every document within its target" : "A DOCUMENT MISSES ITS TARGET"} (${RUNS} runs each, database read included; ${machine()})`,
  );
} finally {
  await database.close();
  await rm(dir, { recursive: true, force: true });
}
