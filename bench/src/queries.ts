// What the web app sends: its own GraphQL documents (web/src/gql, generated from the pages) and
// the targets list's filters and sorts as the list screen offers them (web/src/features/targets/list,
// api/src/targets/search.ts targetFilters).
import { print, type DocumentNode } from "graphql";
import {
  ConstructionListPageDocument,
  DashboardPageDocument,
  NegotiationListPageDocument,
  ProjectListPageDocument,
  TargetEditPageDocument,
  TargetListPageDocument,
  UserListPageDocument,
} from "../../web/src/gql/graphql";

const text = (document: unknown) => print(document as DocumentNode);

export const TARGET_LIST_QUERY = text(TargetListPageDocument);
export const TARGET_DETAIL_QUERY = text(TargetEditPageDocument);
export const USER_LIST_QUERY = text(UserListPageDocument);
export const NEGOTIATION_LIST_QUERY = text(NegotiationListPageDocument);
export const CONSTRUCTION_LIST_QUERY = text(ConstructionListPageDocument);
export const PROJECT_LIST_PAGE_QUERY = text(ProjectListPageDocument);
export const DASHBOARD_QUERY = text(DashboardPageDocument);
/** The projects screen is still a placeholder in the web app: the list's main query as it will be. */
export const PROJECT_LIST_QUERY = `query ProjectListBench($sort: ProjectSortField, $order: SortOrder, $page: Int, $pageSize: Int) {
  projects(sort: $sort, order: $order, page: $page, pageSize: $pageSize) {
    items { id code name workTypeLabel statusLabel startDate endDate client { id name } manager { id name } }
    pageInfo { totalCount }
  }
}`;

export type Variables = Record<string, unknown>;

export type ListCase = {
  label: string;
  query: string;
  variables: Variables;
  /** The REST list the case is about: the path the gateway calls for its main field. */
  restPath: string;
  /** A targets-list filter or sort (the goals' "every targets-list filter"). */
  targetFilter?: boolean;
};

export type Facts = {
  targetCount: number;
  firstTargetId: number;
  clientId: number;
  projectId: number;
};

/** The targets list at the web's default page size (20), one case per filter and sort. */
export function targetCases(facts: Facts): ListCase[] {
  const midCode = `TA-${String(facts.firstTargetId + Math.floor(facts.targetCount / 2)).padStart(8, "0")}`;
  const list = (label: string, variables: Variables): ListCase => ({
    label,
    query: TARGET_LIST_QUERY,
    variables: { sort: "CODE", order: "ASC", page: 1, pageSize: 20, ...variables },
    restPath: "/api/v1/basis/targets",
    targetFilter: true,
  });
  return [
    list("no filter (CODE)", {}),
    list(`code ${midCode}`, { filter: { code: midCode } }),
    list("type 電柱", { filter: { targetType: [4] } }),
    list(`client ${facts.clientId}`, { filter: { clientId: facts.clientId } }),
    list("prefecture+city 東京都 世田谷区", { filter: { prefecture: "東京都", city: "世田谷区" } }),
    list("town 本町", { filter: { town: "本町" } }),
    list("name 田中 (kanji)", { filter: { name: "田中" } }),
    list("name タナカ (katakana)", { filter: { name: "タナカ" } }),
    list("name たなか (hiragana)", { filter: { name: "たなか" } }),
    list("name ハイツ (kana word)", { filter: { name: "ハイツ" } }),
    list("address 世田谷", { filter: { address: "世田谷" } }),
    list("postal code 156", { filter: { postalCode: "156" } }),
    list("pole number 幹12", { filter: { poleNumber: "幹12" } }),
    list("hasOpenMatter", { filter: { hasOpenMatter: true } }),
    list(`notInProjectId ${facts.projectId}`, {
      filter: { notInProjectId: String(facts.projectId) },
    }),
    list("sort NAME_KANA", { sort: "NAME_KANA" }),
    list("sort ADDRESS", { sort: "ADDRESS" }),
    list("sort UPDATED_AT desc", { sort: "UPDATED_AT", order: "DESC" }),
    list("CODE page 500", { page: 500 }),
    list("NAME_KANA page 500", { sort: "NAME_KANA", page: 500 }),
    list("name 田中 + page 50", { filter: { name: "田中" }, page: 50 }),
  ];
}

export function otherListCases(): ListCase[] {
  return [
    {
      label: "users list",
      query: USER_LIST_QUERY,
      variables: { sort: "ID", order: "ASC", page: 1, pageSize: 20 },
      restPath: "/api/v1/basis/users",
    },
    {
      label: "projects list",
      query: PROJECT_LIST_QUERY,
      variables: { sort: "ID", order: "DESC", page: 1, pageSize: 20 },
      restPath: "/projects",
    },
  ];
}

export const targetPage = (pageSize: number): ListCase => ({
  label: `targets page of ${pageSize}`,
  query: TARGET_LIST_QUERY,
  variables: { sort: "CODE", order: "ASC", page: 1, pageSize },
  restPath: "/api/v1/basis/targets",
});
