import { eq, sql } from "drizzle-orm";
import request from "supertest";
import type TestAgent from "supertest/lib/agent";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CreatePaymentIntentAnswer } from "@shared/checkout";
import type { ApiErrorBody } from "@shared/errors";
import type { Product } from "@shared/product";
import type { AdminReview, ReviewDraft, ReviewInput, ReviewsPage } from "@shared/reviews";
import { checkoutPayload } from "../test/checkout.fixtures";
import { productPayload } from "../db/factories";
import { png } from "../test/commissions.fixtures";
import { orders, reviews } from "../db/schema";
import { bodyOf, createTestApp, type TestApp } from "../test/harness";
import { ordersRepo } from "../orders/orders.repo";
import { reviewsRepo } from "./reviews.repo";
import { reviewLinks } from "./review-links";
import { reviewReminders } from "./review-reminders";
import { EDIT_CLOSED, NOT_DELIVERED } from "./reviews.service";

// Verified-buyer reviews (decision 058): only an order line's token writes, one review per line,
// written again within 30 days replaces it, the owner moderates, and the public sees approved ones.

const ORIGIN = "https://shop.example";
let t: TestApp;
let admin: TestAgent;
let walnut: Product;
let cherry: Product;
const newBoard = async (name: string) =>
  bodyOf<Product>(
    await admin
      .post("/api/products")
      .send(productPayload({ name, stock: 50 }))
      .expect(201),
  );
beforeAll(async () => {
  t = await createTestApp({ env: { SHOP_EMAIL: "shop@example.com", PUBLIC_URL: ORIGIN } });
  ({ admin, board: walnut } = await t.adminWithBoard({ name: "Walnut Review Board", price: "129.00", stock: 50 }));
  cherry = await newBoard("Cherry Review Board");
});
afterAll(() => t?.close());

/** Places an order of the given boards (one line each) as `email`. */
async function placeOrder(email: string, boards: Product[], name = "Robin Reed"): Promise<number> {
  const amount = boards.reduce((sum, b) => sum + Number(b.price), 0).toFixed(2);
  const res = await request(t.app)
    .post("/api/create-payment-intent")
    .send(
      checkoutPayload({
        amount,
        customerInfo: { name, email, phone: "", address: "4 Birch Lane\nPortland, OR 97201" },
        items: boards.map((b) => ({ productId: b.id, quantity: 1 })),
      }),
    )
    .expect(201);
  return bodyOf<CreatePaymentIntentAnswer>(res).orderId;
}
const setStatus = (id: number, status: string) =>
  admin.patch(`/api/admin/orders/${id}/status`).send({ status }).expect(200);

/** The review tokens of the newest Delivered email to `to`, in line order. */
async function deliveredTokens(to: string): Promise<string[]> {
  const mail = (await t.outbox())
    .reverse()
    .find((m) => m.includes(`To: ${to}`) && m.includes("Subject: Your board has arrived"));
  if (!mail) throw new Error(`no Delivered email to ${to}`);
  const text = mail.split(/Content-Type: text\/html/i)[0];
  return [...text.matchAll(/\/write-review\?token=([\w-]+)/g)].map((m) => m[1]);
}

/** An order of `boards`, delivered: its lines' review tokens from the email. */
async function deliveredOrder(email: string, boards: Product[] = [walnut], name?: string) {
  const id = await placeOrder(email, boards, name);
  await setStatus(id, "delivered");
  return { id, tokens: await deliveredTokens(email) };
}

const review = (over: Partial<ReviewInput> = {}): ReviewInput => ({
  rating: 5,
  title: "Best board in the kitchen",
  text: "Heavy, flat and beautiful. The groove catches everything.",
  photos: [],
  ...over,
});
const write = (token: string, body: object) => request(t.app).post(`/api/reviews/write/${token}`).send(body);
const boardPage = async (board: Product, page = 1) =>
  bodyOf<ReviewsPage>(await request(t.app).get(`/api/reviews/boards/${board.id}?page=${page}`).expect(200));
const approve = (id: string) => admin.patch(`/api/admin/reviews/${id}`).send({ status: "approved" }).expect(200);
const messageOf = (res: { body: unknown }) => bodyOf<ApiErrorBody>(res).message;

