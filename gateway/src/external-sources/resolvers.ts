import type { Resolvers } from "../generated/resolvers-types";
import { deletedId, listQuery, restId, restInput, sortField } from "../rest/resource";
import { uploadBytes } from "../rest/upload";

/** `[{sourceColumn, field}]` (GraphQL) → `{ column: field }` (REST). */
function mappingObject(
  list: readonly { sourceColumn: string; field: string }[] | null | undefined,
): Record<string, string> | undefined {
  if (!list) return undefined;
  return Object.fromEntries(list.map((entry) => [entry.sourceColumn, entry.field]));
}

export const externalSourcesResolvers: Resolvers = {
  Query: {
    externalSources: (_parent, args, context, info) =>
      context.api.externalSources.sources.page(
        listQuery(args, sortField(args.sort, "id"), args.filter),
        info,
      ),
    externalSource: (_parent, args, context) =>
      context.loaders.externalSources.sourceById.load(restId(args.id)),
    externalSourceDetails: (_parent, args, context, info) =>
      context.api.externalSources.details.page(
        listQuery(args, sortField(args.sort, "id"), args.filter, ["externalSourceId"]),
        info,
      ),
    externalSourceDetail: (_parent, args, context) =>
      context.loaders.externalSources.runById.load(restId(args.id)),
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
    executeExternalSource: async (_parent, args, context) => {
      const bytes =
        args.content === null || args.content === undefined
          ? undefined
          : uploadBytes(args.content, args.contentEncoding);
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
