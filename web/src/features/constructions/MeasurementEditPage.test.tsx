import { FluentProvider, webLightTheme } from "@fluentui/react-components";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { Client, fetchExchange, Provider as UrqlProvider } from "urql";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { InformationProvider, useInformation } from "../../shared/information";
import { SessionProviderValue, type Permissions, type Session } from "../../shared/session";
import { MeasurementEditPage } from "./MeasurementEditPage";

afterEach(() => cleanup());

// Fluent's MessageBar watches its own size; jsdom has no ResizeObserver.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

const THRESHOLDS = [
  { id: 1, point: "V-ONU入力", wavelengthNm: 1550, minDbm: -12, maxDbm: 2 },
  { id: 2, point: "光コンセント", wavelengthNm: 1550, minDbm: -12, maxDbm: 2 },
  { id: 3, point: "クロージャ", wavelengthNm: 1310, minDbm: -27, maxDbm: -8 },
];

const construction = (status: number, statusLabel: string) => ({
  id: "3",
  code: "CN-00000003",
  status,
  statusLabel,
  scheduledDate: "2026-12-07",
  slot: "午後",
  version: 4,
  team: { id: 2, name: "第2班" },
  matter: { id: "9", target: { id: "66", code: "TA-00000066", name: "松本邸" } },
  expectedReadings: THRESHOLDS.slice(0, 2).map(({ id: _, ...r }) => r),
  measurements: [
    {
      id: "41",
      point: "光コンセント",
      wavelengthNm: 1550,
      powerDbm: -5,
      thresholdMin: -12,
      thresholdMax: 2,
      judgement: "合格",
      measuredAt: "2026-11-25T01:00:00Z",
      measuredByUser: { id: "7", name: "渡辺 翔太" },
      version: 2,
    },
  ],
});

type Answer = { data?: unknown; errors?: unknown[] };

/** A gateway that answers by operation name and records every request. */
function fakeGateway(answers: Record<string, (variables: Record<string, unknown>) => Answer>) {
  const calls: { operationName: string; variables: Record<string, unknown> }[] = [];
  const fetch = vi.fn(async (_url: unknown, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body)) as {
      operationName: string;
      variables: Record<string, unknown>;
    };
    calls.push(body);
    const answer = answers[body.operationName]?.(body.variables) ?? { data: null };
    return new Response(JSON.stringify(answer), {
      headers: { "content-type": "application/json" },
    });
  });
  return { fetch, calls };
}

function renderPage(
  answers: Record<string, (variables: Record<string, unknown>) => Answer>,
  role: Partial<Permissions> = { constructionEdit: true },
) {
  const gateway = fakeGateway(answers);
  const client = new Client({
    url: "http://gateway.test/graphql",
    exchanges: [fetchExchange],
    preferGetMethod: false,
    fetch: gateway.fetch as typeof fetch,
  });
  const session = {
    status: "signedIn",
    isLoggedIn: true,
    signOut: vi.fn(),
    user: {
      id: "7",
      code: "00000007",
      username: "渡辺 翔太",
      email: "c@example.jp",
      roleType: { id: 7, name: "工事担当" },
      role: role as Permissions,
    },
  } as Session;
  let alert = "";
  function AlertSpy({ children }: { children: ReactNode }) {
    alert = useInformation().alertMessage;
    return children;
  }
  const location = memoryLocation({ path: "/constructions/measurements/3" });
  render(
    <FluentProvider theme={webLightTheme}>
      <InformationProvider>
        <AlertSpy>
          <UrqlProvider value={client}>
            <SessionProviderValue value={session}>
              <Router hook={location.hook}>
                <MeasurementEditPage params={{ id: "3" }} />
              </Router>
            </SessionProviderValue>
          </UrqlProvider>
        </AlertSpy>
      </InformationProvider>
    </FluentProvider>,
  );
  return { ...gateway, alert: () => alert };
}

const pageAnswer =
  (status = 4, label = "施工中") =>
  () => ({
    data: { construction: construction(status, label), measurementThresholds: THRESHOLDS },
  });
const value = (name: string) => screen.getByLabelText(`${name}の測定値（dBm）`);

