import request from "supertest";
import type TestAgent from "supertest/lib/agent";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Customer } from "@shared/customers";
import type { ApiErrorBody } from "@shared/errors";
import type { Inquiry } from "@shared/inquiries";
import type { AdminOrder } from "@shared/orders";
import { contactInquiries, orders, users } from "../db/schema";
import { bodyOf, createTestApp, type TestApp } from "../test/harness";

let t: TestApp;
let admin: TestAgent;
const ids: Record<string, number> = {};

const order = (name: string, email: string, day: string, extra: Partial<typeof orders.$inferInsert> = {}) => ({
  customerName: name,
  customerEmail: email,
  shippingAddress: "1 Main St\nPortland, OR 97201",
  items: "[]",
  total: "50.00",
  createdAt: new Date(`${day}T12:00:00Z`),
  ...extra,
});

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.asAdmin();
  const rows = await t.db
    .insert(orders)
    .values([
      order("Ada Lovelace", "ada@example.com", "2026-01-01", { total: "120.00", paymentStatus: "paid" }),
      order("Grace Hopper", "grace@navy.example", "2026-01-15", { status: "shipped", paymentStatus: "paid" }),
      order("alan turing", "alan@example.com", "2026-01-31", { total: "75.50" }),
      order("Edsger Dijkstra", "edsger@example.com", "2026-02-01", { status: "delivered", total: "10.00" }),
      order("Barbara 100% Liskov", "barbara@example.com", "2026-02-10", { paymentStatus: "awaiting_payment" }),
      order("Archived Person", "ada@example.com", "2026-01-20", { archived: true }),
    ])
    .returning({ id: orders.id, name: orders.customerName });
  for (const row of rows) ids[row.name] = row.id;
  // Three more filler orders, so paging has something to page through.
  await t.db
    .insert(orders)
    .values([1, 2, 3].map((n) => order(`Filler ${n}`, `filler${n}@example.com`, `2025-12-0${n}`)));
});
afterAll(() => t?.close());

const names = (res: request.Response) => bodyOf<AdminOrder[]>(res).map((o) => o.customerName);
const total = (res: request.Response) => Number(res.headers["x-total-count"]);

