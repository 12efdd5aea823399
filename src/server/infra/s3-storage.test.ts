import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import { startS3Server, type S3Server } from "../test/s3-server";
import { s3OptionsOf, s3Storage } from "./s3-storage";
import { localDiskStorage, type Storage } from "./storage";

let s3: S3Server;
let diskRoot: string;
beforeAll(async () => {
  s3 = await startS3Server();
  diskRoot = await mkdtemp(path.join(os.tmpdir(), "gg-disk-"));
});
afterAll(async () => {
  await s3?.close();
  if (diskRoot) await rm(diskRoot, { recursive: true, force: true });
});

/** Each storage with a way to drop a file into it behind the adapter's back. */
const storages: {
  name: string;
  make: () => Storage;
  writeForeign: (key: string, data: Buffer) => Promise<void>;
}[] = [
  {
    name: "local disk",
    make: () => localDiskStorage(diskRoot),
    async writeForeign(key, data) {
      await mkdir(path.dirname(path.join(diskRoot, key)), { recursive: true });
      await writeFile(path.join(diskRoot, key), data);
    },
  },
  {
    name: "S3 (s3rver)",
    make: () => s3.storage(),
    async writeForeign(key, data) {
      const client = new S3Client({ ...s3.options, requestChecksumCalculation: "WHEN_REQUIRED" });
      await client.send(new PutObjectCommand({ Bucket: s3.bucket, Key: key, Body: data }));
      client.destroy();
    },
  },
];

describe.each(storages)("storage contract: $name", ({ make, writeForeign }) => {
  let storage: Storage;
  // Each storage starts empty here; the tests share it, so each uses keys of its own folder.
  beforeAll(() => {
    storage = make();
  });

  it("stores bytes under a key, answers its /uploads/ path, and gives them back with the type of the key", async () => {
    const bytes = Buffer.from("RIFF....WEBPVP8 a board");
    const url = await storage.put("products/walnut-1.webp", bytes, "image/webp");
    expect(url).toBe("/uploads/products/walnut-1.webp");
    expect(storage.keyFromUrl(url)).toBe("products/walnut-1.webp");
    const file = await storage.get("products/walnut-1.webp");
    expect(file?.contentType).toBe("image/webp");
    expect(file?.data.equals(bytes)).toBe(true);
    // The type comes from the key's extension (chosen from the sniffed bytes), not from what the caller said.
    await storage.put("attachments/sketch-1.bin", Buffer.from("<script>alert(1)</script>"), "text/html");
    expect((await storage.get("attachments/sketch-1.bin"))?.contentType).toBe("application/octet-stream");
  });

  it("answers null for a missing key or one the shop never makes, and refuses to store under such a key", async () => {
    expect(await storage.get("products/never-stored.webp")).toBeNull();
    expect(await storage.get("../outside.webp")).toBeNull();
    expect(await storage.get("Products/Upper.webp")).toBeNull();
    await expect(storage.put("../outside.webp", Buffer.from("x"), "image/webp")).rejects.toThrow(/unsafe storage key/);
    expect(storage.keyFromUrl("/images/hero.webp")).toBeNull();
    expect(storage.keyFromUrl("https://cdn.example/uploads/a.webp")).toBeNull();
    expect(storage.keyFromUrl("/uploads/../secret.webp")).toBeNull();
  });

  it("deletes a file, and deleting one that is gone is no error", async () => {
    await storage.put("gallery/to-delete.webp", Buffer.from("x"), "image/webp");
    await storage.delete("gallery/to-delete.webp");
    expect(await storage.get("gallery/to-delete.webp")).toBeNull();
    await expect(storage.delete("gallery/to-delete.webp")).resolves.toBeUndefined();
  });

  it("lists what it stored with size and time written, nested folders too, and leaves out files it could not have made", async () => {
    const before = Date.now() - 5_000;
    await storage.put("listed/a.webp", Buffer.alloc(10), "image/webp");
    await storage.put("listed/deep/b.pdf", Buffer.alloc(3), "application/pdf");
    await writeForeign("listed/Notes From Someone.TXT", Buffer.from("not ours"));
    const listed = (await storage.list()).filter((f) => f.key.startsWith("listed/"));
    expect(listed.map((f) => [f.key, f.size]).sort()).toEqual([
      ["listed/a.webp", 10],
      ["listed/deep/b.pdf", 3],
    ]);
    for (const file of listed) {
      expect(file.modifiedAt.getTime()).toBeGreaterThan(before);
      expect(file.modifiedAt.getTime()).toBeLessThan(Date.now() + 5_000);
    }
  });

  it("is ready", async () => {
    await expect(storage.ready()).resolves.toBeUndefined();
  });
});

