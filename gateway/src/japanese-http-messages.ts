// Japanese for Apollo's refusals of the HTTP request itself (CSRF prevention, a malformed body,
// GET rules, persisted queries). A table of its own beside japanese-request-errors.ts, which
// tries it after graphql-js's messages (japanese-query-messages.ts).
import type { Translation } from "./japanese-value-messages";

/**
 * A hash that is not among the trusted documents (security/trusted-documents.ts): the gateway
 * runs registered documents by hash, and registers none at run time (no APQ).
 */
export const PERSISTED_QUERY_UNKNOWN =
  "登録されていない操作は実行できません（このハッシュの文書は登録されていません）";

/** Apollo's messages about the HTTP request (first match wins). */
export const httpTranslations: Translation[] = [
  // Apollo's refusals of the HTTP request (BAD_REQUEST and the persisted-query codes).
  {
    rule: "CsrfPrevention",
    pattern: /^This operation has been blocked as a potential Cross-Site Request Forgery/,
    message: () =>
      "CSRF 対策のため、このリクエストは受け付けられません。Content-Type: application/json で送るか、apollo-require-preflight ヘッダーを付けてください",
  },
  {
    rule: "HttpRequest",
    pattern: /^GraphQL operations must contain a non-empty `query`/,
    message: () => "query が空です。GraphQL の query を指定してください",
  },
  {
    rule: "HttpRequest",
    pattern: /^POST body missing, invalid Content-Type, or JSON object has no keys\./,
    message: () =>
      "リクエストの本文がないか、Content-Type が正しくありません。application/json の JSON オブジェクトを送ってください",
  },
  {
    rule: "HttpRequest",
    pattern: /^`(variables|extensions)` in a POST body (?:should|must) be /,
    message: (m) => `${m[1]} は JSON オブジェクトで指定してください`,
  },
  {
    rule: "HttpRequest",
    pattern: /^`operationName` in a POST body must be a string/,
    message: () => "operationName は文字列で指定してください",
  },
  {
    rule: "HttpRequest",
    pattern: /^GraphQL queries must be strings\./,
    message: () => "query は文字列で指定してください",
  },
  {
    rule: "HttpRequest",
    pattern: /^The '?(.+?)'? search parameter may only be specified once\./,
    message: (m) => `URL のパラメーター「${m[1]}」は1回だけ指定してください`,
  },
  {
    rule: "HttpRequest",
    pattern:
      /^The '?(.+?)'? search parameter (?:contains invalid JSON|should contain a JSON-encoded object)\./,
    message: (m) => `URL のパラメーター「${m[1]}」は JSON オブジェクトで指定してください`,
  },
  {
    rule: "HttpRequest",
    pattern: /^GET requests only support query operations/,
    message: () => "GET で送れるのは query だけです。mutation は POST で送ってください",
  },
  {
    rule: "HttpRequest",
    pattern: /^GET requests may not have a content-type header/,
    message: () => "GET のリクエストに Content-Type は指定できません（application/json を除く）",
  },
  {
    rule: "HttpRequest",
    pattern: /^Apollo Server supports only GET\/POST requests\./,
    message: () => "GET または POST で送ってください",
  },
  {
    rule: "HttpRequest",
    pattern: /^An 'accept' header was provided for this request which does not accept /,
    message: () => "Accept ヘッダーが application/json を受け付けていません",
  },
  {
    rule: "HttpRequest",
    pattern: /^(?:Operation batching disabled|No operations found in request)\./,
    message: () => "1つのリクエストで送れる操作は1つだけです",
  },
  {
    rule: "HttpRequest",
    pattern: /incremental delivery/,
    message: () => "@defer と @stream には対応していません",
  },
  {
    rule: "PersistedQueries",
    pattern: /^PersistedQueryNot(?:Supported|Found)$/,
    message: () => PERSISTED_QUERY_UNKNOWN,
  },
];
