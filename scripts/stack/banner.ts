// The "ready" banner of `pnpm start`: where to go and who to sign in as.
import { ROLE_TYPES } from "../../domain/src/flags";
import { demoUsers } from "../../identity/src/demo-users";
import type { Stack } from "./stack";

const width = (s: string) =>
  [...s].reduce((n, ch) => n + (/[\u3000-\uffef\u4e00-\u9fff]/.test(ch) ? 2 : 1), 0);
const pad = (s: string, n: number) => s + " ".repeat(Math.max(0, n - width(s)));

export function demoAccountsTable(): string[] {
  const rows = demoUsers.map((u) => [
    u.email,
    u.temporary ? `${u.password} (仮 / temporary)` : u.password,
    `${u.roleTypeId} ${ROLE_TYPES[u.roleTypeId as keyof typeof ROLE_TYPES] ?? ""}`,
    u.name,
  ]);
  const header = ["メール / email", "パスワード / password", "権限 / role", "氏名 / name"];
  const widths = header.map((h, i) => Math.max(width(h), ...rows.map((r) => width(r[i] ?? ""))));
  const line = (cells: string[]) =>
    ("  " + cells.map((c, i) => pad(c, widths[i] ?? 0)).join("  ")).trimEnd();
  return [line(header), "  " + widths.map((w) => "-".repeat(w)).join("  "), ...rows.map(line)];
}

export function readyBanner(stack: Stack, dev: boolean, production = false): string {
  const rule = "=".repeat(72);
  const lines = [
    "",
    rule,
    `  CFX 光化工事管理 — 起動しました / ready`,
    "",
    `  ブラウザで開いてください / open:  ${stack.url}`,
  ];
  if (dev) lines.push(`  (Vite dev server; gateway: ${stack.gatewayUrl}/)`);
  lines.push(`  GraphQL: ${stack.gatewayUrl}/graphql    REST: ${stack.apiUrl}/api/v1`);
  if (production) {
    lines.push(
      "  本番モード / production mode (NODE_ENV=production): イントロスペクション・候補表示・",
      "  サンドボックスは無効 / no introspection, suggestions or sandbox (GRAPHQL_SANDBOX=true: sandbox)",
    );
  } else {
    lines.push(`  GraphQL サンドボックス / sandbox: ${stack.gatewayUrl}/sandbox`);
  }
  lines.push(`  データ / data: ${stack.dataDir}`);
  if (stack.identity.mode === "local") {
    lines.push(
      `  認証エミュレータ / identity emulator: ${stack.identity.endpoint} (${stack.identity.userPoolId})`,
    );
    lines.push("", "  デモアカウント / demo accounts:", ...demoAccountsTable());
    lines.push(
      "",
      `  パスワード再設定の確認コードはログに出ます / reset codes are printed to: ${stack.identityLogFile}`,
    );
  } else {
    lines.push(`  認証 / identity: Amazon Cognito ${stack.identity.userPoolId}`);
  }
  lines.push("", "  停止は Ctrl+C / press Ctrl+C to stop", rule, "");
  return lines.join("\n");
}
