import {
  makeStyles,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  tokens,
} from "@fluentui/react-components";
import { Link } from "wouter";
import { graphql, getFragmentData, type FragmentType } from "../../gql";
import type { SortOrder, UserSortField } from "../../gql/graphql";
import { userEditPath } from "./paths";

export const UserTable_UserFragment = graphql(`
  fragment UserTable_User on User {
    id
    code
    name
    email
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

const useStyles = makeStyles({
  wrap: {
    overflowX: "auto",
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusLarge,
    boxShadow: tokens.shadow4,
  },
  // Auto layout: the browser gives long names the room and short codes only what they need.
  table: { minWidth: "960px", tableLayout: "auto" },
  head: { backgroundColor: tokens.colorNeutralBackground3 },
  code: { fontVariantNumeric: "tabular-nums", whiteSpace: "nowrap" },
  email: { overflowWrap: "anywhere" },
  nowrap: { whiteSpace: "nowrap" },
  link: {
    color: tokens.colorBrandForegroundLink,
    textDecorationLine: "none",
    ":hover": { textDecorationLine: "underline" },
  },
  empty: {
    textAlign: "center",
    color: tokens.colorNeutralForeground3,
    padding: tokens.spacingVerticalXXL,
  },
});

type Column = { label: string; sort?: UserSortField; width?: string };

/** The spec's columns (§3): id, name, email, role type, and the first company, team and client. */
const COLUMNS: readonly Column[] = [
  { label: "ID", sort: "ID", width: "110px" },
  { label: "氏名", sort: "NAME" },
  { label: "メールアドレス", sort: "EMAIL" },
  { label: "権限種別", sort: "ROLE_TYPE" },
  { label: "協力会社" },
  { label: "班" },
  { label: "発注元" },
];

/** The user list. Sorting is the server's: a header click only asks the page for another order. */
export function UserTable({
  users,
  sort,
  order,
  onSort,
}: {
  users: readonly FragmentType<typeof UserTable_UserFragment>[];
  sort: UserSortField;
  order: SortOrder;
  onSort: (field: UserSortField) => void;
}) {
  const styles = useStyles();
  const rows = getFragmentData(UserTable_UserFragment, users);
  return (
    <div className={styles.wrap}>
      <Table className={styles.table} sortable aria-label="ユーザー一覧" size="medium">
        <TableHeader className={styles.head}>
          <TableRow>
            {COLUMNS.map((col) =>
              col.sort ? (
                <TableHeaderCell
                  key={col.label}
                  style={col.width ? { width: col.width } : undefined}
                  sortDirection={
                    sort === col.sort ? (order === "ASC" ? "ascending" : "descending") : undefined
                  }
                  onClick={() => onSort(col.sort!)}
                >
                  {col.label}
                </TableHeaderCell>
              ) : (
                <TableHeaderCell
                  key={col.label}
                  style={col.width ? { width: col.width } : undefined}
                >
                  {col.label}
                </TableHeaderCell>
              ),
            )}
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.length === 0 ? (
            <TableRow>
              <TableCell colSpan={COLUMNS.length} className={styles.empty}>
                条件に一致するユーザーはいません
              </TableCell>
            </TableRow>
          ) : (
            rows.map((u) => (
              <TableRow key={u.id}>
                <TableCell className={styles.code}>
                  <Link href={userEditPath(u.id)} className={styles.link}>
                    {u.code}
                  </Link>
                </TableCell>
                <TableCell>
                  <Link href={userEditPath(u.id)} className={styles.link}>
                    {u.name}
                  </Link>
                </TableCell>
                <TableCell className={styles.email}>{u.email}</TableCell>
                <TableCell className={styles.nowrap}>{u.roleType.name}</TableCell>
                <TableCell>{u.associateCompanies[0]?.name ?? ""}</TableCell>
                <TableCell className={styles.nowrap}>{u.teams[0]?.name ?? ""}</TableCell>
                <TableCell>{u.clients[0]?.name ?? ""}</TableCell>
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
    </div>
  );
}
