import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatPrice } from "@shared/money";
import type { Product } from "@shared/product";
import { PAGE_DATA_ID } from "@shared/ssr";
import { productPayload } from "../db/factories";
import { bodyOf, createTestApp, nextChange, type TestApp } from "../test/harness";
import { appMarkup, pageText } from "../test/page-markup";
import { sourceClient } from "../test/source-client";

// The pages rendered by the client's own code, as the built shop serves them (decision 020).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ client: sourceClient(), env: { PUBLIC_URL: "https://boards.example" } });
});
afterAll(() => t?.close());

async function createBoard(overrides: Parameters<typeof productPayload>[0] = {}): Promise<Product> {
  const admin = await t.asAdmin();
  return bodyOf<Product>(await admin.post("/api/products").send(productPayload(overrides)).expect(201));
}

const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]) as Record<string, unknown>,
  );

const headOf = (html: string) => html.slice(0, html.indexOf("</head>"));
const metaContent = (html: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key.replace(/[:+]/g, "\\$&")}" content="([^"]*)"`).exec(headOf(html))?.[1];

describe("the public pages arrive as complete HTML", () => {
  it("/ holds the collection with every board's name and price, and the site's texts", async () => {
    const walnut = await createBoard({ name: "Rendered Walnut Board", price: "129.00" });
    const maple = await createBoard({ name: "Rendered Maple Board", price: "149.50" });
    const res = await request(t.app).get("/").expect(200);
    expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
    const page = pageText(appMarkup(res.text));
    for (const shown of [
      "Boards with a story in the grain",
      "Our Collection",
      walnut.name,
      maple.name,
      "Get In Touch",
    ]) {
      expect(page).toContain(shown);
    }
    expect(page).toContain(formatPrice("129.00"));
    expect(page).toContain(formatPrice("149.50"));
    // Each card leads to its board's own address.
    expect(res.text).toContain(`href="/products/${walnut.slug}"`);
  });

  it("a board's page holds its name, price, description and 'Add to Cart'", async () => {
    const board = await createBoard({
      name: "Page Cherry Board",
      price: "99.00",
      description: "Cherry that darkens to a deep red.",
    });
    const res = await request(t.app).get(`/products/${board.slug}`).expect(200);
    const page = pageText(appMarkup(res.text));
    for (const shown of [board.name, formatPrice("99.00"), "Cherry that darkens to a deep red.", "Add to Cart"]) {
      expect(page).toContain(shown);
    }
  });

  it("/gallery, /about and /custom-orders hold their texts and data", async () => {
    const admin = await t.asAdmin();
    await admin
      .post("/api/admin/gallery")
      .send({
        imageUrl: "/images/gallery/a.webp",
        title: "Heirloom Serving Board",
        description: "For a family of nine",
        displayOrder: 0,
        isActive: true,
      })
      .expect(201);
    await admin.patch("/api/admin/site-content").send({ aboutHeading: "Made in our barn" }).expect(200);

    const gallery = pageText(appMarkup((await request(t.app).get("/gallery").expect(200)).text));
    expect(gallery).toContain("Custom Work Gallery");
    expect(gallery).toContain("Heirloom Serving Board");
    const about = pageText(appMarkup((await request(t.app).get("/about").expect(200)).text));
    expect(about).toContain("Made in our barn");
    const custom = pageText(appMarkup((await request(t.app).get("/custom-orders").expect(200)).text));
    expect(custom).toContain("A board made for your kitchen alone");
    expect(custom).toContain("Request a quote");
  });

  it("the forms' buttons wait for the app: a submission before it would put the fields in the address", async () => {
    const home = (await request(t.app).get("/").expect(200)).text;
    for (const label of ["Send Message", "Subscribe"]) {
      const buttons = [...home.matchAll(new RegExp(`<button[^>]*>${label}</button>`, "g"))];
      expect(buttons.length).toBeGreaterThan(0);
      // The attribute, with or without its empty value, as the renderer writes it.
      for (const [button] of buttons) expect(button).toMatch(/ disabled(="")?[\s>]/);
    }
    const custom = (await request(t.app).get("/custom-orders").expect(200)).text;
    expect(custom).toMatch(/<button[^>]* type="submit"[^>]* disabled(="")?[\s>][^>]*>Request a Quote<\/button>/);
  });

  it("an unknown address answers 404 with 'Page Not Found', kept out of search results", async () => {
    for (const path of ["/no-such-page", "/products/no-such-board", "/gallery/extra"]) {
      const res = await request(t.app).get(path).expect(404);
      expect(pageText(appMarkup(res.text))).toContain("Page Not Found");
      expect(metaContent(res.text, "robots")).toBe("noindex");
    }
  });

  it("the pages of one visitor (cart, checkout, account, admin) arrive with the shop's layout and a head of their own", async () => {
    for (const [path, title] of [
      ["/cart", "Shopping Cart"],
      ["/checkout", "Checkout"],
      ["/auth", "Sign In"],
      ["/dashboard", "My Account"],
      ["/admin", "Admin"],
    ]) {
      const res = await request(t.app).get(path).expect(200);
      const page = pageText(appMarkup(res.text));
      expect(page).toContain("Grain & Groove"); // the navigation bar and footer
      expect(page).toContain("Loading…");
      expect(res.text).toContain(`<title data-page-head>${title} — Grain &amp; Groove</title>`);
      expect(metaContent(res.text, "robots")).toBe("noindex");
    }
  });

  it("the reads a page was rendered with travel as JSON data, and no script runs inline (the CSP allows none)", async () => {
    const board = await createBoard({ name: "Data Island Board </script><script>alert(1)</script>" });
    const res = await request(t.app).get("/").expect(200);
    const data = new RegExp(`<script type="application/json" id="${PAGE_DATA_ID}">([\\s\\S]*?)</script>`).exec(
      res.text,
    );
    const parsed = JSON.parse(data![1]) as {
      origin: string;
      queries: { queries: { queryKey: string[]; state: { data: unknown } }[] };
    };
    expect(parsed.origin).toBe("https://boards.example");
    const keys = parsed.queries.queries.map((q) => q.queryKey[0]);
    expect(keys).toEqual(expect.arrayContaining(["/api/products", "/api/site-content"]));
    // Who is signed in is never part of the page: it is read in the browser.
    expect(keys).not.toContain("/api/auth/user");
    const products = parsed.queries.queries.find((q) => q.queryKey[0] === "/api/products")!.state.data as Product[];
    expect(products.map((p) => p.name)).toContain(board.name);
    // Every script is either the app's file or data.
    for (const tag of res.text.match(/<script[^>]*>/g)!) {
      expect(tag).toMatch(/ src="|type="application\/(?:json|ld\+json)"/);
    }
  });
});

describe("findable", () => {
  it("each page has its own title, description, canonical URL and link-preview tags, with absolute URLs from PUBLIC_URL", async () => {
    const titles = new Set<string>();
    for (const path of ["/", "/gallery", "/about", "/custom-orders"]) {
      const html = (await request(t.app).get(path).expect(200)).text;
      const head = headOf(html);
      titles.add(/<title[^>]*>([^<]*)<\/title>/.exec(head)![1]);
      expect(head.match(/<title/g)).toHaveLength(1);
      expect(metaContent(html, "description")!.length).toBeGreaterThan(40);
      expect(head).toContain(`<link rel="canonical" href="https://boards.example${path}" data-page-head>`);
      expect(metaContent(html, "og:url")).toBe(`https://boards.example${path}`);
      expect(metaContent(html, "og:title")).toBeTruthy();
    }
    expect(titles.size).toBe(4);
    const home = (await request(t.app).get("/").expect(200)).text;
    expect(metaContent(home, "og:image")).toBe("https://boards.example/images/site/hero.webp");
    expect(metaContent(home, "twitter:card")).toBe("summary_large_image");
  });

  it("a board's page carries JSON-LD Product with an Offer matching the board, and its image in the preview tags", async () => {
    const board = await createBoard({
      name: "Structured Maple Board",
      price: "145.00",
      imageUrl: "/images/boards/maple-round.webp",
    });
    const html = (await request(t.app).get(`/products/${board.slug}`).expect(200)).text;
    const [product] = jsonLd(html);
    expect(product).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Product",
      name: "Structured Maple Board",
      image: ["https://boards.example/images/boards/maple-round.webp"],
      offers: {
        "@type": "Offer",
        price: "145.00",
        priceCurrency: "USD",
        availability: "https://schema.org/InStock",
        url: `https://boards.example/products/${board.slug}`,
      },
    });
    expect(metaContent(html, "og:image")).toBe("https://boards.example/images/boards/maple-round.webp");
    expect(metaContent(html, "og:type")).toBe("product");

    await (await t.asAdmin()).patch(`/api/products/${board.id}`).send({ inStock: false }).expect(200);
    const soldOut = jsonLd((await request(t.app).get(`/products/${board.slug}`).expect(200)).text)[0];
    expect(soldOut).toMatchObject({ offers: { availability: "https://schema.org/OutOfStock" } });
  });

  it("the home page carries JSON-LD Organization and WebSite", async () => {
    const html = (await request(t.app).get("/").expect(200)).text;
    const types = jsonLd(html).map((d) => d["@type"]);
    expect(types).toEqual(["Organization", "WebSite"]);
    expect(jsonLd(html)[0]).toMatchObject({
      name: "Grain & Groove",
      url: "https://boards.example/",
      email: "hello@example.com",
    });
  });

  it("one address per page: a trailing slash or capitals answer a 301 to the page's own address", async () => {
    const board = await createBoard({ name: "Canonical Oak Board" });
    for (const [from, to] of [
      ["/gallery/", "/gallery"],
      ["/About?ref=mail", "/about?ref=mail"],
      [`/products/${board.slug.toUpperCase()}`, `/products/${board.slug}`],
    ]) {
      expect((await request(t.app).get(from).expect(301)).headers.location).toBe(to);
    }
    // Not a page: never redirected elsewhere.
    await request(t.app).get("//evil.example/").expect(404);
  });
});

