// One suite, two stores: the local directory (the embedded default) and S3 as a real
// S3-compatible server sees it (s3rver, started here on a free port over a temp folder, reached
// through the SDK with credentials from the environment as in production). Both must stream a
// file of a few MB both ways, keep its type and length, answer a missing key with the same typed
// error, and carry an attachment uploaded through the API under a key with nothing of its name.
import { createHash } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { CreateBucketCommand, S3Client } from "@aws-sdk/client-s3";
import { unzipSync } from "fflate";
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "../test/harness";
import { createFileStore, fileStoreConfigFromEnv } from "./config";
import { LocalFileStore } from "./local";
import { S3FileStore } from "./s3";
import { FileLengthError, FileNotFoundError, type FileStore } from "./store";

const BUCKET = "cfx-files";
const folders: string[] = [];
const tempDir = (prefix: string) => {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  folders.push(dir);
  return dir;
};

let s3rver: S3rver;
let endpoint = "";

beforeAll(async () => {
  // The SDK's default credential chain reads these, as it would a deployment's.
  process.env.AWS_ACCESS_KEY_ID = "S3RVER";
  process.env.AWS_SECRET_ACCESS_KEY = "S3RVER";
  s3rver = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory: tempDir("cfx-s3rver-"),
  });
  const { port } = await s3rver.run();
  endpoint = `http://127.0.0.1:${port}`;
  const admin = new S3Client({ region: "ap-northeast-1", endpoint, forcePathStyle: true });
  await admin.send(new CreateBucketCommand({ Bucket: BUCKET }));
  admin.destroy();
});

