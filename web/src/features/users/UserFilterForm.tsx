import { listLabel } from "@cfx/domain/fields/define";
import { userFields as f } from "@cfx/domain/fields/users";
import { filterFieldsOf } from "@/shared/list/filter-fields";
import type { userList } from "./paths";
import type { UserFormOptions } from "./UserForm";

const toOptions = (items: readonly { id: number; name: string }[]) =>
  items.map((o) => ({ value: o.id, label: o.name }));

/** The search conditions of the user list, choosing from the master lists of the page's query. */
export function userFilterFields(options: UserFormOptions) {
  return filterFieldsOf<typeof userList.filters>()([
    { key: "name", label: listLabel(f.name), kind: "text", placeholder: "部分一致" },
    { key: "email", label: listLabel(f.email), kind: "text", placeholder: "部分一致" },
    {
      key: "roleTypeId",
      label: listLabel(f.roleTypeId),
      kind: "select",
      options: toOptions(options.roleTypes),
    },
    {
      key: "associateCompanyId",
      label: listLabel(f.associateCompanyIds),
      kind: "select",
      options: toOptions(options.associateCompanies),
    },
    {
      key: "teamId",
      label: listLabel(f.teamIds),
      kind: "select",
      // Team names repeat between companies (第1班): name the company when it is known.
      options: options.teams.map((t) => {
        const company = options.associateCompanies.find((c) => c.id === t.associateCompanyId);
        return { value: t.id, label: company ? `${t.name}（${company.name}）` : t.name };
      }),
    },
    {
      key: "clientId",
      label: listLabel(f.clientIds),
      kind: "select",
      options: toOptions(options.clients),
    },
  ]);
}