describe("kept in memory, the same for everyone, and fresh after an edit", () => {
  it("answers ETag and 304, and a signed-in visitor gets the very same page", async () => {
    const first = await request(t.app).get("/about").expect(200);
    expect(first.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers["cache-control"]).toBe("no-cache");
    const again = await request(t.app).get("/about").set("If-None-Match", first.headers.etag).expect(304);
    expect(again.text).toBe("");
    const admin = await t.asAdmin();
    expect((await admin.get("/about").expect(200)).headers.etag).toBe(first.headers.etag);
    expect(first.headers["set-cookie"]).toBeUndefined();
  });

  it("a board's new price shows on / and on its page right after the edit", async () => {
    const board = await createBoard({ name: "Repriced Walnut Board", price: "110.00" });
    const before = await request(t.app).get("/").expect(200);
    expect(pageText(appMarkup(before.text))).toContain(formatPrice("110.00"));
    await request(t.app).get(`/products/${board.slug}`).expect(200);

    await (await t.asAdmin()).patch(`/api/products/${board.id}`).send({ price: "115.00" }).expect(200);
    const after = await request(t.app).get("/").expect(200);
    expect(pageText(appMarkup(after.text))).toContain(formatPrice("115.00"));
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(pageText(appMarkup((await request(t.app).get(`/products/${board.slug}`).expect(200)).text))).toContain(
      formatPrice("115.00"),
    );
  });

  it("a renamed board's page moves, and a deleted board's page is gone", async () => {
    const admin = await t.asAdmin();
    const board = await createBoard({ name: "Moving Ash Board" });
    await request(t.app).get(`/products/${board.slug}`).expect(200);
    const renamed = bodyOf<Product>(
      await admin.patch(`/api/products/${board.id}`).send({ name: "Moved Ash Board" }).expect(200),
    );
    expect((await request(t.app).get(`/products/${board.slug}`).expect(301)).headers.location).toBe(
      `/products/${renamed.slug}`,
    );
    await request(t.app).get(`/products/${renamed.slug}`).expect(200);
    await admin.delete(`/api/products/${board.id}`).expect(204);
    await request(t.app).get(`/products/${renamed.slug}`).expect(404);
  });

  it("on a second instance sharing the database, the kept page changes right after an edit through the first", async () => {
    const second = await t.secondInstance();
    const createdThere = nextChange(second.changes, "catalog");
    const board = await createBoard({ name: "Shared Page Board", price: "80.00" });
    await createdThere;
    // The second instance renders and keeps the pages before the edits.
    expect(pageText(appMarkup((await request(second.app).get("/").expect(200)).text))).toContain("Shared Page Board");
    expect(pageText(appMarkup((await request(second.app).get("/about").expect(200)).text))).not.toContain(
      "Our barn, our rules",
    );

    const admin = await t.asAdmin();
    const heard = nextChange(second.changes, "catalog");
    await admin.patch(`/api/products/${board.id}`).send({ name: "Shared Page Board II", price: "85.00" }).expect(200);
    await heard;
    const home = pageText(appMarkup((await request(second.app).get("/").expect(200)).text));
    expect(home).toContain("Shared Page Board II");
    expect(home).toContain(formatPrice("85.00"));

    const content = nextChange(second.changes, "site-content");
    await admin.patch("/api/admin/site-content").send({ aboutHeading: "Our barn, our rules" }).expect(200);
    await content;
    expect(pageText(appMarkup((await request(second.app).get("/about").expect(200)).text))).toContain(
      "Our barn, our rules",
    );
  });
});

