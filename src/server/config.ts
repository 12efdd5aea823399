import { z } from "zod";

const bool = z
  .enum(["true", "false", "1", "0", "yes", "no"], { error: "must be true or false" })
  .transform((v) => v === "true" || v === "1" || v === "yes");

/** The mails' sender when neither MAIL_FROM nor the owner's setting names one. */
export const DEFAULT_MAIL_FROM = "Grain & Groove <orders@grain-and-groove.local>";

/**
 * SETTINGS_KEY as bytes: 32 of them, written as 64 hex digits or as base64 (decision 084); null for
 * anything else.
 */
export function settingsKeyBytes(text: string): Buffer | null {
  const trimmed = text.trim();
  if (/^[0-9a-fA-F]{64}$/.test(trimmed)) return Buffer.from(trimmed, "hex");
  if (!/^[A-Za-z0-9+/_-]{43}=?$/.test(trimmed)) return null;
  const bytes = Buffer.from(trimmed.replace(/-/g, "+").replace(/_/g, "/"), "base64");
  return bytes.length === 32 ? bytes : null;
}

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(1).max(65535).default(5000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z.string().url("must be a postgres:// URL").optional(),
  SESSION_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  // The key the owner's stored settings (mail, Stripe keys) are encrypted with (decision 084); unset,
  // one is generated once into DATA_DIR/settings-key. Several instances must share it.
  SETTINGS_KEY: z
    .string()
    .refine(
      (v) => settingsKeyBytes(v) !== null,
      "must be 32 bytes as 64 hex digits or base64 (openssl rand -base64 32)",
    )
    .optional(),
  // How long a sign-in lasts (decision 013): customers idle / absolute, admins shorter.
  SESSION_MAX_AGE_DAYS: z.coerce.number().positive().max(365).default(30),
  SESSION_ABSOLUTE_DAYS: z.coerce.number().positive().max(365).default(90),
  ADMIN_SESSION_IDLE_MINUTES: z.coerce
    .number()
    .positive()
    .max(7 * 24 * 60)
    .default(120),
  ADMIN_SESSION_ABSOLUTE_HOURS: z.coerce
    .number()
    .positive()
    .max(30 * 24)
    .default(12),
  TRUST_PROXY: z.string().default("loopback"),
  ADMIN_EMAIL: z.string().email("must be an email address").optional(),
  ADMIN_PASSWORD: z.string().min(8, "must be at least 8 characters").optional(),
  SEED_SAMPLE_DATA: bool.default(true),
  STRIPE_SECRET_KEY: z.string().startsWith("sk_", "must start with sk_").optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().startsWith("pk_", "must start with pk_").optional(),
  STRIPE_WEBHOOK_SECRET: z.string().startsWith("whsec_", "must start with whsec_").optional(),
  // Where Stripe's API is, when not api.stripe.com: a local stand-in for the browser journeys, or stripe-mock.
  STRIPE_API_URL: z
    .string()
    .url("must be an http:// or https:// URL")
    .refine((v) => /^https?:\/\//.test(v), "must be an http:// or https:// URL")
    .optional(),
  PAYMENT_HOLD_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(30),
  SMTP_URL: z.string().url("must be an smtp:// or smtps:// URL").optional(),
  // Unset: the owner's "From address" of the admin's settings, else DEFAULT_MAIL_FROM (decision 084).
  MAIL_FROM: z.string().min(3).optional(),
  SHOP_EMAIL: z.string().email("must be an email address").optional(),
  // The shop's public address (e.g. https://shop.example.com), used in links sent by email. When
  // unset, links point to http://localhost:PORT (never to the request's Host header) and the start warns.
  PUBLIC_URL: z.string().url("must be an http(s) URL").optional(),
  AUTH_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  AUTH_RATE_WINDOW_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(15),
  CHECKOUT_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  CHECKOUT_RATE_WINDOW_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(15),
  // What one email or address may hold in unpaid manual orders at once: orders, and of one item (decision 073).
  UNPAID_ORDERS_LIMIT: z.coerce.number().int().min(1).default(3),
  UNPAID_ITEM_LIMIT: z.coerce.number().int().min(1).default(10),
  CONTACT_RATE_LIMIT: z.coerce.number().int().min(1).default(5),
  CONTACT_RATE_WINDOW_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(15),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  // After SIGTERM, the time the requests being served and the emails they promised have before the
  // process exits (keep it below the orchestrator's own grace period: Docker 10 s, Kubernetes 30 s).
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().int().min(2).max(600).default(10),
  // GET /metrics answers only with `Authorization: Bearer <METRICS_TOKEN>`; unset, it does not exist (decision 035).
  METRICS_TOKEN: z.string().min(16, "must be at least 16 characters").optional(),
  // --- External identity provider (OpenID Connect), see src/server/accounts/oidc.ts ---
  OIDC_ISSUER_URL: z.string().url("must be the provider's issuer URL").optional(),
  OIDC_CLIENT_ID: z.string().min(1).optional(),
  OIDC_CLIENT_SECRET: z.string().min(1).optional(),
  // PUBLIC_URL (above) also builds the callback URL; else it comes from the request.
  // --- end external identity provider ---
  // --- S3-compatible object storage (decision 033); unset S3_BUCKET = files under DATA_DIR/uploads ---
  S3_BUCKET: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      "must be a bucket name: 3 to 63 lowercase letters, digits, dots or hyphens",
    )
    .optional(),
  S3_ENDPOINT: z
    .string()
    .regex(/^https?:\/\/[^\s/]+(\/[^\s]*)?$/, "must be an http(s) URL, e.g. http://minio:9000")
    .optional(),
  S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]+$/, "must be a region name, e.g. us-east-1 or auto")
    .default("us-east-1"),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: bool.default(false),
  // --- end S3-compatible object storage ---
});

