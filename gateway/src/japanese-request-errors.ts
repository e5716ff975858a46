// Japanese messages for the request errors graphql-js and Apollo write in English: a query that
// does not parse, does not match the schema (each of graphql-js's validation rules), variables
// that do not fit their types, an operation that cannot be chosen, and Apollo's own refusals of
// the HTTP request (CSRF prevention, a malformed body, persisted queries). The product promises
// Japanese to everyone who reads a message; integrators keep graphql-js's exact words in
// `extensions.detail` and the rule's name in `extensions.rule`.
//
// graphql-js marks its errors only by their text, so each rule is recognised by its message. The
// patterns are those of graphql 16 (pinned in the lockfile); a message none of them knows still
// becomes a Japanese sentence for its code (japanese-request-errors.test.ts checks every rule).

export type JapaneseRequestError = {
  message: string;
  /** The graphql-js rule (or Apollo check) that refused the request, when it is known. */
  rule?: string;
};

const JAPANESE = /[\u3040-\u30ff\u3400-\u9fff]/;

/**
 * A hash that is not among the trusted documents (security/trusted-documents.ts): the gateway
 * runs registered documents by hash, and registers none at run time (no APQ).
 */
export const PERSISTED_QUERY_UNKNOWN =
  "登録されていない操作は実行できません（このハッシュの文書は登録されていません）";

type Translation = {
  rule: string;
  pattern: RegExp;
  message: (match: RegExpExecArray) => string;
};

const KINDS: Record<string, string> = {
  operation: "操作",
  fragment: "フラグメント",
  variable: "変数",
  argument: "引数",
  "input field": "入力項目",
  directive: "ディレクティブ",
};

/** The reason inside another message: a value that does not fit its type. */
const valueReasons: Translation[] = [
  {
    rule: "Int",
    pattern: /^Int cannot represent /,
    message: () => "32ビットの整数で指定してください",
  },
  { rule: "Float", pattern: /^Float cannot represent /, message: () => "数値で指定してください" },
  {
    rule: "String",
    pattern: /^String cannot represent /,
    message: () => "文字列で指定してください",
  },
  {
    rule: "Boolean",
    pattern: /^Boolean cannot represent /,
    message: () => "true または false で指定してください",
  },
  {
    rule: "ID",
    pattern: /^ID cannot represent /,
    message: () => "ID は文字列または整数で指定してください",
  },
  {
    rule: "DateTime",
    pattern: /^DateTime must be /,
    message: () => "日時は ISO 8601 形式（例: 2026-04-01T09:00:00+09:00）で指定してください",
  },
  {
    rule: "Enum",
    pattern: /^Value "(.*?)" does not exist in "(.+?)" enum\./,
    message: (m) => `列挙型「${m[2]}」に値「${m[1]}」はありません`,
  },
  {
    rule: "Enum",
    pattern: /^Enum "(.+?)" cannot represent /,
    message: (m) => `列挙型「${m[1]}」の値（引用符なしの名前）で指定してください`,
  },
  {
    rule: "InputObject",
    pattern: /^Expected type "(.+?)" to be an object\./,
    message: (m) => `型「${m[1]}」はオブジェクトで指定してください`,
  },
  {
    rule: "NonNull",
    pattern: /^Expected non-nullable type "(.+?)" not to be null\./,
    message: (m) => `型「${m[1]}」に null は指定できません`,
  },
  {
    rule: "InputObject",
    pattern: /^Field "(.+?)" of required type "(.+?)" was not provided\./,
    message: (m) => `必須の項目「${m[1]}」（型「${m[2]}」）が指定されていません`,
  },
  {
    rule: "InputObject",
    pattern: /^Field "(.+?)" is not defined by type "(.+?)"\./,
    message: (m) => `型「${m[2]}」に項目「${m[1]}」はありません`,
  },
  {
    rule: "OneOf",
    pattern:
      /^(?:OneOf Input Object "(.+?)" must specify exactly one key|Exactly one key must be specified for OneOf type "(.+?)")\./,
    message: (m) => `入力型「${m[1] ?? m[2]}」は項目を1つだけ指定してください`,
  },
  {
    rule: "OneOf",
    pattern: /^Field "(.+?)" must be non-null\./,
    message: (m) => `項目「${m[1]}」に null は指定できません`,
  },
];

