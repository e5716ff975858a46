import type { ComponentType } from "react";
import type { PermissionFlag, Permissions } from "../app/session";
import { DashboardPage } from "../features/dashboard/DashboardPage";
import { TargetListPage } from "../features/targets/TargetListPage";
import { TargetImportPage } from "../features/targets/TargetImportPage";
import { TargetCreatePage } from "../features/targets/TargetCreatePage";
import { TargetEditPage } from "../features/targets/TargetEditPage";
import { TargetDetailEditPage } from "../features/targets/TargetDetailEditPage";
import { CustomerContentsEditPage } from "../features/targets/CustomerContentsEditPage";
import { ProjectListPage } from "../features/projects/ProjectListPage";
import { ProjectCreatePage } from "../features/projects/ProjectCreatePage";
import { ProjectDetailPage } from "../features/projects/ProjectDetailPage";
import { AddMattersPage } from "../features/projects/AddMattersPage";
import { MatterEditPage } from "../features/projects/MatterEditPage";
import { NegotiationListPage } from "../features/negotiations/NegotiationListPage";
import { NegotiationCreatePage } from "../features/negotiations/NegotiationCreatePage";
import { NegotiationBulkPage } from "../features/negotiations/NegotiationBulkPage";
import { NegotiationEditPage } from "../features/negotiations/NegotiationEditPage";
import { ContractDocumentPage } from "../features/negotiations/ContractDocumentPage";
import { RequestDocumentPage } from "../features/negotiations/RequestDocumentPage";
import { RemovalDocumentPage } from "../features/negotiations/RemovalDocumentPage";
import { DocumentListPage } from "../features/negotiations/DocumentListPage";
import { DispatchListPage } from "../features/constructions/DispatchListPage";
import { DispatchPage } from "../features/constructions/DispatchPage";
import { ConstructionListPage } from "../features/constructions/ConstructionListPage";
import { ConstructionEditPage } from "../features/constructions/ConstructionEditPage";
import { MeasurementEditPage } from "../features/constructions/MeasurementEditPage";
import { LineCodeListPage } from "../features/linecodes/LineCodeListPage";
import { LineCodeEditPage } from "../features/linecodes/LineCodeEditPage";
import { ExternalSourceListPage } from "../features/external-sources/ExternalSourceListPage";
import { ExternalSourceDetailPage } from "../features/external-sources/ExternalSourceDetailPage";
import { UserListPage } from "../features/users/UserListPage";
import { UserCreatePage } from "../features/users/UserCreatePage";
import { UserEditPage } from "../features/users/UserEditPage";

/** The menu entry a route belongs to (its highlight), in the spec's menu order. */
export type MenuKey =
  | "dashboard"
  | "targets"
  | "projects"
  | "negotiations"
  | "dispatch"
  | "constructions"
  | "linecodes"
  | "documents"
  | "external-sources"
  | "users";

export type RouteParams = Readonly<Record<string, string>>;

export interface RouteEntry {
  /** `/users/:id`; a `:name` segment matches a numeric id only. */
  pattern: string;
  /** Also matches every path below the pattern (`/projects/create` of the spec). */
  prefix?: boolean;
  /** Japanese page name: the heading and the document title. */
  title: string;
  menu: MenuKey;
  /** The user needs at least one of these flags (spec §2 "Access gate"); none: any signed-in user. */
  permissions?: readonly PermissionFlag[];
  Page: ComponentType<{ params: RouteParams }>;
}