describe("the review link", () => {
  it("comes in the Delivered email, one per order line, in text and HTML", async () => {
    const { id, tokens } = await deliveredOrder("two-lines@example.com", [walnut, cherry]);
    expect(tokens).toHaveLength(2);
    expect(tokens[0]).toMatch(new RegExp(`^${id}-0-`));
    expect(tokens[1]).toMatch(new RegExp(`^${id}-1-`));
    const mail = (await t.outbox()).find((m) => m.includes("To: two-lines@example.com") && m.includes("has arrived"))!;
    expect(mail).toContain("How is your board?");
    expect(mail).toContain(`href="${ORIGIN}/write-review?token=${tokens[1]}"`);
    const draft = bodyOf<ReviewDraft>(await request(t.app).get(`/api/reviews/write/${tokens[1]}`).expect(200));
    expect(draft).toMatchObject({
      orderId: id,
      board: { name: "Cherry Review Board", slug: cherry.slug },
      review: null,
      canEdit: true,
    });
  });

  it("is refused when made up, changed, or the order's page token", async () => {
    const { id, tokens } = await deliveredOrder("forged@example.com");
    const forged = [
      `${id}-0-${"A".repeat(32)}`,
      tokens[0].replace(`${id}-0-`, `${id}-1-`),
      tokens[0].replace(`${id}-0-`, `${id + 1}-0-`),
      "nonsense",
    ];
    for (const token of forged) {
      const res = await write(token, review()).expect(404);
      expect(messageOf(res)).toBe("This review link is not valid");
      await request(t.app).get(`/api/reviews/write/${token}`).expect(404);
    }
    expect(await t.db.$count(reviews, eq(reviews.orderId, id))).toBe(0);
  });

  it("writes only its own line: another line's token writes that line's review", async () => {
    const { id, tokens } = await deliveredOrder("lines@example.com", [walnut, cherry]);
    await write(tokens[1], review({ title: "The cherry one" })).expect(201);
    const rows = await t.db.select().from(reviews).where(eq(reviews.orderId, id));
    expect(rows.map((r) => [r.line, r.boardName, r.productId, r.authorName])).toEqual([
      [1, "Cherry Review Board", cherry.id, "Robin R."],
    ]);
    expect(bodyOf<ReviewDraft>(await request(t.app).get(`/api/reviews/write/${tokens[0]}`)).review).toBeNull();
  });

  it("cannot review an order that is not delivered (or whose money went back)", async () => {
    const { id, tokens } = await deliveredOrder("not-yet@example.com");
    await setStatus(id, "shipped");
    expect(messageOf(await write(tokens[0], review()).expect(409))).toBe(NOT_DELIVERED);
    await setStatus(id, "delivered");
    await t.db.update(orders).set({ paymentStatus: "refunded" }).where(eq(orders.id, id));
    expect(messageOf(await write(tokens[0], review()).expect(409))).toBe(NOT_DELIVERED);
  });

  it("checks the stars, the title, the text and the photos with the shared schema", async () => {
    const { tokens } = await deliveredOrder("bad-input@example.com");
    for (const body of [
      review({ rating: 0 }),
      review({ rating: 6 }),
      review({ rating: 4.5 }),
      review({ title: " " }),
      review({ text: "" }),
      review({ photos: ["https://evil.example/x.webp"] }),
      { ...review(), extra: true },
    ]) {
      await write(tokens[0], body).expect(400);
    }
  });
});

