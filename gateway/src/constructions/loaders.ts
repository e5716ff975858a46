import DataLoader from "dataloader";
import type { RestMeasurementThreshold } from "../masters/masters-api";
import { byIdLoader, childrenLoader } from "../rest/record-loaders";
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
  /** The threshold master, read once per request however many constructions need it. */
  thresholds: DataLoader<"all", RestMeasurementThreshold[]>;
};

export function createConstructionsLoaders(api: ConstructionsApi): ConstructionsLoaders {
  return {
    constructionById: byIdLoader(api.constructions.byIds),
    entryById: byIdLoader(api.entries.byIds),
    measurementById: byIdLoader(api.measurements.byIds),
    constructionsByMatter: childrenLoader(
      (matterId, paging) => api.constructions.list({ matterId, ...paging }),
      (row) => row.matterId,
    ),
    entriesByConstruction: childrenLoader(
      (constructionId, paging) => api.entries.list({ constructionId, ...paging }),
      (row) => row.constructionId,
    ),
    measurementsByConstruction: childrenLoader(
      (constructionId, paging) =>
        api.measurements.list({ constructionId, ...paging, sort: "measuredAt" }),
      (row) => row.constructionId,
    ),
    thresholds: new DataLoader(async (keys) => {
      const rows = await api.thresholds();
      return keys.map(() => rows);
    }),
  };
}
