// Every validation rule of graphql-js, every Apollo refusal of a request and the variables' errors
// have a Japanese message with their rule named: a document breaking each rule is validated against
// the real schema, and its errors must each match a translation, not the fallback. A graphql-js
// upgrade that rewords a message fails here, not in front of a user.
import {
  MaxIntrospectionDepthRule,
  parse,
  specifiedRules,
  validate,
  type GraphQLError,
} from "graphql";
import { describe, expect, it } from "vitest";
import { japaneseRequestError } from "./japanese-request-errors";
import { buildSchema } from "./schema";

const schema = buildSchema();
const JAPANESE = /[\u3040-\u30ff\u3400-\u9fff]/;

// One document per rule of graphql-js's specifiedRules (SingleFieldSubscriptions needs a
// Subscription type, which the schema does not have; its message is checked below as text).
const documents: [rule: string, document: string][] = [
  ["ExecutableDefinitions", "type X { a: Int } { ok }"],
  ["UniqueNames", "query A { ok } query A { ok }"],
  ["LoneAnonymousOperation", "{ ok } query A { ok }"],
  ["KnownTypeNames", "query ($a: Nope) { ok }"],
  ["FragmentsOnCompositeTypes", "{ ... on Boolean { ok } }"],
  ["FragmentsOnCompositeTypes", "fragment F on Boolean { ok } { ...F }"],
  ["VariablesAreInputTypes", "query ($a: Viewer) { ok }"],
  ["ScalarLeafs", "{ ok { a } }"],
  ["ScalarLeafs", "{ viewer }"],
  ["FieldsOnCorrectType", "{ nope }"],
  ["UniqueNames", "fragment F on Query { ok } fragment F on Query { ok } { ...F }"],
  ["KnownFragmentNames", "{ ...F }"],
  ["NoUnusedFragments", "fragment F on Query { ok } { ok }"],
  ["PossibleFragmentSpreads", "{ viewer { ... on Query { ok } } }"],
  ["PossibleFragmentSpreads", "fragment F on Query { ok } { viewer { ...F } }"],
  ["NoFragmentCycles", "fragment F on Query { ...F } { ...F }"],
  ["UniqueNames", "query ($a: Int, $a: Int) { ok }"],
  ["NoUndefinedVariables", "query A { target(id: $id) { id } }"],
  ["NoUnusedVariables", "query A($a: Int) { ok }"],
  ["KnownDirectives", "{ ok @nope }"],
  ["KnownDirectives", "query @skip(if: true) { ok }"],
  ["UniqueDirectivesPerLocation", "{ ok @skip(if: true) @skip(if: true) }"],
  ["KnownArgumentNames", "{ ok(a: 1) }"],
  ["KnownArgumentNames", "{ ok @skip(if: true, a: 1) }"],
  ["UniqueNames", '{ target(id: "1", id: "2") { id } }'],
  ["ValuesOfCorrectType", "{ target(id: 1.5) { id } }"],
  ["ValuesOfCorrectType", "{ users(sort: NAM) { items { id } } }"],
  ["ValuesOfCorrectType", '{ users(sort: "NAME") { items { id } } }'],
  ["ValuesOfCorrectType", '{ users(filter: { nam: "x" }) { items { id } } }'],
  ["ValuesOfCorrectType", "{ users(filter: 1) { items { id } } }"],
  ["ValuesOfCorrectType", "{ target(id: null) { id } }"],
  ["ProvidedRequiredArguments", "{ target { id } }"],
  ["ProvidedRequiredArguments", "{ ok @skip }"],
  ["VariablesInAllowedPosition", "query ($id: String) { target(id: $id) { id } }"],
  ["OverlappingFieldsCanBeMerged", "{ a: ok a: viewer { id } }"],
  ["UniqueNames", '{ users(filter: { name: "a", name: "b" }) { items { id } } }'],
];

function translate(error: GraphQLError, code = "GRAPHQL_VALIDATION_FAILED") {
  const japanese = japaneseRequestError(code, error.message);
  return { english: error.message, ...japanese };
}

