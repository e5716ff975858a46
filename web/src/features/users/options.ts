import type { UserFormOptions } from "./UserForm";

interface MasterData {
  roleTypes?: readonly { id: number; name: string }[];
  associateCompanies?: readonly { id: number; name: string }[];
  teams?: readonly { id: number; name: string }[];
  clients?: readonly { id: number; name: string }[];
}

/** The master lists of a page query as the options of the user form and the filter form. */
export function userFormOptions(data: MasterData | undefined): UserFormOptions {
  return {
    roleTypes: data?.roleTypes ?? [],
    associateCompanies: data?.associateCompanies ?? [],
    teams: data?.teams ?? [],
    clients: data?.clients ?? [],
  };
}
