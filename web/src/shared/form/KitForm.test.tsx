import { FluentProvider, webLightTheme } from "@fluentui/react-components";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { GraphQLError } from "graphql";
import { CombinedError } from "urql";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Router, useLocation } from "wouter";
import { z } from "zod";
import { UNSAVED_MESSAGE } from "./edit-dialogs";
import { DateField, KanaField, PostalCodeField, TextField } from "./fields";
import { KitForm, useKitForm, type SubmitOutcome } from "./KitForm";
import { useGuardedLocation } from "./navigation-guard";
import { KATAKANA_RULE } from "./normalize";

/** A loaded machine (CI runs the suites side by side) can take seconds over a dialog. */
const SLOW = { timeout: 10_000 };

afterEach(() => {
  cleanup();
  history.replaceState(null, "", "/");
});

const schema = z.object({
  name: z.string().min(1, "氏名は必須入力です"),
  email: z.string(),
  kana: z.string().regex(KATAKANA_RULE, "カナはカタカナで入力してください"),
  postalCode: z.string(),
  startDate: z.string(),
});

const DEFAULTS = { name: "山田", email: "", kana: "", postalCode: "", startDate: "" };

function Harness({
  onSubmit,
  onReload,
  defaults = DEFAULTS,
}: {
  onSubmit: (values: z.output<typeof schema>) => Promise<SubmitOutcome>;
  onReload?: () => void;
  defaults?: z.input<typeof schema>;
}) {
  const form = useKitForm(schema, defaults);
  const [location, navigate] = useLocation();
  return (
    <>
      <p data-testid="where">{location}</p>
      <button type="button" onClick={() => navigate("/elsewhere")}>
        メニュー
      </button>
      <KitForm
        form={form}
        label="テスト"
        submitLabel="更新"
        onSubmit={onSubmit}
        onCancel={() => undefined}
        onReload={onReload}
      >
        <TextField name="name" label="氏名" required />
        <TextField name="email" label="メールアドレス" />
        <KanaField name="kana" label="カナ" />
        <PostalCodeField name="postalCode" label="郵便番号" />
        <DateField name="startDate" label="開始日" />
      </KitForm>
    </>
  );
}

const wrap = (ui: React.ReactElement) => {
  history.replaceState(null, "", "/form");
  return render(
    <FluentProvider theme={webLightTheme}>
      <Router hook={useGuardedLocation}>{ui}</Router>
    </FluentProvider>,
  );
};
const input = (label: string) => screen.getByLabelText(label, { exact: false }) as HTMLInputElement;
const error = (code: string, fieldErrors: unknown) =>
  new CombinedError({
    graphQLErrors: [new GraphQLError("x", { extensions: { code, fieldErrors } })],
  });

