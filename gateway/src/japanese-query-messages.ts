// Japanese for graphql-js's refusals of a query: the parse, each validation rule in
// specifiedRules' order, the variables and the choice of the operation. A table of its own beside
// japanese-request-errors.ts, which tries it before Apollo's HTTP refusals (japanese-http-messages.ts).
import { invalidVariable, reasonOf, type Translation } from "./japanese-value-messages";

const KINDS: Record<string, string> = {
  operation: "操作",
  fragment: "フラグメント",
  variable: "変数",
  argument: "引数",
  "input field": "入力項目",
  directive: "ディレクティブ",
};

/** graphql-js's messages, from the parse to the choice of the operation (first match wins). */
export const queryTranslations: Translation[] = [
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
];
