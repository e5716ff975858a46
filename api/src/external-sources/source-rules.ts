// What a source's settings may hold: an allowed http(s) URL without credentials, a clean auth
// header, and a secret that shows masked in the audit history.
import { hasCredentials } from "@cfx/domain/redact-url";
import { badRequest } from "../platform/errors";
import { HOST_NOT_ALLOWED_MESSAGE, isAllowedUrlText, type AllowedHost } from "./allowed-hosts";

export const URL_CREDENTIALS_MESSAGE =
  "URLにユーザー名やパスワードを含めることはできません。認証が必要な場合は「認証ヘッダー」に入力してください";
export const AUTH_HEADER_CHARACTERS_MESSAGE = "認証ヘッダーに改行や制御文字は使えません";
/** How a set secret shows in the audit history: that it was set or changed, never its value. */
export const SECRET_MASK = "********";

/** Only http(s) URLs without credentials, and only to a host of EXTERNAL_SOURCE_ALLOWED_HOSTS. */
export function checkUrl(url: unknown, allowed: readonly AllowedHost[]) {
  if (url == null || url === "") return;
  try {
    const u = new URL(String(url));
    if (u.protocol !== "http:" && u.protocol !== "https:") throw new Error();
  } catch {
    throw badRequest({ url: ["URLの形式が正しくありません（http:// または https://）"] });
  }
  // A password in the URL would be echoed in every answer, the audit history and the logs.
  if (hasCredentials(String(url))) throw badRequest({ url: [URL_CREDENTIALS_MESSAGE] });
  if (!isAllowedUrlText(String(url), allowed))
    throw badRequest({ url: [HOST_NOT_ALLOWED_MESSAGE] });
}
