import type { Resolvers } from "../generated/resolvers-types";
import { badInput } from "../errors";
import { deletedId, listQuery, restId, restInput, sortField } from "../rest/graphql-args";
import { uploadBytes } from "../rest/upload";

/** `[{sourceColumn, field}]` (GraphQL) → `{ column: field }` (REST). */
function mappingObject(
  list: readonly { sourceColumn: string; field: string }[] | null | undefined,
): Record<string, string> | undefined {
  if (!list) return undefined;
  return Object.fromEntries(list.map((entry) => [entry.sourceColumn, entry.field]));
}

/** The target entities a source may feed (the API's `targetEntity`). */
const TARGET_ENTITIES = ["targets", "matters"] as const;
type TargetEntity = (typeof TARGET_ENTITIES)[number];

function targetEntity(value: string): TargetEntity {
  const found = TARGET_ENTITIES.find((entity) => entity === value.trim());
  if (!found)
    throw badInput([{ field: "targetEntity", messages: ["選択肢の中から選んでください"] }]);
  return found;
}

/** A CSV argument as bytes, or undefined for an HTTP JSON source. */
const fileOf = (
  content: string | null | undefined,
  encoding: "TEXT" | "BASE64" | null | undefined,
) => (content === null || content === undefined ? undefined : uploadBytes(content, encoding));

export const externalSourcesResolvers: Resolvers = {
  Query: {
    externalSources: (_parent, args, context, info) =>
      context.api.externalSources.sources.page(
        listQuery(args, sortField(args.sort, "id"), args.filter),
        info,
        args.updatedSince,
      ),
    externalSource: (_parent, args, context) =>
      context.loaders.externalSources.sourceById.load(restId(args.id)),
    externalSourceDetails: (_parent, args, context, info) =>
      context.api.externalSources.details.page(
        listQuery(args, sortField(args.sort, "id"), args.filter, ["externalSourceId"]),
        info,
        args.updatedSince,
      ),
    externalSourceDetail: (_parent, args, context) =>
      context.loaders.externalSources.runById.load(restId(args.id)),
    externalSourceFields: (_parent, args, context) =>
      context.api.externalSources.fields(targetEntity(args.targetEntity)),
  },
  Mutation: {
    createExternalSource: (_parent, { input }, context) =>
      context.api.externalSources.sources.create({
        ...restInput(input),
        columnMapping: mappingObject(input.columnMapping) ?? {},
      }),
    updateExternalSource: (_parent, { id, input }, context) =>
      context.api.externalSources.sources.update(restId(id), {
        ...restInput(input),
        // Omitted stays omitted and null is passed on (the API decides), like any other field.
        columnMapping: input.columnMapping
          ? mappingObject(input.columnMapping)
          : input.columnMapping,
      }),
    deleteExternalSource: async (_parent, { id, version }, context) =>
      deletedId(await context.api.externalSources.sources.remove(restId(id), version), restId(id)),
    dryRunExternalSource: async (_parent, args, context) => {
      const answer = await context.api.externalSources.dryRun(
        restId(args.id),
        fileOf(args.content, args.contentEncoding),
      );
      return {
        ...answer,
        sample: answer.sample.map((row) =>
          Object.entries(row).map(([field, value]) => ({ field, value })),
        ),
      };
    },
    executeExternalSource: async (_parent, args, context) => {
      const bytes = fileOf(args.content, args.contentEncoding);
      const run = await context.api.externalSources.execute(restId(args.id), bytes);
      // The run answer lacks the record stamps: read the stored run (one call).
      return (await context.loaders.externalSources.runById.load(run.id)) ?? run;
    },
  },
  ExternalSource: {
    columnMapping: (source) =>
      Object.entries(source.columnMapping).map(([sourceColumn, field]) => ({
        sourceColumn,
        field,
      })),
    details: (source, _args, context) =>
      context.loaders.externalSources.runsBySource.load(source.id),
  },
  ExternalSourceDetail: {
    externalSource: (run, _args, context) =>
      context.loaders.externalSources.sourceById.load(run.externalSourceId),
  },
};
