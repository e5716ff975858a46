import type { FastifyInstance } from "fastify";
import { padId } from "@cfx/domain/codes";
import { registerExport } from "../platform/export";
import { loadUsers, type UserRecord } from "./repository";
import { UserListQuery } from "./schemas";
import { userListWhere, userSortable, type UserFilters } from "./user-list";
import { users } from "./tables";

// The list's own paging parameters are not filters of the export (it is always the whole result).
const {
  page: _page,
  pageSize: _pageSize,
  order: _order,
  ids: _ids,
  sort: _sort,
  ...userFilters
} = UserListQuery.properties;

const names = (refs: { name: string }[]) => refs.map((r) => r.name).join("、");

/** GET /export/users: the user list as CSV (userManage, the same filters as /basis/users). */
export function registerUserExport(app: FastifyInstance) {
  registerExport<typeof users, UserRecord>(app, {
    name: "users",
    tag: "users",
    fileName: "ユーザー一覧",
    table: users,
    filters: userFilters,
    where: (query) => userListWhere(app.db, query as UserFilters),
    sortable: userSortable,
    readFlag: "userManage",
    load: (ex, rows) =>
      loadUsers(
        ex,
        rows.map((r) => r.id),
      ),
    columns: [
      { header: "ユーザーID", value: (u) => padId(u.id) },
      { header: "氏名", field: "name" },
      { header: "メールアドレス", field: "email" },
      { header: "権限種別", value: (u) => u.roleType.name },
      { header: "協力会社", value: (u) => names(u.associateCompanies) },
      { header: "班", value: (u) => names(u.teams) },
      { header: "発注元", value: (u) => names(u.clients) },
      { header: "登録日時", field: "createdAt" },
      { header: "更新日時", field: "updatedAt" },
    ],
  });
}
