import { GraphiQL } from "graphiql";
import { EXAMPLE_TABS } from "./examples";
import type { SandboxFetcher } from "./fetcher";

// The first query a developer sees: a list with relations and labels, in Japanese comments.
const DEFAULT_QUERY = `# CFX GraphQL サンドボックス
# サインイン中のユーザーの権限で実行されます（右上の Docs でスキーマを参照できます）。
query MatterList {
  viewer { code name can { matterRead targetEdit } }
  matters(pageSize: 10, sort: ID) {
    items {
      code
      statusLabel
      target { code name address }
      negotiations { code statusLabel customer { name } }
    }
    pageInfo { page pageSize totalCount }
  }
}
`;

const CLIENT_QUERY = `# CFX GraphQL サンドボックス（連携クライアント）
# 連携クライアントのスコープの範囲で実行されます。スコープ外の項目は「この操作を行う権限がありません」。
query WhoAmI {
  viewer { name machineClient { clientId scopes } can { targetEdit matterRead } }
}
`;

export function Sandbox({
  fetcher,
  caller = "user",
}: {
  fetcher: SandboxFetcher;
  caller?: "user" | "client";
}) {
  return (
    <GraphiQL
      fetcher={fetcher}
      defaultTabs={[{ query: caller === "client" ? CLIENT_QUERY : DEFAULT_QUERY }, ...EXAMPLE_TABS]}
      defaultEditorToolsVisibility
    >
      <GraphiQL.Logo>CFX GraphQL</GraphiQL.Logo>
    </GraphiQL>
  );
}

export function SignInFirst() {
  return (
    <main style={{ padding: 32, lineHeight: 1.8 }}>
      <h1 style={{ fontSize: 20 }}>GraphQL サンドボックス</h1>
      <p>サンドボックスはサインイン中のユーザーの権限で GraphQL を実行します。</p>
      <p>
        <a href="/signin">サインイン</a>してから、このページ（/sandbox）を開き直してください。
      </p>
    </main>
  );
}

export function SandboxError() {
  return (
    <main style={{ padding: 32 }}>
      <p>サンドボックスを開始できませんでした。しばらくしてから再読み込みしてください。</p>
    </main>
  );
}
