import { describe, expect, it } from "vitest";
import { attachmentUrl, fileNameFromDisposition } from "./download";

describe("fileNameFromDisposition", () => {
  it("prefers the RFC 6266 filename* and decodes it", () => {
    expect(
      fileNameFromDisposition(
        `attachment; filename="users.csv"; filename*=UTF-8''%E3%83%A6%E3%83%BC%E3%82%B6%E3%83%BC%E4%B8%80%E8%A6%A7_20261123.csv`,
      ),
    ).toBe("ユーザー一覧_20261123.csv");
    expect(
      fileNameFromDisposition(`attachment; filename*=UTF-8''%E9%AB%99%E6%A9%8B%28%29.txt`),
    ).toBe("髙橋().txt");
  });
  it("falls back to filename, then to nothing", () => {
    expect(fileNameFromDisposition(`attachment; filename="a b.csv"`)).toBe("a b.csv");
    expect(fileNameFromDisposition(`attachment; filename=plain.csv`)).toBe("plain.csv");
    expect(fileNameFromDisposition(`attachment; filename*=UTF-8''%E0%A4%A; filename="x.csv"`)).toBe(
      "x.csv",
    );
    expect(fileNameFromDisposition("attachment")).toBeUndefined();
    expect(fileNameFromDisposition(null)).toBeUndefined();
  });
  it("builds attachment URLs on the gateway's origin", () => {
    expect(attachmentUrl(42)).toBe("/files/attachments/42");
  });
});
