import { getFragmentData, graphql } from "@/gql";
import { ListView } from "@/shared/list/ListView";
import { useListPage } from "@/shared/list/useListPage";
import { Page } from "@/shared/page";
import { CreateLink } from "@/shared/list/CreateLink";
import { userFormOptions } from "./options";
import { USER_CREATE_PATH, userEditPath, userList } from "./paths";
import { userFilterFields } from "./UserFilterForm";
import { userColumns, UserTable_UserFragment } from "./UserTable";

const UserListPageQuery = graphql(`
  query UserListPage(
    $filter: UserFilter
    $sort: UserSortField
    $order: SortOrder
    $page: Int
    $pageSize: Int
  ) {
    users(filter: $filter, sort: $sort, order: $order, page: $page, pageSize: $pageSize) {
      items {
        id
        ...UserTable_User
      }
      pageInfo {
        totalCount
        totalCountIsEstimate
      }
    }
    ...UserFormOptions_Query
  }
`);

/** /users: search, sort and page through users; everything lives in the URL. */
export function UserListPage() {
  const { list, data, fetching, error } = useListPage(
    userList,
    UserListPageQuery,
    (filter) => filter,
  );
  return (
    <Page title="ユーザー一覧" actions={<CreateLink href={USER_CREATE_PATH} />}>
      <ListView
        label="ユーザー一覧"
        declaration={userList}
        list={list}
        fields={userFilterFields(userFormOptions(data))}
        columns={userColumns}
        rowKey={(u) => u.id}
        rowHref={(u) => userEditPath(u.id)}
        page={
          data && {
            rows: getFragmentData(UserTable_UserFragment, data.users.items),
            ...data.users.pageInfo,
          }
        }
        fetching={fetching}
        failed={Boolean(error)}
        emptyText="条件に一致するユーザーはいません"
      />
    </Page>
  );
}
