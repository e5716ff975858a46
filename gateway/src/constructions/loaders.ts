import type DataLoader from "dataloader";
import { byIdLoader, childrenLoader } from "../rest/resource";
import type {
  ConstructionsApi,
  RestConstruction,
  RestConstructionEntry,
  RestMeasurement,
} from "./constructions-api";

export type ConstructionsLoaders = {
  constructionById: DataLoader<number, RestConstruction | null>;
  entryById: DataLoader<number, RestConstructionEntry | null>;
  measurementById: DataLoader<number, RestMeasurement | null>;
  constructionsByMatter: DataLoader<number, RestConstruction[]>;
  entriesByConstruction: DataLoader<number, RestConstructionEntry[]>;
  measurementsByConstruction: DataLoader<number, RestMeasurement[]>;
};

export function createConstructionsLoaders(api: ConstructionsApi): ConstructionsLoaders {
  return {
    constructionById: byIdLoader(api.constructions.byIds),
    entryById: byIdLoader(api.entries.byIds),
    measurementById: byIdLoader(api.measurements.byIds),
    constructionsByMatter: childrenLoader(
      (matterId, page, pageSize) => api.constructions.list({ matterId, page, pageSize }),
      (row) => row.matterId,
    ),
    entriesByConstruction: childrenLoader(
      (constructionId, page, pageSize) => api.entries.list({ constructionId, page, pageSize }),
      (row) => row.constructionId,
    ),
    measurementsByConstruction: childrenLoader(
      (constructionId, page, pageSize) =>
        api.measurements.list({ constructionId, page, pageSize, sort: "measuredAt" }),
      (row) => row.constructionId,
    ),
  };
}
