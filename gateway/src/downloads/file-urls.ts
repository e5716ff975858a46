import { badInput } from "../errors";

// The URLs of files on the gateway's own origin (routes.ts serves them): what a GraphQL client —
// the web app, a partner's system — fetches with the same bearer token, without knowing the REST
// base behind the gateway (issue #39, Attachment.downloadUrl and Query.attachmentsZipUrl).

/** The most files in one ZIP (routes.ts refuses more before any REST call). */
export const MAX_ZIP_FILES = 100;

export const attachmentUrl = (origin: string, id: number | string) =>
  `${origin}/files/attachments/${id}`;

/** The ZIP of several attachments; a list that routes.ts would refuse is refused here already. */
export function attachmentsZipUrl(origin: string, ids: readonly string[]): string {
  if (
    ids.length === 0 ||
    ids.length > MAX_ZIP_FILES ||
    ids.some((id) => !/^[1-9]\d{0,15}$/.test(id))
  )
    throw badInput([
      { field: "ids", messages: [`ファイルは1〜${MAX_ZIP_FILES}件のIDで指定してください`] },
    ]);
  return `${origin}/files/attachments.zip?ids=${ids.join(",")}`;
}
