// What a construction does and measures (docs/DOMAIN.md "ConstructionEntry", "Measurement"): the work
// items each work type allows, and the readings it calls for,
// point × wavelength. V-ONU (broadcast over fibre) is read at 1550 nm, R-ONU/PON at 1490 nm, and
// the optical outlet at the wavelength of the service it carries. A drop-line removal measures
// nothing. The seed tells its story with these, the API pre-fills the measurement page with them.

/** The measured points and wavelengths (docs/DOMAIN.md "Measurement"). */
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
 * A reading in hundredths of a dBm, rounded half away from zero on its decimal value, as
 * PostgreSQL's numeric(6,2) rounds: 2.005 → 201, −12.005 → −1201. Multiplying the double by 100
 * first would not do (2.005 × 100 = 200.49999…, 1.005 → 100): the rounding runs on the shortest
 * decimal text of the number, the digits that were typed or sent.
 */
export function hundredthsOf(value: number): number {
  if (!Number.isFinite(value)) throw new RangeError(`not a finite reading: ${value}`);
  const abs = Math.abs(value);
  const text = String(abs);
  // Exponent notation only below 1e-6 (rounds to 0 anyway) or from 1e21 (no decimals left).
  const hundredths = text.includes("e") ? Math.round(abs * 100) : Math.round(Number(`${text}e2`));
  return value < 0 && hundredths !== 0 ? -hundredths : hundredths;
}

/** The reading as stored and shown: two decimals ({@link hundredthsOf}); never −0. */
export function toHundredths(value: number): number {
  return hundredthsOf(value) / 100;
}

/** The decimal text of the stored reading (`-12.01`, `2.00`): what the numeric column receives. */
export function hundredthsText(value: number): string {
  const h = hundredthsOf(value);
  const abs = Math.abs(h);
  return `${h < 0 ? "-" : ""}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

/**
 * 合格 when min ≤ power ≤ max (bounds inclusive), compared at two decimals rounded the one way
 * the reading is stored ({@link hundredthsOf}): the judgement is always that of the stored value.
 * The API's record and the measurement page's answer while the crew types.
 */
export function judge(powerDbm: number, min: number, max: number): Judgement {
  const p = hundredthsOf(powerDbm);
  return p >= hundredthsOf(min) && p <= hundredthsOf(max) ? "合格" : "不合格";
}

/** The work items of construction entries (docs/DOMAIN.md "ConstructionEntry"). */
export const entryItems = ["V-ONU交換", "R-ONU交換", "撤去"] as const;
export type EntryItem = (typeof entryItems)[number];

/**
 * The items a construction of a work type may carry, its default first. Spec §3 gives each work
 * type a label and pairs; a pair's first number is a work type the label's work is part of
 * (V-ONU交換: 放送 [1] and 放送+通信 [3]; R-ONU交換: 通信 [2] and 放送+通信 [3]; 撤去: 引込線撤去 [4]).
 * So a 放送 matter exchanges only the V-ONU, a 通信 one the R-ONU, a 放送+通信 one both (its label,
 * R-ONU交換, first), and a removal removes (#37.13). The API refuses any other; the screens and the
 * documents offer only these.
 */
export const entryItemsByWorkType: Readonly<Record<1 | 2 | 3 | 4, readonly EntryItem[]>> = {
  1: ["V-ONU交換"],
  2: ["R-ONU交換"],
  3: ["R-ONU交換", "V-ONU交換"],
  4: ["撤去"],
};

/** The items of a work type (none for an unknown one). */
export function entryItemsOf(workType: number): readonly EntryItem[] {
  return entryItemsByWorkType[workType as 1 | 2 | 3 | 4] ?? [];
}