describe("graphql-js's validation rules", () => {
  it.each(documents)("%s: %s", (rule, document) => {
    const errors = validate(schema, parse(document), specifiedRules);
    expect(errors.length).toBeGreaterThan(0);
    const translated = errors.map((e) => translate(e));
    // The rule the document was written for is among them, and every error has its translation.
    expect(translated.map((t) => t.rule)).toContain(rule);
    for (const t of translated) {
      expect(t.rule, t.english).toBeDefined();
      expect(t.message, t.english).toMatch(JAPANESE);
      // Not the English text with a Japanese word added.
      expect(t.message).not.toMatch(/\b(?:Cannot|Unknown|Expected|must|Field|Variable)\b/);
    }
  });

  it("the introspection depth limit (graphql-js's own recommended rule)", () => {
    const deep =
      "{ __schema { types { fields { type { fields { type { fields { type { name } } } } } } } } }";
    const [error] = validate(schema, parse(deep), [MaxIntrospectionDepthRule]);
    expect(translate(error!)).toMatchObject({
      rule: "MaxIntrospectionDepth",
      message: "イントロスペクションの階層が深すぎます",
    });
  });

  it("names what the client wrote, never a suggestion", () => {
    const [error] = validate(schema, parse("{ viewr { id } }"), specifiedRules);
    expect(error!.message).toMatch(/Did you mean/);
    expect(translate(error!).message).toBe("型「Query」にフィールド「viewr」はありません");
  });
});

describe("messages outside validation", () => {
  it.each([
    [
      "GRAPHQL_PARSE_FAILED",
      "Syntax Error: Expected Name, found <EOF>.",
      "クエリの構文に誤りがあります",
    ],
    [
      "BAD_USER_INPUT",
      'Variable "$f" got invalid value { nam: "a; b" } at "f.nam"; Field "nam" is not defined by type "UserFilter".',
      "変数「$f」の値が正しくありません（f.nam）: 型「UserFilter」に項目「nam」はありません",
    ],
    [
      "BAD_USER_INPUT",
      'Variable "$at" got invalid value "x"; DateTime must be an ISO 8601 instant, got "x"',
      "変数「$at」の値が正しくありません: 日時は ISO 8601 形式（例: 2026-04-01T09:00:00+09:00）で指定してください",
    ],
    [
      "BAD_USER_INPUT",
      'Variable "$p" got invalid value 1e999; 数値が大きすぎます。正しい数値を入力してください',
      "変数「$p」の値が正しくありません: 数値が大きすぎます。正しい数値を入力してください",
    ],
    [
      "BAD_USER_INPUT",
      'Variable "$id" of required type "ID!" was not provided.',
      "必須の変数「$id」（型「ID!」）が指定されていません",
    ],
    [
      "BAD_USER_INPUT",
      'Variable "$id" of non-null type "ID!" must not be null.',
      "変数「$id」（型「ID!」）に null は指定できません",
    ],
    [
      "OPERATION_RESOLUTION_FAILURE",
      "Must provide operation name if query contains multiple operations.",
      "文書に操作が複数あるときは operationName を指定してください",
    ],
    [
      "BAD_REQUEST",
      "POST body missing, invalid Content-Type, or JSON object has no keys.",
      "リクエストの本文がないか、Content-Type が正しくありません。application/json の JSON オブジェクトを送ってください",
    ],
    [
      "BAD_REQUEST",
      "`variables` in a POST body must be an object if provided.",
      "variables は JSON オブジェクトで指定してください",
    ],
    [
      "BAD_REQUEST",
      "GET requests only support query operations, not mutation operations",
      "GET で送れるのは query だけです。mutation は POST で送ってください",
    ],
    [
      "BAD_REQUEST",
      "The variables search parameter contains invalid JSON.",
      "URL のパラメーター「variables」は JSON オブジェクトで指定してください",
    ],
    [
      "GRAPHQL_VALIDATION_FAILED",
      'Subscription "S" must select only one top level field.',
      "サブスクリプションはトップレベルのフィールドを1つだけ選択してください",
    ],
  ])("%s: %s", (code, english, japanese) => {
    expect(japaneseRequestError(code, english)?.message).toBe(japanese);
  });

  it("a message no translation knows: a Japanese sentence for its code, not the English", () => {
    expect(japaneseRequestError("GRAPHQL_VALIDATION_FAILED", "Some future rule said no.")).toEqual({
      message: "クエリがスキーマに合っていません",
    });
    expect(japaneseRequestError("BAD_REQUEST", "Something new.")).toEqual({
      message: "リクエストの形式が正しくありません",
    });
  });

  it("the gateway's own Japanese messages are left as they are", () => {
    expect(
      japaneseRequestError("GRAPHQL_VALIDATION_FAILED", "powerDbm: 数値が大きすぎます"),
    ).toBeUndefined();
  });
});
