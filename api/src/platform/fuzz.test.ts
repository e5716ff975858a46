// Property test over the OpenAPI document (issue #9: "every bad input is a 4xx with a Japanese
// field message, never a 5xx"). For every route with path parameters, a querystring or a JSON
// body, fast-check builds requests from the route's own schemas — plausible values with bad ones
// mixed in (int4 overflows, ±1e308, 0.5 for an integer, numeric strings, "Infinity", NUL, lone
// surrogates, 100k-character strings, wrong types, nested objects and arrays, unknown and
// server-owned properties) — and sends them as the administrator to the real listening server.
// Asserted for each answer: never a 5xx; every 4xx is `{ field: [message…] }` with Japanese text.
//
// FUZZ_RUNS=<factor> scales the number of cases (default 1: 100 per route with a body, 60 per
// list, 12 per route with only an id: about 9,000 requests, 1½ minutes on 2 cores, as every
// request pays for a token check); FUZZ_ONLY=<regex> limits it to matching "METHOD /path"
// routes. The database is this file's own copy: writes are fine.
import fc from "fast-check";
import { afterAll, beforeAll, expect, it } from "vitest";
import { startTestApi, uniqueEmail, type TestApi } from "../test/harness";

const ADMIN = "admin@example.jp";
const FACTOR = Number(process.env.FUZZ_RUNS ?? 1);
const RUNS = { body: 100, query: 60, params: 12 };
const ONLY = new RegExp(process.env.FUZZ_ONLY ?? "");

let api: TestApi;
let token: string;
/** A user of this file's own: the only one the fuzz may change (the emulator is shared). */
let fuzzUserId: number;

beforeAll(async () => {
  api = await startTestApi();
  token = await api.tokenFor(ADMIN);
  const created = await api.json("/basis/users", {
    as: ADMIN,
    json: {
      name: "ファズ 太郎",
      email: uniqueEmail("fuzz"),
      roleTypeId: 3,
      temporaryPassword: "Fuzz1234",
    },
  });
  expect(created.status).toBe(201);
  fuzzUserId = created.body.id;
});
afterAll(async () => {
  await api?.close();
});

// ---- the OpenAPI document ----

interface Schema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  properties?: Record<string, Schema>;
  patternProperties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
}
interface Parameter {
  in: "query" | "path" | "header" | "cookie";
  name: string;
  required?: boolean;
  schema: Schema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema }> };
}
interface Route {
  method: string;
  path: string;
  params: Parameter[];
  query: Parameter[];
  body: Schema | undefined;
}

function routesOf(document: { paths: Record<string, Record<string, Operation>> }): Route[] {
  const routes: Route[] = [];
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, op] of Object.entries(operations)) {
      const parameters = op.parameters ?? [];
      const route = {
        method: method.toUpperCase(),
        path: path.replace(/^\/api\/v1/, ""),
        params: parameters.filter((p) => p.in === "path"),
        query: parameters.filter((p) => p.in === "query"),
        body: op.requestBody?.content["application/json"]?.schema,
      };
      if (route.params.length || route.query.length || route.body) routes.push(route);
    }
  }
  return routes;
}

// ---- values ----

const LONG = "x".repeat(100_000);
const SERVER_OWNED = ["id", "version", "createdAt", "createdBy", "updatedAt", "updatedBy"];
const UNKNOWN_KEYS = [...SERVER_OWNED, "deletedAt", "code", "isAdmin", "constructor", "__proto__"];

/** Bad JSON values: mixed into otherwise plausible bodies. `undefined` drops a required field. */
const badJson: fc.Arbitrary<unknown> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.constantFrom<unknown>(
      2 ** 31,
      -(2 ** 31) - 1,
      2 ** 35,
      -(2 ** 35),
      1e308,
      -1e308,
      0.5,
      -0.5,
      -1,
      0,
      Number.MAX_SAFE_INTEGER + 2,
      5e-324,
      "",
      " ",
      "\u0000",
      "a\u0000b",
      "\uD800",
      "x\uDC00y",
      "\uDBFF",
      "2147483648",
      "1e308",
      "-1e308",
      "1e309",
      "Infinity",
      "-Infinity",
      "NaN",
      "0x10",
      "1,2",
      "true",
      "null",
      "9999-12-31",
      "0000-01-01",
      "2024-02-30",
      "275760-09-13T00:00:00Z",
      "0001-01-01T00:00:00Z",
      "2024-01-01T25:00:00Z",
      "'; drop table targets; --",
      "%_\\",
      "🏠",
      "ｱｲｳ",
      true,
      false,
      null,
      undefined,
      [],
      [1, "a", null],
      {},
      { a: { b: [1] } },
      [[[[[]]]]],
      LONG,
      "あ".repeat(5_000),
    ),
  },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double() },
  { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 20 }) },
);

