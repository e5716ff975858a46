// GraphQL master inputs → the REST body of the list they are for. One input type serves every
// list, so a column another list has (a team's company on a contract type) is refused here, on
// its field, in Japanese, rather than as the API's generic 「不明な項目です」.
import { badInput, type FieldError } from "../errors";
import type { CreateMasterItemInput, UpdateMasterItemInput } from "../generated/resolvers-types";
import type { EditableMasterList, MasterCreate, MasterUpdate } from "./masters-api";

const NOT_IN_LIST = "この一覧にはない項目です";
const REQUIRED = "必須項目です";

type Extras = { deviceLineType?: number | null; associateCompanyId?: number | null };

/** The list's own columns, each refused on a list that does not have it. */
function extraProblems(list: EditableMasterList, input: Extras): FieldError[] {
  const problems: FieldError[] = [];
  if (input.deviceLineType != null && list !== "device-models") {
    problems.push({ field: "deviceLineType", messages: [NOT_IN_LIST] });
  }
  if (input.associateCompanyId != null && list !== "teams") {
    problems.push({ field: "associateCompanyId", messages: [NOT_IN_LIST] });
  }
  return problems;
}

/** `{ key: value }` when the value was given; null and undefined both mean "not given" here. */
export function given<K extends string, V>(
  key: K,
  value: V | null | undefined,
): Partial<Record<K, V>> {
  return value === null || value === undefined ? {} : ({ [key]: value } as Record<K, V>);
}

export function createWrite(list: EditableMasterList, input: CreateMasterItemInput): MasterCreate {
  const problems = extraProblems(list, input);
  const required = (field: "deviceLineType" | "associateCompanyId", value: unknown) => {
    if (value === null || value === undefined) problems.push({ field, messages: [REQUIRED] });
  };
  if (list === "teams") required("associateCompanyId", input.associateCompanyId);
  if (list === "device-models") required("deviceLineType", input.deviceLineType);
  if (problems.length > 0) throw badInput(problems);

  const base = { name: input.name, ...given("sortOrder", input.sortOrder) };
  switch (list) {
    case "teams":
      return { list, body: { ...base, associateCompanyId: input.associateCompanyId ?? 0 } };
    case "device-models":
      return { list, body: { ...base, deviceLineType: input.deviceLineType ?? 0 } };
    default:
      return { list, body: base };
  }
}

export function updateWrite(list: EditableMasterList, input: UpdateMasterItemInput): MasterUpdate {
  const problems = extraProblems(list, input);
  if (problems.length > 0) throw badInput(problems);

  // Nothing of a master entry can be cleared: a null field stays as it is, like an omitted one.
  const base = {
    version: input.version,
    ...given("name", input.name),
    ...given("sortOrder", input.sortOrder),
  };
  switch (list) {
    case "teams":
      return { list, body: { ...base, ...given("associateCompanyId", input.associateCompanyId) } };
    case "device-models":
      return { list, body: { ...base, ...given("deviceLineType", input.deviceLineType) } };
    default:
      return { list, body: base };
  }
}
