// What a construction measures (DOMAIN.md "Measurement"): the readings each work type calls for,
// point × wavelength. V-ONU (broadcast over fibre) is read at 1550 nm, R-ONU/PON at 1490 nm, and
// the optical outlet at the wavelength of the service it carries. A drop-line removal measures
// nothing. The seed tells its story with these, the API pre-fills the measurement page with them.

export interface ReadingPoint {
  point: "光コンセント" | "V-ONU入力" | "R-ONU入力" | "クロージャ";
  wavelengthNm: 1310 | 1490 | 1550;
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
