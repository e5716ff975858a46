import { readFileSync } from "node:fs";
import { join } from "node:path";
import { CombinedError } from "urql";
import { GraphQLError } from "graphql";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  alertFromCombinedError,
  errorAlertMessage,
  errorBodyOf,
  fieldLabel,
  FIELD_LABELS,
  GENERIC_ERROR_MESSAGE,
  isSuccessStatus,
  resultAlert,
  statusOf,
  stripMessage,
  SUCCESS_MESSAGE,
} from "./result-alert";

interface Schema {
  $ref?: string;
  properties?: Record<string, Schema>;
  items?: Schema;
  allOf?: Schema[];
  anyOf?: Schema[];
  oneOf?: Schema[];
}
interface OpenApi {
  paths: Record<
    string,
    Record<
      string,
      | {
          requestBody?: { content?: Record<string, { schema?: Schema }> };
          parameters?: { in: string; name: string }[];
        }
      | undefined
    >
  >;
  components: { schemas: Record<string, Schema> };
}

beforeEach(() => {
  vi.spyOn(console, "error").mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe("isSuccessStatus", () => {
  it("accepts exactly 200–206", () => {
    for (const s of [200, 201, 202, 203, 204, 205, 206]) expect(isSuccessStatus(s)).toBe(true);
    for (const s of [0, 199, 207, 299, 304, 400, 409, 500]) expect(isSuccessStatus(s)).toBe(false);
  });
});

describe("resultAlert", () => {
  it("shows 登録しました。 on success with an object body", () => {
    expect(resultAlert(201, { id: 3 })).toEqual({ type: "success", message: SUCCESS_MESSAGE });
    expect(resultAlert(204, undefined)).toEqual({ type: "success", message: "登録しました。" });
  });
  it("shows a plain-string success body instead", () => {
    expect(resultAlert(200, "取込を開始しました。")).toEqual({
      type: "success",
      message: "取込を開始しました。",
    });
  });
  it("builds the error alert from the first key in full-width brackets", () => {
    const alert = resultAlert(400, {
      email: ["このメールアドレスは既に登録されています"],
      name: ["氏名は必須入力です"],
    });
    expect(alert).toEqual({
      type: "error",
      message: "【メールアドレス】このメールアドレスは既に登録されています",
    });
  });
  it("logs the failing body", () => {
    resultAlert(409, { version: ["x"] });
    expect(console.error).toHaveBeenCalledWith("request failed", 409, { version: ["x"] });
  });
  it("shows the conflict message", () => {
    expect(
      resultAlert(409, { version: ["他のユーザーが更新しました。再読み込みしてください"] }).message,
    ).toBe("【更新】他のユーザーが更新しました。再読み込みしてください");
  });
});

describe("errorAlertMessage", () => {
  it("removes ASCII letters, digits and brackets from the text", () => {
    expect(
      errorAlertMessage({ temporaryPassword: ["パスワードは8文字以上(Abc1)で[入力]してください"] }),
    ).toBe("【仮パスワード】パスワードは文字以上で入力してください");
  });
  it("labels every key, the stale booking's slot included (issue #37.9)", () => {
    expect(errorAlertMessage({ poleNumber: ["電柱番号が不正です"] })).toBe(
      "【電柱番号】電柱番号が不正です",
    );
    expect(errorAlertMessage({ slot: ["この枠は満員です。別の日時を選択してください"] })).toBe(
      "【工事枠】この枠は満員です。別の日時を選択してください",
    );
  });
  it("labels a path by its last named part", () => {
    expect(fieldLabel("rows.3.scheduledDate")).toBe("工事予定日");
    expect(fieldLabel("items[0].slot")).toBe("工事枠");
  });
  it("never shows a raw key: an unknown one leaves the message alone", () => {
    expect(errorAlertMessage({ somethingNew: ["入力が不正です"] })).toBe("入力が不正です");
    expect(errorAlertMessage({ somethingNew: [] })).toBe(GENERIC_ERROR_MESSAGE);
  });
  it("has a label for every property of the REST API's request bodies and queries", () => {
    const keys = new Set<string>();
    const spec = JSON.parse(
      readFileSync(join(import.meta.dirname, "../../../api/openapi.json"), "utf8"),
    ) as OpenApi;
    const walk = (schema: Schema | undefined, depth = 0): void => {
      if (!schema || depth > 8) return;
      if (schema.$ref)
        return walk(spec.components.schemas[schema.$ref.split("/").pop()!], depth + 1);
      for (const [key, value] of Object.entries(schema.properties ?? {})) {
        keys.add(key);
        walk(value, depth + 1);
      }
      walk(schema.items, depth + 1);
      for (const list of [schema.allOf, schema.anyOf, schema.oneOf])
        for (const part of list ?? []) walk(part, depth + 1);
    };
    for (const operations of Object.values(spec.paths))
      for (const op of Object.values(operations)) {
        if (!op || typeof op !== "object") continue;
        walk(op.requestBody?.content?.["application/json"]?.schema);
        for (const parameter of op.parameters ?? [])
          if (parameter.in === "query") keys.add(parameter.name);
      }
    expect(keys.size).toBeGreaterThan(100);
    expect([...keys].filter((key) => !(key in FIELD_LABELS))).toEqual([]);
  });
  it("joins several messages of the first key", () => {
    expect(errorAlertMessage({ name: ["氏名は必須入力です", "氏名が長すぎます"] })).toBe(
      "【氏名】氏名は必須入力です 氏名が長すぎます",
    );
  });
  it("falls back to a generic Japanese message", () => {
    expect(errorAlertMessage({})).toBe(GENERIC_ERROR_MESSAGE);
    expect(errorAlertMessage(null)).toBe(GENERIC_ERROR_MESSAGE);
    expect(errorAlertMessage({ email: ["abc"] })).toBe(
      `【メールアドレス】${GENERIC_ERROR_MESSAGE}`,
    );
  });
  it("strips a plain-string error body", () => {
    expect(errorAlertMessage("Error 500: サーバーエラー")).toBe(": サーバーエラー");
  });
  it("stripMessage collapses the spaces left behind", () => {
    expect(stripMessage("  ID 12 は  不正です ")).toBe("は 不正です");
  });
});

function gqlError(extensions: Record<string, unknown>, message = "Bad Request") {
  return new CombinedError({ graphQLErrors: [new GraphQLError(message, { extensions })] });
}

describe("GraphQL errors", () => {
  it("uses the field errors of the extensions", () => {
    const error = gqlError({
      code: "BAD_USER_INPUT",
      http: { status: 400 },
      fieldErrors: [{ field: "email", messages: ["このメールアドレスは既に登録されています"] }],
    });
    expect(errorBodyOf(error)).toEqual({ email: ["このメールアドレスは既に登録されています"] });
    expect(statusOf(error)).toBe(400);
    expect(alertFromCombinedError(error)).toEqual({
      type: "error",
      message: "【メールアドレス】このメールアドレスは既に登録されています",
    });
  });
  it("maps a conflict without field errors to the conflict message", () => {
    const error = gqlError({ code: "CONFLICT", http: { status: 409 } });
    expect(alertFromCombinedError(error).message).toBe(
      "【更新】他のユーザーが更新しました。再読み込みしてください",
    );
  });
  it("maps permission and authentication codes", () => {
    expect(alertFromCombinedError(gqlError({ code: "FORBIDDEN" })).message).toBe(
      "【権限】この操作を行う権限がありません",
    );
    expect(alertFromCombinedError(gqlError({ code: "UNAUTHENTICATED" })).message).toBe(
      "【認証】認証エラーです。再度サインインしてください。",
    );
  });
  it("never shows an English message of an unknown error", () => {
    const alert = alertFromCombinedError(
      gqlError({ code: "INTERNAL_SERVER_ERROR" }, "Cannot read x"),
    );
    expect(alert.type).toBe("error");
    expect(alert.message).toBe(`【サーバー】${GENERIC_ERROR_MESSAGE}`);
  });
  it("is an error even when the status claims success", () => {
    const error = gqlError({ code: "SOMETHING", http: { status: 200 } });
    expect(alertFromCombinedError(error).type).toBe("error");
  });
  it("maps the gateway's transport codes to their server messages", () => {
    expect(alertFromCombinedError(gqlError({ code: "UPSTREAM_UNAVAILABLE" })).message).toBe(
      "【サーバー】サーバーに接続できません。しばらくしてから再度お試しください。",
    );
    expect(alertFromCombinedError(gqlError({ code: "UPSTREAM_TIMEOUT" })).message).toBe(
      "【サーバー】サーバーの応答がありません。しばらくしてから再度お試しください。",
    );
  });
  it("shows the load-shedding answer (HTTP 503, SERVER_BUSY) as 混み合っています", () => {
    // As urql builds it from the gateway's 503 body: the status is only on the HTTP response.
    const error = new CombinedError({
      graphQLErrors: [
        new GraphQLError("混み合っています。しばらくしてから再度お試しください", {
          extensions: { code: "SERVER_BUSY" },
        }),
      ],
      response: new Response(null, { status: 503, headers: { "retry-after": "2" } }),
    });
    expect(statusOf(error)).toBe(503);
    expect(errorBodyOf(error)).toEqual({
      server: ["混み合っています。しばらくしてから再度お試しください"],
    });
    expect(alertFromCombinedError(error)).toEqual({
      type: "error",
      message: "【サーバー】混み合っています。しばらくしてから再度お試しください",
    });
  });
  it("prefers the status in the extensions, and ignores a successful HTTP status", () => {
    const withBoth = new CombinedError({
      graphQLErrors: [new GraphQLError("x", { extensions: { http: { status: 409 } } })],
      response: new Response(null, { status: 503 }),
    });
    expect(statusOf(withBoth)).toBe(409);
    const on200 = new CombinedError({
      graphQLErrors: [new GraphQLError("x", { extensions: { code: "SOMETHING" } })],
      response: new Response(null, { status: 200 }),
    });
    expect(statusOf(on200)).toBe(500);
  });
  it("reports a network failure in Japanese", () => {
    const error = new CombinedError({ networkError: new Error("Failed to fetch") });
    expect(statusOf(error)).toBe(0);
    expect(alertFromCombinedError(error).message).toBe(
      "【通信】通信エラーが発生しました。接続を確認してください。",
    );
  });
});
