// Word lists for the demo data: real place names of the service area, common Japanese names.

export type Area = {
  prefecture: string;
  city: string;
  town: string;
  postal: string;
  lat: number;
  lng: number;
  kana: string;
  /** The CATV operator serving the area: index into the demo clients (城南, 多摩川, 湘南). */
  client: 0 | 1 | 2;
  /** How the operator's plant ledger names the poles of the area (「森ケ崎 190」); none: no poles. */
  poleArea?: string;
};

export const areas: Area[] = [
  {
    prefecture: "東京都",
    city: "大田区",
    town: "大森西",
    postal: "1430015",
    lat: 35.5636,
    lng: 139.7275,
    kana: "オオモリニシ",
    client: 0,
  },
  {
    prefecture: "東京都",
    city: "大田区",
    town: "大森南",
    postal: "1430013",
    lat: 35.5548,
    lng: 139.7462,
    kana: "オオモリミナミ",
    client: 0,
    poleArea: "森ケ崎",
  },
  {
    prefecture: "東京都",
    city: "大田区",
    town: "大森東",
    postal: "1430012",
    lat: 35.5607,
    lng: 139.7408,
    kana: "オオモリヒガシ",
    client: 0,
    poleArea: "大森南",
  },
  {
    prefecture: "東京都",
    city: "大田区",
    town: "蒲田",
    postal: "1440052",
    lat: 35.5621,
    lng: 139.7161,
    kana: "カマタ",
    client: 0,
  },
  {
    prefecture: "東京都",
    city: "大田区",
    town: "羽田",
    postal: "1440043",
    lat: 35.5453,
    lng: 139.7486,
    kana: "ハネダ",
    client: 0,
    poleArea: "羽田旭",
  },
  {
    prefecture: "東京都",
    city: "大田区",
    town: "糀谷",
    postal: "1440034",
    lat: 35.5553,
    lng: 139.7302,
    kana: "コウジヤ",
    client: 0,
    poleArea: "糀谷東",
  },
  {
    prefecture: "東京都",
    city: "品川区",
    town: "南大井",
    postal: "1400013",
    lat: 35.5883,
    lng: 139.7355,
    kana: "ミナミオオイ",
    client: 0,
  },
  {
    prefecture: "神奈川県",
    city: "川崎市川崎区",
    town: "大師町",
    postal: "2100802",
    lat: 35.5337,
    lng: 139.7303,
    kana: "ダイシマチ",
    client: 1,
    poleArea: "大師河原",
  },
  {
    prefecture: "神奈川県",
    city: "川崎市川崎区",
    town: "殿町",
    postal: "2100821",
    lat: 35.5356,
    lng: 139.7416,
    kana: "トノマチ",
    client: 1,
    poleArea: "殿町南",
  },
  {
    prefecture: "神奈川県",
    city: "川崎市幸区",
    town: "南幸町",
    postal: "2120016",
    lat: 35.5397,
    lng: 139.6925,
    kana: "ミナミサイワイチョウ",
    client: 1,
  },
  {
    prefecture: "神奈川県",
    city: "川崎市中原区",
    town: "新丸子町",
    postal: "2110005",
    lat: 35.5802,
    lng: 139.6617,
    kana: "シンマルコチョウ",
    client: 1,
  },
  {
    prefecture: "神奈川県",
    city: "横浜市鶴見区",
    town: "潮田町",
    postal: "2300041",
    lat: 35.5013,
    lng: 139.6886,
    kana: "ウシオダチョウ",
    client: 2,
  },
];

/** Pole areas: the pole numbers of the operator's plant ledger read like 「森ケ崎 190」. */
export const poleAreas = ["森ケ崎", "大森南", "羽田旭", "糀谷東", "大師河原", "殿町南"] as const;
export const poleOwners = ["東京電力パワーグリッド", "NTT東日本", "自営柱"] as const;

