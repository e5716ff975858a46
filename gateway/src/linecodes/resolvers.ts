import type {
  QueryLineCodeIdsArgs,
  QueryLineCodesArgs,
  Resolvers,
} from "../generated/resolvers-types";
import { deletedId, listQuery, restId, restInput, sortField } from "../rest/graphql-args";
import { uploadBytes } from "../rest/upload";

const lineCodeIds = ["targetId", "targetDetailId", "constructionId"] as const;

/** The REST query of the drop-line list (and of its "select all matching" ids). */
const lineCodeListQuery = (args: QueryLineCodesArgs | QueryLineCodeIdsArgs) =>
  listQuery(args, sortField(args.sort, "id"), args.filter, ["targetId", "constructionId"]);

export const lineCodesResolvers: Resolvers = {
  Query: {
    lineCodes: (_parent, args, context, info) =>
      context.api.lineCodes.lineCodes.page(lineCodeListQuery(args), info, args.updatedSince),
    lineCodeIds: (_parent, args, context) =>
      context.api.lineCodes.lineCodes.ids(lineCodeListQuery(args)),
    lineCode: (_parent, args, context) =>
      context.loaders.lineCodes.lineCodeById.load(restId(args.id)),
  },
  Mutation: {
    createLineCode: (_parent, { input }, context) =>
      context.api.lineCodes.lineCodes.create(restInput(input, lineCodeIds)),
    updateLineCode: (_parent, { id, input }, context) =>
      context.api.lineCodes.lineCodes.update(restId(id), restInput(input, lineCodeIds)),
    deleteLineCode: async (_parent, { id, version }, context) =>
      deletedId(await context.api.lineCodes.lineCodes.remove(restId(id), version), restId(id)),
    importLineCodes: async (_parent, args, context) => {
      const { ids, ...answer } = await context.api.lineCodes.import(
        uploadBytes(args.content, args.contentEncoding),
        args.dryRun === true,
      );
      return { ...answer, lineCodeIds: ids.map(String) };
    },
  },
  LineCode: {
    target: (line, _args, context) =>
      line.targetId ? context.loaders.targets.targetById.load(line.targetId) : null,
    targetDetail: (line, _args, context) =>
      line.targetDetailId ? context.loaders.targets.detailById.load(line.targetDetailId) : null,
    construction: (line, _args, context) =>
      line.constructionId
        ? context.loaders.constructions.constructionById.load(line.constructionId)
        : null,
  },
  Target: {
    lineCodes: (target, _args, context) =>
      context.loaders.lineCodes.lineCodesByTarget.load(target.id),
  },
  Construction: {
    lineCodes: (construction, _args, context) =>
      context.loaders.lineCodes.lineCodesByConstruction.load(construction.id),
  },
};
