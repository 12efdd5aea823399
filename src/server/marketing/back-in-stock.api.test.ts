import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Category } from "@shared/categories";
import type { Inquiry } from "@shared/inquiries";
import type { Product } from "@shared/product";
import { bodyOf, createTestApp, type TestApp } from "../test/harness";
import { productPayload } from "../db/factories";
import { header, linkToken, mailsTo } from "./test-mail";

let t: TestApp;
let admin: Awaited<ReturnType<TestApp["asAdmin"]>>;
beforeAll(async () => {
  t = await createTestApp({ env: { SHOP_EMAIL: "shop@example.com", PUBLIC_URL: "https://shop.example" } });
  admin = await t.asAdmin();
});
afterAll(() => t?.close());

const soldOutBoard = async (fields: object = {}) =>
  bodyOf<Product>(
    await admin
      .post("/api/products")
      .send(productPayload({ name: `Sold ${Math.random()}`, inStock: false, stock: 0, ...fields }))
      .expect(201),
  );
const ask = (body: object) => request(t.app).post("/api/back-in-stock").send(body);
const restock = (board: Product) =>
  admin.patch(`/api/products/${board.id}`).send({ inStock: true, stock: 1 }).expect(200);
const soldOut = (board: Product) =>
  admin.patch(`/api/products/${board.id}`).send({ inStock: false, stock: 0 }).expect(200);
const confirmFrom = async (to: string) => {
  const mail = mailsTo(await t.outbox(), to).at(-1)!;
  expect(mail).toContain("Subject: Please confirm your email");
  const token = linkToken(mail, "/subscriptions/confirm?token=");
  return request(t.app).post("/api/subscriptions/confirm").send({ token });
};
const backMails = async (to: string, board: Product) =>
  mailsTo(await t.outbox(), to).filter((m) => m.includes(`Subject: ${board.name} is back`));