/** Bad query / path values (always strings on the wire). */
const badText: fc.Arbitrary<string> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.constantFrom(
      "2147483648",
      "-2147483649",
      "34359738368",
      "1e308",
      "-1e308",
      "1e309",
      "0.5",
      "-1",
      "0",
      "Infinity",
      "-Infinity",
      "NaN",
      "0x10",
      " 7 ",
      "１",
      "1,2147483648",
      "1,-5",
      `${"1,".repeat(600)}1`,
      "\u0000",
      "a\u0000",
      "\uD800",
      "x\uDC00",
      "x".repeat(5_000),
      "true",
      "[]",
      "{}",
      "%",
      "_",
      "a,b",
      "2024-02-30",
      "'--",
    ),
  },
  { weight: 1, arbitrary: fc.constant(LONG) },
  { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 20 }) },
  { weight: 1, arbitrary: fc.integer().map(String) },
);

const day = (d: Date) => d.toISOString().slice(0, 10);
const anyDate = fc.date({
  min: new Date("1900-01-01T00:00:00Z"),
  max: new Date("2200-12-31T00:00:00Z"),
  noInvalidDate: true,
});
const japanese = fc.constantFrom(
  "東京都",
  "大田区",
  "試験 一郎",
  "ヤマダ",
  "やまだ",
  "森ケ崎 190",
  "備考です",
);

/** A value the schema accepts (or nearly: a pattern may still refuse it), at its edges too. */
function plausible(schema: Schema, name: string, route: Route): fc.Arbitrary<unknown> {
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) return fc.oneof(...branches.map((b) => plausible(b, name, route)));
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.const !== undefined) return fc.constant(schema.const);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case "integer": {
      const min = Math.max(schema.minimum ?? -(2 ** 31), -(2 ** 31));
      const max = Math.min(schema.maximum ?? 2 ** 31 - 1, 2 ** 31 - 1);
      if (name === "id" && route.path.startsWith("/basis/users")) return fc.constant(fuzzUserId);
      return fc.oneof(
        { weight: 5, arbitrary: fc.integer({ min: Math.max(min, 1), max: Math.min(max, 40) }) },
        { weight: 1, arbitrary: fc.constantFrom(min, max, Math.max(min, Math.min(max, 0))) },
        { weight: 1, arbitrary: fc.integer({ min, max }) },
      );
    }
    case "number": {
      const min = schema.minimum ?? -1e6;
      const max = schema.maximum ?? 1e6;
      return fc.oneof(
        fc.double({ min, max, noNaN: true, noDefaultInfinity: true }),
        fc.constantFrom(min, max),
      );
    }
    case "boolean":
      return fc.boolean();
    case "null":
      return fc.constant(null);
    case "array": {
      const item = schema.items ? plausible(schema.items, name, route) : fc.integer();
      const minLength = schema.minItems ?? 0;
      return fc.array(item, {
        minLength,
        maxLength: Math.max(minLength, Math.min(schema.maxItems ?? 4, 4)),
      });
    }
    case "object":
      return objectOf(schema, route);
    case "string":
      return plausibleText(schema, name);
    default:
      return fc.constant(null);
  }
}