describe("one review per line", () => {
  it("waits for approval, then a second writing within 30 days replaces it and waits again", async () => {
    const { tokens } = await deliveredOrder("edit@example.com", [cherry]);
    const first = bodyOf<ReviewDraft>(await write(tokens[0], review({ rating: 4, title: "Lovely" })).expect(201));
    expect(first.review).toMatchObject({ rating: 4, title: "Lovely", status: "pending" });
    expect((await boardPage(cherry)).reviews.map((r) => r.title)).not.toContain("Lovely");

    await approve(first.review!.id);
    expect((await boardPage(cherry)).reviews.map((r) => r.title)).toContain("Lovely");

    const again = bodyOf<ReviewDraft>(await write(tokens[0], review({ rating: 5, title: "Even better" })).expect(200));
    expect(again.review).toMatchObject({ id: first.review!.id, rating: 5, title: "Even better", status: "pending" });
    expect(await t.db.$count(reviews, eq(reviews.id, first.review!.id))).toBe(1);
    // The edited text waits for the owner again: the public sees neither version meanwhile.
    const titles = (await boardPage(cherry)).reviews.map((r) => r.title);
    expect(titles).not.toContain("Lovely");
    expect(titles).not.toContain("Even better");
  });

  it("is never approved unseen: a moderation with the version the owner read is refused once its buyer rewrote it (issue 39)", async () => {
    const { tokens } = await deliveredOrder("rewrite@example.com", [cherry]);
    await write(tokens[0], review({ rating: 5, title: "Great board" })).expect(201);
    const listed = bodyOf<AdminReview[]>(await admin.get("/api/admin/reviews").expect(200)).find(
      (r) => r.title === "Great board",
    )!;
    // The buyer rewrites it after the owner opened the list.
    await write(tokens[0], review({ rating: 1, title: "Buy elsewhere, visit evil.example" })).expect(200);
    const refused = await admin
      .patch(`/api/admin/reviews/${listed.id}`)
      .send({ status: "approved", version: listed.version })
      .expect(409);
    expect(messageOf(refused)).toBe(
      "Its author has changed this review since you opened it. Read it again, then decide.",
    );
    expect((await boardPage(cherry)).reviews.map((r) => r.title)).not.toContain("Buy elsewhere, visit evil.example");
    // Read again, the new version can be approved.
    const fresh = bodyOf<AdminReview[]>(await admin.get("/api/admin/reviews").expect(200)).find(
      (r) => r.id === listed.id,
    )!;
    expect(fresh.version).not.toBe(listed.version);
    await admin
      .patch(`/api/admin/reviews/${listed.id}`)
      .send({ status: "approved", version: fresh.version })
      .expect(200);
  });

  it("refuses a writing more than 30 days after the first, with a clear message", async () => {
    const { tokens } = await deliveredOrder("late@example.com");
    const { review: written } = bodyOf<ReviewDraft>(await write(tokens[0], review()).expect(201));
    await t.db
      .update(reviews)
      .set({ createdAt: sql`now() - interval '31 days'` })
      .where(eq(reviews.id, written!.id));
    expect(messageOf(await write(tokens[0], review({ title: "Changed" })).expect(409))).toBe(EDIT_CLOSED);
    const draft = bodyOf<ReviewDraft>(await request(t.app).get(`/api/reviews/write/${tokens[0]}`).expect(200));
    expect(draft.canEdit).toBe(false);
    expect(draft.review!.title).toBe("Best board in the kitchen");
  });

  it("lets two writings of one line at once leave a single review", async () => {
    const { id, tokens } = await deliveredOrder("race@example.com");
    const results = await Promise.all([
      write(tokens[0], review({ title: "A" })),
      write(tokens[0], review({ title: "B" })),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 201]);
    expect(await t.db.$count(reviews, eq(reviews.orderId, id))).toBe(1);
  });
});

