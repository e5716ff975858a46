import type { GraphiQLProps } from "graphiql";

type TabDefinition = NonNullable<GraphiQLProps["defaultTabs"]>[number];

// The sandbox's saved example operations (issue #39): what an integrator asks first, one tab each,
// with Japanese comments. Checked against the schema by examples.test.ts.

const constructionsOfWeek = `# 今週の工事（工事予定日で絞り込み、日付順）
query ConstructionsOfWeek($from: String!, $to: String!) {
  constructions(filter: { dateFrom: $from, dateTo: $to }, sort: SCHEDULED_DATE, order: ASC, pageSize: 100) {
    items {
      code
      statusLabel
      scheduledDate
      slot
      workTypeLabel
      team { name }
      matter { target { code name address } }
    }
    pageInfo { totalCount }
  }
}
`;

const readings = `# 工事の測定値（判定と閾値つき）
query ConstructionReadings($id: ID!) {
  construction(id: $id) {
    code
    statusLabel
    measurements { point wavelengthNm powerDbm thresholdMin thresholdMax judgement measuredAt }
    expectedReadings { point wavelengthNm minDbm maxDbm }
  }
}
`;

const documents = `# 交渉の帳票と、そのダウンロードURL（同じトークンで GET）
query NegotiationDocuments($id: ID!) {
  negotiation(id: $id) {
    code
    attachments { fileName documentTypeLabel size createdAt downloadUrl }
  }
}
`;

const targetsChangedSince = `# 指定日時以降に変わった対象物件（変更フィード）
# 最初は updatedSince に日時（または "0" で全件）、次回からは前回の changeCursor を渡します。
# deletedIds は削除された（または絞り込みに一致しなくなった）行。空のページが返るまで繰り返します。
query TargetsChangedSince($since: String!) {
  targets(updatedSince: $since, pageSize: 100) {
    items { id code name targetTypeLabel address version updatedAt }
    deletedIds
    changeCursor
  }
}
`;

const json = (value: object) => JSON.stringify(value, null, 2);

export const EXAMPLE_TABS: TabDefinition[] = [
  { query: constructionsOfWeek, variables: json({ from: "2026-11-30", to: "2026-12-06" }) },
  { query: readings, variables: json({ id: "1" }) },
  { query: documents, variables: json({ id: "1" }) },
  { query: targetsChangedSince, variables: json({ since: "2026-11-01T00:00:00+09:00" }) },
];