describe("MeasurementEditPage", () => {
  it("writes only the new and changed readings, with the version read", async () => {
    const view = renderPage({
      MeasurementEditPage: pageAnswer(),
      MeasurementEditPageCreate: () => ({
        data: { createMeasurement: { id: "50", judgement: "不合格", version: 1 } },
      }),
      MeasurementEditPageUpdate: () => ({
        data: { updateMeasurement: { id: "41", judgement: "合格", version: 3 } },
      }),
    });
    await screen.findByRole("heading", { level: 1, name: "測定値編集（CN-00000003）" });
    expect(screen.getByText("松本邸（TA-00000066）")).toBeTruthy();
    expect(screen.getByText("2026/12/07 午後")).toBeTruthy();
    expect(screen.getByRole("status", { name: "判定の集計" }).textContent).toBe(
      "合格 1 / 不合格 0 / 未測定 1",
    );
    fireEvent.change(value("V-ONU入力 1550nm"), { target: { value: "ー１５．５" } });
    fireEvent.change(value("光コンセント 1550nm"), { target: { value: "-6" } });
    expect(screen.getByRole("status", { name: "判定の集計" }).textContent).toBe(
      "合格 1 / 不合格 1 / 未測定 0",
    );
    fireEvent.click(screen.getByRole("button", { name: "保存" }));
    await waitFor(() => expect(view.alert()).toBe("測定値を保存しました（2件）。"));
    const writes = view.calls.filter((c) => c.operationName !== "MeasurementEditPage");
    expect(writes.map((c) => [c.operationName, c.variables])).toEqual([
      [
        "MeasurementEditPageCreate",
        {
          input: { constructionId: "3", point: "V-ONU入力", wavelengthNm: 1550, powerDbm: -15.5 },
        },
      ],
      ["MeasurementEditPageUpdate", { id: "41", input: { powerDbm: -6, version: 2 } }],
    ]);
  });

  it("refuses to send a bad value and says which reading", async () => {
    const view = renderPage({ MeasurementEditPage: pageAnswer() });
    await screen.findByLabelText("V-ONU入力 1550nmの測定値（dBm）");
    fireEvent.change(value("V-ONU入力 1550nm"), { target: { value: "abc" } });
    fireEvent.click(screen.getByRole("button", { name: "保存" }));
    await waitFor(() =>
      expect(view.alert()).toBe("V-ONU入力 1550nm: 数値で入力してください（例: -12.50）"),
    );
    expect(view.calls.map((c) => c.operationName)).toEqual(["MeasurementEditPage"]);
    expect(value("V-ONU入力 1550nm").getAttribute("aria-invalid")).toBe("true");
  });

  it("names a bad value under its field as soon as it is left (issue #37.19)", async () => {
    const view = renderPage({ MeasurementEditPage: pageAnswer() });
    await screen.findByLabelText("V-ONU入力 1550nmの測定値（dBm）");
    const input = value("V-ONU入力 1550nm");
    fireEvent.change(input, { target: { value: "１２ａ" } });
    fireEvent.blur(input);
    const row = input.closest("tr")!;
    await waitFor(() =>
      expect(within(row).getByRole("alert").textContent).toBe(
        "数値で入力してください（例: -12.50）",
      ),
    );
    expect(input.getAttribute("aria-invalid")).toBe("true");
    // Typing again clears it; full-width digits and minus are read as a reading.
    fireEvent.change(input, { target: { value: "－１０．５" } });
    fireEvent.blur(input);
    await waitFor(() => expect(input.getAttribute("value")).toBe("-10.50"));
    expect(within(row).queryByRole("alert")).toBeNull();
    expect(view.calls.map((c) => c.operationName)).toEqual(["MeasurementEditPage"]);
  });

  it("a stale version opens the reload dialog (the kit's conflict)", async () => {
    const view = renderPage({
      MeasurementEditPage: pageAnswer(),
      MeasurementEditPageUpdate: () => ({
        errors: [
          {
            message: "他のユーザーが更新しました。再読み込みしてください",
            extensions: { code: "CONFLICT" },
          },
        ],
      }),
    });
    await screen.findByLabelText("光コンセント 1550nmの測定値（dBm）");
    fireEvent.change(value("光コンセント 1550nm"), { target: { value: "-7" } });
    fireEvent.click(screen.getByRole("button", { name: "保存" }));
    const dialog = await screen.findByRole("alertdialog", { name: "更新できませんでした" });
    fireEvent.click(within(dialog).getByText("再読み込み"));
    await waitFor(() => expect(value("光コンセント 1550nm").getAttribute("value")).toBe("-5.00"));
    expect(
      view.calls.filter((c) => c.operationName === "MeasurementEditPage").length,
    ).toBeGreaterThan(1);
  });

  it("is read-only outside 日程確定 and 施工中, and without CONSTRUCTION_EDIT", async () => {
    renderPage({ MeasurementEditPage: pageAnswer(5, "完了") });
    await screen.findByText(/「完了」のため測定値を編集できません/);
    expect(screen.queryAllByRole("textbox")).toEqual([]);
    expect(screen.queryByRole("button", { name: "保存" })).toBeNull();
    expect(screen.getByText("−5.00")).toBeTruthy();
    cleanup();
    renderPage({ MeasurementEditPage: pageAnswer() }, { constructionEdit: false });
    await screen.findByText("測定値を編集する権限がありません（閲覧のみ）。");
    expect(screen.queryAllByRole("textbox")).toEqual([]);
  });
});