describe("back in stock (decision 060)", () => {
  it("asks to confirm by email, and mails only the confirmed, one email each, once", async () => {
    const board = await soldOutBoard();
    const answer = await ask({ email: "Wanda@Example.com", productId: board.id }).expect(202);
    expect(bodyOf<{ message: string }>(answer).message).toBe("Check your inbox: we sent you a link to confirm.");
    await ask({ email: "unsure@example.com", productId: board.id }).expect(202);
    const confirmation = mailsTo(await t.outbox(), "wanda@example.com").at(-1)!;
    expect(confirmation).toContain(`an email when ${board.name} is back`);
    // A confirmation is not marketing: no unsubscribe headers.
    expect(header(confirmation, "List-Unsubscribe")).toBeUndefined();
    const confirmed = await confirmFrom("wanda@example.com");
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ email: "wanda@example.com" });

    await restock(board);
    const [mail, ...more] = await backMails("wanda@example.com", board);
    expect(more).toHaveLength(0);
    expect(mail).toContain(`https://shop.example/products/${board.slug}`);
    // The unconfirmed address is never mailed an alert.
    expect(await backMails("unsure@example.com", board)).toHaveLength(0);
    // Restocked twice (sold out and back again): still one email.
    await soldOut(board);
    await restock(board);
    await restock(board);
    expect(await backMails("wanda@example.com", board)).toHaveLength(1);
  });

  it("carries the unsubscribe link and the RFC 8058 headers, and an unsubscribed address gets no alert", async () => {
    const board = await soldOutBoard();
    const other = await soldOutBoard();
    for (const b of [board, other]) await ask({ email: "ulla@example.com", productId: b.id }).expect(202);
    // One confirmation link per request; each confirms its own.
    for (const mail of mailsTo(await t.outbox(), "ulla@example.com"))
      await request(t.app)
        .post("/api/subscriptions/confirm")
        .send({ token: linkToken(mail, "/subscriptions/confirm?token=") })
        .expect(200);
    await restock(board);
    const [mail] = await backMails("ulla@example.com", board);
    const unsubscribe = /^<(https:\/\/shop\.example\/unsubscribe\/[\w.~-]+)>$/.exec(
      header(mail, "List-Unsubscribe") ?? "",
    );
    expect(unsubscribe).not.toBeNull();
    expect(header(mail, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
    expect(mail).toContain(unsubscribe![1]);
    // One click, as a mail client sends it: no session, no Origin of the shop.
    const path = new URL(unsubscribe![1]).pathname;
    const res = await request(t.app)
      .post(path)
      .set("Origin", "https://mail.example")
      .set("Sec-Fetch-Site", "cross-site")
      .type("form")
      .send("List-Unsubscribe=One-Click");
    expect(res.status).toBe(200);
    await restock(other);
    expect(await backMails("ulla@example.com", other)).toHaveLength(0);
  });

  it("refuses a one-click POST without its body or with a forged token", async () => {
    await request(t.app).post("/unsubscribe/abc.def").type("form").send("List-Unsubscribe=One-Click").expect(400);
    const board = await soldOutBoard();
    await ask({ email: "forge@example.com", productId: board.id }).expect(202);
    await request(t.app).post("/api/subscriptions/confirm").send({ token: "Zm9yZ2U.forged" }).expect(400);
  });

  it("announces a new board of a collection once to its confirmed subscribers", async () => {
    const category = bodyOf<Category>(
      await admin
        .post("/api/admin/categories")
        .send({ name: `Serving ${Math.random()}` })
        .expect(201),
    );
    const board = await soldOutBoard({ categoryId: category.id });
    await ask({ email: "nina@example.com", productId: board.id, newBoards: true }).expect(202);
    const confirmation = mailsTo(await t.outbox(), "nina@example.com").at(-1)!;
    expect(confirmation).toContain(`news of new boards in ${category.name}`);
    await confirmFrom("nina@example.com").then((r) => expect(r.status).toBe(200));
    const draft = bodyOf<Product>(
      await admin
        .post("/api/products")
        .send(productPayload({ name: "Cherry Serving Plank", categoryId: category.id, visibility: "draft" }))
        .expect(201),
    );
    const announced = async () =>
      mailsTo(await t.outbox(), "nina@example.com").filter((m) => m.includes(`Subject: New in ${category.name}`));
    expect(await announced()).toHaveLength(0);
    await admin.patch(`/api/products/${draft.id}`).send({ visibility: "active" }).expect(200);
    await admin.patch(`/api/products/${draft.id}`).send({ visibility: "draft" }).expect(200);
    await admin.patch(`/api/products/${draft.id}`).send({ visibility: "active" }).expect(200);
    const mails = await announced();
    expect(mails).toHaveLength(1);
    expect(header(mails[0], "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
  });

  it("answers 404 for a board not in the shop, and 400 for a bad address", async () => {
    await ask({ email: "x@example.com", productId: "00000000-0000-4000-8000-000000000000" }).expect(404);
    await ask({ email: "not-an-email", productId: "00000000-0000-4000-8000-000000000000" }).expect(400);
  });
});

describe("the newsletter's double opt-in (decision 060)", () => {
  it("keeps POST /api/contact's answer, mails a confirmation, and the admin list shows each address's consent", async () => {
    const res = await request(t.app)
      .post("/api/contact")
      .send({ inquiryType: "newsletter", name: "Olive", email: "olive@example.com" })
      .expect(201);
    expect(res.body).toEqual({ message: "Thank you for subscribing." });
    const consent = async () => {
      const list = bodyOf<Inquiry[]>(await admin.get("/api/admin/newsletter-subscriptions").expect(200));
      return list.find((i) => i.email === "olive@example.com")?.consent;
    };
    expect(await consent()).toBe("unconfirmed");
    await confirmFrom("olive@example.com").then((r) => expect(r.status).toBe(200));
    expect(await consent()).toBe("confirmed");
  });

  it("shows an unsubscribed address as such, and 'Subscribe again' brings it back", async () => {
    await request(t.app)
      .post("/api/contact")
      .send({ inquiryType: "newsletter", name: "Pia", email: "pia@example.com" })
      .expect(201);
    await confirmFrom("pia@example.com");
    const board = await soldOutBoard();
    await ask({ email: "pia@example.com", productId: board.id }).expect(202);
    await confirmFrom("pia@example.com");
    await restock(board);
    const token = linkToken((await backMails("pia@example.com", board))[0], "/unsubscribe/");
    const out = await request(t.app).post("/api/subscriptions/unsubscribe").send({ token }).expect(200);
    expect(out.body).toEqual({ message: "You're unsubscribed", email: "pia@example.com" });
    const list = bodyOf<Inquiry[]>(await admin.get("/api/admin/newsletter-subscriptions").expect(200));
    expect(list.find((i) => i.email === "pia@example.com")?.consent).toBe("unsubscribed");
    await request(t.app).post("/api/subscriptions/resubscribe").send({ token }).expect(200);
    const again = bodyOf<Inquiry[]>(await admin.get("/api/admin/newsletter-subscriptions").expect(200));
    expect(again.find((i) => i.email === "pia@example.com")?.consent).toBe("confirmed");
  });
});