describe("GET /api/admin/orders with search, filters, sort and pages", () => {
  it("answers the first page of 50, newest first, with the total and the links to the other pages", async () => {
    const res = await admin.get("/api/admin/orders").expect(200);
    expect(names(res).slice(0, 3)).toEqual(["Barbara 100% Liskov", "Edsger Dijkstra", "alan turing"]);
    expect(names(res)).toHaveLength(8);
    expect(total(res)).toBe(8);
    expect(res.headers.link).toBe('</api/admin/orders?page=1>; rel="first", </api/admin/orders?page=1>; rel="last"');
  });

  it("pages with the right X-Total-Count and first/prev/next/last links keeping the other parameters", async () => {
    const res = await admin.get("/api/admin/orders?q=example.com&pageSize=3&page=2").expect(200);
    expect(total(res)).toBe(7);
    expect(names(res)).toEqual(["Ada Lovelace", "Filler 3", "Filler 2"]);
    expect(res.headers.link).toBe(
      [
        '</api/admin/orders?q=example.com&pageSize=3&page=1>; rel="first"',
        '</api/admin/orders?q=example.com&pageSize=3&page=1>; rel="prev"',
        '</api/admin/orders?q=example.com&pageSize=3&page=3>; rel="next"',
        '</api/admin/orders?q=example.com&pageSize=3&page=3>; rel="last"',
      ].join(", "),
    );
    const beyond = await admin.get("/api/admin/orders?pageSize=3&page=9").expect(200);
    expect(bodyOf<AdminOrder[]>(beyond)).toEqual([]);
    expect(total(beyond)).toBe(8);
    expect(beyond.headers.link).toContain('</api/admin/orders?pageSize=3&page=3>; rel="prev"');
    expect(beyond.headers.link).not.toContain('rel="next"');
  });

  it("searches name and email whatever the case, and the order number with or without #", async () => {
    expect(names(await admin.get("/api/admin/orders?q=ALAN").expect(200))).toEqual(["alan turing"]);
    expect(names(await admin.get("/api/admin/orders?q=navy.EXAMPLE").expect(200))).toEqual(["Grace Hopper"]);
    const id = ids["Edsger Dijkstra"];
    expect(names(await admin.get(`/api/admin/orders?q=%23${id}`).expect(200))).toEqual(["Edsger Dijkstra"]);
    expect(names(await admin.get(`/api/admin/orders?q=${id}`).expect(200))).toContain("Edsger Dijkstra");
    // % and _ are letters in a search, not wildcards.
    expect(names(await admin.get("/api/admin/orders?q=100%25").expect(200))).toEqual(["Barbara 100% Liskov"]);
    expect(names(await admin.get("/api/admin/orders?q=a_a").expect(200))).toEqual([]);
  });

  it("filters by status, payment state and an inclusive range of days", async () => {
    expect(names(await admin.get("/api/admin/orders?status=shipped").expect(200))).toEqual(["Grace Hopper"]);
    const paid = await admin.get("/api/admin/orders?payment=paid").expect(200);
    expect(names(paid)).toEqual(["Grace Hopper", "Ada Lovelace"]);
    expect(total(paid)).toBe(2);
    const january = await admin.get("/api/admin/orders?from=2026-01-01&to=2026-01-31").expect(200);
    expect(names(january)).toEqual(["alan turing", "Grace Hopper", "Ada Lovelace"]);
    expect(names(await admin.get("/api/admin/orders?from=2026-02-01").expect(200))).toEqual([
      "Barbara 100% Liskov",
      "Edsger Dijkstra",
    ]);
  });

  it("sorts oldest first, by total (highest first) and by name", async () => {
    expect(names(await admin.get("/api/admin/orders?sort=oldest&pageSize=1").expect(200))).toEqual(["Filler 1"]);
    const byTotal = bodyOf<AdminOrder[]>(await admin.get("/api/admin/orders?sort=total&pageSize=2").expect(200));
    expect(byTotal.map((o) => o.total)).toEqual(["120.00", "75.50"]);
    expect(names(await admin.get("/api/admin/orders?sort=name&pageSize=3").expect(200))).toEqual([
      "Ada Lovelace",
      "alan turing",
      "Barbara 100% Liskov",
    ]);
  });

  it("lists archived orders with the same parameters", async () => {
    const res = await admin.get("/api/admin/archived-orders?q=ada").expect(200);
    expect(names(res)).toEqual(["Archived Person"]);
    expect(total(res)).toBe(1);
  });

  it("keeps X-Total-Count and Link on a compressed answer", async () => {
    const res = await admin.get("/api/admin/orders").set("Accept-Encoding", "br, gzip").expect(200);
    expect(res.headers["content-encoding"]).toMatch(/br|gzip/);
    expect(total(res)).toBe(8);
    expect(res.headers.link).toContain('rel="last"');
  });
});

describe("bad list parameters", () => {
  const refused = async (url: string, message: string) => {
    const res = await admin.get(url).expect(400);
    expect(bodyOf<ApiErrorBody>(res).message).toBe(message);
  };
  it("answer 400 with a message naming the parameter", async () => {
    await refused("/api/admin/orders?page=0", "page must be a whole number from 1 to 1000000");
    await refused("/api/admin/orders?pageSize=201", "pageSize must be a whole number from 1 to 200");
    await refused("/api/admin/orders?status=lost", "status must be ordered, shipped or delivered");
    await refused("/api/admin/orders?sort=price", "sort must be newest, oldest, total or name");
    await refused("/api/admin/orders?from=01/02/2026", "from must be a date written yyyy-mm-dd");
    await refused("/api/admin/orders?from=2026-02-02&to=2026-02-01", "from must be on or before to");
    await refused("/api/admin/orders?status=ordered&status=shipped", "status must be given once");
    await refused("/api/admin/customers?status=vip", "status must be registered or guest");
    await refused(
      "/api/admin/general-inquiries?status=new%20inquiry",
      'Unknown parameter "status": this list takes q, from, to, page, pageSize, sort',
    );
  });
});

