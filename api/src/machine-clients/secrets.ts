// Client secrets of local mode (issue #39). Shown once when made, kept only as a salted scrypt
// hash (node:crypto: no library needed for a one-line KDF), compared in constant time.
import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";
import { promisify } from "node:util";

const scryptAsync = promisify(scrypt) as (
  password: string,
  salt: Buffer,
  keylen: number,
) => Promise<Buffer>;

const KEY_LENGTH = 32;

/** A new secret: 32 random bytes, base64url (43 characters). */
export const newClientSecret = () => randomBytes(32).toString("base64url");

/** A new local client id: `cfx-` and 20 lower-case letters and digits. */
export function newClientId(): string {
  const alphabet = "abcdefghijklmnopqrstuvwxyz0123456789";
  const bytes = randomBytes(20);
  return `cfx-${Array.from(bytes, (b) => alphabet[b % alphabet.length]).join("")}`;
}

/** `scrypt$<salt>$<hash>` (base64url). */
export async function hashClientSecret(secret: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scryptAsync(secret, salt, KEY_LENGTH);
  return `scrypt$${salt.toString("base64url")}$${hash.toString("base64url")}`;
}

export async function clientSecretMatches(secret: string, stored: string | null): Promise<boolean> {
  const [kind, salt, hash] = (stored ?? "").split("$");
  if (kind !== "scrypt" || !salt || !hash) return false;
  const expected = Buffer.from(hash, "base64url");
  const actual = await scryptAsync(secret, Buffer.from(salt, "base64url"), expected.length);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
