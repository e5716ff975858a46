// The secrets an external source needs (the Authorization header of an HTTP JSON source) are kept
// encrypted at rest: AES-256-GCM with a key from EXTERNAL_SOURCE_SECRET_KEY, or, on a machine
// without it (`pnpm start`), a key generated once under DATA_DIR. A database dump or a replica
// of it holds no usable secret without the key, and a changed ciphertext fails to open instead of
// decrypting to garbage (GCM's tag).
import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

const ALGORITHM = "aes-256-gcm";
const VERSION = "v1";
/** The key file under DATA_DIR when EXTERNAL_SOURCE_SECRET_KEY is not set. */
export const LOCAL_KEY_FILE = "external-source-secret.key";

export interface SecretBox {
  seal(plain: string): string;
  /** The plain text, or an error when the text was not sealed with this key. */
  open(sealed: string): string;
}

/** The 32-byte key of EXTERNAL_SOURCE_SECRET_KEY: base64 (44 characters) or hex (64). */
export function parseSecretKey(text: string): Buffer {
  const trimmed = text.trim();
  const key = /^[0-9a-f]{64}$/i.test(trimmed)
    ? Buffer.from(trimmed, "hex")
    : Buffer.from(trimmed, "base64");
  if (key.length !== 32)
    throw new Error("must be 32 bytes, base64 or hex (openssl rand -base64 32)");
  return key;
}

/** The key of a data folder: read, or generated and written (owner-only) on the first start. */
export function localSecretKey(dataDir: string): Buffer {
  const file = path.join(dataDir, LOCAL_KEY_FILE);
  try {
    return parseSecretKey(readFileSync(file, "utf8"));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  mkdirSync(dataDir, { recursive: true });
  const key = randomBytes(32);
  // `wx`: two processes starting at once do not overwrite each other's key.
  try {
    writeFileSync(file, `${key.toString("base64")}\n`, { mode: 0o600, flag: "wx" });
    return key;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    return parseSecretKey(readFileSync(file, "utf8"));
  }
}

/** `v1:<iv>:<tag>:<ciphertext>` (base64url) with a fresh 12-byte IV per secret. */
export function secretBox(key: Uint8Array): SecretBox {
  if (key.length !== 32) throw new Error("secretBox: the key must be 32 bytes");
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv(ALGORITHM, key, iv);
      const data = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
      const parts = [iv, cipher.getAuthTag(), data].map((b) => b.toString("base64url"));
      return [VERSION, ...parts].join(":");
    },
    open(sealed) {
      const [version, iv, tag, data] = sealed.split(":");
      if (version !== VERSION || !iv || !tag || data === undefined)
        throw new Error("not a sealed secret");
      const decipher = createDecipheriv(ALGORITHM, key, Buffer.from(iv, "base64url"));
      decipher.setAuthTag(Buffer.from(tag, "base64url"));
      return Buffer.concat([
        decipher.update(Buffer.from(data, "base64url")),
        decipher.final(),
      ]).toString("utf8");
    },
  };
}
