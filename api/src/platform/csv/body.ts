// Raw CSV bodies: `text/csv`, `application/octet-stream` or `multipart/form-data` (first file part).
// A tiny multipart reader instead of a dependency: uploads are one file of a few MB at most.
import type { FastifyInstance } from "fastify";
import { badRequest } from "../errors";

/** Registers buffer parsers for the CSV content types in this (encapsulated) plugin. */
export function acceptCsvBodies(app: FastifyInstance) {
  for (const type of [
    "text/csv",
    "application/octet-stream",
    "multipart/form-data",
    "text/plain",
  ]) {
    if (app.hasContentTypeParser(type)) continue;
    app.addContentTypeParser(
      type,
      { parseAs: "buffer", bodyLimit: 20 * 1024 * 1024 },
      (_req, body, done) => done(null, body),
    );
  }
}

/** The file bytes of a request body (raw, or the first file part of a multipart body). */
export function fileBytes(body: unknown, contentType: string | undefined): Buffer {
  if (!Buffer.isBuffer(body) || body.length === 0)
    throw badRequest({ file: ["ファイルを指定してください"] });
  if (!contentType?.startsWith("multipart/form-data")) return body;
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (!boundary) throw badRequest({ file: ["マルチパートの境界が指定されていません"] });
  const delimiter = Buffer.from(`--${boundary}`);
  let pos = body.indexOf(delimiter);
  while (pos >= 0) {
    const headerStart = pos + delimiter.length + 2; // CRLF after the boundary
    const headerEnd = body.indexOf("\r\n\r\n", headerStart);
    if (headerEnd < 0) break;
    const headers = body.subarray(headerStart, headerEnd).toString("utf-8");
    const next = body.indexOf(delimiter, headerEnd);
    if (next < 0) break;
    if (/filename=|name="file"/i.test(headers)) return body.subarray(headerEnd + 4, next - 2); // CRLF before boundary
    pos = next;
  }
  throw badRequest({ file: ["ファイルを指定してください"] });
}
