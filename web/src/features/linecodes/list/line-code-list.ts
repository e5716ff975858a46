import type { LineCodeFilter, LineCodeSortField } from "@/gql/graphql";
import { codeIdParam } from "@/shared/list/code-id-param";
import { dateParam, enumParam, multiParam, textParam } from "@/shared/list/list-params";
import {
  defineList,
  exportListSearch,
  type FilterValues,
  type ListState,
} from "@/shared/list/list-state";
import { CABLE_TYPES, LINE_CODE_STATUSES, LINE_KINDS } from "../line-code-words";

// 引込線一覧's URL state. The parameter names are the API's (`lineCode`, `targetId`,
// `constructionId`…), the same in GraphQL and REST, so the CSV export, which passes the list's
// query string through the gateway to /export/line-codes, filters like the table.

/** 撤去承諾日 あり / なし (absent: either). */
export const CONSENT_CHOICES = ["true", "false"] as const;

const listBase = defineList({
  filters: {
    lineCode: textParam(),
    targetId: codeIdParam("TA"),
    poleNumber: textParam(),
    cableType: multiParam(enumParam(CABLE_TYPES)),
    lineKind: multiParam(enumParam(LINE_KINDS)),
    status: multiParam(enumParam(LINE_CODE_STATUSES)),
    hasRemovalConsent: enumParam(CONSENT_CHOICES),
    removalConsentFrom: dateParam(),
    removalConsentTo: dateParam(),
    constructionId: codeIdParam("CN"),
  },
  sorts: [
    "ID",
    "LINE_CODE",
    "TARGET_ID",
    "POLE_NUMBER",
    "CABLE_TYPE",
    "LINE_KIND",
    "STATUS",
    "REMOVAL_CONSENT_AT",
    "UPDATED_AT",
  ] satisfies LineCodeSortField[],
  defaultSort: "LINE_CODE",
  defaultOrder: "ASC",
  pageSize: 50,
  pageSizes: [20, 50, 100],
});

export type LineCodeListFilter = FilterValues<typeof listBase.filters>;
export type LineCodeListState = ListState<typeof listBase.filters, (typeof listBase.sorts)[number]>;

/** The URL's filter as the GraphQL `LineCodeFilter`. */
export function toLineCodeFilter(filter: LineCodeListFilter): LineCodeFilter {
  const { lineCode, targetId, poleNumber, cableType, lineKind, status } = filter;
  const { hasRemovalConsent, removalConsentFrom, removalConsentTo, constructionId } = filter;
  return {
    ...(lineCode ? { lineCode } : {}),
    ...(targetId ? { targetId: [String(targetId)] } : {}),
    ...(poleNumber ? { poleNumber } : {}),
    ...(cableType ? { cableType: [...cableType] } : {}),
    ...(lineKind ? { lineKind: [...lineKind] } : {}),
    ...(status ? { status: [...status] } : {}),
    ...(hasRemovalConsent ? { hasRemovalConsent: hasRemovalConsent === "true" } : {}),
    ...(removalConsentFrom ? { removalConsentFrom } : {}),
    ...(removalConsentTo ? { removalConsentTo } : {}),
    ...(constructionId ? { constructionId: [String(constructionId)] } : {}),
  };
}

/** The query string of the CSV export: the list's, with its sort even when it is the default. */
export function lineCodeExportSearch(state: LineCodeListState): string {
  return exportListSearch(listBase, state);
}

/** 引込線一覧's list: its URL state, and the CSV export with the API's query (see above). */
export const lineCodeList = {
  ...listBase,
  export: "line-codes",
  exportSearch: lineCodeExportSearch,
};
