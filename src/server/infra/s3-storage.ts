import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from "@aws-sdk/client-s3";
import type { Config } from "../config";
import { Unavailable } from "../errors";
import { contentTypeOfKey, isSafeKey, keyOfUploadUrl, urlOfKey, type Storage, type StoredFile } from "./storage";

export type S3StorageOptions = {
  bucket: string;
  /** Unset for AWS itself; the server's address for MinIO, R2, Ceph… (e.g. http://minio:9000). */
  endpoint?: string;
  region: string;
  /** Unset: the SDK's own chain (AWS_* variables, the instance's or the task's role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** http://endpoint/bucket/key instead of http://bucket.endpoint/key (MinIO and Ceph usually need it). */
  forcePathStyle: boolean;
  /** How long one storage call may take, retries included, before it fails (10 s; tests shorten it). */
  timeoutMs?: number;
};

/** What a shopper or the owner reads when the bucket does not answer (decision 043). */
export const PHOTOS_UNAVAILABLE = "Photos can't be reached right now, please try again shortly";

/** The S3 settings of the configuration, or null when S3_BUCKET is unset (uploads stay on disk). */
export function s3OptionsOf(config: Config): S3StorageOptions | null {
  if (!config.S3_BUCKET) return null;
  return {
    bucket: config.S3_BUCKET,
    endpoint: config.S3_ENDPOINT,
    region: config.S3_REGION,
    credentials:
      config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY }
        : undefined,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
  };
}

/**
 * An S3-compatible bucket (AWS, MinIO, R2, Ceph; decision 033). Keys and public paths are those of
 * the local disk, so a record's /uploads/… address does not change when the files move.
 */
export function s3Storage(options: S3StorageOptions): Storage {
  const { bucket } = options;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const client = new S3Client({
    endpoint: options.endpoint,
    region: options.region,
    credentials: options.credentials,
    forcePathStyle: options.forcePathStyle,
    // The SDK's default CRC checksums are refused by several S3-compatible servers (and s3rver);
    // HTTPS and Content-MD5 where S3 demands it are enough for files the shop re-reads itself.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    // A region guessed wrong on AWS costs one redirect, not an error.
    followRegionRedirects: true,
    // A bucket that does not answer fails readiness and the request in seconds, not minutes: without
    // throwOnRequestTimeout the SDK's requestTimeout only logs a warning and waits on.
    requestHandler: {
      connectionTimeout: Math.min(5_000, timeoutMs),
      requestTimeout: timeoutMs,
      throwOnRequestTimeout: true,
    },
  });

  /**
   * Runs one storage call, retries and the reading of the body included, within `timeoutMs`: the
   * SDK's request is aborted then. Any failure but a missing object becomes Unavailable (503).
   */
  async function bounded<T>(call: (abortSignal: AbortSignal) => Promise<T>): Promise<T> {
    const abort = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => {
        abort.abort();
        reject(new Error(`the bucket did not answer within ${timeoutMs} ms`));
      }, timeoutMs);
    });
    try {
      return await Promise.race([call(abort.signal), late]);
    } catch (error) {
      if (error instanceof NoSuchKey) throw error;
      throw new Unavailable(PHOTOS_UNAVAILABLE, { cause: error });
    } finally {
      clearTimeout(timer);
    }
  }
  const checked = (key: string) => {
    if (!isSafeKey(key)) throw new Error(`unsafe storage key: ${key}`);
    return key;
  };

  return {
    async put(key, data, contentType) {
      const command = new PutObjectCommand({ Bucket: bucket, Key: checked(key), Body: data, ContentType: contentType });
      await bounded((abortSignal) => client.send(command, { abortSignal }));
      return urlOfKey(key);
    },
    async get(key) {
      if (!isSafeKey(key)) return null;
      try {
        const bytes = await bounded(async (abortSignal) => {
          const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }), { abortSignal });
          return object.Body!.transformToByteArray();
        });
        return {
          data: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
          contentType: contentTypeOfKey(key),
        };
      } catch (error) {
        // Only a missing object is "not found": a missing bucket or a refused key is a fault to report.
        if (error instanceof NoSuchKey) return null;
        throw error;
      }
    },
    async delete(key) {
      // S3 answers a delete of a missing key with success, as rm({ force: true }) does on disk.
      const command = new DeleteObjectCommand({ Bucket: bucket, Key: checked(key) });
      await bounded((abortSignal) => client.send(command, { abortSignal }));
    },
    keyFromUrl: keyOfUploadUrl,
    async list() {
      const files: StoredFile[] = [];
      let ContinuationToken: string | undefined;
      do {
        const command = new ListObjectsV2Command({ Bucket: bucket, ContinuationToken });
        const page = await bounded((abortSignal) => client.send(command, { abortSignal }));
        for (const object of page.Contents ?? []) {
          // Anything else in the bucket was not stored through this adapter: not ours to judge.
          if (object.Key && isSafeKey(object.Key)) {
            files.push({ key: object.Key, modifiedAt: object.LastModified ?? new Date(), size: object.Size ?? 0 });
          }
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return files;
    },
    async ready() {
      await bounded((abortSignal) => client.send(new HeadBucketCommand({ Bucket: bucket }), { abortSignal }));
    },
  };
}
