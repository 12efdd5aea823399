// A checkout changes some boards' stock: only the pages that show them are rendered again; every
// other kept page keeps its markup and gets the fresh catalogue in its data (issue 39, decision 074).
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Product } from "@shared/product";
import { PAGE_DATA_ID, type RenderPage } from "@shared/ssr";
import { productPayload } from "../db/factories";
import { checkoutPayload } from "../test/checkout.fixtures";
import { bodyOf, createTestApp, nextChange, type TestApp } from "../test/harness";
import { sourceClient } from "../test/source-client";

let t: TestApp;
/** Every render, by path: a page answered from memory adds nothing. */
const rendered: string[] = [];
let alpha: Product;
let beta: Product;

beforeAll(async () => {
  const source = sourceClient();
  t = await createTestApp({
    client: {
      ...source,
      keepPages: true,
      renderer: async () => {
        const render = await source.renderer();
        return ((url, context) => {
          rendered.push(url);
          return render(url, context);
        }) satisfies RenderPage;
      },
    },
  });
  const admin = await t.asAdmin();
  const create = async (name: string) =>
    bodyOf<Product>(
      await admin
        .post("/api/products")
        .send(productPayload({ name, stock: 5 }))
        .expect(201),
    );
  alpha = await create("Refresh Alpha Board");
  beta = await create("Refresh Beta Board");
});
afterAll(() => t?.close());

/** The stock of `board` in the catalogue a page's HTML carries for hydration. */
function stockInPage(html: string, board: Product): number | null {
  const start = html.indexOf(`<script type="application/json" id="${PAGE_DATA_ID}">`);
  const json = html.slice(html.indexOf(">", start) + 1, html.indexOf("</script>", start));
  const data = JSON.parse(json) as {
    queries: { queries: { queryKey: unknown[]; state: { data: unknown } }[] };
  };
  const catalogue = data.queries.queries.find((q) => q.queryKey[0] === "/api/products")!.state.data as Product[];
  return catalogue.find((p) => p.id === board.id)!.stock;
}

const get = async (app: TestApp["app"], path: string) => (await request(app).get(path).expect(200)).text;
const rendersOf = (path: string) => rendered.filter((url) => url === path).length;
const buy = (board: Product) =>
  request(t.app)
    .post("/api/create-payment-intent")
    .send(checkoutPayload({ amount: "89.00", items: [{ productId: board.id, quantity: 1 }] }))
    .expect(201);

describe("kept pages after a checkout (issue 39)", () => {
  it("renders again only the pages that show the board sold; the others keep their markup with the new stock", async () => {
    const paths = ["/about", "/", `/products/${alpha.slug}`, `/products/${beta.slug}`];
    const before = new Map<string, string>();
    for (const path of paths) before.set(path, await get(t.app, path));
    for (const path of paths) await get(t.app, path);
    const counts = new Map(paths.map((path) => [path, rendersOf(path)]));
    expect([...counts.values()]).toEqual([1, 1, 1, 1]);

    await buy(alpha);
    for (const path of paths) expect(stockInPage(await get(t.app, path), alpha)).toBe(4);
    // The board's own page and the pages that link it are rendered again; the rest is not.
    const showsAlpha = (path: string) =>
      path === `/products/${alpha.slug}` || before.get(path)!.includes(`href="/products/${alpha.slug}"`);
    for (const path of paths) expect(rendersOf(path), path).toBe(counts.get(path)! + (showsAlpha(path) ? 1 : 0));
    expect(showsAlpha("/about")).toBe(false);
    expect(rendersOf("/about")).toBe(1);
    // The refreshed page's markup is the page's own, and its data is valid JSON for hydration.
    const about = await get(t.app, "/about");
    expect(about.slice(0, about.indexOf(PAGE_DATA_ID))).toBe(
      before.get("/about")!.slice(0, before.get("/about")!.indexOf(PAGE_DATA_ID)),
    );
    expect(stockInPage(about, beta)).toBe(5);
  });

  it("tells a second instance which boards changed, through the database", async () => {
    const second = await t.secondInstance();
    await get(second.app, "/about");
    const renders = rendersOf("/about");
    const heard = nextChange(second.changes, "stock");
    await buy(beta);
    await heard;
    expect(stockInPage(await get(second.app, "/about"), beta)).toBe(4);
    expect(rendersOf("/about")).toBe(renders);
  });

  it("renders every page again after a change of the catalogue itself", async () => {
    await get(t.app, "/about");
    const renders = rendersOf("/about");
    const admin = await t.asAdmin();
    await admin.patch(`/api/products/${beta.id}`).send({ price: "99.00" }).expect(200);
    await get(t.app, "/about");
    expect(rendersOf("/about")).toBe(renders + 1);
  });
});