describe("KitForm", () => {
  it("sends what the focused field holds and keeps the focus on pressing 更新 (issue #37.5)", async () => {
    const onSubmit = vi.fn(async () => ({ ok: true }));
    wrap(<Harness onSubmit={onSubmit} />);
    const date = input("開始日");
    date.focus();
    fireEvent.change(date, { target: { value: "2026/4/1" } });
    const button = screen.getByRole("button", { name: "更新" });
    // The press does not take the focus (nothing moves under the pointer before the click).
    expect(fireEvent.mouseDown(button)).toBe(false);
    fireEvent.click(button);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]).toEqual([expect.objectContaining({ startDate: "2026-04-01" })]);
    expect(document.activeElement).toBe(date);
  });

  it("converts kana, postal code and date as the person leaves the field", async () => {
    const onSubmit = vi.fn(async (_values: z.output<typeof schema>) => ({ ok: true }));
    wrap(<Harness onSubmit={onSubmit} />);
    fireEvent.change(input("カナ"), { target: { value: "やまだ ﾀﾛｳ" } });
    fireEvent.blur(input("カナ"));
    expect(input("カナ").value).toBe("ヤマダ タロウ");
    fireEvent.change(input("郵便番号"), { target: { value: "１２３４５６７" } });
    expect(input("郵便番号").value).toBe("123-4567");
    fireEvent.change(input("開始日"), { target: { value: "2026/4/1" } });
    fireEvent.blur(input("開始日"));
    expect(input("開始日").value).toBe("2026/04/01");
    fireEvent.click(screen.getByRole("button", { name: "更新" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      kana: "ヤマダ タロウ",
      postalCode: "1234567",
      startDate: "2026-04-01",
    });
  });

  it("puts the server's field errors under their fields", async () => {
    const onSubmit = vi.fn(async () => ({
      ok: false,
      error: error("BAD_USER_INPUT", [
        { field: "email", messages: ["このメールアドレスは既に登録されています"] },
      ]),
    }));
    wrap(<Harness onSubmit={onSubmit} />);
    fireEvent.click(screen.getByRole("button", { name: "更新" }));
    await screen.findByText("このメールアドレスは既に登録されています");
    expect(input("メールアドレス").getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(input("メールアドレス"));
  });

  it("on a stale version loads the latest, shows both and keeps the typing (issue #37.15)", async () => {
    const onSubmit = vi.fn(async () => ({
      ok: false,
      error: error("CONFLICT", [{ field: "version", messages: ["他のユーザーが更新しました"] }]),
    }));
    // The page: 再読み込み fetches the other person's save, whose new version remounts the form.
    function Page() {
      const [record, setRecord] = useState({ version: 1, values: DEFAULTS });
      const latest = { ...DEFAULTS, email: "other@example.jp", startDate: "2026-05-01" };
      return (
        <Harness
          key={record.version}
          defaults={record.values}
          onSubmit={onSubmit}
          onReload={() => setRecord({ version: 2, values: latest })}
        />
      );
    }
    wrap(<Page />);
    fireEvent.change(input("氏名"), { target: { value: "山田 二郎" } });
    fireEvent.change(input("メールアドレス"), { target: { value: "mine@example.jp" } });
    fireEvent.click(screen.getByRole("button", { name: "更新" }));
    const dialog = await screen.findByRole("dialog", { name: "更新できませんでした" }, SLOW);
    const rows = within(dialog)
      .getAllByRole("row")
      .slice(1)
      .map((row) => [...row.querySelectorAll("th, td")].map((c) => c.textContent));
    // The person's changes first, then what only the other save changed.
    expect(rows).toEqual([
      ["氏名", "山田 二郎", "山田"],
      ["メールアドレス", "mine@example.jp", "other@example.jp"],
      ["開始日", "変更なし", "2026/05/01"],
    ]);
    fireEvent.click(await within(dialog).findByRole("button", { name: "自分の入力を残す" }, SLOW));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    // The person's values on top of the latest record, to be saved again.
    expect(input("氏名").value).toBe("山田 二郎");
    expect(input("メールアドレス").value).toBe("mine@example.jp");
    expect(input("開始日").value).toBe("2026/05/01");
  });

  it("asks before leaving a changed form; staying keeps the page", async () => {
    wrap(<Harness onSubmit={async () => ({ ok: true })} />);
    // Unchanged: leaving does not ask.
    fireEvent.change(input("氏名"), { target: { value: "山田 花子" } });
    fireEvent.click(screen.getByRole("button", { name: "メニュー" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText(UNSAVED_MESSAGE)).toBeTruthy();
    // (Focus on the safe button is checked in Chromium, e2e/form-kit.test.ts: jsdom has no layout.)
    fireEvent.click(
      await within(dialog).findByRole("button", { name: "このページに留まる" }, SLOW),
    );
    expect(screen.getByTestId("where").textContent).toBe("/form");
    expect(input("氏名").value).toBe("山田 花子");

    // beforeunload (reload, closing the tab) is refused while changed.
    const unload = new Event("beforeunload", { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);

    // Until the closing dialog has gone, Fluent keeps the page behind it hidden from the
    // accessibility tree (and from getByRole): on a busy machine that outlasts a synchronous query.
    fireEvent.click(await screen.findByRole("button", { name: "メニュー" }, SLOW));
    fireEvent.click(await screen.findByRole("button", { name: "破棄して移動" }));
    await waitFor(() => expect(screen.getByTestId("where").textContent).toBe("/elsewhere"));
  });

  it("does not ask when nothing changed", () => {
    wrap(<Harness onSubmit={async () => ({ ok: true })} />);
    fireEvent.click(screen.getByRole("button", { name: "メニュー" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.getByTestId("where").textContent).toBe("/elsewhere");
  });
});
