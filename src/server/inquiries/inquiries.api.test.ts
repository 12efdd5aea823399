import request from "supertest";
import sharp from "sharp";
import { pino } from "pino";
import { eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApiErrorBody } from "@shared/errors";
import type { ContactAnswer, Inquiry } from "@shared/inquiries";
import { contactInquiries, mailQueue } from "../db/schema";
import type { Mailer } from "../infra/mail";
import { mailQueueRepo } from "../mail/mail-queue.repo";
import { bodyOf, createTestApp, type TestApp } from "../test/harness";
import { inquiriesRepo } from "./inquiries.repo";
import { inquiriesService } from "./inquiries.service";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { SHOP_EMAIL: "shop@example.com" } });
});
afterAll(() => t?.close());

const contact = (body: object) => request(t.app).post("/api/contact").send(body);
const general = (over: object = {}) => ({
  inquiryType: "general",
  name: "Gina General",
  email: "gina@example.com",
  phone: "555-0100",
  message: "Do you ship to Canada?",
  ...over,
});
const customOrder = (over: object = {}) => ({
  inquiryType: "custom_order",
  name: "Carl Custom",
  email: "carl@example.com",
  phone: "555-0199",
  communicationPreference: "phone",
  message: "Juice groove on one side",
  customOrderDetails: JSON.stringify({
    dimensions: "18 x 12 x 1.5 in",
    woodType: "Walnut",
    specialRequests: "Juice groove on one side",
  }),
  ...over,
});
const rows = (type?: string) =>
  type
    ? t.db.select().from(contactInquiries).where(eq(contactInquiries.inquiryType, type))
    : t.db.select().from(contactInquiries);
