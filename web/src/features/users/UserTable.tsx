import type { ResultOf } from "@graphql-typed-document-node/core";
import { graphql } from "../../gql";
import type { UserSortField } from "../../gql/graphql";
import { columnsOf } from "../../shared/list/columns";
import { UserNameCell } from "./UserNameCell";
import { USER_STATUS_LABELS, UserStatusBadge } from "./UserStatusBadge";
import { listLabel } from "@cfx/domain/fields/define";
import { userFields as f } from "@cfx/domain/fields/users";

export const UserTable_UserFragment = graphql(`
  fragment UserTable_User on User {
    id
    code
    name
    nameKana
    email
    status
    roleType {
      id
      name
    }
    associateCompanies {
      id
      name
    }
    teams {
      id
      name
    }
    clients {
      id
      name
    }
  }
`);

export type UserRow = ResultOf<typeof UserTable_UserFragment>;

/**
 * The spec's columns (§3): id (8 digits), name, email, role type, and the first company, team and
 * client; then the identity account's status (issue #10). The name sorts by its reading (フリガナ),
 * shown under it.
 */
export const userColumns = columnsOf<UserRow, UserSortField>()([
  {
    id: "code",
    label: "ID",
    value: (u) => u.code,
    sort: "ID",
    width: "5.5rem",
    overflow: "nowrap",
    primary: true,
  },
  // Widths: the short columns get what they need, names and addresses the room, the rest shares.
  {
    id: "name",
    label: listLabel(f.name),
    value: (u) => u.name,
    cell: (u) => <UserNameCell name={u.name} kana={u.nameKana} />,
    sort: "NAME",
    width: "15%",
    primary: true,
  },
  { id: "email", label: listLabel(f.email), value: (u) => u.email, sort: "EMAIL", width: "22%" },
  {
    id: "roleType",
    label: listLabel(f.roleTypeId),
    value: (u) => u.roleType.name,
    sort: "ROLE_TYPE",
    width: "6rem",
  },
  {
    id: "company",
    label: listLabel(f.associateCompanyIds),
    value: (u) => u.associateCompanies[0]?.name ?? "",
  },
  {
    id: "team",
    label: listLabel(f.teamIds),
    value: (u) => u.teams[0]?.name ?? "",
    width: "5rem",
    overflow: "truncate",
  },
  { id: "client", label: listLabel(f.clientIds), value: (u) => u.clients[0]?.name ?? "" },
  {
    id: "status",
    label: "状態",
    value: (u) => (u.status ? USER_STATUS_LABELS[u.status] : "不明"),
    cell: (u) => <UserStatusBadge status={u.status} />,
    width: "7rem",
    overflow: "nowrap",
  },
]);
