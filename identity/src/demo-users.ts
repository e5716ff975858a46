// The demo accounts of the embedded default (docs/CONTRACTS.md, "Demo accounts").
// One list feeds both the identity emulator bootstrap and the API seed, so a
// demo user can always sign in AND finds a matching API row (matched by email).

export const DEMO_PASSWORD = "Demo1234";
export const DEMO_TEMPORARY_PASSWORD = "Temp1234";

/** 協力会社 (partner companies) created by the API seed. */
export const demoAssociateCompanies = ["株式会社東都通信工業", "有限会社湾岸電設"] as const;

/** 班 (teams), each belonging to one partner company. */
export const demoTeams = [
  { name: "第1班", associateCompany: "株式会社東都通信工業" },
  { name: "第2班", associateCompany: "株式会社東都通信工業" },
  { name: "第1班", associateCompany: "有限会社湾岸電設" },
] as const;

/** 発注元 (clients: CATV operators). */
export const demoClients = [
  "城南ケーブルテレビ株式会社",
  "多摩川ケーブルネットワーク株式会社",
] as const;

export type DemoUser = {
  email: string;
  /** Full name in Japanese (family name first, with a full-width space). */
  name: string;
  /** 氏名カナ: full-width katakana, a full-width space between family and given name (docs/DOMAIN.md). */
  nameKana?: string;
  /** Role type of the spec: 1 管理者 … 8 引込線登録. */
  roleTypeId: number;
  password: string;
  /** true: the account is created with a temporary password (FORCE_CHANGE_PASSWORD). */
  temporary: boolean;
  associateCompany?: string;
  /** Team name; unique only within `associateCompany`. */
  team?: string;
  client?: string;
};

export const demoUsers: readonly DemoUser[] = [
  {
    email: "admin@example.jp",
    name: "管理 太郎",
    nameKana: "カンリ　タロウ",
    roleTypeId: 1,
    password: DEMO_PASSWORD,
    temporary: false,
  },
  {
    email: "manager@example.jp",
    name: "佐藤 健一",
    nameKana: "サトウ　ケンイチ",
    roleTypeId: 2,
    password: DEMO_PASSWORD,
    temporary: false,
  },
  {
    email: "matter@example.jp",
    name: "鈴木 美咲",
    nameKana: "スズキ　ミサキ",
    roleTypeId: 3,
    password: DEMO_PASSWORD,
    temporary: false,
    client: "城南ケーブルテレビ株式会社",
  },
  {
    email: "order@example.jp",
    name: "高橋 大輔",
    nameKana: "タカハシ　ダイスケ",
    roleTypeId: 4,
    password: DEMO_PASSWORD,
    temporary: false,
    client: "城南ケーブルテレビ株式会社",
  },
  {
    email: "negotiation@example.jp",
    name: "田中 由美",
    nameKana: "タナカ　ユミ",
    roleTypeId: 5,
    password: DEMO_PASSWORD,
    temporary: false,
    client: "多摩川ケーブルネットワーク株式会社",
  },
  {
    email: "construction-manager@example.jp",
    name: "伊藤 誠",
    nameKana: "イトウ　マコト",
    roleTypeId: 6,
    password: DEMO_PASSWORD,
    temporary: false,
  },
  {
    email: "construction@example.jp",
    name: "渡辺 翔太",
    nameKana: "ワタナベ　ショウタ",
    roleTypeId: 7,
    password: DEMO_PASSWORD,
    temporary: false,
    associateCompany: "株式会社東都通信工業",
    team: "第1班",
  },
  {
    email: "linecode@example.jp",
    name: "山本 直樹",
    nameKana: "ヤマモト　ナオキ",
    roleTypeId: 8,
    password: DEMO_PASSWORD,
    temporary: false,
  },
  {
    email: "newstaff@example.jp",
    name: "中村 さくら",
    nameKana: "ナカムラ　サクラ",
    roleTypeId: 3,
    password: DEMO_TEMPORARY_PASSWORD,
    temporary: true,
  },
];
