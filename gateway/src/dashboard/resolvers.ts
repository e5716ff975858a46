import type { Resolvers } from "../generated/resolvers-types";
import { constructionStatusLabels, matterStatusLabels } from "@cfx/domain/enumerations";
import { labelOf } from "../rest/resource";
import type { RestStatusCount } from "./dashboard-api";

// StatusCount is shared by matters and constructions: each list is tagged with its labels.
type Labelled = RestStatusCount & { labels?: Readonly<Record<number, string>> };

export const dashboardResolvers: Resolvers = {
  Query: {
    dashboard: (_parent, _args, context) => context.api.dashboard.counts(),
  },
  Dashboard: {
    mattersByStatus: (dashboard) =>
      dashboard.mattersByStatus.map((row): Labelled => ({ ...row, labels: matterStatusLabels })),
    constructionsByStatus: (dashboard) =>
      dashboard.constructionsByStatus.map((row): Labelled => ({
        ...row,
        labels: constructionStatusLabels,
      })),
  },
  ProjectStatusCounts: {
    byStatus: (project) =>
      project.byStatus.map((row): Labelled => ({ ...row, labels: matterStatusLabels })),
  },
  StatusCount: {
    label: (row: Labelled) => labelOf(row.labels ?? {}, row.status) ?? "",
  },
};