describe("moderation and the public reads", () => {
  let board: Product;
  beforeAll(async () => {
    board = await newBoard("Maple Average Board");
  });

  it("counts and averages only approved reviews, newest first, with the owner's reply", async () => {
    const written: Record<string, string> = {};
    for (const [email, rating, status] of [
      ["a5@example.com", 5, "approved"],
      ["a2@example.com", 2, "approved"],
      ["p1@example.com", 1, "pending"],
      ["h1@example.com", 1, "hidden"],
    ] as const) {
      const { tokens } = await deliveredOrder(email, [board], "Jo Ann Baker");
      const draft = bodyOf<ReviewDraft>(await write(tokens[0], review({ rating, title: email })).expect(201));
      written[email] = draft.review!.id;
      if (status !== "pending")
        await admin.patch(`/api/admin/reviews/${draft.review!.id}`).send({ status }).expect(200);
    }
    let page = await boardPage(board);
    expect(page).toMatchObject({ count: 2, average: 3.5, page: 1, pages: 1 });
    expect(page.reviews.map((r) => [r.title, r.author])).toEqual([
      ["a2@example.com", "Jo B."],
      ["a5@example.com", "Jo B."],
    ]);
    // The public never sees the buyer's full name or address.
    expect(JSON.stringify(page)).not.toMatch(/Baker|customerEmail/);

    const replied = bodyOf<AdminReview>(
      await admin
        .patch(`/api/admin/reviews/${written["a2@example.com"]}`)
        .send({ reply: "Sorry to hear it: we sent a new one." })
        .expect(200),
    );
    expect(replied.reply?.text).toBe("Sorry to hear it: we sent a new one.");
    page = await boardPage(board);
    expect(page.reviews[0].reply?.text).toBe("Sorry to hear it: we sent a new one.");
    // A blank reply removes it; hiding takes the review off the page and out of the average.
    await admin.patch(`/api/admin/reviews/${written["a2@example.com"]}`).send({ reply: "" }).expect(200);
    expect((await boardPage(board)).reviews[0].reply).toBeNull();
    await admin.patch(`/api/admin/reviews/${written["a2@example.com"]}`).send({ status: "hidden" }).expect(200);
    expect(await boardPage(board)).toMatchObject({ count: 1, average: 5 });

    const shop = bodyOf<ReviewsPage>(await request(t.app).get("/api/reviews").expect(200));
    expect(shop.reviews.some((r) => r.title === "a5@example.com" && r.board.slug === board.slug)).toBe(true);
    expect(shop.reviews.some((r) => r.title === "p1@example.com")).toBe(false);
  });

  it("pages the approved reviews, five at a time", async () => {
    const pageBoard = await newBoard("Paging Board");
    const { id } = await deliveredOrder("pages@example.com", [pageBoard]);
    await t.db.insert(reviews).values(
      Array.from({ length: 7 }, (_, line) => ({
        orderId: id,
        line,
        productId: pageBoard.id,
        boardName: "Paging Board",
        authorName: "Pat P.",
        rating: 4,
        title: `Review ${line}`,
        body: "Fine.",
        status: "approved" as const,
        createdAt: new Date(Date.UTC(2026, 0, 1 + line)),
      })),
    );
    const first = await boardPage(pageBoard);
    expect(first).toMatchObject({ count: 7, average: 4, page: 1, pages: 2 });
    expect(first.reviews.map((r) => r.title)).toEqual(["Review 6", "Review 5", "Review 4", "Review 3", "Review 2"]);
    expect((await boardPage(pageBoard, 2)).reviews.map((r) => r.title)).toEqual(["Review 1", "Review 0"]);
    await request(t.app).get(`/api/reviews/boards/${pageBoard.id}?page=0`).expect(400);
    await request(t.app).get("/api/reviews/boards/not-a-board").expect(404);
  });

  it("lists every review for the owner, waiting ones first, and counts those waiting in the tabs' counts", async () => {
    const { tokens } = await deliveredOrder("waiting@example.com");
    await write(tokens[0], review({ title: "Waiting for you" })).expect(201);
    const list = bodyOf<AdminReview[]>(await admin.get("/api/admin/reviews").expect(200));
    expect(list[0].status).toBe("pending");
    const mine = list.find((r) => r.title === "Waiting for you")!;
    expect(mine).toMatchObject({ customerEmail: "waiting@example.com", customerName: "Robin Reed", rating: 5 });
    const pending = bodyOf<AdminReview[]>(await admin.get("/api/admin/reviews?status=pending").expect(200));
    expect(pending.every((r) => r.status === "pending")).toBe(true);
    const counts = bodyOf<{ reviewsWaiting: number }>(await admin.get("/api/admin/counts").expect(200));
    expect(counts.reviewsWaiting).toBe(pending.length);
  });

  it("keeps every owner's call to admins: 401 signed out, 403 for a customer", async () => {
    const { tokens } = await deliveredOrder("guard@example.com");
    const { review: written } = bodyOf<ReviewDraft>(await write(tokens[0], review()).expect(201));
    const customer = await t.asCustomer();
    const calls = [
      (a: TestAgent) => a.get("/api/admin/reviews"),
      (a: TestAgent) => a.patch(`/api/admin/reviews/${written!.id}`).send({ status: "approved" }),
      (a: TestAgent) => a.patch(`/api/admin/reviews/${written!.id}`).send({ reply: "Thanks!" }),
    ];
    for (const call of calls) {
      await call(request.agent(t.app)).expect(401);
      await call(customer).expect(403);
    }
    const row = (await t.db.select().from(reviews).where(eq(reviews.id, written!.id)))[0];
    expect([row.status, row.reply]).toEqual(["pending", null]);
    await admin
      .patch("/api/admin/reviews/00000000-0000-4000-8000-000000000000")
      .send({ status: "approved" })
      .expect(404);
    await admin.patch(`/api/admin/reviews/${written!.id}`).send({}).expect(400);
  });
});

