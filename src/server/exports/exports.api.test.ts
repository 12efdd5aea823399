import request from "supertest";
import type TestAgent from "supertest/lib/agent";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApiErrorBody } from "@shared/errors";
import { contactInquiries, orders, users } from "../db/schema";
import { parseCsv } from "../test/csv-parse";
import { bodyOf, createTestApp, type TestApp } from "../test/harness";
import { ORDER_COLUMNS } from "./exports.service";

let t: TestApp;
let admin: TestAgent;

const item = (name: string, price: string, quantity: number) => ({
  productId: "p",
  product: { name, dimensions: "40 x 25 cm", shape: "rectangular", juiceGroove: false, price },
  quantity,
});

const order = (name: string, day: string, extra: Partial<typeof orders.$inferInsert> = {}) => ({
  customerName: name,
  customerEmail: `${name.replace(/\W/g, "").toLowerCase() || "x"}@example.com`,
  shippingAddress: "1 Main St\nPortland, OR 97201",
  items: JSON.stringify([item("Walnut Board", "120.00", 1)]),
  total: "129.00",
  shipping: "9.00",
  createdAt: new Date(`${day}T12:00:00Z`),
  ...extra,
});

/** The answer's bytes as text, BOM kept (supertest would read text/csv its own way). */
async function download(agent: TestAgent, url: string) {
  const res = await agent
    .get(url)
    .buffer(true)
    .parse((r, done) => {
      const chunks: Buffer[] = [];
      r.on("data", (c: Buffer) => chunks.push(c));
      r.on("end", () => done(null, Buffer.concat(chunks).toString("utf8")));
    });
  return res;
}

async function csvOf(url: string): Promise<{ res: request.Response; rows: string[][] }> {
  const res = await download(admin, url);
  expect(res.status).toBe(200);
  const text = res.body as string;
  expect(text.charCodeAt(0)).toBe(0xfeff);
  return { res, rows: parseCsv(text.slice(1)) };
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.asAdmin();
  await t.db.insert(orders).values([
    order('=HYPERLINK("http://evil.example","click")', "2026-01-05", {
      customerPhone: "+1 555 0100",
      items: JSON.stringify([item('The "Big" One, walnut', "100.00", 2), item("@Maple\nRound", "20.00", 1)]),
      total: "229.00",
      paymentStatus: "paid",
    }),
    order("-Minus Person", "2026-02-10", { status: "shipped", carrier: "UPS", trackingNumber: "1Z999" }),
    order("Before The Range", "2025-12-31"),
    order("After The Range", "2027-01-01"),
    order("Archived Person", "2026-03-01", { archived: true }),
  ]);
});
afterAll(() => t?.close());

