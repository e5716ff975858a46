import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { InformationProvider, useInformation } from "@/shared/information";
import { renderAt } from "@/shared/list/test-render";
import { ZipDownloadButton, zipRefusal } from "./ZipDownloadButton";

vi.mock("@/shared/id-token", () => ({ currentIdToken: () => Promise.resolve("token-1") }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The alert bar's text, as the shell shows it. */
function AlertText() {
  return <p data-testid="alert">{useInformation().alertMessage}</p>;
}

function renderButton(ids: string[]) {
  return renderAt(
    <InformationProvider>
      <ZipDownloadButton ids={new Set(ids)} />
      <AlertText />
    </InformationProvider>,
  );
}

describe("zipRefusal", () => {
  it("lets up to 100 files through and says why not beyond", () => {
    expect(zipRefusal(100)).toBeUndefined();
    expect(zipRefusal(101)).toBe("ZIPにまとめられるのは100件までです（101件を選択中）");
  });
});

describe("ZipDownloadButton", () => {
  it("is off with nothing selected and with more than one ZIP holds", () => {
    renderButton([]);
    expect(screen.getByRole("button", { name: "ZIPでダウンロード" })).toHaveProperty(
      "disabled",
      true,
    );
  });

  it("refuses 101 files before asking the server", () => {
    const fetchMock = vi.fn();
    vi.stubGlobal("fetch", fetchMock);
    renderButton(Array.from({ length: 101 }, (_, i) => String(i + 1)));
    expect(screen.getByRole("button", { name: /ZIPでダウンロード/ })).toHaveProperty(
      "disabled",
      true,
    );
    expect(screen.getByRole("status").textContent).toContain("100件まで");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("asks for the selected ids with the token and saves the server's name", async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response(new Uint8Array([0x50, 0x4b, 3, 4]), {
          headers: {
            "content-type": "application/zip",
            "content-disposition": `attachment; filename*=UTF-8''${encodeURIComponent("帳票_20261126.zip")}`,
          },
        }),
    );
    vi.stubGlobal("fetch", fetchMock);
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    URL.createObjectURL = vi.fn(() => "blob:x");
    URL.revokeObjectURL = vi.fn();
    renderButton(["4", "9"]);
    fireEvent.click(screen.getByRole("button", { name: "ZIPでダウンロード（2件）" }));
    await waitFor(() => expect(saved).toEqual(["帳票_20261126.zip"]));
    expect(fetchMock).toHaveBeenCalledWith("/files/attachments.zip?id=4&id=9", {
      headers: { authorization: "Bearer token-1" },
      signal: undefined,
    });
    await waitFor(() =>
      expect(screen.getByRole("button", { name: /ZIPでダウンロード/ })).toHaveProperty(
        "disabled",
        false,
      ),
    );
  });

  it("says the ZIP is being made while the server builds it, and is off meanwhile", async () => {
    let answer: (response: Response) => void = () => undefined;
    vi.stubGlobal(
      "fetch",
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    renderButton(["4", "9"]);
    fireEvent.click(screen.getByRole("button", { name: "ZIPでダウンロード（2件）" }));
    await screen.findByText("ZIPを作成中…");
    expect(screen.getByRole("button", { name: /ZIPでダウンロード/ })).toHaveProperty(
      "disabled",
      true,
    );
    answer(new Response(JSON.stringify("失敗"), { status: 500 }));
    await waitFor(() => expect(screen.queryByText("ZIPを作成中…")).toBeNull());
  });

  it("shows the server's refusal in Japanese in the alert bar", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(
        async () =>
          new Response(JSON.stringify("ファイルが見つかりません"), {
            status: 404,
            headers: { "content-type": "application/json" },
          }),
      ),
    );
    renderButton(["4", "9"]);
    fireEvent.click(screen.getByRole("button", { name: "ZIPでダウンロード（2件）" }));
    await waitFor(() =>
      expect(screen.getByTestId("alert").textContent).toBe(
        "ZIPをダウンロードできませんでした。ファイルが見つかりません",
      ),
    );
  });
});