afterAll(async () => {
  await s3rver?.close();
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

/** As main.ts builds it: from FILE_STORE and the S3 variables. */
const s3Store = (prefix = "test/files") =>
  createFileStore(
    fileStoreConfigFromEnv(
      {
        FILE_STORE: `s3://${BUCKET}/${prefix}`,
        S3_ENDPOINT: endpoint,
        S3_FORCE_PATH_STYLE: "true",
      },
      "/unused",
    ),
  );

/** `size` pseudo-random bytes in 64 KB chunks, made as they are read; and their digest. */
function generated(size: number, seed = 1) {
  const hash = createHash("sha256");
  let state = seed;
  const chunks = function* () {
    for (let left = size; left > 0; left -= 65_536) {
      const chunk = Buffer.alloc(Math.min(65_536, left));
      for (let i = 0; i + 4 <= chunk.length; i += 4) {
        state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
        chunk.writeUInt32LE(state, i);
      }
      hash.update(chunk);
      yield chunk;
    }
  };
  return { stream: Readable.from(chunks()), digest: () => hash.digest("hex") };
}

async function drain(body: Readable) {
  const hash = createHash("sha256");
  let length = 0;
  let largest = 0;
  for await (const chunk of body as AsyncIterable<Buffer>) {
    hash.update(chunk);
    length += chunk.length;
    largest = Math.max(largest, chunk.length);
  }
  return { digest: hash.digest("hex"), length, largest };
}

describe.each([
  ["local directory", () => new LocalFileStore(tempDir("cfx-files-"))],
  ["S3 (s3rver)", () => s3Store()],
] as const)("file store: %s", (_name, makeStore) => {
  let store: FileStore;
  beforeAll(() => {
    store = makeStore();
  });
  afterAll(() => store?.close());

  it("streams a 12 MB file in and out, with its type and length", async () => {
    const size = 12 * 1024 * 1024 + 123;
    const source = generated(size);
    const put = await store.put("attachments/ab/round-trip", source.stream, {
      contentType: "application/pdf",
    });
    expect(put).toEqual({ contentType: "application/pdf", contentLength: size });
    const file = await store.get("attachments/ab/round-trip");
    expect(file.body).toBeInstanceOf(Readable);
    expect(file.contentType).toBe("application/pdf");
    expect(file.contentLength).toBe(size);
    const read = await drain(file.body);
    expect(read.length).toBe(size);
    expect(read.digest).toBe(source.digest());
    // Read in pieces, not handed over as one buffer of the whole file.
    expect(read.largest).toBeLessThan(size / 4);
  }, 60_000);

  it("keeps each file's content type; a second put replaces the first", async () => {
    await store.put("photos/1", Buffer.from("\xff\xd8\xff\xe0 JPEG", "latin1"), {
      contentType: "image/jpeg",
    });
    expect(await store.head("photos/1")).toEqual({ contentType: "image/jpeg", contentLength: 9 });
    await store.put("photos/1", Buffer.from("<svg/>"), { contentType: "image/svg+xml" });
    const file = await store.get("photos/1");
    expect(file.contentType).toBe("image/svg+xml");
    expect((await drain(file.body)).length).toBe(6);
  });

  it("heads and deletes; a deleted or never stored key is a FileNotFoundError", async () => {
    await store.put("attachments/cd/to-delete", generated(70_000).stream, {
      contentType: "text/csv",
      contentLength: 70_000,
    });
    expect(await store.head("attachments/cd/to-delete")).toEqual({
      contentType: "text/csv",
      contentLength: 70_000,
    });
    await store.delete("attachments/cd/to-delete");
    await expect(store.head("attachments/cd/to-delete")).rejects.toBeInstanceOf(FileNotFoundError);
    await expect(store.get("attachments/cd/to-delete")).rejects.toBeInstanceOf(FileNotFoundError);
    await expect(store.get("attachments/zz/never")).rejects.toMatchObject({
      name: "FileNotFoundError",
      key: "attachments/zz/never",
    });
    await expect(store.head("never/stored")).rejects.toBeInstanceOf(FileNotFoundError);
    // Deleting what is not there is not an error (as in S3).
    await expect(store.delete("attachments/cd/to-delete")).resolves.toBeUndefined();
  });

  it("stores nothing when the body is shorter than announced", async () => {
    await expect(
      store.put("attachments/ef/short", generated(1000).stream, {
        contentType: "application/pdf",
        contentLength: 5000,
      }),
    ).rejects.toBeInstanceOf(FileLengthError);
    await expect(store.head("attachments/ef/short")).rejects.toBeInstanceOf(FileNotFoundError);
  });

  it("takes only the API's own keys, never a path", async () => {
    for (const key of ["../etc/passwd", "/abs", "a//b", ".meta/x", "a/../b", "撤去承諾書.pdf", ""])
      await expect(store.put(key, Buffer.from("x"), { contentType: "text/plain" })).rejects.toThrow(
        /invalid storage key/,
      );
  });

  describe("behind the API", () => {
    let api: TestApi;
    beforeAll(async () => {
      api = await startTestApi({ fileStore: store });
    });
    afterAll(async () => {
      await api?.close();
    });

    it("stores an upload with a Japanese name under a generated key and streams it back, alone and zipped", async () => {
      const fileName = "撤去承諾書（山田 太郎様）../../a.pdf";
      const pdf = Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(300_000, 7)]);
      const list = await api.json("/basis/negotiations", {
        as: "admin@example.jp",
        query: { pageSize: 1 },
      });
      expect(list.status, JSON.stringify(list.body)).toBe(200);
      const negotiation = list.body[0];
      const created = await api.json("/basis/attachments", {
        as: "negotiation@example.jp",
        json: {
          ownerType: "negotiation",
          ownerId: negotiation.id,
          documentType: 2,
          fileName,
          mimeType: "application/pdf",
          contentBase64: pdf.toString("base64"),
        },
      });
      expect(created.status).toBe(201);
      const key: string = created.body.storageKey;
      // The key says nothing of the name: a hash prefix and a random id.
      expect(key).toMatch(/^attachments\/[0-9a-f]{2}\/[0-9a-f-]{36}$/);
      expect(await store.head(key)).toEqual({
        contentType: "application/pdf",
        contentLength: pdf.length,
      });

      const res = await api.fetch(`/basis/attachments/${created.body.id}/content`, {
        as: "order@example.jp",
      });
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("application/pdf");
      expect(res.headers.get("content-length")).toBe(String(pdf.length));
      expect(res.headers.get("content-disposition")).toContain(
        encodeURIComponent("撤去承諾書（山田 太郎様）"),
      );
      expect(Buffer.from(await res.arrayBuffer()).equals(pdf)).toBe(true);

      const zip = await api.fetch(`/basis/attachments/zip?ids=${created.body.id}`, {
        as: "order@example.jp",
      });
      expect(zip.status).toBe(200);
      const entries = unzipSync(new Uint8Array(await zip.arrayBuffer()));
      expect(Object.keys(entries)).toEqual(["撤去承諾書（山田 太郎様）.._.._a.pdf"]);
      expect(Buffer.from(Object.values(entries)[0]!).equals(pdf)).toBe(true);

      // A row whose file is gone from the store reads as not found, not as a server error.
      await store.delete(key);
      const gone = await api.fetch(`/basis/attachments/${created.body.id}/content`, {
        as: "order@example.jp",
      });
      expect(gone.status).toBe(404);
    }, 60_000);
  });
});