const ids = (list: Inquiry[]) => list.map((i) => i.id);
const binary = (res: request.Response, cb: (err: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on("data", (c: Buffer) => chunks.push(c));
  res.on("end", () => cb(null, Buffer.concat(chunks)));
};

async function placeCustomOrder(over: object = {}): Promise<string> {
  const email = `custom-${Math.random().toString(36).slice(2, 8)}@example.com`;
  await contact(customOrder({ email, ...over })).expect(201);
  const [row] = await t.db.select().from(contactInquiries).where(eq(contactInquiries.email, email));
  return row.id;
}

describe("POST /api/contact validation", () => {
  const cases: [string, object, string, string][] = [
    ["missing name", general({ name: undefined }), "name", ""],
    ["blank name", general({ name: "   " }), "name", "Name is required"],
    ["missing email", general({ email: undefined }), "email", ""],
    ["bad email", general({ email: "not-an-email" }), "email", "Invalid email address"],
    ["missing message", general({ message: undefined }), "message", ""],
    ["blank message", general({ message: " " }), "message", "Message is required"],
    ["too long message", general({ message: "x".repeat(5001) }), "message", "Message is too long"],
    [
      "unknown preference",
      customOrder({ communicationPreference: "pigeon" }),
      "communicationPreference",
      "Communication preference must be email, phone or text",
    ],
    [
      "non-JSON details",
      customOrder({ customOrderDetails: "{dimensions: 12" }),
      "customOrderDetails",
      "Custom order details must be JSON",
    ],
    [
      "details of the wrong shape",
      customOrder({ customOrderDetails: JSON.stringify({ dimensions: 12 }) }),
      "customOrderDetails.dimensions",
      "",
    ],
    ["newsletter without email", { inquiryType: "newsletter", name: "Nell" }, "email", ""],
    [
      "unknown inquiryType",
      general({ inquiryType: "spam" }),
      "inquiryType",
      "inquiryType must be general, newsletter or custom_order",
    ],
    [
      "missing inquiryType",
      general({ inquiryType: undefined }),
      "inquiryType",
      "inquiryType must be general, newsletter or custom_order",
    ],
  ];
  for (const [label, body, path, message] of cases) {
    it(`answers 400 for ${label} and stores nothing`, async () => {
      const before = (await rows()).length;
      const res = await contact(body).expect(400);
      const error = bodyOf<ApiErrorBody>(res).errors?.find((e) => e.path === path);
      expect(error, JSON.stringify(res.body)).toBeTruthy();
      if (message) expect(error?.message).toBe(message);
      expect((await rows()).length).toBe(before);
    });
  }

  it("answers 400 for a malformed JSON body", async () => {
    await request(t.app).post("/api/contact").set("Content-Type", "application/json").send("{").expect(400);
  });
});

describe("POST /api/contact", () => {
  it("keeps a general inquiry and tells the shop", async () => {
    const res = await contact(general({ email: "Gina.General@Example.com" })).expect(201);
    expect(bodyOf<ContactAnswer>(res).message).toMatch(/Thank you/);
    const [row] = (await rows("general")).filter((r) => r.email === "gina.general@example.com");
    expect(row).toMatchObject({
      name: "Gina General",
      phone: "555-0100",
      message: "Do you ship to Canada?",
      status: "new inquiry",
      archived: false,
    });
    const notice = (await t.outbox()).find((m) => m.includes("Subject: New message from Gina General"))!;
    expect(notice).toContain("To: shop@example.com");
    expect(notice).toContain("Reply-To: gina.general@example.com");
    expect(notice).toContain("Do you ship to Canada?");
  });

  it("keeps a custom order with its details as JSON text, and emails the shop and the requester", async () => {
    await contact(customOrder()).expect(201);
    const [row] = (await rows("custom_order")).filter((r) => r.email === "carl@example.com");
    expect(row).toMatchObject({
      communicationPreference: "phone",
      status: "new inquiry",
      message: "Juice groove on one side",
      phone: "555-0199",
    });
    expect(JSON.parse(row.customOrderDetails!)).toEqual({
      dimensions: "18 x 12 x 1.5 in",
      woodType: "Walnut",
      specialRequests: "Juice groove on one side",
    });

    const mail = await t.outbox();
    const notice = mail.find((m) => m.includes("Subject: New custom order request from Carl Custom"))!;
    expect(notice).toContain("To: shop@example.com");
    expect(notice).toContain("Dimensions: 18 x 12 x 1.5 in");
    const ack = mail.find((m) => /^To: carl@example.com$/m.test(m))!;
    expect(ack).toContain("Subject: We received your custom board request");
    expect(ack).toContain("Hello Carl Custom,");
    expect(ack).toContain("we review your request and contact you by phone");
    // The acknowledgement repeats nothing the sender wrote but the name (decision 046).
    for (const text of ["18 x 12 x 1.5 in", "Walnut", "Juice groove"]) expect(ack).not.toContain(text);
  });

  it("defaults the communication preference to email and accepts a custom order without details", async () => {
    await contact(
      customOrder({ email: "plain@example.com", communicationPreference: undefined, customOrderDetails: undefined }),
    ).expect(201);
    const [row] = (await rows("custom_order")).filter((r) => r.email === "plain@example.com");
    expect(row).toMatchObject({ communicationPreference: "email", customOrderDetails: null });
  });

  it("answers a filled honeypot like a success but stores and sends nothing", async () => {
    const before = { rows: (await rows()).length, mail: (await t.outbox()).length };
    for (const body of [
      general({ website: "http://spam.example" }),
      customOrder({ website: "x" }),
      { inquiryType: "newsletter", name: "Bot", email: "bot@example.com", website: "x" },
    ]) {
      const res = await contact(body).expect(201);
      expect(bodyOf<ContactAnswer>(res).message).toMatch(/Thank you/);
    }
    expect((await rows()).length).toBe(before.rows);
    expect((await t.outbox()).length).toBe(before.mail);
  });

  it("keeps one active newsletter subscription per email, whatever its case, and announces none (the confirmation goes to the subscriber)", async () => {
    const mailBefore = (await t.outbox()).length;
    await contact({
      inquiryType: "newsletter",
      name: "Nell News",
      email: "nell@example.com",
      message: "Newsletter subscription request",
    }).expect(201);
    await contact({ inquiryType: "newsletter", name: "Nell News", email: "NELL@Example.COM" }).expect(201);
    const subs = (await rows("newsletter")).filter((r) => r.email.toLowerCase() === "nell@example.com");
    expect(subs).toHaveLength(1);
    expect(subs[0].message).toBe("Newsletter subscription request");
    // Double opt-in (decision 060): only the subscriber's confirmation links went out, never a notice.
    const mailed = (await t.outbox()).slice(mailBefore);
    expect(mailed.length).toBeGreaterThan(0);
    for (const mail of mailed) {
      expect(mail).toContain("To: nell@example.com");
      expect(mail).toContain("Subject: Please confirm your email");
    }
  });

  it("keeps no inquiry whose emails could not be queued, and no email of it (one transaction)", async () => {
    const queue = mailQueueRepo(t.db);
    // The shop's notice is queued in the request's transaction; the acknowledgement then fails, as on a full disk.
    const mailer: Mailer = {
      async send(message, tx) {
        if (message.kind === "automatic") throw new Error("no space left on device");
        await queue.enqueue(message, new Date(), tx);
      },
    };
    const service = inquiriesService({
      repo: inquiriesRepo(t.db),
      storage: t.storage,
      mailer,
      logger: pino({ level: "silent" }),
      shopEmail: () => Promise.resolve("shop@example.com"),
    });
    const input = { inquiryType: "custom_order", name: "Mo Lost", email: "mo@example.com", message: "Hi" } as const;
    await expect(service.receive({ ...input, communicationPreference: "email" })).rejects.toThrow(/no space left/);
    expect((await rows()).filter((r) => r.email === "mo@example.com")).toEqual([]);
    const queued = await t.db.select().from(mailQueue).where(like(mailQueue.subject, "%Mo Lost%"));
    expect(queued).toEqual([]);
  });
});

describe("POST /api/contact rate limit", () => {
  it("answers 429 with a readable message once an IP has sent CONTACT_RATE_LIMIT messages", async () => {
    const limited = await createTestApp({ env: { CONTACT_RATE_LIMIT: "2" } });
    try {
      const send = () => request(limited.app).post("/api/contact").send(general());
      await send().expect(201);
      await send().expect(201);
      const res = await send().expect(429);
      expect(bodyOf<ApiErrorBody>(res).message).toBe("Too many messages sent. Please wait 15 minutes and try again.");
      expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
      const stored = await limited.db.select().from(contactInquiries);
      expect(stored).toHaveLength(2);
    } finally {
      await limited.close();
    }
  });
});

describe("admin inquiry calls: guards", () => {
  it("answer 401 signed out and 403 for a customer, on every call", async () => {
    const id = await placeCustomOrder();
    const customer = await t.asCustomer();
    const calls: [string, string][] = [
      ["get", "/api/admin/custom-orders"],
      ["get", "/api/admin/archived-custom-orders"],
      ["get", "/api/admin/general-inquiries"],
      ["get", "/api/admin/newsletter-subscriptions"],
      ["patch", `/api/admin/custom-orders/${id}/status`],
      ["patch", `/api/admin/custom-orders/${id}`],
      ["post", `/api/admin/custom-orders/${id}/upload`],
      ["patch", `/api/admin/custom-orders/${id}/archive`],
      ["patch", `/api/admin/inquiries/${id}/archive`],
      ["get", "/uploads/attachments/00000000-0000-4000-8000-000000000000.bin"],
    ];
    type Caller = Record<string, (u: string) => request.Test>;
    for (const [method, url] of calls) {
      await (request(t.app) as unknown as Caller)[method](url).expect(401);
      await (customer as unknown as Caller)[method](url).expect(403);
    }
    const [row] = await t.db.select().from(contactInquiries).where(eq(contactInquiries.id, id));
    expect(row).toMatchObject({ status: "new inquiry", archived: false });
  });
});

describe("admin lists and archiving", () => {
  it("lists each kind newest first and archive moves items between the lists", async () => {
    const admin = await t.asAdmin();
    const older = await placeCustomOrder();
    const newer = await placeCustomOrder();
    await contact(general({ email: "archive-me@example.com" })).expect(201);
    await contact({ inquiryType: "newsletter", name: "Arch", email: "arch@example.com" }).expect(201);

    const custom = (await admin.get("/api/admin/custom-orders").expect(200)).body as Inquiry[];
    expect(custom.every((i) => i.inquiryType === "custom_order" && !i.archived)).toBe(true);
    expect(ids(custom).indexOf(newer)).toBeLessThan(ids(custom).indexOf(older));
    expect(custom.find((i) => i.id === newer)).toMatchObject({
      status: "new inquiry",
      attachments: [],
      communicationPreference: "phone",
    });
    expect(custom.find((i) => i.id === newer)!.createdAt).toMatch(/^\d{4}-\d\d-\d\dT/);

    const inquiriesList = (await admin.get("/api/admin/general-inquiries").expect(200)).body as Inquiry[];
    const inquiry = inquiriesList.find((i) => i.email === "archive-me@example.com")!;
    expect(inquiriesList.every((i) => i.inquiryType === "general")).toBe(true);
    const subs = (await admin.get("/api/admin/newsletter-subscriptions").expect(200)).body as Inquiry[];
    const sub = subs.find((i) => i.email === "arch@example.com")!;
    expect(subs.every((i) => i.inquiryType === "newsletter")).toBe(true);

    const archived = await admin.patch(`/api/admin/custom-orders/${older}/archive`).expect(200);
    expect(archived.body).toMatchObject({ id: older, archived: true });
    expect(ids(bodyOf<Inquiry[]>(await admin.get("/api/admin/custom-orders")))).not.toContain(older);
    expect(ids(bodyOf<Inquiry[]>(await admin.get("/api/admin/archived-custom-orders")))).toContain(older);
    expect(ids(bodyOf<Inquiry[]>(await admin.get("/api/admin/archived-custom-orders")))).not.toContain(newer);

    await admin.patch(`/api/admin/inquiries/${inquiry.id}/archive`).expect(200);
    expect(ids(bodyOf<Inquiry[]>(await admin.get("/api/admin/general-inquiries")))).not.toContain(inquiry.id);
    await admin.patch(`/api/admin/inquiries/${sub.id}/archive`).expect(200);
    expect(ids(bodyOf<Inquiry[]>(await admin.get("/api/admin/newsletter-subscriptions")))).not.toContain(sub.id);
    // A general inquiry is not a custom order, and an archived one is not in Archived custom orders.
    await admin.patch(`/api/admin/custom-orders/${inquiry.id}/archive`).expect(404);
    expect(ids(bodyOf<Inquiry[]>(await admin.get("/api/admin/archived-custom-orders")))).not.toContain(inquiry.id);

    // The same address may subscribe again once its subscription was archived.
    await contact({ inquiryType: "newsletter", name: "Arch", email: "arch@example.com" }).expect(201);
    expect(
      bodyOf<Inquiry[]>(await admin.get("/api/admin/newsletter-subscriptions")).filter(
        (i) => i.email === "arch@example.com",
      ),
    ).toHaveLength(1);
  });

  it("answers 404 for unknown and malformed ids", async () => {
    const admin = await t.asAdmin();
    const unknown = "11111111-2222-4333-8444-555555555555";
    for (const id of [unknown, "not-a-uuid", "1"]) {
      await admin.patch(`/api/admin/custom-orders/${id}/status`).send({ status: "in progress" }).expect(404);
      await admin.patch(`/api/admin/custom-orders/${id}`).send({ name: "X" }).expect(404);
      await admin.patch(`/api/admin/custom-orders/${id}/archive`).expect(404);
      await admin.patch(`/api/admin/inquiries/${id}/archive`).expect(404);
      await admin
        .post(`/api/admin/custom-orders/${id}/upload`)
        .attach("file", Buffer.from("hello"), "a.txt")
        .expect(404);
    }
  });
});

describe("PATCH /api/admin/custom-orders/:id/status", () => {
  it("sets any of the eight statuses and refuses anything else", async () => {
    const admin = await t.asAdmin();
    const id = await placeCustomOrder();
    const res = await admin
      .patch(`/api/admin/custom-orders/${id}/status`)
      .send({ status: "deposit received" })
      .expect(200);
    expect(res.body).toMatchObject({ id, status: "deposit received" });
    await admin.patch(`/api/admin/custom-orders/${id}/status`).send({ status: "new inquiry" }).expect(200);
    for (const status of ["shipped", "Deposit Received", "", 3]) {
      const bad = await admin.patch(`/api/admin/custom-orders/${id}/status`).send({ status }).expect(400);
      expect(bodyOf<ApiErrorBody>(bad).message).toBe("Status must be one of the eight custom order statuses");
    }
    await admin.patch(`/api/admin/custom-orders/${id}/status`).send({}).expect(400);
    const [row] = await t.db.select().from(contactInquiries).where(eq(contactInquiries.id, id));
    expect(row.status).toBe("new inquiry");
  });
});

describe("PATCH /api/admin/custom-orders/:id", () => {
  it("refuses an empty update with the spec's message", async () => {
    const admin = await t.asAdmin();
    const id = await placeCustomOrder();
    const res = await admin.patch(`/api/admin/custom-orders/${id}`).send({}).expect(400);
    expect(bodyOf<ApiErrorBody>(res).message).toBe("At least one field must be provided for update");
  });

  it("refuses bad fields with 'path: message' errors", async () => {
    const admin = await t.asAdmin();
    const id = await placeCustomOrder();
    const bad = await admin.patch(`/api/admin/custom-orders/${id}`).send({ email: "nope", name: "" }).expect(400);
    expect(bodyOf<ApiErrorBody>(bad).errors).toEqual(
      expect.arrayContaining([
        { path: "email", message: "Invalid email address" },
        { path: "name", message: "Name is required" },
      ]),
    );
    await admin.patch(`/api/admin/custom-orders/${id}`).send({ status: "order shipped" }).expect(400);
  });

  it("updates the given fields and merges customOrderDetails into the stored JSON", async () => {
    const admin = await t.asAdmin();
    const id = await placeCustomOrder();
    const res = await admin
      .patch(`/api/admin/custom-orders/${id}`)
      .send({ name: "Carla Custom", email: "Carla@Example.com", customOrderDetails: { dimensions: "20 x 14 in" } })
      .expect(200);
    expect(res.body).toMatchObject({
      id,
      name: "Carla Custom",
      email: "carla@example.com",
      phone: "555-0199",
      status: "new inquiry",
    });
    expect(JSON.parse(bodyOf<Inquiry>(res).customOrderDetails!)).toEqual({
      dimensions: "20 x 14 in",
      woodType: "Walnut",
      specialRequests: "Juice groove on one side",
    });

    const again = await admin
      .patch(`/api/admin/custom-orders/${id}`)
      .send({ customOrderDetails: { woodType: "Cherry" }, phone: "" })
      .expect(200);
    const updated = bodyOf<Inquiry>(again);
    expect(updated.phone).toBeNull();
    expect(JSON.parse(updated.customOrderDetails!)).toEqual({
      dimensions: "20 x 14 in",
      woodType: "Cherry",
      specialRequests: "Juice groove on one side",
    });
  });

  it("starts fresh details when the stored ones are missing or unreadable", async () => {
    const admin = await t.asAdmin();
    const id = await placeCustomOrder({ customOrderDetails: undefined });
    await t.db.update(contactInquiries).set({ customOrderDetails: "not json" }).where(eq(contactInquiries.id, id));
    const res = await admin
      .patch(`/api/admin/custom-orders/${id}`)
      .send({ customOrderDetails: { woodType: "Oak" } })
      .expect(200);
    expect(JSON.parse(bodyOf<Inquiry>(res).customOrderDetails!)).toEqual({ woodType: "Oak" });
  });
});

describe("custom order attachments", () => {
  it("stores an .html upload under a random key and serves it only as a download", async () => {
    const admin = await t.asAdmin();
    const id = await placeCustomOrder();
    const html = Buffer.from("<!doctype html><script>alert(document.cookie)</script>");
    const res = await admin
      .post(`/api/admin/custom-orders/${id}/upload`)
      .attach("file", html, { filename: "../../evil page.html", contentType: "text/html" })
      .expect(200);
    const order = bodyOf<Inquiry>(res);
    expect(order.id).toBe(id);
    expect(order.attachments).toHaveLength(1);
    const [attachment] = order.attachments;
    expect(attachment.name).toBe("evil page.html");
    expect(attachment.url).toMatch(/^\/uploads\/attachments\/[0-9a-f-]{36}\.bin$/);
    expect(Date.parse(attachment.uploadedAt)).not.toBeNaN();

    const file = await admin.get(attachment.url).buffer(true).parse(binary).expect(200);
    expect(file.headers["content-disposition"]).toBe('attachment; filename="evil page.html"');
    expect(file.headers["content-type"]).toBe("application/octet-stream");
    expect(file.headers["content-type"]).not.toMatch(/html/);
    expect(file.headers["x-content-type-options"]).toBe("nosniff");
    expect(file.headers["content-security-policy"]).toContain("sandbox");
    expect(Buffer.compare(file.body as Buffer, html)).toBe(0);

    // The list answers the attachment too.
    const listed = bodyOf<Inquiry[]>(await admin.get("/api/admin/custom-orders")).find((i) => i.id === id)!;
    expect(listed.attachments).toEqual([attachment]);
  });

  it("keeps the sniffed type of a known file, and a non-ASCII name per RFC 5987", async () => {
    const admin = await t.asAdmin();
    const id = await placeCustomOrder();
    const png = await sharp({ create: { width: 20, height: 10, channels: 3, background: "#8b5a2b" } })
      .png()
      .toBuffer();
    const res = await admin
      .post(`/api/admin/custom-orders/${id}/upload`)
      .attach("file", png, { filename: "Skizze Brett – Größe.svg", contentType: "image/svg+xml" })
      .expect(200);
    const [attachment] = bodyOf<Inquiry>(res).attachments;
    expect(attachment.name).toBe("Skizze Brett – Größe.svg");
    expect(attachment.url).toMatch(/\.png$/);
    const file = await admin.get(attachment.url).buffer(true).parse(binary).expect(200);
    expect(file.headers["content-type"]).toBe("image/png");
    expect(file.headers["content-disposition"]).toBe(
      `attachment; filename="Skizze Brett _ Gr__e.svg"; filename*=UTF-8''${encodeURIComponent("Skizze Brett – Größe.svg")}`,
    );
  });

  it("trims a long name to 200 characters, drops control characters, and appends to existing attachments", async () => {
    const admin = await t.asAdmin();
    const id = await placeCustomOrder();
    await admin
      .post(`/api/admin/custom-orders/${id}/upload`)
      .attach("file", Buffer.from("one"), "first.txt")
      .expect(200);
    const res = await admin
      .post(`/api/admin/custom-orders/${id}/upload`)
      .attach("file", Buffer.from("two"), `${"a".repeat(300)}\u202e.txt`)
      .expect(200);
    expect(bodyOf<Inquiry>(res).attachments.map((a) => a.name)).toEqual(["first.txt", "a".repeat(200)]);
  });

  it("reads attachments stored as a JSON string as a list, and appends to them", async () => {
    const admin = await t.asAdmin();
    const id = await placeCustomOrder();
    const legacy = [
      { name: "old.pdf", url: "/uploads/attachments/legacy.pdf", uploadedAt: "2025-01-01T00:00:00.000Z" },
    ];
    await t.db
      .update(contactInquiries)
      .set({ attachments: JSON.stringify(legacy) as unknown as typeof legacy })
      .where(eq(contactInquiries.id, id));
    const listed = bodyOf<Inquiry[]>(await admin.get("/api/admin/custom-orders")).find((i) => i.id === id)!;
    expect(listed.attachments).toEqual(legacy);
    const res = await admin
      .post(`/api/admin/custom-orders/${id}/upload`)
      .attach("file", Buffer.from("new"), "new.txt")
      .expect(200);
    expect(bodyOf<Inquiry>(res).attachments.map((a) => a.name)).toEqual(["old.pdf", "new.txt"]);
    const [row] = await t.db.select().from(contactInquiries).where(eq(contactInquiries.id, id));
    expect(Array.isArray(row.attachments)).toBe(true);
  });

  it("refuses a missing file, a file over 10 MB, and attachments through the public uploads route", async () => {
    const admin = await t.asAdmin();
    const id = await placeCustomOrder();
    const missing = await admin.post(`/api/admin/custom-orders/${id}/upload`).field("note", "x").expect(400);
    expect(bodyOf<ApiErrorBody>(missing).message).toMatch(/No file uploaded/);
    const big = await admin
      .post(`/api/admin/custom-orders/${id}/upload`)
      .attach("file", Buffer.alloc(10 * 1024 * 1024 + 1), "big.bin")
      .expect(413);
    expect(bodyOf<ApiErrorBody>(big).message).toBe("File is too large (maximum 10 MB)");
    const [row] = await t.db.select().from(contactInquiries).where(eq(contactInquiries.id, id));
    expect(row.attachments).toEqual([]);
    await admin.get("/uploads/attachments/11111111-2222-4333-8444-555555555555.bin").expect(404);
    await admin.get("/uploads/attachments/../products/x.webp").expect(404);
  });
});
