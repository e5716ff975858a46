import { getFragmentData, graphql, type FragmentType } from "../../gql";
import type { UserFormOptions } from "./UserForm";

/** The master lists the user form and the filter form choose from; every users page spreads it. */
export const UserFormOptions_QueryFragment = graphql(`
  fragment UserFormOptions_Query on Query {
    roleTypes: masterList(kind: ROLE_TYPES) {
      id
      name
    }
    associateCompanies: masterList(kind: ASSOCIATE_COMPANIES) {
      id
      name
    }
    teams: masterList(kind: TEAMS) {
      id
      name
      associateCompanyId
    }
    clients: masterList(kind: CLIENTS) {
      id
      name
    }
  }
`);

/** The master lists of a page query as the options of the user form and the filter form. */
export function userFormOptions(
  data: FragmentType<typeof UserFormOptions_QueryFragment> | undefined,
): UserFormOptions {
  const lists = getFragmentData(UserFormOptions_QueryFragment, data);
  return {
    roleTypes: lists?.roleTypes ?? [],
    associateCompanies: lists?.associateCompanies ?? [],
    teams: lists?.teams ?? [],
    clients: lists?.clients ?? [],
  };
}