describe("GET /api/admin/exports/orders.csv", () => {
  it("answers an attachment of UTF-8 CSV with a BOM, kept by no cache", async () => {
    const { res, rows } = await csvOf("/api/admin/exports/orders.csv");
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toMatch(/^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(rows[0]).toEqual(ORDER_COLUMNS);
    expect(rows).toHaveLength(6);
  });

  it("holds the orders of the date range, both days included, archived ones too, oldest first", async () => {
    const { rows } = await csvOf("/api/admin/exports/orders.csv?from=2026-01-01&to=2026-12-31");
    const customer = ORDER_COLUMNS.indexOf("Customer");
    expect(rows.slice(1).map((r) => r[customer])).toEqual([
      `'=HYPERLINK("http://evil.example","click")`,
      "'-Minus Person",
      "Archived Person",
    ]);
    const edge = await csvOf("/api/admin/exports/orders.csv?from=2025-12-31&to=2025-12-31");
    expect(edge.rows.slice(1).map((r) => r[customer])).toEqual(["Before The Range"]);
  });

  it("writes items, money as plain numbers, payment state, and neutralises formula cells", async () => {
    const { rows } = await csvOf("/api/admin/exports/orders.csv?from=2026-01-05&to=2026-01-05");
    const row = Object.fromEntries(ORDER_COLUMNS.map((name, i) => [name, rows[1][i]]));
    expect(row).toMatchObject({
      "Placed (UTC)": "2026-01-05 12:00",
      Customer: `'=HYPERLINK("http://evil.example","click")`,
      Phone: "'+1 555 0100",
      // The ship-to names the buyer (issue 40): their name, a formula here, is neutralised with the cell.
      "Shipping address": `'=HYPERLINK("http://evil.example","click")\n1 Main St\nPortland, OR 97201`,
      Items: '2 × The "Big" One, walnut (100.00 each); 1 × @Maple\nRound (20.00 each)',
      Boards: "3",
      Subtotal: "220.00",
      Shipping: "9.00",
      Total: "229.00",
      Refunded: "0.00",
      Payment: "paid",
      Status: "ordered",
      Archived: "no",
    });
  });

  it("takes the list's filters", async () => {
    const { rows } = await csvOf("/api/admin/exports/orders.csv?status=shipped");
    const [carrier, tracking] = [ORDER_COLUMNS.indexOf("Carrier"), ORDER_COLUMNS.indexOf("Tracking number")];
    expect(rows.slice(1).map((r) => [r[2], r[carrier], r[tracking]])).toEqual([["'-Minus Person", "UPS", "1Z999"]]);
  });

  it("reads every row through its batches, none twice", async () => {
    const fresh = await createTestApp();
    try {
      await fresh.db.insert(orders).values(Array.from({ length: 1203 }, (_, n) => order(`Bulk ${n}`, "2026-05-05")));
      const res = await download(await fresh.asAdmin(), "/api/admin/exports/orders.csv");
      const rows = parseCsv((res.body as string).slice(1));
      expect(rows.slice(1).map((r) => r[2])).toEqual(Array.from({ length: 1203 }, (_, n) => `Bulk ${n}`));
    } finally {
      await fresh.close();
    }
  });

  it("is compressed for a browser that takes brotli, and still no-store", async () => {
    const res = await admin
      .get("/api/admin/exports/orders.csv")
      .set("Accept-Encoding", "br")
      .buffer(true)
      .parse((r, done) => {
        r.on("data", () => {});
        r.on("end", () => done(null, null));
      });
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["cache-control"]).toBe("no-store");
  });
});

