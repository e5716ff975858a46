// The answer of 「プロジェクトに追加」 in words: how many matters were created and how many targets
// the project already had (skipped, not an error: adding is idempotent per target).

export function addMattersMessage(projectName: string, created: number, skipped: number): string {
  const parts: string[] = [];
  if (created > 0) parts.push(`${created}件の案件を作成しました`);
  if (skipped > 0) parts.push(`${skipped}件は登録済みのためスキップしました`);
  if (parts.length === 0) return `「${projectName}」に追加する対象物件はありませんでした。`;
  return `「${projectName}」に${parts.join("。")}。`;
}
