import { useEffect, useState } from "react";
import { currentIdToken } from "../id-token";
import { attachmentUrl } from "./download";
import { checkedImageBlob } from "./image-type";

export type ObjectUrlState =
  { state: "loading" } | { state: "ready"; url: string } | { state: "failed" };

/**
 * A stored file (a photo) as a `blob:` URL an <img> can show: fetched with the session's token
 * (never in the URL), released when the component goes or the file changes. The gateway's CSP
 * allows img-src blob:. Only a JPEG, PNG, WebP or HEIC by its bytes becomes a URL; anything
 * else shows as 表示できません.
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
        // Typed by its checked bytes, never by the answer's Content-Type (image-type.ts).
        const blob = checkedImageBlob(await response.arrayBuffer());
        if (!blob) throw new Error("not a photo");
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
