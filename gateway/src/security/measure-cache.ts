// The measures of operations already seen (query-cost.ts), kept per parsed document: the same
// request again reuses its measure. Its own module: the rate limiter (rate-limit/plugin.ts) keeps
// one too, beside the query-cost plugin's.
import type { DocumentNode, GraphQLSchema } from "graphql";
import type { OperationMeasure } from "./query-cost";

/** Variables longer than this as JSON are measured every time (a CSV import is megabytes). */
export const MEASURE_CACHE_MAX_KEY = 2_048;
/** Measures kept per document: the pages and filters a screen sends again and again. */
export const MEASURE_CACHE_PER_DOCUMENT = 100;

/**
 * The measure of an operation is a function of the schema, the document, the operation name and
 * the variables alone, and costs a walk of the whole document (a third of a millisecond for the
 * targets page): the same request again (the next page, a refresh, every user of a screen) reuses
 * it. Keyed by the parsed document, which Apollo's document store hands out again for the same
 * query text, so a document the store forgets takes its measures with it.
 */
export class MeasureCache {
  private readonly byDocument = new WeakMap<
    DocumentNode,
    { schema: GraphQLSchema; measures: Map<string, OperationMeasure | undefined> }
  >();

  get(
    schema: GraphQLSchema,
    document: DocumentNode,
    operationName: string | null | undefined,
    variables: Record<string, unknown>,
    measure: () => OperationMeasure | undefined,
  ): OperationMeasure | undefined {
    const key = `${operationName ?? ""}\u0000${JSON.stringify(variables)}`;
    if (key.length > MEASURE_CACHE_MAX_KEY) return measure();
    let entry = this.byDocument.get(document);
    if (!entry || entry.schema !== schema) {
      entry = { schema, measures: new Map() };
      this.byDocument.set(document, entry);
    }
    if (entry.measures.has(key)) return entry.measures.get(key);
    const result = measure();
    if (entry.measures.size >= MEASURE_CACHE_PER_DOCUMENT) {
      const oldest = entry.measures.keys().next();
      if (!oldest.done) entry.measures.delete(oldest.value);
    }
    entry.measures.set(key, result);
    return result;
  }
}