/** The Set-Cookie of the signed-in hint in an answer, if any. */
const hintOf = (res: { headers: Record<string, unknown> }) =>
  ((res.headers["set-cookie"] as string[] | undefined) ?? []).find((cookie) => cookie.startsWith("signed_in="));

describe("the signed-in hint", () => {
  it("is set with a sign-in, renewed while signed in, and dropped at logout; a visitor who never signed in gets none", async () => {
    expect(hintOf(await request(t.app).get("/api/auth/user").expect(401))).toBeUndefined();

    const agent = request.agent(t.app);
    await t.asCustomer("hint@example.com", "hint-password-1");
    const login = await agent
      .post("/api/login-local")
      .send({ email: "hint@example.com", password: "hint-password-1" })
      .expect(200);
    // Readable by the page's script (no HttpOnly), and as long-lived as the session.
    expect(hintOf(login)).toMatch(/^signed_in=1; Max-Age=\d{6,}; Path=\/; Expires=[^;]+; SameSite=Lax$/);
    expect(hintOf(await agent.get("/api/auth/user").expect(200))).toMatch(/^signed_in=1;/);

    expect(hintOf(await agent.post("/api/logout-local").expect(200))).toMatch(/^signed_in=;/);
    // A hint left behind by an ended session is dropped by the next call.
    expect(hintOf(await request(t.app).get("/api/auth/user").set("Cookie", "signed_in=1").expect(401))).toMatch(
      /^signed_in=;/,
    );
  });
});

describe("a page that cannot be rendered", () => {
  it("answers 500 with the app's bare page, which the browser renders on its own, and is not kept", async () => {
    let fail = true;
    const source = sourceClient();
    const failing = await createTestApp({
      client: {
        ...source,
        renderer: async () => {
          const render = await source.renderer();
          return (url, context) => (fail ? Promise.reject(new Error("the database is away")) : render(url, context));
        },
      },
    });
    try {
      const res = await request(failing.app).get("/gallery").expect(500);
      expect(res.headers["cache-control"]).toBe("no-store");
      expect(res.text).toContain('<div id="root"></div>');
      expect(res.text).toContain('<script type="module" src="/main.tsx"></script>');
      expect(res.text).not.toContain(PAGE_DATA_ID);
      fail = false;
      expect(pageText(appMarkup((await request(failing.app).get("/gallery").expect(200)).text))).toContain(
        "Custom Work Gallery",
      );
    } finally {
      await failing.close();
    }
  });
});
