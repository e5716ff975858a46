import { describe, expect, it } from "vitest";
import { SseParser, type SseMessage } from "./sse-parser";
import { changeOf } from "./upstream";

function parse(chunks: (string | Uint8Array)[]): SseMessage[] {
  const out: SseMessage[] = [];
  const parser = new SseParser((message) => out.push(message));
  for (const chunk of chunks) parser.push(chunk);
  return out;
}

describe("SseParser", () => {
  it("reads events split anywhere, CRLF or LF, and drops comments", () => {
    const text =
      ': ping\r\n\r\nevent: change\r\ndata: {"a":\r\ndata: 1}\r\n\r\nevent: change\ndata: x\n\n';
    const whole = parse([text]);
    expect(whole).toEqual([
      { event: "change", data: '{"a":\n1}' },
      { event: "change", data: "x" },
    ]);
    // Byte by byte, through a multi-byte character too.
    const bytes = new TextEncoder().encode(`${text}data: 工事\n\n`);
    const split = parse([...bytes].map((b) => new Uint8Array([b])));
    expect(split).toEqual([...whole, { event: "message", data: "工事" }]);
  });
});

describe("changeOf", () => {
  it("reads the relay's change and ignores anything else", () => {
    const data = '{"entity":"Construction","id":123,"version":4,"deleted":false,"updatedBy":7}';
    expect(changeOf({ event: "change", data })).toEqual({
      kind: "change",
      entity: "Construction",
      id: 123,
      version: 4,
      deleted: false,
      updatedBy: 7,
    });
    expect(
      changeOf({
        event: "change",
        data: '{"entity":"Negotiation","id":5,"version":null,"deleted":true,"updatedBy":null}',
      }),
    ).toMatchObject({ deleted: true, version: null, updatedBy: null });
    expect(changeOf({ event: "message", data })).toBeUndefined();
    expect(changeOf({ event: "change", data: "not json" })).toBeUndefined();
    expect(changeOf({ event: "change", data: '{"entity":"Secret","id":1}' })).toBeUndefined();
    expect(
      changeOf({ event: "change", data: '{"entity":"Construction","id":"1"}' }),
    ).toBeUndefined();
  });
});
