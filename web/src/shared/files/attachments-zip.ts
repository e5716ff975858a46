// Several stored files in one ZIP from the gateway (`GET /files/attachments.zip?id=1&id=2…`). The
// gateway refuses more than this many at once, so the page stops before asking.

/** The most files one ZIP may hold. */
export const ATTACHMENTS_ZIP_LIMIT = 100;

/** `/files/attachments.zip?id=1&id=2`: the files in the order given, each once. */
export function attachmentsZipUrl(ids: Iterable<string | number>): string {
  const params = new URLSearchParams();
  for (const id of new Set([...ids].map(String))) params.append("id", id);
  return `/files/attachments.zip?${params.toString()}`;
}

/** `帳票_20261126.zip`: the name when the server sends none (the day in Tokyo, as the server's). */
export function fallbackZipName(now: Date = new Date()): string {
  const day = new Intl.DateTimeFormat("en-CA", {
    timeZone: "Asia/Tokyo",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  })
    .format(now)
    .replaceAll("-", "");
  return `帳票_${day}.zip`;
}
