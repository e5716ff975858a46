import { useEffect, useRef, useState } from "react";
import { base64ToBlob } from "./pdf-blob";

// The live preview: the PDF of one document type rendered by the server from the form's current,
// unsaved values. Asked once typing pauses (every keystroke would render a PDF), shown from a
// blob: URL; each new PDF replaces the last and its URL is revoked so the blobs do not pile up.

export const PREVIEW_DEBOUNCE_MS = 600;

export interface PreviewAnswer {
  contentBase64: string;
  size: number;
  pageCount: number;
}

export interface RenderedPdf {
  url: string;
  size: number;
  pageCount: number;
}

export type PreviewPhase = "waiting" | "rendering" | "ready" | "failed";

export interface PreviewState {
  /** The latest PDF that rendered (kept on screen while the next one renders or fails). */
  pdf: RenderedPdf | null;
  phase: PreviewPhase;
  /** Why the last render failed (the server's word when it gave one). */
  error: string | null;
}

/**
 * Renders `request` (null: the values cannot be rendered, nothing is asked) with `render` once it
 * has stayed the same for `delayMs`; only the answer to the request now on screen is shown.
 */
export function usePdfPreview<R>(
  request: R | null,
  render: (request: R) => Promise<PreviewAnswer>,
  delayMs = PREVIEW_DEBOUNCE_MS,
): PreviewState {
  const key = request === null ? "" : JSON.stringify(request);
  const [pdf, setPdf] = useState<RenderedPdf | null>(null);
  const [status, setStatus] = useState<{ key: string; phase: PreviewPhase; error: string | null }>({
    key: "",
    phase: "waiting",
    error: null,
  });
  // The URL on screen, revoked when the next one replaces it or the page goes.
  const shown = useRef<{ url: string | null }>({ url: null });

  useEffect(() => {
    if (!key) return;
    let current = true;
    const timer = setTimeout(() => {
      setStatus({ key, phase: "rendering", error: null });
      render(JSON.parse(key) as R).then(
        (answer) => {
          if (!current) return;
          const url = URL.createObjectURL(base64ToBlob(answer.contentBase64));
          const old = shown.current.url;
          shown.current.url = url;
          setPdf({ url, size: answer.size, pageCount: answer.pageCount });
          setStatus({ key, phase: "ready", error: null });
          if (old) URL.revokeObjectURL(old);
        },
        (error: unknown) => {
          if (!current) return;
          setStatus({
            key,
            phase: "failed",
            error: error instanceof Error ? error.message : null,
          });
        },
      );
    }, delayMs);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [key, render, delayMs]);

  useEffect(() => {
    const box = shown.current;
    return () => {
      if (box.url) URL.revokeObjectURL(box.url);
      box.url = null;
    };
  }, []);

  // A request not yet asked (typing goes on) counts as waiting for it.
  const phase = status.key === key ? status.phase : "waiting";
  return { pdf, phase, error: status.key === key ? status.error : null };
}
