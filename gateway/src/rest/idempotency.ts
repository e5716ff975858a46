// Exactly-once writes through the gateway (issue #38). A phone resends a GraphQL request whose
// answer it never got with the same `Idempotency-Key`; the API runs a write once per (user, key)
// and checks that a resend is the same request (method, path, body). One mutation may make
// several REST writes, so each gets its own key: `${key}:${n}` for the request's n-th write, in
// the order the resolvers send them — the same order when the same request is sent again.
import { GatewayError } from "../errors";

export const IDEMPOTENCY_HEADER = "idempotency-key";

/** The API takes 200 characters; the gateway keeps room for `:n`. */
export const MAX_KEY_LENGTH = 190;
const KEY_PATTERN = new RegExp(`^[\\x20-\\x7e]{1,${MAX_KEY_LENGTH}}$`);

const INVALID_KEY = `Idempotency-Key は1〜${MAX_KEY_LENGTH}文字の半角英数字・記号で指定してください`;

/** The request's key, or undefined without one; a malformed one refuses the whole request (400). */
export function idempotencyKeyOf(header: string | string[] | undefined): string | undefined {
  if (header === undefined) return undefined;
  if (typeof header === "string" && KEY_PATTERN.test(header)) return header;
  throw new GatewayError("BAD_USER_INPUT", {
    message: INVALID_KEY,
    fieldErrors: [{ field: "idempotencyKey", messages: [INVALID_KEY] }],
    wholeRequest: true,
  });
}

/** Hands out `${key}:1`, `${key}:2`… for the writes of one request; nothing without a key. */
export function writeKeys(key: string | undefined): () => string | undefined {
  let written = 0;
  return () => (key === undefined ? undefined : `${key}:${++written}`);
}