describe("S3 storage", () => {
  it("lists every object of a bucket holding more than one page (1000 keys) of them", async () => {
    const storage = s3.storage();
    const keys = Array.from({ length: 1010 }, (_, i) => `many/${String(i).padStart(4, "0")}.pdf`);
    for (let i = 0; i < keys.length; i += 50) {
      await Promise.all(keys.slice(i, i + 50).map((key) => storage.put(key, Buffer.from("%PDF"), "application/pdf")));
    }
    const listed = (await storage.list()).filter((f) => f.key.startsWith("many/")).map((f) => f.key);
    expect(listed.sort()).toEqual(keys);
  });

  it("is not ready, and reads fail rather than answer 'not found', when the bucket does not exist", async () => {
    const missing = s3Storage({ ...s3.options, bucket: "no-such-bucket" });
    await expect(missing.ready()).rejects.toThrow();
    await expect(missing.get("products/a.webp")).rejects.toThrow();
  });

  it("is not ready when the server does not answer", async () => {
    const closed = await startS3Server();
    await closed.close();
    await expect(closed.storage().ready()).rejects.toThrow();
  });
});

describe("S3 configuration", () => {
  it("keeps uploads on disk without S3_BUCKET, and builds the bucket's settings from S3_*", () => {
    expect(s3OptionsOf(loadConfig({}))).toBeNull();
    expect(
      s3OptionsOf(
        loadConfig({
          S3_BUCKET: "shop-uploads",
          S3_ENDPOINT: "http://minio:9000",
          S3_ACCESS_KEY_ID: "minio",
          S3_SECRET_ACCESS_KEY: "minio-secret",
          S3_FORCE_PATH_STYLE: "true",
        }),
      ),
    ).toEqual({
      bucket: "shop-uploads",
      endpoint: "http://minio:9000",
      region: "us-east-1",
      credentials: { accessKeyId: "minio", secretAccessKey: "minio-secret" },
      forcePathStyle: true,
    });
    // On AWS the SDK's own credential chain (a role) may stand in for the keys.
    expect(s3OptionsOf(loadConfig({ S3_BUCKET: "shop-uploads", S3_REGION: "eu-west-1" }))).toMatchObject({
      region: "eu-west-1",
      credentials: undefined,
      forcePathStyle: false,
    });
  });

  it("refuses to start on an incomplete or invalid S3 configuration, naming the variable", () => {
    expect(() => loadConfig({ S3_ENDPOINT: "http://minio:9000", S3_ACCESS_KEY_ID: "k" })).toThrow(
      /S3_BUCKET: required when S3_ENDPOINT, S3_ACCESS_KEY_ID is set/,
    );
    expect(() => loadConfig({ S3_BUCKET: "shop", S3_ACCESS_KEY_ID: "k" })).toThrow(
      /S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: set both, or neither/,
    );
    expect(() => loadConfig({ S3_BUCKET: "Shop_Uploads" })).toThrow(/S3_BUCKET: must be a bucket name/);
    expect(() => loadConfig({ S3_BUCKET: "shop", S3_ENDPOINT: "minio:9000" })).toThrow(
      /S3_ENDPOINT: must be an http\(s\) URL/,
    );
    expect(() => loadConfig({ S3_BUCKET: "shop", S3_FORCE_PATH_STYLE: "maybe" })).toThrow(
      /S3_FORCE_PATH_STYLE: must be true or false/,
    );
  });
});
