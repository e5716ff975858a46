// Files in an S3 bucket (FILE_STORE=s3://bucket/prefix): what lets several API replicas serve
// the files each of them stored. Bodies stream both ways: a put goes through lib-storage's Upload
// (one PutObject for a small file, a multipart upload in 5 MB parts otherwise, at most
// PART_QUEUE parts in memory), a get hands on the response stream. Credentials come from the
// SDK's default chain (environment, shared config, the instance or task role), never from here.
import { Readable } from "node:stream";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  S3Client,
  type S3ClientConfig,
} from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";
import {
  assertKey,
  DEFAULT_CONTENT_TYPE,
  FileLengthError,
  FileNotFoundError,
  type FileHead,
  type FileStore,
  type PutOptions,
  type StoredFile,
} from "./store";

export interface S3FileStoreOptions {
  bucket: string;
  /** Key prefix inside the bucket, without slashes at either end; "" for the bucket's root. */
  prefix: string;
  /** AWS_REGION. */
  region: string;
  /** S3_ENDPOINT: an S3-compatible service (MinIO, s3rver…) instead of AWS. */
  endpoint?: string;
  /** S3_FORCE_PATH_STYLE: `endpoint/bucket/key` instead of `bucket.endpoint/key`. */
  forcePathStyle?: boolean;
}

const PART_SIZE = 5 * 1024 * 1024;
const PART_QUEUE = 2;

export class S3FileStore implements FileStore {
  readonly location: string;
  private readonly client: S3Client;
  private readonly bucket: string;
  private readonly prefix: string;

  constructor(options: S3FileStoreOptions) {
    this.bucket = options.bucket;
    this.prefix = options.prefix ? `${options.prefix}/` : "";
    this.location = `s3://${options.bucket}/${options.prefix}`;
    const config: S3ClientConfig = {
      region: options.region,
      forcePathStyle: options.forcePathStyle ?? false,
    };
    if (options.endpoint) {
      config.endpoint = options.endpoint;
      // Checksums only where S3 requires them: S3-compatible servers do not all take the
      // checksum trailers (aws-chunked uploads) the SDK otherwise sends on every put.
      config.requestChecksumCalculation = "WHEN_REQUIRED";
      config.responseChecksumValidation = "WHEN_REQUIRED";
    }
    this.client = new S3Client(config);
  }

  private objectKey(key: string) {
    assertKey(key);
    return this.prefix + key;
  }

  async put(key: string, body: Readable | Buffer, options: PutOptions): Promise<FileHead> {
    const Key = this.objectKey(key);
    let length = 0;
    const counted = Buffer.isBuffer(body)
      ? body
      : Readable.from(
          (async function* () {
            for await (const chunk of body as AsyncIterable<Buffer>) {
              length += chunk.length;
              yield chunk;
            }
          })(),
        );
    await new Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key, Body: counted, ContentType: options.contentType },
      partSize: PART_SIZE,
      queueSize: PART_QUEUE,
    }).done();
    if (Buffer.isBuffer(body)) length = body.length;
    if (options.contentLength !== undefined && options.contentLength !== length) {
      // S3 has no conditional "store only if whole": take the short file away again.
      await this.delete(key);
      throw new FileLengthError(key, options.contentLength, length);
    }
    return { contentType: options.contentType, contentLength: length };
  }

  async get(key: string): Promise<StoredFile> {
    try {
      const out = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }),
      );
      if (!(out.Body instanceof Readable)) throw new Error(`S3 GetObject ${key}: no stream body`);
      return {
        body: out.Body,
        contentType: out.ContentType ?? DEFAULT_CONTENT_TYPE,
        contentLength: out.ContentLength ?? 0,
      };
    } catch (error) {
      throw notFoundOr(error, key);
    }
  }

  async head(key: string): Promise<FileHead> {
    try {
      const out = await this.client.send(
        new HeadObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }),
      );
      return {
        contentType: out.ContentType ?? DEFAULT_CONTENT_TYPE,
        contentLength: out.ContentLength ?? 0,
      };
    } catch (error) {
      throw notFoundOr(error, key);
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(
      new DeleteObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }),
    );
  }

  close(): void {
    this.client.destroy();
  }
}

// GetObject answers NoSuchKey; HeadObject has no body, so only its 404 (named NotFound) is known.
// A missing bucket stays an error of its own: that is a configuration fault, not a missing file.
function notFoundOr(error: unknown, key: string) {
  const name = (error as { name?: unknown }).name;
  return name === "NoSuchKey" || name === "NotFound"
    ? new FileNotFoundError(key, { cause: error })
    : error;
}
