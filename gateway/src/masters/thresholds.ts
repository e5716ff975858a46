// 測定しきい値 through the gateway. A threshold row has no name, so it is not a MasterKind: its own
// query and writes, the same flag (masterManage, checked by the directive and again by the API).
// The rows are answered as the REST API sends them (codegen mapper); createdBy / updatedBy are
// the records' field resolvers (rest/record-users.ts).
import type {
  CreateMeasurementThresholdInput,
  UpdateMeasurementThresholdInput,
} from "../generated/resolvers-types";
import type { RestThresholdCreate, RestThresholdUpdate } from "./masters-api";
import { given } from "./inputs";

export function thresholdCreate(input: CreateMeasurementThresholdInput): RestThresholdCreate {
  const { point, wavelengthNm, minDbm, maxDbm } = input;
  return { point, wavelengthNm, minDbm, maxDbm };
}

/** No column of a threshold can be cleared: a null field stays as it is, like an omitted one. */
export function thresholdUpdate(input: UpdateMeasurementThresholdInput): RestThresholdUpdate {
  return {
    version: input.version,
    ...given("point", input.point),
    ...given("wavelengthNm", input.wavelengthNm),
    ...given("minDbm", input.minDbm),
    ...given("maxDbm", input.maxDbm),
  };
}