describe("photos", () => {
  it("stores up to 3 photos through the line's token as WebP, and frees one a new writing drops", async () => {
    const { tokens } = await deliveredOrder("photos@example.com");
    const image = await png();
    const upload = () =>
      request(t.app).post(`/api/reviews/write/${tokens[0]}/photos`).attach("image", image, "board.png");
    const urls: string[] = [];
    for (let i = 0; i < 4; i++) urls.push(bodyOf<{ imageUrl: string }>(await upload().expect(201)).imageUrl);
    expect(urls[0]).toMatch(/^\/uploads\/review-photos\/[0-9a-f-]{36}\.webp$/);
    const file = await request(t.app).get(urls[0]).expect(200);
    expect(file.headers["content-type"]).toBe("image/webp");

    expect(messageOf(await write(tokens[0], review({ photos: urls })).expect(400))).toMatch(/At most 3 photos/);
    const draft = bodyOf<ReviewDraft>(await write(tokens[0], review({ photos: urls.slice(0, 2) })).expect(201));
    expect(draft.review!.photos).toEqual(urls.slice(0, 2));
    await approve(draft.review!.id);
    expect((await boardPage(walnut)).reviews.find((r) => r.id === draft.review!.id)?.photos).toEqual(urls.slice(0, 2));

    // Written again without the first photo: that file goes, the kept one stays.
    await write(tokens[0], review({ photos: [urls[1]] })).expect(200);
    await request(t.app).get(urls[0]).expect(404);
    await request(t.app).get(urls[1]).expect(200);
  });

  it("refuses a photo without a valid token, or a file that is no image", async () => {
    const { tokens } = await deliveredOrder("photo-checks@example.com");
    await request(t.app)
      .post(`/api/reviews/write/${tokens[0].slice(0, -1)}x/photos`)
      .attach("image", await png(), "board.png")
      .expect(404);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    await request(t.app).post(`/api/reviews/write/${tokens[0]}/photos`).attach("image", svg, "x.png").expect(400);
    await request(t.app)
      .post(`/api/reviews/write/${tokens[0]}/photos`)
      .attach("image", Buffer.from("not an image"), "x.jpg")
      .expect(400);
  });
});

describe("the reminder, 14 days after delivery", () => {
  const remindersOn = (db: TestApp["db"]) =>
    reviewReminders({
      repo: reviewsRepo(db),
      orders: ordersRepo(db),
      links: reviewLinks("test-secret-that-is-long-enough-for-tests", () => ORIGIN),
      mailer: t.mail,
    });
  const reminders = (to: string) =>
    t
      .outbox()
      .then((mails) => mails.filter((m) => m.includes(`To: ${to}`) && m.includes("Subject: How is your board?")));
  const deliveredDaysAgo = (id: number, days: number) =>
    t.db
      .update(orders)
      .set({ deliveredAt: new Date(Date.now() - days * 86_400_000) })
      .where(eq(orders.id, id));

  it("goes once to an order with no review, even when two instances run the job at once", async () => {
    const { id, tokens } = await deliveredOrder("remind@example.com", [walnut, cherry]);
    await deliveredDaysAgo(id, 13);
    await remindersOn(t.db)();
    expect(await reminders("remind@example.com")).toHaveLength(0);

    await deliveredDaysAgo(id, 15);
    const second = await t.secondInstance();
    await Promise.all([remindersOn(t.db)(), remindersOn(second.db)()]);
    await remindersOn(t.db)();
    const sent = await reminders("remind@example.com");
    expect(sent).toHaveLength(1);
    // A link per board, the same tokens as the Delivered email's, and nothing of marketing.
    expect(sent[0]).toContain(`/write-review?token=${tokens[0]}`);
    expect(sent[0]).toContain(`/write-review?token=${tokens[1]}`);
    expect(sent[0]).not.toMatch(/List-Unsubscribe/i);
  });

  it("is not sent when a board of the order was reviewed, nor for deliveries older than 30 days", async () => {
    const reviewed = await deliveredOrder("reviewed@example.com");
    await write(reviewed.tokens[0], review()).expect(201);
    await deliveredDaysAgo(reviewed.id, 15);
    const old = await deliveredOrder("old@example.com");
    await deliveredDaysAgo(old.id, 45);
    await remindersOn(t.db)();
    expect(await reminders("reviewed@example.com")).toHaveLength(0);
    expect(await reminders("old@example.com")).toHaveLength(0);
  });
});
