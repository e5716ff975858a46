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
//
// The tables live beside it: japanese-query-messages.ts (parse, validation rules, variables,
// operation), japanese-http-messages.ts (Apollo's HTTP refusals) and japanese-value-messages.ts
// (a value that does not fit its type).
import { httpTranslations, PERSISTED_QUERY_UNKNOWN } from "./japanese-http-messages";
import { queryTranslations } from "./japanese-query-messages";
import { JAPANESE, valueReasons } from "./japanese-value-messages";

export type JapaneseRequestError = {
  message: string;
  /** The graphql-js rule (or Apollo check) that refused the request, when it is known. */
  rule?: string;
};

const translations = [...queryTranslations, ...httpTranslations];

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