export const familyNames: [string, string][] = [
  ["佐藤", "サトウ"],
  ["鈴木", "スズキ"],
  ["高橋", "タカハシ"],
  ["田中", "タナカ"],
  ["伊藤", "イトウ"],
  ["渡辺", "ワタナベ"],
  ["山本", "ヤマモト"],
  ["中村", "ナカムラ"],
  ["小林", "コバヤシ"],
  ["加藤", "カトウ"],
  ["吉田", "ヨシダ"],
  ["山田", "ヤマダ"],
  ["佐々木", "ササキ"],
  ["山口", "ヤマグチ"],
  ["松本", "マツモト"],
  ["井上", "イノウエ"],
  ["木村", "キムラ"],
  ["林", "ハヤシ"],
  ["斎藤", "サイトウ"],
  ["清水", "シミズ"],
  ["山崎", "ヤマザキ"],
  ["森", "モリ"],
  ["池田", "イケダ"],
  ["橋本", "ハシモト"],
  ["阿部", "アベ"],
  ["石川", "イシカワ"],
  ["前田", "マエダ"],
  ["藤田", "フジタ"],
  ["小川", "オガワ"],
  ["岡田", "オカダ"],
];
export const maleNames: [string, string][] = [
  ["茂", "シゲル"],
  ["博", "ヒロシ"],
  ["隆", "タカシ"],
  ["健太", "ケンタ"],
  ["大輔", "ダイスケ"],
  ["和夫", "カズオ"],
  ["誠", "マコト"],
  ["拓也", "タクヤ"],
  ["修", "オサム"],
  ["翔", "ショウ"],
];
export const femaleNames: [string, string][] = [
  ["恵子", "ケイコ"],
  ["洋子", "ヨウコ"],
  ["美香", "ミカ"],
  ["直美", "ナオミ"],
  ["陽子", "ヨウコ"],
  ["裕子", "ユウコ"],
  ["愛", "アイ"],
  ["美咲", "ミサキ"],
  ["京子", "キョウコ"],
  ["由美", "ユミ"],
];
export const buildingWords: [string, string][] = [
  ["コーポ", "コーポ"],
  ["メゾン", "メゾン"],
  ["ハイツ", "ハイツ"],
  ["レジデンス", "レジデンス"],
  ["グランドール", "グランドール"],
  ["サンライズ", "サンライズ"],
  ["パークサイド", "パークサイド"],
];

/** Notes of history rows, by what came of the contact. */
export const contactMemos = {
  不在: [
    "ご本人不在のため不在票を投函",
    "インターホン応答なし。ポストに案内チラシを投函",
    "留守番電話にメッセージを残した",
  ],
  説明済: [
    "奥様に工事内容をご説明。ご主人と相談のうえ連絡いただける",
    "V-ONU設置場所（テレビ裏）を確認",
    "管理会社経由でオーナー様に工事概要を送付",
    "土日の訪問希望。次回は午前中に訪問予定",
    "訪問日時を電話で調整済み",
  ],
  承諾: ["承諾書に署名をいただいた", "工事当日は立ち会い可能とのこと。承諾をいただいた"],
  拒否: ["光回線への切替は不要とのご意向", "工事の立ち会いが難しいとのことで辞退された"],
  再訪問: ["ご家族と相談したいとのこと。来週再訪問", "書類を確認のうえ再訪問してほしいとのこと"],
} as const;

/**
 * What happens to one matter, from its creation to the seeding day (business.ts tells each one):
 * new 未着手; negN 交渉中 with one open negotiation in status N; handover 引継ぎ then a new
 * assignee; retry 不成立 then instructed again; agreed 合意; failed 不成立; cnN 工事手配中 with a
 * construction in status N (cn4fail: a failing reading; cn7then1: cancelled and created again);
 * built 工事完了 (builtOverride: completed over a failing reading); closed / closedFailed 完了
 * after the work / after 不成立; holdN 保留 from status N.
 */
export type Scenario =
  | "new"
  | "neg1"
  | "neg2"
  | "neg3"
  | "neg4"
  | "neg5"
  | "handover"
  | "retry"
  | "agreed"
  | "failed"
  | "cn1"
  | "cn2"
  | "cn3"
  | "cn4"
  | "cn4fail"
  | "cn6"
  | "cn7then1"
  | "built"
  | "builtOverride"
  | "closed"
  | "closedFailed"
  | "hold1"
  | "hold2"
  | "hold3"
  | "hold4"
  | "hold5"
  | "hold6";