describe("custom orders, inquiries, newsletter and customers", () => {
  beforeAll(async () => {
    const inquiry = (
      name: string,
      type: string,
      day: string,
      extra: Partial<typeof contactInquiries.$inferInsert> = {},
    ) => ({
      name,
      email: `${name.toLowerCase().replace(/ /g, ".")}@example.com`,
      message: "Hello",
      inquiryType: type,
      createdAt: new Date(`${day}T09:00:00Z`),
      ...extra,
    });
    await t.db
      .insert(contactInquiries)
      .values([
        inquiry("Walnut Fan", "custom_order", "2026-03-01"),
        inquiry("Maple Fan", "custom_order", "2026-03-02", { status: "in progress" }),
        inquiry("Cherry Fan", "custom_order", "2026-03-03", { archived: true }),
        inquiry("Question Asker", "general", "2026-03-04"),
        inquiry("Reader One", "newsletter", "2026-03-05"),
        inquiry("Reader Two", "newsletter", "2026-03-06"),
      ]);
    await t.db.insert(users).values([
      { email: "guest@example.com", firstName: "Gus", lastName: "Guest", createdAt: new Date("2026-03-01T00:00:00Z") },
      {
        email: "reg@example.com",
        firstName: "Reggie",
        lastName: "Member",
        password: "x",
        createdAt: new Date("2026-03-02T00:00:00Z"),
      },
    ]);
  });
  const inquiryNames = (res: request.Response) => bodyOf<Inquiry[]>(res).map((i) => i.name);

  it("filters custom orders by status and searches them", async () => {
    expect(inquiryNames(await admin.get("/api/admin/custom-orders").expect(200))).toEqual(["Maple Fan", "Walnut Fan"]);
    const res = await admin.get("/api/admin/custom-orders?status=in%20progress").expect(200);
    expect(inquiryNames(res)).toEqual(["Maple Fan"]);
    expect(total(res)).toBe(1);
    expect(inquiryNames(await admin.get("/api/admin/custom-orders?q=WALNUT&sort=name").expect(200))).toEqual([
      "Walnut Fan",
    ]);
    expect(inquiryNames(await admin.get("/api/admin/archived-custom-orders?q=cherry.fan@").expect(200))).toEqual([
      "Cherry Fan",
    ]);
  });

  it("pages general inquiries and newsletter subscriptions", async () => {
    expect(
      inquiryNames(await admin.get("/api/admin/general-inquiries?from=2026-03-04&to=2026-03-04").expect(200)),
    ).toEqual(["Question Asker"]);
    const res = await admin.get("/api/admin/newsletter-subscriptions?pageSize=1&sort=oldest").expect(200);
    expect(inquiryNames(res)).toEqual(["Reader One"]);
    expect(total(res)).toBe(2);
    expect(res.headers.link).toContain(
      '</api/admin/newsletter-subscriptions?pageSize=1&sort=oldest&page=2>; rel="next"',
    );
  });

  it("filters customers registered or guest, searches their full name and sorts by email", async () => {
    const emails = (res: request.Response) => bodyOf<Customer[]>(res).map((c) => c.email);
    expect(emails(await admin.get("/api/admin/customers?status=guest").expect(200))).toEqual(["guest@example.com"]);
    const registered = emails(await admin.get("/api/admin/customers?status=registered&sort=email").expect(200));
    expect(registered).toEqual(["owner@example.com", "reg@example.com"]);
    expect(emails(await admin.get("/api/admin/customers?q=reggie%20member").expect(200))).toEqual(["reg@example.com"]);
  });
});

describe("admin-only access", () => {
  const lists = [
    "/api/admin/orders",
    "/api/admin/archived-orders",
    "/api/admin/custom-orders",
    "/api/admin/archived-custom-orders",
    "/api/admin/general-inquiries",
    "/api/admin/newsletter-subscriptions",
    "/api/admin/customers",
    "/api/admin/counts",
  ];
  it("answers 401 signed out and 403 to a customer, even with bad parameters", async () => {
    const customer = await t.asCustomer();
    for (const path of lists) {
      await request(t.app).get(`${path}?page=0`).expect(401);
      await customer.get(`${path}?page=0`).expect(403);
    }
  });
});