describe("the other exports", () => {
  beforeAll(async () => {
    await t.db
      .insert(users)
      .values([
        { email: "=cmd@example.com", firstName: "@Ann", lastName: "O'Neil, Jr.", createdAt: new Date("2026-01-02") },
      ]);
    const at = new Date("2026-04-01T08:00:00Z");
    await t.db.insert(contactInquiries).values([
      { name: "-Gone", email: "gone@example.com", message: "", inquiryType: "newsletter", archived: true },
      // More than a batch, all in one instant: the cursor's tie-break by id reads each once.
      ...Array.from({ length: 520 }, (_, n) => ({
        name: `Reader ${n}`,
        email: `reader${n}@example.com`,
        message: "",
        inquiryType: "newsletter",
        createdAt: at,
      })),
      {
        name: "Pat",
        email: "pat@example.com",
        message: 'Hello, "shop"\r\nSecond line',
        phone: "+44 20",
        inquiryType: "general",
      },
      {
        name: "Chris",
        email: "chris@example.com",
        message: "=1+1",
        inquiryType: "custom_order",
        customOrderDetails: JSON.stringify({ dimensions: "50 x 30", woodType: "Cherry", specialRequests: "@home" }),
      },
    ]);
  });

  it("customers: names, email and status, formula cells neutralised", async () => {
    const { res, rows } = await csvOf("/api/admin/exports/customers.csv?q=cmd");
    expect(res.headers["content-disposition"]).toMatch(/filename="customers-/);
    expect(rows[0]).toEqual(["First name", "Last name", "Email", "Phone", "Status", "Admin", "Since (UTC)"]);
    expect(rows.slice(1)).toEqual([
      ["'@Ann", "O'Neil, Jr.", "'=cmd@example.com", "", "guest", "no", "2026-01-02 00:00"],
    ]);
  });

  it("newsletter subscribers: the active ones, every one once across batches", async () => {
    const { rows } = await csvOf("/api/admin/exports/newsletter-subscribers.csv");
    expect(rows[0]).toEqual(["Name", "Email", "Subscribed (UTC)"]);
    const emails = rows.slice(1).map((r) => r[1]);
    expect(emails).toHaveLength(520);
    expect(new Set(emails).size).toBe(520);
    expect(emails).not.toContain("gone@example.com");
  });

  it("newsletter subscribers: the file's name, names safe in a spreadsheet, and archiving takes one off", async () => {
    const subscribers = await t.db
      .insert(contactInquiries)
      .values(
        [
          ['=HYPERLINK("http://evil")', "formula@list.example"],
          ["Smith, Jo", "jo@list.example"],
          ["Gone Later", "later@list.example"],
        ].map(([name, email]) => ({ name, email, message: "", inquiryType: "newsletter" })),
      )
      .returning({ id: contactInquiries.id, email: contactInquiries.email });
    const later = subscribers.find((s) => s.email === "later@list.example")!;
    await admin.patch(`/api/admin/inquiries/${later.id}/archive`).expect(200);

    const { res, rows } = await csvOf("/api/admin/exports/newsletter-subscribers.csv?q=list.example");
    expect(res.headers["content-type"]).toMatch(/^text\/csv; charset=utf-8/);
    expect(res.headers["content-disposition"]).toMatch(
      /^attachment; filename="newsletter-subscribers-\d{4}-\d\d-\d\d\.csv"$/,
    );
    expect(res.headers["cache-control"]).toBe("no-store");
    // One insert, one created_at: they come in the order of their random ids, so compare them sorted.
    const byEmail = rows.slice(1).sort((a, b) => a[1].localeCompare(b[1]));
    expect(byEmail.map((r) => r.slice(0, 2))).toEqual([
      ['\'=HYPERLINK("http://evil")', "formula@list.example"],
      ["Smith, Jo", "jo@list.example"],
    ]);
    // The quoting as a spreadsheet reads it: the formula quoted and neutralised, the comma quoted.
    const text = res.body as string;
    expect(text).toContain(`"'=HYPERLINK(""http://evil"")",formula@list.example,`);
    expect(text).toContain(`"Smith, Jo",jo@list.example,`);
    // The file built in memory that this one replaced is gone.
    await admin.get("/api/admin/newsletter-subscriptions.csv").expect(404);
  });

  it("general inquiries and custom orders", async () => {
    const general = await csvOf("/api/admin/exports/general-inquiries.csv");
    expect(general.rows.slice(1).map((r) => r.slice(1, 6))).toEqual([
      ["Pat", "pat@example.com", "'+44 20", "", 'Hello, "shop"\r\nSecond line'],
    ]);
    const custom = await csvOf("/api/admin/exports/custom-orders.csv?status=new%20inquiry");
    expect(custom.rows.slice(1).map((r) => r.slice(1))).toEqual([
      ["Chris", "chris@example.com", "", "", "new inquiry", "50 x 30", "Cherry", "'@home", "'=1+1", "0", "no"],
    ]);
  });
});

describe("who may export, and with what", () => {
  const all = ["orders", "customers", "newsletter-subscribers", "general-inquiries", "custom-orders"];

  it("is for admins only: 401 signed out, 403 for a customer", async () => {
    const customer = await t.asCustomer();
    for (const name of all) {
      await request(t.app).get(`/api/admin/exports/${name}.csv`).expect(401);
      await customer.get(`/api/admin/exports/${name}.csv`).expect(403);
    }
  });

  it.each([
    ["orders.csv?from=2026-13-01", "from must be a date written yyyy-mm-dd"],
    ["orders.csv?from=2026-02-01&to=2026-01-01", "from must be on or before to"],
    ["orders.csv?page=2", "An export takes no page: it holds every matching row, oldest first"],
    ["orders.csv?status=lost", "status must be"],
    ["orders.csv?colour=red", 'Unknown parameter "colour"'],
    ["customers.csv?sort=name", "An export takes no sort"],
    ["custom-orders.csv?from=2026-01-01&from=2026-01-02", "from must be given once"],
  ])("answers 400 for %s", async (url, message) => {
    const res = await admin.get(`/api/admin/exports/${url}`).expect(400);
    const body = bodyOf<ApiErrorBody>(res);
    expect([body.message, ...(body.errors ?? []).map((e) => e.message)].join(" | ")).toContain(message);
    expect(res.headers["content-type"]).toMatch(/application\/json/);
  });
});
