import { useEffect, useState } from "react";
import { currentIdToken } from "../../app/identity";
import { attachmentUrl } from "./download";

export type ObjectUrlState =
  { state: "loading" } | { state: "ready"; url: string } | { state: "failed" };

/**
 * A stored file (a photo) as a `blob:` URL an <img> can show: fetched with the session's token
 * (never in the URL), released when the component goes or the file changes. The gateway's CSP
 * allows img-src blob:.
 */
export function useAttachmentObjectUrl(id: string): ObjectUrlState {
  const [result, setResult] = useState<{ id: string; value: ObjectUrlState }>({
    id,
    value: { state: "loading" },
  });
  useEffect(() => {
    const abort = new AbortController();
    let url: string | undefined;
    void (async () => {
      try {
        const token = await currentIdToken();
        if (!token) throw new Error("signed out");
        const response = await fetch(attachmentUrl(id), {
          headers: { authorization: `Bearer ${token}` },
          signal: abort.signal,
        });
        if (!response.ok) throw new Error(String(response.status));
        const blob = await response.blob();
        if (abort.signal.aborted) return;
        url = URL.createObjectURL(blob);
        setResult({ id, value: { state: "ready", url } });
      } catch {
        if (!abort.signal.aborted) setResult({ id, value: { state: "failed" } });
      }
    })();
    return () => {
      abort.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [id]);
  // Another file than the one fetched: loading until its own answer comes.
  return result.id === id ? result.value : { state: "loading" };
}
