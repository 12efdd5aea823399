import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtemp, rm } from "node:fs/promises";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { s3Storage, type S3StorageOptions } from "../infra/s3-storage";
import type { Storage } from "../infra/storage";
import { createTestApp, type TestApp } from "./harness";

export type S3Server = {
  endpoint: string;
  bucket: string;
  /** The shop's S3_* variables for this server (for loadConfig, or a child process's environment). */
  env: Record<string, string>;
  options: S3StorageOptions;
  /** A fresh s3Storage on this server's bucket. */
  storage(): Storage;
  close(): Promise<void>;
};

/**
 * The server's own process: s3rver signs its ListObjectsV2 continuation tokens with single DES,
 * which OpenSSL 3 only offers through its legacy provider, a flag of the node binary. It prints
 * its port, and closes (removing its folder) when its stdin ends: on close(), or when the test
 * process is gone.
 */
const SERVER = `
const S3rver = require(process.argv[1]);
const settings = JSON.parse(process.argv[2]);
const server = new S3rver(settings);
server.run().then((address) => console.log(JSON.stringify({ port: address.port })));
process.stdin.on("end", () => {
  const closing = server.close();
  server.httpServer.closeAllConnections();
  closing.finally(() => {
    require("node:fs").rmSync(settings.directory, { recursive: true, force: true });
    process.exit(0);
  });
}).resume();
`;

/**
 * A local S3-compatible server (s3rver) on 127.0.0.1, a random port and a temporary folder, with
 * one empty bucket; close() ends it and removes the folder.
 */
export async function startS3Server(bucket = "shop-uploads"): Promise<S3Server> {
  const directory = await mkdtemp(path.join(os.tmpdir(), "gg-s3-"));
  const settings = { address: "127.0.0.1", port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] };
  const child = spawn(
    process.execPath,
    [
      "--openssl-legacy-provider",
      "--no-deprecation",
      "-e",
      SERVER,
      createRequire(import.meta.url).resolve("s3rver"),
      JSON.stringify(settings),
    ],
    { stdio: ["pipe", "pipe", "inherit"] },
  );
  const exited = once(child, "exit");
  const [line] = (await Promise.race([
    once(createInterface({ input: child.stdout }), "line"),
    exited.then(() => {
      throw new Error("s3rver did not start");
    }),
  ])) as [string];
  const { port } = JSON.parse(line) as { port: number };
  const endpoint = `http://127.0.0.1:${port}`;
  // s3rver checks signatures against its fixed credentials.
  const credentials = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };
  const options: S3StorageOptions = { bucket, endpoint, region: "us-east-1", credentials, forcePathStyle: true };
  return {
    endpoint,
    bucket,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: options.region,
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
      S3_FORCE_PATH_STYLE: "true",
    },
    options,
    storage: () => s3Storage(options),
    async close() {
      if (child.exitCode === null && child.signalCode === null) {
        child.stdin.end();
        const timer = setTimeout(() => child.kill("SIGKILL"), 5_000);
        await exited;
        clearTimeout(timer);
      }
      await rm(directory, { recursive: true, force: true });
    },
  };
}

/** Where a test app keeps its uploads: its own folder (the default), or the bucket of an S3 test server. */
export const STORAGE_KINDS = ["disk", "s3"] as const;

/**
 * createTestApp with its uploads on disk or on a fresh S3 test server (`s3`), which close() also
 * stops: for the tests that must hold for both storages.
 */
export async function createTestAppOn(
  kind: (typeof STORAGE_KINDS)[number],
  options: Parameters<typeof createTestApp>[0] = {},
): Promise<TestApp & { s3?: S3Server }> {
  const s3 = kind === "s3" ? await startS3Server() : undefined;
  const t = await createTestApp({ ...options, storage: s3?.storage() }).catch(async (error: unknown) => {
    await s3?.close();
    throw error;
  });
  return {
    ...t,
    s3,
    async close() {
      await t.close();
      await s3?.close();
    },
  };
}
