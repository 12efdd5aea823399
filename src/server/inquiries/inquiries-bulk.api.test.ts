import { inArray } from "drizzle-orm";
import request from "supertest";
import type TestAgent from "supertest/lib/agent";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApiErrorBody } from "@shared/errors";
import type { Inquiry } from "@shared/inquiries";
import { contactInquiries } from "../db/schema";
import { bodyOf, createTestApp, type TestApp } from "../test/harness";

// Bulk actions on custom orders and general inquiries (decision 030): all or nothing.

let t: TestApp;
let admin: TestAgent;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.asAdmin();
});
afterAll(() => t?.close());

async function insert(inquiryType: "custom_order" | "general", count: number): Promise<string[]> {
  const rows = await t.db
    .insert(contactInquiries)
    .values(
      Array.from({ length: count }, (_, i) => ({
        name: `Ada ${i}`,
        email: `ada${i}@example.com`,
        message: "A board for the kitchen",
        inquiryType,
        ...(inquiryType === "custom_order" && { status: "new inquiry" as const }),
      })),
    )
    .returning({ id: contactInquiries.id });
  return rows.map((row) => row.id);
}
const rowsOf = async (ids: string[]) =>
  (await t.db.select().from(contactInquiries).where(inArray(contactInquiries.id, ids))).sort(
    (a, b) => ids.indexOf(a.id) - ids.indexOf(b.id),
  );
const MISSING = "00000000-0000-4000-8000-000000000000";

describe("POST /api/admin/custom-orders/bulk", () => {
  it("archives the custom orders named; they show in the archived list", async () => {
    const ids = await insert("custom_order", 2);
    const answer = bodyOf<Inquiry[]>(
      await admin.post("/api/admin/custom-orders/bulk").send({ ids, action: "archive" }),
    );
    expect(answer.map((i) => [i.id, i.archived])).toEqual(ids.map((id) => [id, true]));
    const archived = bodyOf<Inquiry[]>(await admin.get("/api/admin/archived-custom-orders").expect(200));
    expect(archived.map((i) => i.id)).toEqual(expect.arrayContaining(ids));
  });

  it("sets the status of each", async () => {
    const ids = await insert("custom_order", 3);
    const res = await admin
      .post("/api/admin/custom-orders/bulk")
      .send({ ids, action: "status", status: "in progress" });
    expect(res.status).toBe(200);
    expect(bodyOf<Inquiry[]>(res).map((i) => i.status)).toEqual(["in progress", "in progress", "in progress"]);
    expect((await rowsOf(ids)).map((row) => row.status)).toEqual(["in progress", "in progress", "in progress"]);
  });

  it("changes nothing when one id is no custom order (unknown, or a general inquiry) and names them", async () => {
    const ids = await insert("custom_order", 2);
    const [general] = await insert("general", 1);
    const res = await admin
      .post("/api/admin/custom-orders/bulk")
      .send({ ids: [...ids, MISSING, general], action: "status", status: "product completed" })
      .expect(404);
    expect(bodyOf<ApiErrorBody>(res).message).toBe(
      `Custom orders ${MISSING}, ${general} not found. Nothing was changed.`,
    );
    expect((await rowsOf(ids)).map((row) => row.status)).toEqual(["new inquiry", "new inquiry"]);
  });

  it.each([
    ["no ids", { ids: [], action: "archive" }],
    ["a repeated id (in any case)", { ids: [MISSING, MISSING.toUpperCase()], action: "archive" }],
    ["201 ids", { ids: Array.from({ length: 201 }, () => MISSING), action: "archive" }],
    ["an unknown status", { ids: [MISSING], action: "status", status: "lost" }],
  ])("answers 400 for %s", async (_, body) => {
    await admin.post("/api/admin/custom-orders/bulk").send(body).expect(400);
  });
});

describe("POST /api/admin/inquiries/bulk", () => {
  it("archives the general inquiries named", async () => {
    const ids = await insert("general", 2);
    const answer = bodyOf<Inquiry[]>(await admin.post("/api/admin/inquiries/bulk").send({ ids, action: "archive" }));
    expect(answer.map((i) => i.archived)).toEqual([true, true]);
    const open = bodyOf<Inquiry[]>(await admin.get("/api/admin/general-inquiries").expect(200));
    expect(open.some((i) => ids.includes(i.id))).toBe(false);
  });

  it("changes nothing when one id does not exist, and names it", async () => {
    const ids = await insert("general", 2);
    const res = await admin
      .post("/api/admin/inquiries/bulk")
      .send({ ids: [...ids, MISSING], action: "archive" })
      .expect(404);
    expect(bodyOf<ApiErrorBody>(res).message).toBe(`Inquiry ${MISSING} not found. Nothing was changed.`);
    expect((await rowsOf(ids)).map((row) => row.archived)).toEqual([false, false]);
  });

  it("takes archive only, and a list of 1 to 200 unique ids", async () => {
    const ids = await insert("general", 1);
    await admin.post("/api/admin/inquiries/bulk").send({ ids, action: "status", status: "completed" }).expect(400);
    await admin.post("/api/admin/inquiries/bulk").send({ ids: [], action: "archive" }).expect(400);
    await admin
      .post("/api/admin/inquiries/bulk")
      .send({ ids: [...ids, ...ids], action: "archive" })
      .expect(400);
  });

  it("is for admins only", async () => {
    const ids = await insert("general", 1);
    await request(t.app).post("/api/admin/inquiries/bulk").send({ ids, action: "archive" }).expect(401);
    await request(t.app).post("/api/admin/custom-orders/bulk").send({ ids, action: "archive" }).expect(401);
    const customer = await t.asCustomer("someone@example.com", "someone-password-1");
    await customer.post("/api/admin/inquiries/bulk").send({ ids, action: "archive" }).expect(403);
    await customer.post("/api/admin/custom-orders/bulk").send({ ids, action: "archive" }).expect(403);
    expect((await rowsOf(ids)).map((row) => row.archived)).toEqual([false]);
  });
});
