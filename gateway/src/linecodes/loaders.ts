import type DataLoader from "dataloader";
import { byIdLoader, childrenLoader } from "../rest/record-loaders";
import type { LineCodesApi, RestLineCode } from "./linecodes-api";

export type LineCodesLoaders = {
  lineCodeById: DataLoader<number, RestLineCode | null>;
  lineCodesByTarget: DataLoader<number, RestLineCode[]>;
  lineCodesByConstruction: DataLoader<number, RestLineCode[]>;
};

export function createLineCodesLoaders(api: LineCodesApi): LineCodesLoaders {
  return {
    lineCodeById: byIdLoader(api.lineCodes.byIds),
    lineCodesByTarget: childrenLoader(
      (targetId, paging) => api.lineCodes.list({ targetId, ...paging }),
      (row) => row.targetId,
    ),
    lineCodesByConstruction: childrenLoader(
      (constructionId, paging) => api.lineCodes.list({ constructionId, ...paging }),
      (row) => row.constructionId,
    ),
  };
}
