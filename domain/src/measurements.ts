// What a construction does and measures (DOMAIN.md "ConstructionEntry", "Measurement"): the work
// items each work type allows, and the readings it calls for,
// point × wavelength. V-ONU (broadcast over fibre) is read at 1550 nm, R-ONU/PON at 1490 nm, and
// the optical outlet at the wavelength of the service it carries. A drop-line removal measures
// nothing. The seed tells its story with these, the API pre-fills the measurement page with them.

/** The measured points and wavelengths (DOMAIN.md "Measurement"). */
export const measurementPoints = ["光コンセント", "V-ONU入力", "R-ONU入力", "クロージャ"] as const;
export const wavelengths = [1310, 1490, 1550] as const;

export interface ReadingPoint {
  point: (typeof measurementPoints)[number];
  wavelengthNm: (typeof wavelengths)[number];
}

export const expectedReadingsByWorkType: Readonly<Record<1 | 2 | 3 | 4, readonly ReadingPoint[]>> =
  {
    1: [
      { point: "V-ONU入力", wavelengthNm: 1550 },
      { point: "光コンセント", wavelengthNm: 1550 },
    ],
    2: [
      { point: "R-ONU入力", wavelengthNm: 1490 },
      { point: "光コンセント", wavelengthNm: 1490 },
    ],
    3: [
      { point: "V-ONU入力", wavelengthNm: 1550 },
      { point: "R-ONU入力", wavelengthNm: 1490 },
      { point: "光コンセント", wavelengthNm: 1490 },
    ],
    4: [],
  };

/** The readings of a work type (none for an unknown one). */
export function expectedReadings(workType: number): readonly ReadingPoint[] {
  return expectedReadingsByWorkType[workType as 1 | 2 | 3 | 4] ?? [];
}

export type Judgement = "合格" | "不合格";

/**
 * 合格 when min ≤ power ≤ max (bounds inclusive), compared at two decimals: the API's record and
 * the measurement page's answer while the crew types.
 */
export function judge(powerDbm: number, min: number, max: number): Judgement {
  const p = Math.round(powerDbm * 100);
  return p >= Math.round(min * 100) && p <= Math.round(max * 100) ? "合格" : "不合格";
}

/** The work items of construction entries (DOMAIN.md "ConstructionEntry"). */
export const entryItems = ["V-ONU交換", "R-ONU交換", "撤去"] as const;
export type EntryItem = (typeof entryItems)[number];

/**
 * The items a construction of a work type may carry, its default first (spec §3's pairs: a
 * broadcast migration may exchange either ONU, a communication one the R-ONU, a drop-line
 * removal removes). The API refuses any other; the screens offer only these.
 */
export const entryItemsByWorkType: Readonly<Record<1 | 2 | 3 | 4, readonly EntryItem[]>> = {
  1: ["V-ONU交換", "R-ONU交換"],
  2: ["R-ONU交換"],
  3: ["R-ONU交換"],
  4: ["撤去"],
};

/** The items of a work type (none for an unknown one). */
export function entryItemsOf(workType: number): readonly EntryItem[] {
  return entryItemsByWorkType[workType as 1 | 2 | 3 | 4] ?? [];
}
