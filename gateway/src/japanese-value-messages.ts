// The reasons graphql-js gives for a value that does not fit its type (Int, enums, input objects,
// OneOf…), in Japanese, and the variables' message built around one. Its own module: both the
// validation rules' messages (japanese-query-messages.ts) and japanese-request-errors.ts read them.

export const JAPANESE = /[\u3040-\u30ff\u3400-\u9fff]/;

export type Translation = {
  rule: string;
  pattern: RegExp;
  message: (match: RegExpExecArray) => string;
};

/** The reason inside another message: a value that does not fit its type. */
export const valueReasons: Translation[] = [
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
export function reasonOf(text: string | undefined): string {
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
export function invalidVariable(m: RegExpExecArray): string {
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
