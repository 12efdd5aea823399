// The house rules a tool checks (docs/decisions/021-lint-and-format.md): typescript-eslint's
// type-aware rules, the rules of hooks, and the import boundaries of docs/ARCHITECTURE.md.
// Formatting is Prettier's alone (eslint-config-prettier is not needed: no style rule is on here).
import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import js from "@eslint/js";
import boundaries from "eslint-plugin-boundaries";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

const features = readdirSync(new URL("./src/client/features", import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const element = (type, captured) => ({ element: captured ? { type, captured } : { type } });
const anyOf = (...types) => ({ element: { types: { anyOf: types } } });

const SERVER = ["server", "server-db"];
const CLIENT = ["client", "client-feature", "client-lib", "client-components", "client-layout", "ui"];

export default tseslint.config(
  {
    ignores: [
      "dist/**",
      "node_modules/**",
      "migrations/**",
      "src/client/public/**",
      "test-results/**",
      "playwright-report/**",
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        // Shared first: a shared file belongs to the project that has neither DOM nor Node types.
        project: [
          "./src/shared/tsconfig.json",
          "./src/client/tsconfig.json",
          "./src/server/tsconfig.json",
          "./tsconfig.json",
        ],
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" },
      ],
      // Express 5 takes async handlers and forwards their rejections (docs/ARCHITECTURE.md).
      "@typescript-eslint/no-misused-promises": [
        "error",
        { checksVoidReturn: { arguments: false, attributes: false } },
      ],
    },
  },
  { files: ["**/*.js", "**/*.mjs"], ...tseslint.configs.disableTypeChecked },
  {
    files: ["src/server/**", "scripts/**", "bench/**", "e2e/**", "system/**", "*.config.*"],
    languageOptions: { globals: globals.node },
  },
  { files: ["src/client/**"], languageOptions: { globals: globals.browser } },
  {
    files: ["src/client/**/*.{ts,tsx}"],
    ...reactHooks.configs.flat.recommended,
  },
  {
    files: ["src/**/*.{ts,tsx}"],
    plugins: { boundaries },
    settings: {
      "import/resolver": { [fileURLToPath(new URL("./scripts/eslint-resolver.mjs", import.meta.url))]: {} },
      "boundaries/root-path": import.meta.dirname,
      "boundaries/elements": [
        { type: "ui", pattern: "src/client/components/ui" },
        { type: "client-components", pattern: "src/client/components" },
        { type: "client-layout", pattern: "src/client/layout" },
        { type: "client-feature", pattern: "src/client/features/*", capture: ["feature"] },
        { type: "client-lib", pattern: "src/client/lib" },
        // The component tests' helpers: any test may use them, and the app never does.
        { type: "client-test", pattern: "src/client/test" },
        { type: "client", pattern: "src/client" },
        { type: "server-db", pattern: "src/server/db" },
        { type: "server", pattern: "src/server" },
        { type: "shared", pattern: "src/shared" },
      ],
    },
    rules: {
      "boundaries/dependencies": [
        "error",
        {
          default: "allow",
          policies: [
            // The contract runs on both sides, so it imports neither.
            { from: element("shared"), disallow: { to: anyOf(...SERVER, ...CLIENT) } },
            { from: anyOf(...SERVER), disallow: { to: anyOf(...CLIENT) } },
            { from: anyOf(...CLIENT), disallow: { to: anyOf(...SERVER) } },
            // Primitives, components and helpers know nothing of the shop's features; the layout, pages and App
            // compose them.
            {
              from: anyOf("ui", "client-components", "client-lib"),
              disallow: { to: anyOf("client-feature", "client-layout", "client") },
            },
            { from: anyOf("ui", "client-lib"), disallow: { to: element("client-components") } },
            // Features never import each other; pages and App compose them.
            ...features.map((feature) => ({
              from: element("client-feature", { feature }),
              disallow: { to: element("client-feature", { feature: `!${feature}` }) },
            })),
          ],
        },
      ],
    },
  },
  {
    // A repo asks only its own tables; what it needs of another feature's is handed in (docs/ARCHITECTURE.md, "Layers").
    files: ["src/server/*/*.repo.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^\\.\\./[^/]+/[^/]+\\.repo$",
              message: "A repo never imports another feature's repo: the service or the composition asks each.",
            },
          ],
        },
      ],
    },
  },
  {
    // Each icon from its own module: the package's index imports all of them (decision 098).
    files: ["src/client/**"],
    ignores: ["src/client/components/ui/icons.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "lucide-react",
              message: "Import the icon from @/components/ui/icons, which takes each from its own module.",
            },
          ],
        },
      ],
    },
  },
  {
    // A route calls its service; queries live in repos (docs/ARCHITECTURE.md).
    files: ["src/server/*/*.routes.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { regex: "(\\.repo|/db/.*)$", message: "A route calls its service, never a repo or the database." },
          ],
        },
      ],
    },
  },
  {
    // An API route is mounted from its entry of the API table, typed by it (decision 050).
    files: ["src/server/**/*.ts"],
    ignores: ["**/*.test.ts", "src/server/test/**"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector:
            "CallExpression[callee.property.name=/^(get|post|put|patch|delete|all|use)$/] > Literal.arguments[value=/^\\/api\\//]",
          message: "Mount an API route with route(router, entry, …) from http/call-route.ts (decision 050).",
        },
        {
          selector:
            "CallExpression[callee.property.name=/^(get|post|put|patch|delete|all)$/] > TemplateLiteral.arguments[quasis.0.value.raw=/^\\/api\\//]",
          message: "Mount an API route with route(router, entry, …) from http/call-route.ts (decision 050).",
        },
      ],
    },
  },
);