function plausibleText(schema: Schema, name: string): fc.Arbitrary<string> {
  const max = schema.maxLength ?? 200;
  const min = schema.minLength ?? 0;
  if (name === "email") return fc.uuid().map((u) => `fuzz-${u.slice(0, 8)}@fuzz.example.jp`);
  if (schema.format === "date") return anyDate.map(day);
  if (schema.format === "date-time") return anyDate.map((d) => d.toISOString());
  if (schema.format === "email") return fc.emailAddress();
  if (schema.pattern && /\\d\+\(,/.test(schema.pattern)) {
    return fc
      .array(fc.integer({ min: 1, max: 60 }), { minLength: 1, maxLength: 6 })
      .map((ids) => ids.join(","));
  }
  const text = fc.oneof(
    { weight: 3, arbitrary: japanese },
    { weight: 2, arbitrary: fc.string({ minLength: min, maxLength: Math.min(max, 30) }) },
    { weight: 1, arbitrary: fc.constant("ア".repeat(Math.max(min, Math.min(max, 5_000)))) },
  );
  if (!schema.pattern) return text;
  try {
    return fc.oneof(
      { weight: 3, arbitrary: fc.stringMatching(new RegExp(schema.pattern), { maxLength: max }) },
      { weight: 1, arbitrary: text },
    );
  } catch {
    return text;
  }
}

/** The value in one case of six, else null. */
const rarely = <T>(arbitrary: fc.Arbitrary<T>): fc.Arbitrary<T | null> =>
  fc.oneof({ weight: 5, arbitrary: fc.constant(null) }, { weight: 1, arbitrary });

/** Properties of an object: each plausible or (1 in 7) bad; now and then unknown ones too. */
function objectOf(schema: Schema, route: Route): fc.Arbitrary<Record<string, unknown>> {
  const required = new Set(schema.required ?? []);
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [name, sub] of Object.entries(schema.properties ?? {})) {
    model[name] = fc.oneof(
      { weight: 6, arbitrary: plausible(sub, name, route) },
      { weight: 1, arbitrary: badJson },
    );
  }
  const known = fc.record(model, { requiredKeys: [...required] });
  const map = schema.patternProperties
    ? fc.dictionary(
        fc.oneof(japanese, fc.string({ maxLength: 10 })),
        fc.oneof(fc.string(), badJson),
        {
          maxKeys: 4,
        },
      )
    : fc.constant({});
  const extra = rarely(
    fc.dictionary(
      fc.oneof(fc.constantFrom(...UNKNOWN_KEYS), fc.string({ maxLength: 8 })),
      badJson,
      {
        minKeys: 1,
        maxKeys: 2,
      },
    ),
  );
  return fc.tuple(known, map, extra).map(([k, m, e]) => {
    const out: Record<string, unknown> = { ...m, ...k };
    // defineProperty: `out.__proto__ = …` would set the prototype, not send a key.
    for (const [key, value] of Object.entries(e ?? {}))
      Object.defineProperty(out, key, {
        value,
        enumerable: true,
        configurable: true,
        writable: true,
      });
    return out;
  });
}

/** A querystring / path value: the schema's plausible value as text, or a bad one. */
function textValue(parameter: Parameter, route: Route, badWeight: number): fc.Arbitrary<string> {
  const good = plausible(parameter.schema, parameter.name, route).map((v) =>
    typeof v === "string" ? v : (JSON.stringify(v) ?? ""),
  );
  return fc.oneof({ weight: 6, arbitrary: good }, { weight: badWeight, arbitrary: badText });
}

interface Case {
  params: Record<string, string>;
  query: [string, string][];
  body: unknown;
}

function caseOf(route: Route): fc.Arbitrary<Case> {
  const params = fc.record(
    Object.fromEntries(route.params.map((p) => [p.name, textValue(p, route, 2)])),
  ) as fc.Arbitrary<Record<string, string>>;
  const queryModel = Object.fromEntries(route.query.map((p) => [p.name, textValue(p, route, 1)]));
  const query = fc
    .tuple(
      fc.record(queryModel, {
        requiredKeys: route.query.filter((p) => p.required).map((p) => p.name),
      }) as fc.Arbitrary<Record<string, string>>,
      rarely(fc.tuple(fc.constantFrom(...UNKNOWN_KEYS, "limit", "page[]"), badText)),
      // A known parameter twice (`?page=1&page=2`): Ajv gets an array.
      rarely(badText),
    )
    .map(([known, extra, repeated]) => {
      const pairs = Object.entries(known);
      if (extra) pairs.push(extra);
      const first = pairs[0];
      if (repeated !== null && first) pairs.push([first[0], repeated]);
      return pairs;
    });
  const body = route.body
    ? fc.oneof(
        { weight: 12, arbitrary: plausible(route.body, "body", route) },
        { weight: 1, arbitrary: badJson },
      )
    : fc.constant(undefined);
  return fc.record({ params, query, body });
}

