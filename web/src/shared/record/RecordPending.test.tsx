import { FluentProvider, webLightTheme } from "@fluentui/react-components";
import { Document24Regular } from "@fluentui/react-icons";
import { cleanup, render, screen } from "@testing-library/react";
import { GraphQLError } from "graphql";
import { CombinedError } from "urql";
import { afterEach, describe, expect, it } from "vitest";
import { RecordPending } from "./RecordPending";
import { missingOf } from "./useRecordQuery";

afterEach(() => cleanup());

const refused = (code: string) =>
  new CombinedError({
    graphQLErrors: [new GraphQLError("refused", { extensions: { code } })],
  });

describe("missingOf", () => {
  it("is false while loading or before any answer", () => {
    expect(missingOf(true, undefined, undefined)).toBe(false);
    expect(missingOf(false, undefined, undefined)).toBe(false);
  });
  it("says forbidden when the server refused the caller, else not found (issue #37.18)", () => {
    expect(missingOf(false, { record: null }, refused("FORBIDDEN"))).toBe("forbidden");
    expect(missingOf(false, { record: null }, refused("NOT_FOUND"))).toBe(true);
    expect(missingOf(false, { record: null }, undefined)).toBe(true);
  });
});

function renderPending(missing: boolean | "forbidden") {
  render(
    <FluentProvider theme={webLightTheme}>
      <RecordPending
        title="工事編集"
        missing={missing}
        icon={<Document24Regular />}
        missingTitle="該当する工事が見つかりません"
        backHref="/constructions"
        backLabel="工事確認一覧へ戻る"
      />
    </FluentProvider>,
  );
}

describe("RecordPending", () => {
  it("names a refusal as such, never as not found", () => {
    renderPending("forbidden");
    expect(screen.getByText("この操作を行う権限がありません")).toBeTruthy();
    expect(screen.queryByText("該当する工事が見つかりません")).toBeNull();
    expect(screen.getByText("工事確認一覧へ戻る")).toBeTruthy();
  });
  it("says not found for a missing record", () => {
    renderPending(true);
    expect(screen.getByText("該当する工事が見つかりません")).toBeTruthy();
  });
});
