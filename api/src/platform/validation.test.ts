// The field messages of a JSON body validated without coercion (issue #36): a value of the wrong
// type for a nullable field names the type expected, and only the URL's parts are coerced.
import { describe, expect, it } from "vitest";
import buildAjvCompiler from "@fastify/ajv-compiler";
import { coerceUrlPartsOnly, toFieldErrors } from "./validation";

describe("the message of a wrong type for a nullable field", () => {
  it("says the non-null branch's type, not 選択肢の中から選んでください", () => {
    expect(
      toFieldErrors([
        { keyword: "type", instancePath: "/latitude", params: { type: "number" } },
        { keyword: "type", instancePath: "/latitude", params: { type: "null" } },
        { keyword: "anyOf", instancePath: "/latitude", params: {} },
        { keyword: "type", instancePath: "/totalUnits", params: { type: "integer" } },
        { keyword: "type", instancePath: "/totalUnits", params: { type: "null" } },
        { keyword: "anyOf", instancePath: "/totalUnits", params: {} },
      ]),
    ).toEqual({ latitude: ["数値で入力してください"], totalUnits: ["整数で入力してください"] });
  });

  it("keeps a branch's own message (maxLength, enum) over the type", () => {
    expect(
      toFieldErrors([
        { keyword: "type", instancePath: "/kind", params: { type: "null" } },
        { keyword: "enum", instancePath: "/kind", params: {} },
        { keyword: "anyOf", instancePath: "/kind", params: {} },
      ]),
    ).toEqual({ kind: ["選択肢の中から選んでください"] });
  });
});

describe("coercion of the URL's parts only", () => {
  const schema = {
    type: "object",
    properties: { n: { type: "number" }, ids: { type: "array", items: { type: "integer" } } },
  };
  const build = coerceUrlPartsOnly(buildAjvCompiler());
  const compile = build({}, { customOptions: { coerceTypes: "array", allErrors: true } });
  const validatorFor = (httpPart: string) =>
    (compile as unknown as (route: object) => (data: unknown) => boolean)({
      schema,
      method: "POST",
      url: "/x",
      httpPart,
    });

  it("coerces a query string and path parameters", () => {
    for (const part of ["querystring", "params", "headers"]) {
      const data: Record<string, unknown> = { n: "1.5", ids: "7" };
      expect(validatorFor(part)(data), part).toBe(true);
      expect(data, part).toEqual({ n: 1.5, ids: [7] });
    }
  });

  it("validates a body as sent: null, true, [1] and '1' are not numbers", () => {
    const body = validatorFor("body");
    for (const n of [null, true, [1], "1"]) expect(body({ n }), JSON.stringify(n)).toBe(false);
    expect(body({ ids: 7 })).toBe(false);
    const data = { n: -12.5, ids: [1, 2] };
    expect(body(data)).toBe(true);
    expect(data).toEqual({ n: -12.5, ids: [1, 2] });
  });
});
