// The import boundaries of docs/house-rules.md hold because ESLint checks them (decision 021): this
// proves the rules still catch what they are for, so a broken resolver or pattern cannot silently
// let every import through.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ESLint } from "eslint";
import tseslint from "typescript-eslint";
import { describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("..", import.meta.url));
// The probes are not files of a TypeScript project: only the import rules are asked.
const eslint = new ESLint({
  cwd: root,
  overrideConfig: [{ files: ["**/*.ts"], ...tseslint.configs.disableTypeChecked }],
});

/** The messages ESLint gives `source` written at `file` (relative to the root). */
async function importErrors(file: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: path.join(root, file) });
  return result.messages
    .filter((m) => m.ruleId === "boundaries/dependencies" || m.ruleId === "no-restricted-imports")
    .map((m) => m.message);
}

describe("import boundaries", () => {
  it("keep features apart, by alias or by relative path", async () => {
    const file = "src/client/features/cart/probe.ts";
    expect(
      await importErrors(file, `import { productsQuery } from "@/lib/queries";\nexport { productsQuery };`),
    ).toEqual([]);
    expect(
      await importErrors(
        file,
        `import { useProducts } from "@/features/catalog/use-products";\nexport { useProducts };`,
      ),
    ).toHaveLength(1);
    expect(
      await importErrors(file, `import { useProducts } from "../catalog/use-products";\nexport { useProducts };`),
    ).toHaveLength(1);
  });

  it("keep the primitives and helpers free of features", async () => {
    const source = `import { useCart } from "@/features/cart/cart-context";\nexport { useCart };`;
    expect(await importErrors("src/client/components/ui/probe.ts", source)).toHaveLength(1);
    expect(await importErrors("src/client/lib/probe.ts", source)).toHaveLength(1);
    expect(await importErrors("src/client/pages/probe.ts", source)).toEqual([]);
  });

  it("keep the components free of features and of the layout that composes them", async () => {
    const feature = `import { useAuth } from "@/features/auth/use-auth";\nexport { useAuth };`;
    expect(await importErrors("src/client/components/probe.ts", feature)).toHaveLength(1);
    expect(await importErrors("src/client/components/probe.ts", feature.replace("@/", "../"))).toHaveLength(1);
    expect(
      await importErrors(
        "src/client/components/probe.ts",
        `import { Navbar } from "@/layout/navbar";\nexport { Navbar };`,
      ),
    ).toHaveLength(1);
    expect(await importErrors("src/client/layout/probe.ts", feature)).toEqual([]);
    const component = `import { Markdown } from "@/components/markdown";\nexport { Markdown };`;
    expect(await importErrors("src/client/components/ui/probe.ts", component)).toHaveLength(1);
    expect(await importErrors("src/client/layout/probe.ts", component)).toEqual([]);
  });

  it("keep the shared contract, the server and the client on their own sides", async () => {
    expect(await importErrors("src/shared/probe.ts", `import { cn } from "@/lib/utils";\nexport { cn };`)).toHaveLength(
      1,
    );
    expect(
      await importErrors("src/shared/probe.ts", `import { parse } from "../server/http/errors";\nexport { parse };`),
    ).toHaveLength(1);
    expect(
      await importErrors("src/server/http/probe.ts", `import { App } from "../../client/App";\nexport { App };`),
    ).toHaveLength(1);
    expect(
      await importErrors(
        "src/client/lib/probe.ts",
        `import { parse } from "../../server/http/errors";\nexport { parse };`,
      ),
    ).toHaveLength(1);
  });

  it("let a route call its service, never a repo or the database", async () => {
    const file = "src/server/orders/probe.routes.ts";
    expect(
      await importErrors(file, `import { ordersService } from "./orders.service";\nexport { ordersService };`),
    ).toEqual([]);
    expect(
      await importErrors(file, `import { ordersRepo } from "./orders.repo";\nexport { ordersRepo };`),
    ).toHaveLength(1);
    expect(
      await importErrors(file, `import { openDatabase } from "../db/client";\nexport { openDatabase };`),
    ).toHaveLength(1);
  });
});
