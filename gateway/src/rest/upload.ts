// File uploads to the API (CSV imports, CSV runs of external sources). The shared RestClient
// sends JSON bodies only; the API reads these files as raw `text/csv` bodies, so the bytes go
// through the same undici pool with the same timeouts and the same error mapping. Never retried
// (they are writes).
import type { IncomingHttpHeaders } from "node:http";
import { GatewayError } from "../errors";
import { IDEMPOTENCY_HEADER } from "./idempotency";
import { statusError, transportError, type QueryValue, type RestClient } from "./client";

/**
 * An import of 10,000 rows takes the API about 15 s on this machine: far past API_TIMEOUT_MS. A
 * timeout here would tell the user "failed" about an import that was written, so uploads wait
 * this long instead.
 */
export const UPLOAD_TIMEOUT_MS = 180_000;

export type UploadCall = { path: string; query?: Record<string, QueryValue>; bytes: Buffer };

export function createUploadCaller(
  rest: RestClient,
  token: string,
  requestId?: string,
  nextWriteKey: () => string | undefined = () => undefined,
) {
  return async <T>(
    call: UploadCall,
  ): Promise<{ status: number; headers: IncomingHttpHeaders; body: T }> => {
    const headers: Record<string, string> = {
      accept: "application/json",
      authorization: `Bearer ${token}`,
      "content-type": "text/csv",
    };
    if (requestId) headers["x-request-id"] = requestId;
    const idempotencyKey = nextWriteKey();
    if (idempotencyKey) headers[IDEMPOTENCY_HEADER] = idempotencyKey;
    let status: number;
    let answerHeaders: IncomingHttpHeaders;
    let text: string;
    try {
      const res = await rest.written(
        rest.pool.request({
          method: "POST",
          path: rest.url(call.path, call.query),
          headers,
          body: call.bytes,
          headersTimeout: UPLOAD_TIMEOUT_MS,
          bodyTimeout: UPLOAD_TIMEOUT_MS,
        }),
      );
      status = res.statusCode;
      answerHeaders = res.headers;
      text = await res.body.text();
    } catch (error) {
      throw transportError(error);
    }
    let parsed: unknown;
    try {
      parsed = text === "" ? undefined : (JSON.parse(text) as unknown);
    } catch {
      parsed = undefined;
    }
    if (status >= 200 && status < 300) {
      if (parsed === undefined) throw new Error(`REST API answered invalid JSON for ${call.path}`);
      return { status, headers: answerHeaders, body: parsed as T };
    }
    throw statusError(status, parsed);
  };
}

/** `content` of a GraphQL upload argument as bytes: text as UTF-8, or decoded base64. */
export function uploadBytes(
  content: string,
  encoding: "TEXT" | "BASE64" | null | undefined,
): Buffer {
  if (encoding === "BASE64") {
    const compact = content.replace(/\s+/g, "");
    if (!/^[A-Za-z0-9+/]*={0,2}$/.test(compact)) {
      throw new GatewayError("BAD_USER_INPUT", {
        message: "ファイルの内容（Base64）が正しくありません",
        fieldErrors: [
          { field: "content", messages: ["ファイルの内容（Base64）が正しくありません"] },
        ],
      });
    }
    return Buffer.from(compact, "base64");
  }
  return Buffer.from(content, "utf-8");
}
