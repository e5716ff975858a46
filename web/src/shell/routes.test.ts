import { describe, expect, it } from "vitest";
import type { Permissions } from "../shared/session";
import { canAccess, matchPattern, normalizePath, resolveRoute, ROUTES } from "./routes";

const none: Permissions = {
  instructionSend: false,
  matterRead: false,
  masterManage: false,
  userManage: false,
  targetEdit: false,
  negotiationEdit: false,
  constructionEdit: false,
  lineCodeEdit: false,
  allRecords: true,
};

/** Every route of the spec's table (§2) except /signin, with a concrete path and its flag. */
const SPEC_TABLE: [path: string, title: string, flag?: keyof Permissions][] = [
  ["/", "ダッシュボード"],
  ["/targets", "対象物件一覧"],
  ["/targets/create/import", "対象物件ファイル取込"],
  ["/targets/create/new", "対象物件新規登録"],
  ["/targets/12", "対象物件編集"],
  ["/targets/details/12", "対象詳細編集"],
  ["/targets/details/customer-contents/12", "契約内容編集"],
  ["/projects", "プロジェクト一覧"],
  ["/projects/create", "プロジェクト新規登録"],
  ["/projects/12", "プロジェクト詳細"],
  ["/projects/add-matters/12", "案件追加"],
  ["/projects/matters/12", "案件編集"],
  ["/negotiations", "交渉一覧"],
  ["/negotiations/create/12", "交渉指示"],
  ["/negotiations/bulk/12", "一括交渉指示"],
  ["/negotiations/12", "交渉編集"],
  ["/negotiations/document/contract/12", "契約書類設定"],
  ["/negotiations/document/request/12", "工事依頼書類設定"],
  ["/negotiations/document/removal/12", "撤去承諾書設定"],
  ["/construction-dispatch", "工事指示一覧", "instructionSend"],
  ["/construction-dispatch/12", "工事指示"],
  ["/constructions", "工事確認一覧"],
  ["/constructions/12", "工事編集"],
  ["/constructions/measurements/12", "測定値編集"],
  ["/download", "帳票一覧", "matterRead"],
  ["/linecode", "引込線一覧"],
  ["/linecode/details/12", "引込線編集"],
  // Not in the spec's table: issue #37 (item 3) registers one drop line without a CSV.
  ["/linecode/create", "引込線登録", "lineCodeEdit"],
  ["/external-sources", "外部連携一覧", "masterManage"],
  ["/external-sources/details/12", "外部連携詳細"],
  // Not in the spec's table: issue #19 adds マスタ管理 beside 外部連携.
  ["/masters", "マスタ管理", "masterManage"],
  ["/users", "ユーザー一覧", "userManage"],
  ["/users/create", "ユーザー新規登録", "userManage"],
  ["/users/12", "ユーザー編集", "userManage"],
  // Not in the spec's table: issue #39 registers the integrations (machine clients).
  ["/machine-clients", "連携クライアント一覧", "userManage"],
  ["/machine-clients/create", "連携クライアント新規登録", "userManage"],
  ["/machine-clients/12", "連携クライアント編集", "userManage"],
];

describe("route table", () => {
  it.each(SPEC_TABLE)("%s resolves to %s with the spec's permission", (path, title, flag) => {
    const match = resolveRoute(path);
    expect(match?.route.title).toBe(title);
    expect(match?.route.permissions ?? []).toEqual(flag ? [flag] : []);
  });

  it("has exactly the spec's routes", () => {
    expect(ROUTES).toHaveLength(SPEC_TABLE.length);
  });

  it("loads every page lazily, so each area is a chunk of its own", () => {
    // lazyPage (shared/routing.ts): React.lazy behind a component that can preload its module.
    for (const route of ROUTES) {
      expect(typeof (route.Page as unknown as { preload?: unknown }).preload).toBe("function");
    }
  });

  it("passes the id", () => {
    expect(resolveRoute("/users/42")?.params).toEqual({ id: "42" });
    expect(resolveRoute("/targets/details/customer-contents/7")?.params).toEqual({ id: "7" });
  });

  it("matches /projects/create as a prefix, by whole segments", () => {
    expect(resolveRoute("/projects/create/step/2")?.route.title).toBe("プロジェクト新規登録");
    expect(resolveRoute("/projects/createx")).toBeNull();
  });

  it("does not take create for an id", () => {
    expect(resolveRoute("/users/create")?.route.title).toBe("ユーザー新規登録");
    expect(resolveRoute("/users/abc")).toBeNull();
  });

  it("ignores a trailing slash and the query", () => {
    expect(resolveRoute("/users/?page=2")?.route.title).toBe("ユーザー一覧");
    expect(normalizePath("/")).toBe("/");
    expect(normalizePath("//")).toBe("/");
  });

  it("finds nothing for unknown paths", () => {
    for (const path of ["/nope", "/users/1/2", "/signin", "/targets/create", "/download/1"]) {
      expect(resolveRoute(path)).toBeNull();
    }
  });

  it("matchPattern needs the same length unless prefix", () => {
    expect(matchPattern("/a/:id", "/a/1")).toEqual({ id: "1" });
    expect(matchPattern("/a/:id", "/a/1/b")).toBeNull();
    expect(matchPattern("/a", "/a/b", true)).toEqual({});
    expect(matchPattern("/a/b", "/a", true)).toBeNull();
  });
});

describe("access gate", () => {
  it("lets anyone through a route without flags", () => {
    expect(canAccess(undefined, none)).toBe(true);
    expect(canAccess([], undefined)).toBe(true);
  });
  it("needs at least one listed flag", () => {
    expect(canAccess(["userManage"], none)).toBe(false);
    expect(canAccess(["userManage"], { ...none, userManage: true })).toBe(true);
    expect(canAccess(["userManage", "masterManage"], { ...none, masterManage: true })).toBe(true);
    expect(canAccess(["userManage"], undefined)).toBe(false);
  });
});
