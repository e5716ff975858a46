import { describe, expect, it } from "vitest";
import { asUpload } from "../import/content";
import { fileVariable, UPLOAD_CONTEXT } from "./upload";

describe("uploads go to /graphql/upload as a file part", () => {
  it("names the upload route and Apollo's preflight header", () => {
    expect(UPLOAD_CONTEXT).toEqual({
      url: "/graphql/upload",
      fetchOptions: { headers: { "apollo-require-preflight": "true" } },
    });
  });

  it("passes the file itself as the variable (urql sends it as a multipart part)", () => {
    const file = new File(["x"], "a.jpg", { type: "image/jpeg" });
    expect(fileVariable(file)).toBe(file);
  });

  it("turns an import's content into a file of its bytes, base64 or text alike", async () => {
    const fromBase64 = asUpload({
      content: btoa("a,b\n"),
      contentEncoding: "BASE64",
      dryRun: true,
    });
    const fromText = asUpload({ content: "名前\n髙橋", contentEncoding: "TEXT", dryRun: false });
    for (const upload of [fromBase64, fromText]) {
      expect(upload.contentEncoding).toBe("BASE64");
      expect(upload.content).toBeInstanceOf(Blob);
    }
    expect(fromBase64.dryRun).toBe(true);
    const read = (b: unknown) =>
      new Promise<string>((resolve) => {
        const reader = new FileReader();
        reader.onload = () => resolve(String(reader.result));
        reader.readAsText(b as Blob);
      });
    expect(await read(fromBase64.content)).toBe("a,b\n");
    expect(await read(fromText.content)).toBe("名前\n髙橋");
  });
});
