import { Button } from "@fluentui/react-components";
import { Add20Regular } from "@fluentui/react-icons";
import { Link } from "wouter";
import { getFragmentData, graphql } from "../../gql";
import { ListView } from "../../shared/list/ListView";
import { useListQuery } from "../../shared/list/useListQuery";
import { useListState } from "../../shared/list/useListState";
import { Page } from "../../shared/page";
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
  const list = useListState(userList);
  const { filter, sort, order, page, pageSize } = list.state;
  const { data, fetching, error } = useListQuery(UserListPageQuery, {
    filter,
    sort,
    order,
    page,
    pageSize,
  });
  return (
    <Page
      title="ユーザー一覧"
      actions={
        <Link href={USER_CREATE_PATH} asChild>
          <Button appearance="primary" icon={<Add20Regular />}>
            新規登録
          </Button>
        </Link>
      }
    >
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