/** %-encoding that also sends a lone surrogate (as its 3 UTF-8-like bytes, which is invalid). */
function encode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    let out = "";
    for (const ch of text) {
      const unit = ch.charCodeAt(0);
      if (ch.length === 1 && unit >= 0xd800 && unit <= 0xdfff) {
        out += [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
          .map((b) => `%${b.toString(16).toUpperCase()}`)
          .join("");
      } else out += encodeURIComponent(ch);
    }
    return out;
  }
}

const JAPANESE = /[\u3040-\u30ff\u3400-\u9fff\uff00-\uffef]/;

/**
 * The path value to send. A user write may only ever reach the fuzz's own user: the identity
 * emulator is shared with the other test files, and changing a demo user there would break them.
 * Ajv coerces " 7 " or "0x7" to 7, hence the numeric reading.
 */
function pathValue(route: Route, name: string, value: string): string {
  if (!route.path.startsWith("/basis/users/") || route.method === "GET") return value;
  const n = value.trim() === "" ? NaN : Number(value);
  return Number.isInteger(n) && n >= 1 && n < fuzzUserId ? String(fuzzUserId) : value;
}

async function send(route: Route, c: Case) {
  const path = route.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encode(pathValue(route, name, c.params[name] ?? "")),
  );
  const qs = c.query.map(([k, v]) => `${encode(k)}=${encode(v)}`).join("&");
  const headers: Record<string, string> = { authorization: `Bearer ${token}` };
  let body: string | undefined;
  if (route.body && c.body !== undefined) {
    headers["content-type"] = "application/json";
    body = JSON.stringify(c.body);
  }
  const res = await fetch(`${api.url}${path}${qs ? `?${qs}` : ""}`, {
    method: route.method,
    headers,
    body,
  });
  const text = await res.text();
  return { status: res.status, text };
}

/** Why an answer breaks the contract, or undefined. */
function problemWith(answer: { status: number; text: string }): string | undefined {
  if (answer.status >= 500) return `status ${answer.status}: ${answer.text.slice(0, 300)}`;
  if (answer.status < 400) return undefined;
  let body: unknown;
  try {
    body = JSON.parse(answer.text);
  } catch {
    return `status ${answer.status} without a JSON body: ${answer.text.slice(0, 200)}`;
  }
  if (typeof body !== "object" || body === null || Array.isArray(body))
    return `status ${answer.status}: not a field-error object: ${answer.text.slice(0, 200)}`;
  const entries = Object.entries(body);
  if (entries.length === 0) return `status ${answer.status}: no field named`;
  for (const [field, messages] of entries) {
    if (!field) return `status ${answer.status}: empty field name`;
    if (!Array.isArray(messages) || messages.length === 0)
      return `status ${answer.status}: ${field} has no message list`;
    for (const message of messages) {
      if (typeof message !== "string" || !JAPANESE.test(message))
        return `status ${answer.status}: ${field}: not a Japanese message: ${JSON.stringify(message)}`;
    }
  }
  return undefined;
}

it("every route answers bad-but-plausible input with a 4xx and Japanese field messages, never a 5xx", async () => {
  const document = (await api.json("/openapi.json")).body;
  const all = routesOf(document);
  expect(all.length).toBeGreaterThan(100);
  const routes = all.filter((r) => ONLY.test(`${r.method} ${r.path}`));
  const failures: string[] = [];
  const statuses = new Map<number, number>();
  let cases = 0;
  const started = Date.now();
  for (const route of routes) {
    const runs = Math.max(
      1,
      Math.round(FACTOR * (route.body ? RUNS.body : route.query.length ? RUNS.query : RUNS.params)),
    );
    const details = await fc.check(
      fc.asyncProperty(caseOf(route), async (c) => {
        cases++;
        const answer = await send(route, c);
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        const problem = problemWith(answer);
        if (problem) throw new Error(problem);
      }),
      // A failing case is shrunk to a small one, but not for long: the report matters more.
      { numRuns: runs, maxSkipsPerRun: 0, interruptAfterTimeLimit: 60_000 },
    );
    if (details.failed) {
      failures.push(
        `${route.method} ${route.path}: ${String((details.errorInstance as Error | undefined)?.message)}\n  counterexample: ${JSON.stringify(details.counterexample)?.slice(0, 600)}`,
      );
    }
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.info(
    `fuzz: ${routes.length} routes, ${cases} requests in ${seconds}s; statuses ${JSON.stringify(Object.fromEntries([...statuses].sort((a, b) => a[0] - b[0])))}`,
  );
  expect(failures).toEqual([]);
}, 600_000);