export type Config = z.infer<typeof schema>;

/** Parses the environment once; an invalid value stops the start with a message naming it. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ""));
  const result = schema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const config = result.data;
  if (config.STRIPE_SECRET_KEY && (!config.STRIPE_PUBLISHABLE_KEY || !config.STRIPE_WEBHOOK_SECRET)) {
    throw new Error(
      "Invalid configuration:\n  STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET: required when STRIPE_SECRET_KEY is set",
    );
  }
  // --- External identity provider ---
  if (Boolean(config.OIDC_ISSUER_URL) !== Boolean(config.OIDC_CLIENT_ID)) {
    throw new Error("Invalid configuration:\n  OIDC_ISSUER_URL and OIDC_CLIENT_ID: set both, or neither");
  }
  if (
    config.OIDC_ISSUER_URL &&
    !/^https:|^http:\/\/(localhost|127\.0\.0\.1|\[::1\])(:|\/|$)/.test(config.OIDC_ISSUER_URL)
  ) {
    throw new Error("Invalid configuration:\n  OIDC_ISSUER_URL: must use https (plain http only for localhost)");
  }
  // --- end external identity provider ---
  // --- S3-compatible object storage ---
  const s3Set = ["S3_ENDPOINT", "S3_REGION", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY", "S3_FORCE_PATH_STYLE"].filter(
    (name) => name in cleaned,
  );
  if (!config.S3_BUCKET && s3Set.length > 0) {
    throw new Error(
      `Invalid configuration:\n  S3_BUCKET: required when ${s3Set.join(", ")} is set (without it uploads stay on the local disk)`,
    );
  }
  if (Boolean(config.S3_ACCESS_KEY_ID) !== Boolean(config.S3_SECRET_ACCESS_KEY)) {
    throw new Error("Invalid configuration:\n  S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: set both, or neither");
  }
  // --- end S3-compatible object storage ---
  if (config.ADMIN_EMAIL && !config.ADMIN_PASSWORD)
    throw new Error("Invalid configuration:\n  ADMIN_PASSWORD: required when ADMIN_EMAIL is set");
  return config;
}

/**
 * Whether this instance writes under DATA_DIR: PGlite's files, the outbox without SMTP_URL, uploads
 * without S3_BUCKET, the session secret without SESSION_SECRET, the settings key without SETTINGS_KEY.
 * Readiness and the start then prove it takes writes (decision 043).
 */
export function writesDataDir(config: Config): boolean {
  return (
    !config.DATABASE_URL || !config.SMTP_URL || !config.S3_BUCKET || !config.SESSION_SECRET || !config.SETTINGS_KEY
  );
}