/** Every route of the spec's table (§2) except /signin, which the app shows before this shell. */
export const ROUTES: readonly RouteEntry[] = [
  { pattern: "/", title: "ダッシュボード", menu: "dashboard", Page: DashboardPage },

  { pattern: "/targets", title: "対象物件一覧", menu: "targets", Page: TargetListPage },
  {
    pattern: "/targets/create/import",
    title: "対象物件ファイル取込",
    menu: "targets",
    Page: TargetImportPage,
  },
  {
    pattern: "/targets/create/new",
    title: "対象物件新規登録",
    menu: "targets",
    Page: TargetCreatePage,
  },
  { pattern: "/targets/:id", title: "対象物件編集", menu: "targets", Page: TargetEditPage },
  {
    pattern: "/targets/details/:id",
    title: "対象詳細編集",
    menu: "targets",
    Page: TargetDetailEditPage,
  },
  {
    pattern: "/targets/details/customer-contents/:id",
    title: "契約内容編集",
    menu: "targets",
    Page: CustomerContentsEditPage,
  },

  { pattern: "/projects", title: "プロジェクト一覧", menu: "projects", Page: ProjectListPage },
  {
    pattern: "/projects/create",
    prefix: true,
    title: "プロジェクト新規登録",
    menu: "projects",
    Page: ProjectCreatePage,
  },
  {
    pattern: "/projects/:id",
    title: "プロジェクト詳細",
    menu: "projects",
    Page: ProjectDetailPage,
  },
  {
    pattern: "/projects/add-matters/:id",
    title: "案件追加",
    menu: "projects",
    Page: AddMattersPage,
  },
  { pattern: "/projects/matters/:id", title: "案件編集", menu: "projects", Page: MatterEditPage },

  { pattern: "/negotiations", title: "交渉一覧", menu: "negotiations", Page: NegotiationListPage },
  {
    pattern: "/negotiations/create/:id",
    title: "交渉指示",
    menu: "negotiations",
    Page: NegotiationCreatePage,
  },
  {
    pattern: "/negotiations/bulk/:id",
    title: "一括交渉指示",
    menu: "negotiations",
    Page: NegotiationBulkPage,
  },
  {
    pattern: "/negotiations/:id",
    title: "交渉編集",
    menu: "negotiations",
    Page: NegotiationEditPage,
  },
  {
    pattern: "/negotiations/document/contract/:id",
    title: "契約書類設定",
    menu: "negotiations",
    Page: ContractDocumentPage,
  },
  {
    pattern: "/negotiations/document/request/:id",
    title: "工事依頼書類設定",
    menu: "negotiations",
    Page: RequestDocumentPage,
  },
  {
    pattern: "/negotiations/document/removal/:id",
    title: "撤去承諾書設定",
    menu: "negotiations",
    Page: RemovalDocumentPage,
  },

  // Only the list needs instructionSend; the instruction page itself is open (spec §2).
  {
    pattern: "/construction-dispatch",
    title: "工事指示一覧",
    menu: "dispatch",
    permissions: ["instructionSend"],
    Page: DispatchListPage,
  },
  {
    pattern: "/construction-dispatch/:id",
    title: "工事指示",
    menu: "dispatch",
    Page: DispatchPage,
  },

  {
    pattern: "/constructions",
    title: "工事確認一覧",
    menu: "constructions",
    Page: ConstructionListPage,
  },
  {
    pattern: "/constructions/:id",
    title: "工事編集",
    menu: "constructions",
    Page: ConstructionEditPage,
  },
  {
    pattern: "/constructions/measurements/:id",
    title: "測定値編集",
    menu: "constructions",
    Page: MeasurementEditPage,
  },

  {
    pattern: "/download",
    title: "帳票一覧",
    menu: "documents",
    permissions: ["matterRead"],
    Page: DocumentListPage,
  },

  { pattern: "/linecode", title: "引込線一覧", menu: "linecodes", Page: LineCodeListPage },
  {
    pattern: "/linecode/details/:id",
    title: "引込線編集",
    menu: "linecodes",
    Page: LineCodeEditPage,
  },

  // The spec: "masterManage is shown only for the list" — the detail route is open.
  {
    pattern: "/external-sources",
    title: "外部連携一覧",
    menu: "external-sources",
    permissions: ["masterManage"],
    Page: ExternalSourceListPage,
  },
  {
    pattern: "/external-sources/details/:id",
    title: "外部連携詳細",
    menu: "external-sources",
    Page: ExternalSourceDetailPage,
  },

  {
    pattern: "/users",
    title: "ユーザー一覧",
    menu: "users",
    permissions: ["userManage"],
    Page: UserListPage,
  },
  {
    pattern: "/users/create",
    title: "ユーザー新規登録",
    menu: "users",
    permissions: ["userManage"],
    Page: UserCreatePage,
  },
  {
    pattern: "/users/:id",
    title: "ユーザー編集",
    menu: "users",
    permissions: ["userManage"],
    Page: UserEditPage,
  },
];

/** `/a/b/` and `/a/b` are the same page; the root stays `/`. */
export function normalizePath(path: string): string {
  const bare = path.split(/[?#]/)[0] ?? "";
  const trimmed = bare.replace(/\/+$/, "");
  return trimmed === "" ? "/" : trimmed;
}

/** The params of `path` if it matches `pattern` (whole path, or segment prefix when `prefix`), else null. */
export function matchPattern(pattern: string, path: string, prefix = false): RouteParams | null {
  const want = normalizePath(pattern).split("/").filter(Boolean);
  const have = normalizePath(path).split("/").filter(Boolean);
  if (prefix ? have.length < want.length : have.length !== want.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const w = want[i]!;
    const h = have[i]!;
    if (w.startsWith(":")) {
      if (!/^\d+$/.test(h)) return null;
      params[w.slice(1)] = h;
    } else if (w !== h) {
      return null;
    }
  }
  return params;
}

export interface ResolvedRoute {
  route: RouteEntry;
  params: RouteParams;
}

/** The first route of the table that matches, or null (not found). */
export function resolveRoute(
  path: string,
  routes: readonly RouteEntry[] = ROUTES,
): ResolvedRoute | null {
  for (const route of routes) {
    const params = matchPattern(route.pattern, path, route.prefix);
    if (params) return { route, params };
  }
  return null;
}

/** Allowed when the route lists no flags, or when at least one listed flag is true (spec §2). */
export function canAccess(
  permissions: readonly PermissionFlag[] | undefined,
  role: Permissions | undefined,
): boolean {
  if (!permissions || permissions.length === 0) return true;
  return permissions.some((flag) => role?.[flag] === true);
}
