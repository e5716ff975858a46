/** The page title is a short brand code plus a subtitle (spec §1). */
export const BRAND_CODE = "CFX";
export const BRAND_SUBTITLE = "光化工事管理";
export const documentTitle = (page?: string) =>
  page ? `${page} | ${BRAND_CODE} ${BRAND_SUBTITLE}` : `${BRAND_CODE} ${BRAND_SUBTITLE}`;