export type ProjectPlan = {
  name: (fiscalYear: number) => string;
  /** Index into the demo clients; the project's targets are that client's. */
  client: 0 | 1 | 2;
  workType: 1 | 2 | 3 | 4;
  status: 1 | 2 | 3;
  jobCategory: string;
  /** The towns whose targets it takes, in target order (one matter per scenario). */
  towns: readonly string[];
  /** Days from the seeding day: created, planned start and end, matters added. */
  createdDay: number;
  startDay: number;
  endDay: number;
  mattersDay: number;
  /** Added to every day of its matters' stories (a finished project happened long ago). */
  shift: number;
  scenarios: readonly Scenario[];
  notes?: string;
};

export const projectPlans: readonly ProjectPlan[] = [
  {
    name: (fy) => `大森地区 V-ONU化工事 ${fy}年度`,
    client: 0,
    workType: 1,
    status: 2,
    jobCategory: "光化移行工事",
    towns: ["大森西", "大森東", "糀谷"],
    createdDay: -175,
    startDay: -160,
    mattersDay: -158,
    endDay: 140,
    shift: 0,
    // prettier-ignore
    scenarios: [
      "new", "new", "new", "neg1", "neg2", "neg3", "neg3", "neg4", "neg5", "handover", "retry",
      "agreed", "agreed", "failed", "failed", "cn1", "cn2", "cn3", "cn3", "cn3", "cn4", "cn4fail",
      "cn6", "cn7then1", "built", "builtOverride", "closed", "closed", "closed", "closedFailed",
      "hold1", "hold2", "hold3", "hold4", "hold5", "hold6", "neg3", "neg4", "cn3", "built", "closed",
    ],
  },
  {
    name: () => "川崎エリア FTTH移行（放送+通信）",
    client: 1,
    workType: 3,
    status: 2,
    jobCategory: "光化移行工事",
    towns: ["大師町", "殿町", "南幸町", "新丸子町"],
    createdDay: -150,
    startDay: -140,
    mattersDay: -138,
    endDay: 160,
    shift: 0,
    // prettier-ignore
    scenarios: [
      "new", "new", "neg1", "neg2", "neg2", "neg3", "neg3", "neg4", "neg5", "neg5", "handover",
      "agreed", "failed", "cn1", "cn2", "cn3", "cn3", "cn3", "cn4", "cn4", "cn6", "built", "built",
      "closed", "closed", "closed", "closedFailed", "hold2", "hold5", "retry",
    ],
  },
  {
    name: () => "森ケ崎・羽田 同軸引込線撤去",
    client: 0,
    workType: 4,
    status: 2,
    jobCategory: "引込線撤去",
    towns: ["大森南", "羽田"],
    createdDay: -140,
    startDay: -130,
    mattersDay: -128,
    endDay: 60,
    shift: 0,
    notes: "光化が済んだ建物の同軸引込線を撤去する。撤去承諾書をいただいてから手配する",
    // Every matter of a removal has its consent (撤去承諾書) before its line is planned for removal.
    // prettier-ignore
    scenarios: [
      "agreed", "agreed", "cn1", "cn2", "cn3", "cn3", "cn4", "cn6", "cn7then1", "built", "built",
      "closed", "closed", "closed", "closed", "hold3", "hold6",
    ],
  },
  {
    name: (fy) => `蒲田地区 光インターネット先行工事 ${fy - 1}年度`,
    client: 0,
    workType: 2,
    status: 3,
    jobCategory: "光化移行工事",
    towns: ["蒲田"],
    createdDay: -360,
    startDay: -340,
    mattersDay: -338,
    endDay: -40,
    shift: -200,
    // prettier-ignore
    scenarios: [
      "closed", "closed", "closed", "closed", "closed", "closed", "closedFailed", "closedFailed",
      "failed",
    ],
  },
  {
    name: (fy) => `鶴見・潮田 集合住宅光化 ${fy + 1}年度`,
    client: 2,
    workType: 3,
    status: 1,
    jobCategory: "設備調査",
    towns: ["潮田町"],
    createdDay: -12,
    startDay: 30,
    mattersDay: -10,
    endDay: 400,
    shift: 0,
    notes: "来年度の着工に向けて対象物件を選定中",
    scenarios: ["new", "new", "new", "new", "new", "new"],
  },
];

/** The town whose targets the ledger CSV (the successful external-source run) registered. */
export const importedTown = "南大井";