describe("S3 store layout", () => {
  it("puts the files under FILE_STORE's prefix of the bucket", async () => {
    const prefixed = s3Store("tenant-a/files");
    const root = s3Store("");
    try {
      await prefixed.put("attachments/01/x", Buffer.from("hello"), { contentType: "text/plain" });
      expect(prefixed.location).toBe(`s3://${BUCKET}/tenant-a/files`);
      expect(await root.head("tenant-a/files/attachments/01/x")).toEqual({
        contentType: "text/plain",
        contentLength: 5,
      });
    } finally {
      prefixed.close();
      root.close();
    }
  });
});

describe("FILE_STORE", () => {
  const read = (env: Record<string, string>) => fileStoreConfigFromEnv(env, "/data");
  const refused = (env: Record<string, string>) => {
    try {
      read(env);
      return "accepted";
    } catch (error) {
      return (error as { variable?: string }).variable;
    }
  };

  it("defaults to the local folder under DATA_DIR, and reads an S3 location with its settings", () => {
    expect(read({})).toEqual({ kind: "local", dir: "/data/files" });
    expect(read({ FILE_STORE: "s3://cfx-prod/files/", AWS_REGION: "us-east-1" })).toEqual({
      kind: "s3",
      bucket: "cfx-prod",
      prefix: "files",
      region: "us-east-1",
      forcePathStyle: false,
    });
    expect(
      read({
        FILE_STORE: "s3://cfx.files",
        S3_ENDPOINT: "http://127.0.0.1:9000/",
        S3_FORCE_PATH_STYLE: "true",
      }),
    ).toEqual({
      kind: "s3",
      bucket: "cfx.files",
      prefix: "",
      region: "ap-northeast-1",
      endpoint: "http://127.0.0.1:9000",
      forcePathStyle: true,
    });
  });

  it("names the bad variable", () => {
    expect(refused({ FILE_STORE: "/var/files" })).toBe("FILE_STORE");
    expect(refused({ FILE_STORE: "s3://Bad_Bucket/x" })).toBe("FILE_STORE");
    expect(refused({ FILE_STORE: "s3://b" })).toBe("FILE_STORE");
    expect(refused({ FILE_STORE: "s3://cfx/x", AWS_REGION: "tokyo" })).toBe("AWS_REGION");
    expect(refused({ FILE_STORE: "s3://cfx/x", S3_ENDPOINT: "minio:9000" })).toBe("S3_ENDPOINT");
    expect(refused({ FILE_STORE: "s3://cfx/x", S3_FORCE_PATH_STYLE: "yes" })).toBe(
      "S3_FORCE_PATH_STYLE",
    );
    // The S3 variables matter only to an S3 store.
    expect(refused({ S3_ENDPOINT: "minio:9000" })).toBe("accepted");
  });

  it("builds the store the configuration names", () => {
    const local = createFileStore({ kind: "local", dir: "/data/files" });
    expect(local).toBeInstanceOf(LocalFileStore);
    expect(local.location).toBe("/data/files");
    const s3 = createFileStore(read({ FILE_STORE: "s3://cfx-prod/files" }));
    expect(s3).toBeInstanceOf(S3FileStore);
    s3.close();
  });
});
