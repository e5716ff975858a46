import type DataLoader from "dataloader";
import { byIdLoader, childrenLoader } from "../rest/record-loaders";
import type {
  ExternalSourcesApi,
  RestExternalSource,
  RestExternalSourceDetail,
} from "./external-sources-api";

export type ExternalSourcesLoaders = {
  sourceById: DataLoader<number, RestExternalSource | null>;
  runById: DataLoader<number, RestExternalSourceDetail | null>;
  runsBySource: DataLoader<number, RestExternalSourceDetail[]>;
};

export function createExternalSourcesLoaders(api: ExternalSourcesApi): ExternalSourcesLoaders {
  return {
    sourceById: byIdLoader(api.sources.byIds),
    runById: byIdLoader(api.details.byIds),
    runsBySource: childrenLoader(
      (externalSourceId, paging) =>
        api.details.list({ externalSourceId, ...paging, sort: "startedAt", order: "desc" }),
      (row) => row.externalSourceId,
    ),
  };
}
