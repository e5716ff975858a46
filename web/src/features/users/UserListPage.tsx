import { Button, makeStyles, ProgressBar, Spinner, tokens } from "@fluentui/react-components";
import { Add20Regular, ErrorCircle24Regular } from "@fluentui/react-icons";
import { useEffect, useRef } from "react";
import { useQuery } from "urql";
import { Link, useLocation, useSearch } from "wouter";
import { useInformationActions } from "../../app/information";
import { graphql } from "../../gql";
import { EmptyState, Page } from "../../shared/page";
import { Pagination } from "../../shared/Pagination";
import { alertFromCombinedError } from "../../shared/result-alert";
import { userFormOptions } from "./options";
import {
  parseUserListSearch,
  toggleSort,
  USER_CREATE_PATH,
  USER_PAGE_SIZE,
  userListHref,
} from "./paths";
import { UserFilterForm } from "./UserFilterForm";
import { UserTable } from "./UserTable";

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
        page
        pageSize
        totalCount
      }
    }
    ...UserFormOptions_Query
  }
`);

const useStyles = makeStyles({
  stack: { display: "flex", flexDirection: "column", gap: tokens.spacingVerticalL },
  loading: { padding: tokens.spacingVerticalXXL },
});

/** /users: search, sort and page through users; everything lives in the URL. */
export function UserListPage() {
  const styles = useStyles();
  const search = useSearch();
  const [, navigate] = useLocation();
  const { openAlert } = useInformationActions();
  const state = parseUserListSearch(search);
  const [result] = useQuery({
    query: UserListPageQuery,
    variables: {
      filter: state.filter,
      sort: state.sort,
      order: state.order,
      page: state.page,
      pageSize: USER_PAGE_SIZE,
    },
    // A user changed on another page must show here at once.
    requestPolicy: "cache-and-network",
  });
  const { error, fetching } = result;
  // While another page or order loads, keep showing the last rows instead of an empty screen.
  const last = useRef(result.data);
  if (result.data) last.current = result.data;
  const data = result.data ?? (fetching ? last.current : undefined);

  useEffect(() => {
    if (error) openAlert("error", alertFromCombinedError(error).message);
  }, [error, openAlert]);

  const options = userFormOptions(data);
  const page = data?.users.pageInfo;

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
      <div className={styles.stack}>
        <UserFilterForm
          // A new URL (back button, clear) starts the form from what the URL says.
          key={JSON.stringify(state.filter)}
          filter={state.filter}
          options={options}
          onSearch={(filter) => navigate(userListHref({ ...state, filter, page: 1 }))}
        />
        {data ? (
          <>
            <ProgressBar
              aria-label="読み込み中"
              thickness="medium"
              // Reserve the line so the table does not jump when a search starts.
              style={{ visibility: fetching ? "visible" : "hidden" }}
            />
            <UserTable
              users={data.users.items}
              sort={state.sort}
              order={state.order}
              onSort={(field) => navigate(userListHref(toggleSort(state, field)))}
            />
            {page ? (
              <Pagination
                page={page.page}
                pageSize={page.pageSize}
                totalCount={page.totalCount}
                onPageChange={(p) => navigate(userListHref({ ...state, page: p }))}
              />
            ) : null}
          </>
        ) : fetching ? (
          <Spinner className={styles.loading} label="読み込み中…" />
        ) : error ? (
          <EmptyState icon={<ErrorCircle24Regular />} title="ユーザー一覧を表示できませんでした" />
        ) : null}
      </div>
    </Page>
  );
}
