import { describe, expect, it } from "vitest";
import type { Permissions } from "../shared/session";
import { isMenuActive, MENU, visibleMenu } from "./menu";

const flags = (on: Partial<Permissions>): Permissions => ({
  instructionSend: false,
  matterRead: false,
  masterManage: false,
  userManage: false,
  targetEdit: false,
  negotiationEdit: false,
  constructionEdit: false,
  lineCodeEdit: false,
  allRecords: true,
  ...on,
});

describe("menu", () => {
  it("lists the spec's entries in order", () => {
    expect(MENU.map((m) => m.label)).toEqual([
      "ダッシュボード",
      "対象物件",
      "プロジェクト",
      "交渉",
      "工事指示",
      "工事確認",
      "引込線",
      "帳票",
      "外部連携",
      "マスタ管理",
      "ユーザー管理",
      "連携クライアント",
    ]);
  });

  it("hides entries whose flag the user lacks", () => {
    const labels = visibleMenu(flags({ matterRead: true })).map((m) => m.label);
    expect(labels).toEqual([
      "ダッシュボード",
      "対象物件",
      "プロジェクト",
      "交渉",
      "工事確認",
      "引込線",
      "帳票",
    ]);
    expect(visibleMenu(flags({}))).toHaveLength(6);
    // No session yet: only the entries that need no flag at all.
    expect(visibleMenu(undefined)).toHaveLength(3);
  });

  it("hides the office's targets, projects and negotiations from a partner's 工事担当", () => {
    const partner = flags({ constructionEdit: true, allRecords: false });
    expect(visibleMenu(partner).map((m) => m.label)).toEqual([
      "ダッシュボード",
      "工事確認",
      "引込線",
    ]);
    // The same flags reading every record: the office's entries come back.
    expect(visibleMenu({ ...partner, allRecords: true }).map((m) => m.label)).toEqual([
      "ダッシュボード",
      "対象物件",
      "プロジェクト",
      "交渉",
      "工事確認",
      "引込線",
    ]);
  });

  it("shows all entries to a user with every flag", () => {
    const all = flags({
      instructionSend: true,
      matterRead: true,
      masterManage: true,
      userManage: true,
    });
    expect(visibleMenu(all)).toHaveLength(12);
  });

  it("highlights the entry of any of its routes", () => {
    expect(isMenuActive("users", "/users/12")).toBe(true);
    expect(isMenuActive("users", "/users/create")).toBe(true);
    expect(isMenuActive("dispatch", "/construction-dispatch/3")).toBe(true);
    expect(isMenuActive("projects", "/projects/create/x")).toBe(true);
    expect(isMenuActive("dashboard", "/")).toBe(true);
    expect(isMenuActive("dashboard", "/users")).toBe(false);
    expect(isMenuActive("constructions", "/construction-dispatch")).toBe(false);
    expect(isMenuActive("documents", "/download")).toBe(true);
    expect(isMenuActive("masters", "/masters")).toBe(true);
    expect(isMenuActive("external-sources", "/masters")).toBe(false);
  });
});
