/** The page title is a short brand code plus a subtitle (docs/spec.md §1). */
export const BRAND_CODE = "CFX";
export const BRAND_SUBTITLE = "光化工事管理";

// The deployment may name itself differently (/app-config.json); main.tsx sets it before rendering.
let brand = { code: BRAND_CODE, subtitle: BRAND_SUBTITLE };

export function setBrand(code: string, subtitle: string): void {
  brand = { code, subtitle };
}

export const getBrand = (): { code: string; subtitle: string } => brand;

export const documentTitle = (page?: string) =>
  page ? `${page} | ${brand.code} ${brand.subtitle}` : `${brand.code} ${brand.subtitle}`;
