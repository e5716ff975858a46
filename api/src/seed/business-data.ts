// Word lists for the demo data: real place names of the service area, common Japanese names.

export type Area = {
  prefecture: string;
  city: string;
  town: string;
  postal: string;
  lat: number;
  lng: number;
  kana: string;
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
  },
  {
    prefecture: "東京都",
    city: "大田区",
    town: "大森南",
    postal: "1430013",
    lat: 35.5548,
    lng: 139.7462,
    kana: "オオモリミナミ",
  },
  {
    prefecture: "東京都",
    city: "大田区",
    town: "大森東",
    postal: "1430012",
    lat: 35.5607,
    lng: 139.7408,
    kana: "オオモリヒガシ",
  },
  {
    prefecture: "東京都",
    city: "大田区",
    town: "蒲田",
    postal: "1440052",
    lat: 35.5621,
    lng: 139.7161,
    kana: "カマタ",
  },
  {
    prefecture: "東京都",
    city: "大田区",
    town: "羽田",
    postal: "1440043",
    lat: 35.5453,
    lng: 139.7486,
    kana: "ハネダ",
  },
  {
    prefecture: "東京都",
    city: "大田区",
    town: "糀谷",
    postal: "1440034",
    lat: 35.5553,
    lng: 139.7302,
    kana: "コウジヤ",
  },
  {
    prefecture: "東京都",
    city: "品川区",
    town: "南大井",
    postal: "1400013",
    lat: 35.5883,
    lng: 139.7355,
    kana: "ミナミオオイ",
  },
  {
    prefecture: "神奈川県",
    city: "川崎市川崎区",
    town: "大師町",
    postal: "2100802",
    lat: 35.5337,
    lng: 139.7303,
    kana: "ダイシマチ",
  },
  {
    prefecture: "神奈川県",
    city: "川崎市川崎区",
    town: "殿町",
    postal: "2100821",
    lat: 35.5356,
    lng: 139.7416,
    kana: "トノマチ",
  },
  {
    prefecture: "神奈川県",
    city: "川崎市幸区",
    town: "南幸町",
    postal: "2120016",
    lat: 35.5397,
    lng: 139.6925,
    kana: "ミナミサイワイチョウ",
  },
  {
    prefecture: "神奈川県",
    city: "川崎市中原区",
    town: "新丸子町",
    postal: "2110005",
    lat: 35.5802,
    lng: 139.6617,
    kana: "シンマルコチョウ",
  },
  {
    prefecture: "神奈川県",
    city: "横浜市鶴見区",
    town: "潮田町",
    postal: "2300041",
    lat: 35.5013,
    lng: 139.6886,
    kana: "ウシオダチョウ",
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
export const negotiationMemos = [
  "ご本人不在のため不在票を投函",
  "奥様に工事内容をご説明。ご主人と相談のうえ連絡いただける",
  "V-ONU設置場所（テレビ裏）を確認",
  "管理会社経由でオーナー様に承諾書を送付",
  "土日の訪問希望。次回は午前中に訪問予定",
  "工事当日は立ち会い可能とのこと",
  "光回線への切替は不要とのご意向",
  "承諾書に署名をいただいた",
] as const;
