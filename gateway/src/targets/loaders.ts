import type DataLoader from "dataloader";
import { byIdLoader, childrenLoader } from "../rest/resource";
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
      (targetId, page, pageSize) => api.details.list({ targetId, page, pageSize }),
      (row) => row.targetId,
    ),
    customersByDetail: childrenLoader(
      (targetDetailId, page, pageSize) => api.customers.list({ targetDetailId, page, pageSize }),
      (row) => row.targetDetailId,
    ),
    servicesByCustomer: childrenLoader(
      (customerId, page, pageSize) => api.services.list({ customerId, page, pageSize }),
      (row) => row.customerId,
    ),
  };
}
