import { describe, expect, it } from "vitest";
import { attachmentsZipUrl, fallbackZipName } from "./attachments-zip";

describe("attachmentsZipUrl", () => {
  it("repeats the id parameter once per file", () => {
    expect(attachmentsZipUrl(["3", "1", "3", 7])).toBe("/files/attachments.zip?id=3&id=1&id=7");
  });
});

describe("fallbackZipName", () => {
  it("names the Tokyo day, which is already tomorrow late in the UTC evening", () => {
    expect(fallbackZipName(new Date("2026-11-26T16:00:00Z"))).toBe("帳票_20261127.zip");
    expect(fallbackZipName(new Date("2026-11-26T01:00:00Z"))).toBe("帳票_20261126.zip");
  });
});
