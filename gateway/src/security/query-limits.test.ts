// The query limits against the real schema: every document the web app sends passes them (with
// its page sizes at their largest), and what an attacker would send does not. Requests over real
// HTTP, and that no REST call is made for a refused one: limits-http.test.ts.
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import {
  Kind,
  getIntrospectionQuery,
  getNamedType,
  getNullableType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  parse,
  print,
  typeFromAST,
  type DocumentNode,
  type GraphQLInputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from "graphql";
import { describe, expect, it } from "vitest";
import { GatewayError, QueryLimitError } from "../errors";
import { buildSchema } from "../schema";
import { MAX_PAGE_SIZE } from "../rest/graphql-args";
import { checkDocument, type DocumentCheck } from "./check-document";
import { DEFAULT_LIST_BOUND, LIST_BOUNDS } from "./list-arguments";
import { MEASURE_CACHE_MAX_KEY, MEASURE_CACHE_PER_DOCUMENT, MeasureCache } from "./measure-cache";
import { measureOperation } from "./query-cost";
import { QUERY_LIMITS } from "./query-limits";
import { withTypenames } from "./trusted-documents";

const schema = buildSchema();
const web = join(dirname(fileURLToPath(import.meta.url)), "../../../web/src");

/** A valid value of an input type: required fields only, lists of one item. */
function sample(type: GraphQLInputType): unknown {
  const nullable = getNullableType(type);
  if (isListType(nullable)) return [sample(nullable.ofType as GraphQLInputType)];
  if (isInputObjectType(nullable)) {
    const out: Record<string, unknown> = {};
    for (const field of Object.values(nullable.getFields())) {
      if (isNonNullType(field.type) && field.defaultValue === undefined)
        out[field.name] = sample(field.type);
    }
    return out;
  }
  if (isEnumType(nullable)) return nullable.getValues()[0]?.value;
  switch (getNamedType(nullable).name) {
    case "Int":
      return 1;
    case "Float":
      return 1.5;
    case "Boolean":
      return false;
    case "DateTime":
      return "2026-01-01T00:00:00.000Z";
    default:
      return "1";
  }
}

/**
 * The variables a page could send at worst: every page size at the largest the gateway accepts,
 * every required variable a valid value.
 */
function worstVariables(schema: GraphQLSchema, operation: OperationDefinitionNode) {
  const variables: Record<string, unknown> = {};
  for (const definition of operation.variableDefinitions ?? []) {
    const name = definition.variable.name.value;
    const type = typeFromAST(schema, definition.type) as GraphQLInputType | undefined;
    if (!type) throw new Error(`unknown type of $${name}`);
    if (/^(pageSize|first|last|limit)$/.test(name)) variables[name] = MAX_PAGE_SIZE;
    else if (isNonNullType(type)) variables[name] = sample(type);
  }
  return variables;
}

type Sent = { name: string; source: string; variables: Record<string, unknown> };

/** Every operation of web/src/gql/graphql.ts (codegen's client preset), as the client sends it. */
async function webDocuments(): Promise<Sent[]> {
  // Loaded at run time, not imported: the gateway's type check does not compile the web's code.
  const generated = (await import(pathToFileURL(join(web, "gql/graphql.ts")).href)) as Record<
    string,
    unknown
  >;
  const sent: Sent[] = [];
  for (const [name, value] of Object.entries(generated)) {
    const document = value as DocumentNode | undefined;
    if (document?.kind !== Kind.DOCUMENT) continue;
    const operation = document.definitions.find(
      (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
    );
    if (!operation) continue; // a fragment, sent only inside the operations that spread it
    sent.push({
      name: name.replace(/Document$/, ""),
      // As the gateway runs it: with urql's `__typename`s below the root (a subscription's root
      // may hold only its one field).
      source: withTypenames(print(document)),
      variables: worstVariables(schema, operation),
    });
  }
  return sent;
}

/** The sandbox's first query and the introspection query GraphiQL sends to load the schema. */
function sandboxDocuments(): Sent[] {
  const file = readFileSync(join(web, "sandbox/Sandbox.tsx"), "utf8");
  const defaultQuery = /const DEFAULT_QUERY = `([\s\S]*?)`;/.exec(file)?.[1];
  if (!defaultQuery) throw new Error("DEFAULT_QUERY not found in Sandbox.tsx");
  const introspection = getIntrospectionQuery({
    descriptions: true,
    inputValueDeprecation: true,
    schemaDescription: true,
    directiveIsRepeatable: true,
    specifiedByUrl: true,
    oneOf: true,
  });
  return [
    { name: "sandbox: DEFAULT_QUERY", source: defaultQuery, variables: {} },
    { name: "sandbox: introspection", source: introspection, variables: {} },
  ];
}

const codeOf = (check: DocumentCheck) =>
  check.errors.map((e) =>
    e instanceof QueryLimitError || e instanceof GatewayError ? e.code : e.message,
  );

describe("every document the web app sends passes the limits", () => {
  it("with its page sizes at their largest; the costliest is printed", async () => {
    const documents = [...(await webDocuments()), ...sandboxDocuments()];
    expect(documents.length).toBeGreaterThan(5);
    const rows = documents.map((document) => {
      const check = checkDocument(schema, document.source, { variables: document.variables });
      expect(check.errors.map((e) => `${document.name}: ${e.message}`)).toEqual([]);
      return { name: document.name, tokens: check.tokens, ...check.metrics, cost: check.cost ?? 0 };
    });
    rows.sort((a, b) => b.cost - a.cost);
    console.table(rows);
    const worst = (key: "tokens" | "depth" | "aliases" | "directives" | "cost") =>
      rows.reduce((best, row) => ((row[key] ?? 0) > (best[key] ?? 0) ? row : best));
    console.log(
      `limits: depth ${QUERY_LIMITS.maxDepth} (web: ${worst("depth").depth}, ${worst("depth").name}), ` +
        `aliases ${QUERY_LIMITS.maxAliases} (web: ${worst("aliases").aliases}), ` +
        `tokens ${QUERY_LIMITS.maxTokens} (web: ${worst("tokens").tokens}, ${worst("tokens").name}), ` +
        `directives ${QUERY_LIMITS.maxDirectives} (web: ${worst("directives").directives}), ` +
        `cost ${QUERY_LIMITS.maxCost} (web: ${worst("cost").cost}, ${worst("cost").name})`,
    );
    // Room to grow, not a limit met by a hair.
    expect(worst("cost").cost).toBeLessThan(QUERY_LIMITS.maxCost / 2);
    expect(worst("tokens").tokens).toBeLessThan(QUERY_LIMITS.maxTokens / 2);
  });
});

describe("what an attacker sends is refused before anything runs", () => {
  it("500 aliases → TOO_MANY_ALIASES", () => {
    const fields = Array.from({ length: 500 }, (_, i) => `a${i}: ok`).join(" ");
    const check = checkDocument(schema, `{ ${fields} }`);
    expect(codeOf(check)).toEqual(["TOO_MANY_ALIASES"]);
    expect(check.errors[0]?.message).toBe("エイリアスが多すぎます（上限20、このクエリは500）");
  });

  it("target ↔ details nested 12 deep → QUERY_TOO_DEEP (fragments do not hide the depth)", () => {
    let selection = "id";
    for (let i = 0; i < 5; i++) selection = `details { target { ${selection} } }`;
    const inline = `{ target(id: "1") { ${selection} } }`;
    expect(codeOf(checkDocument(schema, inline))).toEqual(["QUERY_TOO_DEEP"]);
    expect(checkDocument(schema, inline).errors[0]?.message).toBe(
      "クエリの階層が深すぎます（上限10、このクエリは12）",
    );
    const viaFragments = `{ target(id: "1") { ...A } }
      fragment A on Target { details { target { ...B } } }
      fragment B on Target { details { target { ...C } } }
      fragment C on Target { details { target { ...D } } }
      fragment D on Target { details { target { ...E } } }
      fragment E on Target { details { target { id } } }`;
    expect(codeOf(checkDocument(schema, viaFragments))).toEqual(["QUERY_TOO_DEEP"]);
  });

  it("a 5,000-token list argument → TOO_MANY_TOKENS", () => {
    const ids = Array.from({ length: 5_000 }, (_, i) => `"${i + 1}"`).join(",");
    const check = checkDocument(
      schema,
      `{ matters(filter: { targetId: [${ids}] }) { items { id } } }`,
    );
    expect(codeOf(check)).toEqual(["TOO_MANY_TOKENS"]);
    expect(check.errors[0]?.message).toMatch(/^クエリが長すぎます（トークン数の上限は2000です）/);
  });

  it("many directives → TOO_MANY_DIRECTIVES", () => {
    const fields = Array.from({ length: 30 }, (_, i) => `f${i}: ok @include(if: true)`);
    const check = checkDocument(schema, `{ ${fields.slice(0, 15).join(" ")} }`, {
      limits: { ...QUERY_LIMITS, maxAliases: 100 },
    });
    expect(check.errors).toEqual([]);
    expect(
      codeOf(
        checkDocument(schema, `{ ${fields.join(" ")} }`, {
          limits: { ...QUERY_LIMITS, maxAliases: 100 },
        }),
      ),
    ).toEqual(["TOO_MANY_DIRECTIVES"]);
  });

  it("a list of lists of lists → QUERY_TOO_COMPLEX, however shallow", () => {
    const check = checkDocument(
      schema,
      `{ targets(pageSize: 200) { items { details { customers { services { id } } } } } }`,
    );
    expect(codeOf(check)).toEqual(["QUERY_TOO_COMPLEX"]);
    expect(check.errors[0]?.message).toMatch(
      /^クエリが大きすぎます（コスト上限50000、このクエリは\d+）/,
    );
  });

  it("the page size decides: 20 rows of the same nesting pass, 200 do not", () => {
    const query = (n: number) =>
      `{ targets(pageSize: ${n}) { items { id details { id customers { id name } } } } }`;
    expect(checkDocument(schema, query(20)).errors).toEqual([]);
    expect(codeOf(checkDocument(schema, query(200)))).toEqual(["QUERY_TOO_COMPLEX"]);
    // A variable counts like a literal.
    const viaVariable = `query ($n: Int) { targets(pageSize: $n) { items { id details { id customers { id name } } } } }`;
    expect(checkDocument(schema, viaVariable, { variables: { n: 20 } }).errors).toEqual([]);
    expect(codeOf(checkDocument(schema, viaVariable, { variables: { n: 200 } }))).toEqual([
      "QUERY_TOO_COMPLEX",
    ]);
  });

  it("aliased copies of a page each within the limits → QUERY_TOO_COMPLEX together", () => {
    const page = `users(pageSize: 200) { items { id name email associateCompanies { name } } }`;
    expect(checkDocument(schema, `{ ${page} }`).errors).toEqual([]);
    const copies = Array.from({ length: 20 }, (_, i) => `p${i}: ${page}`).join(" ");
    expect(codeOf(checkDocument(schema, `{ ${copies} }`))).toEqual(["QUERY_TOO_COMPLEX"]);
  });

  it("a fragment spread over and over (a 'fragment bomb') → QUERY_TOO_COMPLEX", () => {
    const spreads = (name: string) => Array.from({ length: 10 }, () => `...${name}`).join(" ");
    const bomb = `{ viewer { ...A } }
      fragment A on Viewer { ${spreads("B")} }
      fragment B on Viewer { ${spreads("C")} }
      fragment C on Viewer { ${spreads("D")} }
      fragment D on Viewer { ${spreads("E")} }
      fragment E on Viewer { id name email }`;
    expect(codeOf(checkDocument(schema, bomb))).toEqual(["QUERY_TOO_COMPLEX"]);
  });
});

describe("list arguments are bounded (literal or variable)", () => {
  const ids = (n: number) => Array.from({ length: n }, (_, i) => String(i + 1));

  it(`a filter list over ${DEFAULT_LIST_BOUND} items → BAD_USER_INPUT naming the argument`, () => {
    const literal = checkDocument(
      schema,
      `{ matters(filter: { targetId: [${ids(DEFAULT_LIST_BOUND + 1).join(",")}] }) { items { id } } }`,
      { limits: { ...QUERY_LIMITS, maxTokens: 10_000 } },
    );
    expect(codeOf(literal)).toEqual(["BAD_USER_INPUT"]);
    const error = literal.errors[0] as GatewayError;
    expect(error.message).toBe(
      `filter.targetId は${DEFAULT_LIST_BOUND}件以内で指定してください（201件）`,
    );
    expect(error.extensions.fieldErrors).toEqual([
      { field: "filter.targetId", messages: [error.message] },
    ]);

    const query = `query ($filter: MatterFilter) { matters(filter: $filter) { items { id } } }`;
    const variable = checkDocument(schema, query, {
      variables: { filter: { status: ids(DEFAULT_LIST_BOUND + 1).map(Number) } },
    });
    expect(codeOf(variable)).toEqual(["BAD_USER_INPUT"]);
    expect(variable.errors[0]?.message).toMatch(/^filter\.status は200件以内/);
    // At the bound: fine.
    const atBound = checkDocument(schema, query, {
      variables: { filter: { targetId: ids(DEFAULT_LIST_BOUND) } },
    });
    expect(atBound.errors).toEqual([]);
  });

  it("a bulk mutation takes what the API takes, and no more", () => {
    const bound = LIST_BOUNDS["AddMattersInput.targetIds"]!;
    const mutation = `mutation ($input: AddMattersInput!) { addMattersToProject(input: $input) { created { id } skippedTargetIds } }`;
    const input = (n: number) => ({ projectId: "1", targetIds: ids(n) });
    expect(checkDocument(schema, mutation, { variables: { input: input(bound) } }).errors).toEqual(
      [],
    );
    const over = checkDocument(schema, mutation, { variables: { input: input(bound + 1) } });
    expect(codeOf(over)).toEqual(["BAD_USER_INPUT"]);
    expect(over.errors[0]?.message).toBe(
      `input.targetIds は${bound}件以内で指定してください（${bound + 1}件）`,
    );
  });

  it("the answer of a bulk mutation is costed by its number of ids", () => {
    const mutation = `mutation ($input: BulkUpdateMattersInput!) { bulkUpdateMatters(input: $input) { id negotiations { id histories { id } } } }`;
    const items = (n: number) =>
      Array.from({ length: n }, (_, i) => ({ id: String(i + 1), version: 1 }));
    const small = checkDocument(schema, mutation, { variables: { input: { items: items(10) } } });
    expect(small.errors).toEqual([]);
    const large = checkDocument(schema, mutation, { variables: { input: { items: items(1000) } } });
    expect(codeOf(large)).toEqual(["QUERY_TOO_COMPLEX"]);
  });
});

describe("MeasureCache: a request measured before is not walked again", () => {
  const document = parse(
    `query ($n: Int) { targets(pageSize: $n) { items { id details { id customers { id name } } } } }`,
  );
  const counted = (cache: MeasureCache, variables: Record<string, unknown>) => {
    let walks = 0;
    const measure = cache.get(schema, document, undefined, variables, () => {
      walks++;
      return measureOperation(schema, document, { variables });
    });
    return { walks, cost: measure?.cost };
  };

  it("same document and variables: one walk; other variables: their own measure", () => {
    const cache = new MeasureCache();
    const small = counted(cache, { n: 20 });
    expect(small.walks).toBe(1);
    expect(counted(cache, { n: 20 })).toEqual({ walks: 0, cost: small.cost });
    // A cheap page measured first never lets a large one through on its measure.
    const large = counted(cache, { n: 200 });
    expect(large.walks).toBe(1);
    expect(large.cost).toBeGreaterThan(QUERY_LIMITS.maxCost);
    expect(small.cost).toBeLessThan(QUERY_LIMITS.maxCost);
  });

  it("long variables (an import's content) are measured every time, not kept", () => {
    const cache = new MeasureCache();
    const big = { n: 20, pad: "x".repeat(MEASURE_CACHE_MAX_KEY) };
    expect(counted(cache, big).walks).toBe(1);
    expect(counted(cache, big).walks).toBe(1);
  });

  it(`keeps at most ${MEASURE_CACHE_PER_DOCUMENT} measures per document, dropping the oldest`, () => {
    const cache = new MeasureCache();
    for (let n = 1; n <= MEASURE_CACHE_PER_DOCUMENT + 1; n++) counted(cache, { n });
    expect(counted(cache, { n: 1 }).walks).toBe(1);
    expect(counted(cache, { n: MEASURE_CACHE_PER_DOCUMENT + 1 }).walks).toBe(0);
  });
});
