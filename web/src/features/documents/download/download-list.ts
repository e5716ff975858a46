import { documentTypeLabels } from "@cfx/domain/enumerations";
import type { AttachmentFilter, AttachmentSortField } from "@/gql/graphql";
import { uploadKindLabels, type UploadKind } from "@/shared/files/attachment-kind";
import { codeIdParam } from "@/shared/list/code-id-param";
import { dateParam, enumParam, idParam, textParam } from "@/shared/list/list-params";
import { defineList, type FilterValues } from "@/shared/list/list-state";

// 帳票一覧's URL state (`/download?type=1&projectId=2&createdFrom=2026-11-01&sort=FILE_NAME`). 種別
// is one parameter for two API filters: a document type code (`1`…`8`) asks for that type of
// generated document, `photo` / `other` for the uploads of that kind.

const documentTypeCodes = Object.keys(documentTypeLabels);
const uploadKinds = Object.keys(uploadKindLabels) as UploadKind[];

/** The values of 種別 in the URL: `1`…`8`, `photo`, `other`. */
export const FILE_TYPE_VALUES = [...documentTypeCodes, ...uploadKinds] as const;

export const downloadList = defineList({
  filters: {
    type: enumParam(FILE_TYPE_VALUES),
    projectId: idParam(),
    createdFrom: dateParam(),
    createdTo: dateParam(),
    targetId: codeIdParam("TA"),
    customerName: textParam(),
  },
  sorts: ["CREATED_AT", "FILE_NAME", "DOCUMENT_TYPE", "ID"] satisfies AttachmentSortField[],
  // What was issued last is what one comes to fetch.
  defaultSort: "CREATED_AT",
  defaultOrder: "DESC",
  pageSize: 20,
  pageSizes: [20, 50, 100],
});

export type DownloadListFilter = FilterValues<typeof downloadList.filters>;

/** The 種別 of the URL as the API's filter: a document type, or an upload kind. */
function typeFilter(type: string | undefined): AttachmentFilter {
  if (!type) return {};
  if ((uploadKinds as string[]).includes(type)) return { kind: type };
  return { kind: "document", documentType: [Number(type)] };
}

/** The URL's filter as the GraphQL `AttachmentFilter` (the days go as they are: Tokyo days). */
export function toAttachmentFilter(filter: DownloadListFilter): AttachmentFilter {
  const { type, projectId, targetId, ...rest } = filter;
  return {
    ...typeFilter(type),
    ...(projectId ? { projectId: String(projectId) } : {}),
    ...(targetId ? { targetId: String(targetId) } : {}),
    ...rest,
  };
}
