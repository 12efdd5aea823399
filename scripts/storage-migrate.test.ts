import { execFile } from "node:child_process";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startS3Server, type S3Server } from "../src/server/test/s3-server";

const root = fileURLToPath(new URL("..", import.meta.url));
const run = promisify(execFile);

let s3: S3Server;
let dataDir: string;
beforeAll(async () => {
  s3 = await startS3Server();
  dataDir = await mkdtemp(path.join(os.tmpdir(), "gg-migrate-"));
});
afterAll(async () => {
  await s3?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/** Runs `npm run storage:migrate`'s command as an operator would: its exit code and what it printed. */
async function migrate(env: Record<string, string>): Promise<{ code: number; out: string }> {
  // Only what the test gives: no S3_* or DATA_DIR of the machine running the tests.
  const base = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^(S3_|DATA_DIR$)/.test(name)));
  try {
    const { stdout, stderr } = await run(path.join(root, "node_modules/.bin/tsx"), ["scripts/storage-migrate.ts"], {
      cwd: root,
      env: { ...base, AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: "true", ...env },
    });
    return { code: 0, out: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, out: failed.stdout + failed.stderr };
  }
}

async function onDisk(key: string, data: string | Buffer) {
  const file = path.join(dataDir, "uploads", key);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, data);
}

describe("npm run storage:migrate", () => {
  it("copies DATA_DIR/uploads into the bucket, and a second run copies only what is new or different", async () => {
    await onDisk("products/walnut.webp", "RIFF-walnut-original");
    await onDisk("products/walnut-480w.webp", "RIFF-small");
    await onDisk("attachments/drawing.pdf", "%PDF-1.4 a drawing");
    await onDisk("Notes From The Owner.TXT", "not an upload");
    const env = { DATA_DIR: dataDir, ...s3.env };

    const first = await migrate(env);
    expect(first.code).toBe(0);
    expect(first.out).toContain(`Copying ${path.join(dataDir, "uploads")} into s3://${s3.bucket}`);
    expect(first.out).toContain("copied 3, skipped 0 (already in the bucket), failed 0");
    const bucket = s3.storage();
    expect((await bucket.list()).map((f) => f.key).sort()).toEqual([
      "attachments/drawing.pdf",
      "products/walnut-480w.webp",
      "products/walnut.webp",
    ]);
    const drawing = await bucket.get("attachments/drawing.pdf");
    expect(drawing?.data.toString()).toBe("%PDF-1.4 a drawing");
    expect(drawing?.contentType).toBe("application/pdf");

    // Meanwhile the shop on disk took a new image, and a copy in the bucket was cut short.
    await onDisk("gallery/island.webp", "RIFF-island");
    await bucket.put("attachments/drawing.pdf", Buffer.from("%PDF"), "application/pdf");
    const second = await migrate(env);
    expect(second.code).toBe(0);
    expect(second.out).toContain("copied 2, skipped 2 (already in the bucket), failed 0");
    expect((await bucket.get("attachments/drawing.pdf"))?.data.toString()).toBe("%PDF-1.4 a drawing");
    expect((await bucket.get("gallery/island.webp"))?.data.toString()).toBe("RIFF-island");

    const third = await migrate(env);
    expect(third.out).toContain("copied 0, skipped 4 (already in the bucket), failed 0");
  });

  it("refuses to run without S3_BUCKET, or when the bucket cannot be reached, naming the cause", async () => {
    const unset = await migrate({ DATA_DIR: dataDir });
    expect(unset.code).toBe(1);
    expect(unset.out).toContain("S3_BUCKET is not set");

    const missing = await migrate({ DATA_DIR: dataDir, ...s3.env, S3_BUCKET: "no-such-bucket" });
    expect(missing.code).toBe(1);
    expect(missing.out).toContain("The bucket no-such-bucket cannot be reached");
  });
});
