// Where the API keeps the bytes of stored files (generated PDFs, uploaded photos, imports): one
// small interface with two stores behind it, a local directory (the embedded default) and an S3
// bucket (FILE_STORE=s3://…), so several API replicas can serve each other's files. Rows in the
// database name a file by its key; the store only ever sees keys, never a user's file name.
import type { Readable } from "node:stream";

export interface FileHead {
  /** The MIME type given when the file was stored (`application/octet-stream` if none was). */
  contentType: string;
  /** Bytes. */
  contentLength: number;
}

export interface StoredFile extends FileHead {
  /** The content, read as it is consumed (never the whole file in memory). */
  body: Readable;
}

export interface PutOptions {
  contentType: string;
  /**
   * Bytes the body holds, when known: the store refuses a body of another length (a cut-off
   * upload stores nothing). A Buffer's own length is used when this is omitted.
   */
  contentLength?: number;
}

export interface FileStore {
  /** `/abs/dir` or `s3://bucket/prefix`: for logs. */
  readonly location: string;
  /** Stores the body under the key, replacing any file there; resolves when it is all stored. */
  put(key: string, body: Readable | Buffer, options: PutOptions): Promise<FileHead>;
  /** The file as a stream with its type and length; `FileNotFoundError` when there is none. */
  get(key: string): Promise<StoredFile>;
  /** Type and length without the content; `FileNotFoundError` when there is none. */
  head(key: string): Promise<FileHead>;
  /** Removes the file; a key with no file is not an error (as in S3). */
  delete(key: string): Promise<void>;
  /** Releases connections (the S3 client's sockets); the store is not used afterwards. */
  close(): void;
}

/** A key with no file behind it. */
export class FileNotFoundError extends Error {
  readonly key: string;
  constructor(key: string, options?: ErrorOptions) {
    super(`no stored file under "${key}"`, options);
    this.name = "FileNotFoundError";
    this.key = key;
  }
}

/** A body whose length differs from the `contentLength` it was announced with. */
export class FileLengthError extends Error {
  constructor(key: string, expected: number, actual: number) {
    super(`stored file "${key}": expected ${expected} bytes, got ${actual}`);
    this.name = "FileLengthError";
  }
}

export const DEFAULT_CONTENT_TYPE = "application/octet-stream";

// `a/b/c` of plain segments: no `..`, no leading dot (the local store keeps its own bookkeeping in
// `.tmp/` and `.meta/`), nothing a path or URL would read differently on either store.
const KEY = /^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/;

/** Keys are made by the API (e.g. `attachments/ab/<uuid>`); anything else is a bug, not input. */
export function assertKey(key: string): void {
  if (key.length > 512 || !KEY.test(key)) throw new Error(`invalid storage key "${key}"`);
}
