import { CombinedError } from "urql";
import { describe, expect, it } from "vitest";
import {
  afterSignInPath,
  classifyViewerFailure,
  failureMessage,
  gateAction,
  initialSession,
  sessionReducer,
  viewerToUser,
} from "./session-state";

const viewer = {
  id: "1",
  code: "00000001",
  name: "管理 太郎",
  email: "admin@example.jp",
  roleType: { id: 1, name: "管理者" },
  can: {
    instructionSend: true,
    matterRead: true,
    masterManage: true,
    userManage: true,
    targetEdit: true,
    negotiationEdit: true,
    constructionEdit: true,
    lineCodeEdit: false,
    allRecords: true,
  },
};

describe("session state", () => {
  it("starts checking, signs in with the viewer, signs out to an empty user", () => {
    expect(initialSession).toEqual({ status: "checking", user: null });
    const user = viewerToUser(viewer);
    const signedIn = sessionReducer(initialSession, { type: "signedIn", user });
    expect(signedIn).toEqual({ status: "signedIn", user });
    expect(user).toMatchObject({
      id: "1",
      code: "00000001",
      username: "管理 太郎",
      email: "admin@example.jp",
    });
    expect(user.role.userManage).toBe(true);
    expect(user.role.lineCodeEdit).toBe(false);
    const rechecking = sessionReducer(signedIn, { type: "check" });
    expect(rechecking).toEqual({ status: "checking", user });
    expect(sessionReducer(rechecking, { type: "signedOut" })).toEqual({
      status: "signedOut",
      user: null,
    });
  });

  it("gate: waits while checking, renders only with a stored credential", () => {
    expect(gateAction("checking", true)).toBe("wait");
    expect(gateAction("checking", false)).toBe("wait");
    expect(gateAction("signedIn", true)).toBe("render");
    expect(gateAction("signedIn", false)).toBe("expire");
    expect(gateAction("signedOut", true)).toBe("restore");
    expect(gateAction("signedOut", false)).toBe("toSignIn");
  });

  it("viewer failures: NOT_FOUND → user not found, anything else → auth error", () => {
    const notFound = new CombinedError({
      graphQLErrors: [{ message: "not found", extensions: { code: "NOT_FOUND" } }],
    });
    expect(classifyViewerFailure(notFound)).toBe("notFound");
    expect(failureMessage("notFound")).toBe("該当ユーザが見つかりません");
    const unauthenticated = new CombinedError({
      graphQLErrors: [{ message: "x", extensions: { code: "UNAUTHENTICATED" } }],
    });
    expect(classifyViewerFailure(unauthenticated)).toBe("authError");
    expect(
      classifyViewerFailure(new CombinedError({ networkError: new Error("down") }), true),
    ).toBe("authError");
    expect(classifyViewerFailure(undefined)).toBe("authError");
    expect(failureMessage("authError")).toBe("認証エラーです。再度サインインしてください。");
  });

  it("a check that cannot reach the gateway without signal says so, not 認証エラー (#38)", () => {
    const down = new CombinedError({ networkError: new Error("Failed to fetch") });
    expect(classifyViewerFailure(down, false)).toBe("offline");
    expect(classifyViewerFailure(down, true)).toBe("authError");
    expect(failureMessage("offline")).toContain("電波がないためサインインを更新できません");
  });

  it("after sign-in goes to the page first asked for, never back to /signin or off-site", () => {
    expect(afterSignInPath(null)).toBe("/");
    expect(afterSignInPath("/users?page=2")).toBe("/users?page=2");
    expect(afterSignInPath("/signin")).toBe("/");
    expect(afterSignInPath("//evil.example")).toBe("/");
    expect(afterSignInPath("https://evil.example/")).toBe("/");
  });
});
