import { describe, expect, it } from "vitest";
import { attachmentTypeLabel } from "./attachment-kind";

describe("attachmentTypeLabel", () => {
  it("names a document by its type and an upload by its kind", () => {
    expect(attachmentTypeLabel({ kind: "document", documentTypeLabel: "工事依頼書" })).toBe(
      "工事依頼書",
    );
    expect(attachmentTypeLabel({ kind: "photo", documentTypeLabel: null })).toBe("写真");
    expect(attachmentTypeLabel({ kind: "other" })).toBe("その他");
    // A kind the API may add later still reads as something.
    expect(attachmentTypeLabel({ kind: "scan" })).toBe("その他");
  });
});
