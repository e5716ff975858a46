import type DataLoader from "dataloader";
import { byIdLoader, childrenLoader } from "../rest/record-loaders";
import type {
  RestCustomer,
  RestCustomerService,
  RestTarget,
  RestTargetDetail,
  TargetsApi,
} from "./targets-api";

export type TargetsLoaders = {
  targetById: DataLoader<number, RestTarget | null>;
  detailById: DataLoader<number, RestTargetDetail | null>;
  customerById: DataLoader<number, RestCustomer | null>;
  serviceById: DataLoader<number, RestCustomerService | null>;
  detailsByTarget: DataLoader<number, RestTargetDetail[]>;
  customersByDetail: DataLoader<number, RestCustomer[]>;
  servicesByCustomer: DataLoader<number, RestCustomerService[]>;
};

export function createTargetsLoaders(api: TargetsApi): TargetsLoaders {
  return {
    targetById: byIdLoader(api.targets.byIds),
    detailById: byIdLoader(api.details.byIds),
    customerById: byIdLoader(api.customers.byIds),
    serviceById: byIdLoader(api.services.byIds),
    detailsByTarget: childrenLoader(
      (targetId, paging) => api.details.list({ targetId, ...paging }),
      (row) => row.targetId,
    ),
    customersByDetail: childrenLoader(
      (targetDetailId, paging) => api.customers.list({ targetDetailId, ...paging }),
      (row) => row.targetDetailId,
    ),
    servicesByCustomer: childrenLoader(
      (customerId, paging) => api.services.list({ customerId, ...paging }),
      (row) => row.customerId,
    ),
  };
}
