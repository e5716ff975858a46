// The embedded default store: files under one directory (`$DATA_DIR/files`), at the path of their
// key. A file appears whole or not at all: it is written to `.tmp/` in the same directory (the
// same file system, so the rename is atomic) and renamed into place. Its content type is kept
// beside it under `.meta/<key>.json`; files stored before there was such a record (older data
// directories) read as application/octet-stream, and the routes take the type from the row anyway.
import { randomUUID } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdir, open, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
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

export class LocalFileStore implements FileStore {
  readonly location: string;

  constructor(dir: string) {
    if (typeof dir !== "string" || !dir) throw new Error("LocalFileStore needs a directory");
    this.location = path.resolve(dir);
  }

  private fileOf(key: string) {
    assertKey(key);
    return path.join(this.location, key);
  }

  private metaOf(key: string) {
    return path.join(this.location, ".meta", `${key}.json`);
  }

  async put(key: string, body: Readable | Buffer, options: PutOptions): Promise<FileHead> {
    const file = this.fileOf(key);
    const meta = this.metaOf(key);
    const tmpDir = path.join(this.location, ".tmp");
    await mkdir(tmpDir, { recursive: true });
    const tmp = path.join(tmpDir, randomUUID());
    try {
      let length = 0;
      if (Buffer.isBuffer(body)) {
        await writeFile(tmp, body);
        length = body.length;
      } else {
        await pipeline(
          body,
          async function* (source: AsyncIterable<Buffer>) {
            for await (const chunk of source) {
              length += chunk.length;
              yield chunk;
            }
          },
          createWriteStream(tmp),
        );
      }
      if (options.contentLength !== undefined && options.contentLength !== length)
        throw new FileLengthError(key, options.contentLength, length);
      await writeFile(`${tmp}.json`, JSON.stringify({ contentType: options.contentType }));
      await mkdir(path.dirname(file), { recursive: true });
      await mkdir(path.dirname(meta), { recursive: true });
      // The type first: a reader that finds the file also finds its type.
      await rename(`${tmp}.json`, meta);
      await rename(tmp, file);
      return { contentType: options.contentType, contentLength: length };
    } catch (error) {
      await rm(tmp, { force: true });
      await rm(`${tmp}.json`, { force: true });
      throw error;
    }
  }

  async get(key: string): Promise<StoredFile> {
    const file = this.fileOf(key);
    // Opened before answering, so a missing file is a FileNotFoundError here and not an error
    // event on a stream the caller has already started sending.
    const handle = await open(file, "r").catch((error: unknown) => {
      throw notFoundOr(error, key);
    });
    try {
      const info = await handle.stat();
      if (!info.isFile()) throw new FileNotFoundError(key);
      const contentType = await this.typeOf(key);
      return { body: handle.createReadStream(), contentType, contentLength: info.size };
    } catch (error) {
      await handle.close();
      throw error;
    }
  }

  async head(key: string): Promise<FileHead> {
    const info = await stat(this.fileOf(key)).catch((error: unknown) => {
      throw notFoundOr(error, key);
    });
    if (!info.isFile()) throw new FileNotFoundError(key);
    return { contentType: await this.typeOf(key), contentLength: info.size };
  }

  async delete(key: string): Promise<void> {
    await rm(this.fileOf(key), { force: true });
    await rm(this.metaOf(key), { force: true });
  }

  close(): void {}

  private async typeOf(key: string): Promise<string> {
    try {
      const meta = JSON.parse(await readFile(this.metaOf(key), "utf8")) as {
        contentType?: unknown;
      };
      return typeof meta.contentType === "string" ? meta.contentType : DEFAULT_CONTENT_TYPE;
    } catch (error) {
      if (isMissing(error)) return DEFAULT_CONTENT_TYPE;
      throw error;
    }
  }
}

function isMissing(error: unknown) {
  const code = (error as { code?: unknown }).code;
  return code === "ENOENT" || code === "ENOTDIR";
}

function notFoundOr(error: unknown, key: string) {
  return isMissing(error) ? new FileNotFoundError(key, { cause: error }) : error;
}
