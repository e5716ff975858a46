import { FluentProvider, webLightTheme } from "@fluentui/react-components";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { InformationProvider, useInformation } from "../information";
import { AttachmentDownloadButton } from "./AttachmentDownloadButton";
import type * as Download from "./download";
import { DownloadError, downloadFile } from "./download";

vi.mock("./download", async (original) => ({
  ...(await original<typeof Download>()),
  downloadFile: vi.fn(),
}));

afterEach(() => {
  cleanup();
  vi.mocked(downloadFile).mockReset();
});

function AlertText() {
  const { alertType, alertMessage } = useInformation();
  return <output>{alertMessage ? `${alertType}: ${alertMessage}` : ""}</output>;
}

function renderButton() {
  render(
    <FluentProvider theme={webLightTheme}>
      <InformationProvider>
        <AttachmentDownloadButton file={{ id: "7", fileName: "撤去承諾書_NE-00000001.pdf" }} />
        <AlertText />
      </InformationProvider>
    </FluentProvider>,
  );
  return screen.getByRole("button", { name: "撤去承諾書_NE-00000001.pdfをダウンロード" });
}

describe("AttachmentDownloadButton", () => {
  it("fetches the attachment with its name as the fallback, busy meanwhile", async () => {
    let finish: (name: string) => void = () => undefined;
    vi.mocked(downloadFile).mockImplementation(() => new Promise((r) => (finish = r)));
    const button = renderButton();
    fireEvent.click(button);
    expect(downloadFile).toHaveBeenCalledWith("/files/attachments/7", {
      fallbackName: "撤去承諾書_NE-00000001.pdf",
    });
    await screen.findByText("取得中…");
    expect((button as HTMLButtonElement).disabled).toBe(true);
    finish("撤去承諾書_NE-00000001.pdf");
    await screen.findByText("ダウンロード");
  });

  it("tells a refusal in the alert bar", async () => {
    vi.mocked(downloadFile).mockRejectedValue(new DownloadError("認証エラーです。", 401));
    fireEvent.click(renderButton());
    await waitFor(() =>
      expect(screen.getByRole("status").textContent).toBe("error: 認証エラーです。"),
    );
  });
});
