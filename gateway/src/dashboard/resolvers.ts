import type { Resolvers } from "../generated/resolvers-types";
import { constructionStatusLabels, matterStatusLabels } from "@cfx/domain/enumerations";
import { labelOf } from "../rest/graphql-args";
import type { RestDashboard, RestStatusCount } from "./dashboard-api";
import { rereadOnChange } from "../live/rereads";
import { liveOf } from "../live/service";

/** The figures are re-read at most this often per subscriber (the last change always is). */
export const DASHBOARD_REREAD_MS = 1_000;

// StatusCount is shared by matters and constructions: each list is tagged with its labels.
type Labelled = RestStatusCount & { labels?: Readonly<Record<number, string>> };

export const dashboardResolvers: Resolvers = {
  Query: {
    dashboard: (_parent, _args, context) => context.api.dashboard.counts(),
  },
  Subscription: {
    dashboardChanged: {
      // Every entity the relay reports counts in some figure.
      subscribe: (_parent, _args, context) =>
        rereadOnChange(liveOf(context), {
          relevant: (signal) => signal.kind === "change",
          read: () => context.api.dashboard.counts(),
          throttleMs: DASHBOARD_REREAD_MS,
        }),
      resolve: (dashboard: RestDashboard) => dashboard,
    },
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