/** `Expected value of type "T", found v; <reason>` and the variables' `…; <reason>`. */
function reasonOf(text: string | undefined): string {
  if (!text) return "";
  // A scalar of the gateway's own (scalars.ts) already speaks Japanese.
  if (JAPANESE.test(text)) return `: ${text}`;
  for (const t of valueReasons) {
    const match = t.pattern.exec(text);
    if (match) return `: ${t.message(match)}`;
  }
  return "";
}

/**
 * The variables' message is `Variable "$v" got invalid value <value>[ at "v.path"]; <reason>`, and
 * the value (the client's own JSON) may itself hold "; ": the reason is the first tail that reads
 * as one.
 */
function invalidVariable(m: RegExpExecArray): string {
  const rest = m[2]!;
  let reason = "";
  let path: string | undefined;
  for (let at = rest.indexOf("; "); at >= 0; at = rest.indexOf("; ", at + 2)) {
    const candidate = reasonOf(rest.slice(at + 2));
    if (candidate) {
      reason = candidate;
      path = / at "([^"]+)"$/.exec(rest.slice(0, at))?.[1];
      break;
    }
  }
  return `変数「$${m[1]}」の値が正しくありません${path ? `（${path}）` : ""}${reason}`;
}

const translations: Translation[] = [
  // Parse (GRAPHQL_PARSE_FAILED): the position is in `locations`, added by the caller.
  {
    rule: "Syntax",
    pattern: /^Syntax Error: /,
    message: () => "クエリの構文に誤りがあります",
  },
  // graphql-js's validation rules (GRAPHQL_VALIDATION_FAILED), in specifiedRules' order.
  {
    rule: "ExecutableDefinitions",
    pattern: /^The (.+?) definition is not executable\./,
    message: (m) => `実行できない定義（${m[1]}）が含まれています`,
  },
  {
    rule: "UniqueNames",
    pattern:
      /^There can be only one (operation|fragment|variable|argument|input field|directive) named "(.+?)"\./,
    message: (m) => `同じ名前の${KINDS[m[1]!]}「${m[2]}」が複数あります`,
  },
  {
    rule: "LoneAnonymousOperation",
    pattern: /^This anonymous operation must be the only defined operation\./,
    message: () => "名前のない操作は、文書の中で唯一の操作でなければなりません",
  },
  {
    rule: "SingleFieldSubscriptions",
    pattern: /^(?:Anonymous )?Subscription .*must (?:not )?select/,
    message: () => "サブスクリプションはトップレベルのフィールドを1つだけ選択してください",
  },
  {
    rule: "KnownTypeNames",
    pattern: /^Unknown type "(.+?)"\./,
    message: (m) => `型「${m[1]}」はありません`,
  },
  {
    rule: "FragmentsOnCompositeTypes",
    pattern: /^Fragment (?:"(.+?)" )?cannot condition on non composite type "(.+?)"\./,
    message: (m) => `フラグメントの型「${m[2]}」はオブジェクト型ではありません`,
  },
  {
    rule: "VariablesAreInputTypes",
    pattern: /^Variable "\$(.+?)" cannot be non-input type "(.+?)"\./,
    message: (m) => `変数「$${m[1]}」に入力型でない型「${m[2]}」は使えません`,
  },
  {
    rule: "ScalarLeafs",
    pattern: /^Field "(.+?)" must not have a selection since type "(.+?)" has no subfields\./,
    message: (m) => `フィールド「${m[1]}」（型「${m[2]}」）にはサブフィールドを指定できません`,
  },
  {
    rule: "ScalarLeafs",
    pattern:
      /^Field "(.+?)" of type "(.+?)" must have (?:a selection of subfields|at least one field selected)\./,
    message: (m) =>
      `フィールド「${m[1]}」（型「${m[2]}」）には取得するサブフィールドを指定してください`,
  },
  {
    rule: "FieldsOnCorrectType",
    pattern: /^Cannot query field "(.+?)" on type "(.+?)"\./,
    message: (m) => `型「${m[2]}」にフィールド「${m[1]}」はありません`,
  },
  {
    rule: "KnownFragmentNames",
    pattern: /^Unknown fragment "(.+?)"\./,
    message: (m) => `フラグメント「${m[1]}」は定義されていません`,
  },
  {
    rule: "NoUnusedFragments",
    pattern: /^Fragment "(.+?)" is never used\./,
    message: (m) => `フラグメント「${m[1]}」が使われていません`,
  },
  {
    rule: "PossibleFragmentSpreads",
    pattern:
      /^Fragment (?:"(.+?)" )?cannot be spread here as objects of type "(.+?)" can never be of type "(.+?)"\./,
    message: (m) => `型「${m[2]}」の位置に型「${m[3]}」のフラグメントは展開できません`,
  },
  {
    rule: "NoFragmentCycles",
    pattern: /^Cannot spread fragment "(.+?)" within itself/,
    message: (m) => `フラグメント「${m[1]}」が自分自身を展開しています`,
  },
  {
    rule: "NoUndefinedVariables",
    pattern: /^Variable "\$(.+?)" is not defined(?: by operation "(.+?)")?\./,
    message: (m) => `変数「$${m[1]}」が定義されていません`,
  },
  {
    rule: "NoUnusedVariables",
    pattern: /^Variable "\$(.+?)" is never used(?: in operation "(.+?)")?\./,
    message: (m) => `変数「$${m[1]}」が使われていません`,
  },
  {
    rule: "KnownDirectives",
    pattern: /^Unknown directive "@(.+?)"\./,
    message: (m) => `ディレクティブ「@${m[1]}」はありません`,
  },
  {
    rule: "KnownDirectives",
    pattern: /^Directive "@(.+?)" may not be used on (.+?)\./,
    message: (m) => `ディレクティブ「@${m[1]}」はこの位置（${m[2]}）では使えません`,
  },
  {
    rule: "UniqueDirectivesPerLocation",
    pattern: /^The directive "@(.+?)" can only be used once at this location\./,
    message: (m) => `ディレクティブ「@${m[1]}」はこの位置に1回しか使えません`,
  },
  {
    rule: "KnownArgumentNames",
    pattern: /^Unknown argument "(.+?)" on field "(.+?)"\./,
    message: (m) => `フィールド「${m[2]}」に引数「${m[1]}」はありません`,
  },
  {
    rule: "KnownArgumentNames",
    pattern: /^Unknown argument "(.+?)" on directive "@(.+?)"\./,
    message: (m) => `ディレクティブ「@${m[2]}」に引数「${m[1]}」はありません`,
  },
  {
    rule: "ValuesOfCorrectType",
    pattern: /^Expected value of type "(.+?)", found [\s\S]*?(?:; ([\s\S]*))?$/,
    message: (m) => `型「${m[1]}」の値を指定してください${reasonOf(m[2])}`,
  },
  {
    rule: "ProvidedRequiredArguments",
    pattern:
      /^Field "(.+?)" argument "(.+?)" of type "(.+?)" is required, but it was not provided\./,
    message: (m) =>
      `フィールド「${m[1]}」の必須の引数「${m[2]}」（型「${m[3]}」）が指定されていません`,
  },
  {
    rule: "ProvidedRequiredArguments",
    pattern:
      /^Directive "@(.+?)" argument "(.+?)" of type "(.+?)" is required, but it was not provided\./,
    message: (m) =>
      `ディレクティブ「@${m[1]}」の必須の引数「${m[2]}」（型「${m[3]}」）が指定されていません`,
  },
  {
    rule: "VariablesInAllowedPosition",
    pattern: /^Variable "\$(.+?)" of type "(.+?)" used in position expecting type "(.+?)"\./,
    message: (m) => `変数「$${m[1]}」の型「${m[2]}」は、この位置の型「${m[3]}」に合いません`,
  },
  {
    rule: "VariablesInAllowedPosition",
    pattern:
      /^Variable "\$(.+?)" is of type "(.+?)" but must be non-nullable to be used for OneOf Input Object "(.+?)"\./,
    message: (m) => `変数「$${m[1]}」は null を許さない型にしてください（入力型「${m[3]}」）`,
  },
  {
    rule: "OverlappingFieldsCanBeMerged",
    pattern: /^Fields "(.+?)" conflict because/,
    message: (m) =>
      `同じ名前「${m[1]}」で異なるフィールドまたは引数を取得しています。別名（エイリアス）を分けてください`,
  },
  {
    rule: "MaxIntrospectionDepth",
    pattern: /^Maximum introspection depth exceeded/,
    message: () => "イントロスペクションの階層が深すぎます",
  },
  // Variables (BAD_USER_INPUT), before execution.
  {
    rule: "VariableValues",
    pattern: /^Variable "\$(.+?)" got invalid value ([\s\S]*)$/,
    message: invalidVariable,
  },
  {
    rule: "VariableValues",
    pattern: /^Variable "\$(.+?)" of required type "(.+?)" was not provided\./,
    message: (m) => `必須の変数「$${m[1]}」（型「${m[2]}」）が指定されていません`,
  },
  {
    rule: "VariableValues",
    pattern: /^Variable "\$(.+?)" of non-null type "(.+?)" must not be null\./,
    message: (m) => `変数「$${m[1]}」（型「${m[2]}」）に null は指定できません`,
  },
  {
    rule: "VariableValues",
    pattern:
      /^Variable "\$(.+?)" expected value of type "(.+?)" which cannot be used as an input type\./,
    message: (m) => `変数「$${m[1]}」の型「${m[2]}」は入力型ではありません`,
  },
  {
    rule: "VariableValues",
    pattern: /^Too many errors processing variables/,
    message: () => "変数の誤りが多すぎます",
  },
  // Choosing the operation (OPERATION_RESOLUTION_FAILURE).
  {
    rule: "OperationName",
    pattern: /^Unknown operation named "(.+?)"\./,
    message: (m) => `操作「${m[1]}」は文書にありません`,
  },
  {
    rule: "OperationName",
    pattern: /^Must provide operation name if query contains multiple operations\./,
    message: () => "文書に操作が複数あるときは operationName を指定してください",
  },
  {
    rule: "OperationName",
    pattern: /^Must provide an operation\./,
    message: () => "実行する操作（query または mutation）がありません",
  },
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

/** A Japanese sentence for each request error code, for a message no pattern knows. */
const fallbackByCode: Record<string, string> = {
  GRAPHQL_PARSE_FAILED: "クエリの構文に誤りがあります",
  GRAPHQL_VALIDATION_FAILED: "クエリがスキーマに合っていません",
  BAD_USER_INPUT: "変数の値が正しくありません",
  OPERATION_RESOLUTION_FAILURE: "実行する操作を特定できません",
  PERSISTED_QUERY_NOT_FOUND: PERSISTED_QUERY_UNKNOWN,
  PERSISTED_QUERY_NOT_SUPPORTED: PERSISTED_QUERY_UNKNOWN,
};

/**
 * The Japanese message of a request error with this code and (English) message, or undefined when
 * the message is the gateway's own and already Japanese (its validation rules and scalars).
 */
export function japaneseRequestError(
  code: string,
  message: string,
): JapaneseRequestError | undefined {
  for (const t of translations) {
    const match = t.pattern.exec(message);
    if (match) return { message: t.message(match), rule: t.rule };
  }
  // A literal that its enum or scalar refused with a GraphQLError of its own: graphql-js reports
  // that error as it is (ValuesOfCorrectType), without the "Expected value of type" around it.
  for (const t of valueReasons) {
    const match = t.pattern.exec(message);
    if (match) return { message: t.message(match), rule: "ValuesOfCorrectType" };
  }
  if (JAPANESE.test(message)) return undefined;
  return { message: fallbackByCode[code] ?? "リクエストの形式が正しくありません" };
}
